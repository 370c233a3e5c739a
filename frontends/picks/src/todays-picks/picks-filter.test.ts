import { lockedPick, openPick } from '@gary/design/src/api/api-fixtures';
import { displayablePicks, isPrimeTimePick } from './picks-filter';

describe('picks shown in the carousel', () => {
  test('"picks that are emergency ids, or have an empty pick or rationale, are dropped"; locked picks stay', () => {
    const kept = displayablePicks([
      openPick({ pickId: 'a', pick: 'X -110', rationale: 'r' }),
      openPick({ pickId: 'emergency-1', pick: 'X', rationale: 'r' }),
      openPick({ pickId: 'b', pick: '  ', rationale: 'r' }),
      openPick({ pickId: 'c', pick: 'Y', rationale: '' }),
      lockedPick({ pickId: 'd', league: 'MLB' }),
    ]);
    expect(kept.map((p) => p.pickId)).toEqual(['a', 'd']);
    expect(displayablePicks(undefined)).toEqual([]);
  });
});

describe('PrimeTime Picks', () => {
  test('"start at or after 7:00 PM ET": 7:00 PM EST is in, 6:59 PM is out; the server\'s own mark wins', () => {
    const at = (gameTime: string) => lockedPick({ pickId: 'x', league: 'NBA', gameTime });
    expect(isPrimeTimePick(at('2026-11-25T00:00:00Z'))).toBe(true);
    expect(isPrimeTimePick(at('2026-11-24T23:59:00Z'))).toBe(false);
    expect(isPrimeTimePick(openPick({ gameTime: '2026-11-24T18:00:00Z', primeTime: true }))).toBe(true);
    expect(isPrimeTimePick(lockedPick({ pickId: 'y', league: 'NBA', gameTime: '' }))).toBe(false);
  });
});
