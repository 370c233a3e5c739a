// Re-settlement on pick.corrected: the pick's result moves to the corrected one, every decision on
// it takes the outcome the rules give for the new result (void when the game was scratched), and
// each affected user's stats are recomputed from their decision rows (replayStats, the same rules
// the incremental statements keep), as if the pick had been graded right the first time; a void
// decision counts nowhere. One user-stats.updated per affected user goes to the outbox in the same
// statement. applied_corrections makes each correction apply exactly once.
import type { EventData } from '@gary/contracts';
import type { Queryable } from '@gary/platform';
import type { Decision, GameOutcome } from '@gary/betting';
import { replayStats } from '../domain/stats-replay';
import type { Outcome } from '../domain/bet-card';
import { enqueueCards, toStatsRow, type StatsDb } from './card-events';
import { outcomeSql, RECENT_KEEP, recentEntrySql } from './sql-rules';

export type CorrectResult =
  | { kind: 'resettled'; decisions: number; users: number }
  | { kind: 'already_applied' }
  | { kind: 'stale'; held: number }
  | { kind: 'unknown_pick' };

/** $1 pick id, $2 now: each decision on the pick takes its outcome under the pick's (new) result. */
const RESETTLE_SQL = `
UPDATE decisions d
SET outcome = CASE WHEN p.result = 'void' THEN 'void' ELSE ${outcomeSql('d.decision', 'p.result')} END,
    settled_at = CASE WHEN p.result IS NULL THEN NULL ELSE COALESCE(d.settled_at, $2::timestamptz) END
FROM picks p
WHERE p.pick_id = $1 AND d.pick_id = p.pick_id
  AND d.outcome IS DISTINCT FROM (CASE WHEN p.result = 'void' THEN 'void' ELSE ${outcomeSql('d.decision', 'p.result')} END)
RETURNING d.user_id`;

/**
 * $1 user ids and $2..$10 their replayed counters, $11 now. The recent list is rebuilt from the
 * user's last decisions that count (void ones are as if never made); answers the new stats rows.
 */
const WRITE_STATS_SQL = `
WITH input AS (
  SELECT * FROM unnest($1::uuid[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[], $10::text[])
    AS i(user_id, total, rides, fades, wins, losses, pushes, streak, longest, last_result)
),
stats AS (
  UPDATE user_stats u SET
    total_picks = i.total, ride_count = i.rides, fade_count = i.fades, win_count = i.wins, loss_count = i.losses, push_count = i.pushes,
    current_streak = i.streak, longest_streak = i.longest, last_result = i.last_result,
    recent_results = (
      SELECT COALESCE(jsonb_agg(x.e ORDER BY x.decided_at DESC, x.pick_id), '[]'::jsonb) FROM (
        SELECT ${recentEntrySql({ pickId: 'd.pick_id', matchup: 'p.matchup', decision: 'd.decision', at: 'd.decided_at', outcome: 'd.outcome', result: 'p.result' })} AS e,
               d.decided_at, d.pick_id
        FROM decisions d JOIN picks p ON p.pick_id = d.pick_id
        WHERE d.user_id = u.user_id AND d.outcome <> 'void'
        ORDER BY d.decided_at DESC, d.pick_id LIMIT ${RECENT_KEEP}) x),
    version = u.version + 1,
    updated_at = $11::timestamptz
  FROM input i WHERE u.user_id = i.user_id
  RETURNING u.*
)
SELECT * FROM stats ORDER BY user_id`;

