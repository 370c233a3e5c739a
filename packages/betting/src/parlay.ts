// Parlay of the Day (pure): Gary's two or three highest-probability picks from different games,
// combined. The price is the product of the legs' decimal prices at the best books; the probability
// is the product of the legs' probabilities, which assumes the legs are independent (they are from
// different games, but same-night results can still move together). Graded as a parlay: a push leg
// drops out (the price is the product of the rest), any lost leg loses it, all pushes push it.
import { fail, ok, type Result } from './betting-errors';
import { americanToDecimal, checkProbability, decimalToAmerican } from './odds-math';

export const PARLAY_MIN_LEGS = 2;
export const PARLAY_MAX_LEGS = 3;

export interface ParlayCandidate {
  pickId: string;
  eventId: string;
  /** Gary's probability of the pick. */
  probability: number;
  /** The best American price across the books. */
  price: number;
}

export type LegResult = 'won' | 'lost' | 'push' | null;

/** The legs: highest probability first (pick id breaks ties), one per game, at most three. */
export function chooseParlayLegs(candidates: readonly ParlayCandidate[], max = PARLAY_MAX_LEGS): Result<ParlayCandidate[]> {
  const usable = candidates.filter((c) => checkProbability(c.probability, true).ok && americanToDecimal(c.price).ok);
  const sorted = [...usable].sort((a, b) => b.probability - a.probability || a.pickId.localeCompare(b.pickId));
  const games = new Set<string>();
  const legs: ParlayCandidate[] = [];
  for (const c of sorted) {
    if (games.has(c.eventId)) continue;
    games.add(c.eventId);
    legs.push(c);
    if (legs.length === max) break;
  }
  if (legs.length < PARLAY_MIN_LEGS) return fail('InvalidCount', `a parlay needs ${PARLAY_MIN_LEGS} picks from different games`, legs.length);
  return ok(legs);
}

/** The parlay's price: the product of the legs' decimal prices, and the nearest American price. */
export function parlayPrice(prices: readonly number[]): Result<{ decimal: number; american: number }> {
  if (prices.length === 0) return fail('InvalidCount', 'a parlay needs legs', 0);
  let decimal = 1;
  for (const p of prices) {
    const d = americanToDecimal(p);
    if (!d.ok) return d;
    decimal *= d.value;
  }
  const american = decimalToAmerican(decimal);
  return american.ok ? ok({ decimal, american: american.value }) : american;
}

/** The parlay's probability: the product of the legs' (assuming independent legs). */
export function parlayProbability(probabilities: readonly number[]): Result<number> {
  if (probabilities.length === 0) return fail('InvalidCount', 'a parlay needs legs', 0);
  let p = 1;
  for (const q of probabilities) {
    const c = checkProbability(q);
    if (!c.ok) return c;
    p *= c.value;
  }
  return ok(p);
}

/** A lost leg loses; an ungraded leg leaves it pending; all pushes push; otherwise it is won. */
export function gradeParlay(results: readonly LegResult[]): 'won' | 'lost' | 'push' | 'pending' {
  if (results.some((r) => r === 'lost')) return 'lost';
  if (results.some((r) => r === null)) return 'pending';
  return results.every((r) => r === 'push') ? 'push' : 'won';
}

/** The price a won parlay pays: the product of its legs that did not push. */
export function settledParlayPrice(legs: readonly { price: number; result: LegResult }[]): Result<{ decimal: number; american: number } | null> {
  const kept = legs.filter((l) => l.result !== 'push').map((l) => l.price);
  return kept.length === 0 ? ok(null) : parlayPrice(kept);
}
