import { makeEvent } from '@gary/contracts';
import { uniqueTopic } from '@gary/testinfra';
import { Redis } from 'ioredis';
import { createRedisLeaderboardStore } from '../src/adapters/redis-leaderboard-store';
import { createLeaderboardKeeper } from '../src/leaderboard/leaderboard-keeper';
import { eventually, startDecisions, testClock, type Decisions } from './decisions-harness';

// The leaderboard on real Redis: periods that really filter, rank by win rate with ties by total,
// top 20 plus my rank, correct after settlements, and rebuilt from Postgres.
let d: Decisions;
let redis: Redis;
const clock = testClock('2026-10-28T16:00:00Z'); // a Wednesday in October
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [u1, u2, u3] = [id(903), id(902), id(901)];

beforeAll(async () => {
  redis = new Redis(process.env.REDIS_URL!);
  d = await startDecisions({ clock, leaderboardStore: createRedisLeaderboardStore(redis, { prefix: `${uniqueTopic('lb')}:` }) });
  await d.register(u1, 'ursula');
  await d.register(u2, 'victor');
  await d.register(u3, 'wanda');
});
afterAll(async () => {
  await d.stop();
  redis.disconnect();
});

const board = (period: string, userId?: string) => d.sut.client.GetLeaderboard({ period, userId: userId ?? '' });
const line = (r: { id: string; correctDecisions: number; totalDecisions: number }) => [r.id, r.correctDecisions, r.totalDecisions];

