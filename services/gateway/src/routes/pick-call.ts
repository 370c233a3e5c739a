// Bet or Lean on an open card (issue 26) and what a Lean's price to become a Bet is (issue 30):
// derived from the pick's side and price, so only cards the caller may read carry any of it (the
// locked card is built from its own fixed fields, picks.routes.ts lockedCard). "Playable to" and
// the live status are a Bet's; a Lean says instead the price at which it would be a Bet.
import { formatAmerican } from '@gary/betting';
import type { picksV1 } from '@gary/protos';

export interface PickCall {
  /** null on picks published before the call was kept. */
  classification: 'bet' | 'lean' | null;
  /** Suggested units on a Bet (fractional Kelly, at most 1); null on a Lean. */
  stake: number | null;
  /** Expected profit per unit at the price against the fair line. */
  evAtFair: number | null;
  /** The worst price at which the pick is a Bet, and its words ("a Bet at +120 or better"). */
  betPrice: number | null;
  betPriceText: string | null;
}

const classOf = (c: string | undefined): PickCall['classification'] => (c === 'bet' || c === 'lean' ? c : null);
const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function betPriceText(type: string, line: number, price: number): string {
  const at = formatAmerican(price);
  return type === 'spread' ? `a Bet at ${line > 0 ? `+${line}` : line === 0 ? 'PK' : line} ${at} or better` : `a Bet at ${at} or better`;
}

export function pickCall(p: Pick<picksV1.Pick__Output, 'classification' | 'stake' | 'evAtFair' | 'betPrice' | 'type' | 'line'>): PickCall {
  const classification = classOf(p.classification);
  const betPrice = num(p.betPrice);
  return {
    classification,
    stake: classification === 'bet' ? num(p.stake) : null,
    evAtFair: num(p.evAtFair),
    betPrice,
    betPriceText: betPrice === null ? null : betPriceText(p.type, p.line, betPrice),
  };
}

/**
 * Whether the card carries "Playable to" and the live status (alive, close, dead): a Bet's, and an
 * older pick's that predates the call. A Lean has no price that makes it worth money at its own
 * number, so it carries instead the price at which it would be a Bet.
 */
export const showsPlayable = (call: PickCall): boolean => call.classification !== 'lean';
