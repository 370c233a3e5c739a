// An OddsProvider that caches another one for the spec's 5 minutes and shares identical
// in-flight requests. Scores are cached too, for less time: they are polled while games are on.
import { CACHE_TTL_MS } from '@gary/sports-world';
import type { OddsProvider } from '../domain/odds-provider-port';
import type { ReadThrough } from '@gary/platform';

export function createCachedOddsProvider(inner: OddsProvider, fetcher: ReadThrough, ttlMs: number = CACHE_TTL_MS.odds, scoresTtlMs: number = ttlMs): OddsProvider {
  const key = (...parts: unknown[]): string => `odds:${JSON.stringify(parts)}`;
  const iso = (d?: Date): string | null => (d ? d.toISOString() : null);
  return {
    sports: () => fetcher.get(key('sports'), ttlMs, () => inner.sports()),
    odds: (sport, q) => fetcher.get(key('odds', sport, iso(q?.commenceTimeFrom), iso(q?.commenceTimeTo), q?.eventIds ?? null), ttlMs, () => inner.odds(sport, q)),
    events: (sport, q) => fetcher.get(key('events', sport, iso(q?.commenceTimeFrom), iso(q?.commenceTimeTo)), ttlMs, () => inner.events(sport, q)),
    scores: (sport, q) => fetcher.get(key('scores', sport, q?.daysFrom ?? 1, q?.eventIds ?? null), scoresTtlMs, () => inner.scores(sport, q)),
    eventOdds: (sport, id) => fetcher.get(key('eventOdds', sport, id), ttlMs, () => inner.eventOdds(sport, id)),
    eventPropOdds: (sport, id, markets) => fetcher.get(key('props', sport, id, markets), ttlMs, () => inner.eventPropOdds(sport, id, markets)),
  };
}
