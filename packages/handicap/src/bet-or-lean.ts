// Bet or Lean: the one rule that says whether a pick is worth money. A pick is a Bet when a
// featured US book's price beats the fair probability by at least the learned threshold of
// expected value per unit; else a Lean. The fair probability is the sharp book's no-vig line
// (Pinnacle's, which closes nearest the truth) where it exists, else the consensus of the books.
// A Bet carries a suggested stake (fractional Kelly, capped at one unit); a Lean never does.
import { noVigProbabilities, profitPerUnit } from '@gary/betting';
import type { HistoricalGame } from './historical-game';

export type FairSource = 'sharp' | 'consensus';
export type PickClass = 'bet' | 'lean';

/** Share of the full Kelly stake suggested: full Kelly on an estimated edge over-bets its error. */
export const KELLY_FRACTION = 0.25;
/** A member's unit as a share of the bankroll Kelly speaks of (a unit is 1% of it). */
export const UNIT_SHARE_OF_BANKROLL = 0.01;
export const MAX_STAKE_UNITS = 1;

export interface BetOrLeanInput {
  /** The featured US book's American price of the pick; null when no book priced it. */
  price: number | null;
  /** The fair probability that the pick wins, and where it came from. */
  fair: number;
  fairSource: FairSource;
  /** Expected value per unit a price must reach against the fair line; null: none learned, every pick a Lean. */
  threshold: number | null;
}

export interface BetOrLean {
  classification: PickClass;
  fairSource: FairSource;
  /** Expected profit per unit at the price against the fair probability (null without a price). */
  evAtFair: number | null;
  /** Suggested stake in units for a Bet; null for a Lean. */
  stake: number | null;
}

/** The suggested stake of a bet of probability `p` at `price`: KELLY_FRACTION of the Kelly share, in units, at most MAX_STAKE_UNITS. */
export function kellyStake(p: number, price: number): number {
  const b = profitPerUnit(price);
  if (!b.ok || b.value <= 0) return 0;
  const kelly = (p * b.value - (1 - p)) / b.value;
  if (!(kelly > 0)) return 0;
  return Math.min(MAX_STAKE_UNITS, Math.round(((KELLY_FRACTION * kelly) / UNIT_SHARE_OF_BANKROLL) * 100) / 100);
}

export function betOrLean(input: BetOrLeanInput): BetOrLean {
  const lean = (evAtFair: number | null): BetOrLean => ({ classification: 'lean', fairSource: input.fairSource, evAtFair, stake: null });
  if (input.price === null || !(input.fair > 0 && input.fair < 1)) return lean(null);
  const b = profitPerUnit(input.price);
  if (!b.ok) return lean(null);
  const ev = Math.round((input.fair * (1 + b.value) - 1) * 1e6) / 1e6;
  if (input.threshold === null || !(ev > 0) || ev < input.threshold) return lean(ev);
  const stake = kellyStake(input.fair, input.price);
  return stake > 0 ? { classification: 'bet', fairSource: input.fairSource, evAtFair: ev, stake } : lean(ev);
}

/**
 * The worst American price at which a pick of fair probability `fair` would be a Bet (its expected
 * value against the fair line reaches `threshold`): what a Lean says would make it one, and past
 * which a Bet is no longer one. Null where no threshold was learned (every pick a Lean).
 */
export function betPriceOf(fair: number, threshold: number | null): number | null {
  if (threshold === null || !Number.isFinite(threshold) || !(fair > 0 && fair < 1)) return null;
  const decimal = (1 + Math.max(threshold, 0)) / fair;
  // Rounded up to a whole price (a better payout), so the price itself clears the threshold.
  const american = decimal >= 2 ? Math.ceil((decimal - 1) * 100 - 1e-9) : Math.ceil(-100 / (decimal - 1) - 1e-9);
  return american > -100 && american < 100 ? 100 : american;
}

/** The fair home probability of a moneyline: the sharp pair's no-vig where it prices, else the consensus. */
export function fairHome(consensusHome: number, sharp: { home: number; away: number } | null | undefined): { home: number; source: FairSource } {
  if (sharp) {
    const nv = noVigProbabilities([sharp.home, sharp.away]);
    if (nv.ok) return { home: nv.value[0]!, source: 'sharp' };
  }
  return { home: consensusHome, source: 'consensus' };
}

export interface LearnedThreshold {
  /** Expected value per unit a price must beat the fair line by; null where nothing could be measured. */
  ev: number | null;
  /** Sides measured (two per game with an opening and closing moneyline). */
  n: number;
  note: string;
}

/** One-sided 95%, as every other gate of the model. */
const THRESHOLD_Z = 1.645;

/**
 * The threshold, learned from the games given (earlier ones only): how far the fair line itself
 * is off. A price exactly at the opening fair line is worth, against the closing one (nearer the
 * truth), (close - open) / open per unit; the threshold is the one-sided 95% bound of what that
 * loses, so a price that beats the fair line by it still has positive value after the line moves
 * on 19 of 20 such bets. Measured where a file has opening and closing moneylines.
 */
export function learnBetThreshold(games: readonly HistoricalGame[]): LearnedThreshold {
  const losses: number[] = [];
  for (const g of games) {
    if (!g.openMoneyline || !g.closeMoneyline) continue;
    const open = noVigProbabilities([g.openMoneyline.home, g.openMoneyline.away]);
    const close = noVigProbabilities([g.closeMoneyline.home, g.closeMoneyline.away]);
    if (!open.ok || !close.ok) continue;
    for (let s = 0; s < 2; s++) losses.push((open.value[s]! - close.value[s]!) / open.value[s]!);
  }
  if (losses.length < 60) return { ev: null, n: losses.length, note: 'No opening and closing moneylines to measure how far the fair line is off: no threshold learned here.' };
  // Both sides of a game are counted, so the mean is ~0 and the spread is the fair line's error.
  const mean = losses.reduce((a, b) => a + b, 0) / losses.length;
  const sd = Math.sqrt(losses.reduce((a, b) => a + (b - mean) ** 2, 0) / (losses.length - 1));
  const ev = Math.round(Math.max(0, mean + THRESHOLD_Z * sd) * 1e4) / 1e4;
  return { ev, n: losses.length, note: `On ${losses.length / 2} earlier games the opening fair line moved by ${(sd * 100).toFixed(1)}% of its value (sd) before the close: a Bet needs ${(ev * 100).toFixed(1)}% expected value against the fair line (one-sided 95%).` };
}

