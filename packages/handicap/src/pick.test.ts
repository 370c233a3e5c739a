import { blendHome, decidePick, type PickMarket } from './pick';

const q = (price: number | null, noVig: number, point = 0) => ({ point, price, bookmaker: 'book', noVig });
const market = (home: number, away: number, homeNoVig: number, spread?: [number, number, number]): PickMarket => ({
  league: 'MLB',
  moneyline: { home: q(home, homeNoVig), away: q(away, 1 - homeNoVig) },
  spread: spread ? { home: q(spread[1], spread[2], spread[0]), away: q(spread[1] === -110 ? -110 : -spread[1], 1 - spread[2], -spread[0]) } : null,
});

describe('selection by value', () => {
  it("Gary's probability is the market's moved toward the model's on the logit scale by the weight", () => {
    expect(blendHome(0.6, 0.7, 0)).toBe(0.6);
    expect(blendHome(0.6, 0.7, 1)).toBeCloseTo(0.7, 12);
    const lo = Math.log(0.6 / 0.4);
    const hi = Math.log(0.7 / 0.3);
    expect(blendHome(0.6, 0.7, 0.5)).toBeCloseTo(1 / (1 + Math.exp(-(lo + 0.5 * (hi - lo)))), 12);
  });

  it('the bet is the side and market whose Gary probability beats its price by the most; positive EV is `value`', () => {
    // Market 60/40 at -150/+130; the model says 70% home at full weight: home ML edge 0.70 - 0.60 = 0.10.
    const out = decidePick(market(-150, 130, 0.58), { version: 'v1', eloHome: 0.7, drift: null, weight: 1 });
    expect(out.ok && out.decision).toMatchObject({ side: 'home', type: 'moneyline', price: -150, label: 'value', modelVersion: 'v1', favourite: true });
    if (!out.ok) throw new Error('no pick');
    expect(out.decision.edge).toBeCloseTo(0.7 - 0.6, 6);
    expect(out.decision.ev).toBeCloseTo(0.7 * (100 / 150) - 0.3, 6);
    expect(out.decision.home).toEqual({ gary: 0.7, market: 0.58, model: 0.7 });
  });

  it('an underdog Gary likes is played on the run line, so confidence stays 0.50-1.00', () => {
    // Model likes the away underdog (45% vs the market's 40%): its moneyline is below 50%, its +1.5 is not.
    const out = decidePick(market(-150, 130, 0.6, [-1.5, 140, 0.4]), { version: 'v1', eloHome: 0.55, drift: null, weight: 1 });
    if (!out.ok) throw new Error('no pick');
    expect(out.decision).toMatchObject({ side: 'away', type: 'spread', line: 1.5, price: -140 });
    expect(out.decision.probability).toBeGreaterThanOrEqual(0.5);
    expect(out.decision.probability).toBeGreaterThan(out.decision.marketProbability);
  });

  it('at weight 0 Gary is the market and every bet at a price with vig is a `lean`', () => {
    const out = decidePick(market(-150, 130, 0.58), { version: 'v1', eloHome: 0.9, drift: null, weight: 0 });
    if (!out.ok) throw new Error('no pick');
    expect(out.decision.home.gary).toBe(0.58);
    expect(out.decision.label).toBe('lean');
    expect(out.decision.modelProbability).toBe(0.9);
  });

  it('no moneyline no-vig means no pick', () => {
    const m = market(-150, 130, 0.58);
    m.moneyline.home.noVig = null;
    expect(decidePick(m, { version: 'v1', eloHome: 0.5, drift: null, weight: 0 })).toEqual({ ok: false, reason: 'No moneyline to read the market from' });
  });
});
