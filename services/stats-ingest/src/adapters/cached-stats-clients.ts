// The spec's longer lifetimes for what rarely changes: club lists and standings for 60 minutes.
// The live provider looks a club up by name on nearly every call, so these are its hottest reads.
// A day's MLB schedule is read once per game of a slate (starters, box scores): kept for the
// spec's 5 minutes of stats.
import { CACHE_TTL_MS } from '@gary/sports-world';
import type { ReadThrough } from '@gary/platform';
import type { BalldontlieClient } from './balldontlie-client';
import type { MlbStatsClient } from './mlb-stats-client';
import type { NhlClient } from './nhl-client';

export const cacheMlbClient = (c: MlbStatsClient, f: ReadThrough): MlbStatsClient => ({
  ...c,
  schedule: (date) => f.get(`stats:mlb:schedule:${date}`, CACHE_TTL_MS.stats, () => c.schedule(date)),
  teams: (season) => f.get(`stats:mlb:teams:${season}`, CACHE_TTL_MS.teams, () => c.teams(season)),
  pitcherSeason: (id, season) => f.get(`stats:mlb:pitcher:${id}:${season}`, CACHE_TTL_MS.pitcher, () => c.pitcherSeason(id, season)),
  pitcherGameLog: (id, season) => f.get(`stats:mlb:gamelog:${id}:${season}`, CACHE_TTL_MS.pitcher, () => c.pitcherGameLog(id, season)),
  teamStats: (id, group, season) => f.get(`stats:mlb:teamStats:${id}:${group}:${season}`, CACHE_TTL_MS.teamStats, () => c.teamStats(id, group, season)),
});

export const cacheBalldontlieClient = (c: BalldontlieClient, f: ReadThrough): BalldontlieClient => ({
  ...c,
  teams: (l) => f.get(`stats:bdl:teams:${l}`, CACHE_TTL_MS.teams, () => c.teams(l)),
  injuries: (l, q) => f.get(`stats:bdl:injuries:${l}:${JSON.stringify(q ?? {})}`, CACHE_TTL_MS.injuries, () => c.injuries(l, q)),
});

export const cacheNhlClient = (c: NhlClient, f: ReadThrough): NhlClient => ({
  ...c,
  standings: () => f.get('stats:nhl:standings', CACHE_TTL_MS.standings, () => c.standings()),
});
