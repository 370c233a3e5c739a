// Client of balldontlie (NBA under /nba/v1, NFL under /nfl/v1). The key goes in the Authorization
// header as is, without "Bearer". Lists are cursor-paginated at 100 per page.
import { providerError, type Logger } from '@gary/sports-world';
import { createStatsHttp, type FetchLike, type Got, type Query } from './stats-http';
import {
  parseBdlGames, parseBdlInjuries, parseBdlPlayers, parseBdlSeasonAverages, parseBdlStats, parseBdlTeams, type Page,
} from '../domain/balldontlie-parse';
import type { Parsed } from '../domain/parse-rows';

/** The spec's stats-client timeout. */
export const BALLDONTLIE_TIMEOUT_MS = 10_000;
export const PER_PAGE = 100;

export type BdlLeague = 'nba' | 'nfl';

export interface BalldontlieClientOptions {
  /** e.g. https://api.balldontlie.io */
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly fetch?: FetchLike;
  readonly timeoutMs?: number;
  readonly logger?: Logger;
  /** Stop following cursors after this many pages. */
  readonly maxPages?: number;
}

export interface GamesQuery { dates?: string[]; seasons?: number[]; teamIds?: number[]; postseason?: boolean; startDate?: string; endDate?: string }
export interface StatsQuery { gameIds?: number[]; playerIds?: number[]; dates?: string[]; seasons?: number[]; postseason?: boolean }

export const NHL_NOT_SUPPORTED = "Ball Don't Lie API does not support NHL data";

export function createBalldontlieClient(options: BalldontlieClientOptions) {
  const get = createStatsHttp({
    provider: 'balldontlie', baseUrl: options.baseUrl, timeoutMs: options.timeoutMs ?? BALLDONTLIE_TIMEOUT_MS, fetch: options.fetch,
    headers: { authorization: options.apiKey }, logger: options.logger,
  });
  const maxPages = options.maxPages ?? 10;

  function league(l: string): { ok: true; prefix: string } | { ok: false; error: ReturnType<typeof providerError> } {
    if (l.toLowerCase() === 'nhl') return { ok: false, error: providerError('UnsupportedSport', NHL_NOT_SUPPORTED) };
    if (l.toLowerCase() !== 'nba' && l.toLowerCase() !== 'nfl') return { ok: false, error: providerError('UnsupportedSport', `balldontlie client covers NBA and NFL, not ${l}`) };
    return { ok: true, prefix: `/${l.toLowerCase()}/v1` };
  }

  /** Follows next_cursor until the last page (or maxPages). */
  async function all<T>(l: string, path: string, query: Query, parse: (b: unknown) => Parsed<Page<T>>): Promise<Got<T[]>> {
    const lg = league(l);
    if (!lg.ok) return lg;
    const items: T[] = [];
    const warnings: string[] = [];
    let cursor: number | null = null;
    for (let pageNo = 0; pageNo < maxPages; pageNo++) {
      const r: Got<Page<T>> = await get(`${lg.prefix}${path}`, { ...query, per_page: PER_PAGE, cursor: cursor ?? undefined }, parse);
      if (!r.ok) return r;
      items.push(...r.data.items);
      warnings.push(...r.warnings);
      cursor = r.data.nextCursor;
      if (cursor === null) break;
    }
    return { ok: true, data: items, warnings };
  }

  return {
    teams: (l: string) => all(l, '/teams', {}, parseBdlTeams),
    games: (l: string, q: GamesQuery = {}) => all(l, '/games', {
      'dates[]': q.dates, 'seasons[]': q.seasons, 'team_ids[]': q.teamIds, postseason: q.postseason, start_date: q.startDate, end_date: q.endDate,
    }, parseBdlGames),
    players: (l: string, q: { search?: string; teamIds?: number[] } = {}) => all(l, '/players', { search: q.search, 'team_ids[]': q.teamIds }, parseBdlPlayers),
    seasonAverages: (l: string, season: number, playerId: number) => all(l, '/season_averages', { season, player_id: playerId }, parseBdlSeasonAverages),
    stats: (l: string, q: StatsQuery = {}) => all(l, '/stats', {
      'game_ids[]': q.gameIds, 'player_ids[]': q.playerIds, 'dates[]': q.dates, 'seasons[]': q.seasons, postseason: q.postseason,
    }, parseBdlStats),
    injuries: (l: string, q: { teamIds?: number[] } = {}) => all(l, '/player_injuries', { 'team_ids[]': q.teamIds }, parseBdlInjuries),
  };
}

export type BalldontlieClient = ReturnType<typeof createBalldontlieClient>;
