import { fairOfSide } from './fair-line';
import type { SideQuote } from './game-input';
import { starterChanges, startersOf } from './starters';
import type { MatchupFacts, TeamFacts } from './game-input';

const q = (side: SideQuote['side'], noVig: number | null, sharpNoVig?: number | null, point = 0): SideQuote => ({ side, team: side, point, price: -110, bookmaker: 'fanduel', noVig, ...(sharpNoVig !== undefined ? { sharpNoVig } : {}) });

describe('the fair line', () => {
  it('"Pinnacle\'s no-vig line where it exists": sharp when it prices every side of the market', () => {
    expect(fairOfSide([q('home', 0.6, 0.58), q('away', 0.4, 0.42)], 'away')).toEqual({ source: 'sharp', probability: 0.42 });
  });
  it('"else the consensus": no sharp line, or one that misses a side (a 2-way sharp price on a 3-way market), is the consensus', () => {
    expect(fairOfSide([q('home', 0.6), q('away', 0.4)], 'home')).toEqual({ source: 'consensus', probability: 0.6 });
    expect(fairOfSide([q('home', 0.45, 0.5), q('away', 0.3, 0.5), q('draw', 0.25, null)], 'home')).toEqual({ source: 'consensus', probability: 0.45 });
    expect(fairOfSide([q('home', null), q('away', null)], 'home')).toBeNull();
  });
  it('a spread is fair only on its own line', () => {
    const spreads = [q('home', 0.5, 0.52, -1.5), q('away', 0.5, 0.48, 1.5)];
    expect(fairOfSide(spreads, 'away', 1.5)).toEqual({ source: 'sharp', probability: 0.48 });
    expect(fairOfSide(spreads, 'away', 2.5)).toBeNull();
  });
});

const team = (name: string, starter: TeamFacts['starter']): TeamFacts => ({ name, record: null, lastTen: null, injuries: [], starter, keyStats: [], topPlayers: [] });
const sp = (id: string, name: string, confirmed = true) => ({ id, name, confirmed, era: 3.1, whip: 1.1, wins: 5, losses: 3, kPer9: 9, priorStarts: [] });
const ctx = (home: TeamFacts['starter'], away: TeamFacts['starter']): MatchupFacts => ({ home: team('New York Yankees', home), away: team('Boston Red Sox', away), startersConfirmed: true, venue: null, series: null });
const teams = { homeTeam: 'New York Yankees', awayTeam: 'Boston Red Sox' };

describe('a change of starter', () => {
  const assumed = startersOf(ctx(sp('543037', 'Gerrit Cole'), sp('678394', 'Brayan Bello')))!;
  it('the same pitchers are no change; a new name on a side is', () => {
    expect(starterChanges(assumed, startersOf(ctx(sp('543037', 'Gerrit Cole'), sp('678394', 'Brayan Bello'))), teams)).toEqual([]);
    expect(starterChanges(assumed, startersOf(ctx(sp('543037', 'Gerrit Cole'), sp('676477', 'Kutter Crawford'))), teams)).toEqual([
      { side: 'away', team: 'Boston Red Sox', assumed: 'Brayan Bello', now: 'Kutter Crawford', nowId: '676477' },
    ]);
  });
  it('a side that now lists no one is a change; a read that failed is none (no change is claimed on missing data)', () => {
    expect(starterChanges(assumed, startersOf(ctx(sp('543037', 'Gerrit Cole'), null)), teams)).toEqual([
      { side: 'away', team: 'Boston Red Sox', assumed: 'Brayan Bello', now: null, nowId: null },
    ]);
    expect(starterChanges(assumed, null, teams)).toEqual([]);
    expect(startersOf(ctx(null, sp('', 'TBD', false)))).toBeNull();
  });
  it('pitchers are matched by id when both have one, else by name', () => {
    const byName = startersOf(ctx({ ...sp('', 'Gerrit Cole') }, sp('678394', 'Brayan Bello')))!;
    expect(starterChanges(byName, startersOf(ctx(sp('543037', 'gerrit cole'), sp('678394', 'Brayan Bello'))), teams)).toEqual([]);
  });
});
