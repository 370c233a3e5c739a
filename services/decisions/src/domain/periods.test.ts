import { boardKey, bucketsAt, monthStart, parsePeriod, weekStart } from './periods';

describe('periods', () => {
  it("periods This Week, This Month, All Time: 'week', 'month', 'all' (default all)", () => {
    expect(parsePeriod('week')).toBe('week');
    expect(parsePeriod('MONTH')).toBe('month');
    expect(parsePeriod(undefined)).toBe('all');
    expect(parsePeriod('year')).toBeNull();
  });

  it('weeks start on Monday', () => {
    expect(weekStart('2026-11-16')).toBe('2026-11-16'); // Monday
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // Sunday
    expect(weekStart('2026-03-01')).toBe('2026-02-23'); // across a month end
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // across a year end
  });

  it('months start on the first', () => {
    expect(monthStart('2026-11-22')).toBe('2026-11-01');
  });

  it('the week and month are Eastern calendar periods (real DST, not UTC)', () => {
    // 03:30 UTC on Monday 2026-11-23 is still Sunday 22:30 in New York (EST, UTC-5).
    const b = bucketsAt(new Date('2026-11-23T03:30:00Z'));
    expect(b).toEqual({ today: '2026-11-22', week: '2026-11-16', month: '2026-11-01' });
    // 03:30 UTC on 2026-07-01 is June 30, 23:30 EDT (UTC-4).
    expect(bucketsAt(new Date('2026-07-01T03:30:00Z')).month).toBe('2026-06-01');
    // 04:30 UTC on 2026-07-01 is July 1, 00:30 EDT.
    expect(bucketsAt(new Date('2026-07-01T04:30:00Z')).month).toBe('2026-07-01');
  });

  it('each period has its own board key', () => {
    const b = bucketsAt(new Date('2026-11-20T17:00:00Z'));
    expect(boardKey('all', b)).toBe('all');
    expect(boardKey('week', b)).toBe('week:2026-11-16');
    expect(boardKey('month', b)).toBe('month:2026-11-01');
  });
});
