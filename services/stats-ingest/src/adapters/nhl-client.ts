// Client of the NHL web API (api-web.nhle.com/v1, no key). Redirects (/now -> dated URLs) are
// followed; error bodies are HTML, read as text.
import type { Logger } from '@gary/sports-world';
import { createStatsHttp, type FetchLike, type Got } from './stats-http';
import { parseNhlBoxScore, parseNhlSchedule, parseNhlScore, parseNhlStandings, type NhlGame, type NhlStanding } from '../domain/nhl-parse';
import type { BoxScore } from '../domain/stats-types';

export const NHL_TIMEOUT_MS = 5_000;

export interface NhlClientOptions {
  /** e.g. https://api-web.nhle.com/v1 */
  readonly baseUrl: string;
  readonly fetch?: FetchLike;
  readonly timeoutMs?: number;
  readonly logger?: Logger;
}

export function createNhlClient(options: NhlClientOptions) {
  const get = createStatsHttp({ provider: 'NHL API', baseUrl: options.baseUrl, timeoutMs: options.timeoutMs ?? NHL_TIMEOUT_MS, fetch: options.fetch, logger: options.logger });
  const day = (date: string | 'now') => (date === 'now' ? 'now' : encodeURIComponent(date));
  return {
    /** The week of games starting at `date` (the API answers a week). */
    schedule: (date: string | 'now'): Promise<Got<NhlGame[]>> => get(`/schedule/${day(date)}`, {}, parseNhlSchedule),
    /** That day's games with scores. */
    score: (date: string | 'now'): Promise<Got<NhlGame[]>> => get(`/score/${day(date)}`, {}, parseNhlScore),
    boxScore: (gameId: number): Promise<Got<BoxScore>> => get(`/gamecenter/${gameId}/boxscore`, {}, parseNhlBoxScore),
    standings: (): Promise<Got<NhlStanding[]>> => get('/standings/now', {}, parseNhlStandings),
  };
}

export type NhlClient = ReturnType<typeof createNhlClient>;
