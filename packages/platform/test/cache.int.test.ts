// Cache, lock and rate limit: the memory and Redis adapters pass the same contract.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  readThrough, createMemoryCache, createMemoryLock, createMemoryRateLimiter, createRedisCache, createRedisLock, createRedisRateLimiter,
  type Cache, type Lock, type RateLimiter,
} from '../src';

let redis: Redis;
beforeAll(() => {
  redis = new Redis(process.env.REDIS_URL!);
});
afterAll(() => redis.quit());

const adapters: [string, () => { cache: Cache; lock: Lock; limiter: RateLimiter }][] = [
  ['memory', () => ({ cache: createMemoryCache(), lock: createMemoryLock(), limiter: createMemoryRateLimiter() })],
  ['Redis', () => ({ cache: createRedisCache(redis, `t:${randomUUID()}:`), lock: createRedisLock(redis, `t:${randomUUID()}:`), limiter: createRedisRateLimiter(redis, `t:${randomUUID()}:`) })],
];

describe.each(adapters)('%s adapters', (_name, make) => {
  it('caches JSON values until their time to live runs out', async () => {
    const { cache } = make();
    await cache.set('k', { odds: -110, books: ['fanduel'] }, 150);
    expect(await cache.get('k')).toEqual({ odds: -110, books: ['fanduel'] });
    await new Promise((r) => setTimeout(r, 250));
    expect(await cache.get('k')).toBeUndefined();
  });

  it('shares one load among identical in-flight requests', async () => {
    const { cache } = make();
    const read = readThrough(cache);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 50));
      return 42;
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => read.get('slate', 60_000, load)));
    expect(results).toEqual(Array(10).fill(42));
    expect(loads).toBe(1);
  });

  it('lets one holder take a lock, refuses a second, and only the holder releases it', async () => {
    const { lock } = make();
    const a = await lock.acquire('generation', 5_000);
    expect(a).not.toBeNull();
    expect(await lock.acquire('generation', 5_000)).toBeNull();
    expect(await lock.release('generation', 'not-the-token')).toBe(false);
    expect(await lock.release('generation', a!)).toBe(true);
    expect(await lock.acquire('generation', 5_000)).not.toBeNull();
  });

  it('allows up to the limit in a window, then refuses with a retry-after', async () => {
    const { limiter } = make();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await limiter.hit('signin:1.2.3.4', 5, 10_000));
    expect(results.slice(0, 5).every((r) => r.allowed)).toBe(true);
    expect(results[5]!.allowed).toBe(false);
    expect(results[5]!.retryAfterMs).toBeGreaterThan(0);
    await limiter.reset('signin:1.2.3.4');
    expect((await limiter.hit('signin:1.2.3.4', 5, 10_000)).allowed).toBe(true);
  });
});
