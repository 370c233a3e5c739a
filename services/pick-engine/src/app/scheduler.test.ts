import { createLogger } from '@gary/platform';
import { startDailyScheduler } from './scheduler';

test('"Picks generated daily at 10am America/New_York": the timer fires at the next 10:00 Eastern (DST-aware), then re-arms', async () => {
  jest.useFakeTimers();
  // 09:59:00 EDT on 2026-04-01 = 13:59:00 UTC.
  let now = Date.parse('2026-04-01T13:59:00Z');
  jest.setSystemTime(now);
  const runs: string[] = [];
  const stop = startDailyScheduler({
    now: () => new Date(now),
    run: async () => void runs.push(new Date(now).toISOString()),
    logger: createLogger({ name: 't', level: 'silent' }),
  });
  now += 59_000;
  jest.advanceTimersByTime(59_000);
  expect(runs).toEqual([]);
  now += 1_000;
  jest.advanceTimersByTime(1_000);
  await Promise.resolve();
  expect(runs).toEqual(['2026-04-01T14:00:00.000Z']);
  stop();
  jest.useRealTimers();
});
