import { closingLineValue, computeBillfold, type BillfoldOptions, type GradedResult } from './billfold';
import { bootstrapMean } from './roi-interval';

// The two services' settings: game picks bucket confidence from 0.5 up, prop picks from 0.1 up
// and report win rates to 4 places.
const GAME: BillfoldOptions = { calibrationFloors: [0.5, 0.6, 0.7, 0.8, 0.9] };
const PROPS: BillfoldOptions = { calibrationFloors: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9], winRateDigits: 4 };

describe('game picks billfold', () => {
  const now = new Date('2026-04-10T16:00:00Z'); // 12:00 ET on April 10
  const row = (o: Partial<GradedResult> & Pick<GradedResult, 'id' | 'date' | 'result' | 'odds'>): GradedResult => ({
    sport: 'NBA',
    pick: `Team ML ${o.odds > 0 ? '+' : ''}${o.odds}`,
    matchup: 'Knicks @ Celtics',
    betType: 'Moneyline',
    confidence: 0.6,
    closingNoVig: null,
    ...o,
  });

  test('"with no graded picks, an empty state" and no made-up figures', () => {
    const b = computeBillfold([], 'all', now, GAME);
    expect(b).toMatchObject({ empty: true, record: { wins: 0, losses: 0, pushes: 0 }, winRate: null, topWin: null, mostProfitable: null, roi: null, avgClv: null, unitsWon: 0 });
    expect(b.recent).toEqual([]);
    expect(b.calibration).toEqual([]);
  });

  test('"TOP WIN amount = the odds value if positive, else 10000 / |odds|"', () => {
    const b = computeBillfold([row({ id: 'a', date: '2026-04-09', result: 'won', odds: -200 }), row({ id: 'b', date: '2026-04-08', result: 'won', odds: 150 })], 'all', now, GAME);
    expect(b.topWin).toMatchObject({ odds: 150, amount: 150 });
    const c = computeBillfold([row({ id: 'a', date: '2026-04-09', result: 'won', odds: -200 })], 'all', now, GAME);
    expect(c.topWin?.amount).toBe(50);
  });

  test('"most profitable bet type needs at least 3 bets"', () => {
    const spreads = [1, 2].map((i) => row({ id: `s${i}`, date: '2026-04-09', result: 'won', odds: 200, betType: 'Spread', pick: 'A -1.5 +200' }));
    const mls = [1, 2, 3].map((i) => row({ id: `m${i}`, date: '2026-04-09', result: i === 3 ? 'lost' : 'won', odds: 100 }));
    const b = computeBillfold([...spreads, ...mls], 'all', now, GAME);
    expect(b.mostProfitable).toMatchObject({ type: 'Moneyline', units: 1, roi: 0.3333, count: 3 });
  });

  test('"ROI 23.0% after 6 picks, with no sample size or interval" no more: the ROI carries its 95% interval, the model card\'s bootstrap', () => {
    const rows = [1, 2, 3, 4].map((i) => row({ id: `w${i}`, date: '2026-04-09', result: 'won', odds: 100 })).concat([1, 2].map((i) => row({ id: `l${i}`, date: '2026-04-08', result: 'lost', odds: 100 })));
    const b = computeBillfold(rows, 'all', now, GAME);
    expect(b.roi).toBe(0.3333);
    const [lo, hi] = b.roiCi95!;
    // Six one-unit bets at even money: the interval is wide and holds the ROI.
    expect(lo).toBeLessThan(0);
    expect(hi).toBeGreaterThan(b.roi!);
    expect(hi - lo).toBeGreaterThan(1);
    expect(b.roiCi95).toEqual(bootstrapMean([1, 1, 1, 1, -1, -1]).map((x) => Math.round(x * 1e4) / 1e4));
    expect(computeBillfold([], 'all', now, GAME).roiCi95).toBeNull();
  });

  test('ranges: 7d, 30d, 90d go back that many Eastern days, ytd from January 1; yesterday is the Eastern yesterday', () => {
    const rows = [
      row({ id: 'y', date: '2026-04-09', result: 'won', odds: -110 }),
      row({ id: 'w', date: '2026-04-02', result: 'lost', odds: -110 }),
      row({ id: 'm', date: '2026-03-05', result: 'push', odds: -110 }),
      row({ id: 'old', date: '2025-12-31', result: 'won', odds: -110 }),
    ];
    expect(computeBillfold(rows, '7d', now, GAME).record).toEqual({ wins: 1, losses: 0, pushes: 0 });
    expect(computeBillfold(rows, '30d', now, GAME).record).toEqual({ wins: 1, losses: 1, pushes: 0 });
    expect(computeBillfold(rows, 'ytd', now, GAME).record).toEqual({ wins: 1, losses: 1, pushes: 1 });
    expect(computeBillfold(rows, 'all', now, GAME).record).toEqual({ wins: 2, losses: 1, pushes: 1 });
    expect(computeBillfold(rows, '30d', now, GAME).yesterday).toEqual({ wins: 1, losses: 0, pushes: 0 });
  });

  test('CLV is the closing no-vig probability minus the published price\'s break-even', () => {
    expect(closingLineValue(-110, 0.55)).toBeCloseTo(0.55 - 110 / 210, 6);
    expect(closingLineValue(-110, null)).toBeNull();
  });
});

