// Responsible play, the rules decisions owns: a stake per ride or fade (units, default 1), and
// self-set limits on rides and fades and on units at stake, per Eastern day and per Eastern week
// (weeks start Monday, as the leaderboard's). Lowering a limit (or setting one where there was none)
// applies at once; raising or removing one applies 24 hours later and can be cancelled meanwhile.
// Pure: the clock and the counts are arguments.
import { addDays, easternWallTimeToUtc } from '@gary/betting';
import type { Buckets } from './periods';

export const LIMIT_NAMES = ['decisions_day', 'decisions_week', 'units_day', 'units_week'] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];
export const isLimitName = (n: string): n is LimitName => (LIMIT_NAMES as readonly string[]).includes(n);

/** How long a raise (or a removal) waits before it applies. */
export const RAISE_DELAY_MS = 24 * 3_600_000;
export const MAX_STAKE_UNITS = 100;

export type Limits = Record<LimitName, number | null>;

export interface Used {
  dayCount: number;
  dayUnits: number;
  weekCount: number;
  weekUnits: number;
}

export type LimitChangeOutcome =
  | { kind: 'now'; value: number | null }
  | { kind: 'pending'; value: number | null; appliesAt: Date }
  | { kind: 'same' };

/** A new value is stricter when it sets a limit where there was none, or lowers one. */
export function isStricter(current: number | null, requested: number | null): boolean {
  if (requested === null) return false;
  return current === null || requested < current;
}

/** "Lowering applies at once; raising applies after 24 h." Removing a limit is a raise. */
export function changeLimit(current: number | null, requested: number | null, now: Date): LimitChangeOutcome {
  if (requested === current) return { kind: 'same' };
  if (isStricter(current, requested)) return { kind: 'now', value: requested };
  return { kind: 'pending', value: requested, appliesAt: new Date(now.getTime() + RAISE_DELAY_MS) };
}

/** A limit value as typed: whole decisions, units to two decimals, never negative. */
export function checkLimitValue(name: LimitName, value: number | null): { ok: true; value: number | null } | { ok: false; message: string } {
  if (value === null) return { ok: true, value };
  if (!Number.isFinite(value) || value < 0 || value > 10_000) return { ok: false, message: 'A limit is a number from 0 to 10000.' };
  if (name.startsWith('decisions') && !Number.isInteger(value)) return { ok: false, message: 'A limit on rides and fades is a whole number.' };
  return { ok: true, value: Math.round(value * 100) / 100 };
}

/** A stake as typed, kept to two decimals: one that rounds to 0 is no stake (at least 0.01 units). */
export function checkStake(units: number): { ok: true; value: number } | { ok: false; message: string } {
  const value = Math.round(units * 100) / 100;
  if (!Number.isFinite(units) || value <= 0 || units > MAX_STAKE_UNITS) return { ok: false, message: `A stake is at least 0.01 and at most ${MAX_STAKE_UNITS} units.` };
  return { ok: true, value };
}

/** When the day's and the week's counts start again: the next Eastern midnight, and the next Monday's. */
export function resetsAt(buckets: Buckets): { day: Date; week: Date } {
  const at = (d: string) => {
    const r = easternWallTimeToUtc(d, 0);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const next = (d: string, n: number) => {
    const r = addDays(d, n);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  return { day: at(next(buckets.today, 1)), week: at(next(buckets.week, 7)) };
}

export interface LimitHit {
  name: LimitName;
  value: number;
  resetsAt: Date;
}

/**
 * The first limit one more decision at `stake` units would pass, or null. At the limit is allowed
 * (a daily limit of 3 allows the third decision and refuses the fourth).
 */
export function limitPassed(limits: Limits, used: Used, stake: number, buckets: Buckets): LimitHit | null {
  const r = resetsAt(buckets);
  const over = (limit: number | null, after: number) => limit !== null && after > limit + 1e-9;
  if (over(limits.decisions_day, used.dayCount + 1)) return { name: 'decisions_day', value: limits.decisions_day!, resetsAt: r.day };
  if (over(limits.units_day, used.dayUnits + stake)) return { name: 'units_day', value: limits.units_day!, resetsAt: r.day };
  if (over(limits.decisions_week, used.weekCount + 1)) return { name: 'decisions_week', value: limits.decisions_week!, resetsAt: r.week };
  if (over(limits.units_week, used.weekUnits + stake)) return { name: 'units_week', value: limits.units_week!, resetsAt: r.week };
  return null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const describe = (name: LimitName, value: number) =>
  name === 'decisions_day'
    ? `daily limit of ${plural(value, 'ride or fade', 'rides and fades')}`
    : name === 'decisions_week'
      ? `weekly limit of ${plural(value, 'ride or fade', 'rides and fades')}`
      : name === 'units_day'
        ? `daily limit of ${plural(value, 'unit', 'units')} at stake`
        : `weekly limit of ${plural(value, 'unit', 'units')} at stake`;

const easternWhen = (d: Date) => d.toLocaleString('en-US', { timeZone: 'America/New_York', weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) + ' ET';

/** "A decision beyond a limit is refused with a message naming the limit and when it resets." */
export function limitMessage(hit: LimitHit): string {
  return `You have reached your ${describe(hit.name, hit.value)}. It resets ${easternWhen(hit.resetsAt)}. You set this limit to keep play in check; help is at /help.`;
}
