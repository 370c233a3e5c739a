// Leaderboard rows and their one sortable score. Rank is by win rate (wins / (wins + losses)), and
// win rates within 0.01 of each other tie and are ordered by total decisions. A sorted set needs a
// total order, so the 0.01 tolerance is applied as whole-percent buckets: score = bucket * 1e9 +
// total decisions. One ZREVRANGE then gives the top rows and one ZREVRANK my rank; equal scores
// fall back to the store's member order (user id), which is stable.
import { preferredStrategy, valueOr, winRate, type Decision } from '@gary/betting';

export interface PeriodCounts {
  total: number;
  rides: number;
  fades: number;
  wins: number;
  losses: number;
  pushes: number;
}

/**
 * Only users with at least one graded decision (a win, loss or push) in the period are ranked:
 * pending decisions alone put nobody on a board (no CHAMPION at 0.0% before a game is graded).
 */
export function isRanked(c: Pick<PeriodCounts, 'wins' | 'losses' | 'pushes'>): boolean {
  return c.wins + c.losses + c.pushes > 0;
}

export interface LeaderboardRowData {
  id: string;
  username: string;
  avatar: string;
  totalDecisions: number;
  /** Graded decisions (wins, losses, pushes): what a record's "N picks" counts; pending ones are not. */
  gradedDecisions: number;
  rideCount: number;
  fadeCount: number;
  correctDecisions: number;
  /** Percent with one decimal (66.7), pushes excluded. */
  winRate: number;
  streak: number;
  preferredStrategy: Decision;
}

export interface RankedRow extends LeaderboardRowData {
  rank: number;
}

const TOTAL_SPAN = 1e9;

export function leaderboardScore(counts: Pick<PeriodCounts, 'wins' | 'losses' | 'total'>): number {
  const rate = valueOr(winRate(counts.wins, counts.losses), 0);
  const bucket = Math.floor(rate * 100 + 1e-9);
  return bucket * TOTAL_SPAN + Math.min(Math.max(0, counts.total), TOTAL_SPAN - 1);
}

/** The name shown for a user: their username, or the spec's fallback 'Bettor'. */
export const shownName = (username: string | null | undefined) => (username && username.trim() !== '' ? username : 'Bettor');

export function boardRow(user: { userId: string; username: string; streak: number }, c: PeriodCounts): LeaderboardRowData {
  const rate = valueOr(winRate(c.wins, c.losses), 0);
  return {
    id: user.userId,
    username: shownName(user.username),
    avatar: '',
    totalDecisions: c.total,
    gradedDecisions: c.wins + c.losses + c.pushes,
    rideCount: c.rides,
    fadeCount: c.fades,
    correctDecisions: c.wins,
    winRate: Math.round(rate * 1000) / 10,
    streak: user.streak,
    preferredStrategy: preferredStrategy(c.rides, c.fades),
  };
}

/** The order a board must have: score descending, then user id descending (as Redis ZREVRANGE). */
export function compareBoardEntries(a: { score: number; id: string }, b: { score: number; id: string }): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
