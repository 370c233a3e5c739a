import { createMemoryCache, readThrough, type Cache } from '@gary/platform';
import { CACHE_TTL_MS } from '@gary/sports-world';
import { createCachedOddsProvider } from '../src/adapters/cached-odds-provider';
import { createSimulatedOddsProvider } from '../src/adapters/simulated-odds-provider';

describe('cached odds provider', () => {
  it("the spec's TTLs: odds 5 min; stats 5 min, teams and standings 60, injuries 15, pitcher 5, team stats 10", () => {
    const min = 60_000;
    expect(CACHE_TTL_MS).toEqual({ odds: 5 * min, stats: 5 * min, teams: 60 * min, standings: 60 * min, injuries: 15 * min, pitcher: 5 * min, teamStats: 10 * min });
  });

  it('a cached odds provider stores odds for 5 minutes', async () => {
    const inner = createMemoryCache();
    const sets: Array<{ key: string; ttlMs: number }> = [];
    const cache: Cache = { ...inner, set: async (key, value, ttlMs) => { sets.push({ key, ttlMs }); await inner.set(key, value, ttlMs); } };
    const provider = createCachedOddsProvider(createSimulatedOddsProvider({ now: () => new Date('2026-01-14T15:00:00Z') }), readThrough(cache));
    const a = await provider.odds('basketball_nba');
    const b = await provider.odds('basketball_nba');
    expect(b).toEqual(a);
    expect(sets).toEqual([{ key: expect.stringContaining('basketball_nba'), ttlMs: 5 * 60_000 }]);
  });
});
