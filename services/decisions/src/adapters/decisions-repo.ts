// Decisions and user stats in Postgres. Deciding is ONE statement for a batch of decisions by
// different users: lock their picks against a concurrent grading (FOR KEY SHARE), insert the
// decisions (the primary key on (user, pick) decides repeats and races), settle at once those whose
// pick is already graded, update each user's stats row and write user-stats.updated to the outbox.
// One round trip, atomic without BEGIN/COMMIT; rows are written in (user, pick) order so that
// concurrent batches take their row locks in one order.
import type { Decision, GameOutcome } from '@gary/betting';
import type { Queryable } from '@gary/platform';
import type { CardDecision, Outcome, RecentResult, StatsRow } from '../domain/bet-card';
import type { Buckets } from '../domain/periods';
import { BOARD_COLUMNS, periodCountsSql, toBoardData, type BoardRowDb, type UserBoardData } from './leaderboard-source';
import { nextStreakSql, outcomeSql, RECENT_KEEP, recentEntrySql, statsEventsInsertSql } from './sql-rules';

const EXCLUDED_OUTCOME = `(CASE WHEN EXCLUDED.win_count = 1 THEN 'win' WHEN EXCLUDED.loss_count = 1 THEN 'loss' ELSE 'none' END)`;

/**
 * $1 user ids, $2 pick ids, $3 ride|fade (arrays of one length, at most one entry per user), $4 now,
 * $5 the Eastern date of now, $6 and $7 the first days of the current week and month. One row per
 * input entry, in input order. The period counts read the snapshot before this statement, so the
 * new decision (made today, hence in both periods) is added to them by the caller.
 */
export const DECIDE_SQL = `
WITH input AS (
  SELECT i.user_id, i.pick_id, i.decision, i.ord
  FROM unnest($1::uuid[], $2::text[], $3::text[]) WITH ORDINALITY AS i(user_id, pick_id, decision, ord)
),
pick AS (
  SELECT pick_id, matchup, game_time, result FROM picks WHERE pick_id = ANY($2::text[]) ORDER BY pick_id FOR KEY SHARE
),
made AS (
  INSERT INTO decisions (user_id, pick_id, decision, outcome, decided_at, decided_on, settled_at)
  SELECT i.user_id, p.pick_id, i.decision, ${outcomeSql('i.decision', 'p.result')}, $4::timestamptz, $5::date,
         CASE WHEN p.result IS NULL THEN NULL ELSE $4::timestamptz END
  FROM input i JOIN pick p ON p.pick_id = i.pick_id
  WHERE p.game_time > $4::timestamptz AND p.result IS DISTINCT FROM 'void'
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
),
events AS (${statsEventsInsertSql('stats', '$4::timestamptz')})
SELECT i.ord, (p.pick_id IS NOT NULL) AS pick_found, m.decision, m.outcome,
       (SELECT count(*) FROM events)::int AS events,
       ${BOARD_COLUMNS}
FROM input i
LEFT JOIN pick p ON p.pick_id = i.pick_id
LEFT JOIN made m ON m.user_id = i.user_id AND m.pick_id = i.pick_id
LEFT JOIN stats u ON u.user_id = m.user_id
LEFT JOIN LATERAL (${periodCountsSql('i.user_id', '$6::date', '$7::date')}) c ON m.decision IS NOT NULL
ORDER BY i.ord`;

/** What one decision asks: the user (at most once per batch), the pick and ride or fade. */
export interface DecideItem {
  userId: string;
  pickId: string;
  decision: Decision;
}

export type DecideResult =
  | { kind: 'made'; decision: Decision; outcome: Outcome; board: UserBoardData }
  | { kind: 'exists'; decision: Decision; outcome: Outcome }
  | { kind: 'unknown_pick' }
  | { kind: 'closed' };

export interface MineRow {
  pickId: string;
  decision: Decision;
  outcome: Outcome;
  createdAt: string;
  pick: { pick: string; league: string; matchup: string; gameTime: string; result: GameOutcome | null; odds: number };
}

