// One StatsProvider that sends each league to its source: the live provider where that league's
// real source is configured, the simulator otherwise. Every answer still says whether it was
// simulated, so a context mixing sources is flagged.
import type { StatsProvider } from '../domain/stats-provider-port';
import type { StatsLeague } from '../domain/stats-types';

export function createRoutedStatsProvider(route: (league: StatsLeague) => StatsProvider): StatsProvider {
  return {
    schedule: (l, d) => route(l).schedule(l, d),
    recentResults: (l, t, d, n) => route(l).recentResults(l, t, d, n),
    keyStats: (l, t, d) => route(l).keyStats(l, t, d),
    injuries: (l, t, d) => route(l).injuries(l, t, d),
    topPlayers: (l, t, d, n) => route(l).topPlayers(l, t, d, n),
    probableStarters: (g) => route(g.league).probableStarters(g),
    boxScore: (g) => route(g.league).boxScore(g),
    playoffGames: (l, a, b, s) => route(l).playoffGames(l, a, b, s),
  };
}
