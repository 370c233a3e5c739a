import { uniqueTopic } from '@gary/testinfra';
import { Redis } from 'ioredis';
import { boardRow, leaderboardScore } from '../src/domain/leaderboard-rows';
import { createMemoryLeaderboardStore, type BoardEntry, type LeaderboardStore } from '../src/adapters/leaderboard-store';
import { createRedisLeaderboardStore } from '../src/adapters/redis-leaderboard-store';

// The contract every LeaderboardStore adapter must pass: the memory one (embedded mode) and Redis.
const entry = (id: string, wins: number, losses: number, total: number, version = 1): BoardEntry => {
  const c = { wins, losses, total, rides: total, fades: 0, pushes: 0 };
  return { userId: id, version, score: leaderboardScore(c), row: boardRow({ userId: id, username: `user-${id}`, streak: 0 }, c) };
};

let redis: Redis;
let clockMs = 1_000_000;
beforeAll(() => {
  redis = new Redis(process.env.REDIS_URL!);
});
afterAll(() => {
  redis.disconnect();
});

let prefix = '';
const adapters: [string, () => LeaderboardStore][] = [
  ['memory', () => createMemoryLeaderboardStore(() => clockMs)],
  ['redis', () => createRedisLeaderboardStore(redis, { prefix: (prefix = `${uniqueTopic('lb')}:`) })],
];

describe.each(adapters)('LeaderboardStore (%s)', (_name, make) => {
  it('rank by win rate, ties by total decisions; top N plus my rank', async () => {
    const s = make();
    await s.write([{ board: 'all', entries: [entry('a', 1, 1, 2), entry('b', 3, 0, 3), entry('c', 2, 0, 2), entry('d', 0, 2, 9), entry('e', 5, 5, 11)] }]);
    const page = await s.read('all', 3, 'd');
    expect(page.rows.map((r) => [r.rank, r.id])).toEqual([
      [1, 'b'],
      [2, 'c'],
      [3, 'e'],
    ]);
    expect(page.me).toMatchObject({ id: 'd', rank: 5, winRate: 0, totalDecisions: 9 });
    expect(page.rows[0]).toMatchObject({ username: 'user-b', correctDecisions: 3, winRate: 100, preferredStrategy: 'ride' });
  });

  it('equal scores keep one stable order (user id descending); a user not on the board has no rank', async () => {
    const s = make();
    await s.write([{ board: 'all', entries: [entry('x1', 1, 0, 1), entry('x3', 1, 0, 1), entry('x2', 1, 0, 1)] }]);
    const page = await s.read('all', 20, 'nobody');
    expect(page.rows.map((r) => r.id)).toEqual(['x3', 'x2', 'x1']);
    expect(page.me).toBeNull();
    expect(await s.read('empty-board', 20, 'x1')).toEqual({ rows: [], me: null });
  });

  it('keeps the newest version of a row whatever order writes arrive in', async () => {
    const s = make();
    await s.write([{ board: 'all', entries: [entry('u', 5, 0, 5, 7)] }]);
    await s.write([{ board: 'all', entries: [entry('u', 0, 5, 5, 3)] }]); // an older write arriving late
    expect((await s.read('all', 5, 'u')).me).toMatchObject({ rank: 1, correctDecisions: 5, winRate: 100 });
    await s.write([{ board: 'all', entries: [entry('u', 5, 1, 6, 8)] }]);
    expect((await s.read('all', 5, 'u')).me).toMatchObject({ correctDecisions: 5, totalDecisions: 6 });
  });

  it('"a deleted member leaves the leaderboard": removed from every board named, and a late write of theirs cannot bring them back', async () => {
    const s = make();
    await s.write([
      { board: 'all', entries: [entry('gone', 9, 0, 9, 4), entry('stay', 1, 1, 2)] },
      { board: 'week:2026-11-23', entries: [entry('gone', 2, 0, 2, 4)] },
    ]);
    expect((await s.read('all', 5)).rows.map((r) => r.id)).toEqual(['gone', 'stay']);
    await s.remove(['all', 'week:2026-11-23', 'month:2026-11-01'], ['gone']);
    expect(await s.read('all', 5, 'gone')).toMatchObject({ me: null });
    expect((await s.read('all', 5)).rows.map((r) => [r.rank, r.id])).toEqual([[1, 'stay']]);
    expect((await s.read('week:2026-11-23', 5)).rows).toEqual([]);
    // A refresh that read their stats before the deletion, arriving after it, with a newer version.
    await s.write([{ board: 'all', entries: [entry('gone', 10, 0, 10, 5)] }]);
    expect((await s.read('all', 5, 'gone')).me).toBeNull();
    expect((await s.read('all', 5)).rows.map((r) => r.id)).toEqual(['stay']);
  });

  it('moves a user when their score changes', async () => {
    const s = make();
    await s.write([{ board: 'all', entries: [entry('p', 1, 0, 1, 1), entry('q', 1, 1, 2, 1)] }]);
    await s.write([{ board: 'all', entries: [entry('p', 1, 2, 3, 2)] }]);
    expect((await s.read('all', 5)).rows.map((r) => r.id)).toEqual(['q', 'p']);
  });

  it('one write reaches several boards, and a write of thousands of rows lands whole', async () => {
    const s = make();
    const many = Array.from({ length: 1_234 }, (_, i) => entry(`m${String(i).padStart(5, '0')}`, i % 7, 3, (i % 7) + 3));
    await s.write([
      { board: 'all', entries: [entry('solo', 9, 0, 9)] },
      { board: 'week:2026-11-16', entries: many, ttlMs: 60_000 },
      { board: 'month:2026-11-01', entries: [entry('solo', 1, 0, 1)] },
    ]);
    expect((await s.read('all', 5, 'solo')).me).toMatchObject({ rank: 1, correctDecisions: 9 });
    expect((await s.read('month:2026-11-01', 5, 'solo')).me).toMatchObject({ rank: 1, correctDecisions: 1 });
    const week = await s.read('week:2026-11-16', 20, 'm00000');
    expect(week.rows).toHaveLength(20);
    expect(week.rows[0]).toMatchObject({ correctDecisions: 6, totalDecisions: 9 });
    // m00000 is 0-3, the lowest score, and the lowest id among the 177 users tied there: last.
    expect(week.me).toMatchObject({ id: 'm00000', rank: 1_234 });
  });

  it('boards of past periods expire', async () => {
    const s = make();
    await s.write([{ board: 'week:2026-11-16', entries: [entry('w', 1, 0, 1)], ttlMs: 60_000 }]);
    expect((await s.read('week:2026-11-16', 5)).rows).toHaveLength(1);
    if (s.kind === 'redis') {
      const keys = await redis.keys(`${prefix}{lb}:week:2026-11-16:*`);
      expect(keys).toHaveLength(3);
      const ttls = await Promise.all(keys.map((k) => redis.pttl(k)));
      expect(ttls.every((t) => t > 0 && t <= 60_000)).toBe(true);
    } else {
      clockMs += 61_000;
      expect((await s.read('week:2026-11-16', 5)).rows).toHaveLength(0);
    }
  });
});

