// Reads for the leaderboard: each user's all-time counters and their counts in the current week
// and month (by decided_on, the Eastern date a decision was made), with the stats row's version,
// read in one snapshot so a newer version always carries newer numbers.
import type { Queryable } from '@gary/platform';
import type { Buckets } from '../domain/periods';
import type { PeriodCounts } from '../domain/leaderboard-rows';
import type { StatsDb } from './card-events';

export interface UserBoardData {
  userId: string;
  username: string;
  streak: number;
  version: number;
  all: PeriodCounts;
  week: PeriodCounts;
  month: PeriodCounts;
}

/** A user's decision counts in the current week ($w) and month ($m), as a LATERAL subquery (void decisions count nowhere). */
export const periodCountsSql = (user: string, w: string, m: string) => `
  SELECT count(*) FILTER (WHERE d.decided_on >= ${w}) AS w_total,
         count(*) FILTER (WHERE d.decided_on >= ${w} AND d.decision = 'ride') AS w_rides,
         count(*) FILTER (WHERE d.decided_on >= ${w} AND d.decision = 'fade') AS w_fades,
         count(*) FILTER (WHERE d.decided_on >= ${w} AND d.outcome = 'win') AS w_wins,
         count(*) FILTER (WHERE d.decided_on >= ${w} AND d.outcome = 'loss') AS w_losses,
         count(*) FILTER (WHERE d.decided_on >= ${w} AND d.outcome = 'push') AS w_pushes,
         count(*) FILTER (WHERE d.decided_on >= ${m}) AS m_total,
         count(*) FILTER (WHERE d.decided_on >= ${m} AND d.decision = 'ride') AS m_rides,
         count(*) FILTER (WHERE d.decided_on >= ${m} AND d.decision = 'fade') AS m_fades,
         count(*) FILTER (WHERE d.decided_on >= ${m} AND d.outcome = 'win') AS m_wins,
         count(*) FILTER (WHERE d.decided_on >= ${m} AND d.outcome = 'loss') AS m_losses,
         count(*) FILTER (WHERE d.decided_on >= ${m} AND d.outcome = 'push') AS m_pushes
  FROM decisions d
  WHERE d.user_id = ${user} AND d.decided_on >= LEAST(${w}, ${m}) AND d.outcome <> 'void'`;

/** The columns toBoardData reads: the stats row's, then the period counts (c). */
export const BOARD_COLUMNS = `u.user_id, u.username, u.current_streak, u.version,
       u.total_picks, u.ride_count, u.fade_count, u.win_count, u.loss_count, u.push_count,
       c.w_total, c.w_rides, c.w_fades, c.w_wins, c.w_losses, c.w_pushes,
       c.m_total, c.m_rides, c.m_fades, c.m_wins, c.m_losses, c.m_pushes`;

const body = (w: number, m: number) => `
SELECT ${BOARD_COLUMNS}
FROM t
JOIN user_stats u ON u.user_id = t.user_id
CROSS JOIN LATERAL (${periodCountsSql('u.user_id', `$${w}::date`, `$${m}::date`)}) c
ORDER BY u.user_id`;

const FOR_USERS = `WITH t AS (SELECT DISTINCT unnest($1::uuid[]) AS user_id) ${body(2, 3)}`;
const FOR_PICK = `WITH t AS (SELECT user_id FROM decisions WHERE pick_id = $1 AND user_id > $4::uuid ORDER BY user_id LIMIT $5) ${body(2, 3)}`;
// Only users with a graded decision can be on any board (a period's graded decision is an all-time one).
const FOR_ALL = `WITH t AS (SELECT user_id FROM user_stats WHERE win_count + loss_count + push_count > 0 AND user_id > $1::uuid ORDER BY user_id LIMIT $4) ${body(2, 3)}`;

/** A stats row's counters (as card-events reads them) with the period counts beside them. */
export interface BoardRowDb
  extends Pick<StatsDb, 'user_id' | 'username' | 'current_streak' | 'total_picks' | 'ride_count' | 'fade_count' | 'win_count' | 'loss_count' | 'push_count'> {
  version: string;
  [k: string]: unknown;
}

const n = (v: unknown) => Number(v ?? 0);

export function toBoardData(r: BoardRowDb): UserBoardData {
  return {
    userId: r.user_id,
    username: r.username,
    streak: r.current_streak,
    version: Number(r.version),
    all: { total: r.total_picks, rides: r.ride_count, fades: r.fade_count, wins: r.win_count, losses: r.loss_count, pushes: n(r.push_count) },
    week: { total: n(r.w_total), rides: n(r.w_rides), fades: n(r.w_fades), wins: n(r.w_wins), losses: n(r.w_losses), pushes: n(r.w_pushes) },
    month: { total: n(r.m_total), rides: n(r.m_rides), fades: n(r.m_fades), wins: n(r.m_wins), losses: n(r.m_losses), pushes: n(r.m_pushes) },
  };
}

const FIRST_UUID = '00000000-0000-0000-0000-000000000000';

export function createLeaderboardSource(db: Queryable) {
  return {
    async forUsers(userIds: string[], b: Buckets): Promise<UserBoardData[]> {
      if (userIds.length === 0) return [];
      const { rows } = await db.query<BoardRowDb>(FOR_USERS, [userIds, b.week, b.month]);
      return rows.map(toBoardData);
    },

    /** The users who decided on a pick, a page at a time in user id order. */
    async *forPick(pickId: string, b: Buckets, pageSize = 5000): AsyncGenerator<UserBoardData[]> {
      let after = FIRST_UUID;
      for (;;) {
        const { rows } = await db.query<BoardRowDb>(FOR_PICK, [pickId, b.week, b.month, after, pageSize]);
        if (rows.length === 0) return;
        yield rows.map(toBoardData);
        after = rows[rows.length - 1]!.user_id;
        if (rows.length < pageSize) return;
      }
    },

    /** Every user with at least one graded decision, a page at a time (the rebuild). */
    async *everyone(b: Buckets, pageSize = 5000): AsyncGenerator<UserBoardData[]> {
      let after = FIRST_UUID;
      for (;;) {
        const { rows } = await db.query<BoardRowDb>(FOR_ALL, [after, b.week, b.month, pageSize]);
        if (rows.length === 0) return;
        yield rows.map(toBoardData);
        after = rows[rows.length - 1]!.user_id;
        if (rows.length < pageSize) return;
      }
    },
  };
}

export type LeaderboardSource = ReturnType<typeof createLeaderboardSource>;
