// How long to leave the odds provider alone after an error. A 429 waits what Retry-After says (or
// doubles from a minute up to 15 minutes without one); a rejected key, spent credits or the quota
// floor wait an hour, since polling again cannot fix them; a 5xx, timeout or malformed body waits
// only for the next scheduled poll. Stored data keeps serving throughout.
import type { ProviderError } from '@gary/sports-world';

export interface Backoff {
  /** Epoch ms before which no call is made. */
  readonly until: number;
  readonly reason: string;
  readonly failures: number;
}

const MINUTE = 60_000;
const LONG_WAIT = 60 * MINUTE;

export function nextBackoff(error: ProviderError, now: Date, previous: Backoff | null): Backoff | null {
  const failures = (previous?.failures ?? 0) + 1;
  const reason = `${error.name}: ${error.message}`;
  switch (error.name) {
    case 'RateLimited': {
      const wait = error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : Math.min(MINUTE * 2 ** (failures - 1), 15 * MINUTE);
      return { until: now.getTime() + wait, reason, failures };
    }
    case 'InvalidKey':
    case 'OutOfCredits':
    case 'QuotaFloorReached':
      return { until: now.getTime() + LONG_WAIT, reason, failures };
    default:
      return null;
  }
}

export const isBackingOff = (b: Backoff | null | undefined, now: Date): b is Backoff => Boolean(b && b.until > now.getTime());
