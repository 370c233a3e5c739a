import { createCachedFetcher } from '../src/adapters/cached-fetcher';
import { createCachedOddsProvider } from '../src/adapters/cached-odds-provider';
import { createSimulatedOddsProvider } from '../src/adapters/simulated-odds-provider';
import { CACHE_TTL_MS, type Cache } from '../src/domain/cache-port';

// A test-only in-memory cache with the platform's get/set(key, value, ttlMs) signature.
function memoryCache(clock: () => number) {
  const store = new Map<string, { value: unknown; until: number }>();
  const sets: Array<{ key: string; ttlMs: number }> = [];
  const cache: Cache = {
    async get(key) {
      const hit = store.get(key);
      return hit && hit.until > clock() ? structuredClone(hit.value) : undefined;
    },
    async set(key, value, ttlMs) {
      sets.push({ key, ttlMs });
      store.set(key, { value: structuredClone(value), until: clock() + ttlMs });
    },
  };
  return { cache, sets };
}

describe('cachedFetcher', () => {
  it('dedupes identical in-flight requests: one load for a burst of callers', async () => {
    const { cache } = memoryCache(() => 0);
    const fetcher = createCachedFetcher({ cache });
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
    const fetcher = createCachedFetcher({ cache });
    let loads = 0;
    const load = async () => ({ ok: true, n: ++loads });
    expect(await fetcher.get('k', CACHE_TTL_MS.odds, load)).toEqual({ ok: true, n: 1 });
    now = CACHE_TTL_MS.odds - 1;
    expect(await fetcher.get('k', CACHE_TTL_MS.odds, load)).toEqual({ ok: true, n: 1 });
    now = CACHE_TTL_MS.odds + 1;
    expect(await fetcher.get('k', CACHE_TTL_MS.odds, load)).toEqual({ ok: true, n: 2 });
  });

  it('never caches a failed answer', async () => {
    const { cache, sets } = memoryCache(() => 0);
    const fetcher = createCachedFetcher({ cache });
    await fetcher.get('k', 1000, async () => ({ ok: false, error: { name: 'ProviderUnavailable' } }));
    expect(sets).toEqual([]);
  });

  it('a broken cache is bypassed, not fatal', async () => {
    const broken: Cache = { get: async () => { throw new Error('redis down'); }, set: async () => { throw new Error('redis down'); } };
    const fetcher = createCachedFetcher({ cache: broken });
    expect(await fetcher.get('k', 1000, async () => 42)).toBe(42);
  });

  it("the spec's TTLs: odds 5 min; stats 5 min, teams and standings 60, injuries 15, pitcher 5, team stats 10", () => {
    const min = 60_000;
    expect(CACHE_TTL_MS).toEqual({ odds: 5 * min, stats: 5 * min, teams: 60 * min, standings: 60 * min, injuries: 15 * min, pitcher: 5 * min, teamStats: 10 * min });
  });

  it('a cached odds provider stores odds for 5 minutes', async () => {
    const { cache, sets } = memoryCache(() => 0);
    const provider = createCachedOddsProvider(createSimulatedOddsProvider({ now: () => new Date('2026-01-14T15:00:00Z') }), createCachedFetcher({ cache }));
    const a = await provider.odds('basketball_nba');
    const b = await provider.odds('basketball_nba');
    expect(b).toEqual(a);
    expect(sets).toEqual([{ key: expect.stringContaining('basketball_nba'), ttlMs: 5 * 60_000 }]);
  });
});
