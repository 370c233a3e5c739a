// Decisions and user stats in Postgres. Deciding is ONE statement for a batch of decisions by
// different users: lock their picks against a concurrent grading (FOR KEY SHARE), insert the
// decisions (the primary key on (user, pick) decides repeats and races), settle at once those whose
// pick is already graded and update each user's stats row, and read what each changed user's
// BetCard counts (their decisions with the picks' leagues and prices); then, in the same
// transaction, each card is built (buildBetCard) and goes to the outbox as user-stats.updated
// (card-events.ts). Rows are written in (user, pick) order so that concurrent batches take their
// row locks in one order.
import type { Decision, GameOutcome } from '@gary/betting';
import { withTransaction, type Pool, type Queryable } from '@gary/platform';
import type { CardDecision, Outcome, StatsRow } from '../domain/bet-card';
import type { LimitHit } from '../domain/limits';
import type { Buckets } from '../domain/periods';
import { cardDecisionsOf, enqueueCards, toStatsRow, type StatsDb } from './card-events';
import { BOARD_COLUMNS, periodCountsSql, toBoardData, type BoardRowDb, type UserBoardData } from './leaderboard-source';
import { nextStreakSql, outcomeSql, RECENT_KEEP, recentEntrySql } from './sql-rules';

export { toStatsRow };

const EXCLUDED_OUTCOME = `(CASE WHEN EXCLUDED.win_count = 1 THEN 'win' WHEN EXCLUDED.loss_count = 1 THEN 'loss' ELSE 'none' END)`;

/**
 * $1 user ids, $2 pick ids, $3 ride|fade (arrays of one length, at most one entry per user), $4 now,
 * $5 the Eastern date of now, $6 and $7 the first days of the current week and month, $8 true when
 * the caller is the guarded path (the user's plan row is locked and their limits checked). One row per
 * input entry, in input order. The period counts read the snapshot before this statement, so the
 * new decision (made today, hence in both periods) is added to them by the caller. A made
 * decision's row also carries the user's new stats row (stats_*) and card_decisions, what their card
 * counts: [decision, outcome, league, price, pick result, stake] of each of their decisions that is
 * not void, the new one last (the statement's snapshot does not hold it, so it is added here).
 */
