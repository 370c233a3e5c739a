import { matchupSummary } from './matchup-summary';
import { teamForm, type MatchupContext, type TeamContext } from './matchup-context';
import type { ProbableStarter } from './stats-provider-port';

const team = (name: string, over: Partial<TeamContext> = {}): TeamContext => ({
  name, form: teamForm([]), keyStats: [], injuries: [], topPlayers: [], ...over,
});
const cole: ProbableStarter = {
  pitcher: { id: 543037, fullName: 'Gerrit Cole' },
  season: {
    year: '2025', era: 3.21, whip: 1.1, wins: 10, losses: 5, inningsPitchedText: '150.1', inningsPitched: 150.33, strikeouts: 160, walks: 40,
    hits: 125, homeRuns: 18, hitByPitch: 5, battingAvgAgainst: 0.221, gamesStarted: 25, gamesPitched: 25, saves: 0, saveOpportunities: 0, strikeoutsPer9: 9.58, fip: 3.4,
  },
};
const ctx = (over: Partial<MatchupContext>): MatchupContext => ({
  league: 'MLB', date: '2026-07-10', homeTeam: 'New York Yankees', awayTeam: 'Boston Red Sox',
  home: team('New York Yankees'), away: team('Boston Red Sox'), starters: null, probableStarters: null, simulated: true, gaps: [], ...over,
});

describe('matchup summary for the language model', () => {
  it("'never invent pitcher names (write starter TBD)': an unannounced starter is 'starter TBD', an announced one has his season line", () => {
    const text = matchupSummary(ctx({ probableStarters: { home: cole, away: null } }));
    expect(text).toContain('New York Yankees: Gerrit Cole (2025: 10-5, 3.21 ERA, 1.10 WHIP, 150.1 IP, 160 K, 9.6 K/9, FIP 3.40, 25 GS)');
    expect(text).toContain('Boston Red Sox: starter TBD');
  });

  it('MLB with no starter answer at all still says TBD for both, never a name', () => {
    expect(matchupSummary(ctx({}))).toContain('Starting pitchers: New York Yankees: starter TBD; Boston Red Sox: starter TBD.');
  });

  it("'never mention missing data': parts with nothing found are left out", () => {
    const text = matchupSummary(ctx({ league: 'NBA', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', home: team('Boston Celtics'), away: team('New York Knicks') }));
    expect(text).toBe('New York Knicks at Boston Celtics, 2026-07-10 (NBA).\nBoston Celtics (home).\nNew York Knicks (away).');
  });

  it('writes form, key stats, top players, injuries and the series state as facts', () => {
    const home = team('Boston Celtics', {
      form: teamForm([
        { date: '2026-05-01', opponent: 'X', home: true, teamScore: 110, opponentScore: 100, result: 'W' },
        { date: '2026-04-29', opponent: 'X', home: false, teamScore: 101, opponentScore: 99, result: 'W' },
        { date: '2026-04-27', opponent: 'X', home: true, teamScore: 90, opponentScore: 99, result: 'L' },
      ]),
      keyStats: [{ label: 'Offensive rating', value: '118.2' }],
      topPlayers: [{ id: 1, name: 'Jaylen Brown', position: 'G', stats: { ppg: '26.1' } }],
      injuries: [{ playerId: 2, player: 'Derrick White', team: 'Boston Celtics', status: 'Out', description: 'knee', returnDate: '2026-05-10' }],
    });
    const text = matchupSummary(ctx({ league: 'NBA', homeTeam: 'Boston Celtics', home }), {
      seriesFound: true, teamA: { name: 'Boston Celtics', wins: 3 }, teamB: { name: 'Boston Red Sox', wins: 2 }, seriesStatus: 'Boston Celtics leads the series 3-2',
      winner: null, isActive: true, eliminationGame: true, gameSeven: false, gamesPlayed: 5, games: [],
    });
    expect(text).toContain('Boston Celtics (home): last 3 games 2-1, streak W2.');
    expect(text).toContain('Key stats: Offensive rating 118.2.');
    expect(text).toContain('Top players: Jaylen Brown (G): ppg 26.1.');
    expect(text).toContain('Injuries: Derrick White (Out: knee, expected back 2026-05-10).');
    expect(text).toContain('Playoff series: Boston Celtics leads the series 3-2 (elimination game).');
  });
});
