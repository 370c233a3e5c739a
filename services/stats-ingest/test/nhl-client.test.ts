import { join } from 'node:path';
import { createNhlClient } from '../src/adapters/nhl-client';
import { fixtureReader, startFixtureServer, type FixtureServer, type FixtureRoute } from '@gary/testinfra';

const fixture = fixtureReader(join(__dirname, 'fixtures'));

let server: FixtureServer;
const serve = async (routes: Record<string, FixtureRoute>) => (server = await startFixtureServer(routes));
afterEach(async () => { await server?.close(); });
const client = (s: FixtureServer, timeoutMs?: number) => createNhlClient({ baseUrl: `${s.baseUrl}/v1`, ...(timeoutMs ? { timeoutMs } : {}) });

describe('NHL web API client', () => {
  it('schedule/{date}: a week of games with localised names read from default', async () => {
    const s = await serve({ '/v1/schedule/2026-09-29': { body: fixture('nhl_schedule_date.json') } });
    const r = await client(s).schedule('2026-09-29');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data[0]).toEqual({
      id: 2026020001, date: '2026-09-29', startTimeUTC: '2026-09-29T21:00:00Z', state: 'FUT', status: 'scheduled', venue: 'Lenovo Center',
      homeTeam: { id: 12, abbrev: 'CAR', name: 'Carolina Hurricanes', score: null }, awayTeam: { id: 13, abbrev: 'FLA', name: 'Florida Panthers', score: null },
      lastPeriodType: null, gameType: 2,
    });
    expect(r.data[1]!.awayTeam.name).toBe('Montréal Canadiens');
  });

  it('score/now follows the 307 redirect to the dated URL', async () => {
    const s = await serve({
      '/v1/score/now': { status: 307, headers: { location: '/v1/score/2026-04-15' }, body: '' },
      '/v1/score/2026-04-15': { body: fixture('nhl_score_date.json') },
    });
    const r = await client(s).score('now');
    expect(s.requests.map((q) => q.url.pathname)).toEqual(['/v1/score/now', '/v1/score/2026-04-15']);
    expect(r.ok && r.data.map((g) => [g.awayTeam.abbrev, g.awayTeam.score, g.homeTeam.abbrev, g.homeTeam.score, g.status, g.lastPeriodType])).toEqual([
      ['DAL', 4, 'BUF', 3, 'final', 'SO'], ['NYR', 4, 'TBL', 2, 'final', 'REG'], ['DET', 1, 'FLA', 8, 'final', 'REG'],
    ]);
  });

  it('gamecenter/{id}/boxscore: skater and goalie lines by id and name', async () => {
    const s = await serve({ '/v1/gamecenter/2024020600/boxscore': { body: fixture('nhl_gamecenter_boxscore_excerpt.json') } });
    const r = await client(s).boxScore(2024020600);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toMatchObject({ league: 'NHL', gameId: '2024020600', status: 'final', home: { team: 'Calgary Flames', score: 3 }, away: { team: 'Vancouver Canucks', score: 1 } });
    expect(r.data.away.players[0]).toEqual({ id: 8478444, name: 'B. Boeser', position: 'R', stats: { goals: 1, assists: 0, points: 1, shots_on_goal: 5, power_play_goals: 1, hits: 0, blocked_shots: 0, pim: 0 } });
    expect(r.data.home.players.find((p) => p.position === 'G' && p.stats.saves === 23)?.name).toBe('D. Wolf');
  });

  it('standings/now', async () => {
    const s = await serve({ '/v1/standings/now': { body: fixture('nhl_standings_now.json') } });
    const r = await client(s).standings();
    expect(r.ok && r.data[0]).toMatchObject({ abbrev: 'COL', name: 'Colorado Avalanche', points: 121, wins: 55, losses: 16, otLosses: 11, lastTen: '7-2-1', streak: 'W3' });
  });

  it('HTML error bodies become named errors with their text; a 200 that is not JSON is malformed; timeouts', async () => {
    const s = await serve({
      '/v1/gamecenter/1/boxscore': { status: 404, body: '<html><body><h1>404 Not Found</h1></body></html>' },
      '/v1/standings/now': { status: 500, body: '<html><head><title>Error 500 Request failed.</title></head></html>' },
      '/v1/schedule/2026-01-01': { status: 200, body: '<html>maintenance</html>' },
      '/v1/score/2026-01-01': { hang: true },
      '/v1/score/2026-01-02': { status: 429, body: '<html>Too Many Requests</html>', headers: { 'retry-after': '60' } },
    });
    expect(await client(s).boxScore(1)).toMatchObject({ ok: false, error: { name: 'NotFound', message: expect.stringContaining('404 Not Found') } });
    expect(await client(s).standings()).toMatchObject({ ok: false, error: { name: 'ProviderUnavailable', message: expect.stringContaining('Error 500 Request failed.') } });
    expect(await client(s).schedule('2026-01-01')).toMatchObject({ ok: false, error: { name: 'MalformedResponse' } });
    expect(await client(s, 100).score('2026-01-01')).toMatchObject({ ok: false, error: { name: 'ProviderUnavailable' } });
    expect(await client(s).score('2026-01-02')).toMatchObject({ ok: false, error: { name: 'RateLimited', retryAfterSeconds: 60 } });
  });
});
