// A StatsProvider that caches another for the spec's lifetimes (stats 5 min, injuries 15, pitcher
// 5, team stats 10) and shares identical in-flight requests.
import { CACHE_TTL_MS } from '@gary/sports-world';
import type { ReadThrough } from '@gary/platform';
import type { StatsProvider } from '../domain/stats-provider-port';

export function createCachedStatsProvider(inner: StatsProvider, fetcher: ReadThrough): StatsProvider {
  const key = (...parts: unknown[]) => `stats:${JSON.stringify(parts)}`;
  return {
    schedule: (l, d) => fetcher.get(key('schedule', l, d), CACHE_TTL_MS.stats, () => inner.schedule(l, d)),
    recentResults: (l, t, d, n) => fetcher.get(key('results', l, t, d, n), CACHE_TTL_MS.stats, () => inner.recentResults(l, t, d, n)),
    keyStats: (l, t, d) => fetcher.get(key('keyStats', l, t, d), CACHE_TTL_MS.teamStats, () => inner.keyStats(l, t, d)),
    injuries: (l, t, d) => fetcher.get(key('injuries', l, t, d), CACHE_TTL_MS.injuries, () => inner.injuries(l, t, d)),
    topPlayers: (l, t, d, n) => fetcher.get(key('top', l, t, d, n), CACHE_TTL_MS.stats, () => inner.topPlayers(l, t, d, n)),
    probableStarters: (g) => fetcher.get(key('starters', g), CACHE_TTL_MS.pitcher, () => inner.probableStarters(g)),
    // A final box score never changes, but a live one does: only finals are kept.
    boxScore: (g) => fetcher.get(key('box', g), CACHE_TTL_MS.stats, () => inner.boxScore(g), (r) => r.ok && r.data.status === 'final'),
    playoffGames: (l, a, b, s) => fetcher.get(key('playoffs', l, a, b, s), CACHE_TTL_MS.stats, () => inner.playoffGames(l, a, b, s)),
  };
}
