import { candidateSides, type PropOptionRow } from './prop-candidates';
import { acceptModelProps, buildPropMessages, parseModelAnswer, STATS_TEXT_MAX, truncateStats } from './model-props';
import { NO_PROP_DATA_MESSAGE, parseSearchAnswer } from './search-props';

const rows: PropOptionRow[] = [
  { player: 'LeBron James', team: 'Los Angeles Lakers', market: 'player_points', line: 25.5, overOdds: -110, underOdds: -110, bookmaker: 'draftkings' },
  { player: 'Anthony Davis', team: 'Los Angeles Lakers', market: 'player_rebounds', line: 11.5, overOdds: -140, underOdds: 115, bookmaker: 'fanduel' },
  { player: 'Jayson Tatum', team: 'Boston Celtics', market: 'player_threes', line: 3.5, overOdds: -160, underOdds: 130, bookmaker: 'betmgm' },
];
const board = candidateSides('NBA', rows);
const game = { eventId: 'e1', sport: 'NBA' as const, homeTeam: 'Los Angeles Lakers', awayTeam: 'Boston Celtics', commenceTime: '2026-01-15T03:30:00Z', time: '10:30 PM ET' };

const item = (over: Record<string, unknown> = {}) => ({
  player: 'LeBron James',
  team: 'Los Angeles Lakers',
  prop: 'points 25.5',
  line: 25.5,
  bet: 'over',
  odds: -110,
  confidence: 0.75,
  ev: 4.1,
  rationale: '- He has cleared 25 in six straight.\n- Boston switches everything.\n- Pace is up.',
  ...over,
});

describe('model props', () => {
  test('"confidence >= 0.7": 0.7 at the boundary is kept, 0.69 just below dropped, 0.71 just above kept', () => {
    expect(acceptModelProps('NBA', [item({ confidence: 0.7 })], board).accepted).toHaveLength(1);
    const below = acceptModelProps('NBA', [item({ confidence: 0.69 })], board);
    expect(below.accepted).toHaveLength(0);
    expect(below.rejected).toEqual([{ player: 'LeBron James', reason: 'low confidence' }]);
    expect(acceptModelProps('NBA', [item({ confidence: 0.71 })], board).accepted).toHaveLength(1);
  });

  test('"model props need player, confidence and rationale"', () => {
    const r = acceptModelProps('NBA', [item({ player: '' }), item({ rationale: '' }), item({ confidence: undefined })], board);
    expect(r.accepted).toEqual([]);
    expect(r.rejected.map((x) => x.reason)).toEqual(['missing player', 'missing rationale', 'missing confidence']);
  });

  test('"odds better than -150": a side priced -160 is not on the board, so a model naming it is refused', () => {
    const r = acceptModelProps('NBA', [item({ player: 'Jayson Tatum', prop: 'threes 3.5', line: 3.5, odds: -160 })], board);
    expect(r.accepted).toEqual([]);
    expect(r.rejected[0]!.reason).toBe('not on the board');
  });

  test('the stored price is the market one, never the model\'s; rationale bullets become the analysis', () => {
    const r = acceptModelProps('NBA', [item({ odds: 150 })], board);
    expect(r.accepted[0]).toMatchObject({ player: 'LeBron James', propType: 'points', line: 25.5, bet: 'over', odds: -110, confidence: 0.75, ev: 4.1, writer: 'openai' });
    expect(r.accepted[0]!.analysis).toEqual(['He has cleared 25 in six straight.', 'Boston switches everything.', 'Pace is up.']);
  });

  test('invented players are refused; confidences on a 0-10 scale are read as tenths', () => {
    const r = acceptModelProps('NBA', [item({ player: 'Made Up' }), item({ player: 'Anthony Davis', prop: 'rebounds 11.5', line: 11.5, confidence: 8 })], board);
    expect(r.accepted.map((a) => [a.player, a.confidence])).toEqual([['Anthony Davis', 0.8]]);
  });

  test('"top 5 per game", ordered by confidence then EV', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ player: `P${i}`, team: 'T', market: 'player_points', line: 10.5, overOdds: -110, underOdds: -110, bookmaker: 'b' }));
    const b = candidateSides('NBA', many);
    const items = many.map((m, i) => item({ player: m.player, prop: 'points 10.5', line: 10.5, confidence: 0.7 + i * 0.02 }));
    const r = acceptModelProps('NBA', items, b);
    expect(r.accepted.map((a) => a.player)).toEqual(['P7', 'P6', 'P5', 'P4', 'P3']);
  });

  test('"stats text truncated to 5000 characters" and the board and guidance are in the prompt', () => {
    expect(truncateStats('x'.repeat(6000))).toHaveLength(STATS_TEXT_MAX);
    const [system, user] = buildPropMessages(game, board, '§'.repeat(7000));
    expect(system!.content).toContain('0.8-1.0 strong, 0.6-0.79 moderate, below 0.6 speculative');
    expect(system!.content).toContain('50% win probability, 30% ROI, 20% edge');
    expect(user!.content.match(/§/g)!.length).toBe(5000);
    expect(user!.content).toContain('LeBron James | Los Angeles Lakers | points 25.5 | OVER -110');
  });

  test('answers are read as {"props": [...]}, fenced, or a bare array', () => {
    expect(parseModelAnswer(JSON.stringify({ props: [item()] }))).toHaveLength(1);
    expect(parseModelAnswer('Here:\n```json\n{"props":[{"player":"A"}]}\n```')).toEqual([{ player: 'A' }]);
    expect(parseModelAnswer('My picks: [{"player":"A","confidence":0.8}] done')).toEqual([{ player: 'A', confidence: 0.8 }]);
    expect(parseModelAnswer('no json here')).toBeNull();
  });
});

describe('search fallback answers', () => {
  test('rows are read with aliases and string prices; unusable rows are dropped', () => {
    const text = JSON.stringify({
      props: [
        { player: 'Gerrit Cole', team: 'New York Yankees', prop_type: 'Ks', line: 6.5, over_odds: '-125', under_odds: '+100' },
        { player: 'Aaron Judge', prop_type: 'TB', line: '1.5', over_odds: 110 },
        { player: 'Aaron Judge', prop_type: 'first home run', over_odds: '+700' },
        { player: '', prop_type: 'hits', line: 0.5, over_odds: -200 },
        { player: 'X', prop_type: 'touchdowns', line: 0.5, over_odds: -110 },
        { player: 'Y', prop_type: 'hits', line: 0.5 },
      ],
    });
    expect(parseSearchAnswer('MLB', text)).toEqual([
      { player: 'Gerrit Cole', team: 'New York Yankees', market: 'pitcher_strikeouts', line: 6.5, overOdds: -125, underOdds: 100, bookmaker: 'search' },
      { player: 'Aaron Judge', team: '', market: 'batter_total_bases', line: 1.5, overOdds: 110, underOdds: null, bookmaker: 'search' },
      { player: 'Aaron Judge', team: '', market: 'batter_first_home_run', line: 0.5, overOdds: 700, underOdds: null, bookmaker: 'search' },
    ]);
    expect(parseSearchAnswer('MLB', 'I could not find any lines.')).toEqual([]);
    expect(NO_PROP_DATA_MESSAGE).toBe('No player prop data available for this game after trying all sources.');
  });
});
