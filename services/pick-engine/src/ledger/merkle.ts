// RFC 6962 / RFC 9162 Merkle tree hashing over the pick log's leaves: leaf hash =
// SHA-256(0x00 || leaf), node hash = SHA-256(0x01 || left || right), each subtree split at the
// largest power of two smaller than its size. Pure functions over leaf hashes in log order, so
// outsiders' verifiers and ours agree byte for byte. Inclusion and consistency proofs follow the
// RFC's PATH and SUBPROOF definitions (RFC 9162 section 2.1.3 and 2.1.4).
import { createHash } from 'node:crypto';

const sha256 = (...parts: Buffer[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
};

export const leafHash = (leaf: Buffer): Buffer => sha256(Buffer.from([0x00]), leaf);
export const nodeHash = (left: Buffer, right: Buffer): Buffer => sha256(Buffer.from([0x01]), left, right);

/** The largest power of two strictly smaller than n (n > 1). */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** MTH over hashes[lo, hi): index ranges, not copies, so a proof over a long log stays cheap. */
function mth(hashes: readonly Buffer[], lo: number, hi: number): Buffer {
  const n = hi - lo;
  if (n === 0) return sha256();
  if (n === 1) return hashes[lo]!;
  const k = split(n);
  return nodeHash(mth(hashes, lo, lo + k), mth(hashes, lo + k, hi));
}

/** The root of the tree over `hashes` (leaf hashes); SHA-256 of nothing for the empty tree. */
export const rootHash = (hashes: readonly Buffer[]): Buffer => mth(hashes, 0, hashes.length);

function path(m: number, hashes: readonly Buffer[], lo: number, hi: number, out: Buffer[]): void {
  const n = hi - lo;
  if (n === 1) return;
  const k = split(n);
  if (m < k) {
    path(m, hashes, lo, lo + k, out);
    out.push(mth(hashes, lo + k, hi));
  } else {
    path(m - k, hashes, lo + k, hi, out);
    out.push(mth(hashes, lo, lo + k));
  }
}

/** PATH(m, D[n]): the audit path of leaf m in the tree over `hashes`, leaf to root. */
export function inclusionProof(m: number, hashes: readonly Buffer[]): Buffer[] {
  const n = hashes.length;
  if (!Number.isInteger(m) || m < 0 || m >= n) throw new RangeError(`leaf ${m} is not in a tree of size ${n}`);
  const out: Buffer[] = [];
  path(m, hashes, 0, n, out);
  return out;
}

function subproof(m: number, hashes: readonly Buffer[], lo: number, hi: number, whole: boolean, out: Buffer[]): void {
  const n = hi - lo;
  if (m === n) {
    if (!whole) out.push(mth(hashes, lo, hi));
    return;
  }
  const k = split(n);
  if (m <= k) {
    subproof(m, hashes, lo, lo + k, whole, out);
    out.push(mth(hashes, lo + k, hi));
  } else {
    subproof(m - k, hashes, lo + k, hi, false, out);
    out.push(mth(hashes, lo, lo + k));
  }
}

/** PROOF(m, D[n]): that the tree of the first m leaves is a prefix of the tree over all of `hashes`. */
export function consistencyProof(m: number, hashes: readonly Buffer[]): Buffer[] {
  const n = hashes.length;
  if (!Number.isInteger(m) || m < 0 || m > n) throw new RangeError(`size ${m} is not within a tree of size ${n}`);
  if (m === 0 || m === n) return [];
  const out: Buffer[] = [];
  subproof(m, hashes, 0, n, true, out);
  return out;
}

/** RFC 9162 2.1.3.2: the root an inclusion proof leads to (our own check of what we serve). */
export function rootFromInclusion(index: number, size: number, leaf: Buffer, proof: readonly Buffer[]): Buffer | null {
  if (index >= size) return null;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return null;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 ? r : null;
}

/** RFC 9162 2.1.4.2: whether `proof` shows the tree (size1, root1) is a prefix of (size2, root2). */
export function verifyConsistency(size1: number, size2: number, root1: Buffer, root2: Buffer, proof: readonly Buffer[]): boolean {
  if (size1 > size2) return false;
  if (size1 === size2) return proof.length === 0 && root1.equals(root2);
  if (size1 === 0) return proof.length === 0;
  let path = [...proof];
  if ((size1 & (size1 - 1)) === 0) path = [root1, ...path];
  if (path.length === 0) return false;
  let fn = size1 - 1;
  let sn = size2 - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && fr.equals(root1) && sr.equals(root2);
}