export const DECIDE_SQL = `
WITH input AS (
  SELECT i.user_id, i.pick_id, i.decision, i.ord
  FROM unnest($1::uuid[], $2::text[], $3::text[]) WITH ORDINALITY AS i(user_id, pick_id, decision, ord)
),
pick AS (
  SELECT pick_id, matchup, game_time, result, league, odds, settled_odds FROM picks WHERE pick_id = ANY($2::text[]) ORDER BY pick_id FOR KEY SHARE
),
made AS (
  INSERT INTO decisions (user_id, pick_id, decision, outcome, decided_at, decided_on, settled_at)
  SELECT i.user_id, p.pick_id, i.decision, ${outcomeSql('i.decision', 'p.result')}, $4::timestamptz, $5::date,
         CASE WHEN p.result IS NULL THEN NULL ELSE $4::timestamptz END
  FROM input i JOIN pick p ON p.pick_id = i.pick_id
  WHERE p.game_time > $4::timestamptz AND p.result IS DISTINCT FROM 'void'
    -- A user with a play plan (limits, a stake) decides through the guarded path ($8: this is it).
    AND ($8::boolean OR NOT EXISTS (SELECT 1 FROM play_plans g WHERE g.user_id = i.user_id))
  ORDER BY i.user_id, i.pick_id
  ON CONFLICT (user_id, pick_id) DO NOTHING
  RETURNING user_id, pick_id, decision, outcome
),
entry AS (
  SELECT m.user_id, m.decision, m.outcome,
         ${recentEntrySql({ pickId: 'm.pick_id', matchup: 'p.matchup', decision: 'm.decision', at: '$4::timestamptz', outcome: 'm.outcome', result: 'p.result' })} AS recent
  FROM made m JOIN pick p ON p.pick_id = m.pick_id
),
stats AS (
  INSERT INTO user_stats AS u (user_id, total_picks, ride_count, fade_count, win_count, loss_count, push_count,
                               current_streak, longest_streak, last_result, recent_results, version, updated_at)
  SELECT e.user_id, 1, (e.decision = 'ride')::int, (e.decision = 'fade')::int,
         (e.outcome = 'win')::int, (e.outcome = 'loss')::int, (e.outcome = 'push')::int,
         ${nextStreakSql('0', 'e.outcome')}, GREATEST(0, ${nextStreakSql('0', 'e.outcome')}),
         CASE WHEN e.outcome IN ('win', 'loss') THEN e.outcome END, jsonb_build_array(e.recent), 1, $4::timestamptz
  FROM entry e
  ORDER BY e.user_id
  ON CONFLICT (user_id) DO UPDATE SET
    total_picks = u.total_picks + 1,
    ride_count = u.ride_count + EXCLUDED.ride_count,
    fade_count = u.fade_count + EXCLUDED.fade_count,
    win_count = u.win_count + EXCLUDED.win_count,
    loss_count = u.loss_count + EXCLUDED.loss_count,
    push_count = u.push_count + EXCLUDED.push_count,
    current_streak = ${nextStreakSql('u.current_streak', EXCLUDED_OUTCOME)},
    longest_streak = GREATEST(u.longest_streak, ${nextStreakSql('u.current_streak', EXCLUDED_OUTCOME)}),
    last_result = COALESCE(EXCLUDED.last_result, u.last_result),
    recent_results = jsonb_path_query_array(EXCLUDED.recent_results || u.recent_results, '$[0 to ${RECENT_KEEP - 1}]'),
    version = u.version + 1,
    updated_at = EXCLUDED.updated_at
  RETURNING u.*
)
SELECT i.ord, (p.pick_id IS NOT NULL) AS pick_found, m.decision, m.outcome,
       u.longest_streak AS stats_longest_streak, u.last_result AS stats_last_result,
       u.recent_results AS stats_recent_results, u.updated_at AS stats_updated_at,
       (NOT $8::boolean AND EXISTS (SELECT 1 FROM play_plans g WHERE g.user_id = i.user_id)) AS guarded,
       ${BOARD_COLUMNS},
       cd.prior || jsonb_build_array(jsonb_build_array(m.decision, m.outcome, p.league, COALESCE(p.settled_odds, p.odds), p.result, 1)) AS card_decisions
FROM input i
LEFT JOIN pick p ON p.pick_id = i.pick_id
LEFT JOIN made m ON m.user_id = i.user_id AND m.pick_id = i.pick_id
LEFT JOIN stats u ON u.user_id = m.user_id
LEFT JOIN LATERAL (${periodCountsSql('i.user_id', '$6::date', '$7::date')}) c ON m.decision IS NOT NULL
LEFT JOIN LATERAL (
  SELECT COALESCE(jsonb_agg(jsonb_build_array(d.decision, d.outcome, dp.league, COALESCE(dp.settled_odds, dp.odds), dp.result, d.stake_units::float8)), '[]'::jsonb) AS prior
  FROM decisions d JOIN picks dp ON dp.pick_id = d.pick_id
  WHERE d.user_id = m.user_id AND d.outcome <> 'void'
) cd ON m.decision IS NOT NULL
ORDER BY i.ord`;

/** What one decision asks: the user (at most once per batch), the pick and ride or fade. */
export interface DecideItem {
  userId: string;
  pickId: string;
  decision: Decision;
  /** The trace the decision was asked in (its stats event carries it). */
  traceparent?: string;
}

export type DecideResult =
  | { kind: 'made'; decision: Decision; outcome: Outcome; board: UserBoardData }
  | { kind: 'exists'; decision: Decision; outcome: Outcome }
  | { kind: 'unknown_pick' }
  | { kind: 'closed' }
  /** The user has a play plan: decide again through the guarded path (guarded-decide.ts). */
  | { kind: 'guarded' }
  | { kind: 'limit'; hit: LimitHit };

export interface MineRow {
  pickId: string;
  decision: Decision;
  outcome: Outcome;
  createdAt: string;
  /** Empty while pending. */
  settledAt: string;
  stakeUnits: number;
  /** The price units count at: a parlay won with a leg dropped pays its settled price (0005). */
  countedOdds: number;
  pick: { pick: string; league: string; matchup: string; gameTime: string; result: GameOutcome | null; odds: number };
}

