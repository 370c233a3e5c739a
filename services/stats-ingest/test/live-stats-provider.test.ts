import { join } from 'node:path';
import { createBalldontlieClient } from '../src/adapters/balldontlie-client';
import { createLiveStatsProvider } from '../src/adapters/live-stats-provider';
import { createMlbStatsClient } from '../src/adapters/mlb-stats-client';
import { createNhlClient } from '../src/adapters/nhl-client';
import { buildMatchupContext } from '../src/domain/matchup-context';
import { playoffSeriesState } from '../src/domain/playoff-series';
import { fixtureReader, startFixtureServer, type FixtureServer } from '@gary/testinfra';

const fixture = fixtureReader(join(__dirname, 'fixtures'));

let server: FixtureServer;
afterEach(async () => { await server?.close(); });

const pitcher = fixture('mlbstatsapi_people_stats_season_pitching.json');
function scheduleWithPitchers() {
  const game = { ...(fixture('mlbstatsapi_schedule_probablePitcher_excerpt.json') as Record<string, unknown>), status: { detailedState: 'Scheduled', abstractGameState: 'Preview' } };
  const teams = structuredClone((game as any).teams);
  delete teams.home.probablePitcher; // the home club has not named its starter
  return { dates: [{ date: '2024-08-13', games: [{ ...game, teams }] }] };
}

async function start() {
  server = await startFixtureServer({
    '/mlb/api/v1/schedule': (url) => (url.searchParams.get('teamId') ? { body: fixture('mlbstatsapi_schedule.json') } : { body: scheduleWithPitchers() }),
    '/mlb/api/v1/teams': { body: { teams: [{ id: 110, name: 'Baltimore Orioles', abbreviation: 'BAL' }, { id: 120, name: 'Washington Nationals', abbreviation: 'WSH' }] } },
    '/mlb/api/v1/people/663623/stats': { body: pitcher },
    '/mlb/api/v1/teams/110/stats': { body: fixture('mlbstatsapi_teams_stats_season_pitching.json') },
    '/mlb/api/v1/teams/120/stats': { body: fixture('mlbstatsapi_teams_stats_season_pitching.json') },
    '/nhl/v1/standings/now': { body: fixture('nhl_standings_now.json') },
    '/bdl/nba/v1/teams': { body: { data: [{ id: 1, conference: 'East', division: 'Southeast', city: 'Atlanta', name: 'Hawks', full_name: 'Atlanta Hawks', abbreviation: 'ATL' }, { id: 6, conference: 'East', division: 'Central', city: 'Cleveland', name: 'Cavaliers', full_name: 'Cleveland Cavaliers', abbreviation: 'CLE' }, { id: 4, conference: 'East', division: 'Southeast', city: 'Charlotte', name: 'Hornets', full_name: 'Charlotte Hornets', abbreviation: 'CHA' }] } },
    '/bdl/nba/v1/games': (url) => {
      const body = fixture('balldontlie_games.json') as any;
      delete body.meta.next_cursor;
      if (url.searchParams.get('postseason') === 'true') body.data[0].postseason = true;
      return { body };
    },
  });
  return createLiveStatsProvider({
    mlb: createMlbStatsClient({ baseUrl: `${server.baseUrl}/mlb/api/v1` }),
    nhl: createNhlClient({ baseUrl: `${server.baseUrl}/nhl/v1` }),
    balldontlie: createBalldontlieClient({ baseUrl: `${server.baseUrl}/bdl`, apiKey: 'k' }),
  });
}

describe('live stats provider over the real clients', () => {
  it("MLB starters: the announced one with his season line; the unannounced one is 'starter TBD', never invented", async () => {
    const provider = await start();
    const ctx = await buildMatchupContext(provider, { league: 'MLB', date: '2024-08-13', homeTeam: 'Baltimore Orioles', awayTeam: 'Washington Nationals' });
    expect(ctx.simulated).toBe(false);
    expect(ctx.starters).toEqual({
      home: { confirmed: false, text: 'starter TBD' },
      away: { confirmed: true, id: 663623, name: 'Jake Irvin', seasonLine: expect.objectContaining({ era: '2.33', record: '15-9', inningsPitched: '166.0', fip: '2.39' }) },
    });
    expect(ctx.home.keyStats).toContainEqual({ label: 'Team ERA', value: '4.52' });
    // Form comes from the club's schedule: finals only, newest first.
    expect(ctx.away.form.games.length).toBeGreaterThan(0);
  });

  it('NHL key stats come from the standings', async () => {
    const provider = await start();
    const r = await provider.keyStats('NHL', 'Colorado Avalanche', '2026-04-17');
    expect(r.ok && r.data).toContainEqual({ label: 'Record', value: '55-16-11' });
  });

  it("NBA playoff games feed the series state; unknown teams give 'One or both teams not found'", async () => {
    const provider = await start();
    const games = await provider.playoffGames('NBA', 'Cleveland Cavaliers', 'Charlotte Hornets', 2024);
    expect(games.ok).toBe(true);
    if (!games.ok) return;
    const state = playoffSeriesState(games.data, 'Cleveland Cavaliers', 'Charlotte Hornets', new Date('2025-01-06T00:00:00Z'));
    expect(state).toMatchObject({ seriesFound: true, teamA: { wins: 1 }, teamB: { wins: 0 } });
    expect(await provider.playoffGames('NBA', 'Cleveland Cavaliers', 'Seattle SuperSonics', 2024)).toEqual({ ok: false, error: { name: 'NotFound', message: 'One or both teams not found' } });
    expect(await provider.playoffGames('NHL', 'a', 'b', 2024)).toMatchObject({ ok: false, error: { name: 'UnsupportedSport', message: "Ball Don't Lie API does not support NHL data" } });
  });
});
