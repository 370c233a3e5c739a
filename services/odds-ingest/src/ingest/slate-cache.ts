// The slate read cache (adapters.cache: Redis when distributed, so every replica shares it). Slates
// are cached briefly and dropped whenever a refresh, a score or a final changes what they show.
import type { Cache } from '@gary/platform';
import { easternDateOf, plusDays } from '@gary/sports-world';
/** A slate's status column moves with the clock (scheduled -> live), so it is never kept long. */
export const SLATE_TTL_MS = 60_000;

export const slateKey = (sportKey: string, date: string): string => `odds-ingest:slate:v1:${sportKey}:${date}`;

/** Drops the cached slates that can show games starting on the given instants (their date and the day before, which takes NBA's tomorrow). */
export async function invalidateSlates(cache: Cache, sportKey: string, instants: readonly (Date | string)[]): Promise<void> {
  const dates = new Set<string>();
  for (const t of instants) {
    const d = easternDateOf(new Date(t));
    dates.add(d);
    dates.add(plusDays(d, -1));
  }
  await Promise.all([...dates].map((d) => cache.del(slateKey(sportKey, d))));
}
