import { fail, ok, type Result } from './betting-errors';
import { easternDate } from './eastern-time';

// The one date type at the edges: an Eastern calendar day 'YYYY-MM-DD' that exists (no
// 2026-02-30) and lies in a sane range of years (no 9999-12-31, whose windows overflow). Input is
// parsed into it once, where it enters (HTTP query/body, gRPC request); code past the edge takes an
// EasternDate and never checks again.

/** A 'YYYY-MM-DD' Eastern calendar date that passed parseEasternDate. */
export type EasternDate = string & { readonly __easternDate: true };

export const EASTERN_DATE_MIN_YEAR = 2000;
export const EASTERN_DATE_MAX_YEAR = 2100;

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const QUOTE_MAX = 40;

const quoted = (v: unknown): string => {
  const s = typeof v === 'string' ? v : JSON.stringify(v) ?? String(v);
  return s.length > QUOTE_MAX ? `${s.slice(0, QUOTE_MAX)}...` : s;
};

/** Parses outside input strictly: the shape, a real calendar day, a year from 2000 to 2100. */
export function parseEasternDate(raw: unknown): Result<EasternDate> {
  if (typeof raw !== 'string') return fail('InvalidDate', 'date must be a string YYYY-MM-DD (an Eastern calendar date)', raw);
  const m = SHAPE.exec(raw);
  if (!m) return fail('InvalidDate', `date must be YYYY-MM-DD (an Eastern calendar date), got '${quoted(raw)}'`, raw);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < EASTERN_DATE_MIN_YEAR || y > EASTERN_DATE_MAX_YEAR) {
    return fail('InvalidDate', `date must be between ${EASTERN_DATE_MIN_YEAR}-01-01 and ${EASTERN_DATE_MAX_YEAR}-12-31, got '${raw}'`, raw);
  }
  const back = new Date(Date.UTC(y, mo - 1, d));
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    return fail('InvalidDate', `date ${raw} does not exist on the calendar`, raw);
  }
  return ok(raw as EasternDate);
}

export function isEasternDate(raw: unknown): raw is EasternDate {
  return parseEasternDate(raw).ok;
}

/** Today's Eastern date at an instant. */
export function easternToday(now: Date): Result<EasternDate> {
  const d = easternDate(now);
  return d.ok ? ok(d.value as EasternDate) : d;
}
