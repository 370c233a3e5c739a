import { createBatcher } from '../src/batcher';

const tick = () => new Promise((r) => setImmediate(r));

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createBatcher (group commit)', () => {
  it('items submitted in one event-loop turn share one batch; answers come back in order', async () => {
    const seen: number[][] = [];
    const b = createBatcher<number, string>({ maxBatch: 100, maxInFlight: 2, run: async (xs) => (seen.push(xs), xs.map((x) => `#${x}`)) });
    const out = await Promise.all([1, 2, 3].map((x) => b.submit(x)));
    expect(out).toEqual(['#1', '#2', '#3']);
    expect(seen).toEqual([[1, 2, 3]]);
  });

  it('while maxInFlight batches run, new items wait and leave together in the next batch', async () => {
    const gates: ReturnType<typeof deferred<void>>[] = [];
    const seen: number[][] = [];
    const b = createBatcher<number, number>({
      maxBatch: 100,
      maxInFlight: 1,
      run: async (xs) => {
        seen.push(xs);
        const g = deferred<void>();
        gates.push(g);
        await g.promise;
        return xs;
      },
    });
    const first = b.submit(1);
    await tick();
    const later = [2, 3, 4].map((x) => b.submit(x));
    await tick();
    expect(seen).toEqual([[1]]);
    gates[0]!.resolve();
    await first;
    for (let i = 0; i < 10 && seen.length < 2; i++) await tick();
    expect(seen).toEqual([[1], [2, 3, 4]]);
    gates[1]!.resolve();
    expect(await Promise.all(later)).toEqual([2, 3, 4]);
  });

  it('no batch is larger than maxBatch', async () => {
    const sizes: number[] = [];
    const b = createBatcher<number, number>({ maxBatch: 4, maxInFlight: 8, run: async (xs) => (sizes.push(xs.length), xs) });
    await Promise.all(Array.from({ length: 10 }, (_, i) => b.submit(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('items with the same key never share a batch; they keep their order across batches', async () => {
    const seen: string[][] = [];
    const b = createBatcher<string, string>({ maxBatch: 10, maxInFlight: 1, keyOf: (s) => s[0]!, run: async (xs) => (seen.push(xs), xs) });
    await Promise.all(['a1', 'b1', 'a2', 'c1', 'a3', 'b2'].map((x) => b.submit(x)));
    expect(seen).toEqual([
      ['a1', 'b1', 'c1'],
      ['a2', 'b2'],
      ['a3'],
    ]);
  });

  it('an item whose key is in a running batch waits for that batch to answer, though other batches may start', async () => {
    const gates = new Map<string, ReturnType<typeof deferred<void>>>();
    const seen: string[][] = [];
    const b = createBatcher<string, string>({
      maxBatch: 10,
      maxInFlight: 4,
      keyOf: (s) => s[0]!,
      run: async (xs) => {
        seen.push(xs);
        const g = deferred<void>();
        gates.set(xs.join(','), g);
        await g.promise;
        return xs;
      },
    });
    const first = b.submit('a1');
    await tick();
    const later = ['a2', 'b1'].map((x) => b.submit(x));
    for (let i = 0; i < 5; i++) await tick();
    // b1 leaves at once in a second batch; a2 waits for a1's batch.
    expect(seen).toEqual([['a1'], ['b1']]);
    gates.get('a1')!.resolve();
    await first;
    for (let i = 0; i < 10 && seen.length < 3; i++) await tick();
    expect(seen).toEqual([['a1'], ['b1'], ['a2']]);
    gates.get('b1')!.resolve();
    gates.get('a2')!.resolve();
    expect(await Promise.all(later)).toEqual(['a2', 'b1']);
  });

  it('a failed batch rejects each of its items with the error; later batches still run', async () => {
    let calls = 0;
    const b = createBatcher<number, number>({
      maxBatch: 10,
      maxInFlight: 1,
      run: async (xs) => {
        calls++;
        if (calls === 1) throw new Error('database went away');
        return xs;
      },
    });
    const failed = [1, 2].map((x) => b.submit(x));
    for (const f of failed) await expect(f).rejects.toThrow('database went away');
    expect(await b.submit(3)).toBe(3);
  });

  it('a batch answering the wrong number of results fails its items instead of answering wrongly', async () => {
    const b = createBatcher<number, number>({ maxBatch: 10, maxInFlight: 1, run: async (xs) => xs.slice(1) });
    await expect(Promise.all([b.submit(1), b.submit(2)])).rejects.toThrow('batch of 2 answered 1 results');
  });
});
