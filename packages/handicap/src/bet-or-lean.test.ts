import { betOrLean, betPriceOf, fairHome, kellyStake, learnBetThreshold, MAX_STAKE_UNITS } from './bet-or-lean';
import { decidePick, type PickMarket, type Quote } from './pick';
import type { HistoricalGame } from './historical-game';

const q = (price: number, noVig: number, point = 0): Quote => ({ point, price, bookmaker: 'fanduel', noVig });

describe('a pick is a Bet only when a featured book\'s price beats the fair line by the learned threshold', () => {
  it('a price above the fair line by the threshold is a Bet with a quarter-Kelly stake; below it, a Lean with no stake', () => {
    // Fair 50% (sharp -105/-105 no-vig); the book pays +115: EV = 0.5 * 2.15 - 1 = 0.075.
    const bet = betOrLean({ price: 115, fair: 0.5, fairSource: 'sharp', threshold: 0.05 });
    expect(bet).toEqual({ classification: 'bet', fairSource: 'sharp', evAtFair: 0.075, stake: expect.any(Number) });
    // Kelly: (0.5 * 1.15 - 0.5) / 1.15 = 0.0652; a quarter of it is 1.63% of the bankroll, 1.63 units of 1%: capped at 1.
    expect(bet.stake).toBe(MAX_STAKE_UNITS);
    const lean = betOrLean({ price: 115, fair: 0.5, fairSource: 'sharp', threshold: 0.08 });
    expect(lean).toEqual({ classification: 'lean', fairSource: 'sharp', evAtFair: 0.075, stake: null });
  });

  it('the vig makes a price at the consensus a Lean, whatever the threshold', () => {
    // -110/-110: fair 50%, the price pays 0.909: EV -4.5%.
    const r = betOrLean({ price: -110, fair: 0.5, fairSource: 'consensus', threshold: 0 });
    expect(r.classification).toBe('lean');
    expect(r.evAtFair).toBeCloseTo(-0.045455, 5);
  });

  it('no learned threshold or no book price: a Lean', () => {
    expect(betOrLean({ price: 150, fair: 0.5, fairSource: 'sharp', threshold: null }).classification).toBe('lean');
    expect(betOrLean({ price: null, fair: 0.5, fairSource: 'sharp', threshold: 0 })).toEqual({ classification: 'lean', fairSource: 'sharp', evAtFair: null, stake: null });
  });

  it('the stake is a quarter of Kelly in units of 1% of the bankroll, below the cap for a small edge', () => {
    // Fair 50% at +102: Kelly (0.5 * 1.02 - 0.5) / 1.02 = 0.0098; a quarter = 0.245% = 0.25 units.
    expect(kellyStake(0.5, 102)).toBe(0.25);
    expect(kellyStake(0.5, -110)).toBe(0);
  });

  it('the fair line is the sharp no-vig where the sharp book prices, else the consensus', () => {
    expect(fairHome(0.55, { home: -150, away: 130 })).toEqual({ home: expect.closeTo(0.5798, 3), source: 'sharp' });
    expect(fairHome(0.55, null)).toEqual({ home: 0.55, source: 'consensus' });
  });
});

