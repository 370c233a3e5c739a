import { choiceUnits, decisionUnits, fadePrice } from './units';

describe('units', () => {
  it('a fade is priced at the fair price of the other side', () => {
    expect(fadePrice(-150)).toEqual({ ok: true, value: 150 });
    expect(fadePrice(-110)).toEqual({ ok: true, value: 110 });
    expect(fadePrice(130)).toEqual({ ok: true, value: -130 });
    expect(fadePrice(5).ok).toBe(false);
  });

  it('riding a winning -150 pick makes 0.67 units, the same as riding all', () => {
    const r = choiceUnits({ decision: 'ride', pickOdds: -150, pickResult: 'won' });
    expect(r.ok && r.value.choosing).toBeCloseTo(0.6667, 4);
    expect(r.ok && r.value.ridingAll).toBeCloseTo(0.6667, 4);
  });

  it('fading a losing -150 pick wins 1.5 units where riding all loses 1', () => {
    expect(choiceUnits({ decision: 'fade', pickOdds: -150, pickResult: 'lost' })).toEqual({ ok: true, value: { choosing: 1.5, ridingAll: -1 } });
  });

  it('fading a winning pick loses 1 unit; a push is 0 either way', () => {
    const fadeLost = choiceUnits({ decision: 'fade', pickOdds: 120, pickResult: 'won' });
    expect(fadeLost).toEqual({ ok: true, value: { choosing: -1, ridingAll: 1.2 } });
    expect(choiceUnits({ decision: 'ride', pickOdds: -110, pickResult: 'push' })).toEqual({ ok: true, value: { choosing: 0, ridingAll: 0 } });
  });
});

describe('decisionUnits: a history row\'s price and units (issue 30: "no price, stake or units per decision in the history")', () => {
  test('a ride counts at the pick\'s price; a fade at the fade price; both at their stake', () => {
    expect(decisionUnits({ decision: 'ride', stakeUnits: 2, pickOdds: -150, pickResult: 'won' })).toEqual({ price: -150, netUnits: 1.33 });
    expect(decisionUnits({ decision: 'fade', stakeUnits: 2, pickOdds: -150, pickResult: 'won' })).toEqual({ price: 150, netUnits: -2 });
    expect(decisionUnits({ decision: 'fade', stakeUnits: 1, pickOdds: -150, pickResult: 'lost' })).toEqual({ price: 150, netUnits: 1.5 });
    expect(decisionUnits({ decision: 'ride', stakeUnits: 3, pickOdds: 120, pickResult: 'push' })).toEqual({ price: 120, netUnits: 0 });
  });

  test('an ungraded pick has its price and no units yet', () => {
    expect(decisionUnits({ decision: 'ride', stakeUnits: 1, pickOdds: -110, pickResult: null })).toEqual({ price: -110, netUnits: 0 });
  });
});