describe('Redis store: the top page kept in memory for a moment', () => {
  it("this replica's writes show at once; another replica's show within the cache time", async () => {
    const shared = `${uniqueTopic('lb-replicas')}:`;
    const a = createRedisLeaderboardStore(redis, { prefix: shared, topPageCacheMs: 300 });
    const b = createRedisLeaderboardStore(redis, { prefix: shared, topPageCacheMs: 300 });
    await a.write([{ board: 'all', entries: [entry('p', 3, 1, 4), entry('q', 2, 2, 4), entry('r', 1, 3, 4)] }]);
    expect((await a.read('all', 2)).rows.map((r) => r.id)).toEqual(['p', 'q']);

    // Below the page: kept, and a reader's own rank is still fresh.
    await a.write([{ board: 'all', entries: [entry('s', 0, 4, 4)] }]);
    expect(await a.read('all', 2, 's')).toMatchObject({ rows: [{ id: 'p' }, { id: 'q' }], me: { id: 's', rank: 4 } });
    // Onto the page, by this replica: at once.
    await a.write([{ board: 'all', entries: [entry('t', 5, 0, 5)] }]);
    expect((await a.read('all', 2)).rows.map((r) => r.id)).toEqual(['t', 'p']);

    // By another replica: this one's page catches up within the cache time.
    await b.write([{ board: 'all', entries: [entry('u', 9, 0, 9)] }]);
    const soon = (await a.read('all', 2, 'u')).rows.map((r) => r.id);
    expect([['t', 'p'], ['u', 't']]).toContainEqual(soon);
    await new Promise((r) => setTimeout(r, 350));
    expect(await a.read('all', 2, 'u')).toMatchObject({ rows: [{ id: 'u', rank: 1 }, { id: 't', rank: 2 }], me: { id: 'u', rank: 1 } });
  });
});

describe('LeaderboardStore (redis): a Redis that lost its data', () => {
  it('says it is no longer built once its keys are gone (a restart without persistence), so the keeper rebuilds from Postgres', async () => {
    const lost = `${uniqueTopic('lb-lost')}:`;
    const s = createRedisLeaderboardStore(redis, { prefix: lost });
    expect(await s.isBuilt()).toBe(false);
    await s.write([{ board: 'all', entries: [entry('a', 1, 0, 1)] }]);
    await s.markBuilt();
    expect(await s.isBuilt()).toBe(true);
    // What a restarted Redis holds for this prefix: nothing.
    const keys = await redis.keys(`${lost}*`);
    expect(keys.length).toBeGreaterThan(1);
    await redis.del(...keys);
    expect(await s.isBuilt()).toBe(false);
  });

  it('the memory store lives and dies with its process: always built', async () => {
    expect(await createMemoryLeaderboardStore().isBuilt()).toBe(true);
  });
});
