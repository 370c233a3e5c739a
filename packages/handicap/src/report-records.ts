// The backtest report's records of Bets and Leans, lean closing line value by season, and the
// one-sentence bottom line the model card shows, each computed from the graded picks.
import { bootstrapMean, meanInterval } from './metrics';
import type { ClvUnit } from './lean-direction';
import { round } from './stats';

/** Retrosheet's condition of use, to be shown wherever a figure from its data is (SOURCES.md). */
export const RETROSHEET_NOTICE =
  'The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at "www.retrosheet.org".';

/** The odds each league's file comes from (SOURCES.md). */
export const ODDS_SOURCES: Record<string, string> = {
  NBA: '"NBA Betting Data (Oct 2007 - Jun 2024)" (Kaggle), as copied in GitHub repo phillipjoolee-cell/data-analytics-portfolio.',
  MLB: 'R package bettingtools by pwu97 (GitHub); lines scraped and cleaned from sportsbookreviewsonline.com.',
  NFL: 'GitHub repo flancast90/sportsbookreview-scraper (MIT); data scraped from sportsbookreviewsonline.com.',
};

export interface GradedPick {
  season: string;
  classification: 'bet' | 'lean';
  result: 'win' | 'loss' | 'push';
  /** Profit of one unit at the price taken. */
  profit: number;
  /** Closing line value of the pick (null where the file has no opening and closing line). */
  clv: number | null;
}

export interface Interval {
  mean: number;
  ci95: [number, number];
  n: number;
}

export interface PickRecord {
  count: number;
  wins: number;
  losses: number;
  pushes: number;
  units: number;
  /** Profit per unit staked (null with no picks) and its bootstrap 95% interval. */
  roi: number | null;
  roiCi95: [number, number] | null;
  clv: Interval | null;
}

const r5 = (x: number) => round(x, 5);
export const intervalOf = (xs: readonly number[]): Interval | null => {
  if (xs.length === 0) return null;
  const m = meanInterval(xs);
  return { mean: r5(m.mean), ci95: [r5(m.ci95[0]), r5(m.ci95[1])], n: xs.length };
};

export function recordOf(picks: readonly GradedPick[]): PickRecord {
  const profits = picks.map((p) => p.profit);
  const clvs = picks.flatMap((p) => (p.clv === null ? [] : [p.clv]));
  const units = profits.reduce((a, b) => a + b, 0);
  return {
    count: picks.length,
    wins: picks.filter((p) => p.result === 'win').length,
    losses: picks.filter((p) => p.result === 'loss').length,
    pushes: picks.filter((p) => p.result === 'push').length,
    units: r5(units),
    roi: picks.length ? r5(units / picks.length) : null,
    roiCi95: picks.length ? (bootstrapMean(profits).map(r5) as [number, number]) : null,
    clv: intervalOf(clvs),
  };
}

/** Lean closing line value per season (null where a season has none measured). */
export function leanClvBySeason(picks: readonly GradedPick[], seasons: readonly string[]): Record<string, Interval | null> {
  return Object.fromEntries(seasons.map((s) => [s, intervalOf(picks.filter((p) => p.season === s && p.classification === 'lean' && p.clv !== null).map((p) => p.clv!))]));
}

export interface UnseenEdge {
  /** Seasons predicted by a fit made on earlier seasons only (every season but the first). */
  seasons: string[];
  leanClv: Interval | null;
  unit: ClvUnit | null;
  /** Whether the pooled lean CLV's 95% interval is above 0. */
  edge: boolean;
  roi: number | null;
  roiCi95: [number, number] | null;
}

export function unseenEdgeOf(picks: readonly GradedPick[], unseen: readonly string[], unit: ClvUnit | null): UnseenEdge {
  const on = picks.filter((p) => unseen.includes(p.season));
  const leanClv = intervalOf(on.filter((p) => p.classification === 'lean' && p.clv !== null).map((p) => p.clv!));
  const rec = recordOf(on);
  return { seasons: [...unseen], leanClv, unit, edge: !!leanClv && leanClv.ci95[0] > 0, roi: rec.roi, roiCi95: rec.roiCi95 };
}

const span = (s: readonly string[]) => (s.length === 0 ? 'no season' : s.length === 1 ? s[0]! : `${s[0]}-${s[s.length - 1]}`);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function clvWords(c: Interval, unit: ClvUnit | null): string {
  if (unit === 'spreadPoints') return `${c.mean >= 0 ? '+' : ''}${c.mean.toFixed(2)} spread points (95% ${c.ci95[0].toFixed(2)} to ${c.ci95[1].toFixed(2)})`;
  const p = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(2)}`;
  return `${p(c.mean)} points of probability (95% ${p(c.ci95[0])} to ${p(c.ci95[1])})`;
}

/**
 * The model card's sentence for a league: whether Gary has shown an edge on seasons he was not
 * fitted on (his leans beat the closing line, 95% interval above 0), how big, and whether that
 * was a profit at the prices taken. Brier equal to the market's is said as it is.
 */
export function bottomLineOf(league: string, u: UnseenEdge, brier: { gary: number; market: number }, bets: number, actualStarters = false): string {
  // Starters read from who did start know what a live engine's probable starter may not.
  const where = `on ${span(u.seasons)}, seasons he was not fitted on${actualStarters ? ' (knowing who actually started: an upper bound for live picks)' : ''}`;
  const prob = brier.gary < brier.market ? 'his probabilities score better than the market\'s' : brier.gary === brier.market ? 'his probabilities are the market\'s' : 'his probabilities score worse than the market\'s';
  const money = u.roi === null ? 'no graded picks' : `his picks returned ${pct(u.roi)} a unit (95% ${pct(u.roiCi95![0])} to ${pct(u.roiCi95![1])})`;
  const betWords = bets === 0 ? 'no pick was a Bet (no price beat the fair line by the learned threshold)' : `${bets} ${bets === 1 ? 'pick was a Bet' : 'picks were Bets'}`;
  if (u.edge && u.leanClv) return `${league}: an edge in where the line moves ${where}: his leans beat the close by ${clvWords(u.leanClv, u.unit)}; ${prob}, ${money}, and ${betWords}.`;
  const clv = u.leanClv ? `his leans gained ${clvWords(u.leanClv, u.unit)} on the close` : 'the file has no opening and closing line to measure his leans against the close';
  return `${league}: no edge ${where}: ${clv}; ${prob}, ${money}, and ${betWords}.`;
}
