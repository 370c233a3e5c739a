// user-stats.updated carries the user's whole BetCard. Deciding and settling change stats rows in
// one set-based statement; this then builds each changed user's card (buildBetCard, the one place
// it is computed) and writes the events to the outbox, in the same transaction, so the event is
// the card as of that change: its `version` is the row's counter the statement just set.
import { makeEvent, type EventEnvelope } from '@gary/contracts';
import type { Decision, GameOutcome } from '@gary/betting';
import { enqueue, type Queryable } from '@gary/platform';
import { buildBetCard, type CardDecision, type Outcome, type RecentResult, type StatsRow } from '../domain/bet-card';

/** A user_stats row as Postgres returns it (RETURNING u.*). */
export interface StatsDb {
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
  /** bigint: pg answers it as text. */
  version: string | number;
  updated_at: Date | string | null;
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
    version: Number(r.version),
    updatedAt: r.updated_at === null ? null : new Date(r.updated_at).toISOString(),
  };
}

const CARD_DECISIONS_SQL = `
SELECT d.user_id, d.decision, d.outcome, p.league, COALESCE(p.settled_odds, p.odds) AS odds, p.result, d.stake_units::float8 AS stake_units
FROM decisions d JOIN picks p ON p.pick_id = d.pick_id
WHERE d.user_id = ANY($1::uuid[]) AND d.outcome <> 'void'`;

/** The decisions each card counts (leagues, units), for many users in one query. */
export async function cardDecisionsOf(db: Queryable, userIds: readonly string[]): Promise<Map<string, CardDecision[]>> {
  const by = new Map<string, CardDecision[]>(userIds.map((u) => [u, []]));
  if (userIds.length === 0) return by;
  const { rows } = await db.query<{ user_id: string; decision: Decision; outcome: Outcome; league: string; odds: number; result: GameOutcome | null; stake_units: number }>(
    CARD_DECISIONS_SQL,
    [userIds],
  );
  for (const r of rows) by.get(r.user_id)?.push({ decision: r.decision, outcome: r.outcome, league: r.league, pickOdds: r.odds, pickResult: r.result, stakeUnits: r.stake_units });
  return by;
}

/**
 * The user-stats.updated events of changed stats rows: each the user's whole card. `known` holds the
 * card decisions of users already read (in the statement that changed their row); the rest are read here.
 */
export async function cardEvents(db: Queryable, rows: readonly StatsRow[], at: Date, known?: ReadonlyMap<string, CardDecision[]>): Promise<EventEnvelope<'user-stats.updated'>[]> {
  const decisions = new Map(known ?? []);
  const unread = rows.map((r) => r.userId).filter((u) => !decisions.has(u));
  for (const [u, ds] of await cardDecisionsOf(db, unread)) decisions.set(u, ds);
  return rows.map((r) =>
    makeEvent('user-stats.updated', { source: 'decisions', key: r.userId, occurredAt: at, data: buildBetCard(r, decisions.get(r.userId) ?? []) }),
  );
}

/**
 * Writes the cards of changed stats rows to the outbox in the caller's transaction (one statement
 * however many users) and wakes the relay when it commits. Returns how many events were written.
 */
export async function enqueueCards(
  db: Queryable,
  rows: readonly StatsRow[],
  at: Date,
  traceparents?: readonly (string | undefined)[],
  known?: ReadonlyMap<string, CardDecision[]>,
): Promise<number> {
  if (rows.length === 0) return 0;
  // The trace each change was made in travels with its event (the caller's per row, else the current one: enqueue stamps it).
  const made = await cardEvents(db, rows, at, known);
  await enqueue(db, made.map((e, i) => (traceparents?.[i] ? { ...e, traceparent: traceparents[i] } : e)));
  return made.length;
}
