// RFC 9162 (RFC 6962) Merkle tree hashing over the pick log's leaves: leaf hash =
// SHA-256(0x00 || leaf), node hash = SHA-256(0x01 || left || right), each subtree split at the
// largest power of two smaller than its size. Inclusion and consistency proofs follow the RFC's
// PATH and SUBPROOF definitions (section 2.1.3 and 2.1.4), and their checks the verification
// algorithms of 2.1.3.2 and 2.1.4.2. Written over a yielded hash (hash-op.ts), so the service's
// builder and the browser's checker are this one text.
import { equalBytes } from './bytes';
import type { HashOp } from './hash-op';

const LEAF_PREFIX = Uint8Array.of(0x00);
const NODE_PREFIX = Uint8Array.of(0x01);

export function* leafHashOp<D extends Uint8Array>(leaf: Uint8Array): HashOp<D, D> {
  return yield [LEAF_PREFIX, leaf];
}

export function* nodeHashOp<D extends Uint8Array>(left: Uint8Array, right: Uint8Array): HashOp<D, D> {
  return yield [NODE_PREFIX, left, right];
}

/** The largest power of two strictly smaller than n (n > 1). */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/**
 * MTH over hashes[lo, hi), level by level: pairs hashed left to right, an odd last node carried up
 * as it is. This is the RFC's tree (split at the largest power of two) without recursion, so a root
 * over a long log is one pass with no nested generators.
 */
function* mth<D extends Uint8Array>(hashes: readonly D[], lo: number, hi: number): HashOp<D, D> {
  if (hi - lo === 0) return yield [];
  let level = hashes.slice(lo, hi);
  while (level.length > 1) {
    const up: D[] = [];
    for (let i = 0; i + 1 < level.length; i += 2) up.push(yield [NODE_PREFIX, level[i]!, level[i + 1]!]);
    if (level.length % 2 === 1) up.push(level[level.length - 1]!);
    level = up;
  }
  return level[0]!;
}

/** The root of the tree over `hashes` (leaf hashes in log order); SHA-256 of nothing for the empty tree. */
export const rootHashOp = <D extends Uint8Array>(hashes: readonly D[]): HashOp<D, D> => mth(hashes, 0, hashes.length);

function* path<D extends Uint8Array>(m: number, hashes: readonly D[], lo: number, hi: number, out: D[]): HashOp<void, D> {
  const n = hi - lo;
  if (n === 1) return;
  const k = split(n);
  if (m < k) {
    yield* path(m, hashes, lo, lo + k, out);
    out.push(yield* mth(hashes, lo + k, hi));
  } else {
    yield* path(m - k, hashes, lo + k, hi, out);
    out.push(yield* mth(hashes, lo, lo + k));
  }
}

/** PATH(m, D[n]): the audit path of leaf m in the tree over `hashes`, leaf to root. */
export function* inclusionProofOp<D extends Uint8Array>(m: number, hashes: readonly D[]): HashOp<D[], D> {
  const n = hashes.length;
  if (!Number.isInteger(m) || m < 0 || m >= n) throw new RangeError(`leaf ${m} is not in a tree of size ${n}`);
  const out: D[] = [];
  yield* path(m, hashes, 0, n, out);
  return out;
}

function* subproof<D extends Uint8Array>(m: number, hashes: readonly D[], lo: number, hi: number, whole: boolean, out: D[]): HashOp<void, D> {
  const n = hi - lo;
  if (m === n) {
    if (!whole) out.push(yield* mth(hashes, lo, hi));
    return;
  }
  const k = split(n);
  if (m <= k) {
    yield* subproof(m, hashes, lo, lo + k, whole, out);
    out.push(yield* mth(hashes, lo + k, hi));
  } else {
    yield* subproof(m - k, hashes, lo + k, hi, false, out);
    out.push(yield* mth(hashes, lo, lo + k));
  }
}

/** PROOF(m, D[n]): that the tree of the first m leaves is a prefix of the tree over all of `hashes`. */
export function* consistencyProofOp<D extends Uint8Array>(m: number, hashes: readonly D[]): HashOp<D[], D> {
  const n = hashes.length;
  if (!Number.isInteger(m) || m < 0 || m > n) throw new RangeError(`size ${m} is not within a tree of size ${n}`);
  const out: D[] = [];
  if (m > 0 && m < n) yield* subproof(m, hashes, 0, n, true, out);
  return out;
}

/** Halves (fn, sn) while fn is even and not 0: the climb past the levels where the node is a right edge. */
function climb(fn: number, sn: number): [number, number] {
  while (fn % 2 === 0 && fn !== 0) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return [fn, sn];
}

/** RFC 9162 2.1.3.2: the root an inclusion proof leads to, or null when the proof does not fit. */
export function* rootFromInclusionOp<D extends Uint8Array>(index: number, size: number, leafHash: D, proof: readonly Uint8Array[]): HashOp<D | null, D> {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return null;
  let fn = index;
  let sn = size - 1;
  let r = leafHash;
  for (const p of proof) {
    if (sn === 0) return null;
    if (fn % 2 === 1 || fn === sn) {
      r = yield* nodeHashOp<D>(p, r);
      [fn, sn] = climb(fn, sn);
    } else {
      r = yield* nodeHashOp<D>(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 ? r : null;
}

/** RFC 9162 2.1.4.2: whether `proof` shows the tree (size1, root1) is a prefix of (size2, root2). */
export function* verifyConsistencyOp<D extends Uint8Array>(size1: number, size2: number, root1: Uint8Array, root2: Uint8Array, proof: readonly Uint8Array[]): HashOp<boolean, D> {
  if (!Number.isSafeInteger(size1) || !Number.isSafeInteger(size2) || size1 < 0 || size1 > size2) return false;
  if (size1 === size2) return proof.length === 0 && equalBytes(root1, root2);
  if (size1 === 0) return proof.length === 0;
  // A first tree whose size is a power of two is a subtree of the second: its root starts the path.
  const steps = (size1 & (size1 - 1)) === 0 ? [root1, ...proof] : [...proof];
  if (steps.length === 0) return false;
  let [fn, sn] = [size1 - 1, size2 - 1];
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr: Uint8Array = steps[0]!;
  let sr: Uint8Array = steps[0]!;
  for (const c of steps.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = yield* nodeHashOp<D>(c, fr);
      sr = yield* nodeHashOp<D>(c, sr);
      [fn, sn] = climb(fn, sn);
    } else {
      sr = yield* nodeHashOp<D>(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equalBytes(fr, root1) && equalBytes(sr, root2);
}
