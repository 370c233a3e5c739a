// The fair price at the close: the sharp book's (Pinnacle's) no-vig line where it prices every side
// of the bet's market on the bet's line, else the featured US books' consensus no-vig line. A pick's
// own fair line at publishing is decidePick's (packages/handicap), which reads the sharp moneyline
// by the same rule (quant-core.ts sharpMoneylineOf). Pinnacle's price is never one a member is offered (odds-ingest keeps it out
// of every book list); only its probability is read here.
import type { GameInput, SideQuote, TeamSide } from './game-input';

export type FairSource = 'sharp' | 'consensus';
export const FAIR_SOURCES: readonly FairSource[] = ['sharp', 'consensus'];

export interface FairLine {
  source: FairSource;
  probability: number;
}

const isProbability = (p: unknown): p is number => typeof p === 'number' && p > 0 && p < 1;

/**
 * One side's fair probability in a market. The sharp line counts only when it prices every side
 * the consensus does (a sharp moneyline without the draw is not the same market); `point`, when
 * given, must be the quote's point (a spread on another number is another bet).
 */
export function fairOfSide(quotes: readonly SideQuote[], side: TeamSide, point?: number): FairLine | null {
  const q = quotes.find((x) => x.side === side);
  if (!q || (point !== undefined && q.point !== point)) return null;
  if (isProbability(q.sharpNoVig) && quotes.every((x) => isProbability(x.sharpNoVig))) return { source: 'sharp', probability: q.sharpNoVig };
  return isProbability(q.noVig) ? { source: 'consensus', probability: q.noVig } : null;
}
