// The morning recap's Bets and Leans (issue 26): a member's graded decisions on Gary's Bets and on
// his Leans, counted apart, the Bets first (the headline record). A pick from before the call was
// kept is in neither; with none of either the recap reads as before.
import { roundUnits } from '../domain/units';

export type PickCall = 'bet' | 'lean' | null;

export interface RecapLine {
  call: PickCall;
  outcome: 'win' | 'loss' | 'push';
  /** Units the member made on it (at their stake). */
  units: number;
}

const CALL_NAME = { bet: 'Bet', lean: 'Lean' } as const;

/** "(Bet)" / "(Lean)" after a pick in its recap line; '' before the call was kept. */
export const callTag = (call: PickCall): string => (call ? ` (${CALL_NAME[call]})` : '');

const signed = (u: number) => `${u >= 0 ? '+' : ''}${roundUnits(u).toFixed(2)} u`;

function record(lines: readonly RecapLine[], call: 'bet' | 'lean'): string {
  const of = lines.filter((l) => l.call === call);
  const name = call === 'bet' ? 'Bets' : 'Leans';
  if (of.length === 0) return `no ${name}`;
  const n = (o: RecapLine['outcome']) => of.filter((l) => l.outcome === o).length;
  return `${name} ${n('win')}-${n('loss')}-${n('push')}, ${signed(of.reduce((a, l) => a + l.units, 0))}`;
}

/** "Bets 2-1-0, +0.85 u · Leans 1-1-0, -0.10 u" ("no Bets" where none); null when no decision was on a pick with a call. */
export function callsSummary(lines: readonly RecapLine[]): string | null {
  if (!lines.some((l) => l.call !== null)) return null;
  return `${record(lines, 'bet')} · ${record(lines, 'lean')}`;
}
