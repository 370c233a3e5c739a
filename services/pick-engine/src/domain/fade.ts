// Fade Gary: the other side of a pick as a bet of its own. It is priced at the best opposite price
// among the books when the pick is published (the slate's best quote of the other side, at that
// quote's own line), never at the fair price, and graded from the same final on its own line. A
// three-way moneyline (EPL) has no single other side, so it has no fade.
import { buildPickText, gradePick, normaliseResult } from '@gary/betting';
import type { GameInput, TeamSide } from './game-input';

export interface FadeBet {
  type: 'spread' | 'moneyline';
  side: TeamSide;
  /** Spread from the fade's side's view; 0 for moneyline. */
  line: number;
  odds: number;
  bookmaker: string;
  fadeText: string;
  /** Gary's probability of the fade: one minus his probability of the pick. */
  probability: number;
}

const pointText = (point: number) => (point === 0 ? 'PK' : point > 0 ? `+${point}` : String(point));

export const oppositeSide = (side: TeamSide): TeamSide => (side === 'home' ? 'away' : 'home');

export function fadeOf(game: GameInput, pick: { type: 'spread' | 'moneyline'; side: TeamSide; confidence: number }): FadeBet | null {
  if (pick.type === 'moneyline' && game.h2h.some((q) => q.side === 'draw')) return null;
  const side = oppositeSide(pick.side);
  const quote = (pick.type === 'moneyline' ? game.h2h : game.spreads).find((q) => q.side === side);
  if (!quote || quote.price === null) return null;
  const team = side === 'home' ? game.homeTeam : game.awayTeam;
  const line = pick.type === 'spread' ? quote.point : 0;
  const label = pick.type === 'moneyline' ? `${team} ML` : `${team} ${pointText(line)}`;
  const text = buildPickText(label, quote.price);
  if (!text.ok) return null;
  return {
    type: pick.type,
    side,
    line,
    odds: quote.price,
    bookmaker: quote.bookmaker,
    fadeText: text.value,
    probability: Math.round((1 - pick.confidence) * 1000) / 1000,
  };
}

/** The fade's grade from a final score, on its own side and line; null when it cannot be graded. */
export function gradeFade(fade: Pick<FadeBet, 'type' | 'side' | 'line'>, score: { home: number; away: number }): 'won' | 'lost' | 'push' | null {
  const g = gradePick({ type: fade.type, side: fade.side, line: fade.line }, score);
  return g.ok ? normaliseResult(g.value) : null;
}
