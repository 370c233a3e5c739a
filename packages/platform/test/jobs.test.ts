// The one job runner: schedules (every, dailyAt in a time zone across DST), overlap, scopes with a memory lock.
import { createLogger, createMemoryLock, nextOccurrence, startJobs, type Timers } from '../src';

const logger = createLogger({ name: 'test', level: 'silent' });
const HOUR = 3_600_000;

/** A fake clock: timers fire only when the test moves time forward. */
function fakeClock(startIso: string) {
  let now = Date.parse(startIso);
  let seq = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      const id = ++seq;
      pending.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (id) => void pending.delete(id as number),
  };
  const flush = () => new Promise((r) => setImmediate(r));
  return {
    now: () => new Date(now),
    timers,
    /** Moves the clock to `iso`, firing every timer due on the way, in order. */
    async advanceTo(iso: string) {
      const end = Date.parse(iso);
      for (;;) {
        await flush();
        const due = [...pending.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].fn();
        await flush();
      }
      now = end;
      await flush();
    },
  };
}

describe('nextOccurrence', () => {
  it('"every" runs on slots counted from the epoch, so all replicas agree on each occurrence', () => {
    expect(nextOccurrence({ every: 60_000 }, new Date('2026-04-01T10:00:30Z')).toISOString()).toBe('2026-04-01T10:01:00.000Z');
    expect(nextOccurrence({ every: 60_000 }, new Date('2026-04-01T10:01:00Z')).toISOString()).toBe('2026-04-01T10:02:00.000Z');
  });

  it('"dailyAt 10:00 America/New_York" is 14:00 UTC in daylight time and 15:00 UTC in standard time', () => {
    const at10 = { dailyAt: '10:00', timeZone: 'America/New_York' };
    expect(nextOccurrence(at10, new Date('2026-06-10T13:00:00Z')).toISOString()).toBe('2026-06-10T14:00:00.000Z');
    expect(nextOccurrence(at10, new Date('2026-06-10T14:00:00Z')).toISOString()).toBe('2026-06-11T14:00:00.000Z');
    expect(nextOccurrence(at10, new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-15T15:00:00.000Z');
    // Saturday night before the spring change, and the small hours of the autumn change day.
    expect(nextOccurrence(at10, new Date('2026-03-07T16:00:00Z')).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(nextOccurrence(at10, new Date('2026-11-01T05:30:00Z')).toISOString()).toBe('2026-11-01T15:00:00.000Z');
  });

  it('rejects a malformed daily time', () => {
    expect(() => nextOccurrence({ dailyAt: '25:00', timeZone: 'America/New_York' }, new Date())).toThrow(/HH:MM/);
  });
});

describe('startJobs with a fake clock', () => {
  it('"Picks generated daily at 10am America/New_York": a dailyAt job fires at 10:00 Eastern on each side of the March DST change', async () => {
    const clock = fakeClock('2026-03-06T12:00:00Z');
    const runs: string[] = [];
    const jobs = startJobs({
      jobs: [{ name: 'generate', scope: 'cluster', schedule: { dailyAt: '10:00', timeZone: 'America/New_York' }, run: async (at) => void runs.push(at.toISOString()) }],
      lock: createMemoryLock(() => clock.now().getTime()),
      logger,
      now: clock.now,
      prefix: 't',
      timers: clock.timers,
    });
    await clock.advanceTo('2026-03-09T16:00:00Z');
    // Friday and Saturday 10:00 EST (15:00 UTC), then Sunday and Monday 10:00 EDT (14:00 UTC).
    expect(runs).toEqual(['2026-03-06T15:00:00.000Z', '2026-03-07T15:00:00.000Z', '2026-03-08T14:00:00.000Z', '2026-03-09T14:00:00.000Z']);
    await jobs.stop();
  });

  it('the November change: 10:00 EDT on Saturday, 10:00 EST on Sunday, once each', async () => {
    const clock = fakeClock('2026-10-31T12:00:00Z');
    const runs: string[] = [];
    const jobs = startJobs({
      jobs: [{ name: 'props', scope: 'replica', schedule: { dailyAt: '10:15', timeZone: 'America/New_York' }, run: async (at) => void runs.push(at.toISOString()) }],
      lock: createMemoryLock(),
      logger,
      now: clock.now,
      prefix: 't',
      timers: clock.timers,
    });
    await clock.advanceTo('2026-11-02T00:00:00Z');
    expect(runs).toEqual(['2026-10-31T14:15:00.000Z', '2026-11-01T15:15:00.000Z']);
    await jobs.stop();
  });

  it('"overlap prevented": a run still going when its next occurrence comes is not started again', async () => {
    const clock = fakeClock('2026-04-01T10:00:00Z');
    let started = 0;
    let finish!: () => void;
    const jobs = startJobs({
      jobs: [{ name: 'sweep', scope: 'replica', schedule: { every: 60_000 }, run: () => { started++; return new Promise<void>((r) => { finish = r; }); } }],
      lock: createMemoryLock(),
      logger,
      now: clock.now,
      prefix: 't',
      timers: clock.timers,
    });
    await clock.advanceTo('2026-04-01T10:01:00Z');
    expect(started).toBe(1);
    expect(await jobs.run('sweep')).toBe('busy');
    await clock.advanceTo('2026-04-01T10:04:30Z');
    expect(started).toBe(1);
    finish();
    await clock.advanceTo('2026-04-01T10:05:00Z');
    expect(started).toBe(2);
    finish();
    await jobs.stop();
  });

  it('a failing run is logged and the job runs again at its next occurrence', async () => {
    const clock = fakeClock('2026-04-01T10:00:00Z');
    const lines: string[] = [];
    const log = createLogger({ name: 'test', level: 'error', destination: { write: (s: string) => { lines.push(s); } } });
    let calls = 0;
    const jobs = startJobs({
      jobs: [{ name: 'odds', scope: 'cluster', schedule: { every: HOUR }, run: async () => { calls++; throw new Error('provider down'); } }],
      lock: createMemoryLock(() => clock.now().getTime()),
      logger: log,
      now: clock.now,
      prefix: 't',
      timers: clock.timers,
    });
    await clock.advanceTo('2026-04-01T12:00:00Z');
    expect(calls).toBe(2);
    expect(lines.join('')).toContain('job odds failed');
    await jobs.stop();
  });

  it('runOnStart runs the current slot at once, then follows the schedule', async () => {
    const clock = fakeClock('2026-04-01T10:00:20Z');
    const runs: string[] = [];
    const jobs = startJobs({
      jobs: [{ name: 'odds', scope: 'cluster', schedule: { every: 60_000, runOnStart: true }, run: async (at) => void runs.push(at.toISOString()) }],
      lock: createMemoryLock(() => clock.now().getTime()),
      logger,
      now: clock.now,
      prefix: 't',
      timers: clock.timers,
    });
    await clock.advanceTo('2026-04-01T10:01:10Z');
    expect(runs).toEqual(['2026-04-01T10:00:00.000Z', '2026-04-01T10:01:00.000Z']);
    await jobs.stop();
  });
});

it('the memory lock drops expired occurrence keys once it holds many, and never a lock still held', async () => {
  let t = 0;
  const lock = createMemoryLock(() => t);
  for (let i = 0; i < 5_000; i++) {
    expect(await lock.acquire(`job:svc:sweep:at:${i}`, 10)).not.toBeNull();
    t += 20;
  }
  // Thousands of expired keys later a pruning pass has run; the held key still holds.
  expect(await lock.acquire('held', 1_000_000)).not.toBeNull();
  for (let i = 0; i < 2_000; i++) await lock.acquire(`more:${i}`, 1);
  expect(await lock.acquire('held', 10)).toBeNull();
});
