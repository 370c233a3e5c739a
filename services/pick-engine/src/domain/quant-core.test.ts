import { game, team } from '../../test/domain-fixtures';
import { choosePick, gutHomeProbability, INSUFFICIENT_DATA } from './quant-core';

describe('quantitative core', () => {
  test('"confidence 0.50-1.00" is the blended probability: 90% no-vig consensus, 10% context', () => {
    const g = game({ ml: [-200, 170], context: { home: team('Boston Celtics', { lastTen: '8-2' }), away: team('New York Knicks', { lastTen: '4-6' }), startersConfirmed: true, venue: null, series: null } });
    const r = choosePick(g);
    if (!r.ok) throw new Error(r.reason);
    const pMarket = g.h2h[0]!.noVig!;
    const gut = gutHomeProbability('NBA', g.context!.home, g.context!.away);
    expect(r.pick.type).toBe('moneyline');
    expect(r.pick.side).toBe('home');
    expect(r.pick.confidence).toBeCloseTo(0.9 * pMarket + 0.1 * gut!, 3);
    expect(r.pick.confidence).toBeGreaterThanOrEqual(0.5);
    expect(r.pick.pickText).toBe('Boston Celtics ML -200');
    expect(r.pick.bookmaker).toBe('BetMGM');
  });

  test('"never over/under": only spread or moneyline, and the spread is on the moneyline\'s team', () => {
    // Favourite at -300 on the moneyline, but a juicy -5.5 at +105 on the spread.
    const r = choosePick(game({ ml: [-300, 250], spread: { homePoint: -5.5, prices: [-105, -115] } }));
    if (!r.ok) throw new Error(r.reason);
    expect(['spread', 'moneyline']).toContain(r.pick.type);
    expect(r.pick.side).toBe('home');
    expect(r.pick.team).toBe('Boston Celtics');
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

  test('the gut can only tip a near pick\'em: context moves the probability by at most 10% of its distance', () => {
    const hot = team('Boston Celtics', { lastTen: '10-0', record: '60-10' });
    const cold = team('New York Knicks', { lastTen: '0-10', record: '10-60', injuries: [{ player: 'A', status: 'Out', description: '' }] });
    const g = game({ ml: [105, -115], context: { home: hot, away: cold, startersConfirmed: true, venue: null, series: null } });
    const r = choosePick(g);
    if (!r.ok) throw new Error(r.reason);
    expect(r.pick.side).toBe('home');
    const shift = r.pick.confidence - g.h2h[0]!.noVig!;
    expect(shift).toBeGreaterThan(0);
    expect(shift).toBeLessThanOrEqual(0.1 * (0.85 - g.h2h[0]!.noVig!) + 1e-6);
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
    // Arsenal is the moneyline's team, but -0.5 is only 38%: no eligible bet on Arsenal either.
    expect(r.ok).toBe(false);
  });
});
