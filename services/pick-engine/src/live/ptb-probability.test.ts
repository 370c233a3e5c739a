import { betOrLean } from '@gary/handicap';
import { priceToBeat } from '@gary/betting';
import { ptbProbability } from './on-publish';

describe('the price to beat a pick is stored with', () => {
  it('"Playable to is for Bets": a Bet is playable to the worst price that keeps it a Bet', () => {
    const p = ptbProbability({ classification: 'bet', betPrice: 120, confidence: 0.5 });
    const ptb = priceToBeat({ league: 'MLB', type: 'moneyline', line: 0, price: 130, probability: p });
    expect(ptb.ok && ptb.value.price).toBe(120);
    // ... which is still a Bet at the fair line and threshold it came from (fair 50%, 10%).
    expect(betOrLean({ price: 120, fair: 0.5, fairSource: 'sharp', threshold: 0.1 }).classification).toBe('bet');
  });
  it('a Lean, or a pick from before the call, keeps Gary\'s probability (its books are read; the card shows no playable-to for a Lean)', () => {
    expect(ptbProbability({ classification: 'lean', betPrice: 118, confidence: 0.56 })).toBe(0.56);
    expect(ptbProbability({ classification: null, betPrice: null, confidence: 0.6 })).toBe(0.6);
  });
});
