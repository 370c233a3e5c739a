import type { Result } from './betting-errors';
import {
  addDays,
  easternDate,
  easternDayBounds,
  easternParts,
  easternWallTimeToUtc,
  formatEasternTime,
  nextGenerationTime,
  picksDatesToRead,
  rangeStart,
  todaysGamesWindow,
} from './eastern-time';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.name}: ${r.error.message}`);
  return r.value;
}
const errorName = <T>(r: Result<T>) => (r.ok ? 'ok' : r.error.name);
const at = (iso: string) => new Date(iso);
const HOUR = 3600_000;
// 2026: daylight time starts Sunday March 8 at 02:00 EST and ends Sunday November 1 at 02:00 EDT.

describe('easternDate: the America/New_York calendar date', () => {
  it('summer midnight is 04:00 UTC (EDT, UTC-4)', () => {
    expect(value(easternDate(at('2026-07-04T03:59:59Z')))).toBe('2026-07-03');
    expect(value(easternDate(at('2026-07-04T04:00:00Z')))).toBe('2026-07-04');
  });

  it('winter midnight is 05:00 UTC (EST, UTC-5)', () => {
    expect(value(easternDate(at('2026-01-15T04:59:59Z')))).toBe('2026-01-14');
    expect(value(easternDate(at('2026-01-15T05:00:00Z')))).toBe('2026-01-15');
  });

  it('an invalid Date is InvalidDate, not a crash', () => {
    expect(errorName(easternDate(new Date('nonsense')))).toBe('InvalidDate');
    expect(errorName(easternParts('2026-01-01' as never))).toBe('InvalidDate');
  });
});

describe('addDays: calendar arithmetic on YYYY-MM-DD', () => {
  it('crosses months, years, leap days and DST dates', () => {
    expect(value(addDays('2026-12-31', 1))).toBe('2027-01-01');
    expect(value(addDays('2028-02-28', 1))).toBe('2028-02-29');
    expect(value(addDays('2026-03-01', -1))).toBe('2026-02-28');
    expect(value(addDays('2026-03-07', 1))).toBe('2026-03-08');
    expect(value(addDays('2026-11-01', 0))).toBe('2026-11-01');
    expect(value(addDays('2026-06-10', -90))).toBe('2026-03-12');
  });

  it('impossible dates, bad formats and fractional days are InvalidDate', () => {
    for (const bad of ['2026-02-30', '2026-3-1', '2026/03/01', '', 'today']) expect(errorName(addDays(bad, 1))).toBe('InvalidDate');
    expect(errorName(addDays('2026-03-01', 1.5))).toBe('InvalidDate');
  });
});

describe('picksDatesToRead: before 10:00 Eastern the previous day is tried first', () => {
  it('09:59:59 EDT -> [yesterday, today]', () => {
    expect(value(picksDatesToRead(at('2026-06-10T13:59:59Z')))).toEqual(['2026-06-09', '2026-06-10']);
  });

  it('exactly 10:00 Eastern -> [today]', () => {
    expect(value(picksDatesToRead(at('2026-06-10T14:00:00Z')))).toEqual(['2026-06-10']);
    expect(value(picksDatesToRead(at('2026-01-15T15:00:00Z')))).toEqual(['2026-01-15']);
  });

  it('14:30 UTC in January is 09:30 EST, still before 10:00', () => {
    expect(value(picksDatesToRead(at('2026-01-15T14:30:00Z')))).toEqual(['2026-01-14', '2026-01-15']);
  });

  it('00:30 Eastern on the 1st reads the last day of the previous month first', () => {
    expect(value(picksDatesToRead(at('2026-07-01T04:30:00Z')))).toEqual(['2026-06-30', '2026-07-01']);
  });
});

describe('nextGenerationTime: the next 10:00 America/New_York as UTC', () => {
  it('09:00 EDT -> 14:00 UTC the same day; 10:00 EST is 15:00 UTC', () => {
    expect(value(nextGenerationTime(at('2026-06-10T13:00:00Z'))).toISOString()).toBe('2026-06-10T14:00:00.000Z');
    expect(value(nextGenerationTime(at('2026-01-15T12:00:00Z'))).toISOString()).toBe('2026-01-15T15:00:00.000Z');
  });

  it('exactly 10:00 Eastern -> tomorrow 10:00 (strictly after now)', () => {
    expect(value(nextGenerationTime(at('2026-06-10T14:00:00Z'))).toISOString()).toBe('2026-06-11T14:00:00.000Z');
    expect(value(nextGenerationTime(at('2026-06-10T14:00:00.001Z'))).toISOString()).toBe('2026-06-11T14:00:00.000Z');
  });

  it('DST change day in March 2026: Saturday 11:00 EST -> Sunday 10:00 EDT (14:00 UTC)', () => {
    expect(value(nextGenerationTime(at('2026-03-07T16:00:00Z'))).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(value(nextGenerationTime(at('2026-03-08T06:30:00Z'))).toISOString()).toBe('2026-03-08T14:00:00.000Z');
  });

  it('DST change day in November 2026: Saturday 11:00 EDT -> Sunday 10:00 EST (15:00 UTC)', () => {
    expect(value(nextGenerationTime(at('2026-10-31T15:00:00Z'))).toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(value(nextGenerationTime(at('2026-11-01T05:30:00Z'))).toISOString()).toBe('2026-11-01T15:00:00.000Z');
  });

  it('for every hour of 2026 the answer is after now, within 25 hours, and reads 10:00 AM ET', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += HOUR) {
      const next = value(nextGenerationTime(new Date(t))).getTime();
      expect(next).toBeGreaterThan(t);
      expect(next - t).toBeLessThanOrEqual(25 * HOUR);
      expect(formatEasternTime(new Date(next))).toBe('10:00 AM ET');
    }
  });
});

describe("formatEasternTime: 'h:mm AM/PM ET'", () => {
  it('summer and winter evenings', () => {
    expect(formatEasternTime(at('2026-06-10T23:05:00Z'))).toBe('7:05 PM ET');
    expect(formatEasternTime(at('2026-01-16T00:10:00Z'))).toBe('7:10 PM ET');
  });

  it('midnight is 12:00 AM and noon is 12:00 PM', () => {
    expect(formatEasternTime(at('2026-06-10T04:00:00Z'))).toBe('12:00 AM ET');
    expect(formatEasternTime(at('2026-06-10T16:00:00Z'))).toBe('12:00 PM ET');
  });

  it('missing or invalid -> TBD', () => {
    expect(formatEasternTime(null)).toBe('TBD');
    expect(formatEasternTime(new Date(NaN))).toBe('TBD');
  });
});

describe("todaysGamesWindow: 6pm Eastern the previous day to 6am Eastern the next day", () => {
  const iso = (w: { start: Date; end: Date }) => [w.start.toISOString(), w.end.toISOString()];

  it('in summer the edges are 22:00 and 10:00 UTC (a fixed UTC-5 would be an hour late)', () => {
    expect(iso(value(todaysGamesWindow('2026-06-10')))).toEqual(['2026-06-09T22:00:00.000Z', '2026-06-11T10:00:00.000Z']);
  });

  it('in winter the edges are 23:00 and 11:00 UTC', () => {
    expect(iso(value(todaysGamesWindow('2026-01-15')))).toEqual(['2026-01-14T23:00:00.000Z', '2026-01-16T11:00:00.000Z']);
  });

  it('across the March and November 2026 DST changes', () => {
    expect(iso(value(todaysGamesWindow('2026-03-08')))).toEqual(['2026-03-07T23:00:00.000Z', '2026-03-09T10:00:00.000Z']);
    expect(iso(value(todaysGamesWindow('2026-11-01')))).toEqual(['2026-10-31T22:00:00.000Z', '2026-11-02T11:00:00.000Z']);
  });

  it('a bad date is InvalidDate', () => {
    expect(errorName(todaysGamesWindow('2026-13-01'))).toBe('InvalidDate');
  });
});

describe('easternDayBounds: Eastern midnight to midnight in UTC', () => {
  const hours = (w: { start: Date; end: Date }) => (w.end.getTime() - w.start.getTime()) / HOUR;

  it('an ordinary day is 24 hours from 04:00 UTC in summer', () => {
    const w = value(easternDayBounds('2026-06-10'));
    expect(w.start.toISOString()).toBe('2026-06-10T04:00:00.000Z');
    expect(hours(w)).toBe(24);
  });

  it('March 8 2026 is 23 hours and November 1 2026 is 25 hours', () => {
    const march = value(easternDayBounds('2026-03-08'));
    expect([march.start.toISOString(), march.end.toISOString()]).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    expect(hours(march)).toBe(23);
    const november = value(easternDayBounds('2026-11-01'));
    expect([november.start.toISOString(), november.end.toISOString()]).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
    expect(hours(november)).toBe(25);
  });

  it('every day of 2026: start and the last millisecond before end both fall on that Eastern date', () => {
    for (let date = '2026-01-01'; date < '2027-01-01'; date = value(addDays(date, 1))) {
      const w = value(easternDayBounds(date));
      expect(value(easternDate(w.start))).toBe(date);
      expect(value(easternDate(new Date(w.end.getTime() - 1)))).toBe(date);
      expect(value(easternDate(w.end))).toBe(value(addDays(date, 1)));
    }
  });

  it('wall times outside 0-23:59 are InvalidDate', () => {
    expect(errorName(easternWallTimeToUtc('2026-06-10', 24))).toBe('InvalidDate');
    expect(errorName(easternWallTimeToUtc('2026-06-10', 10, 60))).toBe('InvalidDate');
  });
});

describe('rangeStart: Billfold ranges all, 7d, 30d, 90d, ytd', () => {
  const now = at('2026-06-10T12:00:00Z');

  it('all -> null (no lower bound)', () => {
    expect(value(rangeStart('all', now))).toBeNull();
  });

  it('7d, 30d and 90d go back that many days from the Eastern date', () => {
    expect(value(rangeStart('7d', now))).toBe('2026-06-03');
    expect(value(rangeStart('30d', now))).toBe('2026-05-11');
    expect(value(rangeStart('90d', now))).toBe('2026-03-12');
  });

  it('ytd starts January 1 of the Eastern year (still 2026 at 22:00 EST on December 31)', () => {
    expect(value(rangeStart('ytd', now))).toBe('2026-01-01');
    expect(value(rangeStart('ytd', at('2027-01-01T03:00:00Z')))).toBe('2026-01-01');
  });

  it('an unknown range is InvalidRange', () => {
    expect(errorName(rangeStart('14d' as never, now))).toBe('InvalidRange');
  });
});
