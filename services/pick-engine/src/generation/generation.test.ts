// The generation lock: "a failed run releases its lock (and the bad date is a 400 before any lock
// is taken)", so one bad admin request cannot make the 10:00 ET run skip.
import { createLogger, createMemoryCache, createMemoryLock, type Pool } from '@gary/platform';
import { createGenerator, GENERATION_LOCK } from './generation';

function generatorWith(pool: Pool) {
  const lock = createMemoryLock();
  const g = createGenerator({
    pool,
    lock,
    cache: createMemoryCache(),
    logger: createLogger({ name: 't', level: 'silent' }),
    now: () => new Date('2026-02-10T15:00:00Z'),
    sleep: async () => undefined,
    sportsData: {} as never,
    writer: {} as never,
    model: {} as never,
    sports: ['NBA'],
    pauseMs: 0,
    cooldownMs: 0,
    concurrency: 1,
  });
  return { g, lock };
}

const lockIsFree = async (lock: ReturnType<typeof createMemoryLock>) => {
  const token = await lock.acquire(GENERATION_LOCK, 1_000);
  if (token) await lock.release(GENERATION_LOCK, token);
  return token !== null;
};

describe('generation lock', () => {
  it('"the bad date is a 400 before any lock is taken": 2026-02-30 is invalid_date and the database is never asked', async () => {
    const queries: string[] = [];
    const { g, lock } = generatorWith({ query: async (sql: string) => (queries.push(sql), { rows: [] }) } as unknown as Pool);
    await expect(g.request({ date: '2026-02-30', requestedBy: 'admin' })).rejects.toMatchObject({ kind: 'invalid', code: 'invalid_date' });
    await expect(g.request({ date: '9999-12-31', requestedBy: 'admin' })).rejects.toMatchObject({ kind: 'invalid', code: 'invalid_date' });
    expect(queries).toEqual([]);
    expect(await lockIsFree(lock)).toBe(true);
  });

  it('"a failed run releases its lock": a database error while starting the run gives the lock back at once', async () => {
    const { g, lock } = generatorWith({ query: async () => { throw Object.assign(new Error('boom'), { code: '22008' }); } } as unknown as Pool);
    await expect(g.request({ date: '2026-02-10', requestedBy: 'admin' })).rejects.toThrow('boom');
    expect(await lockIsFree(lock)).toBe(true);
  });
});
