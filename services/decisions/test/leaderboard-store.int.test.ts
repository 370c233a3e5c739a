import { uniqueTopic } from '@gary/testinfra';
import { Redis } from 'ioredis';
import { boardRow, leaderboardScore } from '../src/domain/leaderboard-rows';
import { createMemoryLeaderboardStore, type BoardEntry, type LeaderboardStore } from '../src/adapters/leaderboard-store';
import { createRedisLeaderboardStore } from '../src/adapters/redis-leaderboard-store';

// The contract every LeaderboardStore adapter must pass: the memory one (embedded mode) and Redis.
const entry = (id: string, wins: number, losses: number, total: number, version = 1): BoardEntry => {
  const c = { wins, losses, total, rides: total, fades: 0 };
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
    await s.put('all', [entry('a', 1, 1, 2), entry('b', 3, 0, 3), entry('c', 2, 0, 2), entry('d', 0, 2, 9), entry('e', 5, 5, 11)]);
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
    await s.put('all', [entry('x1', 1, 0, 1), entry('x3', 1, 0, 1), entry('x2', 1, 0, 1)]);
    const page = await s.read('all', 20, 'nobody');
    expect(page.rows.map((r) => r.id)).toEqual(['x3', 'x2', 'x1']);
    expect(page.me).toBeNull();
    expect(await s.read('empty-board', 20, 'x1')).toEqual({ rows: [], me: null });
  });

  it('keeps the newest version of a row whatever order writes arrive in', async () => {
    const s = make();
    await s.put('all', [entry('u', 5, 0, 5, 7)]);
    await s.put('all', [entry('u', 0, 5, 5, 3)]); // an older write arriving late
    expect((await s.read('all', 5, 'u')).me).toMatchObject({ rank: 1, correctDecisions: 5, winRate: 100 });
    await s.put('all', [entry('u', 5, 1, 6, 8)]);
    expect((await s.read('all', 5, 'u')).me).toMatchObject({ correctDecisions: 5, totalDecisions: 6 });
  });

  it('moves a user when their score changes', async () => {
    const s = make();
    await s.put('all', [entry('p', 1, 0, 1, 1), entry('q', 1, 1, 2, 1)]);
    await s.put('all', [entry('p', 1, 2, 3, 2)]);
    expect((await s.read('all', 5)).rows.map((r) => r.id)).toEqual(['q', 'p']);
  });

  it('boards of past periods expire', async () => {
    const s = make();
    await s.put('week:2026-11-16', [entry('w', 1, 0, 1)], 60_000);
    expect((await s.read('week:2026-11-16', 5)).rows).toHaveLength(1);
    if (s.kind === 'redis') {
      const keys = await redis.keys(`${prefix}{week:2026-11-16}*`);
      expect(keys).toHaveLength(3);
      const ttls = await Promise.all(keys.map((k) => redis.pttl(k)));
      expect(ttls.every((t) => t > 0 && t <= 60_000)).toBe(true);
    } else {
      clockMs += 61_000;
      expect((await s.read('week:2026-11-16', 5)).rows).toHaveLength(0);
    }
  });
});
