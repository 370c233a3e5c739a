import { join } from 'node:path';
import { createMlbStatsClient } from '../src/adapters/mlb-stats-client';
import { fixtureReader, startFixtureServer, type FixtureServer, type FixtureRoute } from '@gary/testinfra';

const fixture = fixtureReader(join(__dirname, 'fixtures'));

let server: FixtureServer;
const serve = async (routes: Record<string, FixtureRoute>) => (server = await startFixtureServer(routes));
afterEach(async () => { await server?.close(); });
const errors = fixture('mlbstatsapi_errors.json') as Record<string, unknown>;
const client = (s: FixtureServer, timeoutMs?: number) => createMlbStatsClient({ baseUrl: `${s.baseUrl}/api/v1`, ...(timeoutMs ? { timeoutMs } : {}) });

function boxscoreWithHome() {
  const box = fixture('mlbstatsapi_game_boxscore_excerpt.json') as any;
  const home = structuredClone(box.teams.away);
  home.team.name = 'Toronto Blue Jays';
  home.teamStats.batting.runs = 1;
  home.players = {};
  box.teams.home = home;
  return box;
}

describe('MLB Stats API client', () => {
  it('schedule asks sportId=1, the date and hydrate=probablePitcher; an unannounced starter stays null, never invented', async () => {
    const s = await serve({ '/api/v1/schedule': { body: fixture('mlbstatsapi_schedule.json') } });
    const r = await client(s).schedule('2024-07-01');
    expect(Object.fromEntries(s.requests[0]!.url.searchParams)).toEqual({ sportId: '1', date: '2024-07-01', hydrate: 'probablePitcher' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toHaveLength(3);
    expect(r.data[0]).toEqual({
      gameId: 744914, date: '2024-07-01', matchup: 'Houston Astros @ Toronto Blue Jays', homeTeam: 'Toronto Blue Jays', awayTeam: 'Houston Astros',
      homeTeamId: 141, awayTeamId: 117, venue: 'Rogers Centre', startTime: '2024-07-01T19:07:00Z', status: 'Final', homeScore: 1, awayScore: 3,
      probablePitchers: { home: null, away: null }, records: { home: '39-46', away: '43-41' }, doubleHeader: false, gameNumber: 1,
    });
  });

  it('reads probable pitchers when announced, and converts offset times to UTC', async () => {
    const game = { ...(fixture('mlbstatsapi_schedule_probablePitcher_excerpt.json') as object), status: { detailedState: 'Scheduled', abstractGameState: 'Preview' } };
    const s = await serve({ '/api/v1/schedule': { body: { dates: [{ date: '2024-08-13', games: [game, { gamePk: 'not-a-number' }] }] } } });
    const r = await client(s).schedule('2024-08-13');
    expect(r.ok && r.data).toHaveLength(1);
    expect(r.ok && r.data[0]).toMatchObject({
      gameId: 747004, startTime: '2024-08-13T22:35:00Z', venue: 'Unknown Venue',
      probablePitchers: { away: { id: 663623, fullName: 'Jake Irvin' }, home: { id: 669432, fullName: 'Trevor Rogers' } },
    });
    expect(r.ok && r.warnings[0]).toMatch(/skipped malformed game/);
  });

  it('box score: player lines by id and name, innings as thirds, status from the schedule', async () => {
    const s = await serve({
      '/api/v1/schedule': { body: fixture('mlbstatsapi_schedule.json') },
      '/api/v1/game/744914/boxscore': { body: boxscoreWithHome() },
    });
    const r = await client(s).boxScore(744914);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.status).toBe('final');
    expect(r.data.away.team).toBe('Houston Astros');
    expect(r.data.away.score).toBe(3);
    expect(r.data.home.score).toBe(1);
    expect(r.data.away.players).toEqual([{
      id: 650556, name: 'Bryan Abreu', position: 'P',
      stats: { pitcher_strikeouts: 1, pitcher_outs: 3, earned_runs: 0, hits_allowed: 1, walks_allowed: 1, innings_pitched: 1 },
    }]);
  });

  it('pitcher season line: rate strings parsed, FIP computed', async () => {
    const s = await serve({ '/api/v1/people/660271/stats': { body: fixture('mlbstatsapi_people_stats_season_pitching.json') } });
    const r = await client(s).pitcherSeason(660271, 2022);
    expect(Object.fromEntries(s.requests[0]!.url.searchParams)).toMatchObject({ stats: 'season', group: 'pitching', season: '2022' });
    expect(r.ok).toBe(true);
    if (!r.ok || !r.data) return;
    expect(r.data).toMatchObject({ year: '2022', era: 2.33, whip: 1.01, wins: 15, losses: 9, inningsPitchedText: '166.0', inningsPitched: 166, strikeouts: 219, walks: 44, homeRuns: 14, battingAvgAgainst: 0.203, gamesStarted: 28 });
    expect(r.data.fip).toBeCloseTo((13 * 14 + 3 * (44 + 2) - 2 * 219) / 166 + 3.1, 6);
  });

  it('a pitcher with no appearances has no season line (null), and vsTeam sends opposingTeamId', async () => {
    const s = await serve({ '/api/v1/people/1/stats': { body: { stats: [{ type: { displayName: 'vsTeam' }, group: { displayName: 'pitching' }, exemptions: [], splits: [] }] } } });
    const r = await client(s).pitcherVsTeam(1, 147, 2025);
    expect(r).toEqual({ ok: true, data: null, warnings: [] });
    expect(s.requests[0]!.url.searchParams.get('opposingTeamId')).toBe('147');
  });

  it('team stats: innings with thirds and rate strings', async () => {
    const s = await serve({ '/api/v1/teams/133/stats': { body: fixture('mlbstatsapi_teams_stats_season_pitching.json') } });
    const r = await client(s).teamStats(133, 'pitching', 2022);
    expect(r.ok && r.data).toMatchObject({ teamId: 133, teamName: 'Oakland Athletics', season: '2022' });
    expect(r.ok && r.data!.stats.inningsPitched).toBeCloseTo(1426.333, 3);
    expect(r.ok && r.data!.stats.era).toBe(4.52);
    expect(r.ok && r.data!.stats.strikeOuts).toBe(1203);
  });

  it('roster (rosterType active) and leaders', async () => {
    // Shapes as the API documents them (no recording was available for these two).
    const s = await serve({
      '/api/v1/teams/141/roster': { body: { roster: [{ person: { id: 665489, fullName: 'Vladimir Guerrero Jr.', link: '/api/v1/people/665489' }, jerseyNumber: '27', position: { code: '3', name: 'First Base', type: 'Infielder', abbreviation: '1B' }, status: { code: 'A', description: 'Active' }, parentTeamId: 141 }] } },
      '/api/v1/stats/leaders': { body: { leagueLeaders: [{ leaderCategory: 'strikeouts', season: '2025', leaders: [{ rank: 1, value: '255', team: { id: 114, name: 'Cleveland Guardians' }, person: { id: 1, fullName: 'A Pitcher' } }] }] } },
    });
    const roster = await client(s).roster(141, 2025);
    expect(roster.ok && roster.data).toEqual([{ id: 665489, fullName: 'Vladimir Guerrero Jr.', position: '1B', jerseyNumber: '27', status: 'Active' }]);
    expect(s.requests[0]!.url.searchParams.get('rosterType')).toBe('active');
    const leaders = await client(s).leaders(['strikeouts'], 2025, 'pitching', 20);
    expect(leaders.ok && leaders.data.strikeouts![0]).toEqual({ rank: 1, value: '255', playerId: 1, playerName: 'A Pitcher', team: 'Cleveland Guardians' });
    expect(s.requests[1]!.url.searchParams.get('limit')).toBe('20');
  });

  it('errors are named values: 404 NotFound, 500 ProviderUnavailable, timeout, malformed JSON', async () => {
    const s = await serve({
      '/api/v1/game/1/boxscore': { status: 404, body: errors['404_not_found'] },
      '/api/v1/schedule': (url) => (url.searchParams.get('gamePk') === '1' ? { body: fixture('mlbstatsapi_schedule.json') } : url.searchParams.get('date') === 'hang' ? { hang: true } : { status: 500, body: errors['500_internal_error'] }),
      '/api/v1/teams/1/roster': { headers: { 'content-type': 'application/json' }, body: '{"roster": [' },
    });
    const notFound = await client(s).boxScore(1);
    expect(!notFound.ok && notFound.error).toMatchObject({ name: 'NotFound', status: 404, message: expect.stringContaining('Object not found') });
    const broken = await client(s).schedule('2024-07-01');
    expect(!broken.ok && broken.error).toMatchObject({ name: 'ProviderUnavailable', message: expect.stringContaining('Internal error occurred') });
    const slow = await client(s, 100).schedule('hang');
    expect(!slow.ok && slow.error.name).toBe('ProviderUnavailable');
    const malformed = await client(s).roster(1, 2025);
    expect(!malformed.ok && malformed.error.name).toBe('MalformedResponse');
  });
});
