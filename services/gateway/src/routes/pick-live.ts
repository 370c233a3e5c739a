// What an open card carries of a pick's price to beat and live prices (issue 17): "playable to
// -125", the status against the books (alive, close, dead), the best current offer, the fair
// (no-vig) price, the price at publish and each featured book's price and line. Only open cards
// carry it (it is derived from the pick's side and price): locked cards never do.
import { bookTitle, playableText } from '@gary/betting';
import type { picksV1 } from '@gary/protos';

export interface PickLiveCard {
  priceToBeat: { price: number; line: number; text: string } | null;
  live: {
    status: 'alive' | 'close' | 'dead';
    bestPrice: number | null;
    bestLine: number | null;
    bestBook: string | null;
    fairPrice: number | null;
    publishedPrice: number;
    publishedLine: number;
    /** The book of the published price, by its display name (never an API key). */
    publishedBook: string;
    books: { book: string; title: string; line: number; price: number; best: boolean }[];
    at: string;
  } | null;
}

const isStatus = (s: string): s is 'alive' | 'close' | 'dead' => s === 'alive' || s === 'close' || s === 'dead';

export function pickLiveCard(p: picksV1.Pick__Output): PickLiveCard {
  const type = p.type === 'spread' ? 'spread' : 'moneyline';
  const priceToBeat =
    p.beatPrice !== undefined && p.beatPrice !== null && p.beatLine !== undefined && p.beatLine !== null
      ? { price: p.beatPrice, line: p.beatLine, text: playableText({ type, price: p.beatPrice, line: p.beatLine }) }
      : null;
  const live = isStatus(p.liveStatus)
    ? {
        status: p.liveStatus,
        bestPrice: p.bestPrice ?? null,
        bestLine: p.bestLine ?? null,
        bestBook: p.bestBook || null,
        fairPrice: p.fairPrice ?? null,
        publishedPrice: p.odds,
        publishedLine: p.line,
        publishedBook: bookTitle(p.bookmaker),
        books: p.books.map((b) => ({ book: b.book, title: b.title || bookTitle(b.book), line: b.line, price: b.price, best: b.best })),
        at: p.liveAt,
      }
    : null;
  return { priceToBeat, live };
}

