import {
  centsOf, liveStatus, normalCdf, normalQuantile, offerEv, playableText, priceToBeat, probabilityAtLine, worstPlayablePrice, type PricedPick,
} from './price-to-beat';
import type { Result } from './betting-errors';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.name}: ${r.error.message}`);
  return r.value;
}

const ml = (probability: number, price = -110): PricedPick => ({ league: 'NBA', type: 'moneyline', line: 0, price, probability });
const nflDog: PricedPick = { league: 'NFL', type: 'spread', line: 7.5, price: -110, probability: 0.56 };

describe('price to beat: "the worst price at which the pick still has non-negative EV at Gary\'s own probability"', () => {
  it('moneyline, hand-computed: 55.56% -> -125 (100*0.5556/0.4444 = 125.02), 60% -> -150, 52% -> -108, 50% -> +100, 45% -> +123, 40% -> +150', () => {
    expect(value(worstPlayablePrice(0.5556))).toBe(-125);
    expect(value(worstPlayablePrice(0.6))).toBe(-150);
    expect(value(worstPlayablePrice(0.52))).toBe(-108);
    expect(value(worstPlayablePrice(0.5))).toBe(100);
    expect(value(worstPlayablePrice(0.45))).toBe(123);
    expect(value(worstPlayablePrice(0.4))).toBe(150);
  });

  it('the price to beat is the edge: EV there is >= 0 and one cent worse it is < 0', () => {
    for (const p of [0.41, 0.45, 0.5, 0.5556, 0.58, 0.62, 0.7]) {
      const price = value(worstPlayablePrice(p));
      expect(offerEv(ml(p), { bookmaker: 'x', line: 0, price })).toBeGreaterThanOrEqual(-1e-12);
      const worse = price > 100 ? price - 1 : price === 100 ? -101 : price - 1;
      expect(offerEv(ml(p), { bookmaker: 'x', line: 0, price: worse })).toBeLessThan(0);
    }
  });

  it('"playable to -125" for a moneyline pick at 55.56%', () => {
    const ptb = value(priceToBeat(ml(0.5556, -118)));
    expect(ptb).toEqual({ type: 'moneyline', price: -125, line: 0 });
    expect(playableText(ptb)).toBe('playable to -125');
  });

  it('spread, hand-computed: NFL +7.5 at -110 with 56% -> 7.5 - 13.5*(z(0.56) - z(0.5238)) = 7.5 - 13.5*(0.15097 - 0.05971) = 6.27 -> "playable to +6.5 (-110)"', () => {
    expect(normalQuantile(0.56)).toBeCloseTo(0.15097, 4);
    expect(normalQuantile(110 / 210)).toBeCloseTo(0.05971, 4);
    const ptb = value(priceToBeat(nflDog));
    expect(ptb).toEqual({ type: 'spread', price: -110, line: 6.5 });
    expect(playableText(ptb)).toBe('playable to +6.5 (-110)');
  });

  it('spread, hand-computed: NBA -4.5 at -110 with 55% -> -4.5 - 12*(0.12566 - 0.05971) = -5.29 -> "playable to -5 (-110)"', () => {
    const ptb = value(priceToBeat({ league: 'NBA', type: 'spread', line: -4.5, price: -110, probability: 0.55 }));
    expect(ptb).toEqual({ type: 'spread', price: -110, line: -5 });
    expect(playableText(ptb)).toBe('playable to -5 (-110)');
  });

  it('a lean (no value at its own price) has a price to beat better than the published one', () => {
    expect(value(priceToBeat(ml(0.5, -115))).price).toBe(100);
    expect(value(priceToBeat({ ...nflDog, probability: 0.5 })).line).toBe(8.5);
  });

  it('bad input is an error value, never a throw', () => {
    expect(priceToBeat(ml(1)).ok).toBe(false);
    expect(priceToBeat(ml(0.55, 50)).ok).toBe(false);
    expect(priceToBeat({ ...nflDog, line: Number.NaN }).ok).toBe(false);
    expect(priceToBeat({ ...nflDog, league: 'XFL' as never }).ok).toBe(false);
  });

  it('the margin model: the published line gives back Gary\'s probability; a point less lowers it', () => {
    expect(probabilityAtLine(nflDog, 7.5)).toBe(0.56);
    expect(probabilityAtLine(nflDog, 6.5)).toBeCloseTo(normalCdf(0.15097 - 1 / 13.5), 5);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
  });
});

describe('live status: "alive (some featured book still offers it at or above the price to beat), close (within 10 cents), dead (none)"', () => {
  const pick = ml(0.5556, -118); // price to beat -125

  it('cents: -105 and +105 are 10 cents apart; -125 is 5 cents better than -130', () => {
    expect(centsOf(105) - centsOf(-105)).toBe(10);
    expect(centsOf(-125) - centsOf(-130)).toBe(5);
  });

  it('alive when one book is at or above the price to beat; the best offer is the longest price', () => {
    const r = value(liveStatus(pick, [{ bookmaker: 'draftkings', line: 0, price: -130 }, { bookmaker: 'fanduel', line: 0, price: -120 }]));
    expect(r.status).toBe('alive');
    expect(r.best).toEqual({ bookmaker: 'fanduel', line: 0, price: -120 });
    expect(r.centsShort).toBe(0);
    expect(value(liveStatus(pick, [{ bookmaker: 'betmgm', line: 0, price: -125 }])).status).toBe('alive');
  });

  it('close when the best book is 1-10 cents short: -130 against -125 is 5 cents, -135 is 10', () => {
    const r = value(liveStatus(pick, [{ bookmaker: 'draftkings', line: 0, price: -130 }, { bookmaker: 'caesars', line: 0, price: -135 }]));
    expect(r).toMatchObject({ status: 'close', centsShort: 5, best: { bookmaker: 'draftkings' } });
    expect(value(liveStatus(pick, [{ bookmaker: 'caesars', line: 0, price: -135 }])).status).toBe('close');
  });

  it('dead when the best book is more than 10 cents short (-136), or no book offers it', () => {
    expect(value(liveStatus(pick, [{ bookmaker: 'caesars', line: 0, price: -136 }]))).toMatchObject({ status: 'dead', centsShort: 11 });
    expect(value(liveStatus(pick, []))).toEqual({ status: 'dead', best: null, bestEv: null, centsShort: null });
  });

  it('spreads read each book at its own line: NFL +7.5 (56%) is alive at +6.5 -110, close at +6 -110 (floor -106, 4 cents), dead at +5 -110 (floor +106, 16 cents)', () => {
    expect(value(liveStatus(nflDog, [{ bookmaker: 'fanduel', line: 6.5, price: -110 }])).status).toBe('alive');
    expect(value(liveStatus(nflDog, [{ bookmaker: 'fanduel', line: 6, price: -110 }]))).toMatchObject({ status: 'close', centsShort: 4 });
    expect(value(liveStatus(nflDog, [{ bookmaker: 'fanduel', line: 5, price: -110 }]))).toMatchObject({ status: 'dead', centsShort: 16 });
  });

  it('a better line at a worse price can be the best offer: +9.5 -125 beats +7.5 -110 for a 56% dog (EV 0.112 against 0.069)', () => {
    const r = value(liveStatus(nflDog, [{ bookmaker: 'a', line: 7.5, price: -110 }, { bookmaker: 'b', line: 9.5, price: -125 }]));
    expect(offerEv(nflDog, { bookmaker: 'b', line: 9.5, price: -125 })).toBeGreaterThan(offerEv(nflDog, { bookmaker: 'a', line: 7.5, price: -110 }));
    expect(r.best?.bookmaker).toBe('b');
  });
});
