import { readThrough, type Cache } from '../src';

// A test-only in-memory cache with the platform's get/set(key, value, ttlMs) signature.
function memoryCache(clock: () => number) {
  const store = new Map<string, { value: unknown; until: number }>();
  const sets: Array<{ key: string; ttlMs: number }> = [];
  const cache: Cache = {
    async get<T>(key: string) {
      const hit = store.get(key);
      return hit && hit.until > clock() ? (structuredClone(hit.value) as T) : undefined;
    },
    async set(key, value, ttlMs) {
      sets.push({ key, ttlMs });
      store.set(key, { value: structuredClone(value), until: clock() + ttlMs });
    },
    async del(key) {
      store.delete(key);
    },
  };
  return { cache, sets };
}

describe('readThrough: the one cache helper', () => {
  it('dedupes identical in-flight requests: one load for a burst of callers', async () => {
    const { cache } = memoryCache(() => 0);
    const fetcher = readThrough(cache);
    let loads = 0;
    let release: (v: { ok: true; n: number }) => void = () => undefined;
    const load = () => { loads++; return new Promise<{ ok: true; n: number }>((r) => { release = r; }); };
    const calls = [fetcher.get('k', 1000, load), fetcher.get('k', 1000, load), fetcher.get('k', 1000, load)];
    await new Promise((r) => setImmediate(r));
    release({ ok: true, n: 1 });
    expect(await Promise.all(calls)).toEqual([{ ok: true, n: 1 }, { ok: true, n: 1 }, { ok: true, n: 1 }]);
    expect(loads).toBe(1);
  });

  it('serves from the cache until the TTL passes, then loads again', async () => {
    let now = 0;
    const { cache } = memoryCache(() => now);
    const fetcher = readThrough(cache);
    let loads = 0;
    const load = async () => ({ ok: true, n: ++loads });
    expect(await fetcher.get('k', 300_000, load)).toEqual({ ok: true, n: 1 });
    now = 300_000 - 1;
    expect(await fetcher.get('k', 300_000, load)).toEqual({ ok: true, n: 1 });
    now = 300_000 + 1;
    expect(await fetcher.get('k', 300_000, load)).toEqual({ ok: true, n: 2 });
  });

  it('never caches a failed answer', async () => {
    const { cache, sets } = memoryCache(() => 0);
    const fetcher = readThrough(cache);
    await fetcher.get('k', 1000, async () => ({ ok: false, error: { name: 'ProviderUnavailable' } }));
    expect(sets).toEqual([]);
  });

  it('a broken cache is bypassed, not fatal', async () => {
    const down = async (): Promise<never> => { throw new Error('redis down'); };
    const broken: Cache = { get: down, set: down, del: down };
    const fetcher = readThrough(broken);
    expect(await fetcher.get('k', 1000, async () => 42)).toBe(42);
  });

  it('the cacheable predicate decides what is stored: a call may refuse a value the default would keep', async () => {
    const { cache, sets } = memoryCache(() => 0);
    const read = readThrough(cache, { keyPrefix: 'svc:' });
    await read.get('a', 1000, async () => ({ ok: true, done: false }), (v) => v.done);
    await read.get('b', 1000, async () => ({ ok: true, done: true }), (v) => v.done);
    expect(sets).toEqual([{ key: 'svc:b', ttlMs: 1000 }]);
  });

  it('a load that throws stores nothing and the next call loads again', async () => {
    const { cache, sets } = memoryCache(() => 0);
    const read = readThrough(cache);
    let loads = 0;
    await expect(read.get('k', 1000, async () => { loads++; throw new Error('provider down'); })).rejects.toThrow('provider down');
    expect(await read.get('k', 1000, async () => ++loads)).toBe(2);
    expect(sets).toEqual([{ key: 'k', ttlMs: 1000 }]);
  });
});
