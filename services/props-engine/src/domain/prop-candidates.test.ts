import { betterThanLimit, candidateSides, capForModel, type PropOptionRow } from './prop-candidates';
import { findPropType, marketsFor, statValue, PROP_TYPES } from './prop-markets';
import { averageFor, probabilityOver, withAverage } from './prop-estimates';

const row = (over: Partial<PropOptionRow> = {}): PropOptionRow => ({
  player: 'LeBron James',
  team: 'Los Angeles Lakers',
  market: 'player_points',
  line: 25.5,
  overOdds: -110,
  underOdds: -110,
  bookmaker: 'draftkings',
  ...over,
});

describe('markets and stat aliases', () => {
  test('"Prop markets: NBA (points, rebounds, assists, threes, blocks, steals)" and NHL (points, goals, assists, shots on goal, power-play points)', () => {
    expect(marketsFor('NBA')).toEqual(['player_points', 'player_rebounds', 'player_assists', 'player_threes', 'player_blocks', 'player_steals']);
    expect(marketsFor('NHL')).toEqual(['player_points', 'player_goals', 'player_assists', 'player_shots_on_goal', 'player_power_play_points']);
  });

  test('MLB markets cover the spec list (batter and pitcher markets, first home run, pitcher win)', () => {
    const types = PROP_TYPES.MLB.map((d) => d.type);
    for (const t of ['home runs', 'hits', 'runs', 'rbi', 'stolen bases', 'total bases', 'strikeouts', 'outs', 'earned runs', 'hits+runs+rbis', 'singles', 'doubles', 'triples', 'walks', 'batter strikeouts', 'hits allowed', 'walks allowed', 'first home run', 'pitcher win']) {
      expect(types).toContain(t);
    }
    expect(marketsFor('MLB')).toContain('pitcher_strikeouts');
    expect(marketsFor('MLB')).not.toContain('');
  });

  test('"stat aliases for prop types: strikeouts (k, ks), total bases (tb), hits+runs+RBIs ..."', () => {
    expect(findPropType('MLB', 'K')?.type).toBe('strikeouts');
    expect(findPropType('MLB', 'Ks')?.type).toBe('strikeouts');
    expect(findPropType('MLB', 'TB')?.type).toBe('total bases');
    expect(findPropType('MLB', 'Total Bases')?.type).toBe('total bases');
    expect(findPropType('MLB', 'RBIs')?.type).toBe('rbi');
    expect(findPropType('MLB', 'Hits + Runs + RBIs')?.type).toBe('hits+runs+rbis');
    expect(findPropType('MLB', 'pitches')?.type).toBe('pitches');
    expect(findPropType('MLB', 'doubles')?.type).toBe('doubles');
    expect(findPropType('MLB', 'batter_stolen_bases')?.type).toBe('stolen bases');
    expect(findPropType('NBA', '3PM')?.type).toBe('threes');
    expect(findPropType('NHL', 'SOG')?.type).toBe('shots on goal');
    expect(findPropType('NBA', 'touchdowns')).toBeNull();
    expect(findPropType('NBA', '')).toBeNull();
  });

  test('box-score stats are read through the keys, and hits+runs+RBIs is summed when not given', () => {
    const hrr = findPropType('MLB', 'hits+runs+rbis')!;
    expect(statValue(hrr, { hits: 2, runs: 1, rbis: 3 })).toEqual({ ok: true, value: 6 });
    expect(statValue(hrr, { hits: 2, runs: 1 })).toEqual({ ok: false, value: null });
    expect(statValue(findPropType('MLB', 'strikeouts')!, { pitcher_strikeouts: 8 })).toEqual({ ok: true, value: 8 });
    expect(statValue(findPropType('MLB', 'strikeouts')!, { strikeouts: 7 })).toEqual({ ok: true, value: 7 });
  });
});

