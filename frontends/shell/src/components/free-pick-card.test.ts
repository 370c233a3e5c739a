import { lockedPick, openPick } from '@gary/design/src/api/api-fixtures';
import { isShowableFreePick } from './free-pick-card';

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
