import { loadMlb, loadNba, loadNfl, parseCsv } from './loaders';
import { teamKey } from './teams';

// Real rows, copied unchanged from the files in shared/data/historical.
const NBA = `season,date,regular,playoffs,away,home,score_away,score_home,q1_away,q2_away,q3_away,q4_away,ot_away,q1_home,q2_home,q3_home,q4_home,ot_home,whos_favored,spread,total,moneyline_away,moneyline_home,h2_spread,h2_total,id_spread,id_total
2008,2007-10-30,True,False,por,sa,97,106,26,23,28,20,0,29,30,22,25,0,home,13.0,189.5,900,-1400,5,95.0,0,1
2008,2007-10-30,True,False,hou,lal,95,93,16,27,27,25,0,25,18,19,31,0,away,5.0,199,-230,190,3,99.0,0,0
`;
const MLB = `season,date,game,away_abbrev,home_abbrev,away_name,home_name,away_score,home_score,away_open_ml,home_open_ml,away_close_ml,home_close_ml,away_run_line,home_run_line,away_run_line_odds,home_run_line_odds,open_ou_line,open_ou_odds,close_ou_line,close_ou_odds
2014,2014-03-22,1,LOS,ARI,Los Angeles Dodgers,Arizona Diamondbacks,3,1,-170,150,-170,150,-1.5,1.5,-104,-116,6.5,-110,6.5,100
2016,2016-04-03,1,STL,PIT,St. Louis Cardinals,Pittsburgh Pirates,1,4,-115,105,109,-119,1.5,-1.5,-230,190,6.5,-115,6.5,-110
`;
const NFL = JSON.stringify([
  { season: 2011, date: 20110908.0, home_team: 'Packers', away_team: 'Saints', home_final: '42', away_final: '34', home_close_ml: -250, away_close_ml: 210, home_open_spread: -4.5, away_open_spread: 4.5, home_close_spread: -5.0, away_close_spread: 5.0, open_over_under: 46.0, close_over_under: 48.0 },
  { season: 2016, date: 20160918.0, home_team: 'LosAngeles', away_team: 'Seahawks', home_final: '9', away_final: '3', home_close_ml: 200, away_close_ml: -240, home_open_spread: 6.5, away_open_spread: -6.5, home_close_spread: 5.5, away_close_spread: -5.5 },
  { season: 2021, date: 20220130.0, home_team: 'Rams', away_team: 'Fortyniners', home_final: '20', away_final: '17', home_close_ml: -180, away_close_ml: 170, home_open_spread: -3.0, away_open_spread: 3.0, home_close_spread: 3.5, away_close_spread: -3.5 },
]);

describe('historical loaders read real rows of their files', () => {
  it('NBA: the one moneyline is the close; the spread is signed from whos_favored', () => {
    const [a, b] = loadNba(NBA);
    expect(a).toEqual({
      league: 'NBA', season: '2008', date: '2007-10-30', seq: 0, home: 'sa', away: 'por', homeScore: 106, awayScore: 97,
      openMoneyline: null, closeMoneyline: { home: -1400, away: 900 }, openSpread: null,
      closeSpread: { home: -13, homePrice: null, awayPrice: null },
    });
    expect(b!.closeSpread!.home).toBe(5);
    expect(b!.home).toBe('lal');
  });

  it('NBA: a level final score (the file\'s Knicks @ Suns of 2012-12-26, 95-95) is a data error and is dropped: an NBA game cannot tie', () => {
    const level = `${NBA}2013,2012-12-26,True,False,ny,phx,95,95,27,27,22,19,0,29,15,32,19,0,home,2.0,195,105,-125,3.5,96.5,0,0\n`;
    const games = loadNba(level);
    expect(games).toHaveLength(2);
    expect(games.some((g) => g.homeScore === g.awayScore)).toBe(false);
  });

  it('MLB: opening and closing moneylines, the run line with its prices, teams by full name', () => {
    const [a, b] = loadMlb(MLB);
    expect(a).toMatchObject({
      season: '2014', date: '2014-03-22', home: 'Arizona Diamondbacks', away: 'Los Angeles Dodgers', homeScore: 1, awayScore: 3,
      openMoneyline: { home: 150, away: -170 }, closeMoneyline: { home: 150, away: -170 },
      openSpread: { home: 1.5, homePrice: -116, awayPrice: -104 },
    });
    expect(b).toMatchObject({ openMoneyline: { home: 105, away: -115 }, closeMoneyline: { home: -119, away: 109 }, openSpread: { home: -1.5, homePrice: 190, awayPrice: -230 } });
  });

  it('NFL: float YYYYMMDD dates, nicknames, and rows that cannot be read left out', () => {
    const games = loadNfl(NFL);
    // 'LosAngeles' is the Rams or the Chargers: the row is skipped.
    expect(games.map((g) => g.home)).toEqual(['Packers', 'Rams']);
    expect(games[0]).toMatchObject({ date: '2011-09-08', season: '2011', homeScore: 42, awayScore: 34, closeMoneyline: { home: -250, away: 210 }, openSpread: { home: -4.5 }, closeSpread: { home: -5 } });
    // A closing spread that makes the moneyline favourite (-180) a 3.5-point underdog is a sign error.
    expect(games[1]).toMatchObject({ away: '49ers', closeSpread: null, openSpread: null });
  });

  it('CSV: quoted fields with commas and doubled quotes', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi"""\n')).toEqual([{ a: 'x, y', b: 'say "hi"' }]);
  });

  it('one rating per team whatever a file or a feed calls it', () => {
    expect(teamKey('NBA', 'Los Angeles Lakers')).toBe('lal');
    expect(teamKey('NBA', 'lal')).toBe('lal');
    expect(teamKey('NFL', 'San Francisco 49ers')).toBe(teamKey('NFL', 'Fortyniners'));
    expect(teamKey('NFL', 'Las Vegas Raiders')).toBe(teamKey('NFL', 'Oakland'));
    expect(teamKey('NFL', 'Washington Commanders')).toBe(teamKey('NFL', 'Commanders'));
    expect(teamKey('MLB', 'Cleveland Guardians')).toBe(teamKey('MLB', 'Cleveland Indians'));
    expect(teamKey('NHL', 'Boston Bruins')).toBeNull();
  });
});
