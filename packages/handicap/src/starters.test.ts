import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadMlb, loadStarts } from './loaders';
import { pitcherFeatures, PitcherBook } from './pitcher-form';
import { byDate } from './historical-game';
import { walkForward } from './walk-forward';

// Real rows, copied unchanged from shared/data/historical/mlb_starters_2014-2016.csv (the third
// is a postseason game Retrosheet's regular-season files do not cover: blank starter cells) and
// mlb_starters_2013.csv.
const STARTERS = `season,date,game,away_abbrev,home_abbrev,away_name,home_name,away_score,home_score,away_open_ml,home_open_ml,away_close_ml,home_close_ml,away_run_line,home_run_line,away_run_line_odds,home_run_line_odds,open_ou_line,open_ou_odds,close_ou_line,close_ou_odds,home_sp_id,home_sp_name,home_sp_outs,home_sp_bf,home_sp_h,home_sp_er,home_sp_bb,home_sp_so,home_sp_hr,away_sp_id,away_sp_name,away_sp_outs,away_sp_bf,away_sp_h,away_sp_er,away_sp_bb,away_sp_so,away_sp_hr
2014,2014-03-22,1,LOS,ARI,Los Angeles Dodgers,Arizona Diamondbacks,3,1,-170,150,-170,150,-1.5,1.5,-104,-116,6.5,-110,6.5,100,milew001,Wade Miley,15,22,3,3,2,8,1,kersc001,Clayton Kershaw,20,27,5,1,1,7,0
2014,2014-09-29,2431,OAK,KAN,Oakland Athletics,Kansas City Royals,8,9,102,-112,-110,100,-1.5,1.5,155,-175,6.5,-115,6.5,-125,,,,,,,,,,,,,,,,,,`;
const STARTS_2013 = `date,game_number,team,opponent,home_away,sp_id,sp_name,sp_outs,sp_bf,sp_h,sp_er,sp_bb,sp_so,sp_hr
2013-03-31,0,TEX,HOU,away,harrm001,Matt Harrison,17,25,6,5,3,9,0
2013-03-31,0,HOU,TEX,home,norrb001,Bud Norris,17,24,5,2,3,5,0`;

describe('the starters loader reads real rows of the starters files', () => {
  it('reads both starters and their lines beside the odds file\'s columns', () => {
    const [g, post] = loadMlb(STARTERS);
    expect(g).toMatchObject({ season: '2014', date: '2014-03-22', home: 'Arizona Diamondbacks', away: 'Los Angeles Dodgers', homeScore: 1, awayScore: 3, openMoneyline: { home: 150, away: -170 } });
    expect(g!.starters).toEqual({
      home: { id: 'milew001', name: 'Wade Miley', outs: 15, bf: 22, h: 3, er: 3, bb: 2, so: 8, hr: 1 },
      away: { id: 'kersc001', name: 'Clayton Kershaw', outs: 20, bf: 27, h: 5, er: 1, bb: 1, so: 7, hr: 0 },
    });
    // Blank starter cells are no error: the game keeps its odds and falls back to team ratings.
    expect(post!.starters).toEqual({ home: null, away: null });
    expect(post!.closeMoneyline).toEqual({ home: 100, away: -110 });
  });

  it('the plain odds file still loads, without starters', () => {
    const plain = STARTERS.split('\n').map((l) => l.split(',').slice(0, 21).join(',')).join('\n');
    const [g] = loadMlb(plain);
    expect(g!.starters).toBeUndefined();
    expect(g!.openMoneyline).toEqual({ home: 150, away: -170 });
  });

  it('reads the 2013 warm-up starts, one per team-game', () => {
    expect(loadStarts(STARTS_2013)).toEqual([
      { date: '2013-03-31', start: { id: 'harrm001', name: 'Matt Harrison', outs: 17, bf: 25, h: 6, er: 5, bb: 3, so: 9, hr: 0 } },
      { date: '2013-03-31', start: { id: 'norrb001', name: 'Bud Norris', outs: 17, bf: 24, h: 5, er: 2, bb: 3, so: 5, hr: 0 } },
    ]);
  });
});

const DATA = path.resolve(__dirname, '../../../../shared/data/historical');
const FORM = { priorBf: 300, seasonDecay: 0.5 };

