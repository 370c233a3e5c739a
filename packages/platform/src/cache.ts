// Cache, distributed lock and rate limit ports, each with an in-memory adapter (embedded mode,
// one process) and a Redis adapter (distributed and Kubernetes). Values are JSON.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
}

export interface Lock {
  /** Returns a token when acquired, null when someone else holds the lock. */
  acquire(key: string, ttlMs: number): Promise<string | null>;
  release(key: string, token: string): Promise<boolean>;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts one hit against key in a fixed window; allowed while at or under limit. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

export function createMemoryCache(opts: { maxEntries?: number; now?: () => number } = {}): Cache {
  const now = opts.now ?? Date.now;
  const max = opts.maxEntries ?? 10_000;
  const map = new Map<string, { value: string; expires: number }>();
  return {
    async get<T>(key: string) {
      const hit = map.get(key);
      if (!hit) return undefined;
      if (hit.expires <= now()) {
        map.delete(key);
        return undefined;
      }
      return JSON.parse(hit.value) as T;
    },
    async set(key, value, ttlMs) {
      if (map.size >= max && !map.has(key)) map.delete(map.keys().next().value as string);
      map.set(key, { value: JSON.stringify(value), expires: now() + ttlMs });
    },
    async del(key) {
      map.delete(key);
    },
  };
}

export function createRedisCache(redis: Redis, prefix = 'gary:cache:'): Cache {
  return {
    async get<T>(key: string) {
      const raw = await redis.get(prefix + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async del(key) {
      await redis.del(prefix + key);
    },
  };
}

export function createMemoryLock(now: () => number = Date.now): Lock {
  const held = new Map<string, { token: string; expires: number }>();
  return {
    async acquire(key, ttlMs) {
      const cur = held.get(key);
      if (cur && cur.expires > now()) return null;
      // Cluster jobs take one key per occurrence: expired ones are dropped as Redis would expire them.
      if (held.size >= 1_000) for (const [k, v] of held) if (v.expires <= now()) held.delete(k);
      const token = randomUUID();
      held.set(key, { token, expires: now() + ttlMs });
      return token;
    },
    async release(key, token) {
      const cur = held.get(key);
      if (!cur || cur.token !== token) return false;
      held.delete(key);
      return true;
    },
  };
}

// Release only the lock we hold: compare the token and delete in one atomic script.
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export function createRedisLock(redis: Redis, prefix = 'gary:lock:'): Lock {
  return {
    async acquire(key, ttlMs) {
      const token = randomUUID();
      const ok = await redis.set(prefix + key, token, 'PX', ttlMs, 'NX');
      return ok === 'OK' ? token : null;
    },
    async release(key, token) {
      const n = (await redis.eval(RELEASE_SCRIPT, 1, prefix + key, token)) as number;
      return n === 1;
    },
  };
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count++;
      const allowed = w.count <= limit;
      return { allowed, remaining: Math.max(0, limit - w.count), retryAfterMs: allowed ? 0 : w.resetAt - t };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

// INCR and set the window's expiry on the first hit, atomically.
const HIT_SCRIPT = `local n = redis.call('incr', KEYS[1])
if n == 1 then redis.call('pexpire', KEYS[1], ARGV[1]) end
return {n, redis.call('pttl', KEYS[1])}`;

type WithRateHit = Redis & { garyRateHit(key: string, windowMs: string): Promise<[number, number]> };

export function createRedisRateLimiter(redis: Redis, prefix = 'gary:rl:'): RateLimiter {
  // A defined command goes out as EVALSHA: the script's hash instead of its text on every hit.
  const r = redis as WithRateHit;
  if (typeof r.garyRateHit !== 'function') redis.defineCommand('garyRateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = await r.garyRateHit(prefix + key, String(windowMs));
      const allowed = count <= limit;
      return { allowed, remaining: Math.max(0, limit - count), retryAfterMs: allowed ? 0 : Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/** Shares one in-flight promise among identical concurrent requests. */
export function singleFlight<T>(): (key: string, fn: () => Promise<T>) => Promise<T> {
  const inflight = new Map<string, Promise<T>>();
  return (key, fn) => {
    const hit = inflight.get(key);
    if (hit) return hit;
    const p = fn().finally(() => inflight.delete(key));
    inflight.set(key, p);
    return p;
  };
}
