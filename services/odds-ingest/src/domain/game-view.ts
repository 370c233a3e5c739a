// What a stored game looks like to readers: its status at a moment, its market summaries (best
// price, consensus no-vig probability, EV), and which stored games make up a sport's slate for an
// Eastern date under the spec's selection rules.
import { todaysGamesWindow } from '@gary/betting';
import { easternDateOf, easternTimeToUtc, plusDays, type SportKey } from '@gary/sports-world';
import { isSelectedGame } from './game-windows';
import { summariseMarket, type MarketKey, type MarketSummary } from './market-summary';
import type { BookmakerOdds, GameOdds } from './odds-types';

export interface StoredGame {
  readonly id: string;
  readonly sportKey: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  /** ISO UTC. */
  readonly commenceTime: string;
  readonly simulated: boolean;
  /** When the latest stored snapshot was taken; null when none was. */
  readonly snapshotAt: string | null;
  readonly bookmakers: readonly BookmakerOdds[];
  readonly score: { readonly home: number; readonly away: number; readonly completed: boolean; readonly lastUpdate: string | null } | null;
  readonly final: { readonly home: number; readonly away: number; readonly completedAt: string } | null;
}

export type GameStatus = 'scheduled' | 'live' | 'final';

export function gameStatus(g: StoredGame, now: Date): GameStatus {
  if (g.final || g.score?.completed) return 'final';
  return Date.parse(g.commenceTime) <= now.getTime() ? 'live' : 'scheduled';
}

export const MARKETS: readonly MarketKey[] = ['h2h', 'spreads', 'totals'];

export const asGameOdds = (g: Pick<StoredGame, 'id' | 'sportKey' | 'homeTeam' | 'awayTeam' | 'commenceTime'>, bookmakers: readonly BookmakerOdds[]): GameOdds => ({
  id: g.id, sport: g.sportKey, homeTeam: g.homeTeam, awayTeam: g.awayTeam, commenceTime: g.commenceTime, bookmakers,
});

/** The three featured markets summarised (a market no book prices is left out). */
export function marketSummaries(g: StoredGame): MarketSummary[] {
  const odds = asGameOdds(g, g.bookmakers);
  return MARKETS.map((m) => summariseMarket(odds, m)).filter((s): s is MarketSummary => s !== null);
}

/**
 * The stored games that can belong to a date's slate: from 6pm Eastern the day before (the spec's
 * today's-games window) to midnight Eastern after tomorrow (NBA also takes tomorrow's games).
 */
export function slateQueryWindow(date: string): { from: Date; to: Date } {
  const w = todaysGamesWindow(date);
  const from = w.ok ? w.value.start : easternTimeToUtc(plusDays(date, -1), 18);
  return { from, to: easternTimeToUtc(plusDays(date, 2), 0) };
}

/**
 * The spec's selection rules applied to a date: on today's date they run at `now` (so NBA's
 * "within the next 24 hours" is live); on another date, as of the start of that Eastern day.
 */
export function selectSlate<T extends { commenceTime: string }>(sport: SportKey, games: readonly T[], date: string, now: Date): T[] {
  const reference = easternDateOf(now) === date ? now : easternTimeToUtc(date, 0);
  return games.filter((g) => isSelectedGame(sport, g.commenceTime, reference));
}
