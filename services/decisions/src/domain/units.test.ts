import { choiceUnits, fadePrice } from './units';

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
