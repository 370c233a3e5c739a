// The picks projection (pick.published, pick.graded) and settlement. Settling a pick is ONE
// set-based statement: every pending decision on it becomes win, loss or push, each affected
// user's stats row takes the streak rules, and one user-stats.updated per user goes to the outbox,
// whether 3 users decided on the pick or 300,000.
import type { EventData } from '@gary/contracts';
import { currentTraceparent, type Queryable } from '@gary/platform';
import { nextStreakSql, outcomeSql, settleRecentSql, statsEventsInsertSql } from './sql-rules';

/** $1 pick id, $2 now, $3 the trace context of the grading (NULL for none). Settles the pick's pending decisions against its stored result. */
export const SETTLE_SQL = `
WITH settled AS (
  UPDATE decisions d
  SET outcome = ${outcomeSql('d.decision', 'p.result')}, settled_at = $2::timestamptz
  FROM picks p
  WHERE p.pick_id = $1::text AND p.result IS NOT NULL AND d.pick_id = p.pick_id AND d.outcome = 'pending'
  RETURNING d.user_id, d.pick_id, d.outcome, p.result AS pick_result
),
stats AS (
  UPDATE user_stats u SET
    win_count = u.win_count + (s.outcome = 'win')::int,
    loss_count = u.loss_count + (s.outcome = 'loss')::int,
    push_count = u.push_count + (s.outcome = 'push')::int,
    current_streak = ${nextStreakSql('u.current_streak', 's.outcome')},
    longest_streak = GREATEST(u.longest_streak, ${nextStreakSql('u.current_streak', 's.outcome')}),
    last_result = CASE WHEN s.outcome IN ('win', 'loss') THEN s.outcome ELSE u.last_result END,
    recent_results = ${settleRecentSql('u.recent_results', 's.pick_id', 's.outcome', 's.pick_result')},
    version = u.version + 1,
    updated_at = $2::timestamptz
  FROM settled s
  WHERE u.user_id = s.user_id
  RETURNING u.*
),
events AS (${statsEventsInsertSql('stats', '$2::timestamptz', '$3::text')})
SELECT (SELECT count(*) FROM settled)::int AS decisions, (SELECT count(*) FROM events)::int AS users`;

export type GradeResult =
  | { kind: 'settled'; decisions: number; users: number }
  | { kind: 'unknown_pick' }
  | { kind: 'already_graded' }
  | { kind: 'regrade_ignored'; stored: string };

export function createPicksRepo() {
  return {
    /** pick.published: insert or refresh the pick; a grade that arrived first is applied. */
    async upsertPublished(db: Queryable, p: EventData<'pick.published'>): Promise<void> {
      await db.query(
        `INSERT INTO picks (pick_id, pick_date, league, event_id, matchup, game_time, pick, odds, published_at,
                            result, final_score, graded_at)
         SELECT $1, $2::date, $3, $4, $5, $6::timestamptz, $7, $8, $9::timestamptz, g.result, g.final_score, g.graded_at
         FROM (VALUES (1)) one LEFT JOIN early_grades g ON g.pick_id = $1
         ON CONFLICT (pick_id) DO UPDATE SET
           pick_date = EXCLUDED.pick_date, league = EXCLUDED.league, event_id = EXCLUDED.event_id,
           matchup = EXCLUDED.matchup, game_time = EXCLUDED.game_time, pick = EXCLUDED.pick, odds = EXCLUDED.odds,
           published_at = EXCLUDED.published_at, updated_at = now()`,
        [p.pickId, p.date, p.league, p.eventId, p.matchup, p.gameTime, p.pick, p.odds, p.publishedAt],
      );
    },

    /**
     * pick.graded, inside the consumer's transaction. Settlements take one lock per schema, so two
     * picks of a slate graded at once cannot deadlock on users who decided on both, and streaks
     * follow one order. The pick row is locked FOR UPDATE, which waits for decisions being made on
     * it (they hold FOR KEY SHARE): a decision is either settled here or sees the result and is
     * settled at once.
     */
    async grade(tx: Queryable, g: EventData<'pick.graded'>, eventId: string, at: Date): Promise<GradeResult> {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':settlement'))`);
      const { rows } = await tx.query<{ result: string | null }>('SELECT result FROM picks WHERE pick_id = $1 FOR UPDATE', [g.pickId]);
      const pick = rows[0];
      if (!pick) {
        await tx.query(
          `INSERT INTO early_grades (pick_id, result, final_score, graded_at, event_id) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (pick_id) DO NOTHING`,
          [g.pickId, g.result, g.finalScore, g.gradedAt, eventId],
        );
        return { kind: 'unknown_pick' };
      }
      if (pick.result !== null) return pick.result === g.result ? { kind: 'already_graded' } : { kind: 'regrade_ignored', stored: pick.result };
      await tx.query('UPDATE picks SET result = $2, final_score = $3, graded_at = $4, updated_at = now() WHERE pick_id = $1', [
        g.pickId,
        g.result,
        g.finalScore,
        g.gradedAt,
      ]);
      const settled = await tx.query<{ decisions: number; users: number }>(SETTLE_SQL, [g.pickId, at.toISOString(), currentTraceparent() ?? null]);
      const n = settled.rows[0] ?? { decisions: 0, users: 0 };
      if (n.users > 0) {
        await tx.query('INSERT INTO leaderboard_refresh (pick_id) VALUES ($1) ON CONFLICT DO NOTHING', [g.pickId]);
        await tx.query(`SELECT pg_notify('outbox', current_schema())`);
      }
      return { kind: 'settled', decisions: n.decisions, users: n.users };
    },
  };
}

export type PicksRepo = ReturnType<typeof createPicksRepo>;
