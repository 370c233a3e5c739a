import { lockedPick, openPick } from '@gary/design/src/api/api-fixtures';
import { displayablePicks, isPrimeTimePick, markPrimeTime } from './picks-filter';

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
  test('"PrimeTime is on all 25 picks": on an evening card only each league\'s latest slot is PrimeTime, locked cards included', () => {
    // Friday 27 Nov 2026 (EST): NBA at 7:00, 7:30, 10:00 and 10:30 PM; NHL at 7:00 and 9:00 PM.
    const card = [
      openPick({ pickId: 'n1', league: 'NBA', gameTime: '2026-11-28T00:00:00Z' }),
      lockedPick({ pickId: 'n2', league: 'NBA', gameTime: '2026-11-28T00:30:00Z' }),
      lockedPick({ pickId: 'n3', league: 'NBA', gameTime: '2026-11-28T03:00:00Z' }),
      openPick({ pickId: 'n4', league: 'NBA', gameTime: '2026-11-28T03:30:00Z' }),
      lockedPick({ pickId: 'h1', league: 'NHL', gameTime: '2026-11-28T00:00:00Z' }),
      lockedPick({ pickId: 'h2', league: 'NHL', gameTime: '2026-11-28T02:00:00Z' }),
    ];
    expect(markPrimeTime(card).filter(isPrimeTimePick).map((p) => p.pickId)).toEqual(['n3', 'n4', 'h2']);
  });

  test('an afternoon-only card has no PrimeTime pick; a card without a start time is not PrimeTime', () => {
    expect(markPrimeTime([openPick({ pickId: 'a', gameTime: '2026-11-26T18:00:00Z' })]).filter(isPrimeTimePick)).toEqual([]);
    expect(isPrimeTimePick(lockedPick({ pickId: 'y', league: 'NBA', gameTime: '' }))).toBe(false);
  });
});
