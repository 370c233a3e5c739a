import { lockedPick, openPick } from '@gary/design/src/api/api-fixtures';
import { displayablePicks } from './picks-filter';

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
