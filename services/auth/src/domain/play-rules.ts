// Responsible play, the rules auth owns: the age we hold (21+), the cool-off and self-exclusion
// periods, and what state an account is in at an instant. Pure: no I/O, the clock is an argument.

export const MIN_AGE = 21;

export const COOL_OFF_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export const EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export type BreakKind = 'cool_off' | 'self_exclusion';
export type BreakPeriod = (typeof COOL_OFF_PERIODS)[number] | (typeof EXCLUSION_PERIODS)[number];

export type RuleFailure = { ok: false; code: string; message: string };
type Ok<T> = { ok: true; value: T };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Which periods a kind takes: a cool-off is short, a self-exclusion is months or years. */
export function checkBreak(kind: string, period: string): Ok<{ kind: BreakKind; period: BreakPeriod }> | RuleFailure {
  if (kind === 'cool_off' && (COOL_OFF_PERIODS as readonly string[]).includes(period)) return { ok: true, value: { kind, period: period as BreakPeriod } };
  if (kind === 'self_exclusion' && (EXCLUSION_PERIODS as readonly string[]).includes(period)) return { ok: true, value: { kind, period: period as BreakPeriod } };
  if (kind !== 'cool_off' && kind !== 'self_exclusion') return { ok: false, code: 'invalid_break', message: 'A break is a cool_off or a self_exclusion.' };
  const allowed = kind === 'cool_off' ? COOL_OFF_PERIODS : EXCLUSION_PERIODS;
  return { ok: false, code: 'invalid_period', message: `A ${kind === 'cool_off' ? 'cool-off' : 'self-exclusion'} lasts ${allowed.join(', ')}.` };
}

/** When a break started at `start` ends: hours and days exactly, months and years on the calendar (UTC). */
export function breakEnd(period: BreakPeriod, start: Date): Date {
  const months = (n: number) => {
    const d = new Date(start.getTime());
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + n);
    // 31 Aug + 6 months is the last day of February, not 3 March.
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, last));
    return d;
  };
  switch (period) {
    case '24h':
      return new Date(start.getTime() + DAY);
    case '7d':
      return new Date(start.getTime() + 7 * DAY);
    case '30d':
      return new Date(start.getTime() + 30 * DAY);
    case '6w':
      return new Date(start.getTime() + 42 * DAY);
    case '6m':
      return months(6);
    case '1y':
      return months(12);
    case '5y':
      return months(60);
  }
}

const easternFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' });
/** The US Eastern calendar date of an instant (where we hold the age rule), YYYY-MM-DD. */
export const easternYmd = (at: Date): string => easternFormatter.format(at);

/** A date of birth as typed: a real calendar date, not in the future, not before 1900. */
export function parseDateOfBirth(raw: unknown, now: Date): Ok<string> | RuleFailure {
  const bad: RuleFailure = { ok: false, code: 'invalid_date_of_birth', message: 'Enter your date of birth as YYYY-MM-DD.' };
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, code: 'date_of_birth_required', message: 'Enter your date of birth: Gary is for adults 21 and over.' };
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw.trim());
  if (!m) return bad;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return bad;
  if (y < 1900 || m[0] > easternYmd(now)) return { ok: false, code: 'invalid_date_of_birth', message: 'That date of birth is not possible.' };
  return { ok: true, value: m[0] };
}

/** The date someone born on `dob` turns 21 (29 February birthdays turn 21 on 1 March in common years). */
export function adultOn(dob: string): string {
  const [y, mo, d] = dob.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y + MIN_AGE, mo - 1, d));
  return t.toISOString().slice(0, 10);
}

/** "Under 21 is refused": true until the Eastern date of `now` reaches the 21st birthday. */
export const isUnderAge = (dob: string, now: Date): boolean => easternYmd(now) < adultOn(dob);

export const UNDER_AGE_MESSAGE = 'Gary is for adults 21 and over, so we cannot open an account for you. If gambling is a problem for someone you know, call 1-800-GAMBLER.';

export interface BreakRow {
  id: string;
  kind: BreakKind;
  period: BreakPeriod;
  starts_at: Date;
  ends_at: Date;
  closed_at: Date | null;
  end_reason: 'expired' | 'confirmed' | 'extended' | null;
}

export type PlayState = 'none' | 'cool_off' | 'self_exclusion' | 'under_age' | 'needs_date_of_birth';

export interface PlayBlock {
  state: Exclude<PlayState, 'none'>;
  /** When the state ends; null for a self-exclusion whose time is up and waits for confirmation. */
  until: string | null;
}

/** What the break rules read of a break: its kind and end. */
export type OpenBreak = Pick<BreakRow, 'kind' | 'ends_at'>;

/** What the age rule reads of an account: a guest keeps no date of birth and is asked none. */
export interface AgeRecord {
  guest: boolean;
  dateOfBirth: string | null;
}

/**
 * The state an open break puts its account in at `now`: a cool-off is on until its end (and then
 * over by itself); a self-exclusion stays on past its end until the user confirms afresh.
 */
export function breakState(b: OpenBreak, now: Date): { on: boolean; expired: boolean; awaitingConfirmation: boolean } {
  const timeUp = now.getTime() >= b.ends_at.getTime();
  if (b.kind === 'cool_off') return { on: !timeUp, expired: timeUp, awaitingConfirmation: false };
  return { on: true, expired: false, awaitingConfirmation: timeUp };
}

/**
 * The whole play state of an account at `now`, the one rule every check reads (the token's claim,
 * the alerts at enqueue and at send): a break in force, else under 21, else a member account with
 * no date of birth yet (made before sign-up asked), which is held like under age until it gives
 * one. A self-exclusion carries no end (the gateway holds it until a token without it is issued,
 * after the user's confirmation); a cool-off carries its end; the age states end with a new token.
 */
export function blockOf(open: OpenBreak | null, age: AgeRecord, now: Date): PlayBlock | null {
  if (open) {
    const s = breakState(open, now);
    if (s.on) return { state: open.kind, until: open.kind === 'cool_off' ? open.ends_at.toISOString() : null };
  }
  if (age.guest) return null;
  if (age.dateOfBirth === null) return { state: 'needs_date_of_birth', until: null };
  if (isUnderAge(age.dateOfBirth, now)) return { state: 'under_age', until: null };
  return null;
}
