// Caches successful answers for a TTL and shares one in-flight request among identical callers
// (same key), so a burst of callers costs the provider one call. Failed answers are never cached.
// A broken cache (e.g. Redis down) is logged and bypassed, never fatal.
import type { Cache } from '../domain/cache-port';
import { silentLogger, type Logger } from '../domain/logger-port';

export interface CachedFetcher {
  /**
   * The cached value for `key`, else the result of `load`, stored for `ttlMs` when `cacheable`
   * says so (default: anything but `{ ok: false }`).
   */
  get<T>(key: string, ttlMs: number, load: () => Promise<T>, cacheable?: (value: T) => boolean): Promise<T>;
}

const defaultCacheable = (value: unknown): boolean =>
  !(typeof value === 'object' && value !== null && 'ok' in value && (value as { ok: unknown }).ok === false);

export function createCachedFetcher(deps: { cache: Cache; logger?: Logger; keyPrefix?: string }): CachedFetcher {
  const logger = deps.logger ?? silentLogger;
  const inFlight = new Map<string, Promise<unknown>>();
  const prefix = deps.keyPrefix ?? '';

  async function loadAndStore<T>(key: string, ttlMs: number, load: () => Promise<T>, cacheable: (v: T) => boolean): Promise<T> {
    try {
      const hit = await deps.cache.get(key);
      if (hit !== undefined) return hit as T;
    } catch (err) {
      logger.warn({ key, err: String(err) }, 'cache read failed; loading directly');
    }
    const value = await load();
    if (cacheable(value)) {
      try {
        await deps.cache.set(key, value, ttlMs);
      } catch (err) {
        logger.warn({ key, err: String(err) }, 'cache write failed');
      }
    }
    return value;
  }

  return {
    get<T>(rawKey: string, ttlMs: number, load: () => Promise<T>, cacheable: (value: T) => boolean = defaultCacheable): Promise<T> {
      const key = prefix + rawKey;
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;
      const p = loadAndStore(key, ttlMs, load, cacheable).finally(() => inFlight.delete(key));
      inFlight.set(key, p);
      return p;
    },
  };
}
