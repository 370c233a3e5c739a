import { changeLimit, checkLimitValue, checkStake, limitPassed, resetsAt, type Limits } from './limits';
import { bucketsAt } from './periods';

const NOW = new Date('2026-11-18T15:00:00Z'); // Wednesday 10:00 Eastern
const none: Limits = { decisions_day: null, decisions_week: null, units_day: null, units_week: null };
const used = (dayCount = 0, dayUnits = 0, weekCount = 0, weekUnits = 0) => ({ dayCount, dayUnits, weekCount, weekUnits });

describe('"Lowering applies at once; raising applies after 24 h"', () => {
  test('setting a limit where there was none, or lowering one, applies now', () => {
    expect(changeLimit(null, 3, NOW)).toEqual({ kind: 'now', value: 3 });
    expect(changeLimit(3, 2, NOW)).toEqual({ kind: 'now', value: 2 });
    expect(changeLimit(3, 0, NOW)).toEqual({ kind: 'now', value: 0 });
  });
  test('raising or removing one waits exactly 24 hours; the same value changes nothing', () => {
    expect(changeLimit(3, 4, NOW)).toEqual({ kind: 'pending', value: 4, appliesAt: new Date('2026-11-19T15:00:00Z') });
    expect(changeLimit(3, null, NOW)).toEqual({ kind: 'pending', value: null, appliesAt: new Date('2026-11-19T15:00:00Z') });
    expect(changeLimit(3, 3, NOW)).toEqual({ kind: 'same' });
  });
  test('limit values: whole decisions, units to the cent, never negative', () => {
    expect(checkLimitValue('decisions_day', 2)).toEqual({ ok: true, value: 2 });
    expect(checkLimitValue('decisions_day', 2.5).ok).toBe(false);
    expect(checkLimitValue('units_day', 2.5)).toEqual({ ok: true, value: 2.5 });
    expect(checkLimitValue('units_week', -1).ok).toBe(false);
  });
});

describe('limits at, below and above their threshold', () => {
  const b = bucketsAt(NOW);
  test('a daily limit of 3 allows the third decision (2 used) and refuses the fourth (3 used)', () => {
    expect(limitPassed({ ...none, decisions_day: 3 }, used(2), 1, b)).toBeNull();
    expect(limitPassed({ ...none, decisions_day: 3 }, used(3), 1, b)).toMatchObject({ name: 'decisions_day', value: 3 });
  });
  test('units: 5 units with 3 used allows a 2-unit stake and refuses a 2.01-unit stake', () => {
    expect(limitPassed({ ...none, units_day: 5 }, used(1, 3), 2, b)).toBeNull();
    expect(limitPassed({ ...none, units_day: 5 }, used(1, 3), 2.01, b)).toMatchObject({ name: 'units_day' });
  });
  test('a limit of 0 refuses every decision', () => {
    expect(limitPassed({ ...none, decisions_week: 0 }, used(), 1, b)).toMatchObject({ name: 'decisions_week' });
  });
  test('the day resets at the next Eastern midnight and the week at the next Monday midnight, across daylight saving', () => {
    expect(resetsAt(b)).toEqual({ day: new Date('2026-11-19T05:00:00Z'), week: new Date('2026-11-23T05:00:00Z') });
    // Saturday 2026-10-31: the week ends Monday 2 November, after clocks go back on Sunday 1st.
    expect(resetsAt(bucketsAt(new Date('2026-10-31T16:00:00Z')))).toEqual({ day: new Date('2026-11-01T04:00:00Z'), week: new Date('2026-11-02T05:00:00Z') });
  });
});

describe('"Bad input gets a clear 400": a stake is kept to the cent', () => {
  test('a stake that rounds to 0 units is refused, not stored as 0 (which the table refuses)', () => {
    expect(checkStake(2.5543929293488714e-165).ok).toBe(false);
    expect(checkStake(0.004).ok).toBe(false);
    expect(checkStake(0.005)).toEqual({ ok: true, value: 0.01 });
    expect(checkStake(2.345)).toEqual({ ok: true, value: 2.35 });
    expect(checkStake(Number.NaN).ok).toBe(false);
    expect(checkStake(101).ok).toBe(false);
  });
});
