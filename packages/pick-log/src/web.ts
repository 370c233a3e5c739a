// The pick log in a browser: the algorithms of this package run with Web Crypto (SHA-256 and
// Ed25519), whose calls are asynchronous, so each function here answers a promise. Nothing here
// needs a network once loaded.
import { concat, utf8 } from './bytes';
import { runAsync, type HashOp } from './hash-op';
import { leafHashOp, rootFromInclusionOp, verifyConsistencyOp } from './merkle';
import { parseVerifierKeyOp, signaturesBy, type ParsedNote, type VerifierKey } from './signed-note';
import { keyFingerprintOp } from './fingerprint';

// Web Crypto takes bytes over an ArrayBuffer of their own (not a shared or resizable one).
const own = (b: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(b);
const sha256 = async (parts: readonly Uint8Array[]): Promise<Uint8Array> => new Uint8Array(await crypto.subtle.digest('SHA-256', concat(...parts)));
const run = <R>(op: HashOp<R>): Promise<R> => runAsync(op, sha256);

export const leafHash = (leaf: Uint8Array) => run(leafHashOp(leaf));
export const rootFromInclusion = (index: number, size: number, leaf: Uint8Array, proof: readonly Uint8Array[]) => run(rootFromInclusionOp(index, size, leaf, proof));
export const verifyConsistency = (size1: number, size2: number, root1: Uint8Array, root2: Uint8Array, proof: readonly Uint8Array[]) =>
  run(verifyConsistencyOp(size1, size2, root1, root2, proof));
export const parseVerifierKey = (text: string) => run(parseVerifierKeyOp(text));
/** The key's fingerprint (fingerprint.ts): SHA-256 of its text in groups of four hex digits. */
export const keyFingerprint = (key: string) => run(keyFingerprintOp(key));

export async function ed25519Verify(publicKey: Uint8Array, signature: Uint8Array, message: Uint8Array): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', own(publicKey), { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'Ed25519' }, key, own(signature), own(message));
}

/** Whether the note carries a valid Ed25519 signature by `key` over its body. */
export async function signedBy(note: ParsedNote, key: VerifierKey): Promise<boolean> {
  for (const sig of signaturesBy(note, key)) if (await ed25519Verify(key.publicKey, sig, utf8(note.body))) return true;
  return false;
}
