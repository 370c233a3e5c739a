import { distribution, emptyMessage, fetchErrorMessage, RANGES, recordWinRate, playableText } from './billfold-rules';
import { bucketExpected, bucketLabel, linePath, unitsDomain } from './charts/chart-scale';

describe('Billfold rules', () => {
  test('"ranges 7, 30, 90 days and year to date" plus all, each selectable', () => {
    expect(RANGES.map((r) => r.value)).toEqual(['all', '7d', '30d', '90d', 'ytd']);
  });

  test('"Empty: No game/prop results found. Check back later for updated picks."', () => {
    expect(emptyMessage('games')).toBe('No game results found. Check back later for updated picks.');
    expect(emptyMessage('props')).toBe('No prop results found. Check back later for updated picks.');
  });

  test("\"Error fetching data: {message}\"", () => {
    expect(fetchErrorMessage('timeout')).toBe('Error fetching data: timeout');
  });

  test('win rate excludes pushes (DECISIONS) and is null with no decided picks', () => {
    expect(recordWinRate({ wins: 41, losses: 33 })).toBeCloseTo(55.41, 2);
    expect(recordWinRate({ wins: 0, losses: 0 })).toBeNull();
  });

  test('bet type distribution shares add to 100', () => {
    const d = distribution([{ type: 'Spread', count: 3 }, { type: 'Total', count: 1 }]);
    expect(d.map((x) => x.share)).toEqual([75, 25]);
    expect(distribution([{ type: 'Spread', count: 0 }])[0]!.share).toBe(0);
  });
});

describe('chart scales', () => {
  const box = { width: 100, height: 100, padLeft: 0, padRight: 0, padTop: 0, padBottom: 0 };
  test('the units axis always shows zero', () => {
    const [lo, hi] = unitsDomain([2, 5]);
    expect(lo).toBeLessThan(0);
    expect(hi).toBeGreaterThan(5);
    expect(unitsDomain([])).toEqual([-1, 1]);
  });

  test('the line runs left to right through every point', () => {
    expect(linePath([0, 10], box, [0, 10])).toBe('M0.0,100.0 L100.0,0.0');
    expect(linePath([], box, [0, 1])).toBe('');
  });

  test('a calibration bucket knows the win rate it promises', () => {
    expect(bucketExpected('60-65%')).toBeCloseTo(0.625);
    expect(bucketExpected(0.7)).toBe(0.7);
    expect(bucketExpected(70)).toBe(0.7);
    expect(bucketExpected('n/a')).toBeNull();
    expect(bucketLabel(0.55)).toBe('55%');
  });
});

test('"how many picks were still playable an hour before their game": n of tracked, with the share; unmeasured says so', () => {
  expect(playableText({ playable: 3, tracked: 4 })).toBe('3 of 4 (75%)');
  expect(playableText({ playable: 0, tracked: 0 })).toBe('Not measured yet');
  expect(playableText(null)).toBe('Not measured yet');
});
