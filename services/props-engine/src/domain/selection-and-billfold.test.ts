import { candidateSides } from './prop-candidates';
import { chooseGames, mergeGamePicks, topOfDay, type SlateGame } from './daily-selection';
import { offlineProps, writeOfflineAnalysis, type PricedSide } from './offline-props';
import { computePropBillfold, type GradedProp } from './prop-billfold';
import { pickText, placeDraft, propKey, type PropDraft, type PropPick } from './prop-pick';

const now = new Date('2026-01-15T15:00:00Z');

const slateGame = (id: string, sport: SlateGame['sport'], hour: number, status = 'scheduled'): SlateGame => ({
  eventId: id,
  sport,
  homeTeam: `${id} Home`,
  awayTeam: `${id} Away`,
  commenceTime: `2026-01-15T${String(hour).padStart(2, '0')}:00:00Z`,
  status,
});

describe('daily selection', () => {
  test('"at most 8 games per day", taken in turn from each sport, only games of the day not started', () => {
    const nba = Array.from({ length: 6 }, (_, i) => slateGame(`nba${i}`, 'NBA', 20 + (i % 3)));
    const nhl = Array.from({ length: 6 }, (_, i) => slateGame(`nhl${i}`, 'NHL', 19 + (i % 3)));
    const started = slateGame('nhlLive', 'NHL', 14, 'live');
    const past = slateGame('nbaPast', 'NBA', 14);
    const tomorrow = { ...slateGame('nbaTomorrow', 'NBA', 20), commenceTime: '2026-01-17T00:00:00Z' }; // 7 PM ET Jan 16
    const chosen = chooseGames(new Map([['NBA', [tomorrow, ...nba, past]], ['NHL', [...nhl, started]]]), '2026-01-15', now);
    expect(chosen).toHaveLength(8);
    expect(chosen.filter((g) => g.sport === 'NBA')).toHaveLength(4);
    for (const id of ['nhlLive', 'nbaPast', 'nbaTomorrow']) expect(chosen.map((g) => g.eventId)).not.toContain(id);
    expect(chooseGames(new Map([['NBA', nba.slice(0, 2)]]), '2026-01-15', now)).toHaveLength(2);
  });

  const pick = (i: number, confidence: number, ev: number): PropPick =>
    placeDraft(
      { player: `P${i}`, playerId: '', team: 'T', propType: 'points', market: 'player_points', line: 10.5, bet: 'over', odds: -110, confidence, ev, analysis: ['a'], source: 'odds', writer: 'offline' },
      { eventId: 'e1', sport: 'NBA', homeTeam: 'H', awayTeam: 'A', commenceTime: '2026-01-16T00:00:00Z' },
      '2026-01-15',
      true,
    );

  test('"stored top 10 sorted by confidence then EV"', () => {
    const picks = Array.from({ length: 14 }, (_, i) => pick(i, i < 7 ? 0.8 : 0.75, i));
    const top = topOfDay(picks);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 7).map((p) => p.player)).toEqual(['P6', 'P5', 'P4', 'P3', 'P2', 'P1', 'P0']);
    expect(top.slice(7).map((p) => p.player)).toEqual(['P13', 'P12', 'P11']);
  });

  test('one pick per player and prop type in a game, the more confident wins', () => {
    const a = { ...pick(1, 0.7, 1) } as PropDraft;
    const b = { ...pick(1, 0.75, -1), source: 'rules' as const } as PropDraft;
    expect(mergeGamePicks([a], [b])).toEqual([b]);
  });

  test('a prop is the same prop by day, event, player, prop, line and side (propKey); pick text ends in the odds', () => {
    const base = { date: '2026-01-15', eventId: 'e1', player: 'LeBron James', propType: 'points', line: 25.5, bet: 'over' as const };
    expect(propKey(base)).toBe(propKey({ ...base, player: ' lebron james ' }));
    expect(propKey(base)).not.toBe(propKey({ ...base, bet: 'under' }));
    expect(pickText({ player: 'Aaron Judge', bet: 'over', line: 1.5, propType: 'total bases', odds: 120 })).toBe('Aaron Judge Over 1.5 total bases +120');
  });

  test('"ids of paid content are opaque": a placed prop\'s id is random and holds nothing of the player, prop, line or side', () => {
    const game = { eventId: 'evt-77', sport: 'NBA' as const, homeTeam: 'Boston Celtics', awayTeam: 'Los Angeles Lakers', commenceTime: '2026-01-15T00:30:00Z' };
    const d = { player: 'LeBron James', playerId: '', team: 'Los Angeles Lakers', propType: 'points', market: 'player_points', line: 25.5, bet: 'over', odds: -115, confidence: 0.7, ev: 3, analysis: ['x'], source: 'rules', writer: 'rules' } as PropDraft;
    const a = placeDraft(d, game, '2026-01-15', true);
    const b = placeDraft(d, game, '2026-01-15', true);
    expect(a.id).toMatch(/^pp_[a-z2-7]{26}$/);
    expect(a.id).not.toBe(b.id);
    // What the content would look like in an id (two-letter pieces such as "25" turn up in random
    // base32 by chance, about once in forty ids, so they are not asked about).
    expect(a.id).not.toMatch(/20260115|lebron|james|points|25\.5|over25|over_25/i);
    expect(propKey(a)).toBe(propKey(b));
  });
});

