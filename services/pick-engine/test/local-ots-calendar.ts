// A local OpenTimestamps calendar that answers in the protocol's wire format, written from the
// protocol (opentimestamps-server's `rpc.py` and the python-opentimestamps serialisation), sharing
// no code with the adapter under test:
// - `POST /digest` (raw digest bytes): 200 with the timestamp `prepend <4-byte time> append <8 random
//   bytes>` and a pending attestation naming this calendar's URL; the resulting commitment is kept.
// - `GET /timestamp/<hex commitment>`: 404 "Pending confirmation in Bitcoin blockchain" until
//   `anchor()` is called, then 200 with `sha256, prepend <sibling>, sha256` and a Bitcoin block
//   header attestation at the block height given; unknown commitments 404 "Not found".
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const PENDING = Buffer.from('83dfe30d2ef90c8e', 'hex');
const BITCOIN = Buffer.from('0588960d73d71901', 'hex');
const uvarint = (n: number): Buffer => {
  const out: number[] = [];
  do {
    out.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
    n >>>= 7;
  } while (n > 0);
  return Buffer.from(out);
};
const vbytes = (b: Buffer) => Buffer.concat([uvarint(b.length), b]);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest();

export interface LocalCalendar {
  url: string;
  /** Digests received, in order. */
  received: Buffer[];
  /** Commitments issued (pending attestation messages), by hex. */
  commitments: Map<string, { digest: Buffer; anchored: null | { height: number; merkleRoot: Buffer; sibling: Buffer } }>;
  requests: string[];
  /** Anchors every pending commitment in "block" `height`. */
  anchor(height: number): void;
  close(): Promise<void>;
}

export async function startLocalCalendar(opts: { failWith?: number } = {}): Promise<LocalCalendar> {
  const cal: Omit<LocalCalendar, 'url' | 'close'> & { url: string } = {
    url: '',
    received: [],
    commitments: new Map(),
    requests: [],
    anchor(height) {
      for (const [hex, c] of cal.commitments) {
        if (c.anchored) continue;
        const sibling = randomBytes(32);
        c.anchored = { height, sibling, merkleRoot: sha256(Buffer.concat([sibling, sha256(Buffer.from(hex, 'hex'))])) };
      }
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      cal.requests.push(`${req.method} ${req.url} accept=${req.headers.accept}`);
      if (opts.failWith) {
        res.writeHead(opts.failWith).end('calendar down');
        return;
      }
      if (req.method === 'POST' && req.url === '/digest') {
        const digest = Buffer.concat(chunks);
        if (digest.length === 0 || digest.length > 64) {
          res.writeHead(400).end('digest too long');
          return;
        }
        cal.received.push(digest);
        const time = Buffer.alloc(4);
        time.writeUInt32BE(Math.floor(Date.now() / 1000));
        const tail = randomBytes(8);
        const commitment = Buffer.concat([time, digest, tail]);
        cal.commitments.set(commitment.toString('hex'), { digest, anchored: null });
        const body = Buffer.concat([
          Buffer.from([0xf1]), vbytes(time), // prepend time
          Buffer.from([0xf0]), vbytes(tail), // append
          Buffer.from([0x00]), PENDING, vbytes(vbytes(Buffer.from(cal.url, 'utf8'))),
        ]);
        res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
        return;
      }
      const m = /^\/timestamp\/([0-9a-f]+)$/u.exec(req.url ?? '');
      if (req.method === 'GET' && m) {
        const c = cal.commitments.get(m[1]!);
        if (!c) {
          res.writeHead(404).end('Not found');
          return;
        }
        if (!c.anchored) {
          res.writeHead(404).end('Pending confirmation in Bitcoin blockchain');
          return;
        }
        const body = Buffer.concat([
          Buffer.from([0x08]), // sha256
          Buffer.from([0xf1]), vbytes(c.anchored.sibling), // prepend sibling
          Buffer.from([0x08]), // sha256
          Buffer.from([0x00]), BITCOIN, vbytes(uvarint(c.anchored.height)),
        ]);
        res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
        return;
      }
      res.writeHead(404).end('Not found');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cal.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(cal, { close: () => new Promise<void>((r) => server.close(() => r())) });
}
