// The OpenTimestamps proof format (python-opentimestamps `core/timestamp.py`, `core/op.py`,
// `core/notary.py`), so the `.ots` files we keep are the ones `ots info` / `ots verify` read.
//
// A timestamp is a tree: each node is a message; an edge is an operation on it (append, prepend,
// sha256, ...); leaves are attestations (pending at a calendar URI, or a Bitcoin block height) that
// the message at that node existed. A detached file is the magic header, the major version (1),
// the file's hash op (0x08 sha256), the file's digest, then the tree from that digest.
// Serialisation of a node: every attestation but the last as `ff 00 <att>`, every op but the last as
// `ff <op> <subtree>`, the last one without the `ff`; `00` introduces an attestation.
import { createHash } from 'node:crypto';

export const OTS_MAGIC = Buffer.from('004f70656e54696d657374616d7073000050726f6f6600bf89e2e884e89294', 'hex');
export const OTS_MAJOR_VERSION = 1;
const PENDING_TAG = Buffer.from('83dfe30d2ef90c8e', 'hex');
const BITCOIN_TAG = Buffer.from('0588960d73d71901', 'hex');

/** Limits of the reference implementation: a message, an op's argument, a tree's depth, a URI. */
const MAX_MSG = 4096;
const MAX_DEPTH = 256;
const MAX_URI = 1000;
const MAX_PAYLOAD = 8192;
const URI_CHARS = /^[A-Za-z0-9\-._/:]*$/u;

export type OtsOp = { kind: 'sha256' } | { kind: 'sha1' } | { kind: 'ripemd160' } | { kind: 'append'; arg: Buffer } | { kind: 'prepend'; arg: Buffer };
export type OtsAttestation = { kind: 'pending'; uri: string } | { kind: 'bitcoin'; height: number } | { kind: 'unknown'; tag: Buffer; payload: Buffer };
export interface OtsTimestamp {
  msg: Buffer;
  attestations: OtsAttestation[];
  ops: Array<{ op: OtsOp; stamp: OtsTimestamp }>;
}

export class OtsFormatError extends Error {}

const TAGS = { sha1: 0x02, ripemd160: 0x03, sha256: 0x08, append: 0xf0, prepend: 0xf1 } as const;

export function applyOp(op: OtsOp, msg: Buffer): Buffer {
  switch (op.kind) {
    case 'append':
      return Buffer.concat([msg, op.arg]);
    case 'prepend':
      return Buffer.concat([op.arg, msg]);
    default:
      return createHash(op.kind).update(msg).digest();
  }
}

export const newTimestamp = (msg: Buffer): OtsTimestamp => ({ msg, attestations: [], ops: [] });

const opKey = (op: OtsOp) => Buffer.concat([Buffer.from([TAGS[op.kind]]), 'arg' in op ? op.arg : Buffer.alloc(0)]);
const sameOp = (a: OtsOp, b: OtsOp) => opKey(a).equals(opKey(b));
const attKey = (a: OtsAttestation): Buffer => Buffer.concat([attTag(a), attPayload(a)]);

/** The node reached from `t` by `op`, added when missing. */
export function addOp(t: OtsTimestamp, op: OtsOp): OtsTimestamp {
  const found = t.ops.find((e) => sameOp(e.op, op));
  if (found) return found.stamp;
  const stamp = newTimestamp(applyOp(op, t.msg));
  t.ops.push({ op, stamp });
  return stamp;
}

/** Adds every op and attestation of `other` (a timestamp of the same message) to `t`. */
export function mergeTimestamp(t: OtsTimestamp, other: OtsTimestamp): void {
  if (!t.msg.equals(other.msg)) throw new OtsFormatError("can't merge timestamps of different messages");
  for (const a of other.attestations) if (!t.attestations.some((b) => attKey(b).equals(attKey(a)))) t.attestations.push(a);
  for (const { op, stamp } of other.ops) mergeTimestamp(addOp(t, op), stamp);
}

