// The pick log in Node: the algorithms of this package run with node:crypto's SHA-256, synchronously
// (a tree of thousands of leaves costs no promise per node), and its Ed25519 for the signature
// check. Hashes come back as Buffers, node:crypto's own digests. Signing stays with
// the service that holds the key.
import { createPublicKey, hash, verify, type KeyObject } from 'node:crypto';
import { runSync, type HashOp } from './hash-op';
import { consistencyProofOp, inclusionProofOp, leafHashOp, nodeHashOp, rootFromInclusionOp, rootHashOp, verifyConsistencyOp } from './merkle';
import { checkpointBody, keyIdOp, noteText, parseNote, parseVerifierKeyOp, signaturesBy, validKeyName, verifierKeyOp } from './signed-note';
import { keyFingerprintOp } from './fingerprint';

export { checkpointBody, noteText, validKeyName };

// The one-shot digest: for a tree node's 65 bytes it costs about two thirds of a Hash object's.
const sha256 = (parts: readonly Uint8Array[]): Buffer => hash('sha256', Buffer.concat(parts), 'buffer');
const run = <R>(op: HashOp<R, Buffer>): R => runSync(op, sha256);

export const leafHash = (leaf: Uint8Array): Buffer => run(leafHashOp(leaf));
export const nodeHash = (left: Uint8Array, right: Uint8Array): Buffer => run(nodeHashOp(left, right));
export const rootHash = (hashes: readonly Buffer[]): Buffer => run(rootHashOp(hashes));
export const inclusionProof = (m: number, hashes: readonly Buffer[]): Buffer[] => run(inclusionProofOp(m, hashes));
export const consistencyProof = (m: number, hashes: readonly Buffer[]): Buffer[] => run(consistencyProofOp(m, hashes));
export const rootFromInclusion = (index: number, size: number, leaf: Buffer, proof: readonly Uint8Array[]): Buffer | null =>
  run(rootFromInclusionOp(index, size, leaf, proof));
export const verifyConsistency = (size1: number, size2: number, root1: Uint8Array, root2: Uint8Array, proof: readonly Uint8Array[]): boolean =>
  run(verifyConsistencyOp(size1, size2, root1, root2, proof));
export const keyIdOf = (name: string, publicKey: Uint8Array): Buffer => run(keyIdOp(name, publicKey));
export const verifierKey = (name: string, publicKey: Uint8Array): string => run(verifierKeyOp(name, publicKey));
export const keyFingerprint = (key: string): string => run(keyFingerprintOp(key));

// The DER prefix that wraps a raw 32-byte Ed25519 public key (SPKI).
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export const publicKeyObject = (raw: Uint8Array): KeyObject => createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
export const rawPublicKey = (key: KeyObject): Buffer => (createPublicKey(key).export({ format: 'der', type: 'spki' }) as Buffer).subarray(SPKI_PREFIX.length);

export interface ParsedCheckpoint {
  origin: string;
  size: number;
  root: Buffer;
}

/** Checks a note against a verifier key and returns its checkpoint, or null when anything is off. */
export function openCheckpoint(note: string, verifier: string): ParsedCheckpoint | null {
  try {
    const key = run(parseVerifierKeyOp(verifier));
    const parsed = parseNote(note);
    const message = Buffer.from(parsed.body, 'utf8');
    const signed = signaturesBy(parsed, key).some((sig) => verify(null, message, publicKeyObject(key.publicKey), sig));
    return signed ? { origin: parsed.origin, size: parsed.size, root: Buffer.from(parsed.root) } : null;
  } catch {
    return null;
  }
}
