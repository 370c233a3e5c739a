// The one way services cache: a read-through over the Cache port, with one load in flight per key.
// A burst of identical callers costs one load (single-flight covers the cache read and the load).
// `cacheable` says which values are stored; by default everything but an `{ ok: false }` answer,
// so a failure (a provider error, an unfinished analysis) is asked again next time. A load that
// throws stores nothing. The cache is an optimisation: when it fails (Redis down), the failure is
// logged and the value is loaded directly (fails open), never turned into an error for the caller.
import type { Cache } from './cache';

export interface ReadThrough {
  /** The cached value for `key`, else the result of `load`, stored for `ttlMs` when `cacheable` says so. */
  get<T>(key: string, ttlMs: number, load: () => Promise<T>, cacheable?: (value: T) => boolean): Promise<T>;
}

export interface ReadThroughOptions {
  /** Prepended to every key (one service's entries apart from another's in a shared Redis). */
  keyPrefix?: string;
  /** The default predicate of this reader; a call may pass its own. */
  cacheable?: (value: unknown) => boolean;
  logger?: { warn(fields: Record<string, unknown>, msg: string): void };
}

/** Anything but an `{ ok: false }` answer. */
export const notAFailure = (value: unknown): boolean =>
  !(typeof value === 'object' && value !== null && 'ok' in value && (value as { ok: unknown }).ok === false);

export function readThrough(cache: Cache, opts: ReadThroughOptions = {}): ReadThrough {
  const prefix = opts.keyPrefix ?? '';
  const fallback = opts.cacheable ?? notAFailure;
  const warn = (fields: Record<string, unknown>, msg: string) => opts.logger?.warn(fields, msg);
  const inFlight = new Map<string, Promise<unknown>>();

  async function loadAndStore<T>(key: string, ttlMs: number, load: () => Promise<T>, cacheable: (v: T) => boolean): Promise<T> {
    try {
      const hit = await cache.get<T>(key);
      if (hit !== undefined) return hit;
    } catch (err) {
      warn({ key, err: String(err) }, 'cache read failed; loading directly');
    }
    const value = await load();
    if (cacheable(value)) {
      try {
        await cache.set(key, value, ttlMs);
      } catch (err) {
        warn({ key, err: String(err) }, 'cache write failed');
      }
    }
    return value;
  }

  return {
    get<T>(rawKey: string, ttlMs: number, load: () => Promise<T>, cacheable: (value: T) => boolean = fallback): Promise<T> {
      const key = prefix + rawKey;
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;
      const p = loadAndStore(key, ttlMs, load, cacheable).finally(() => inFlight.delete(key));
      inFlight.set(key, p);
      return p;
    },
  };
}
