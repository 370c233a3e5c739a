// C2SP signed notes (c2sp.org/signed-note) carrying transparency-log checkpoints
// (c2sp.org/tlog-checkpoint), signed with Ed25519:
//   body      "<origin>\n<tree size>\n<base64 root hash>\n" (extension lines may follow; ours has none)
//   note      body + "\n" + "— <key name> <base64(4-byte key id || 64-byte signature)>\n" per signature
//   verifier  "<key name>+<hex key id>+<base64(0x01 || 32-byte public key)>"
// key id = the first 4 bytes of SHA-256(key name || 0x0A || 0x01 || public key).
// Only the format lives here; signing and checking a signature are the caller's Ed25519.
import { concat, equalBytes, fromBase64, toBase64, toHex, utf8 } from './bytes';
import type { HashOp } from './hash-op';

const ED25519_ALG = 0x01;
const SIGNATURE_BYTES = 64;

/** A key name may not be empty or hold spaces, newlines or '+' (the signed-note rule). */
export const validKeyName = (name: string): boolean => name.length > 0 && !/[\s+]/u.test(name);

export function* keyIdOp<D extends Uint8Array>(name: string, publicKey: Uint8Array): HashOp<D, D> {
  const digest = yield [utf8(name), Uint8Array.of(0x0a, ED25519_ALG), publicKey];
  return digest.subarray(0, 4) as D;
}

/** The published verifier key of an Ed25519 public key under a name. */
export function* verifierKeyOp(name: string, publicKey: Uint8Array): HashOp<string> {
  const keyId = yield* keyIdOp(name, publicKey);
  return `${name}+${toHex(keyId)}+${toBase64(concat(Uint8Array.of(ED25519_ALG), publicKey))}`;
}

export interface VerifierKey {
  name: string;
  keyId: Uint8Array;
  publicKey: Uint8Array;
}

/** `<name>+<hex key id>+<base64(0x01 || public key)>`, its key id recomputed; throws saying what is wrong. */
export function* parseVerifierKeyOp(text: string): HashOp<VerifierKey> {
  // The base64 key may itself hold '+': only the first two separate fields.
  const m = /^([^+\s]+)\+([0-9a-f]{8})\+([A-Za-z0-9+/=]+)$/u.exec(text.trim());
  if (!m) throw new Error('not a verifier key (<name>+<hex key id>+<base64 key>)');
  const [, name, idHex, keyB64] = m as unknown as [string, string, string, string];
  const key = fromBase64(keyB64);
  if (key.length !== 33 || key[0] !== ED25519_ALG) throw new Error('not an Ed25519 verifier key');
  const publicKey = key.subarray(1);
  const keyId = yield* keyIdOp(name, publicKey);
  if (toHex(keyId) !== idHex) throw new Error(`the key id ${idHex} is not this key's (${toHex(keyId)})`);
  return { name, keyId, publicKey };
}

export const checkpointBody = (origin: string, size: number, root: Uint8Array): string => `${origin}\n${size}\n${toBase64(root)}\n`;

/** The note: the body, a blank line, then the signature line of `key`. */
export const noteText = (body: string, key: Omit<VerifierKey, 'publicKey'>, signature: Uint8Array): string =>
  `${body}\n— ${key.name} ${toBase64(concat(key.keyId, signature))}\n`;

export interface ParsedNote {
  /** The signed text, with its final newline. */
  body: string;
  origin: string;
  size: number;
  root: Uint8Array;
  signatures: Array<{ name: string; blob: Uint8Array }>;
}

/** Splits a checkpoint note into its body and signature lines; throws saying what is wrong. */
export function parseNote(note: string): ParsedNote {
  const cut = note.indexOf('\n\n');
  if (cut < 0) throw new Error('the checkpoint has no signature block');
  const body = note.slice(0, cut + 1);
  const [origin, size, root] = body.slice(0, -1).split('\n');
  if (!origin || !size || !/^(0|[1-9][0-9]*)$/u.test(size) || !Number.isSafeInteger(Number(size)) || !root) {
    throw new Error('the checkpoint body is not <origin>\\n<size>\\n<root>\\n');
  }
  const signatures = note
    .slice(cut + 2)
    .split('\n')
    .filter((l) => l !== '')
    .map((line) => {
      const s = /^— (\S+) ([A-Za-z0-9+/=]+)$/u.exec(line);
      if (!s) throw new Error(`not a signature line: ${line.slice(0, 40)}`);
      return { name: s[1]!, blob: fromBase64(s[2]!) };
    });
  return { body, origin, size: Number(size), root: fromBase64(root), signatures };
}

/** The Ed25519 signatures in a note that claim to be by `key` (its name and key id); each still needs checking. */
export const signaturesBy = (note: ParsedNote, key: VerifierKey): Uint8Array[] =>
  note.signatures
    .filter((s) => s.name === key.name && s.blob.length === 4 + SIGNATURE_BYTES && equalBytes(s.blob.subarray(0, 4), key.keyId))
    .map((s) => s.blob.subarray(4));
