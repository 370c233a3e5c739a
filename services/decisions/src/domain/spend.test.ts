import { periodStarts, spendBuckets } from './spend';

describe('"My Spend: net units per week, month and quarter"', () => {
  test('the periods are Eastern calendar weeks (from Monday), months and quarters, oldest first', () => {
    expect(periodStarts('day', '2026-11-01', 2)).toEqual(['2026-10-31', '2026-11-01']);
    expect(periodStarts('week', '2026-11-18', 3)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(periodStarts('month', '2026-01-15', 3)).toEqual(['2025-11-01', '2025-12-01', '2026-01-01']);
    expect(periodStarts('quarter', '2026-11-18', 4)).toEqual(['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01']);
  });
  test('a decision counts in the period it was made, at its stake; pending ones are staked but not yet won or lost', () => {
    const b = spendBuckets(
      [
        { decidedOn: '2026-11-16', decision: 'ride', pickOdds: -150, pickResult: 'won', stakeUnits: 3 }, // +2
        { decidedOn: '2026-11-17', decision: 'fade', pickOdds: -150, pickResult: 'won', stakeUnits: 1 }, // -1
        { decidedOn: '2026-11-18', decision: 'ride', pickOdds: 120, pickResult: null, stakeUnits: 2 },
        { decidedOn: '2026-11-13', decision: 'ride', pickOdds: 100, pickResult: 'lost', stakeUnits: 1 }, // last week: -1
        { decidedOn: '2020-01-01', decision: 'ride', pickOdds: 100, pickResult: 'won', stakeUnits: 1 }, // outside the window
      ],
      'week',
      '2026-11-18',
      2,
    );
    expect(b).toEqual([
      { start: '2026-11-09', netUnits: -1, stakedUnits: 1, decisions: 1, settled: 1 },
      { start: '2026-11-16', netUnits: 1, stakedUnits: 6, decisions: 3, settled: 2 },
    ]);
  });
});