describe('candidate sides', () => {
  test('"evaluated separately": each side is kept only when its own odds are better than -150', () => {
    expect(betterThanLimit(-150)).toBe(false);
    expect(betterThanLimit(-151)).toBe(false);
    expect(betterThanLimit(-149)).toBe(true);
    expect(betterThanLimit(120)).toBe(true);
    expect(betterThanLimit(-99)).toBe(false);
    const sides = candidateSides('NBA', [row({ overOdds: -170, underOdds: 140 })]);
    expect(sides.map((s) => [s.bet, s.odds])).toEqual([['under', 140]]);
    expect(candidateSides('NBA', [row({ overOdds: -150, underOdds: -150 })])).toEqual([]);
    expect(candidateSides('NBA', [row({ overOdds: -149, underOdds: -151 })]).map((s) => s.bet)).toEqual(['over']);
  });

  test('fair probability is the no-vig one and EV per $100 follows from it', () => {
    const [over, under] = candidateSides('NBA', [row({ overOdds: 120, underOdds: -140 })]);
    expect(over!.fairProbability + under!.fairProbability).toBeCloseTo(1, 3);
    // implied 0.4545 and 0.5833 sum to 1.0379: over 0.438, and 0.438 * 1.2 - 0.562 = -0.0364 per unit
    expect(over!.fairProbability).toBeCloseTo(0.438, 3);
    expect(over!.ev).toBeCloseTo(-3.64, 1);
  });

  test('"Yes/No markets use line 0.5" whatever the feed sends', () => {
    const [yes] = candidateSides('MLB', [row({ player: 'Aaron Judge', market: 'batter_first_home_run', line: null, overOdds: 650, underOdds: null })]);
    expect(yes).toMatchObject({ propType: 'first home run', line: 0.5, bet: 'over', odds: 650 });
  });

  test('rows without a player, a known market or a line, and invalid prices, are skipped', () => {
    expect(candidateSides('NBA', [row({ player: ' ' }), row({ market: 'player_pass_tds' }), row({ line: null }), row({ overOdds: 50, underOdds: 0 })])).toEqual([]);
  });

  test('"at most 150 props (100 fallback) sent to the model", best expected value first', () => {
    const rows = Array.from({ length: 100 }, (_, i) => row({ player: `Player ${i}`, overOdds: 100 + i, underOdds: -110 }));
    const sides = candidateSides('NBA', rows);
    expect(sides).toHaveLength(200);
    expect(capForModel(sides, false)).toHaveLength(150);
    expect(capForModel(sides, true)).toHaveLength(100);
    const capped = capForModel(sides, false);
    expect(capped[0]!.ev).toBeGreaterThanOrEqual(capped[149]!.ev);
  });
});

describe('player averages', () => {
  test('averages are found under the names stats providers use', () => {
    expect(averageFor('points', [{ name: 'ppg', value: '27.4' }])).toBe(27.4);
    expect(averageFor('hits', [{ name: 'hitsPg', value: '1.10' }])).toBe(1.1);
    expect(averageFor('strikeouts', [{ name: 'strikeoutsPerStart', value: '6.8' }])).toBe(6.8);
    expect(averageFor('points', [{ name: 'record', value: '10-2' }])).toBeNull();
  });

  test('probability over a line: Poisson for small means, normal for big ones, pushes taken out on whole lines', () => {
    expect(probabilityOver(1, 0.5)).toBeCloseTo(1 - Math.exp(-1), 4);
    expect(probabilityOver(25.5, 25.5)).toBeCloseTo(0.5, 2);
    expect(probabilityOver(30, 25.5)!).toBeGreaterThan(0.7);
    const whole = probabilityOver(2, 2)!;
    expect(whole).toBeGreaterThan(0.3);
    expect(whole).toBeLessThan(0.7);
  });

  test('a side is re-priced half market, half average', () => {
    const [over] = candidateSides('NBA', [row()]);
    const priced = withAverage(over!, 30);
    expect(priced.fairProbability).toBeGreaterThan(over!.fairProbability);
    expect(priced.ev).toBeGreaterThan(over!.ev);
    expect(withAverage(over!, null)).toMatchObject({ fairProbability: over!.fairProbability, average: null });
  });
});
