import { join } from 'node:path';
import { createBalldontlieClient, NHL_NOT_SUPPORTED } from '../src/adapters/balldontlie-client';
import { fixtureReader, startFixtureServer, type FixtureServer, type FixtureRoute } from '@gary/testinfra';

const fixture = fixtureReader(join(__dirname, 'fixtures'));

let server: FixtureServer;
const serve = async (routes: Record<string, FixtureRoute>) => (server = await startFixtureServer(routes));
afterEach(async () => { await server?.close(); });
const KEY = 'bdl-key-123';
const errors = fixture('balldontlie_errors.json') as Record<string, unknown>;
// The recorded pages carry a next_cursor; the last page of a list has none.
const lastPage = (name: string) => {
  const body = fixture(name) as { meta: { next_cursor?: number } };
  delete body.meta.next_cursor;
  return body;
};
const client = (s: FixtureServer, extra: object = {}) => createBalldontlieClient({ baseUrl: s.baseUrl, apiKey: KEY, ...extra });

describe('balldontlie client', () => {
  it('sends the key in Authorization without Bearer, per_page 100, and follows next_cursor to the last page', async () => {
    const page1 = fixture('balldontlie_games.json') as any;
    const page2 = structuredClone(page1);
    page2.data[0].id = 15907926;
    delete page2.meta.next_cursor;
    const s = await serve({ '/nba/v1/games': (url) => ({ body: url.searchParams.get('cursor') === '25' ? page2 : page1 }) });
    const r = await client(s).games('nba', { dates: ['2025-01-05'], teamIds: [6, 4] });
    expect(s.requests.map((q) => q.headers.authorization)).toEqual([KEY, KEY]);
    const q1 = s.requests[0]!.url.searchParams;
    expect(q1.get('per_page')).toBe('100');
    expect(q1.getAll('dates[]')).toEqual(['2025-01-05']);
    expect(q1.getAll('team_ids[]')).toEqual(['6', '4']);
    expect(q1.get('cursor')).toBeNull();
    expect(s.requests[1]!.url.searchParams.get('cursor')).toBe('25');
    expect(r.ok && r.data.map((g) => g.id)).toEqual([15907925, 15907926]);
    expect(r.ok && r.data[0]).toMatchObject({ date: '2025-01-05', status: 'Final', homeScore: 115, visitorScore: 105, homeTeam: { fullName: 'Cleveland Cavaliers' }, visitorTeam: { abbreviation: 'CHA' } });
  });

  it('stops at maxPages', async () => {
    const s = await serve({ '/nba/v1/games': { body: fixture('balldontlie_games.json') } });
    const r = await client(s, { maxPages: 3 }).games('nba');
    expect(s.requests).toHaveLength(3);
    expect(r.ok && r.data).toHaveLength(3);
  });

  it('teams, players, stats, season averages and injuries under /nba/v1; NFL under /nfl/v1', async () => {
    const s = await serve({
      '/nba/v1/teams': { body: fixture('balldontlie_teams.json') },
      '/nfl/v1/teams': { body: { data: [{ id: 1, conference: 'AFC', division: 'EAST', location: 'Buffalo', name: 'Bills', full_name: 'Buffalo Bills', abbreviation: 'BUF' }] } },
      '/nba/v1/players': { body: lastPage('balldontlie_players.json') },
      '/nba/v1/stats': { body: lastPage('balldontlie_stats.json') },
      '/nba/v1/season_averages': { body: fixture('balldontlie_season_averages_legacy.json') },
      // Shape per the official OpenAPI (no recording was available).
      '/nba/v1/player_injuries': { body: { data: [{ player: { id: 19, first_name: 'Stephen', last_name: 'Curry', position: 'G', team_id: 10 }, return_date: 'Nov 17', description: 'Curry (ankle) is out for Friday.', status: 'Out' }], meta: { per_page: 100 } } },
    });
    const c = client(s);
    expect((await c.teams('nba'))).toMatchObject({ ok: true, data: [{ id: 1, fullName: 'Atlanta Hawks', abbreviation: 'ATL', conference: 'East' }] });
    expect((await c.teams('nfl'))).toMatchObject({ ok: true, data: [{ fullName: 'Buffalo Bills' }] });
    expect((await c.players('nba', { search: 'curry' }))).toMatchObject({ ok: true, data: [{ id: 19, fullName: 'Stephen Curry', teamId: 10 }] });
    expect(s.requests.find((r) => r.url.pathname === '/nba/v1/players')!.url.searchParams.get('search')).toBe('curry');
    const stats = await c.stats('nba', { gameIds: [1038184] });
    expect(stats).toMatchObject({ ok: true, data: [{ playerId: 15, playerName: 'Giannis Antetokounmpo', pts: 31, reb: 10, ast: 9, minutes: 38, gameDate: '2024-01-20' }] });
    const avg = await c.seasonAverages('nba', 2018, 237);
    expect(avg).toMatchObject({ ok: true, data: [{ playerId: 237, season: 2018, gamesPlayed: 37, pts: 26.97 }] });
    expect(avg.ok && avg.data[0]!.minutes).toBeCloseTo(34.767, 3);
    const sa = s.requests.find((r) => r.url.pathname === '/nba/v1/season_averages')!.url.searchParams;
    expect([sa.get('season'), sa.get('player_id')]).toEqual(['2018', '237']);
    expect(await c.injuries('nba')).toMatchObject({ ok: true, data: [{ playerId: 19, player: 'Stephen Curry', status: 'Out', returnDate: 'Nov 17' }] });
  });

  it("asking for NHL gives 'Ball Don't Lie API does not support NHL data' without a call", async () => {
    const s = await serve({});
    const r = await client(s).games('nhl');
    expect(r).toEqual({ ok: false, error: { name: 'UnsupportedSport', message: NHL_NOT_SUPPORTED } });
    expect(NHL_NOT_SUPPORTED).toBe("Ball Don't Lie API does not support NHL data");
    expect(s.requests).toHaveLength(0);
  });

  it('errors: 401 InvalidKey, 404 NotFound, 429 RateLimited with retry-after, 503, timeout, a malformed row', async () => {
    const good = fixture('balldontlie_players.json') as any;
    const s = await serve({
      '/nba/v1/teams': { status: 401, body: errors['401'] },
      '/nba/v1/games': { status: 429, body: errors['429'], headers: { 'retry-after': '30' } },
      '/nba/v1/stats': { status: 503, body: 'Service Unavailable' },
      '/nba/v1/season_averages': { hang: true },
      '/nba/v1/player_injuries': { status: 404, body: errors['404'] },
      '/nba/v1/players': { body: { data: [good.data[0], { id: 'x' }], meta: { per_page: 100 } } },
    });
    const c = createBalldontlieClient({ baseUrl: s.baseUrl, apiKey: KEY, timeoutMs: 100 });
    expect(await c.teams('nba')).toMatchObject({ ok: false, error: { name: 'InvalidKey', status: 401, message: expect.stringContaining('Unauthorized') } });
    expect(await c.games('nba')).toMatchObject({ ok: false, error: { name: 'RateLimited', retryAfterSeconds: 30 } });
    expect(await c.stats('nba')).toMatchObject({ ok: false, error: { name: 'ProviderUnavailable', status: 503 } });
    expect(await c.seasonAverages('nba', 2024, 1)).toMatchObject({ ok: false, error: { name: 'ProviderUnavailable' } });
    expect(await c.injuries('nba')).toMatchObject({ ok: false, error: { name: 'NotFound' } });
    const players = await c.players('nba');
    expect(players.ok && players.data.map((p) => p.id)).toEqual([19]);
    expect(players.ok && players.warnings).toHaveLength(1);
  });
});
