// C2SP signed notes (c2sp.org/signed-note) carrying transparency-log checkpoints
// (c2sp.org/tlog-checkpoint), signed with Ed25519:
//   body      "<origin>\n<tree size>\n<base64 root hash>\n"
//   note      body + "\n" + "— <key name> <base64(4-byte key id || 64-byte signature)>\n"
//   verifier  "<key name>+<hex key id>+<base64(0x01 || 32-byte public key)>"
// key id = the first 4 bytes of SHA-256(key name || 0x0A || 0x01 || public key).
import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

const ED25519_ALG = 0x01;
// DER prefixes that wrap a raw 32-byte Ed25519 seed (PKCS#8) or public key (SPKI).
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export interface NoteSigner {
  name: string;
  keyId: Buffer;
  publicKey: Buffer;
  privateKey: KeyObject;
}

/** A key name may not be empty or hold spaces, newlines or '+' (the signed-note rule). */
export const validKeyName = (name: string): boolean => name.length > 0 && !/[\s+]/u.test(name);

export function keyIdOf(name: string, publicKey: Buffer): Buffer {
  return createHash('sha256').update(Buffer.from(name, 'utf8')).update(Buffer.from([0x0a, ED25519_ALG])).update(publicKey).digest().subarray(0, 4);
}

export const privateKeyFromSeed = (seed: Buffer): KeyObject => createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
export const publicKeyObject = (raw: Buffer): KeyObject => createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
export const rawPublicKey = (key: KeyObject): Buffer => (createPublicKey(key).export({ format: 'der', type: 'spki' }) as Buffer).subarray(SPKI_PREFIX.length);
export const seedOf = (key: KeyObject): Buffer => (key.export({ format: 'der', type: 'pkcs8' }) as Buffer).subarray(PKCS8_PREFIX.length);

export function noteSigner(name: string, privateKey: KeyObject): NoteSigner {
  if (!validKeyName(name)) throw new Error(`invalid note key name: ${JSON.stringify(name)}`);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('the ledger signing key must be an Ed25519 key');
  const publicKey = rawPublicKey(privateKey);
  return { name, keyId: keyIdOf(name, publicKey), publicKey, privateKey };
}

/** The published verifier key of a signer. */
export const verifierKey = (name: string, publicKey: Buffer): string =>
  `${name}+${keyIdOf(name, publicKey).toString('hex')}+${Buffer.concat([Buffer.from([ED25519_ALG]), publicKey]).toString('base64')}`;

export const checkpointBody = (origin: string, size: number, root: Buffer): string => `${origin}\n${size}\n${root.toString('base64')}\n`;

export function signNote(body: string, s: NoteSigner): string {
  const sig = sign(null, Buffer.from(body, 'utf8'), s.privateKey);
  return `${body}\n— ${s.name} ${Buffer.concat([s.keyId, sig]).toString('base64')}\n`;
}

export interface ParsedCheckpoint {
  origin: string;
  size: number;
  root: Buffer;
}

/** Checks a note against a verifier key and returns its checkpoint, or null when anything is off. */
export function openCheckpoint(note: string, verifier: string): ParsedCheckpoint | null {
  // The base64 key may itself hold '+': only the first two separate fields.
  const m = /^([^+\s]+)\+([0-9a-f]{8})\+([A-Za-z0-9+/=]+)$/u.exec(verifier);
  if (!m) return null;
  const [, name, idHex, keyB64] = m as unknown as [string, string, string, string];
  const key = Buffer.from(keyB64, 'base64');
  if (key.length !== 33 || key[0] !== ED25519_ALG) return null;
  const pub = key.subarray(1);
  if (!keyIdOf(name, pub).equals(Buffer.from(idHex, 'hex'))) return null;
  const cut = note.indexOf('\n\n');
  if (cut < 0) return null;
  const body = note.slice(0, cut + 1);
  const sigLines = note.slice(cut + 2).split('\n').filter((l) => l !== '');
  const ok = sigLines.some((line) => {
    const m = /^— (\S+) (\S+)$/u.exec(line);
    if (!m || m[1] !== name) return false;
    const blob = Buffer.from(m[2]!, 'base64');
    return blob.length === 68 && blob.subarray(0, 4).equals(keyIdOf(name, pub)) && verify(null, Buffer.from(body, 'utf8'), publicKeyObject(pub), blob.subarray(4));
  });
  if (!ok) return null;
  const [origin, size, root] = body.split('\n');
  if (!origin || !size || !/^[0-9]+$/.test(size) || !root) return null;
  return { origin, size: Number(size), root: Buffer.from(root, 'base64') };
}
