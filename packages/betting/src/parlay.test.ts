import { chooseParlayLegs, gradeParlay, parlayPrice, parlayProbability, settledParlayPrice } from './parlay';
import type { Result } from './betting-errors';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.name}: ${r.error.message}`);
  return r.value;
}

describe('Parlay of the Day: "the price is the product of the legs\' decimal prices at the best books"', () => {
  test('hand-computed: -110 x -110 = 1.90909^2 = 3.64463 -> +264', () => {
    const p = value(parlayPrice([-110, -110]));
    expect(p.decimal).toBeCloseTo(3.644628, 6);
    expect(p.american).toBe(264);
  });

  test('hand-computed: -150 x +120 x -110 = 1.66667 x 2.2 x 1.90909 = 7.0 -> +600', () => {
    const p = value(parlayPrice([-150, 120, -110]));
    expect(p.decimal).toBeCloseTo(7, 9);
    expect(p.american).toBe(600);
  });

  test('"the probability is the product of the legs\' (assuming independence)": 0.6 x 0.55 = 0.33; 0.6 x 0.55 x 0.52 = 0.1716', () => {
    expect(value(parlayProbability([0.6, 0.55]))).toBeCloseTo(0.33, 12);
    expect(value(parlayProbability([0.6, 0.55, 0.52]))).toBeCloseTo(0.1716, 12);
  });

  test('bad legs are errors: no legs, a price inside (-100, +100), a probability above 1', () => {
    expect(parlayPrice([]).ok).toBe(false);
    expect(parlayPrice([-110, 50]).ok).toBe(false);
    expect(parlayProbability([0.5, 1.2]).ok).toBe(false);
  });
});

describe('"Gary\'s two or three highest-probability picks from different games"', () => {
  const c = (pickId: string, eventId: string, probability: number, price = -110) => ({ pickId, eventId, probability, price });

  test('the three highest, one per game: a second pick on a game already in is skipped', () => {
    const legs = value(chooseParlayLegs([c('a', 'g1', 0.58), c('b', 'g1', 0.64), c('c', 'g2', 0.61), c('d', 'g3', 0.55), c('e', 'g4', 0.57)]));
    expect(legs.map((l) => l.pickId)).toEqual(['b', 'c', 'e']);
  });

  test('two picks from two games make a parlay; one game alone does not', () => {
    expect(value(chooseParlayLegs([c('a', 'g1', 0.6), c('b', 'g2', 0.55)])).map((l) => l.pickId)).toEqual(['a', 'b']);
    expect(chooseParlayLegs([c('a', 'g1', 0.6), c('b', 'g1', 0.55)]).ok).toBe(false);
  });
});

describe('"graded as a parlay (a push leg drops out, a loss loses)"', () => {
  test('won + won = won; won + lost = lost; lost + pending = lost; won + pending = pending; push + push = push', () => {
    expect(gradeParlay(['won', 'won'])).toBe('won');
    expect(gradeParlay(['won', 'lost', 'won'])).toBe('lost');
    expect(gradeParlay(['lost', null])).toBe('lost');
    expect(gradeParlay(['won', null])).toBe('pending');
    expect(gradeParlay(['push', 'push'])).toBe('push');
  });

  test('a push leg drops out: won -150, push -110, won +120 pays 1.66667 x 2.2 = 3.66667 -> +267', () => {
    expect(gradeParlay(['won', 'push', 'won'])).toBe('won');
    const paid = value(settledParlayPrice([{ price: -150, result: 'won' }, { price: -110, result: 'push' }, { price: 120, result: 'won' }]));
    expect(paid?.decimal).toBeCloseTo(3.666667, 5);
    expect(paid?.american).toBe(267);
    expect(value(settledParlayPrice([{ price: -110, result: 'push' }, { price: 120, result: 'push' }]))).toBeNull();
  });
});
