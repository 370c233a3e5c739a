import { blendHome, decidePick, NO_LEAN_AGAINST_MODEL, type PickMarket } from './pick';

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

describe('the lean rule: with no value, a lean follows the model\'s disagreement with the market', () => {
  // Market 58/42 at -150/+130; run line home -1.5 at +140 (40%), away +1.5 at -170 (60%). At weight 0
  // Gary is the market, so no bet has positive EV and every pick is a lean. By price alone the home
  // moneyline (edge 0.58 - 0.60) is closest to its price.
  const m = () => market(-150, 130, 0.58, [-1.5, 140, 0.4]);
  const withAway = (price: number) => {
    const x = m();
    x.spread!.away.price = price;
    return x;
  };

  it('the model likes the underdog: the lean is its +1.5 run line (its moneyline is under 50%)', () => {
    const mk = withAway(-170);
    expect(decidePick(mk, { version: 'v1', eloHome: 0.5, drift: null, weight: 0 })).toMatchObject({ ok: true, decision: { side: 'home', type: 'moneyline', leanBy: 'price' } });
    const out = decidePick(mk, { version: 'v1', eloHome: 0.5, drift: null, weight: 0, leanByModel: true });
    if (!out.ok) throw new Error(out.reason);
    expect(out.decision).toMatchObject({ side: 'away', type: 'spread', line: 1.5, price: -170, label: 'lean', leanBy: 'model', favourite: false });
    expect(out.decision.probability).toBeGreaterThanOrEqual(0.5);
    expect(out.decision.home.model).toBeLessThan(out.decision.home.market);
  });

  it('the model likes the favourite: the lean is its moneyline (its -1.5 is under 50%)', () => {
    // By price alone the away +1.5 at -150 (edge 0.60 - 0.60) beats the home moneyline.
    const mk = withAway(-150);
    expect(decidePick(mk, { version: 'v1', eloHome: 0.65, drift: null, weight: 0 })).toMatchObject({ ok: true, decision: { side: 'away', type: 'spread' } });
    const out = decidePick(mk, { version: 'v1', eloHome: 0.65, drift: null, weight: 0, leanByModel: true });
    if (!out.ok) throw new Error(out.reason);
    expect(out.decision).toMatchObject({ side: 'home', type: 'moneyline', price: -150, label: 'lean', leanBy: 'model', favourite: true });
  });

  it('between the model side\'s moneyline and spread, both at 50% or better, the better EV at the price wins', () => {
    // NBA: home 60% on the moneyline at -174 (edge -0.0350, EV -0.0552); home -1.5 covers 51% at
    // -118 (edge -0.0313, EV -0.0578). The price rule takes the smaller shortfall, the lean the better EV.
    const mk: PickMarket = {
      league: 'NBA',
      moneyline: { home: q(-174, 0.6), away: q(140, 0.4) },
      spread: { home: q(-118, 0.51, -1.5), away: q(-102, 0.49, 1.5) },
    };
    expect(decidePick(mk, { version: 'v1', eloHome: 0.7, drift: null, weight: 0 })).toMatchObject({ ok: true, decision: { side: 'home', type: 'spread', leanBy: 'price' } });
    const out = decidePick(mk, { version: 'v1', eloHome: 0.7, drift: null, weight: 0, leanByModel: true });
    if (!out.ok) throw new Error(out.reason);
    expect(out.decision).toMatchObject({ side: 'home', type: 'moneyline', price: -174, label: 'lean', leanBy: 'model' });
    expect(out.decision.ev).toBeCloseTo(0.6 * (100 / 174) - 0.4, 6);
  });

  it('no pick against the model: when the side it likes has no bet at 50% or better, there is none', () => {
    // Home is a slight moneyline underdog (48%) and the run line's -1.5 side: no bet on it is at 50%.
    const mk = market(-105, -115, 0.48, [-1.5, 185, 0.33]);
    mk.spread!.away.price = -215;
    expect(decidePick(mk, { version: 'v1', eloHome: 0.52, drift: null, weight: 0, leanByModel: true })).toEqual({ ok: false, reason: NO_LEAN_AGAINST_MODEL });
    // Without the learned rule the price picks the away side, against the model.
    expect(decidePick(mk, { version: 'v1', eloHome: 0.52, drift: null, weight: 0 })).toMatchObject({ ok: true, decision: { side: 'away', leanBy: 'price' } });
    // Where the model agrees with the market there is no direction to follow: the price rule.
    expect(decidePick(mk, { version: 'v1', eloHome: 0.48, drift: null, weight: 0, leanByModel: true })).toMatchObject({ ok: true, decision: { leanBy: 'price' } });
  });

  it('`value` picks stay as they are: positive EV at the best price, the largest edge wins, whatever the lean rule', () => {
    const view = { version: 'v1', eloHome: 0.7, drift: null, weight: 1 };
    const a = decidePick(market(-150, 130, 0.58), view);
    const b = decidePick(market(-150, 130, 0.58), { ...view, leanByModel: true });
    expect(b).toEqual(a);
    expect(b).toMatchObject({ ok: true, decision: { label: 'value', leanBy: null } });
  });
});
