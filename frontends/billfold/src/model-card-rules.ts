// What the model card shows, computed from the backtest's report (artifacts/backtest/report.json,
// written by `npm run backtest`) and the live Billfold rows: nothing on the page is typed by hand.
import type { Billfold } from '@gary/design';

export type CalibrationBin = { from: number; to: number; predicted: number; actual: number; n: number; ci95: [number, number] };

export type LeagueReport = {
  /** Games with a market and a winner (the games his chances are scored on). */
  games: number;
  /** Games picked, ties included. */
  picks: number;
  /** Picked games that ended level (absent from reports written before it was counted). */
  ties?: number;
  seasons: string[];
  market: { line: 'open' | 'close'; brier: number; logLoss: number };
  gary: { brier: number; logLoss: number };
  calibration: CalibrationBin[];
  picksRecord: { wins: number; losses: number; pushes: number; units: number; roi: number; roiCi95: [number, number]; value?: number; lean?: number };
  clv: { unit: 'probability' | 'spreadPoints'; mean: number; ci95: [number, number]; beatCloseShare: number; n?: number } | null;
  favouriteShare: number;
  modelWeight: number;
  modelNote?: string;
  legacy?: { brier: number; logLoss: number; favouriteShare: number };
  /** What a lean follows: the model's direction (earned against the close on earlier seasons) or the price. */
  leanBy?: 'model' | 'price';
  bets?: PickRecord;
  leans?: PickRecord;
  /** One sentence the backtest computed from its own figures: an edge on unseen seasons or none. */
  bottomLine?: string;
};

export type PickRecord = { count: number; wins: number; losses: number; pushes: number; units: number; roi: number | null; roiCi95: [number, number] | null };

export type BacktestReport = {
  data?: Record<string, string>;
  leagues: Record<string, LeagueReport>;
  /** Credits the backtest wrote beside its figures: odds sources per league, Retrosheet's notice where its data was used. */
  credits?: { odds?: Record<string, string>; retrosheet?: string | null };
};

/** The record of Bets or Leans in words: count, W-L-P and ROI with its interval. */
export function pickRecordText(r: PickRecord | undefined): string {
  if (!r) return 'n/a';
  if (r.count === 0 || r.roi === null || !r.roiCi95) return 'none';
  return `${r.count.toLocaleString('en-US')} (${r.wins}-${r.losses}-${r.pushes}), ROI ${pct(r.roi)} (${pct(r.roiCi95[0])} to ${pct(r.roiCi95[1])})`;
}

export const LEAGUE_ORDER = ['NBA', 'MLB', 'NFL'] as const;

/** The data credits SOURCES.md asks for, by the file each league was read from. */
export const CREDITS: Record<string, string> = {
  NBA: '"NBA Betting Data (Oct 2007 - Jun 2024)" (Kaggle), as copied in GitHub repo phillipjoolee-cell/data-analytics-portfolio.',
  MLB: 'R package bettingtools by pwu97 (GitHub); lines scraped and cleaned from sportsbookreviewsonline.com.',
  NFL: 'GitHub repo flancast90/sportsbookreview-scraper (MIT); data scraped from sportsbookreviewsonline.com.',
};

export const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)}%`;
export const signedPct = (x: number, digits = 2) => `${x > 0 ? '+' : ''}${(x * 100).toFixed(digits)}%`;
export const fixed = (x: number, digits = 4) => x.toFixed(digits);

export function leaguesOf(report: BacktestReport): { league: string; r: LeagueReport }[] {
  const known = LEAGUE_ORDER.filter((l) => report.leagues[l]).map((l) => ({ league: l as string, r: report.leagues[l]! }));
  const others = Object.keys(report.leagues)
    .filter((l) => !(LEAGUE_ORDER as readonly string[]).includes(l))
    .map((l) => ({ league: l, r: report.leagues[l]! }));
  return [...known, ...others];
}

export function seasonSpan(seasons: string[]): string {
  if (seasons.length === 0) return '';
  return seasons.length === 1 ? seasons[0]! : `${seasons[0]}-${seasons[seasons.length - 1]}`;
}

/** Gary vs the market on the same games, in words: better, the same, or worse (lower Brier is better). */
export function verdict(r: LeagueReport): 'better' | 'same' | 'worse' {
  if (r.gary.brier < r.market.brier) return 'better';
  return r.gary.brier === r.market.brier ? 'same' : 'worse';
}

export function clvText(c: LeagueReport['clv']): string {
  if (!c) return 'n/a (no opening and closing lines)';
  if (c.unit === 'probability') return `${signedPct(c.mean)} (95%: ${signedPct(c.ci95[0])} to ${signedPct(c.ci95[1])})`;
  const pts = (x: number) => `${x > 0 ? '+' : ''}${x.toFixed(2)}`;
  return `${pts(c.mean)} pts (95%: ${pts(c.ci95[0])} to ${pts(c.ci95[1])})`;
}

/**
 * The live record's standing: picks needed before its win rate is significant (one-sided 95%)
 * against the break-even rate of the prices actually paid. The average price comes from the
 * record itself: units won = wins x average profit per win - losses.
 */
export function liveSignificance(b: Pick<Billfold, 'record' | 'unitsWon'>):
  | { state: 'none' }
  | { state: 'below'; graded: number; winRate: number; breakEven: number }
  | { state: 'pending' | 'reached'; graded: number; needed: number; winRate: number; breakEven: number } {
  const { wins, losses } = b.record;
  const graded = wins + losses;
  if (graded === 0 || wins === 0) return { state: 'none' };
  const avgProfit = (b.unitsWon + losses) / wins;
  if (!(avgProfit > 0)) return { state: 'none' };
  const breakEven = 1 / (1 + avgProfit);
  const winRate = wins / graded;
  const needed = picksForSignificance(winRate, breakEven);
  if (needed === null) return { state: 'below', graded, winRate, breakEven };
  return { state: graded >= needed ? 'reached' : 'pending', graded, needed, winRate, breakEven };
}

/** n = (1.645 sqrt(b(1-b)) / (p - b))^2, null when p is not above b (as in @gary/handicap's metrics). */
export function picksForSignificance(winRate: number, breakEven: number, z = 1.645): number | null {
  if (!(winRate > breakEven) || breakEven <= 0 || breakEven >= 1) return null;
  return Math.ceil(((z * Math.sqrt(breakEven * (1 - breakEven))) / (winRate - breakEven)) ** 2);
}
