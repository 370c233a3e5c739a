// The price to beat: the worst price (for spreads, the worst line at the pick's price) at which a
// pick still has non-negative expected value at Gary's own probability, and the live status of a
// pick against the books' current offers: 'alive' (some book offers it at or above the price to
// beat), 'close' (the best offer is within 10 cents of it) or 'dead' (no book does).
//
// Spreads: Gary's probability is of covering the published line. Another line needs a probability
// too, so the picked side's margin is taken as normal with the league's usual spread (MARGIN_SD);
// the mean is the one that gives Gary's probability at the published line. Pushes on whole lines
// are not modelled (a continuous margin never lands exactly on the line).
import { checkAmerican, checkProbability, impliedProbability } from './odds-math';
import { fail, ok, type Result } from './betting-errors';

export type PtbLeague = 'NBA' | 'MLB' | 'NHL' | 'NFL' | 'EPL';

/** Standard deviation of the final margin around the market's expectation, in points (goals, runs). */
export const MARGIN_SD: Record<PtbLeague, number> = { NFL: 13.5, NBA: 12, MLB: 4.2, NHL: 2.4, EPL: 1.7 };

/** How far short of the price to beat the best offer may be and still count as 'close'. */
export const CLOSE_CENTS = 10;

export interface PricedPick {
  league: PtbLeague;
  type: 'moneyline' | 'spread';
  /** The published spread from the picked side's view (0 for moneyline). */
  line: number;
  /** The published American price. */
  price: number;
  /** Gary's probability that the pick wins at the published line. */
  probability: number;
}

export interface PriceToBeat {
  type: 'moneyline' | 'spread';
  /** Worst playable American price (for spreads: the published price). */
  price: number;
  /** Worst playable line (spreads; 0 for moneyline). */
  line: number;
}

export interface BookOffer {
  bookmaker: string;
  /** The book's line for the picked side (0 for moneyline). */
  line: number;
  price: number;
}

export type LiveStatus = 'alive' | 'close' | 'dead';

export interface LiveReading {
  status: LiveStatus;
  /** The offer with the most expected value at Gary's probability (null when no book offers it). */
  best: BookOffer | null;
  /** Expected profit per unit of the best offer. */
  bestEv: number | null;
  /** Cents the best offer is short of playable (0 when playable; null when no book offers it). */
  centsShort: number | null;
}

const EPS = 1e-9;

/** The longest-odds-first worst American price whose expected value at `prob` is not negative. */
export function worstPlayablePrice(prob: number): Result<number> {
  const p = checkProbability(prob, true);
  if (!p.ok) return p;
  const q = p.value;
  if (q > 0.5) {
    const risk = Math.floor((100 * q) / (1 - q) + EPS);
    return ok(risk <= 100 ? 100 : -risk);
  }
  return ok(Math.max(100, Math.ceil((1 / q - 1) * 100 - EPS)));
}

/** American prices on one line: -125 -> -25, +110 -> +10 (so -105 and +105 are 10 cents apart). */
export const centsOf = (american: number): number => (american > 0 ? american - 100 : american + 100);

// Normal CDF through erfc (Numerical Recipes' erfcc, fractional error below 1.2e-7).
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}
export const normalCdf = (x: number): number => 0.5 * erfc(-x / Math.SQRT2);

// Inverse normal CDF (Acklam's rational approximation, relative error below 1.2e-9).
const A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
const B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
const C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
export function normalQuantile(p: number): number {
  const lo = 0.02425;
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((C[0]! * q + C[1]!) * q + C[2]!) * q + C[3]!) * q + C[4]!) * q + C[5]!) / ((((D[0]! * q + D[1]!) * q + D[2]!) * q + D[3]!) * q + 1);
  }
  if (p > 1 - lo) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return ((((((A[0]! * r + A[1]!) * r + A[2]!) * r + A[3]!) * r + A[4]!) * r + A[5]!) * q) / (((((B[0]! * r + B[1]!) * r + B[2]!) * r + B[3]!) * r + B[4]!) * r + 1);
}

