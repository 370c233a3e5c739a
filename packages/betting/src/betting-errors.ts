// Every function here that reads outside input (odds, probabilities, scores, dates, ids) answers
// with a Result instead of throwing, so a bad row from a feed or a model can never crash a
// service: the caller decides whether to skip, log or show a fallback.

export type BettingErrorName =
  | 'InvalidAmericanOdds'
  | 'InvalidDecimalOdds'
  | 'InvalidProbability'
  | 'InvalidMarket'
  | 'InvalidScore'
  | 'InvalidLine'
  | 'InvalidPick'
  | 'InvalidCount'
  | 'InvalidDate'
  | 'InvalidRange'
  | 'UnknownSport'
  | 'InvalidDecision';

export interface BettingError {
  readonly name: BettingErrorName;
  readonly message: string;
  readonly value?: unknown;
}

export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: BettingError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(name: BettingErrorName, message: string, value?: unknown): Result<T> {
  return { ok: false, error: value === undefined ? { name, message } : { name, message, value } };
}

/** The value of a Result, or `fallback` when it is an error (for display code with a spec'd default). */
export function valueOr<T, F>(result: Result<T>, fallback: F): T | F {
  return result.ok ? result.value : fallback;
}