describe('prop billfold', () => {
  const now = new Date('2026-01-15T15:00:00Z');
  const g = (i: number, date: string, result: GradedResult['result'], odds: number, propType = 'Points', league = 'NBA', confidence = 0.75): GradedResult => ({
    id: `p${i}`,
    date,
    sport: league,
    result,
    pick: `P${i} Over 10.5 ${propType.toLowerCase()} ${odds}`,
    matchup: 'A @ H',
    odds,
    betType: propType,
    confidence,
  });

  test('no results: empty, no rates, no invented figures', () => {
    const b = computeBillfold([], 'all', now, PROPS);
    expect(b).toMatchObject({ empty: true, record: { wins: 0, losses: 0, pushes: 0 }, winRate: null, topWin: null, roi: null, unitsWon: 0, mostProfitable: null });
    expect(b.calibration).toEqual([]);
  });

  test('record, yesterday, win rate (pushes excluded), top win, units, ROI, bet types, by sport and calibration', () => {
    const rows = [
      g(1, '2026-01-14', 'won', 150),
      g(2, '2026-01-14', 'lost', -110),
      g(3, '2026-01-13', 'push', -110),
      g(4, '2026-01-12', 'won', -120, 'Strikeouts', 'MLB', 0.85),
      g(5, '2026-01-12', 'won', -110),
      g(6, '2026-01-11', 'won', 110),
      g(7, '2025-06-01', 'lost', -110),
    ];
    const b = computeBillfold(rows, '7d', now, PROPS);
    expect(b.record).toEqual({ wins: 4, losses: 1, pushes: 1 });
    expect(b.yesterday).toEqual({ wins: 1, losses: 1, pushes: 0 });
    expect(b.winRate).toBe(0.8);
    expect(b.topWin).toMatchObject({ pick: 'P1 Over 10.5 points 150', amount: 150 });
    // 1.5 - 1 + 0 + 0.8333 + 0.9091 + 1.1 = 3.3424
    expect(b.unitsWon).toBeCloseTo(3.3424, 3);
    expect(b.roi).toBeCloseTo(3.3424 / 6, 3);
    expect(b.betTypes.map((t) => [t.type, t.count])).toEqual([['Points', 5], ['Strikeouts', 1]]);
    expect(b.mostProfitable).toMatchObject({ type: 'Points' });
    expect(b.bySport.map((s) => s.sport)).toEqual(['MLB', 'NBA']);
    expect(b.calibration.map((c) => [c.bucket, c.picks])).toEqual([['0.70-0.80', 5], ['0.80-0.90', 1]]);
    expect(b.recent.map((r) => r.pickId)).toEqual(['p2', 'p1', 'p3', 'p5', 'p4', 'p6']);
    expect(b.unitsOverTime.at(-1)!.units).toBeCloseTo(3.3424, 3);
    expect(computeBillfold(rows, 'all', now, PROPS).record.losses).toBe(2);
    // Closing lines are not recorded for props, so there is no CLV.
    expect(b.avgClv).toBeNull();
  });

  test('win rates are rounded to the places asked for, and left as they are otherwise', () => {
    const rows = [g(1, '2026-01-14', 'won', 100), g(2, '2026-01-14', 'won', 100), g(3, '2026-01-14', 'lost', 100)];
    expect(computeBillfold(rows, 'all', now, PROPS).winRate).toBe(0.6667);
    expect(computeBillfold(rows, 'all', now, GAME).winRate).toBe(2 / 3);
  });
});
