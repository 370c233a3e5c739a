import type { Result } from './betting-errors';
import { buildPickText, defaultPickOdds, isOpaqueId, leagueFromPickId, newPickId, newPropId, pickLabel, pickOdds } from './pick-text';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.name}: ${r.error.message}`);
  return r.value;
}
const errorName = <T>(r: Result<T>) => (r.ok ? 'ok' : r.error.name);

describe('pick ids are opaque: "nothing derived from a paid item\'s content reaches a user who may not read it"', () => {
  const base = { date: '2026-04-01', league: 'MLB' };

  it('a new pick id is random: the same pick twice gets two ids, and none contains the date, league or a slug', () => {
    const a = value(newPickId(base));
    const b = value(newPickId({ ...base }));
    expect(a).not.toBe(b);
    for (const id of [a, b]) {
      expect(id).toMatch(/^pk_[a-z2-7]{26}$/);
      expect(encodeURIComponent(id)).toBe(id);
      expect(id).not.toContain('2026');
      // No 'mlb' check: 26 random base32 letters spell a given three about once in 700 ids. The shape
      // above leaves no room for a league or date segment.
      expect(isOpaqueId(id)).toBe(true);
    }
  });

  it('the id takes no content: a team or pick text passed in changes nothing and appears nowhere', () => {
    const withContent = { ...base, team: 'New York Yankees', pickText: 'Yankees -1.5 +135', index: 0 } as unknown as Parameters<typeof newPickId>[0];
    const id = value(newPickId(withContent));
    expect(id).not.toMatch(/yankees|135/i);
  });

  it('10,000 ids are all distinct and spread over the whole alphabet', () => {
    const ids = new Set<string>();
    const chars = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      const id = value(newPickId(base));
      ids.add(id);
      for (const c of id.slice(3)) chars.add(c);
    }
    expect(ids.size).toBe(10_000);
    expect(chars.size).toBe(32);
  });

  it('prop ids are opaque the same way', () => {
    const p = newPropId();
    expect(p).toMatch(/^pp_[a-z2-7]{26}$/);
    expect(newPropId()).not.toBe(p);
    expect(isOpaqueId(p)).toBe(true);
  });

  it('content-derived ids stored before are recognised as not opaque', () => {
    expect(isOpaqueId('NBA-2026-11-23-houston-rockets-3-05m93og')).toBe(false);
    expect(isOpaqueId('prop_20261123_0123456789abcdef')).toBe(false);
    expect(isOpaqueId('pk_short')).toBe(false);
    expect(isOpaqueId(undefined)).toBe(false);
    expect(leagueFromPickId('NBA-2026-11-23-houston-rockets-3-05m93og')).toBe('NBA');
  });

  it('a bad date or league is a named error (the candidate is not stored)', () => {
    expect(errorName(newPickId({ ...base, date: '04/01/2026' }))).toBe('InvalidDate');
    expect(errorName(newPickId({ ...base, league: '' }))).toBe('InvalidPick');
    expect(errorName(newPickId({ ...base, league: 'M L B' }))).toBe('InvalidPick');
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