describe('decidePick classifies its pick and says where the fair line came from', () => {
  // The featured books' best prices: -110 on both sides (consensus no-vig 50/50).
  const market = (sharp?: PickMarket['sharp']): PickMarket => ({
    league: 'MLB',
    moneyline: { home: q(-110, 0.5), away: q(-110, 0.5) },
    spread: null,
    ...(sharp === undefined ? {} : { sharp }),
  });
  const view = { version: 'v', eloHome: null, drift: null, weight: 0 };

  it('the home side at -110 against Pinnacle -125/+115 (fair 54.4%) is worth 3.9%: a Bet with a stake at a 3% threshold', () => {
    const out = decidePick(market({ home: -125, away: 115 }), { ...view, betThreshold: 0.03 });
    if (!out.ok) throw new Error(out.reason);
    expect(out.decision).toMatchObject({ side: 'home', type: 'moneyline', price: -110, fairSource: 'sharp', classification: 'bet' });
    expect(out.decision.fairProbability).toBeCloseTo(0.5443, 3);
    expect(out.decision.evAtFair).toBeCloseTo(0.0391, 3);
    // Kelly (0.5443 * 0.909 - 0.4557) / 0.909 = 4.3%; a quarter is 1.08 units of 1%: capped at 1.
    expect(out.decision.stake).toBe(1);
  });

  it('the same price is a Lean at a 5% threshold, and a Lean against the consensus when no sharp line exists', () => {
    const strict = decidePick(market({ home: -125, away: 115 }), { ...view, betThreshold: 0.05 });
    if (!strict.ok) throw new Error(strict.reason);
    expect(strict.decision).toMatchObject({ fairSource: 'sharp', classification: 'lean', stake: null });
    const consensus = decidePick(market(), { ...view, betThreshold: 0.03 });
    if (!consensus.ok) throw new Error(consensus.reason);
    expect(consensus.decision).toMatchObject({ side: 'home', fairSource: 'consensus', fairProbability: 0.5, classification: 'lean', stake: null });
  });
});

describe('the Bet threshold is learned from how far the fair line moves before the close', () => {
  const game = (open: [number, number], close: [number, number]): HistoricalGame => ({
    league: 'MLB', season: '2014', date: '2014-05-01', seq: 0, home: 'A', away: 'B', homeScore: 1, awayScore: 0,
    openMoneyline: { home: open[0], away: open[1] }, closeMoneyline: { home: close[0], away: close[1] }, openSpread: null, closeSpread: null,
  });

  it('lines that never move need no margin; lines that move a lot need a larger one; no opening line, none learned', () => {
    const still = Array.from({ length: 40 }, () => game([-110, -110], [-110, -110]));
    expect(learnBetThreshold(still).ev).toBe(0);
    const moving = Array.from({ length: 40 }, (_, i) => (i % 2 ? game([-110, -110], [-130, 110]) : game([-110, -110], [110, -130])));
    const t = learnBetThreshold(moving);
    expect(t.ev).toBeGreaterThan(0.05);
    expect(t.n).toBe(80);
    expect(learnBetThreshold(moving.map((g) => ({ ...g, openMoneyline: null }))).ev).toBeNull();
  });
});

describe('a lean earned with the pitcher term needs the starters', () => {
  it('with a pitcher drift, a caller that gives no pitcher edge leans by price; one that gives it (0 for unknown starters) leans by the model', () => {
    const market: PickMarket = { league: 'MLB', moneyline: { home: q(-110, 0.5), away: q(-110, 0.5) }, spread: null };
    const drift = { intercept: 0, market: 0, rating: 0.5, pitcher: 0.02, pitcherForm: { priorBf: 300, seasonDecay: 0.5 }, games: 5000 };
    const view = { version: 'v', eloHome: 0.3, drift, weight: 0, leanByModel: true, betThreshold: null };
    const without = decidePick(market, view);
    const withEdge = decidePick(market, { ...view, pitcherEdge: 0 });
    if (!without.ok || !withEdge.ok) throw new Error('no pick');
    expect(without.decision.leanBy).toBe('price');
    expect(withEdge.decision).toMatchObject({ leanBy: 'model', side: 'away' });
  });
});

describe('the price that makes a pick a Bet', () => {
  it('is the worst whole price whose EV against the fair line reaches the threshold, and nothing worse is a Bet', () => {
    for (const [fair, t] of [[0.5, 0.1], [0.6, 0.05], [0.35, 0.1094], [0.7, 0]] as const) {
      const p = betPriceOf(fair, t)!;
      expect(betOrLean({ price: p, fair, fairSource: 'sharp', threshold: t }).classification).toBe('bet');
      const worse = p === 100 ? -101 : p > 100 ? p - 1 : p - 1;
      expect(betOrLean({ price: worse, fair, fairSource: 'sharp', threshold: t }).classification).toBe('lean');
    }
    expect(betPriceOf(0.5, 0.1)).toBe(120);
  });
  it('is none where no threshold was learned', () => {
    expect(betPriceOf(0.5, null)).toBeNull();
  });
});