/** Every (message, attestation) pair in the tree. */
export function allAttestations(t: OtsTimestamp): Array<{ msg: Buffer; attestation: OtsAttestation }> {
  return [...t.attestations.map((attestation) => ({ msg: t.msg, attestation })), ...t.ops.flatMap((e) => allAttestations(e.stamp))];
}

// --- writing -------------------------------------------------------------------------------------

function varuint(n: number): Buffer {
  const out: number[] = [];
  let v = n;
  do {
    let b = v % 128;
    v = Math.floor(v / 128);
    if (v > 0) b |= 0x80;
    out.push(b);
  } while (v > 0);
  return Buffer.from(out);
}
const varbytes = (b: Buffer) => Buffer.concat([varuint(b.length), b]);

function attTag(a: OtsAttestation): Buffer {
  return a.kind === 'pending' ? PENDING_TAG : a.kind === 'bitcoin' ? BITCOIN_TAG : a.tag;
}
function attPayload(a: OtsAttestation): Buffer {
  if (a.kind === 'pending') return varbytes(Buffer.from(a.uri, 'utf8'));
  if (a.kind === 'bitcoin') return varuint(a.height);
  return a.payload;
}
const attBytes = (a: OtsAttestation) => Buffer.concat([attTag(a), varbytes(attPayload(a))]);
const opBytes = (op: OtsOp) => ('arg' in op ? Buffer.concat([Buffer.from([TAGS[op.kind]]), varbytes(op.arg)]) : Buffer.from([TAGS[op.kind]]));

/** Attestations by tag, then by URI or height, as the reference sorts them. */
function compareAtt(a: OtsAttestation, b: OtsAttestation): number {
  const byTag = Buffer.compare(attTag(a), attTag(b));
  if (byTag !== 0) return byTag;
  if (a.kind === 'pending' && b.kind === 'pending') return a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0;
  if (a.kind === 'bitcoin' && b.kind === 'bitcoin') return a.height - b.height;
  return Buffer.compare(attPayload(a), attPayload(b));
}

export function serializeTimestamp(t: OtsTimestamp): Buffer {
  if (t.attestations.length === 0 && t.ops.length === 0) throw new OtsFormatError("an empty timestamp can't be serialized");
  const parts: Buffer[] = [];
  const atts = [...t.attestations].sort(compareAtt);
  const ops = [...t.ops].sort((a, b) => Buffer.compare(opKey(a.op), opKey(b.op)));
  for (const a of atts.slice(0, -1)) parts.push(Buffer.from([0xff, 0x00]), attBytes(a));
  if (ops.length === 0) {
    parts.push(Buffer.from([0x00]), attBytes(atts[atts.length - 1]!));
  } else {
    if (atts.length > 0) parts.push(Buffer.from([0xff, 0x00]), attBytes(atts[atts.length - 1]!));
    ops.forEach(({ op, stamp }, i) => {
      if (i < ops.length - 1) parts.push(Buffer.from([0xff]));
      parts.push(opBytes(op), serializeTimestamp(stamp));
    });
  }
  return Buffer.concat(parts);
}

/** A detached timestamp file (`.ots`) of a SHA-256 file digest. */
export function serializeDetached(t: OtsTimestamp): Buffer {
  if (t.msg.length !== 32) throw new OtsFormatError('the file digest must be 32 bytes (sha256)');
  return Buffer.concat([OTS_MAGIC, Buffer.from([OTS_MAJOR_VERSION, TAGS.sha256]), t.msg, serializeTimestamp(t)]);
}

// --- reading -------------------------------------------------------------------------------------

class Reader {
  private pos = 0;
  constructor(private readonly buf: Buffer) {}
  bytes(n: number): Buffer {
    if (this.pos + n > this.buf.length) throw new OtsFormatError('truncated proof');
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return Buffer.from(out);
  }
  byte(): number {
    return this.bytes(1)[0]!;
  }
  varuint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const b = this.byte();
      value += (b & 0x7f) * scale;
      if (!(b & 0x80)) return value;
      scale *= 128;
      if (scale > 2 ** 49) throw new OtsFormatError('varuint too long');
    }
  }
  varbytes(max: number): Buffer {
    const n = this.varuint();
    if (n > max) throw new OtsFormatError(`varbytes of ${n} bytes exceeds ${max}`);
    return this.bytes(n);
  }
  eof(): boolean {
    return this.pos === this.buf.length;
  }
}

