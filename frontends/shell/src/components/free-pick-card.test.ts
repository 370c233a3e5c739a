import { lockedPick, openPick } from '@gary/design/src/api/api-fixtures';
import { freePickWhen, isShowableFreePick } from './free-pick-card';

describe("home page's free pick", () => {
  const base = openPick({ pickId: 'nba-1', pick: 'Celtics -4.5 -110', confidence: 0.7 });
  test('"picks without a confidence value are dropped on the home page"', () => {
    expect(isShowableFreePick(base)).toBe(true);
    expect(isShowableFreePick({ ...base, confidence: Number.NaN })).toBe(false);
  });
  test('locked, emergency and empty picks leave the "New picks coming soon!" state', () => {
    expect(isShowableFreePick(lockedPick({ pickId: 'nba-1' }))).toBe(false);
    expect(isShowableFreePick({ ...base, pickId: 'emergency-2' })).toBe(false);
    expect(isShowableFreePick({ ...base, pick: ' ' })).toBe(false);
    expect(isShowableFreePick(null)).toBe(false);
  });
});

describe('the free pick card says which day and when ("every card shows its date and start time")', () => {
  test('an Eastern day and time from the game time (a 00:30 UTC tip-off is the evening before in New York)', () => {
    expect(freePickWhen(openPick({ gameTime: '2026-11-24T00:30:00Z' }))).toBe('Mon, Nov 23 · 7:30 PM ET');
  });
  test('"Defaults when fields are missing: ... time 9:30 PM ET"', () => {
    expect(freePickWhen(openPick({ gameTime: '', time: '' }))).toBe('9:30 PM ET');
  });
});
