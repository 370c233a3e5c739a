// A user's stats recomputed from their decision rows with the rules of @gary/betting, replaying
// settlements in the order they happened. The database keeps the same numbers incrementally (set-
// based SQL); this is the reference the tests hold it to, and a way to audit a row. Corrections
// re-settle with it. A void decision (its game scratched) counts nowhere, as if never made.
import { nextStreak, settleDecision, type Decision, type GameOutcome } from '@gary/betting';
import { zeroCounts, type Outcome, type StatCounts } from './bet-card';

export interface ReplayRow {
  pickId: string;
  decision: Decision;
  /** The outcome stored on the row. */
  outcome: Outcome | 'void';
  /** The graded result of the pick (void when scratched), null while it is not graded. */
  pickResult: GameOutcome | 'void' | null;
  /** When the row was settled (ms), null while pending; ties keep the given order. */
  settledAt: number | null;
}

/** The counters of a stats row (bet-card.ts StatsRow), as the rules give them from the decisions. */
export interface ReplayedStats extends StatCounts {
  /** Rows whose stored outcome is not what the rules give for their pick's result. */
  wrongOutcomes: string[];
}

export function replayStats(all: readonly ReplayRow[]): ReplayedStats {
  const wrongVoids = all.filter((r) => (r.pickResult === 'void') !== (r.outcome === 'void')).map((r) => r.pickId);
  const rows = all.filter((r) => r.outcome !== 'void' && r.pickResult !== 'void') as (ReplayRow & { outcome: Outcome; pickResult: GameOutcome | null })[];
  const out: ReplayedStats = {
    ...zeroCounts(),
    totalPicks: rows.length,
    rideCount: rows.filter((r) => r.decision === 'ride').length,
    fadeCount: rows.filter((r) => r.decision === 'fade').length,
    wrongOutcomes: wrongVoids,
  };
  const settled = rows
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => r.settledAt !== null)
    .sort((a, b) => (a.r.settledAt as number) - (b.r.settledAt as number) || a.i - b.i);
  for (const r of rows) {
    const expected = r.pickResult === null ? null : settleDecision(r.decision, r.pickResult);
    const want: Outcome = expected === null ? 'pending' : expected.ok ? expected.value : 'pending';
    if (want !== r.outcome) out.wrongOutcomes.push(r.pickId);
  }
  for (const { r } of settled) {
    if (r.outcome === 'pending') continue;
    const s = nextStreak(out.currentStreak, r.outcome);
    if (!s.ok) throw new Error(s.error.message);
    out.currentStreak = s.value;
    out.longestStreak = Math.max(out.longestStreak, s.value);
    if (r.outcome === 'win') out.winCount++;
    else if (r.outcome === 'loss') out.lossCount++;
    else out.pushCount++;
    if (r.outcome !== 'push') out.lastResult = r.outcome;
  }
  return out;
}
