// Thin wrappers over @gary/betting where odds-ingest needs a plain value rather than a Result.
// Every input that reaches these was checked already: prices passed checkAmerican in odds-parse,
// dates come from the clock or from a request validated at the gRPC edge. A failed Result here is
// therefore a programming error, and it throws (becoming INTERNAL at the edge) instead of turning
// into a silent NaN. Everything else odds math and Eastern time is imported from @gary/betting.
import { addDays, checkAmerican, isEasternDate, easternDate, easternWallTimeToUtc, fairAmerican, impliedProbability, type Result } from '@gary/betting';

export class BettingInvariantError extends Error {
  override name = 'BettingInvariantError';
}

function must<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  throw new BettingInvariantError(`${r.error.name}: ${r.error.message} (${JSON.stringify(r.error.value)})`);
}

/** The Eastern calendar date of an instant. */
export const easternDateOf = (instant: Date): string => must(easternDate(instant));

/** Calendar arithmetic on a date already known to be 'YYYY-MM-DD'. */
export const plusDays = (date: string, days: number): string => must(addDays(date, days));

/** The UTC instant of an Eastern wall-clock time on an Eastern date. */
export const easternTimeToUtc = (date: string, hour: number, minute = 0): Date => must(easternWallTimeToUtc(date, hour, minute));

/** Whether a string is a real calendar date 'YYYY-MM-DD'. */
/** The product's one date rule (@gary/betting EasternDate): a real calendar day, years 2000-2100. */
export const isCalendarDate = (value: string): boolean => isEasternDate(value);

/** Day of week of a calendar date, 0 = Sunday (the simulator's schedule depends on it). */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

export const isAmericanPrice = (price: unknown): price is number => checkAmerican(price).ok;

/** Implied probability (vig included) of a price that passed parsing. */
export const impliedOf = (price: number): number => must(impliedProbability(price));

/**
 * The fair price of a probability. The simulator prices probabilities with margin added, which can
 * step past 0 or 1, so the probability is held inside (0.001, 0.999) first.
 */
export const fairPriceOf = (probability: number): number => must(fairAmerican(Math.min(Math.max(probability, 0.001), 0.999)));

export const round = (value: number, places: number): number => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};
