import type { picksV1 } from '@gary/protos';
import { gateParlay } from './parlay.routes';

const parlay = {
  parlayId: 'px_1', date: '2026-11-28', legCount: 2, odds: 264, decimalPrice: 3.64, probability: 0.31, firstGameTime: '2026-11-29T00:00:00Z',
  publishedAt: '2026-11-28T15:00:00Z', result: '', settledDecimal: 0, units: 0, revision: 0, simulated: true,
  legs: [
    { pickId: 'pk_a', league: 'NBA', game: 'A @ B', gameTime: '2026-11-29T00:00:00Z', pick: 'B -3.5 -110', price: -110, book: 'fanduel', probability: 0.55, result: '' },
    { pickId: 'pk_b', league: 'NBA', game: 'C @ D', gameTime: '2026-11-29T03:00:00Z', pick: 'D ML -150', price: -150, book: 'betmgm', probability: 0.56, result: '' },
  ],
} as unknown as picksV1.Parlay__Output;

describe('"every card shows its date": the locked parlay is dated on its card\'s game day', () => {
  test('a parlay is its card\'s (issue 28): locked, it shows the card\'s date as its game day and nothing of its legs', () => {
    const locked = gateParlay(parlay, 'free', new Date('2026-11-28T16:00:00Z'));
    expect(locked).toEqual({ date: '2026-11-28', legCount: 2, gameDay: '2026-11-28', locked: true });
    expect(JSON.stringify(locked)).not.toMatch(/pk_|fanduel|-110|264/);
  });

  test('Pro reads it whole', () => {
    expect(gateParlay(parlay, 'pro', new Date('2026-11-28T16:00:00Z'))).toMatchObject({ parlayId: 'px_1', locked: false, legs: [{ pickId: 'pk_a' }, { pickId: 'pk_b' }] });
  });
});
