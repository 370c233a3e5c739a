import { computeBillfold, type GradedPick } from './billfold';

const now = new Date('2026-04-10T16:00:00Z');
const row = (pickId: string, type: string, pickText: string, closingNoVig: number | null = null): GradedPick => ({
  pickId,
  date: '2026-04-09',
  league: 'NBA',
  result: 'won',
  pickText,
  matchup: 'Knicks @ Celtics',
  odds: -110,
  type,
  confidence: 0.6,
  closingNoVig,
});

test('game picks are grouped as Spread/Total/Moneyline and their closing lines give the CLV', () => {
  const b = computeBillfold([row('a', 'spread', 'Celtics -4.5 -110', 0.55), row('b', 'moneyline', 'Celtics ML -110'), row('c', 'total', 'OVER 220.5 -110')], 'all', now);
  expect(b.betTypes.map((t) => t.type).sort()).toEqual(['Moneyline', 'Spread', 'Total']);
  expect(b.avgClv).toBeCloseTo(0.55 - 110 / 210, 4);
  expect(b.recent.map((r) => r.pickId)).toEqual(['c', 'b', 'a']);
});
