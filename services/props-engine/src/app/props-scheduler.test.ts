import { nextOccurrence } from '@gary/platform';
import { dailyRunSchedule } from './props-scheduler';

const nextDailyRun = (now: Date, delayMinutes: number) => nextOccurrence(dailyRunSchedule(delayMinutes), now);

describe('the daily prop run "on a schedule after the 10:00 ET picks"', () => {
  test('10:00 Eastern plus the delay, today when still ahead, else tomorrow (daylight time)', () => {
    expect(nextDailyRun(new Date('2026-04-10T13:00:00Z'), 15)!.toISOString()).toBe('2026-04-10T14:15:00.000Z');
    expect(nextDailyRun(new Date('2026-04-10T14:15:00Z'), 15)!.toISOString()).toBe('2026-04-11T14:15:00.000Z');
  });
  test('standard time is an hour later in UTC, and the DST change is followed', () => {
    expect(nextDailyRun(new Date('2026-01-15T16:00:00Z'), 15)!.toISOString()).toBe('2026-01-16T15:15:00.000Z');
    // Saturday 2026-03-07 after the run: Sunday 03-08 is the first day of daylight time.
    expect(nextDailyRun(new Date('2026-03-07T16:00:00Z'), 0)!.toISOString()).toBe('2026-03-08T14:00:00.000Z');
  });
});
