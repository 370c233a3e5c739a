import { inSeason, isSportKey, sportForLeague, SPORTS, findPlayer, findTeam } from '@gary/sports-world';
import { propOptions, propTypeOf } from './prop-options';
import type { EventPropOdds } from './odds-types';

describe('sports', () => {
  it('the five sports and their Odds API keys; EPL moneyline is 3-way', () => {
    expect(Object.values(SPORTS).map((s) => [s.league, s.key])).toEqual([
      ['NBA', 'basketball_nba'], ['MLB', 'baseball_mlb'], ['NHL', 'icehockey_nhl'], ['NFL', 'americanfootball_nfl'], ['EPL', 'soccer_epl'],
    ]);
    expect(SPORTS.soccer_epl.threeWay).toBe(true);
    expect(sportForLeague('nhl')).toBe('icehockey_nhl');
    expect(isSportKey('cricket_test_match')).toBe(false);
  });

  it('inSeason: MLB late March to October, NBA and NHL across the new year, NFL to February, EPL August to May', () => {
    expect(inSeason('baseball_mlb', '2026-03-20')).toBe(false);
    expect(inSeason('baseball_mlb', '2026-03-27')).toBe(true);
    expect(inSeason('baseball_mlb', '2026-10-20')).toBe(true);
    expect(inSeason('baseball_mlb', '2026-12-01')).toBe(false);
    expect(inSeason('basketball_nba', '2026-01-14')).toBe(true);
    expect(inSeason('basketball_nba', '2026-08-01')).toBe(false);
    expect(inSeason('icehockey_nhl', '2026-06-10')).toBe(true);
    expect(inSeason('americanfootball_nfl', '2026-02-08')).toBe(true);
    expect(inSeason('americanfootball_nfl', '2026-05-08')).toBe(false);
    expect(inSeason('soccer_epl', '2026-07-01')).toBe(false);
  });
});

describe('prop options', () => {
  const odds: EventPropOdds = {
    id: 'e', sport: 'basketball_nba', homeTeam: 'H', awayTeam: 'A', commenceTime: '2026-01-15T00:00:00Z', marketsFound: ['player_points'], marketsSkipped: [],
    bookmakers: [
      { key: 'fanduel', title: 'FanDuel', markets: [{ key: 'player_points', lastUpdate: null, outcomes: [
        { name: 'Over', description: 'Jalen Brunson', price: -115, point: 26.5 }, { name: 'Under', description: 'Jalen Brunson', price: -105, point: 26.5 },
      ] }] },
      { key: 'draftkings', title: 'DraftKings', markets: [{ key: 'player_points', lastUpdate: null, outcomes: [
        { name: 'Over', description: 'Jalen Brunson', price: -108, point: 26.5 }, { name: 'Under', description: 'Jalen Brunson', price: -112, point: 26.5 },
        { name: 'Over', description: 'Jalen Brunson', price: 120, point: 28.5 },
      ] }, { key: 'batter_first_home_run', lastUpdate: null, outcomes: [{ name: 'Yes', description: 'Aaron Judge', price: 700, point: null }] }] },
    ],
  };
  it('one row per player, prop type and line with the best over and under across books', () => {
    const rows = propOptions(odds);
    expect(rows[0]).toEqual({ player: 'Jalen Brunson', propType: 'points', marketKey: 'player_points', line: 26.5, overOdds: -108, underOdds: -105, overBookmaker: 'draftkings', underBookmaker: 'fanduel' });
    expect(rows[1]).toMatchObject({ line: 28.5, overOdds: 120, underOdds: null });
  });
  it("'Yes/No markets use line 0.5'", () => {
    expect(propOptions(odds)[2]).toMatchObject({ player: 'Aaron Judge', line: 0.5, overOdds: 700, propType: 'first home run' });
    expect(propTypeOf('pitcher_strikeouts')).toBe('strikeouts');
  });
});

describe('catalogue lookups', () => {
  it('finds teams by name or abbreviation and players by id or name', () => {
    expect(findTeam('baseball_mlb', 'nyy')?.name).toBe('New York Yankees');
    const judge = findPlayer('baseball_mlb', 'Aaron Judge');
    expect(judge?.team.name).toBe('New York Yankees');
    expect(findPlayer('baseball_mlb', judge!.player.id)?.player.name).toBe('Aaron Judge');
    expect(findTeam('basketball_nba', 'Seattle SuperSonics')).toBeUndefined();
  });
});
