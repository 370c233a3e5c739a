import { displayablePicks } from './picks-filter';

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
