// My Spend: net units won or lost (and units put at stake) per Eastern week, month or quarter, from
// the user's own decisions at their stakes. A decision counts in the period it was made (decided_on),
// as the leaderboard's periods do; its net counts once it is settled.
import { addDays } from '@gary/betting';
import type { Decision, GameOutcome } from '@gary/betting';
import { monthStart, weekStart } from './periods';
import { choiceUnits, roundUnits } from './units';

export type SpendPeriod = 'day' | 'week' | 'month' | 'quarter';
export const SPEND_PERIODS: readonly SpendPeriod[] = ['day', 'week', 'month', 'quarter'];

export interface SpendDecision {
  decidedOn: string;
  decision: Decision;
  pickOdds: number;
  pickResult: GameOutcome | null;
  stakeUnits: number;
}

export interface SpendBucket {
  start: string;
  netUnits: number;
  stakedUnits: number;
  decisions: number;
  settled: number;
}

export function periodStart(period: SpendPeriod, date: string): string {
  if (period === 'day') return date;
  if (period === 'week') return weekStart(date);
  if (period === 'month') return monthStart(date);
  const m = Number(date.slice(5, 7));
  return `${date.slice(0, 4)}-${String(Math.floor((m - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
}

/** The start of the period before the one starting at `start`. */
function previous(period: SpendPeriod, start: string): string {
  const back = addDays(start, -1);
  if (!back.ok) throw new Error(back.error.message);
  return periodStart(period, back.value);
}

/** The last `count` periods up to the one holding `today`, oldest first (empty periods included). */
export function periodStarts(period: SpendPeriod, today: string, count: number): string[] {
  const out = [periodStart(period, today)];
  while (out.length < count) out.unshift(previous(period, out[0]!));
  return out;
}

export function spendBuckets(rows: readonly SpendDecision[], period: SpendPeriod, today: string, count: number): SpendBucket[] {
  const starts = periodStarts(period, today, count);
  const by = new Map(starts.map((s) => [s, { start: s, netUnits: 0, stakedUnits: 0, decisions: 0, settled: 0 }]));
  for (const r of rows) {
    const b = by.get(periodStart(period, r.decidedOn));
    if (!b) continue;
    b.decisions++;
    b.stakedUnits += r.stakeUnits;
    if (r.pickResult === null) continue;
    const u = choiceUnits({ decision: r.decision, pickOdds: r.pickOdds, pickResult: r.pickResult });
    if (!u.ok) continue;
    b.settled++;
    b.netUnits += u.value.choosing * r.stakeUnits;
  }
  return starts.map((s) => {
    const b = by.get(s)!;
    return { ...b, netUnits: roundUnits(b.netUnits), stakedUnits: roundUnits(b.stakedUnits) };
  });
}
