import { fail, ok, type Result } from './betting-errors';

// Product days, the 10:00 generation time and every time shown to users are US Eastern with real
// daylight saving. All conversions go through Intl's America/New_York rules; no date library.

export const EASTERN_ZONE = 'America/New_York';
/** Picks are generated daily at 10:00 Eastern. */
export const GENERATION_HOUR = 10;

export interface EasternParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsAt(ms: number): EasternParts {
  const out: Record<string, number> = {};
  for (const part of partsFormatter.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return {
    year: out.year ?? 0,
    month: out.month ?? 0,
    day: out.day ?? 0,
    // Some ICU builds write midnight as 24 even with h23.
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

function checkInstant(now: unknown): Result<Date> {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    return fail('InvalidDate', 'expected a valid Date', now);
  }
  return ok(now);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const ymd = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** The wall-clock reading in New York at an instant. */
export function easternParts(now: Date): Result<EasternParts> {
  const n = checkInstant(now);
  return n.ok ? ok(partsAt(n.value.getTime())) : n;
}

function parseDateStr(dateStr: unknown): Result<{ y: number; m: number; d: number }> {
  const match = typeof dateStr === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateStr) : null;
  if (match) {
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const back = new Date(Date.UTC(y, m - 1, d));
    if (back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d) {
      return ok({ y, m, d });
    }
  }
  return fail('InvalidDate', 'expected a calendar date YYYY-MM-DD', dateStr);
}

/** The Eastern calendar date of an instant, 'YYYY-MM-DD'. */
export function easternDate(now: Date): Result<string> {
  const p = easternParts(now);
  return p.ok ? ok(ymd(p.value.year, p.value.month, p.value.day)) : p;
}

/** Calendar arithmetic on a 'YYYY-MM-DD' date (no time zone involved). */
export function addDays(dateStr: string, days: number): Result<string> {
  const parsed = parseDateStr(dateStr);
  if (!parsed.ok) return parsed;
  if (!Number.isSafeInteger(days)) return fail('InvalidDate', 'days must be a whole number', days);
  const { y, m, d } = parsed.value;
  const moved = new Date(Date.UTC(y, m - 1, d + days));
  return ok(ymd(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate()));
}

/**
 * The UTC instant of a New York wall time on an Eastern date. The offset is read at a first guess
 * and again at the corrected instant, which settles on the right side of a DST change. (A wall time
 * skipped by spring-forward, 02:00-02:59, lands an hour later; callers here only use whole hours
 * outside that gap.)
 */
export function easternWallTimeToUtc(dateStr: string, hour: number, minute = 0): Result<Date> {
  const parsed = parseDateStr(dateStr);
  if (!parsed.ok) return parsed;
  if (!Number.isInteger(hour) || hour < 0 || hour > 23 || !Number.isInteger(minute) || minute < 0 || minute > 59) {
    return fail('InvalidDate', 'hour must be 0-23 and minute 0-59', { hour, minute });
  }
  const { y, m, d } = parsed.value;
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const offsetAt = (ms: number) => {
    const p = partsAt(ms);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - ms;
  };
  const first = offsetAt(wall);
  const second = offsetAt(wall - first);
  return ok(new Date(wall - second));
}

/** Before 10:00 Eastern yesterday's picks are still current, so yesterday is tried first. */
export function picksDatesToRead(now: Date): Result<string[]> {
  const p = easternParts(now);
  if (!p.ok) return p;
  const today = ymd(p.value.year, p.value.month, p.value.day);
  if (p.value.hour >= GENERATION_HOUR) return ok([today]);
  const yesterday = addDays(today, -1);
  return yesterday.ok ? ok([yesterday.value, today]) : yesterday;
}

/**
 * The next 10:00 America/New_York strictly after `now`, as a UTC Date. Strictly after, so a timer
 * that fires exactly at 10:00 and asks again is given tomorrow and cannot run twice.
 */
export function nextGenerationTime(now: Date): Result<Date> {
  const today = easternDate(now);
  if (!today.ok) return today;
  const todays = easternWallTimeToUtc(today.value, GENERATION_HOUR);
  if (todays.ok && todays.value.getTime() > now.getTime()) return todays;
  const tomorrow = addDays(today.value, 1);
  return tomorrow.ok ? easternWallTimeToUtc(tomorrow.value, GENERATION_HOUR) : tomorrow;
}

/** 'h:mm AM/PM ET' (e.g. '7:05 PM ET'); a missing or invalid time shows 'TBD'. */
export function formatEasternTime(date: Date | null | undefined): string {
  const p = easternParts(date as Date);
  if (!p.ok) return 'TBD';
  const { hour, minute } = p.value;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'} ET`;
}

export interface UtcWindow {
  readonly start: Date;
  readonly end: Date;
}

function windowBetween(dateStr: string, startDays: number, startHour: number, endDays: number, endHour: number): Result<UtcWindow> {
  const from = addDays(dateStr, startDays);
  if (!from.ok) return from;
  const to = addDays(dateStr, endDays);
  if (!to.ok) return to;
  const start = easternWallTimeToUtc(from.value, startHour);
  const end = easternWallTimeToUtc(to.value, endHour);
  if (!start.ok) return start;
  return end.ok ? ok({ start: start.value, end: end.value }) : end;
}

/**
 * Odds for "today's games": 6pm Eastern the day before to 6am Eastern the day after, as UTC. The
 * source computed this with a fixed UTC-5, which is an hour off for the whole of daylight time
 * (March to November, most of the MLB and NBA calendar); real New York rules keep it right.
 */
export function todaysGamesWindow(dateStr: string): Result<UtcWindow> {
  return windowBetween(dateStr, -1, 18, 1, 6);
}

/** The Eastern day from midnight to the next midnight (end exclusive): 23 or 25 hours on DST days. */
export function easternDayBounds(dateStr: string): Result<UtcWindow> {
  return windowBetween(dateStr, 0, 0, 1, 0);
}

export type DateRange = 'all' | '7d' | '30d' | '90d' | 'ytd';
const RANGE_DAYS: Readonly<Record<string, number>> = { '7d': 7, '30d': 30, '90d': 90 };

/**
 * First Eastern date (inclusive) of a Billfold range, or null for all time: 7d/30d/90d go back that
 * many days from today, ytd starts on January 1 of the Eastern year.
 */
export function rangeStart(range: DateRange, now: Date): Result<string | null> {
  if (range === 'all') return ok(null);
  const today = easternDate(now);
  if (!today.ok) return today;
  if (range === 'ytd') return ok(`${today.value.slice(0, 4)}-01-01`);
  const days = RANGE_DAYS[range];
  if (days === undefined) return fail('InvalidRange', "range must be all, 7d, 30d, 90d or ytd", range);
  return addDays(today.value, -days);
}
