// A pick's price to beat and live prices as the card shows them, and the stream's `pick-status`
// events folded into the day's picks (pure, so the rules are tested without a browser).
import type { OpenPick, Pick as CardPick } from '@gary/design';

export type LiveStatus = 'alive' | 'close' | 'dead';

export type BookQuote = { book: string; title: string; line: number; price: number; best: boolean };

export type PickLive = {
  status: LiveStatus;
  bestPrice: number | null;
  bestLine: number | null;
  bestBook: string | null;
  fairPrice?: number | null;
  publishedPrice?: number;
  publishedLine?: number;
  publishedBook?: string;
  books?: BookQuote[];
  at?: string;
};

/** A card with its price to beat and live prices (open cards carry them; locked cards never do). */
export type LivePick = OpenPick;

/** One `pick-status` event of /api/stats/stream. */
export type PickStatusEvent = { pickId: string; status: LiveStatus; bestPrice: number | null; bestLine: number | null; bestBook: string | null; snapshotAt: string };

export const STATUS_LABEL: Record<LiveStatus, string> = { alive: 'Still playable', close: 'Close', dead: 'Past the number' };

export const signedPrice = (n: number | null | undefined): string => (n === null || n === undefined || !Number.isFinite(n) ? '—' : n > 0 ? `+${n}` : String(n));
export const signedLine = (n: number | null | undefined): string => (n === null || n === undefined || !Number.isFinite(n) ? '—' : n === 0 ? 'PK' : n > 0 ? `+${n}` : String(n));

/** "Playable to -125" / "Playable to +6.5 (-110)". */
export function playableLabel(p: LivePick): string | null {
  const t = p.priceToBeat?.text;
  return t ? t.charAt(0).toUpperCase() + t.slice(1) : null;
}

/** The best current offer: "-120 at BetMGM", for spreads "+7 -110 at BetMGM". */
export function bestOfferLabel(p: LivePick): string | null {
  const l = p.live;
  if (!l || l.bestPrice === null) return null;
  const price = p.type === 'spread' ? `${signedLine(l.bestLine)} ${signedPrice(l.bestPrice)}` : signedPrice(l.bestPrice);
  return l.bestBook ? `${price} at ${l.bestBook}` : price;
}

/**
 * The stream's latest word on each pick over what the page loaded: status and best offer are
 * replaced; the book table stays the loaded one until the next load (its best mark is cleared if
 * the best offer moved to a price no row shows).
 */
export function withLiveUpdates<T extends CardPick>(picks: readonly T[], updates: Readonly<Record<string, PickStatusEvent>>): T[] {
  return picks.map((p) => {
    const u = updates[p.pickId];
    if (!u || p.locked) return p;
    if (p.live?.at && Date.parse(p.live.at) > Date.parse(u.snapshotAt)) return p;
    return { ...p, live: { ...(p.live ?? {}), status: u.status, bestPrice: u.bestPrice, bestLine: u.bestLine, bestBook: u.bestBook, at: u.snapshotAt } };
  });
}

/** A Bet's stake in units: "0.43u". */
export const stakeLabel = (u: number | null | undefined): string | null => (typeof u === 'number' && Number.isFinite(u) && u > 0 ? `${u.toFixed(2)}u` : null);

/** The card's call: "BET · 0.43u" on a Bet (its stake), "LEAN" on a Lean; null on a pick published before the call was kept. */
export function callLabel(p: Pick<OpenPick, 'classification' | 'stake'>): string | null {
  if (p.classification === 'bet') {
    const stake = stakeLabel(p.stake);
    return stake ? `BET · ${stake}` : 'BET';
  }
  return p.classification === 'lean' ? 'LEAN' : null;
}

/** A Lean's line where a Bet has "Playable to": "Lean: a Bet at +118 or better" (nothing when no threshold was learned). */
export function leanLine(p: Pick<OpenPick, 'classification' | 'betPriceText'>): string | null {
  if (p.classification !== 'lean') return null;
  return p.betPriceText ? `Lean: ${p.betPriceText}` : 'Lean: no Bet margin is learned for this league yet';
}

/**
 * What the confirm step says before a ride past the number (issue 30): a Bet whose best price now is
 * past its price to beat is no longer a Bet at that price; a Lean never was one. Null when the
 * ride is at a price that is still a Bet, or nothing is known.
 */
export function pastNumberWarning(p: LivePick): string | null {
  if (p.classification === 'lean') return p.betPriceText ? `A Lean, not a Bet: it takes ${p.betPriceText.replace(/^a Bet at /, '')}` : 'A Lean, not a Bet: no Bet margin is learned for this league yet';
  if (p.live?.status === 'dead' && p.priceToBeat) return `Past the number: no book offers ${p.priceToBeat.text.replace(/^playable to /i, '')} now`;
  return null;
}
