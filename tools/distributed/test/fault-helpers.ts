// What the fault tests check: the decisions service's rows against a recomputation from its own
// decision rows. The load (bettors, tokens, paced decisions) is in ../src/load.ts.
import { replayStats } from '@gary/decisions';
import type { Pool } from 'pg';

export { decide, grantPro, rng, sleep, tokenKey, until, userId, type Bettor, type Decision } from '../src/load';

export interface StatsCheck {
  users: number;
  decisions: number;
  /** Users whose user_stats row differs from the replay of their decision rows. */
  mismatched: string[];
  /** Decision rows whose outcome is not what their pick's result gives. */
  wrongOutcomes: number;
}

/** Every user's stats row against the replay of their decision rows (decisions schema). */
export async function checkStats(pool: Pool): Promise<StatsCheck> {
  const { rows } = await pool.query<{ user_id: string; pick_id: string; decision: 'ride' | 'fade'; outcome: 'pending' | 'win' | 'loss' | 'push'; result: 'won' | 'lost' | 'push' | null; settled_at: Date | null }>(
    `SELECT d.user_id, d.pick_id, d.decision, d.outcome, p.result, d.settled_at
       FROM decisions.decisions d JOIN decisions.picks p USING (pick_id)
      ORDER BY d.user_id, d.settled_at NULLS LAST, d.pick_id`,
  );
  const byUser = new Map<string, typeof rows>();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  const stats = await pool.query<Record<string, unknown>>('SELECT * FROM decisions.user_stats');
  const statsOf = new Map(stats.rows.map((s) => [s.user_id as string, s]));
  const out: StatsCheck = { users: byUser.size, decisions: rows.length, mismatched: [], wrongOutcomes: 0 };
  for (const [user, list] of byUser) {
    const want = replayStats(
      list.map((r) => ({ pickId: r.pick_id, decision: r.decision, outcome: r.outcome, pickResult: r.result, settledAt: r.settled_at?.getTime() ?? null })),
    );
    out.wrongOutcomes += want.wrongOutcomes.length;
    const got = statsOf.get(user);
    const same =
      got !== undefined &&
      got.total_picks === want.totalPicks &&
      got.ride_count === want.rideCount &&
      got.fade_count === want.fadeCount &&
      got.win_count === want.winCount &&
      got.loss_count === want.lossCount &&
      got.push_count === want.pushCount &&
      got.current_streak === want.currentStreak &&
      got.longest_streak === want.longestStreak &&
      (got.last_result ?? null) === want.lastResult;
    if (!same) out.mismatched.push(user);
  }
  return out;
}