describe('offline props', () => {
  const sides: PricedSide[] = candidateSides('NBA', [
    { player: 'LeBron James', team: 'Los Angeles Lakers', market: 'player_points', line: 25.5, overOdds: 105, underOdds: -125, bookmaker: 'fanduel' },
    { player: 'Anthony Davis', team: 'Los Angeles Lakers', market: 'player_rebounds', line: 11.5, overOdds: -105, underOdds: -115, bookmaker: 'draftkings' },
    ...Array.from({ length: 6 }, (_, i) => ({ player: `Bench ${i}`, team: 'Boston Celtics', market: 'player_points', line: 8.5, overOdds: -115 - i, underOdds: -105, bookmaker: 'betmgm' })),
  ]).map((s) => ({ ...s, average: s.player === 'LeBron James' ? 28.1 : null }));

  test('"offline: the same selection by expected value": top 5 by EV, never both sides of one prop', () => {
    const picks = offlineProps(sides, { homeTeam: 'Los Angeles Lakers', awayTeam: 'Boston Celtics' });
    expect(picks).toHaveLength(5);
    const evs = picks.map((p) => p.ev);
    expect([...evs].sort((a, b) => b - a)).toEqual(evs);
    const props = picks.map((p) => `${p.player}|${p.propType}`);
    expect(new Set(props).size).toBe(props.length);
    expect(picks.every((p) => p.writer === 'offline' && p.odds > -150 && p.analysis.length >= 3 && p.analysis.length <= 4)).toBe(true);
  });

  test('the offline writer speaks the numbers and varies between picks', () => {
    const lebron = sides.find((s) => s.player === 'LeBron James' && s.bet === 'over')!;
    const text = writeOfflineAnalysis(lebron, 'Boston Celtics').join(' ');
    expect(text).toContain('LeBron James');
    expect(text).toContain('28.1');
    expect(text).toMatch(/\+105/);
    const openings = new Set(sides.map((s) => writeOfflineAnalysis(s, 'X')[0]!.replace(s.player, '').replace(/[\d.+-]+/g, '')));
    expect(openings.size).toBeGreaterThan(1);
    expect(writeOfflineAnalysis(lebron, 'Boston Celtics')).toEqual(writeOfflineAnalysis(lebron, 'Boston Celtics'));
  });

  test('"no raw book key reaches prose": a price is named by its book\'s display name (williamhill_us is Caesars)', () => {
    const all = sides.flatMap((s) => [s, { ...s, bookmaker: 'williamhill_us' }]).flatMap((s) => writeOfflineAnalysis(s, 'Boston Celtics')).join(' ');
    expect(all).not.toMatch(/\b(fanduel|draftkings|betmgm|williamhill_us)\b/);
    const caesars = writeOfflineAnalysis({ ...sides[0]!, bookmaker: 'williamhill_us' }, 'Boston Celtics').join(' ');
    if (/ at [A-Z]/.test(caesars)) expect(caesars).toContain('at Caesars');
  });
});

describe('prop billfold', () => {
  test('prop types are the bet types, title-cased, and props carry no CLV', () => {
    const g = (i: number, propType: string): GradedProp => ({
      propId: `p${i}`,
      date: '2026-01-14',
      league: 'NBA',
      result: 'won',
      pickText: `P${i} Over 10.5 ${propType} -110`,
      matchup: 'A @ H',
      odds: -110,
      propType,
      confidence: 0.75,
    });
    const b = computePropBillfold([g(1, 'points'), g(2, 'points'), g(3, 'strikeouts')], 'all', now);
    expect(b.betTypes.map((t) => [t.type, t.count])).toEqual([['Points', 2], ['Strikeouts', 1]]);
    expect(b.avgClv).toBeNull();
    expect(b.recent.map((r) => r.pickId)).toEqual(['p3', 'p2', 'p1']);
  });
});
