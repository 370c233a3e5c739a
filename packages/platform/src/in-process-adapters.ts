// Adapters for services run inside one Node process (the embedded stack, integration tests,
// benchmarks): the caller's pool and bus, with in-memory cache, locks and rate limits unless given.
import { createMemoryCache, createMemoryLock, createMemoryRateLimiter } from './cache';
import type { ServiceAdapters } from './service-host';

export function inProcessAdapters(
  given: Pick<ServiceAdapters, 'logger' | 'pool' | 'schema' | 'bus' | 'peers' | 'mode'> & Partial<ServiceAdapters>,
): ServiceAdapters {
  return {
    cache: createMemoryCache(),
    lock: createMemoryLock(),
    rateLimiter: createMemoryRateLimiter(),
    now: () => new Date(),
    ...given,
  };
}
