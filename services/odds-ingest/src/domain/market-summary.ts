// The quantitative core for one market of one game: the best price per side across books, the
// consensus no-vig probability per side, and the expected value of taking the best price if the
// consensus is the truth. The sharp book (Pinnacle) never takes part in the best price or the
// consensus of the books a member can use; its own no-vig line is reported beside them, on the
// same point only, as the sharp fair probability.
import { bestPrice, consensusNoVig, expectedValue, isSharpBook, noVigProbabilities } from '@gary/betting';
import { round } from '@gary/sports-world';
import type { BookmakerOdds, GameOdds } from './odds-types';

export type MarketKey = 'h2h' | 'spreads' | 'totals';
export type Side = 'home' | 'away' | 'draw' | 'over' | 'under';

export interface SideSummary {
  readonly side: Side;
  /** Team name, 'Draw', 'Over' or 'Under'. */
  readonly name: string;
  readonly bestPrice: number;
  readonly bestBookmaker: string;
  readonly consensusProbability: number;
  /** The sharp book's no-vig probability on the same point; null when it hangs no such line. */
  readonly sharpProbability: number | null;
  /** The sharp book's own price on that point (its vig included); null when none. */
  readonly sharpPrice: number | null;
  /** Expected profit per 1 unit staked at the best price. */
  readonly roi: number;
  /** Expected profit per $100 staked at the best price. */
  readonly ev: number;
}

export interface MarketSummary {
  readonly market: MarketKey;
  /** The home spread or the total the summary is about; null for moneyline. */
  readonly point: number | null;
  readonly bookmakersUsed: readonly string[];
  readonly sides: readonly SideSummary[];
}

/** Flagged at parse time; the key is checked too, for snapshots stored before the flag existed. */
export const isSharp = (b: Pick<BookmakerOdds, 'key' | 'sharp'>): boolean => b.sharp === true || isSharpBook(b.key);

interface BookLine { book: BookmakerOdds; point: number | null; sides: Array<{ side: Side; name: string; price: number }> }

function linesOf(game: GameOdds, market: MarketKey): BookLine[] {
  const out: BookLine[] = [];
  for (const book of game.bookmakers) {
    const m = book.markets;
    if (market === 'h2h' && m.h2h) {
      const sides: BookLine['sides'] = [
        { side: 'home', name: game.homeTeam, price: m.h2h.home },
        { side: 'away', name: game.awayTeam, price: m.h2h.away },
      ];
      if (m.h2h.draw !== undefined) sides.push({ side: 'draw', name: 'Draw', price: m.h2h.draw });
      out.push({ book, point: null, sides });
    } else if (market === 'spreads' && m.spreads) {
      out.push({ book, point: m.spreads.home.point, sides: [
        { side: 'home', name: game.homeTeam, price: m.spreads.home.price },
        { side: 'away', name: game.awayTeam, price: m.spreads.away.price },
      ] });
    } else if (market === 'totals' && m.totals) {
      out.push({ book, point: m.totals.point, sides: [
        { side: 'over', name: 'Over', price: m.totals.over },
        { side: 'under', name: 'Under', price: m.totals.under },
      ] });
    }
  }
  return out;
}

/** The point most books hang (ties: the one seen first), so prices compared are on one line. */
function consensusPoint(lines: BookLine[]): number | null {
  const counts = new Map<number, number>();
  for (const l of lines) if (l.point !== null) counts.set(l.point, (counts.get(l.point) ?? 0) + 1);
  let best: number | null = null;
  let bestCount = 0;
  for (const [point, count] of counts) if (count > bestCount) { best = point; bestCount = count; }
  return best;
}

/**
 * Summarises one market. Spreads and totals only compare books on the consensus point; a book
 * hanging another number is left out rather than compared on a different bet. Null when no book
 * offers the market, or (3-way) when books disagree on whether a draw is priced.
 */
export function summariseMarket(game: GameOdds, market: MarketKey, bookmakers?: readonly string[]): MarketSummary | null {
  const all = linesOf(game, market);
  let lines = all.filter((l) => !isSharp(l.book) && (!bookmakers || bookmakers.includes(l.book.key)));
  const point = market === 'h2h' ? null : consensusPoint(lines);
  if (market !== 'h2h') lines = lines.filter((l) => l.point === point);
  const first = lines[0];
  if (!first) return null;
  const sideNames = first.sides.map((s) => s.side);
  lines = lines.filter((l) => l.sides.length === sideNames.length);
  const sharpLine = all.find((l) => isSharp(l.book) && l.point === point && l.sides.length === sideNames.length);
  const sharp = sharpLine ? noVigProbabilities(sharpLine.sides.map((s) => s.price)) : null;

  // Every line prices the same sides in the same order (linesOf builds them so), which is what
  // consensusNoVig and bestPrice expect.
  const consensus = consensusNoVig(lines.map((l) => l.sides.map((s) => s.price)));
  if (!consensus.ok) return null;
  const sides: SideSummary[] = [];
  for (const [i, { side, name }] of first.sides.entries()) {
    const best = bestPrice(lines.map((l) => l.sides[i]?.price ?? Number.NaN));
    const p = consensus.value[i] ?? 0;
    if (!best.ok) return null;
    const roi = expectedValue(p, best.value.price);
    if (!roi.ok) return null;
    sides.push({
      side, name, bestPrice: best.value.price, bestBookmaker: lines[best.value.index]?.book.key ?? '',
      consensusProbability: round(p, 4),
      sharpProbability: sharp?.ok && sharp.value[i] !== undefined ? round(sharp.value[i]!, 4) : null,
      sharpPrice: sharp?.ok ? (sharpLine?.sides[i]?.price ?? null) : null,
      roi: round(roi.value, 4), ev: round(roi.value * 100, 2),
    });
  }
  return { market, point, bookmakersUsed: lines.map((l) => l.book.key), sides };
}
