import { fail, ok, valueOr } from './betting-errors';

describe('errors are values with names', () => {
  it('ok wraps a value', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
  });

  it('fail carries a name, a message and the offending value', () => {
    expect(fail('InvalidAmericanOdds', 'between -100 and +100', 50)).toEqual({
      ok: false,
      error: { name: 'InvalidAmericanOdds', message: 'between -100 and +100', value: 50 },
    });
  });

  it('fail leaves value out when there is none', () => {
    const r = fail('InvalidMarket', 'no prices');
    expect(r.ok).toBe(false);
    if (!r.ok) expect('value' in r.error).toBe(false);
  });

  it('valueOr gives the fallback only for an error', () => {
    expect(valueOr(ok(0), 100)).toBe(0);
    expect(valueOr(fail('InvalidAmericanOdds', 'x'), 100)).toBe(100);
  });
});
