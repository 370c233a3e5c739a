import { summariseMarket } from './market-summary';
import { impliedProbability, noVigProbabilities, valueOr } from '@gary/betting';
import { fairPriceOf, impliedOf } from '@gary/sports-world';
import type { GameOdds } from './odds-types';

const game: GameOdds = {
  id: 'g', sport: 'soccer_epl', homeTeam: 'Arsenal', awayTeam: 'Chelsea', commenceTime: '2025-01-18T15:00:00Z',
  bookmakers: [
    { key: 'fanduel', title: 'FanDuel', lastUpdate: null, markets: {
      h2h: { home: -120, away: 300, draw: 260 },
      spreads: { home: { point: -0.5, price: -120 }, away: { point: 0.5, price: 100 } },
      totals: { point: 2.5, over: -115, under: -105 } } },
    { key: 'draftkings', title: 'DraftKings', lastUpdate: null, markets: {
      h2h: { home: -110, away: 280, draw: 250 },
      spreads: { home: { point: -0.5, price: -115 }, away: { point: 0.5, price: -105 } },
      totals: { point: 2.5, over: -110, under: -110 } } },
    { key: 'betmgm', title: 'BetMGM', lastUpdate: null, markets: {
      spreads: { home: { point: -1.5, price: 200 }, away: { point: 1.5, price: -250 } },
      totals: { point: 3.5, over: 150, under: -180 } } },
  ],
};

describe('summariseMarket', () => {
  it('3-way moneyline: best price per side with its book, consensus no-vig probability, EV of the best price', () => {
    const s = summariseMarket(game, 'h2h')!;
    expect(s.sides.map((x) => [x.side, x.bestPrice, x.bestBookmaker])).toEqual([
      ['home', -110, 'draftkings'], ['away', 300, 'fanduel'], ['draw', 260, 'fanduel'],
    ]);
    const a = valueOr(noVigProbabilities([-120, 300, 260]), []);
    const b = valueOr(noVigProbabilities([-110, 280, 250]), []);
    const home = ((a[0] ?? 0) + (b[0] ?? 0)) / 2;
    expect(s.sides[0]!.consensusProbability).toBeCloseTo(home, 4);
    expect(s.sides.reduce((t, x) => t + x.consensusProbability, 0)).toBeCloseTo(1, 3);
    // EV at -110: p * (100/110) - (1 - p), per $100
    expect(s.sides[0]!.ev).toBeCloseTo((home * (100 / 110) - (1 - home)) * 100, 1);
  });

  it('spreads and totals compare books on the consensus point only', () => {
    const spreads = summariseMarket(game, 'spreads')!;
    expect(spreads.point).toBe(-0.5);
    expect(spreads.bookmakersUsed).toEqual(['fanduel', 'draftkings']);
    expect(spreads.sides.map((x) => x.bestPrice)).toEqual([-115, 100]);
    const totals = summariseMarket(game, 'totals')!;
    expect(totals.point).toBe(2.5);
    expect(totals.sides.map((x) => [x.name, x.bestPrice])).toEqual([['Over', -110], ['Under', -105]]);
  });

  it('returns null when no book prices the market', () => {
    expect(summariseMarket({ ...game, bookmakers: [] }, 'h2h')).toBeNull();
  });
});

describe('odds math wrappers', () => {
  it('fair prices and implied probabilities round-trip', () => {
    for (const p of [0.2, 0.35, 0.5, 0.62, 0.8]) expect(impliedOf(fairPriceOf(p))).toBeCloseTo(p, 2);
    expect(fairPriceOf(0.5)).toBe(100);
    expect(impliedOf(-110)).toBeCloseTo(valueOr(impliedProbability(-110), 0), 10);
  });
  it('a probability pushed past 1 by an added margin still gets a price (the simulator relies on it)', () => {
    expect(fairPriceOf(1.03)).toBeLessThan(-10000);
    expect(fairPriceOf(-0.01)).toBeGreaterThan(10000);
  });
});
