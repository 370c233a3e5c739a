// Request arguments every slice's handlers read the same way: an instant (a test's fake clock on
// the wire, else now) and a date parsed once as an EasternDate (INVALID_ARGUMENT when it is not one).
import { easternDateArg, invalid } from '@gary/platform';

export function instant(raw: string | undefined, fallback: Date): Date {
  if (!raw) return fallback;
  const t = Date.parse(raw);
  if (Number.isNaN(t)) throw invalid('invalid_now', 'now must be an ISO instant');
  return new Date(t);
}

const none = (): never => {
  throw new Error('unreachable: empty dates are handled by the caller');
};
/** A request's date parsed once (EasternDate), or undefined when none was given. */
export const dateOf = (raw: string | undefined, field = 'date') => (raw ? easternDateArg(raw, none, field) : undefined);
