// Leaderboard periods. This Week and This Month are Eastern calendar periods (weeks start on
// Monday) of the day a decision was made (decided_on), so a decision never moves between periods
// when it is settled later. Each period's board has its own key, so a new week starts empty.
import { addDays, easternDate } from '@gary/betting';

export type Period = 'week' | 'month' | 'all';
export const PERIODS: readonly Period[] = ['week', 'month', 'all'];

/** '' (not given) is All Time; anything else unknown is null. */
export function parsePeriod(raw: unknown): Period | null {
  const p = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (p === '') return 'all';
  return (PERIODS as readonly string[]).includes(p) ? (p as Period) : null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayOfWeek(dateStr: string): number {
  const m = DATE.exec(dateStr);
  if (!m) throw new Error(`not a calendar date: ${dateStr}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay();
}

/** The Monday on or before an Eastern calendar date. */
export function weekStart(dateStr: string): string {
  const back = (dayOfWeek(dateStr) + 6) % 7;
  const r = addDays(dateStr, -back);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function monthStart(dateStr: string): string {
  if (!DATE.test(dateStr)) throw new Error(`not a calendar date: ${dateStr}`);
  return `${dateStr.slice(0, 7)}-01`;
}

export interface Buckets {
  /** The Eastern calendar date now. */
  today: string;
  week: string;
  month: string;
}

let memo: { minute: number; buckets: Buckets } | null = null;

/** The buckets at an instant (cached for the minute: every decision asks, and Intl is not cheap). */
export function bucketsAt(now: Date): Buckets {
  const minute = Math.floor(now.getTime() / 60_000);
  if (memo && memo.minute === minute) return memo.buckets;
  const today = easternDate(now);
  if (!today.ok) throw new Error(today.error.message);
  const buckets = { today: today.value, week: weekStart(today.value), month: monthStart(today.value) };
  memo = { minute, buckets };
  return buckets;
}

/** The store key of a period's board at an instant: 'all', 'week:<monday>', 'month:<first day>'. */
export function boardKey(period: Period, buckets: Buckets): string {
  if (period === 'all') return 'all';
  return period === 'week' ? `week:${buckets.week}` : `month:${buckets.month}`;
}

/** Boards of past periods are never read again; the store lets them expire. */
export const BOARD_TTL_MS: Record<Period, number> = {
  week: 15 * 24 * 3600 * 1000,
  month: 40 * 24 * 3600 * 1000,
  all: 0,
};
