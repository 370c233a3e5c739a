import { game, team } from '../../../test/domain-fixtures';
import { choosePick, gutHomeProbability, INSUFFICIENT_DATA } from './quant-core';

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

describe('quantitative core', () => {
  test('"confidence 0.50-1.00" is Gary\'s probability: the market\'s no-vig moved toward the model\'s on the logit scale by the learned weight', () => {
    const g = game({ ml: [-200, 170] });
    const r = choosePick(g, { version: 'nba-elo-test', eloHome: 0.75, drift: null, weight: 0.4 });
    if (!r.ok) throw new Error(r.reason);
    const pMarket = g.h2h[0]!.noVig!;
    expect(r.pick.type).toBe('moneyline');
    expect(r.pick.side).toBe('home');
    expect(r.pick.confidence).toBeCloseTo(sigmoid(logit(pMarket) + 0.4 * (logit(0.75) - logit(pMarket))), 3);
    expect(r.pick.confidence).toBeGreaterThanOrEqual(0.5);
    expect(r.pick.modelProbability).toBe(0.75);
    expect(r.pick.modelVersion).toBe('nba-elo-test');
    expect(r.pick.pickText).toBe('Boston Celtics ML -200');
    expect(r.pick.bookmaker).toBe('BetMGM');
  });

  test('"never over/under": only spread or moneyline, on the side the bet names', () => {
    // Favourite at -300 on the moneyline, but a juicy -5.5 at +105 on the spread.
    const r = choosePick(game({ ml: [-300, 250], spread: { homePoint: -5.5, prices: [-105, -115] } }));
    if (!r.ok) throw new Error(r.reason);
    expect(['spread', 'moneyline']).toContain(r.pick.type);
    expect(r.pick.team).toBe(r.pick.side === 'home' ? 'Boston Celtics' : 'New York Knicks');
    expect(r.pick.pickText.startsWith(r.pick.team)).toBe(true);
  });

  test('the bet with the better expected value at the best price wins among those at 50% or better', () => {
    // The books make -5.5 a 53% cover; one book hangs it at -105, which beats -300 on the moneyline.
    const g = game({ ml: [-300, 250], spread: { homePoint: -5.5, prices: [-125, 105] } });
    g.spreads[0]!.price = -105;
    const r = choosePick(g);
    if (!r.ok) throw new Error(r.reason);
    expect(r.pick.type).toBe('spread');
    expect(r.pick.confidence).toBeCloseTo(g.spreads[0]!.noVig!, 3);
    expect(r.pick.pickText).toBe('Boston Celtics -5.5 -105');
    expect(r.pick.bookmaker).toBe('DraftKings');
    expect(r.pick.line).toBe(-5.5);
  });

  test('"MLB spread is always -1.5/+1.5": a run line at another number is never picked', () => {
    const mlb = (homePoint: number) =>
      choosePick(game({ league: 'MLB', home: 'New York Yankees', away: 'Boston Red Sox', ml: [125, -145], spread: { homePoint, prices: [-190, 160] } }));
    const ok = mlb(1.5);
    if (!ok.ok) throw new Error(ok.reason);
    // The underdog Yankees +1.5 at -190 is the higher-probability, better-EV bet here.
    expect(ok.pick.pickText).toMatch(/^(New York Yankees \+1\.5 -190|Boston Red Sox ML -145)$/);
    const odd = mlb(2.5);
    if (!odd.ok) throw new Error(odd.reason);
    expect(odd.pick.type).toBe('moneyline');
  });

  test('"Game data needs a home or away team, otherwise Error: Insufficient game data for analysis"', () => {
    expect(choosePick({ ...game({ ml: [-110, -110] }), homeTeam: '' })).toEqual({ ok: false, reason: INSUFFICIENT_DATA });
    expect(choosePick({ ...game({ ml: [-110, -110] }), h2h: [] })).toEqual({ ok: false, reason: INSUFFICIENT_DATA });
  });

  test('"default odds if none: -150 for favourites, +130 for underdogs, -110 for spreads" and "pick text must include odds"', () => {
    const g = game({ ml: [-150, 130] });
    g.h2h[0]!.price = null;
    const r = choosePick(g);
    if (!r.ok) throw new Error(r.reason);
    expect(r.pick.odds).toBe(-150);
    expect(r.pick.pricedByBook).toBe(false);
    expect(r.pick.pickText).toMatch(/ -150$/);
  });

  test('with no context the market stands alone (no gut to weigh)', () => {
    const g = game({ ml: [-200, 170] });
    const r = choosePick(g);
    if (!r.ok) throw new Error(r.reason);
    expect(r.pick.confidence).toBeCloseTo(g.h2h[0]!.noVig!, 3);
    expect(r.pick.gutHome).toBeNull();
  });

  test('the 90/10 context "gut" no longer moves the probability (the backtest shows it made every league\'s worse); it is only reported', () => {
    const hot = team('Boston Celtics', { lastTen: '10-0', record: '60-10' });
    const cold = team('New York Knicks', { lastTen: '0-10', record: '10-60', injuries: [{ player: 'A', status: 'Out', description: '' }] });
    const g = game({ ml: [-120, 100], context: { home: hot, away: cold, startersConfirmed: true, venue: null, series: null } });
    const r = choosePick(g);
    if (!r.ok) throw new Error(r.reason);
    expect(r.pick.gutHome).toBe(gutHomeProbability('NBA', hot, cold));
    expect(r.pick.gutHome).toBeGreaterThan(0.6);
    expect(r.pick.side).toBe('home');
    expect(r.pick.confidence).toBeCloseTo(g.h2h[0]!.noVig!, 3);
  });

  test('each pick is labelled value (positive expected value at its price) or lean', () => {
    const g = game({ ml: [-120, 100] });
    const lean = choosePick(g);
    const value = choosePick(g, { version: 'v', eloHome: 0.7, drift: null, weight: 1 });
    if (!lean.ok || !value.ok) throw new Error('no pick');
    expect(lean.pick.label).toBe('lean');
    expect(lean.pick.ev).toBeLessThan(0);
    expect(value.pick.label).toBe('value');
    expect(value.pick.ev).toBeGreaterThan(0);
  });

  test('a 3-way market with no side at 50% is skipped rather than given a false confidence', () => {
    const g = game({ league: 'EPL', home: 'Arsenal', away: 'Chelsea', ml: [150, 180] });
    g.h2h = [
      { side: 'home', team: 'Arsenal', point: 0, price: 150, bookmaker: 'x', noVig: 0.38 },
      { side: 'away', team: 'Chelsea', point: 0, price: 180, bookmaker: 'x', noVig: 0.34 },
      { side: 'draw', team: 'Draw', point: 0, price: 230, bookmaker: 'x', noVig: 0.28 },
    ];
    expect(choosePick(g)).toEqual({ ok: false, reason: 'No side at 50% or better' });
    g.spreads = [
      { side: 'home', team: 'Arsenal', point: -0.5, price: 150, bookmaker: 'x', noVig: 0.38 },
      { side: 'away', team: 'Chelsea', point: 0.5, price: -180, bookmaker: 'x', noVig: 0.62 },
    ];
    const r = choosePick(g);
    // Neither moneyline wins 50% of the time; Chelsea +0.5 (a Chelsea win or a draw) does, at 62%.
    if (!r.ok) throw new Error(r.reason);
    expect(r.pick).toMatchObject({ side: 'away', type: 'spread', line: 0.5, odds: -180, confidence: 0.62 });
  });
});
