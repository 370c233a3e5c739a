// The log's algorithms are written once, as generators that yield the bytes they need hashed
// (SHA-256 of the concatenated parts) and receive the digest back. A runner supplies the hash:
// `runSync` with node:crypto in the service (synchronous, no promise per tree node), `runAsync`
// with Web Crypto in the browser (whose digest is asynchronous only). The digest type D is the
// runner's own (Buffer in Node), so what a caller gets back is what its hash makes.

export type HashOp<R, D extends Uint8Array = Uint8Array> = Generator<readonly Uint8Array[], R, D>;

export type Sha256Sync<D extends Uint8Array> = (parts: readonly Uint8Array[]) => D;
export type Sha256Async<D extends Uint8Array> = (parts: readonly Uint8Array[]) => Promise<D>;

export function runSync<R, D extends Uint8Array>(op: HashOp<R, D>, sha256: Sha256Sync<D>): R {
  let step = op.next();
  while (!step.done) step = op.next(sha256(step.value));
  return step.value;
}

export async function runAsync<R, D extends Uint8Array>(op: HashOp<R, D>, sha256: Sha256Async<D>): Promise<R> {
  let step = op.next();
  while (!step.done) step = op.next(await sha256(step.value));
  return step.value;
}
