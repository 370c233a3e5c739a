// What a prop card may claim, checked against the numbers behind it. A superlative ("the best
// value on this board") is true of at most one card, so it is never written per game: the day's
// board gives it to its single highest positive expected value, and strips it from every other
// card. A prop priced below its fair number (EV at or under zero) says it is a lean. Reasoning that
// states the player's average on the other side of the line ("under 0.5 assists ... averaging
// 0.59") argues against its own pick and is refused: that rule is the claim check's
// (@gary/claims, ClaimRules.side), the same test here for each reasoning line.
import { averageContradicts, sentencesOf } from '@gary/claims';
import type { PropPick } from './prop-pick';

type Side = Pick<PropPick, 'bet' | 'line'>;

const SUPERLATIVE = /\bbest (value|bet|play)\b|\btop (value|play) (on|of)\b/i;
const LEAN = /\blean\b/i;

/** The first reasoning line that argues against the pick, or null. */
export function contradictingLine(analysis: readonly string[], side: Side): string | null {
  return analysis.find((a) => averageContradicts(a, side)) ?? null;
}

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '-' : ''}${Math.abs(n).toFixed(2)}`;
const odds = (o: number) => (o > 0 ? `+${o}` : String(o));

export const leanSentence = (p: Pick<PropPick, 'odds' | 'ev'>) =>
  `At ${odds(p.odds)} the price does not beat the fair number (${signed(p.ev)} per $100): a lean, not a bet.`;
export const bestValueSentence = (p: Pick<PropPick, 'ev'>) => `The best value on this board: ${signed(p.ev)} expected per $100.`;

/**
 * The day's board with every claim made true: superlatives removed from every card and given to
 * the one card with the strictly highest positive EV; lines contradicting the pick removed; a
 * negative-EV card told it is a lean.
 */
export function truthfulBoard<T extends PropPick>(board: readonly T[]): T[] {
  const positive = board.filter((p) => p.ev > 0).sort((a, b) => b.ev - a.ev);
  const best = positive[0] && (positive.length === 1 || positive[0].ev > positive[1]!.ev) ? positive[0] : null;
  return board.map((p) => {
    const lines = p.analysis
      .map((a) => sentencesOf(a).filter((s) => !SUPERLATIVE.test(s) && !averageContradicts(s, p)).join(' '))
      .filter((a) => a.trim());
    if (!(p.ev > 0) && !lines.some((l) => LEAN.test(l))) lines.push(leanSentence(p));
    if (p === best) lines.push(bestValueSentence(p));
    return { ...p, analysis: lines };
  });
}