function checkPick(pick: PricedPick): Result<PricedPick> {
  const p = checkProbability(pick.probability, true);
  if (!p.ok) return p;
  const a = checkAmerican(pick.price);
  if (!a.ok) return a;
  if (!Number.isFinite(pick.line)) return fail('InvalidLine', 'the line must be a finite number', pick.line);
  if (!(pick.league in MARGIN_SD)) return fail('UnknownSport', 'no margin model for this league', pick.league);
  return ok(pick);
}

/** Gary's probability of the pick at another line of the same market (the published one for moneyline). */
export function probabilityAtLine(pick: PricedPick, line: number): number {
  if (pick.type === 'moneyline' || line === pick.line) return pick.probability;
  const sd = MARGIN_SD[pick.league];
  return normalCdf(normalQuantile(pick.probability) + (line - pick.line) / sd);
}

/** The price to beat of a pick: "playable to -125", or for spreads "playable to +6.5 (-110)". */
export function priceToBeat(input: PricedPick): Result<PriceToBeat> {
  const checked = checkPick(input);
  if (!checked.ok) return checked;
  const pick = checked.value;
  if (pick.type === 'moneyline') {
    const price = worstPlayablePrice(pick.probability);
    return price.ok ? ok({ type: 'moneyline', price: price.value, line: 0 }) : price;
  }
  // The smallest line (in half points) where the cover probability reaches the price's break-even.
  const breakEven = impliedProbability(pick.price);
  if (!breakEven.ok) return breakEven;
  const sd = MARGIN_SD[pick.league];
  const exact = pick.line - sd * (normalQuantile(pick.probability) - normalQuantile(breakEven.value));
  const line = Math.ceil(exact * 2 - EPS) / 2;
  return ok({ type: 'spread', price: pick.price, line: line === 0 ? 0 : line });
}

const signed = (n: number) => (n > 0 ? `+${n}` : n === 0 ? 'PK' : String(n));

/** "playable to -125" / "playable to +6.5 (-110)". */
export function playableText(ptb: PriceToBeat): string {
  return ptb.type === 'moneyline' ? `playable to ${signed(ptb.price)}` : `playable to ${signed(ptb.line)} (${signed(ptb.price)})`;
}

/** Expected profit per unit of a book's offer at Gary's probability for that offer's line. */
export function offerEv(pick: PricedPick, offer: BookOffer): number {
  const q = probabilityAtLine(pick, offer.line);
  const profit = offer.price > 0 ? offer.price / 100 : 100 / -offer.price;
  return q * profit - (1 - q);
}

/** Where a pick stands against the books' current offers for its side and market. */
export function liveStatus(input: PricedPick, offers: readonly BookOffer[]): Result<LiveReading> {
  const checked = checkPick(input);
  if (!checked.ok) return checked;
  const pick = checked.value;
  let best: { offer: BookOffer; ev: number } | null = null;
  let centsShort = Infinity;
  for (const offer of offers) {
    if (!checkAmerican(offer.price).ok || !Number.isFinite(offer.line)) continue;
    const ev = offerEv(pick, offer);
    if (!best || ev > best.ev + EPS) best = { offer, ev };
    const floor = worstPlayablePrice(probabilityAtLine(pick, offer.line));
    if (!floor.ok) continue;
    centsShort = Math.min(centsShort, Math.max(0, centsOf(floor.value) - centsOf(offer.price)));
  }
  if (!best) return ok({ status: 'dead', best: null, bestEv: null, centsShort: null });
  const short = Number.isFinite(centsShort) ? centsShort : null;
  const status: LiveStatus = best.ev >= -EPS || short === 0 ? 'alive' : short !== null && short <= CLOSE_CENTS ? 'close' : 'dead';
  return ok({ status, best: best.offer, bestEv: best.ev, centsShort: status === 'alive' ? 0 : short });
}