describe('leaderboard', () => {
  it('periods This Week, This Month, All Time really filter (Eastern calendar, by the day a decision was made)', async () => {
    // October 28: last month and an earlier week.
    const p0 = await d.publishPick();
    await d.decide(u1, p0.pickId, 'ride');
    await d.grade(p0.pickId, 'won');
    // Tuesday November 10: this month, last week.
    clock.set('2026-11-10T16:00:00Z');
    const p1 = await d.publishPick();
    await d.decide(u1, p1.pickId, 'fade');
    await d.decide(u2, p1.pickId, 'ride');
    await d.grade(p1.pickId, 'lost');
    // Wednesday November 18: this week.
    clock.set('2026-11-18T16:00:00Z');
    const p2 = await d.publishPick();
    const p3 = await d.publishPick();
    await d.decide(u1, p2.pickId, 'ride');
    await d.decide(u2, p2.pickId, 'ride');
    await d.decide(u3, p2.pickId, 'fade');
    await d.decide(u3, p3.pickId, 'ride');
    await d.grade(p2.pickId, 'won');

    await eventually(async () => {
      const all = await board('all');
      expect(all.rows.map(line)).toEqual([
        [u1, 3, 3],
        [u2, 1, 2],
        [u3, 0, 2],
      ]);
    });
    expect((await board('month')).rows.map(line)).toEqual([
      [u1, 2, 2],
      [u2, 1, 2],
      [u3, 0, 2],
    ]);
    // This week u1 and u2 are both 1-0 with one decision each: tied, in the store's stable order.
    const week = await board('week', u3);
    expect(week.rows.map(line)).toEqual([
      [u1, 1, 1],
      [u2, 1, 1],
      [u3, 0, 2],
    ]);
    expect(week.me).toMatchObject({ rank: 3, username: 'wanda', rideCount: 1, fadeCount: 1, winRate: 0 });
    expect(week.rows[0]).toMatchObject({ username: 'ursula', winRate: 100, streak: 3, preferredStrategy: 'ride' });
    await expect(board('year')).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('top 20 plus my rank, ranked by win rate with ties by total decisions', async () => {
    const users = Array.from({ length: 25 }, (_, i) => id(100 + i));
    const [won, lost, won2] = [await d.publishPick(), await d.publishPick(), await d.publishPick()];
    for (const [i, u] of users.entries()) {
      if (i < 20) await d.decide(u, won.pickId, 'ride');
      if (i >= 10) await d.decide(u, lost.pickId, 'ride');
      if (i < 5) await d.decide(u, won2.pickId, 'ride');
    }
    await d.grade(won.pickId, 'won');
    await d.grade(lost.pickId, 'lost');
    await d.grade(won2.pickId, 'won');
    // 0-4: 2-0 (100%, 2 decisions), 5-9: 1-0 (100%, 1), 10-19: 1-1 (50%), 20-24: 0-1 (0%); then u1..u3.
    await eventually(async () => {
      const page = await d.sut.client.GetLeaderboard({ period: 'week', userId: users[22]! });
      expect(page.rows).toHaveLength(20);
      const ids = page.rows.map((r) => r.id);
      expect(ids.slice(0, 5).sort()).toEqual(users.slice(0, 5).sort());
      expect(ids.slice(5, 7)).toEqual([u2, u1].sort().reverse()); // 1-0 with 1 decision ties users 5-9
      expect(page.me).toMatchObject({ id: users[22], totalDecisions: 1, correctDecisions: 0 });
      expect(page.me!.rank).toBeGreaterThan(20);
      expect(page.rows.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });
  });

  it('rebuilt from Postgres: a new store filled from the tables answers exactly what the live one does', async () => {
    await d.handle.leaderboard.drain();
    expect((await d.sut.pool.query('SELECT count(*)::int AS n FROM leaderboard_refresh')).rows[0].n).toBe(0);
    const fresh = createRedisLeaderboardStore(redis, { prefix: `${uniqueTopic('lb-rebuild')}:` });
    const keeper = createLeaderboardKeeper({ pool: d.sut.pool, store: fresh, lock: d.sut.adapters.lock, logger: d.sut.adapters.logger, now: clock.now });
    await keeper.rebuild();
    for (const period of ['week', 'month', 'all'] as const) {
      const live = await board(period, u3);
      const rebuilt = await keeper.read(period, 20, u3);
      expect({ period, rows: rebuilt.rows, me: rebuilt.me }).toEqual({ period, rows: live.rows, me: live.me });
    }
  });

  it('a Redis that comes back empty (restarted without persistence) gets its boards rebuilt from Postgres without a restart of the service', async () => {
    const prefix = `${uniqueTopic('lb-lost')}:`;
    const store = createRedisLeaderboardStore(redis, { prefix, topPageCacheMs: 0 });
    const keeper = createLeaderboardKeeper({ pool: d.sut.pool, store, lock: d.sut.adapters.lock, logger: d.sut.adapters.logger, now: clock.now, lossCheckMs: 50 });
    keeper.start();
    try {
      await keeper.ready();
      const live = await board('all', u3);
      expect((await keeper.read('all', 20, u3)).rows).toEqual(live.rows);
      // What a restarted Redis holds for this prefix: nothing.
      await redis.del(...(await redis.keys(`${prefix}*`)));
      expect((await keeper.read('all', 20, u3)).rows).toEqual([]);
      await eventually(async () => expect(await keeper.read('all', 20, u3)).toEqual({ rows: live.rows, me: live.me }));
    } finally {
      await keeper.stop();
      const left = await redis.keys(`${prefix}*`);
      if (left.length) await redis.del(...left);
    }
  });
  it('"only users with at least one graded decision (win, loss or push) are ranked": pending decisions alone put nobody on a board', async () => {
    const [waiting, pushed] = [id(951), id(952)];
    await d.register(waiting, 'pending-only');
    await d.register(pushed, 'push-only');
    const [open, tied] = [await d.publishPick(), await d.publishPick()];
    await d.decide(waiting, open.pickId, 'ride');
    await d.decide(pushed, tied.pickId, 'fade');
    await d.grade(tied.pickId, 'push');
    await d.handle.leaderboard.drain();
    await eventually(async () => {
      for (const period of ['week', 'month', 'all'] as const) {
        const page = await board(period, pushed);
        expect(page.me).toMatchObject({ id: pushed, totalDecisions: 1, correctDecisions: 0, winRate: 0 });
        const mine = await board(period, waiting);
        expect(mine.me).toBeNull();
        expect([...mine.rows.map((r) => r.id)]).not.toContain(waiting);
      }
    });
    // A rebuild from Postgres follows the same rule.
    const fresh = createRedisLeaderboardStore(redis, { prefix: `${uniqueTopic('lb-graded')}:` });
    const keeper = createLeaderboardKeeper({ pool: d.sut.pool, store: fresh, lock: d.sut.adapters.lock, logger: d.sut.adapters.logger, now: clock.now });
    await keeper.rebuild();
    for (const period of ['week', 'month', 'all'] as const) {
      expect((await keeper.read(period, 50, waiting)).me).toBeNull();
      expect((await keeper.read(period, 50, pushed)).me).toMatchObject({ id: pushed });
    }
    // Once the pick is graded the user is ranked.
    await d.grade(open.pickId, 'won');
    await d.handle.leaderboard.drain();
    await eventually(async () => expect((await board('week', waiting)).me).toMatchObject({ id: waiting, correctDecisions: 1, winRate: 100 }));
  });

  it('"the saved display name is ignored" no more: user.profile-changed puts the saved name on every board, and rows count graded decisions apart from pending ones', async () => {
    await d.bus.publish([makeEvent('user.profile-changed', { source: 'auth', key: u1, data: { userId: u1, username: 'ursa-major', changedAt: clock.now().toISOString() } })]);
    await d.bus.drain();
    await eventually(async () => {
      const row = (await board('all', u1)).me;
      expect(row).toMatchObject({ id: u1, username: 'ursa-major' });
      expect(row!.gradedDecisions).toBeLessThanOrEqual(row!.totalDecisions);
    });
    // u3 has one graded decision and one still pending (p3 was never graded).
    const week = await board('week', u3);
    expect(week.rows.find((r) => r.id === u3) ?? week.me).toMatchObject({ id: u3 });
    expect(((await board('all', u3)).me)!.gradedDecisions).toBeLessThan(((await board('all', u3)).me)!.totalDecisions);
  });
});
