import type { Result } from './betting-errors';
import { buildPickText, defaultPickOdds, leagueFromPickId, pickId, pickLabel, pickOdds } from './pick-text';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.name}: ${r.error.message}`);
  return r.value;
}
const errorName = <T>(r: Result<T>) => (r.ok ? 'ok' : r.error.name);

describe('pick_id: generated from date, league, team, pick text and index', () => {
  const base = { date: '2026-04-01', league: 'MLB', team: 'New York Yankees', pickText: 'Yankees -1.5 +135', index: 0 };

  it('is deterministic: the same pick always gets the same id', () => {
    expect(value(pickId(base))).toBe(value(pickId({ ...base })));
  });

  it('is url-safe and contains the league and the date', () => {
    const id = value(pickId(base));
    expect(id).toMatch(/^[A-Za-z0-9-]+$/);
    expect(encodeURIComponent(id)).toBe(id);
    expect(id.startsWith('MLB-2026-04-01-new-york-yankees-0-')).toBe(true);
    expect(leagueFromPickId(id)).toBe('MLB');
  });

  it('changes when any input changes', () => {
    const ids = new Set([
      value(pickId(base)),
      value(pickId({ ...base, date: '2026-04-02' })),
      value(pickId({ ...base, league: 'NBA' })),
      value(pickId({ ...base, team: 'Boston Red Sox' })),
      value(pickId({ ...base, pickText: 'Yankees ML -160' })),
      value(pickId({ ...base, index: 1 })),
    ]);
    expect(ids.size).toBe(6);
  });

  it('teams that slug alike still get different ids through the hash', () => {
    expect(value(pickId({ ...base, team: 'St. Louis' }))).not.toBe(value(pickId({ ...base, team: 'St Louis' })));
  });

  it('accents, symbols and an empty team still give a url-safe id; the league is upper-cased', () => {
    const id = value(pickId({ ...base, league: 'epl', team: 'Atlético & Co. ⚽', index: 3 }));
    expect(id).toMatch(/^EPL-2026-04-01-atletico-co-3-[a-z0-9]+$/);
    expect(value(pickId({ ...base, team: '' }))).toMatch(/^MLB-2026-04-01-pick-0-/);
  });

  it('400 distinct picks of one day get 400 distinct ids', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 400; i++) ids.add(value(pickId({ ...base, team: `Team ${i % 20}`, index: i })));
    expect(ids.size).toBe(400);
  });

  it('a bad date, league or index is a named error', () => {
    expect(errorName(pickId({ ...base, date: '04/01/2026' }))).toBe('InvalidDate');
    expect(errorName(pickId({ ...base, league: '' }))).toBe('InvalidPick');
    expect(errorName(pickId({ ...base, league: 'M L B' }))).toBe('InvalidPick');
    expect(errorName(pickId({ ...base, index: -1 }))).toBe('InvalidPick');
    expect(errorName(pickId({ ...base, index: 0.5 }))).toBe('InvalidPick');
  });
});

describe('the league is found inside a pick id (user_picks.pick_id contains MLB, NBA or NHL)', () => {
  it('finds it in our ids and in older ids', () => {
    expect(leagueFromPickId('NHL-2026-01-10-bruins-2-abc')).toBe('NHL');
    expect(leagueFromPickId('pick-nba-1712345678-3')).toBe('NBA');
    expect(leagueFromPickId('2026-04-01_mlb_0')).toBe('MLB');
  });

  it('no league, or a league buried inside a word -> null', () => {
    expect(leagueFromPickId('emergency-1')).toBeNull();
    expect(leagueFromPickId('xmlbx')).toBeNull();
    expect(leagueFromPickId(undefined)).toBeNull();
  });
});

describe('pick text must always include odds; default odds -110 spreads, -150 favourites, +130 underdogs', () => {
  it('appends the odds with a plus for positive prices', () => {
    expect(value(buildPickText('Yankees -1.5', 135))).toBe('Yankees -1.5 +135');
    expect(value(buildPickText('Lakers ML', -150))).toBe('Lakers ML -150');
    expect(value(buildPickText('Lakers ML', '+120'))).toBe('Lakers ML +120');
  });

  it('replaces odds already at the end instead of doubling them', () => {
    expect(value(buildPickText('Lakers ML -150', -145))).toBe('Lakers ML -145');
  });

  it('the default odds when none are given', () => {
    expect(value(buildPickText('Chiefs -3', null, { type: 'spread' }))).toBe('Chiefs -3 -110');
    expect(value(buildPickText('Chiefs ML', undefined, { type: 'moneyline', favourite: true }))).toBe('Chiefs ML -150');
    expect(value(buildPickText('Jets ML', '', { type: 'moneyline', favourite: false }))).toBe('Jets ML +130');
    expect(value(buildPickText('Jets ML', null))).toBe('Jets ML -110');
    expect(defaultPickOdds({ type: 'moneyline' })).toBe(-110);
  });

  it('the text built always reads back its odds and label', () => {
    for (const odds of [-300, -150, -110, 100, 130, 250]) {
      const text = value(buildPickText('Red Sox +1.5', odds));
      expect(pickOdds(text)).toBe(odds);
      expect(pickLabel(text)).toBe('Red Sox +1.5');
    }
  });

  it('nonsense odds or an empty label are named errors', () => {
    expect(errorName(buildPickText('Jets ML', 50))).toBe('InvalidAmericanOdds');
    expect(errorName(buildPickText('Jets ML', 'soon'))).toBe('InvalidAmericanOdds');
    expect(errorName(buildPickText('  ', -110))).toBe('InvalidPick');
    expect(errorName(buildPickText('-110', -110))).toBe('InvalidPick');
  });
});
