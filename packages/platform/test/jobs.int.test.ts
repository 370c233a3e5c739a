// Job scopes across two replicas that share one real Redis (each its own connection and runner).
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createLogger, createRedisLock, startJobs, type JobRunner, type JobSpec } from '../src';

const logger = createLogger({ name: 'test', level: 'silent' });
let redisA: Redis;
let redisB: Redis;
beforeAll(() => {
  redisA = new Redis(process.env.REDIS_URL!);
  redisB = new Redis(process.env.REDIS_URL!);
});
afterAll(async () => {
  await redisA.quit();
  await redisB.quit();
});

/** Two replicas of one service: same job, same lock namespace, separate Redis connections. */
function twoReplicas(job: (replica: string) => JobSpec) {
  const ns = `t:${randomUUID()}:`;
  // Far-future timers: the test drives occurrences through run(name, at), as the timers would.
  const idle = { setTimeout: () => 0, clearTimeout: () => undefined };
  const make = (redis: Redis, replica: string): JobRunner =>
    startJobs({ jobs: [job(replica)], lock: createRedisLock(redis, ns), logger, now: () => new Date(), prefix: 'svc', timers: idle });
  return [make(redisA, 'a'), make(redisB, 'b')] as const;
}

const occurrence = (i: number) => new Date(Date.UTC(2026, 3, 1, 10, i));

describe('jobs on two replicas sharing one Redis', () => {
  it('"cluster: exactly one replica runs each occurrence": both fire every occurrence, one run each', async () => {
    const runs: string[] = [];
    const [a, b] = twoReplicas((replica) => ({ name: 'sweep', scope: 'cluster', schedule: { every: 60_000 }, run: async (at) => void runs.push(`${at.toISOString()} ${replica}`) }));
    for (let i = 0; i < 5; i++) {
      const outcomes = await Promise.all([a.run('sweep', occurrence(i)), b.run('sweep', occurrence(i))]);
      expect(outcomes.sort()).toEqual(['ran', 'taken']);
    }
    expect(runs.map((r) => r.split(' ')[0])).toEqual([0, 1, 2, 3, 4].map((i) => occurrence(i).toISOString()));
    await a.stop();
    await b.stop();
  });

  it('"replica: runs on both": each replica runs every occurrence', async () => {
    const runs: string[] = [];
    const [a, b] = twoReplicas((replica) => ({ name: 'warm', scope: 'replica', schedule: { every: 60_000 }, run: async () => void runs.push(replica) }));
    for (let i = 0; i < 3; i++) {
      expect(await Promise.all([a.run('warm', occurrence(i)), b.run('warm', occurrence(i))])).toEqual(['ran', 'ran']);
    }
    expect(runs.sort()).toEqual(['a', 'a', 'a', 'b', 'b', 'b']);
    await a.stop();
    await b.stop();
  });

  it('"cluster: overlap prevented": while one replica still runs an occurrence, the other skips the next one', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => { release = r; });
    const runs: string[] = [];
    const [a, b] = twoReplicas((replica) => ({
      name: 'closing-odds',
      scope: 'cluster',
      schedule: { every: 60_000 },
      run: async (at) => {
        runs.push(`${at.toISOString()} ${replica}`);
        if (replica === 'a') await slow;
      },
    }));
    const first = a.run('closing-odds', occurrence(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(await b.run('closing-odds', occurrence(1))).toBe('busy');
    release();
    expect(await first).toBe('ran');
    expect(await b.run('closing-odds', occurrence(2))).toBe('ran');
    expect(runs).toEqual([`${occurrence(0).toISOString()} a`, `${occurrence(2).toISOString()} b`]);
    await a.stop();
    await b.stop();
  });
});
