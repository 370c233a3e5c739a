// US Eastern calendar helpers. Gary's day is the America/New_York day. We ask Intl for the real
// zone instead of applying a fixed UTC-5: from March to November New York is on UTC-4, and a fixed
// offset would move every "6pm"/"6am" boundary by an hour and put late games on the wrong date for
// eight months of the year.

export const EASTERN_TZ = 'America/New_York';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TZ,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
});

export interface EasternParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday .. 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function easternParts(instant: Date): EasternParts {
  const parts = partsFormat.formatToParts(instant);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '0';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
  };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The Eastern calendar date of an instant, 'YYYY-MM-DD'. */
export function easternDate(instant: Date): string {
  const p = easternParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** Minutes Eastern time is ahead of UTC at an instant (-300 in winter, -240 in summer). */
export function easternOffsetMinutes(instant: Date): number {
  const p = easternParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

export function isEasternDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Calendar arithmetic on 'YYYY-MM-DD' (no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Day of week of a calendar date, 0 = Sunday. */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * The UTC instant of an Eastern wall-clock time on an Eastern date. A time skipped by the spring
 * change (02:30 on that Sunday) lands an hour later, as clocks do.
 */
export function easternWallTimeToUtc(date: string, hour: number, minute = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  let guess = wall - easternOffsetMinutes(new Date(wall)) * 60000;
  guess = wall - easternOffsetMinutes(new Date(guess)) * 60000;
  return new Date(guess);
}

/** 'h:mm AM/PM EST' as the product shows game times (the label stays EST by product rule). */
export function formatEasternTime(instant: Date): string {
  const p = easternParts(instant);
  const h12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${h12}:${pad(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'} EST`;
}