describe('the pitcher term uses only earlier starts', () => {
  const games = loadMlb(readFileSync(path.join(DATA, 'mlb_starters_2014-2016.csv'), 'utf8')).filter((g) => g.season === '2014').sort(byDate);
  const warmup = loadStarts(readFileSync(path.join(DATA, 'mlb_starters_2013.csv'), 'utf8'));

  it('changing a later start changes no earlier prediction (nor that game\'s own), and does change a later one', () => {
    const before = pitcherFeatures(games, warmup, FORM);
    const k = games.findIndex((g, i) => i > 1000 && g.starters?.home);
    const changed = games.map((g, i) => (i === k ? { ...g, starters: { ...g.starters!, home: { ...g.starters!.home!, bf: 30, so: 0, bb: 10, hr: 5 } } } : g));
    const after = pitcherFeatures(changed, warmup, FORM);
    const date = games[k]!.date;
    for (let i = 0; i < games.length; i++) if (games[i]!.date <= date) expect(after[i]).toBe(before[i]);
    // The same pitcher's next start sees the changed line: the check above could fail.
    const id = games[k]!.starters!.home!.id;
    const next = games.findIndex((g, i) => i > k && g.date > date && (g.starters?.home?.id === id || g.starters?.away?.id === id));
    expect(next).toBeGreaterThan(k);
    expect(after[next]).not.toBe(before[next]);
  });

  it('a pitcher with few starts is regressed to the league mean; one with many is near his own rate', () => {
    const book = new PitcherBook(FORM);
    for (let i = 0; i < 40; i++) book.add({ id: 'avg', name: '', outs: 18, bf: 25, h: 6, er: 3, bb: 2, so: 5, hr: 1 }, '2014');
    const ace = { id: 'ace', name: '', outs: 21, bf: 25, h: 3, er: 0, bb: 0, so: 12, hr: 0 };
    book.add(ace, '2014');
    const mean = book.leagueRate();
    const own = -24 / 25;
    const one = book.rate('ace', '2014');
    expect(one).toBeLessThan(mean);
    expect(one - mean).toBeGreaterThan((own - mean) * 0.2);
    for (let i = 0; i < 60; i++) book.add(ace, '2014');
    expect(Math.abs(book.rate('ace', '2014') - own)).toBeLessThan(Math.abs(one - own) / 3);
    expect(book.rate('never-seen', '2014')).toBe(book.leagueRate());
  });

  it('a game without both starters has no pitcher edge (team ratings alone)', () => {
    const f = pitcherFeatures(games, warmup, FORM);
    const blank = games.findIndex((g) => !g.starters?.home || !g.starters?.away);
    expect(blank).toBeGreaterThan(0);
    expect(f[blank]).toBe(0);
  });
});

describe('the walk-forward model with the pitcher term predicts each game from earlier starts only', () => {
  it('changing a start in the second season changes no prediction or lean of an earlier date, and changes later ones', () => {
    const all = loadMlb(readFileSync(path.join(DATA, 'mlb_starters_2014-2016.csv'), 'utf8')).sort(byDate);
    const games = all.filter((g) => (g.season === '2014' && g.date >= '2014-08-15') || (g.season === '2015' && g.date < '2015-05-20'));
    const warmup = loadStarts(readFileSync(path.join(DATA, 'mlb_starters_2013.csv'), 'utf8'));
    const k = games.findIndex((g) => g.season === '2015' && g.date >= '2015-05-01' && g.starters?.away);
    const changed = games.map((g, i) => (i === k ? { ...g, starters: { ...g.starters!, away: { ...g.starters!.away!, bf: 30, so: 0, bb: 12, hr: 6 } } } : g));
    const a = walkForward('MLB', games, { warmup });
    const b = walkForward('MLB', changed, { warmup });
    expect(a.fits['2015']!.drift?.pitcher).toBeDefined();
    const date = games[k]!.date;
    let later = 0;
    for (let i = 0; i < games.length; i++) {
      if (games[i]!.date <= date) {
        expect(b.modelHome[i]).toBe(a.modelHome[i]);
        expect(b.lean.byModel[i]).toBe(a.lean.byModel[i]);
      } else if (b.modelHome[i] !== a.modelHome[i]) later++;
    }
    expect(later).toBeGreaterThan(0);
  });
});
