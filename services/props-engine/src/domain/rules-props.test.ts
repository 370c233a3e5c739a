import type { PropOptionRow } from './prop-candidates';
import {
  eraAllowsHitting,
  expectedStrikeouts,
  parseInnings,
  roundToHalf,
  rulesProps,
  strikeoutSide,
  type HitterInput,
  type PitcherInput,
  type RulesGameInput,
} from './rules-props';

const pitcher = (over: Partial<PitcherInput> = {}): PitcherInput => ({
  id: '543037',
  name: 'Gerrit Cole',
  team: 'New York Yankees',
  confirmed: true,
  inningsPitched: '40.0',
  // 11.45 K/9 -> 11.45 * 5.5 / 9 = 6.997 -> 7.0 expected
  kPer9: 11.45,
  strikeouts: 51,
  era: '3.10',
  ...over,
});

const kRow = (line: number, over: number | null = -115, under: number | null = -105, player = 'Gerrit Cole'): PropOptionRow => ({
  player,
  team: 'New York Yankees',
  market: 'pitcher_strikeouts',
  line,
  overOdds: over,
  underOdds: under,
  bookmaker: 'draftkings',
});

const hitter = (name: string, stats: HitterInput['stats'] = []): HitterInput => ({ id: name.toLowerCase().replace(/\s/g, '-'), name, team: 'Boston Red Sox', stats });

function game(over: Partial<RulesGameInput> = {}): RulesGameInput {
  return {
    homeTeam: 'New York Yankees',
    awayTeam: 'Boston Red Sox',
    homeStarter: pitcher(),
    awayStarter: null,
    homeHitters: [],
    awayHitters: [],
    options: [kRow(5.5)],
    ...over,
  };
}

describe('strikeout props', () => {
  test('"expected strikeouts = K per 9 times 5.5 innings divided by 9, rounded to nearest 0.5"', () => {
    expect(expectedStrikeouts({ kPer9: 9, strikeouts: 0, inningsPitched: '0' })).toBe(5.5);
    expect(expectedStrikeouts({ kPer9: 11.45, strikeouts: 0, inningsPitched: '0' })).toBe(7);
    // 10.2 * 5.5 / 9 = 6.233 -> 6.0; 10.5 -> 6.417 -> 6.5
    expect(expectedStrikeouts({ kPer9: 10.2, strikeouts: 0, inningsPitched: '0' })).toBe(6);
    expect(expectedStrikeouts({ kPer9: 10.5, strikeouts: 0, inningsPitched: '0' })).toBe(6.5);
    // K/9 from strikeouts and innings when the feed has none: 30 K in 27 IP = 10 K/9 -> 6.11 -> 6.0
    expect(expectedStrikeouts({ kPer9: 0, strikeouts: 30, inningsPitched: '27.0' })).toBe(6);
    expect(roundToHalf(6.25)).toBe(6.5);
  });

  test('innings are read as the MLB feed writes them ("19.2" is 19 2/3)', () => {
    expect(parseInnings('19.2')).toBeCloseTo(19.6667, 3);
    expect(parseInnings('20.0')).toBe(20);
    expect(parseInnings('166')).toBe(166);
    expect(parseInnings('19.5')).toBeNull();
    expect(parseInnings('')).toBeNull();
    expect(parseInnings(undefined)).toBeNull();
  });

  test('"strikeout picks need >= 20 innings pitched": 20.0 at the boundary qualifies, 19.2 just below does not, 20.1 just above does', () => {
    expect(rulesProps(game({ homeStarter: pitcher({ inningsPitched: '20.0' }) }), new Set())).toHaveLength(1);
    expect(rulesProps(game({ homeStarter: pitcher({ inningsPitched: '19.2' }) }), new Set())).toHaveLength(0);
    expect(rulesProps(game({ homeStarter: pitcher({ inningsPitched: '20.1' }) }), new Set())).toHaveLength(1);
  });

  test('"over/under is chosen if expected value differs from the line by more than 1": a gap of exactly 1 gives nothing', () => {
    expect(strikeoutSide(7, 6)).toBeNull(); // at the boundary
    expect(strikeoutSide(6.5, 6)).toBeNull(); // below
    expect(strikeoutSide(7.5, 6)).toBe('over'); // above
    expect(strikeoutSide(5, 6)).toBeNull();
    expect(strikeoutSide(4.5, 6)).toBe('under');
    // through the whole rule: expected 7.0 against 6.0 / 5.5 / 8.5
    expect(rulesProps(game({ options: [kRow(6)] }), new Set())).toEqual([]);
    const over = rulesProps(game({ options: [kRow(5.5)] }), new Set());
    expect(over).toMatchObject([{ player: 'Gerrit Cole', propType: 'strikeouts', line: 5.5, bet: 'over', odds: -115, source: 'rules', confidence: 0.7 }]);
    const under = rulesProps(game({ options: [kRow(8.5)] }), new Set());
    expect(under).toMatchObject([{ bet: 'under', line: 8.5, odds: -105 }]);
  });

  test('"a pitcher not already used": the same pitcher gives one prop in a day', () => {
    const used = new Set<string>();
    expect(rulesProps(game(), used)).toHaveLength(1);
    expect(rulesProps(game(), used)).toHaveLength(0);
    expect(used.has('543037')).toBe(true);
  });

  test('"each over or under side is kept only when its odds are better than -150": -150 and -151 are dropped, -149 kept', () => {
    expect(rulesProps(game({ options: [kRow(5.5, -150)] }), new Set())).toEqual([]);
    expect(rulesProps(game({ options: [kRow(5.5, -151)] }), new Set())).toEqual([]);
    expect(rulesProps(game({ options: [kRow(5.5, -149)] }), new Set())).toMatchObject([{ odds: -149 }]);
    // the under side is judged on its own price, not the over's
    expect(rulesProps(game({ options: [kRow(8.5, -300, -149)] }), new Set())).toMatchObject([{ bet: 'under', odds: -149 }]);
    expect(rulesProps(game({ options: [kRow(8.5, 120, -160)] }), new Set())).toEqual([]);
  });

  test('a missing price falls back to the strikeout default -110; no posted line, an unconfirmed starter or no K data gives nothing', () => {
    expect(rulesProps(game({ options: [kRow(5.5, null, -105)] }), new Set())).toMatchObject([{ bet: 'over', odds: -110 }]);
    expect(rulesProps(game({ options: [] }), new Set())).toEqual([]);
    expect(rulesProps(game({ homeStarter: pitcher({ confirmed: false }) }), new Set())).toEqual([]);
    expect(rulesProps(game({ homeStarter: pitcher({ kPer9: 0, strikeouts: 0, inningsPitched: '0.0' }) }), new Set())).toEqual([]);
  });
});

