// One past game as every loader returns it, whatever the file's format: teams by their canonical
// key (see teams.ts), the final score and the lines the file has (null where it has none).

import type { GameStarters } from './starters';

export type HistoricalLeague = 'NBA' | 'MLB' | 'NFL';
export const HISTORICAL_LEAGUES: readonly HistoricalLeague[] = ['NBA', 'MLB', 'NFL'];

export interface MoneylinePair {
  home: number;
  away: number;
}

export interface SpreadLine {
  /** The home side's spread (-4.5 = home gives 4.5 points). */
  home: number;
  /** American prices of each side; null when the file gives the line without a price. */
  homePrice: number | null;
  awayPrice: number | null;
}

export interface HistoricalGame {
  league: HistoricalLeague;
  /** The season as the file names it ('2015'; NBA 2007-08 is '2008'). */
  season: string;
  /** YYYY-MM-DD (the local date of the game). */
  date: string;
  /** Position in the file, to keep a stable order among games of one date. */
  seq: number;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  openMoneyline: MoneylinePair | null;
  closeMoneyline: MoneylinePair | null;
  openSpread: SpreadLine | null;
  closeSpread: SpreadLine | null;
  /** MLB starters file only: both starting pitchers and their lines that day (never an input to this game's prediction). */
  starters?: GameStarters;
}

/** Date order, file order within a date: the order the replay sees games in. */
export function byDate(a: HistoricalGame, b: HistoricalGame): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.seq - b.seq;
}
