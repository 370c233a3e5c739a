import { computeBillfold, closingLineValue, type GradedPick } from './billfold';

const now = new Date('2026-04-10T16:00:00Z'); // 12:00 ET on April 10
const row = (o: Partial<GradedPick> & Pick<GradedPick, 'pickId' | 'date' | 'result' | 'odds'>): GradedPick => ({
  league: 'NBA',
  pickText: `Team ML ${o.odds > 0 ? '+' : ''}${o.odds}`,
  matchup: 'Knicks @ Celtics',
  type: 'moneyline',
  confidence: 0.6,
  closingNoVig: null,
  ...o,
});

test('"with no graded picks, an empty state" and no made-up figures', () => {
  const b = computeBillfold([], 'all', now);
  expect(b).toMatchObject({ empty: true, record: { wins: 0, losses: 0, pushes: 0 }, winRate: null, topWin: null, mostProfitable: null, roi: null, avgClv: null, unitsWon: 0 });
  expect(b.recent).toEqual([]);
  expect(b.calibration).toEqual([]);
});

test('"TOP WIN amount = the odds value if positive, else 10000 / |odds|"', () => {
  const b = computeBillfold([row({ pickId: 'a', date: '2026-04-09', result: 'won', odds: -200 }), row({ pickId: 'b', date: '2026-04-08', result: 'won', odds: 150 })], 'all', now);
  expect(b.topWin).toMatchObject({ odds: 150, amount: 150 });
  const c = computeBillfold([row({ pickId: 'a', date: '2026-04-09', result: 'won', odds: -200 })], 'all', now);
  expect(c.topWin?.amount).toBe(50);
});

test('"most profitable bet type needs at least 3 bets"', () => {
  const spreads = [1, 2].map((i) => row({ pickId: `s${i}`, date: '2026-04-09', result: 'won', odds: 200, type: 'spread', pickText: 'A -1.5 +200' }));
  const mls = [1, 2, 3].map((i) => row({ pickId: `m${i}`, date: '2026-04-09', result: i === 3 ? 'lost' : 'won', odds: 100 }));
  const b = computeBillfold([...spreads, ...mls], 'all', now);
  expect(b.mostProfitable).toEqual({ type: 'Moneyline', units: 1, roi: 0.3333 });
});

test('ranges: 7d, 30d, 90d go back that many Eastern days, ytd from January 1; yesterday is the Eastern yesterday', () => {
  const rows = [
    row({ pickId: 'y', date: '2026-04-09', result: 'won', odds: -110 }),
    row({ pickId: 'w', date: '2026-04-02', result: 'lost', odds: -110 }),
    row({ pickId: 'm', date: '2026-03-05', result: 'push', odds: -110 }),
    row({ pickId: 'old', date: '2025-12-31', result: 'won', odds: -110 }),
  ];
  expect(computeBillfold(rows, '7d', now).record).toEqual({ wins: 1, losses: 0, pushes: 0 });
  expect(computeBillfold(rows, '30d', now).record).toEqual({ wins: 1, losses: 1, pushes: 0 });
  expect(computeBillfold(rows, 'ytd', now).record).toEqual({ wins: 1, losses: 1, pushes: 1 });
  expect(computeBillfold(rows, 'all', now).record).toEqual({ wins: 2, losses: 1, pushes: 1 });
  expect(computeBillfold(rows, '30d', now).yesterday).toEqual({ wins: 1, losses: 0, pushes: 0 });
});

test('CLV is the closing no-vig probability minus the published price\'s break-even', () => {
  expect(closingLineValue(-110, 0.55)).toBeCloseTo(0.55 - 110 / 210, 6);
  expect(closingLineValue(-110, null)).toBeNull();
});
