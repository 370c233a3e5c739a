// The service's signer of the pick log's checkpoints: an Ed25519 key object (kept as its 32-byte
// seed, ledger-keys.ts) signing C2SP notes. The note and verifier-key formats, and checking a
// note, are @gary/pick-log's.
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { keyIdOf, noteText, rawPublicKey, validKeyName } from '@gary/pick-log/node';

export { verifierKey } from '@gary/pick-log/node';

// The DER prefix that wraps a raw 32-byte Ed25519 seed (PKCS#8).
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface NoteSigner {
  name: string;
  keyId: Buffer;
  publicKey: Buffer;
  privateKey: KeyObject;
}

export const privateKeyFromSeed = (seed: Buffer): KeyObject => createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
export const seedOf = (key: KeyObject): Buffer => (key.export({ format: 'der', type: 'pkcs8' }) as Buffer).subarray(PKCS8_PREFIX.length);

export function noteSigner(name: string, privateKey: KeyObject): NoteSigner {
  if (!validKeyName(name)) throw new Error(`invalid note key name: ${JSON.stringify(name)}`);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('the ledger signing key must be an Ed25519 key');
  const publicKey = rawPublicKey(privateKey);
  return { name, keyId: keyIdOf(name, publicKey), publicKey, privateKey };
}

export const signNote = (body: string, s: NoteSigner): string => noteText(body, s, sign(null, Buffer.from(body, 'utf8'), s.privateKey));
