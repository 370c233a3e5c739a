import { displayablePicks, isPrimeTimePick } from './picks-filter';

describe('picks shown in the carousel', () => {
  test('"picks that are emergency ids, or have an empty pick or rationale, are dropped"; locked picks stay', () => {
    const kept = displayablePicks([
      { pickId: 'a', league: 'NBA', locked: false, pick: 'X -110', rationale: 'r' },
      { pickId: 'emergency-1', league: 'NBA', locked: false, pick: 'X', rationale: 'r' },
      { pickId: 'b', league: 'NBA', locked: false, pick: '  ', rationale: 'r' },
      { pickId: 'c', league: 'NBA', locked: false, pick: 'Y', rationale: '' },
      { pickId: 'd', league: 'MLB', locked: true },
    ]);
    expect(kept.map((p) => p.pickId)).toEqual(['a', 'd']);
    expect(displayablePicks(undefined)).toEqual([]);
  });
});

describe('PrimeTime Picks', () => {
  test('"start at or after 7:00 PM ET": 7:00 PM EST is in, 6:59 PM is out; the server\'s own mark wins', () => {
    const at = (gameTime: string) => ({ pickId: 'x', league: 'NBA', locked: true, gameTime });
    expect(isPrimeTimePick(at('2026-11-25T00:00:00Z'))).toBe(true);
    expect(isPrimeTimePick(at('2026-11-24T23:59:00Z'))).toBe(false);
    expect(isPrimeTimePick({ ...at('2026-11-24T18:00:00Z'), locked: false, primeTime: true })).toBe(true);
    expect(isPrimeTimePick({ pickId: 'y', league: 'NBA', locked: true })).toBe(false);
  });
});
