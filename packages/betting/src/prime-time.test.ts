import { isPrimeTime } from './prime-time';

describe('PrimeTime: "picks on late national games (start at or after 7:00 PM ET, or flagged national TV)"', () => {
  test('7:00 PM ET is PrimeTime, 6:59 PM is not (EST: UTC-5 in November)', () => {
    expect(isPrimeTime('2026-11-25T00:00:00Z')).toBe(true); // 7:00 PM EST on the 24th
    expect(isPrimeTime('2026-11-24T23:59:00Z')).toBe(false); // 6:59 PM EST
    expect(isPrimeTime('2026-11-25T03:30:00Z')).toBe(true); // 10:30 PM EST, a West Coast late game
  });

  test('daylight time: 7:05 PM EDT is 23:05 UTC', () => {
    expect(isPrimeTime('2026-07-04T23:05:00Z')).toBe(true);
    expect(isPrimeTime('2026-07-04T22:55:00Z')).toBe(false);
  });

  test('an afternoon game flagged national TV is PrimeTime; no time or a bad one is not', () => {
    expect(isPrimeTime('2026-11-26T17:30:00Z', true)).toBe(true);
    expect(isPrimeTime(null)).toBe(false);
    expect(isPrimeTime('not a time')).toBe(false);
  });
});