function readAttestation(r: Reader): OtsAttestation {
  const tag = r.bytes(8);
  const raw = r.varbytes(MAX_PAYLOAD);
  const payload = new Reader(raw);
  if (tag.equals(PENDING_TAG)) {
    const uri = payload.varbytes(MAX_URI).toString('latin1');
    if (!URI_CHARS.test(uri)) throw new OtsFormatError('pending attestation URI has characters outside the allowed set');
    if (!payload.eof()) throw new OtsFormatError('pending attestation has trailing bytes');
    return { kind: 'pending', uri };
  }
  if (tag.equals(BITCOIN_TAG)) {
    const height = payload.varuint();
    if (!payload.eof()) throw new OtsFormatError('bitcoin attestation has trailing bytes');
    return { kind: 'bitcoin', height };
  }
  return { kind: 'unknown', tag, payload: raw };
}

function readOp(r: Reader, tag: number): OtsOp {
  switch (tag) {
    case TAGS.sha256:
      return { kind: 'sha256' };
    case TAGS.sha1:
      return { kind: 'sha1' };
    case TAGS.ripemd160:
      return { kind: 'ripemd160' };
    case TAGS.append:
    case TAGS.prepend: {
      const arg = r.varbytes(MAX_MSG);
      if (arg.length === 0) throw new OtsFormatError('empty op argument');
      return { kind: tag === TAGS.append ? 'append' : 'prepend', arg };
    }
    default:
      throw new OtsFormatError(`unsupported op tag 0x${tag.toString(16).padStart(2, '0')}`);
  }
}

function readTimestamp(r: Reader, msg: Buffer, depth: number): OtsTimestamp {
  if (depth > MAX_DEPTH) throw new OtsFormatError('timestamp too deep');
  const t = newTimestamp(msg);
  const one = (tag: number) => {
    if (tag === 0x00) {
      t.attestations.push(readAttestation(r));
      return;
    }
    const op = readOp(r, tag);
    const result = applyOp(op, msg);
    if (result.length > MAX_MSG) throw new OtsFormatError('message exceeds the op length limit');
    const stamp = readTimestamp(r, result, depth + 1);
    const found = t.ops.find((e) => sameOp(e.op, op));
    if (found) mergeTimestamp(found.stamp, stamp);
    else t.ops.push({ op, stamp });
  };
  let tag = r.byte();
  while (tag === 0xff) {
    one(r.byte());
    tag = r.byte();
  }
  one(tag);
  return t;
}

/** A timestamp of `msg` as a calendar sends it (the body of `/digest` and `/timestamp/<hex>`). */
export function parseTimestamp(bytes: Buffer, msg: Buffer): OtsTimestamp {
  const r = new Reader(bytes);
  const t = readTimestamp(r, msg, 0);
  if (!r.eof()) throw new OtsFormatError('trailing bytes after the timestamp');
  return t;
}

export function parseDetached(bytes: Buffer): OtsTimestamp {
  const r = new Reader(bytes);
  if (!r.bytes(OTS_MAGIC.length).equals(OTS_MAGIC)) throw new OtsFormatError('not an OpenTimestamps proof (bad magic)');
  const version = r.byte();
  if (version !== OTS_MAJOR_VERSION) throw new OtsFormatError(`unsupported major version ${version}`);
  if (r.byte() !== TAGS.sha256) throw new OtsFormatError('only sha256 file digests are supported');
  const digest = r.bytes(32);
  const t = readTimestamp(r, digest, 0);
  if (!r.eof()) throw new OtsFormatError('trailing bytes after the timestamp');
  return t;
}
