// "Their decisions leave the leaderboard" (issue 29): user.deleted erases a member's decisions, stats
// and plan in decisions' schema and takes them off every board on real Redis; a rebuild from
// Postgres does not bring them back, nor does a late user.registered; other members and the picks
// are untouched; a redelivered user.deleted changes nothing.
import { makeEvent } from '@gary/contracts';
import { uniqueTopic } from '@gary/testinfra';
import { Redis } from 'ioredis';
import { createRedisLeaderboardStore } from '../src/adapters/redis-leaderboard-store';
import { eventually, startDecisions, testClock, type Decisions } from './decisions-harness';

let d: Decisions;
let redis: Redis;
const prefix = `${uniqueTopic('lb')}:`;
const clock = testClock('2026-11-18T16:00:00Z');
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [leaver, stayer] = [id(7101), id(7102)];

beforeAll(async () => {
  redis = new Redis(process.env.REDIS_URL!);
  d = await startDecisions({ clock, leaderboardStore: createRedisLeaderboardStore(redis, { prefix }) });
  await d.register(leaver, 'leaver');
  await d.register(stayer, 'stayer');
});
afterAll(async () => {
  await d.stop();
  redis.disconnect();
});

const ids = async (period: string) => (await d.sut.client.GetLeaderboard({ period, userId: '' })).rows.map((r) => r.id);
const count = async (sql: string, args: unknown[]) => (await d.sut.pool.query<{ n: number }>(sql, args)).rows[0]!.n;

test('"the account and personal data go ... their decisions leave the leaderboard", and only theirs', async () => {
  const pick = await d.publishPick();
  expect((await d.decide(leaver, pick.pickId, 'ride')).success).toBe(true);
  expect((await d.decide(stayer, pick.pickId, 'fade')).success).toBe(true);
  await d.sut.client.UpdatePlan({ userId: leaver, stakeUnits: 2, limits: [{ name: 'decisions_day', value: 3 }] }, { userId: leaver });
  await d.grade(pick.pickId, 'won');
  await eventually(async () => expect((await ids('all')).sort()).toEqual([leaver, stayer].sort()));

  const deleted = makeEvent('user.deleted', { source: 'auth', key: leaver, data: { userId: leaver, deletedAt: clock.now().toISOString() } });
  await d.bus.publish([deleted]);
  await d.bus.drain();
  for (const period of ['week', 'month', 'all']) await eventually(async () => expect(await ids(period)).toEqual([stayer]));
  expect(await count('SELECT count(*)::int AS n FROM decisions WHERE user_id = $1', [leaver])).toBe(0);
  expect(await count('SELECT count(*)::int AS n FROM user_stats WHERE user_id = $1', [leaver])).toBe(0);
  expect(await count('SELECT count(*)::int AS n FROM play_plans WHERE user_id = $1', [leaver])).toBe(0);
  // Everyone else and the pick: as they were.
  expect(await count('SELECT count(*)::int AS n FROM decisions WHERE user_id = $1', [stayer])).toBe(1);
  expect(await count(`SELECT count(*)::int AS n FROM picks WHERE pick_id = $1 AND result = 'won'`, [pick.pickId])).toBe(1);

  // Redelivered, and a user.registered arriving late: nothing comes back.
  await d.bus.publish([deleted]);
  await d.register(leaver, 'leaver');
  expect(await count('SELECT count(*)::int AS n FROM user_stats WHERE user_id = $1', [leaver])).toBe(0);

  // "The leaderboard rebuilt without them": even a store that still held them (a removal that failed:
  // here its marks are wiped and their row written back) is rid of them by the rebuild.
  for (const board of ['all', 'week:2026-11-16', 'month:2026-11-01']) await redis.hdel(`${prefix}{lb}:${board}:ver`, leaver);
  await d.handle.leaderboard.writeUsers([{ userId: leaver, username: 'leaver', streak: 1, version: 99, all: { wins: 1, losses: 0, pushes: 0, total: 1, rides: 1, fades: 0 }, week: { wins: 1, losses: 0, pushes: 0, total: 1, rides: 1, fades: 0 }, month: { wins: 1, losses: 0, pushes: 0, total: 1, rides: 1, fades: 0 } }] as never);
  expect(await ids('all')).toContain(leaver);
  await d.handle.leaderboard.rebuild();
  for (const period of ['week', 'month', 'all']) expect(await ids(period)).toEqual([stayer]);
});
