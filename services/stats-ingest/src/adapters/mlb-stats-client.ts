// Client of the MLB Stats API (statsapi.mlb.com/api/v1, no key).
import { createStatsHttp, type FetchLike, type Got } from './stats-http';
import type { Logger } from '@gary/sports-world';
import {
  mlbStatusOf, parseLeaders, parseMlbTeams, parseMlbBoxScore, parseMlbSchedule, parsePitcherGameLog, parsePitcherSeason, parseRoster, parseTeamStats,
} from '../domain/mlb-parse';
import type { BoxScore, LeaderEntry, MlbScheduledGame, PitcherAppearance, PitcherSeasonLine, RosterEntry, TeamSeasonStats } from '../domain/stats-types';
import { z } from 'zod';

/** The spec's MLB stats service timeout. */
export const MLB_TIMEOUT_MS = 5_000;

export interface MlbStatsClientOptions {
  /** e.g. https://statsapi.mlb.com/api/v1 */
  readonly baseUrl: string;
  readonly fetch?: FetchLike;
  readonly timeoutMs?: number;
  readonly logger?: Logger;
}

export type MlbStatGroup = 'pitching' | 'hitting';

export function createMlbStatsClient(options: MlbStatsClientOptions) {
  const get = createStatsHttp({ provider: 'MLB Stats API', baseUrl: options.baseUrl, timeoutMs: options.timeoutMs ?? MLB_TIMEOUT_MS, fetch: options.fetch, logger: options.logger });

  const gameStateSchema = z.object({ dates: z.array(z.object({ games: z.array(z.object({ status: z.object({ abstractGameState: z.string() }) })) })) });

  return {
    /** The day's games with probable pitchers when announced. */
    schedule: (date: string): Promise<Got<MlbScheduledGame[]>> =>
      get('/schedule', { sportId: 1, date, hydrate: 'probablePitcher' }, parseMlbSchedule),

    /** Games between two dates, optionally for one club (for recent form). */
    scheduleRange: (startDate: string, endDate: string, teamId?: number): Promise<Got<MlbScheduledGame[]>> =>
      get('/schedule', { sportId: 1, startDate, endDate, teamId }, parseMlbSchedule),

    /** The season's MLB clubs (to find a club id by name). */
    teams: (season: number): Promise<Got<Array<{ id: number; name: string; abbreviation: string }>>> =>
      get('/teams', { sportId: 1, season }, parseMlbTeams),

    /** The box score, with its status read from the schedule (the box score itself has none). */
    async boxScore(gamePk: number): Promise<Got<BoxScore>> {
      const state = await get('/schedule', { gamePk }, (body) => {
        const r = gameStateSchema.safeParse(body);
        return r.success ? { ok: true, value: r.data.dates[0]?.games[0]?.status.abstractGameState, warnings: [] } : { ok: false, message: 'no game status' };
      });
      if (!state.ok) return state;
      return get(`/game/${gamePk}/boxscore`, {}, (body) => parseMlbBoxScore(body, gamePk, mlbStatusOf(state.data)));
    },

    pitcherSeason: (personId: number, season: number): Promise<Got<PitcherSeasonLine | null>> =>
      get(`/people/${personId}/stats`, { stats: 'season', group: 'pitching', season, sportId: 1, gameType: 'R' }, parsePitcherSeason),

    /** Every appearance of the season, oldest first (stats=gameLog): the starter's earlier starts. */
    pitcherGameLog: (personId: number, season: number): Promise<Got<PitcherAppearance[]>> =>
      get(`/people/${personId}/stats`, { stats: 'gameLog', group: 'pitching', season }, parsePitcherGameLog),

    /** The pitcher's line against one club (stats=vsTeam). */
    pitcherVsTeam: (personId: number, opposingTeamId: number, season: number): Promise<Got<PitcherSeasonLine | null>> =>
      get(`/people/${personId}/stats`, { stats: 'vsTeam', group: 'pitching', season, sportId: 1, opposingTeamId }, parsePitcherSeason),

    teamStats: (teamId: number, group: MlbStatGroup, season: number): Promise<Got<TeamSeasonStats | null>> =>
      get(`/teams/${teamId}/stats`, { stats: 'season', group, season, sportId: 1, gameType: 'R' }, (b) => parseTeamStats(b, group)),

    roster: (teamId: number, season: number): Promise<Got<RosterEntry[]>> =>
      get(`/teams/${teamId}/roster`, { rosterType: 'active', season }, parseRoster),

    leaders: (categories: readonly string[], season: number, statGroup: MlbStatGroup, limit = 10): Promise<Got<Record<string, LeaderEntry[]>>> =>
      get('/stats/leaders', { leaderCategories: categories.join(','), season, sportId: 1, statGroup, limit }, parseLeaders),
  };
}

export type MlbStatsClient = ReturnType<typeof createMlbStatsClient>;
