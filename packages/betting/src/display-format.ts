import { EASTERN_ZONE } from './eastern-time';

// How figures, counts and dates read on screen: percents, records, units, money, Eastern days, and
// whether a pick can still be decided. The web's screens use these through `@gary/betting/display`.

/** What a screen shows where it has no figure. */
export const NO_FIGURE = '—';

/** A percent (0..100) with `decimals` places; `empty` for a missing one. */
export function formatPercent(pct: number | null | undefined, decimals = 0, empty = NO_FIGURE): string {
  if (pct === null || pct === undefined || !Number.isFinite(pct)) return empty;
  return `${pct.toFixed(decimals)}%`;
}

/** '3-1', with pushes when there are any: '3-1-2'. */
export function formatRecord(r: { wins: number; losses: number; pushes?: number }): string {
  return r.pushes ? `${r.wins}-${r.losses}-${r.pushes}` : `${r.wins}-${r.losses}`;
}

/** '1 pick', '2 picks', '0 picks'. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Signed units: '+3.2u', '−1.0u', '0.0u'; '—' when missing. */
export function formatUnits(units: number | null | undefined, digits = 1): string {
  if (units === null || units === undefined || !Number.isFinite(units)) return NO_FIGURE;
  const v = Number(units.toFixed(digits));
  return `${v > 0 ? '+' : v < 0 ? '−' : ''}${Math.abs(v).toFixed(digits)}u`;
}

/** Money for the TOP WIN block: '+$150' or '+$90.91' (the amount from topWinAmount). */
export function formatWinAmount(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '+$0';
  const abs = Math.abs(amount);
  const text = Number.isInteger(abs) ? abs.toFixed(0) : abs.toFixed(2);
  return `${amount < 0 ? '-' : '+'}$${text}`;
}

const toDate = (instant: string | number | Date): Date | null => {
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** The Eastern calendar day of an instant, as YYYY-MM-DD (the day a card belongs to); null if invalid. */
export function easternDayOf(instant: string | number | Date): string | null {
  const d = toDate(instant);
  return d && new Intl.DateTimeFormat('en-CA', { timeZone: EASTERN_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** 'Mon, Nov 23' of a game's start in US Eastern (a 1 AM UTC start is still the evening before). */
export function formatGameDay(gameTime?: string | null): string | null {
  const d = gameTime ? toDate(gameTime) : null;
  return d && new Intl.DateTimeFormat('en-US', { timeZone: EASTERN_ZONE, weekday: 'short', month: 'short', day: 'numeric' }).format(d);
}

/**
 * 'Jun 3' style date: a YYYY-MM-DD is a calendar date (no zone shift); an instant with a time
 * ('2026-11-24T01:10:00Z') is shown on its US Eastern day, as every date in the product is.
 */
export function formatShortDate(date: string | null | undefined): string {
  if (!date) return NO_FIGURE;
  if (/^\d{4}-\d{2}-\d{2}T/.test(date)) {
    const d = toDate(date);
    if (d) return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: EASTERN_ZONE }).format(d);
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return date;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d);
}

/** A date in US Eastern, long form ('June 3, 2025'). */
export function easternLongDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: EASTERN_ZONE, year: 'numeric', month: 'long', day: 'numeric' }).format(now);
}

export type PickState = 'open' | 'live' | 'final' | 'scratched';

/**
 * Whether a pick can still be ridden or faded: the server's status first (graded is FINAL,
 * started is LIVE, scratched: its game was postponed, cancelled or voided); an open pick whose start time has passed is LIVE too, since the server closes
 * decisions at the start (412 pick_closed) and a card left open in a tab must not offer them.
 */
export function pickState(p: { status?: string | null; gameTime?: string | null }, now: number = Date.now()): PickState {
  if (p.status === 'graded') return 'final';
  if (p.status === 'scratched') return 'scratched';
  if (p.status === 'started') return 'live';
  const start = p.gameTime ? Date.parse(p.gameTime) : NaN;
  return Number.isFinite(start) && start <= now ? 'live' : 'open';
}
