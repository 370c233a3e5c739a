import { DEFAULT_LEAGUE_RATE, START_BF, type Drift } from '@gary/handicap';
import type { PriorStartFact } from '../../domain/game-input';
import { livePitcherEdge, outsOf } from './pitcher-input';
import { sharpMoneylineOf } from './quant-core';
import type { StarterInput } from '../../domain/starters';

const drift: Drift = { intercept: 0, market: 0, rating: 0, games: 100, pitcher: 0.015, pitcherForm: { priorBf: 300, seasonDecay: 0.5 } };
const start = (date: string, hr: number, bb: number, so: number, bf = 25): PriorStartFact => ({ date, opponent: 'X', inningsPitched: 6.1, earnedRuns: 2, strikeouts: so, walks: bb, hits: 5, homeRuns: hr, battersFaced: bf });
const sp = (id: string, starts: PriorStartFact[]): StarterInput => ({ id, name: id, priorStarts: starts });

describe('the live starting-pitcher input', () => {
  const ace = sp('ace', [start('2026-05-01', 0, 1, 10), start('2026-05-06', 0, 1, 9)]);
  const poor = sp('poor', [start('2026-05-02', 3, 4, 2), start('2026-05-07', 2, 4, 3)]);
  it('"from each starter\'s prior starts, regressed to the mean": the better starter at home gives the home side a positive edge, in FIP runs over a start', () => {
    const edge = livePitcherEdge(drift, { home: ace, away: poor }, '2026-05-12')!;
    expect(edge).toBeGreaterThan(0);
    const rate = (num: number, bf: number) => (num + 300 * DEFAULT_LEAGUE_RATE) / (bf + 300);
    const want = (rate(13 * 5 + 3 * 8 - 2 * 5, 50) - rate(3 * 2 - 2 * 19, 50)) * START_BF;
    expect(edge).toBeCloseTo(want, 9);
    expect(livePitcherEdge(drift, { home: poor, away: ace }, '2026-05-12')).toBeCloseTo(-edge, 9);
  });
  it('"only earlier starts": a start on or after the game\'s date changes nothing', () => {
    const before = livePitcherEdge(drift, { home: ace, away: poor }, '2026-05-07');
    const later = sp('poor', [...poor.priorStarts, start('2026-05-07', 0, 0, 15), start('2026-05-20', 0, 0, 15)]);
    expect(livePitcherEdge(drift, { home: ace, away: later }, '2026-05-07')).toBe(before);
  });
  it('an unknown starter is 0 (team ratings alone); a model without a pitcher term gets no input', () => {
    expect(livePitcherEdge(drift, { home: ace, away: null }, '2026-05-12')).toBe(0);
    expect(livePitcherEdge(drift, null, '2026-05-12')).toBe(0);
    expect(livePitcherEdge({ ...drift, pitcher: undefined, pitcherForm: undefined }, { home: ace, away: poor }, '2026-05-12')).toBeUndefined();
    expect(livePitcherEdge(null, { home: ace, away: poor }, '2026-05-12')).toBeUndefined();
  });
  it('reads innings in box-score notation', () => {
    expect(outsOf(6.1)).toBe(19);
    expect(outsOf(7)).toBe(21);
    expect(outsOf(5.2)).toBe(17);
  });
});

describe('the sharp moneyline handed to decidePick', () => {
  const q = (side: 'home' | 'away' | 'draw', sharpPrice?: number | null) => ({ side, team: side, point: 0, price: -110, bookmaker: 'fanduel', noVig: 0.5, sharpPrice });
  it('"Pinnacle\'s prices where it prices every side": both sides priced, the pair; a missing side or a 3-way market it does not fully price, none', () => {
    expect(sharpMoneylineOf([q('home', -146), q('away', 134)])).toEqual({ home: -146, away: 134 });
    expect(sharpMoneylineOf([q('home', -146), q('away', null)])).toBeNull();
    expect(sharpMoneylineOf([q('home', 150), q('away', 180), q('draw', null)])).toBeNull();
    expect(sharpMoneylineOf([q('home'), q('away')])).toBeNull();
  });
});