interface DecideRowDb {
  pick_found: boolean;
  guarded: boolean;
  decision: Decision | null;
  outcome: Outcome | null;
  stats_longest_streak: number;
  stats_last_result: 'win' | 'loss' | null;
  stats_recent_results: StatsDb['recent_results'];
  stats_updated_at: Date;
  /** [decision, outcome, league, price, pick result, stake] per decision the card counts; null unless made. */
  card_decisions: [Decision, Outcome, string, number, GameOutcome | null, number][] | null;
}

const cardDecisionsOfRow = (r: DecideRowDb): CardDecision[] =>
  (r.card_decisions ?? []).map(([decision, outcome, league, pickOdds, pickResult, stakeUnits]) => ({ decision, outcome, league, pickOdds, pickResult, stakeUnits }));

/** The user's new stats row, from a made decision's row of DECIDE_SQL. */
const changedStats = (r: BoardRowDb & DecideRowDb): StatsRow =>
  toStatsRow({
    user_id: r.user_id,
    username: r.username,
    total_picks: r.total_picks,
    ride_count: r.ride_count,
    fade_count: r.fade_count,
    win_count: r.win_count,
    loss_count: r.loss_count,
    push_count: r.push_count,
    current_streak: r.current_streak,
    longest_streak: r.stats_longest_streak,
    last_result: r.stats_last_result,
    recent_results: r.stats_recent_results,
    version: r.version,
    updated_at: r.stats_updated_at,
  });

const isPool = (db: Queryable): db is Pool => typeof (db as Partial<Pool>).connect === 'function' && typeof (db as Partial<Pool>).totalCount === 'number';

type PreparedQuery = <R>(q: { name: string; text: string; values: unknown[] }) => Promise<{ rows: R[] }>;

function withNewDecision(b: UserBoardData, decision: Decision, outcome: Outcome): UserBoardData {
  const add = (c: UserBoardData['week']) => ({
    total: c.total + 1,
    rides: c.rides + (decision === 'ride' ? 1 : 0),
    fades: c.fades + (decision === 'fade' ? 1 : 0),
    wins: c.wins + (outcome === 'win' ? 1 : 0),
    losses: c.losses + (outcome === 'loss' ? 1 : 0),
    pushes: c.pushes + (outcome === 'push' ? 1 : 0),
  });
  return { ...b, week: add(b.week), month: add(b.month) };
}