interface StatsDb {
  user_id: string;
  username: string;
  total_picks: number;
  ride_count: number;
  fade_count: number;
  win_count: number;
  loss_count: number;
  push_count: number;
  current_streak: number;
  longest_streak: number;
  last_result: 'win' | 'loss' | null;
  recent_results: RecentResult[];
}

export function toStatsRow(r: StatsDb): StatsRow {
  return {
    userId: r.user_id,
    username: r.username,
    totalPicks: r.total_picks,
    rideCount: r.ride_count,
    fadeCount: r.fade_count,
    winCount: r.win_count,
    lossCount: r.loss_count,
    pushCount: r.push_count,
    currentStreak: r.current_streak,
    longestStreak: r.longest_streak,
    lastResult: r.last_result,
    recentResults: Array.isArray(r.recent_results) ? r.recent_results : [],
  };
}

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
    async decideMany(items: readonly DecideItem[], at: Date, buckets: Buckets): Promise<DecideResult[]> {
      if (items.length === 0) return [];
      // A named statement: parsed and planned once per connection, not on each of thousands of calls.
      const { rows } = await (db as Queryable & { query: PreparedQuery }).query<BoardRowDb & { pick_found: boolean; decision: Decision | null; outcome: Outcome | null }>({
        name: 'decisions.decide',
        text: DECIDE_SQL,
        values: [items.map((i) => i.userId), items.map((i) => i.pickId), items.map((i) => i.decision), at.toISOString(), buckets.today, buckets.week, buckets.month],
      });
      if (rows.length !== items.length) throw new Error(`decide statement answered ${rows.length} rows for ${items.length} decisions`);
      const results: DecideResult[] = [];
      const lookups: number[] = [];
      rows.forEach((r, i) => {
        if (r.decision && r.outcome) results[i] = { kind: 'made', decision: r.decision, outcome: r.outcome, board: withNewDecision(toBoardData(r), r.decision, r.outcome) };
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
        pick: string;
        league: string;
        matchup: string;
        game_time: Date;
        result: GameOutcome | null;
        odds: number;
      }>(
        `SELECT d.pick_id, d.decision, d.outcome, d.decided_at, p.pick, p.league, p.matchup, p.game_time, p.result, p.odds
         FROM decisions d JOIN picks p ON p.pick_id = d.pick_id
         WHERE d.user_id = $1 ORDER BY d.decided_at DESC, d.pick_id LIMIT $2`,
        [userId, limit],
      );
      return rows.map((r) => ({
        pickId: r.pick_id,
        decision: r.decision,
        outcome: r.outcome,
        createdAt: r.decided_at.toISOString(),
        pick: { pick: r.pick, league: r.league, matchup: r.matchup, gameTime: r.game_time.toISOString(), result: r.result, odds: r.odds },
      }));
    },

    async stats(userId: string): Promise<StatsRow | null> {
      const { rows } = await db.query<StatsDb>('SELECT * FROM user_stats WHERE user_id = $1', [userId]);
      return rows[0] ? toStatsRow(rows[0]) : null;
    },

    async cardDecisions(userId: string): Promise<CardDecision[]> {
      const { rows } = await db.query<{ decision: Decision; outcome: Outcome; league: string; odds: number; result: GameOutcome | null }>(
        `SELECT d.decision, d.outcome, p.league, p.odds, p.result
         FROM decisions d JOIN picks p ON p.pick_id = d.pick_id WHERE d.user_id = $1 AND d.outcome <> 'void'`,
        [userId],
      );
      return rows.map((r) => ({ decision: r.decision, outcome: r.outcome, league: r.league, pickOdds: r.odds, pickResult: r.result }));
    },

    /** user.registered: the stats row with all counters zero, or the username on one a decision made first. */
    async registerUser(userId: string, username: string): Promise<void> {
      await db.query(
        `INSERT INTO user_stats (user_id, username) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET username = EXCLUDED.username, version = user_stats.version + 1`,
        [userId, username],
      );
    },
  };
}

export type DecisionsRepo = ReturnType<typeof createDecisionsRepo>;
