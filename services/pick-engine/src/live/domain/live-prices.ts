// A pick against the books' current prices (pure): each featured book's offer for the pick's side
// and market, the best one at Gary's probability, the fair (no-vig) price at the pick's line and
// the live status against the price to beat (@gary/betting liveStatus).
import { bookTitle, fairAmerican, liveStatus, noVigProbabilities, offerEv, type BookOffer, type LiveStatus, type PricedPick } from '@gary/betting';
import type { EventData } from '@gary/contracts';

export type SnapshotBook = EventData<'odds.snapshot'>['books'][number];

export interface BookRow {
  book: string;
  /** The book's display name. */
  title: string;
  line: number;
  price: number;
  best: boolean;
}

export interface LiveView {
  status: LiveStatus;
  bestPrice: number | null;
  bestLine: number | null;
  /** Display name of the book with the best offer. */
  bestBook: string | null;
  fairPrice: number | null;
  books: BookRow[];
}

export interface LivePick {
  league: PricedPick['league'];
  type: 'moneyline' | 'spread';
  side: 'home' | 'away';
  line: number;
  odds: number;
  confidence: number;
}

const priced = (p: LivePick): PricedPick => ({ league: p.league, type: p.type, line: p.line, price: p.odds, probability: p.confidence });

/** Each book's offer for the pick's side and market (books that do not price it are left out). */
export function offersFor(p: LivePick, books: readonly SnapshotBook[]): (BookOffer & { title: string })[] {
  return books.flatMap((b) => {
    if (p.type === 'moneyline') return b.moneyline ? [{ bookmaker: b.key, title: b.title, line: 0, price: b.moneyline[p.side] }] : [];
    return b.spread ? [{ bookmaker: b.key, title: b.title, line: b.spread[p.side].point, price: b.spread[p.side].price }] : [];
  });
}

/** The books' average no-vig probability of the pick as a price; spreads only from books at the pick's line. */
export function fairPriceOf(p: LivePick, books: readonly SnapshotBook[]): number | null {
  const probs: number[] = [];
  for (const b of books) {
    const pair = p.type === 'moneyline' ? (b.moneyline ? [b.moneyline.home, b.moneyline.away] : null) : b.spread && b.spread[p.side].point === p.line ? [b.spread.home.price, b.spread.away.price] : null;
    if (!pair) continue;
    const fair = noVigProbabilities(pair);
    if (fair.ok) probs.push(fair.value[p.side === 'home' ? 0 : 1]!);
  }
  if (probs.length === 0) return null;
  const price = fairAmerican(probs.reduce((a, b) => a + b, 0) / probs.length);
  return price.ok ? price.value : null;
}

/** The pick's live view from one snapshot; null when the pick cannot be priced (bad stored numbers). */
export function liveViewOf(p: LivePick, books: readonly SnapshotBook[]): LiveView | null {
  const offers = offersFor(p, books);
  const reading = liveStatus(priced(p), offers);
  if (!reading.ok) return null;
  const best = reading.value.best;
  const bestEv = best ? offerEv(priced(p), best) : null;
  const rows = offers.map((o) => ({ book: o.bookmaker, title: o.title, line: o.line, price: o.price, best: bestEv !== null && Math.abs(offerEv(priced(p), o) - bestEv) < 1e-9 }));
  return {
    status: reading.value.status,
    bestPrice: best?.price ?? null,
    bestLine: best ? best.line : null,
    bestBook: best ? (offers.find((o) => o.bookmaker === best.bookmaker)?.title ?? bookTitle(best.bookmaker)) : null,
    fairPrice: fairPriceOf(p, books),
    books: rows,
  };
}