export function createDecisionsRepo(db: Queryable) {
  /** The decisions already on record for (user, pick) pairs, in the pairs' order (null where none). */
  async function existingMany(pairs: readonly { userId: string; pickId: string }[]): Promise<({ decision: Decision; outcome: Outcome } | null)[]> {
    const { rows } = await db.query<{ ord: string; decision: Decision; outcome: Outcome }>(
      `SELECT k.ord, d.decision, d.outcome
       FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS k(user_id, pick_id, ord)
       JOIN decisions d ON d.user_id = k.user_id AND d.pick_id = k.pick_id`,
      [pairs.map((p) => p.userId), pairs.map((p) => p.pickId)],
    );
    const found: ({ decision: Decision; outcome: Outcome } | null)[] = pairs.map(() => null);
    for (const r of rows) found[Number(r.ord) - 1] = { decision: r.decision, outcome: r.outcome };
    return found;
  }

  return {
    /**
     * Decides a batch in one statement; answers in input order. A user may appear once per batch
     * (their stats row is updated once per statement): DecideBatcher keeps to that.
     */
    async decideMany(items: readonly DecideItem[], at: Date, buckets: Buckets, guardChecked = false): Promise<DecideResult[]> {
      if (items.length === 0) return [];
      type Row = BoardRowDb & DecideRowDb;
      const decideAndPublish = async (q: Queryable): Promise<Row[]> => {
        // A named statement: parsed and planned once per connection, not on each of thousands of calls.
        const { rows } = await (q as Queryable & { query: PreparedQuery }).query<Row>({
          name: 'decisions.decide',
          text: DECIDE_SQL,
          values: [items.map((i) => i.userId), items.map((i) => i.pickId), items.map((i) => i.decision), at.toISOString(), buckets.today, buckets.week, buckets.month, guardChecked],
        });
        // Each card event carries the trace of the decide that made it (a batch holds many requests).
        const made = rows.flatMap((r, i) => (r.decision !== null ? [{ row: changedStats(r), decisions: cardDecisionsOfRow(r), traceparent: items[i]?.traceparent }] : []));
        // The statement read each card's decisions in its snapshot. A decision of the same user that
        // committed while the statement waited on their stats row is counted in the row but not in
        // that snapshot (every decision that is not void is one of total_picks): those cards are read
        // again, now that this transaction holds the row.
        const read = new Map(made.filter((m) => m.decisions.length === m.row.totalPicks).map((m) => [m.row.userId, m.decisions]));
        await enqueueCards(q, made.map((m) => m.row), at, made.map((m) => m.traceparent), read);
        return rows;
      };
      // Deciding and its events commit together: in one transaction from the pool, or in the caller's.
      const rows = isPool(db) ? await withTransaction(db, decideAndPublish) : await decideAndPublish(db);
      if (rows.length !== items.length) throw new Error(`decide statement answered ${rows.length} rows for ${items.length} decisions`);
      const results: DecideResult[] = [];
      const lookups: number[] = [];
      rows.forEach((r, i) => {
        if (r.guarded) results[i] = { kind: 'guarded' };
        else if (r.decision && r.outcome) results[i] = { kind: 'made', decision: r.decision, outcome: r.outcome, board: withNewDecision(toBoardData(r), r.decision, r.outcome) };
        else if (!r.pick_found) results[i] = { kind: 'unknown_pick' };
        else lookups.push(i);
      });
      // A repeat, or a race lost to a decision committed while this statement waited on it; else
      // the insert was filtered out because the game has started.
      if (lookups.length > 0) {
        const prior = await existingMany(lookups.map((i) => items[i]!));
        lookups.forEach((i, k) => {
          const p = prior[k];
          results[i] = p ? { kind: 'exists', ...p } : { kind: 'closed' };
        });
      }
      return results;
    },

    async listMine(userId: string, limit: number): Promise<MineRow[]> {
      const { rows } = await db.query<{
        pick_id: string;
        decision: Decision;
        outcome: Outcome;
        decided_at: Date;
        settled_at: Date | null;
        stake_units: string;
        pick: string;
        league: string;
        matchup: string;
        game_time: Date;
        result: GameOutcome | null;
        odds: number;
        counted_odds: number;
      }>(
        `SELECT d.pick_id, d.decision, d.outcome, d.decided_at, d.settled_at, d.stake_units, p.pick, p.league, p.matchup, p.game_time, p.result, p.odds,
                COALESCE(p.settled_odds, p.odds) AS counted_odds
         FROM decisions d JOIN picks p ON p.pick_id = d.pick_id
         WHERE d.user_id = $1 ORDER BY d.decided_at DESC, d.pick_id LIMIT $2`,
        [userId, limit],
      );
      return rows.map((r) => ({
        pickId: r.pick_id,
        decision: r.decision,
        outcome: r.outcome,
        createdAt: r.decided_at.toISOString(),
        settledAt: r.settled_at?.toISOString() ?? '',
        stakeUnits: Number(r.stake_units),
        countedOdds: r.counted_odds,
        pick: { pick: r.pick, league: r.league, matchup: r.matchup, gameTime: r.game_time.toISOString(), result: r.result, odds: r.odds },
      }));
    },

    async stats(userId: string): Promise<StatsRow | null> {
      const { rows } = await db.query<StatsDb>('SELECT * FROM user_stats WHERE user_id = $1', [userId]);
      return rows[0] ? toStatsRow(rows[0]) : null;
    },

    async cardDecisions(userId: string): Promise<CardDecision[]> {
      return (await cardDecisionsOf(db, [userId])).get(userId) ?? [];
    },

    /** user.registered: the stats row with all counters zero, or the username on one a decision made first. */
    async registerUser(userId: string, username: string): Promise<void> {
      await db.query(
        // Never for a member who deleted their account (a redelivered user.registered after user.deleted).
        `INSERT INTO user_stats (user_id, username) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM deleted_users WHERE user_id = $1)
         ON CONFLICT (user_id) DO UPDATE SET username = EXCLUDED.username, version = user_stats.version + 1`,
        [userId, username],
      );
    },
  };
}

export type DecisionsRepo = ReturnType<typeof createDecisionsRepo>;
