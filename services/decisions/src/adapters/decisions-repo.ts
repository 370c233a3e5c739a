// Decisions and user stats in Postgres. A decision is ONE statement: lock the pick against a
// concurrent grading (FOR KEY SHARE), insert the decision (the primary key on (user, pick) decides
// repeats and races), settle it at once when the pick is already graded, update the user's stats
// row and write user-stats.updated to the outbox. One round trip, atomic without BEGIN/COMMIT.
import type { Decision, GameOutcome } from '@gary/betting';
import type { Queryable } from '@gary/platform';
import type { CardDecision, Outcome, RecentResult, StatsRow } from '../domain/bet-card';
import type { Buckets } from '../domain/periods';
import { BOARD_COLUMNS, periodCountsSql, toBoardData, type BoardRowDb, type UserBoardData } from './leaderboard-source';
import { nextStreakSql, outcomeSql, RECENT_KEEP, recentEntrySql, statsEventsInsertSql } from './sql-rules';

const EXCLUDED_OUTCOME = `(CASE WHEN EXCLUDED.win_count = 1 THEN 'win' WHEN EXCLUDED.loss_count = 1 THEN 'loss' ELSE 'none' END)`;

/**
 * $1 user id, $2 pick id, $3 ride|fade, $4 now, $5 the Eastern date of now, $6 and $7 the first days
 * of the current week and month. The period counts read the snapshot before this statement, so the
 * new decision (made today, hence in both periods) is added to them by the caller.
 */
export const DECIDE_SQL = `
WITH pick AS (
  SELECT pick_id, matchup, game_time, result FROM picks WHERE pick_id = $2::text FOR KEY SHARE
),
made AS (
  INSERT INTO decisions (user_id, pick_id, decision, outcome, decided_at, decided_on, settled_at)
  SELECT $1::uuid, p.pick_id, $3::text, ${outcomeSql('$3::text', 'p.result')}, $4::timestamptz, $5::date,
         CASE WHEN p.result IS NULL THEN NULL ELSE $4::timestamptz END
  FROM pick p
  WHERE p.game_time > $4::timestamptz
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
SELECT (SELECT count(*) FROM pick)::int AS pick_found,
       m.decision, m.outcome,
       (SELECT count(*) FROM events)::int AS events,
       ${BOARD_COLUMNS}
FROM (VALUES (1)) one
LEFT JOIN made m ON true
LEFT JOIN stats u ON true
LEFT JOIN LATERAL (${periodCountsSql('$1::uuid', '$6::date', '$7::date')}) c ON m.decision IS NOT NULL`;

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
  });
  return { ...b, week: add(b.week), month: add(b.month) };
}

export function createDecisionsRepo(db: Queryable) {
  async function existing(userId: string, pickId: string): Promise<{ decision: Decision; outcome: Outcome } | null> {
    const { rows } = await db.query<{ decision: Decision; outcome: Outcome }>(
      'SELECT decision, outcome FROM decisions WHERE user_id = $1 AND pick_id = $2',
      [userId, pickId],
    );
    return rows[0] ?? null;
  }

  return {
    existing,

    async decide(a: { userId: string; pickId: string; decision: Decision; at: Date; buckets: Buckets }): Promise<DecideResult> {
      // A named statement: parsed and planned once per connection, not on each of thousands of calls.
      const { rows } = await (db as Queryable & { query: PreparedQuery }).query<BoardRowDb & { pick_found: number; decision: Decision | null; outcome: Outcome | null }>({
        name: 'decisions.decide',
        text: DECIDE_SQL,
        values: [a.userId, a.pickId, a.decision, a.at.toISOString(), a.buckets.today, a.buckets.week, a.buckets.month],
      });
      const r = rows[0];
      if (!r) throw new Error('decide statement returned no row');
      if (r.decision && r.outcome) return { kind: 'made', decision: r.decision, outcome: r.outcome, board: withNewDecision(toBoardData(r), r.decision, r.outcome) };
      if (r.pick_found === 0) return { kind: 'unknown_pick' };
      // A repeat, or a race lost to a decision committed while this statement waited on it; else
      // the insert was filtered out because the game has started.
      const prior = await existing(a.userId, a.pickId);
      if (prior) return { kind: 'exists', ...prior };
      return { kind: 'closed' };
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
         FROM decisions d JOIN picks p ON p.pick_id = d.pick_id WHERE d.user_id = $1`,
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
