import { adultOn, blockOf, breakEnd, breakState, checkBreak, isUnderAge, parseDateOfBirth, type BreakRow } from './play-rules';

// Noon Eastern on 2026-11-25 (17:00 UTC).
const NOW = new Date('2026-11-25T17:00:00Z');

describe('"under 21 is refused": the age rule at, below and above its threshold', () => {
  test('the day before the 21st birthday is under age; the birthday itself and after are not', () => {
    expect(isUnderAge('2005-11-26', NOW)).toBe(true); // turns 21 tomorrow
    expect(isUnderAge('2005-11-25', NOW)).toBe(false); // 21 today
    expect(isUnderAge('2005-11-24', NOW)).toBe(false);
    expect(isUnderAge('1990-04-01', NOW)).toBe(false);
  });
  test('the birthday is counted on the Eastern calendar: 04:59 UTC on the 26th is still the 25th in New York', () => {
    expect(isUnderAge('2005-11-26', new Date('2026-11-26T04:59:00Z'))).toBe(true);
    expect(isUnderAge('2005-11-26', new Date('2026-11-26T05:00:00Z'))).toBe(false);
  });
  test('a 29 February birthday turns 21 on 1 March in a common year', () => {
    expect(adultOn('2004-02-29')).toBe('2025-03-01');
    expect(adultOn('2003-02-28')).toBe('2024-02-28');
  });
  test('a date of birth must be a real past date', () => {
    expect(parseDateOfBirth('1990-04-01', NOW)).toEqual({ ok: true, value: '1990-04-01' });
    expect(parseDateOfBirth('', NOW)).toMatchObject({ ok: false, code: 'date_of_birth_required' });
    expect(parseDateOfBirth(undefined, NOW)).toMatchObject({ ok: false, code: 'date_of_birth_required' });
    for (const bad of ['1990-02-30', '1990-4-1', '04/01/1990', '2026-11-26', '1899-12-31']) {
      expect([bad, parseDateOfBirth(bad, NOW)]).toEqual([bad, expect.objectContaining({ ok: false, code: 'invalid_date_of_birth' })]);
    }
  });
});

describe('"cool-off 24 h, 7 d, 30 d, 6 wk; exclusion 6 mo, 1 y, 5 y"', () => {
  const start = new Date('2026-08-31T15:00:00Z');
  test('each period ends where it says', () => {
    expect(breakEnd('24h', start).toISOString()).toBe('2026-09-01T15:00:00.000Z');
    expect(breakEnd('7d', start).toISOString()).toBe('2026-09-07T15:00:00.000Z');
    expect(breakEnd('30d', start).toISOString()).toBe('2026-09-30T15:00:00.000Z');
    expect(breakEnd('6w', start).toISOString()).toBe('2026-10-12T15:00:00.000Z');
    expect(breakEnd('6m', start).toISOString()).toBe('2027-02-28T15:00:00.000Z'); // 31 Aug + 6 months: the last day of February
    expect(breakEnd('1y', start).toISOString()).toBe('2027-08-31T15:00:00.000Z');
    expect(breakEnd('5y', start).toISOString()).toBe('2031-08-31T15:00:00.000Z');
  });
  test('a cool-off takes only cool-off periods and an exclusion only exclusion periods', () => {
    expect(checkBreak('cool_off', '24h').ok).toBe(true);
    expect(checkBreak('self_exclusion', '5y').ok).toBe(true);
    expect(checkBreak('cool_off', '6m')).toMatchObject({ ok: false, code: 'invalid_period' });
    expect(checkBreak('self_exclusion', '24h')).toMatchObject({ ok: false, code: 'invalid_period' });
    expect(checkBreak('cool_off', '1h')).toMatchObject({ ok: false, code: 'invalid_period' });
    expect(checkBreak('pause', '24h')).toMatchObject({ ok: false, code: 'invalid_break' });
  });
});

describe('"cannot be ended early": a break\'s state at, before and after its end', () => {
  const row = (kind: BreakRow['kind']): BreakRow => ({
    id: 'b',
    kind,
    period: kind === 'cool_off' ? '24h' : '6m',
    starts_at: new Date('2026-11-24T17:00:00Z'),
    ends_at: new Date('2026-11-25T17:00:00Z'),
    closed_at: null,
    end_reason: null,
  });
  const ADULT = { guest: false, dateOfBirth: '1990-04-01' };
  const before = new Date(NOW.getTime() - 1);
  const after = new Date(NOW.getTime() + 1);
  test('a cool-off is on until its end, and over by itself at the end', () => {
    expect(breakState(row('cool_off'), before)).toEqual({ on: true, expired: false, awaitingConfirmation: false });
    expect(breakState(row('cool_off'), NOW)).toEqual({ on: false, expired: true, awaitingConfirmation: false });
    expect(breakState(row('cool_off'), after)).toEqual({ on: false, expired: true, awaitingConfirmation: false });
    expect(blockOf(row('cool_off'), ADULT, before)).toEqual({ state: 'cool_off', until: '2026-11-25T17:00:00.000Z' });
    expect(blockOf(row('cool_off'), ADULT, NOW)).toBeNull();
  });
  test('"self-exclusion ends only with a fresh confirmation": after its end it stays on, awaiting confirmation', () => {
    expect(breakState(row('self_exclusion'), before)).toEqual({ on: true, expired: false, awaitingConfirmation: false });
    expect(breakState(row('self_exclusion'), NOW)).toEqual({ on: true, expired: false, awaitingConfirmation: true });
    expect(blockOf(row('self_exclusion'), ADULT, after)).toEqual({ state: 'self_exclusion', until: null });
  });
  test('an account recorded under 21 is blocked; an adult with no break is not', () => {
    expect(blockOf(null, { guest: false, dateOfBirth: '2010-01-01' }, NOW)).toEqual({ state: 'under_age', until: null });
    expect(blockOf(null, ADULT, NOW)).toBeNull();
  });
  test('"a missing date of birth is a block until it is given": a member with none is held; a guest (asked none) is not', () => {
    expect(blockOf(null, { guest: false, dateOfBirth: null }, NOW)).toEqual({ state: 'needs_date_of_birth', until: null });
    expect(blockOf(null, { guest: true, dateOfBirth: null }, NOW)).toBeNull();
    // A break in force is named first: it says when it ends.
    expect(blockOf(row('cool_off'), { guest: false, dateOfBirth: null }, before)).toEqual({ state: 'cool_off', until: '2026-11-25T17:00:00.000Z' });
    expect(blockOf(row('cool_off'), { guest: false, dateOfBirth: null }, after)).toEqual({ state: 'needs_date_of_birth', until: null });
  });
});
