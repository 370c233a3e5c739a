// The picks projection (pick.published, pick.graded) and settlement. Settling a pick is ONE
// set-based statement: every pending decision on it becomes win, loss or push, each affected
// user's stats row takes the streak rules, and one user-stats.updated per user, carrying their whole
// new BetCard (card-sql.ts), goes to the outbox, whether 3 users decided on the pick or 300,000:
// each user's decisions are read once, and no row goes to Node and back.
import { decimalToAmerican } from '@gary/betting';
import type { EventData } from '@gary/contracts';
import type { Queryable } from '@gary/platform';
import { currentTraceparent, tracingEnabled } from '@gary/platform';
import { betCardSql, CARD_AGGREGATES_SQL, gradedPickUnits } from './card-sql';
import { isoSql, nextStreakSql, outcomeSql, settleRecentSql } from './sql-rules';

/**
 * $1 the pick's id, as an array of one: the service settles one pick a statement, in turn (the
 * benchmark runs this same statement once over a whole slate whose users each decided one of its
 * picks: the floor the service is measured against). $2 now, $3..$6 the graded picks' units
 * (card-sql.ts, PickUnits), $7 the trace the events carry (null: none). Settles the pick's pending
 * decisions against its stored result, each changed stats row, and writes each changed user's card
 * to the outbox (waking the relay when the transaction commits); answers how many decisions and
 * users it settled (0: nothing was pending).
 */
export const SETTLE_SQL = `
WITH settled AS (
  UPDATE decisions d
  SET outcome = ${outcomeSql('d.decision', 'p.result')}, settled_at = $2::timestamptz
  FROM picks p
  WHERE p.pick_id = ANY($1::text[]) AND p.result IS NOT NULL AND d.pick_id = p.pick_id AND d.outcome = 'pending'
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
${CARD_AGGREGATES_SQL.trim()},
events AS (
  SELECT gen_random_uuid() AS id, s.user_id::text AS key, ${betCardSql('s', 'c')} AS card
  FROM stats s LEFT JOIN cards c ON c.user_id = s.user_id
),
ins AS (
  INSERT INTO outbox (id, topic, key, envelope)
  SELECT e.id, 'user-stats.updated', e.key,
         jsonb_build_object('id', e.id, 'type', 'user-stats.updated', 'version', 1, 'occurredAt', ${isoSql('$2::timestamptz')},
                            'source', 'decisions', 'key', e.key, 'data', e.card)
         || CASE WHEN $7::text IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('traceparent', $7::text) END
  FROM events e
  RETURNING 1
)
SELECT (SELECT count(*) FROM settled)::int AS decisions, (SELECT count(*) FROM ins)::int AS users,
       (SELECT count(*) FROM (SELECT pg_notify('outbox', current_schema()) FROM ins LIMIT 1) n)::int AS woke`;

/**
 * Memory for SETTLE_SQL's sorts and hashes, for its transaction only: they hold every rider of the
 * pick, and at 100,000 riders the server's default (4 MB) spills them to disk (a settlement of 10,000
 * riders ran in 0.91 s instead of 1.05). Settlements take turns, so one at a time asks for this.
 */
export const SETTLE_WORK_MEM_SQL = "SET LOCAL work_mem = '64MB'";

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
                            result, final_score, graded_at, classification)
         SELECT $1, $2::date, $3, $4, $5, $6::timestamptz, $7, $8, $9::timestamptz, g.result, g.final_score, g.graded_at, $10
         FROM (VALUES (1)) one LEFT JOIN early_grades g ON g.pick_id = $1
         ON CONFLICT (pick_id) DO UPDATE SET
           pick_date = EXCLUDED.pick_date, league = EXCLUDED.league, event_id = EXCLUDED.event_id,
           matchup = EXCLUDED.matchup, game_time = EXCLUDED.game_time, pick = EXCLUDED.pick, odds = EXCLUDED.odds,
           published_at = EXCLUDED.published_at, classification = EXCLUDED.classification, updated_at = now()`,
        [p.pickId, p.date, p.league, p.eventId, p.matchup, p.gameTime, p.pick, p.odds, p.publishedAt, p.classification ?? null],
      );
    },

    /**
     * The price a won parlay paid when a leg dropped out (pushed or void): its legs that stood, as
     * parlay.graded gives it (decimal). Null (lost, push, or nothing dropped) counts the published price.
     */
    async setSettledPrice(tx: Queryable, pickId: string, settledDecimal: number | null): Promise<void> {
      const american = settledDecimal === null ? null : decimalToAmerican(settledDecimal);
      const settled = american?.ok ? american.value : null;
      await tx.query('UPDATE picks SET settled_odds = NULLIF($2::integer, odds) WHERE pick_id = $1', [pickId, settled]);
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
      await tx.query(SETTLE_WORK_MEM_SQL);
      const u = await gradedPickUnits(tx);
      const traceparent = tracingEnabled() ? (currentTraceparent() ?? null) : null;
      const settled = await tx.query<{ decisions: number; users: number }>(SETTLE_SQL, [[g.pickId], at.toISOString(), u.pickIds, u.ride, u.fade, u.ridingAll, traceparent]);
      const n = { decisions: settled.rows[0]?.decisions ?? 0, users: settled.rows[0]?.users ?? 0 };
      if (n.users > 0) await tx.query('INSERT INTO leaderboard_refresh (pick_id) VALUES ($1) ON CONFLICT DO NOTHING', [g.pickId]);
      return { kind: 'settled', decisions: n.decisions, users: n.users };
    },
  };
}

export type PicksRepo = ReturnType<typeof createPicksRepo>;