describe('hitting props', () => {
  const hitters = [hitter('Rafael Devers', [{ name: 'hitsPg', value: '1.2' }]), hitter('Jarren Duran'), hitter('Trevor Story')];
  const weak = (era: string) =>
    game({ homeStarter: pitcher({ era, inningsPitched: '10.0' }), awayHitters: hitters, options: [] });

  test('"hitting picks apply only when a starter ERA exceeds 4.5": 4.50 gives none, 4.49 none, 4.51 some', () => {
    expect(eraAllowsHitting('4.50')).toBe(false);
    expect(eraAllowsHitting('4.49')).toBe(false);
    expect(eraAllowsHitting('4.51')).toBe(true);
    expect(eraAllowsHitting('-.--')).toBe(false);
    expect(rulesProps(weak('4.50'), new Set())).toEqual([]);
    expect(rulesProps(weak('4.49'), new Set())).toEqual([]);
    const picks = rulesProps(weak('4.51'), new Set());
    expect(picks.length).toBe(2);
    expect(picks.every((p) => p.line === 1.5 && p.bet === 'over' && p.team === 'Boston Red Sox' && p.confidence === 0.6)).toBe(true);
  });

  test('"hitting lines 1.5" with the spec default odds (-115 hits, -120 total bases) when no price is posted', () => {
    const picks = rulesProps(weak('5.20'), new Set());
    for (const p of picks) {
      expect(p.line).toBe(1.5);
      expect(p.odds).toBe(p.propType === 'hits' ? -115 : -120);
    }
  });

  test('posted 1.5 prices are used and a side at -150 or shorter is not kept', () => {
    const rows: PropOptionRow[] = [
      { player: 'Rafael Devers', team: 'Boston Red Sox', market: 'batter_hits', line: 1.5, overOdds: -150, underOdds: 120, bookmaker: 'fanduel' },
      { player: 'Rafael Devers', team: 'Boston Red Sox', market: 'batter_total_bases', line: 1.5, overOdds: -155, underOdds: 125, bookmaker: 'fanduel' },
      { player: 'Jarren Duran', team: 'Boston Red Sox', market: 'batter_total_bases', line: 1.5, overOdds: 135, underOdds: -170, bookmaker: 'fanduel' },
    ];
    const picks = rulesProps({ ...weak('5.20'), options: rows }, new Set());
    expect(picks.find((p) => p.player === 'Rafael Devers')).toBeUndefined();
    expect(picks.find((p) => p.player === 'Jarren Duran')).toMatchObject({ odds: expect.any(Number) });
    expect(picks.find((p) => p.player === 'Jarren Duran')!.odds).toBeGreaterThan(-150);
  });
});