/** Recomputes the given users' stats rows from their decisions; answers how many rows were written. */
export async function replayUsers(tx: Queryable, userIds: readonly string[], at: Date): Promise<number> {
  if (userIds.length === 0) return 0;
  // The stats rows first, locked: the replay writes whole counters, so a decision committed between
  // the read below and that write would be overwritten. A decision in flight now waits for this
  // transaction (and then adds itself to the new counters); one committed before the lock is in the
  // read (read committed: each statement sees what was committed before it began).
  await tx.query('SELECT 1 FROM user_stats WHERE user_id = ANY($1::uuid[]) ORDER BY user_id FOR UPDATE', [userIds]);
  const { rows } = await tx.query<{ user_id: string; pick_id: string; decision: Decision; outcome: Outcome | 'void'; result: GameOutcome | 'void' | null; settled_ms: string | null }>(
    `SELECT d.user_id, d.pick_id, d.decision, d.outcome, p.result, (extract(epoch FROM d.settled_at) * 1000)::text AS settled_ms
     FROM decisions d JOIN picks p ON p.pick_id = d.pick_id
     WHERE d.user_id = ANY($1::uuid[]) ORDER BY d.user_id, d.decided_at, d.pick_id`,
    [userIds],
  );
  const byUser = new Map<string, typeof rows>(userIds.map((u) => [u, []]));
  for (const r of rows) byUser.get(r.user_id)?.push(r);
  const cols: unknown[][] = [[], [], [], [], [], [], [], [], [], []];
  for (const [userId, rs] of byUser) {
    const s = replayStats(
      rs.map((r) => ({ pickId: r.pick_id, decision: r.decision, outcome: r.outcome, pickResult: r.result, settledAt: r.settled_ms === null ? null : Number(r.settled_ms) })),
    );
    [userId, s.totalPicks, s.rideCount, s.fadeCount, s.winCount, s.lossCount, s.pushCount, s.currentStreak, s.longestStreak, s.lastResult].forEach((v, i) => cols[i]!.push(v));
  }
  // Each changed user's whole BetCard goes out as user-stats.updated, in this transaction.
  const res = await tx.query<StatsDb>(WRITE_STATS_SQL, [...cols, at.toISOString()]);
  return enqueueCards(tx, res.rows.map(toStatsRow), at);
}

export function createCorrectionsRepo() {
  return {
    /** pick.corrected, inside the consumer's transaction (same lock order as settlement). */
    async correct(tx: Queryable, c: EventData<'pick.corrected'>, at: Date): Promise<CorrectResult> {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':settlement'))`);
      const { rows } = await tx.query<{ result_revision: number }>('SELECT result_revision FROM picks WHERE pick_id = $1 FOR UPDATE', [c.pickId]);
      const pick = rows[0];
      if (!pick) {
        // Nobody can have decided on a pick this service does not know: keep the result for when it is published.
        await tx.query(
          `INSERT INTO early_grades (pick_id, result, final_score, graded_at, event_id) VALUES ($1, $2, $3, $4, gen_random_uuid())
           ON CONFLICT (pick_id) DO UPDATE SET result = EXCLUDED.result, final_score = EXCLUDED.final_score`,
          [c.pickId, c.newResult, c.newFinalScore, c.correctedAt],
        );
        return { kind: 'unknown_pick' };
      }
      const first = await tx.query(
        `INSERT INTO applied_corrections (correction_id, pick_id, revision, old_result, new_result) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [c.correctionId, c.pickId, c.revision, c.oldResult, c.newResult],
      );
      if ((first.rowCount ?? 0) === 0) return { kind: 'already_applied' };
      if (c.revision <= pick.result_revision) return { kind: 'stale', held: pick.result_revision };
      await tx.query(
        `UPDATE picks SET result = $2, final_score = NULLIF($3, ''), graded_at = COALESCE(graded_at, $4::timestamptz), result_revision = $5, updated_at = now()
         WHERE pick_id = $1`,
        [c.pickId, c.newResult, c.newFinalScore, c.correctedAt, c.revision],
      );
      const changed = await tx.query<{ user_id: string }>(RESETTLE_SQL, [c.pickId, at.toISOString()]);
      const users = [...new Set(changed.rows.map((r) => r.user_id))].sort();
      const written = await replayUsers(tx, users, at);
      await tx.query('UPDATE applied_corrections SET decisions = $2, users = $3 WHERE correction_id = $1', [c.correctionId, changed.rows.length, written]);
      if (written > 0) {
        await tx.query('INSERT INTO leaderboard_refresh (pick_id) VALUES ($1) ON CONFLICT DO NOTHING', [c.pickId]);
        await tx.query(`SELECT pg_notify('outbox', current_schema())`);
      }
      return { kind: 'resettled', decisions: changed.rows.length, users: written };
    },
  };
}

export type CorrectionsRepo = ReturnType<typeof createCorrectionsRepo>;
