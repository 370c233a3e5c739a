// stats-ingest against real Postgres, beside a real odds-ingest (both simulated): matchup context
// with its summary, box scores that turn final when odds-ingest finishes a game, probable pitchers,
// and the live MLB client behind GetPitchers when STATS_LIVE is on.
import { join } from 'node:path';
import { createMemoryCache } from '@gary/platform';
import { startServiceForTest, type ServiceUnderTest, fixtureReader, startFixtureServer, type FixtureServer } from '@gary/testinfra';
import * as odds from '@gary/odds-ingest';
import { slateFor } from '@gary/sports-world';
import { readConfig, start } from '../src';

const fixture = fixtureReader(join(__dirname, 'fixtures'));

let clock = Date.parse('2026-07-15T14:00:00Z'); // 10am EDT, mid-July: MLB in season
const now = () => new Date(clock);
let oddsSvc: ServiceUnderTest<'odds-ingest'>;
let svc: ServiceUnderTest<'stats-ingest'>;

beforeAll(async () => {
  oddsSvc = await startServiceForTest({ name: 'odds-ingest', readConfig: odds.readConfig, start: odds.start, env: { ODDS_API_KEY: '', ODDS_POLLER_ENABLED: 'false' }, adapters: { now } });
  svc = await startServiceForTest({
    name: 'stats-ingest', readConfig, start, env: { STATS_LIVE: 'false', BALLDONTLIE_API_KEY: '' },
    peers: { 'odds-ingest': oddsSvc.address }, adapters: { now, cache: createMemoryCache({ now: () => clock }) },
  });
}, 60_000);

afterAll(async () => {
  await svc?.stop();
  await oddsSvc?.stop();
});

// A July day with an MLB game whose home starter has not been announced.
function mlbGameWithTbd() {
  for (let d = 15; d < 31; d++) {
    const date = `2026-07-${d}`;
    const g = slateFor('baseball_mlb', date).find((x) => x.starters && !x.starters.home.confirmed && x.starters.away.confirmed);
    if (g) return g;
  }
  throw new Error('no simulated game with an unannounced starter in July');
}

describe('stats-ingest with the simulated provider', () => {
  it("matchup context: form, key stats, top players, and 'starter TBD, never invented' in the facts for the language model", async () => {
    const g = mlbGameWithTbd();
    const ctx = await svc.client.GetMatchupContext({ sport: 'MLB', homeTeam: g.home.name, awayTeam: g.away.name, date: g.date, eventId: g.id });
    expect(ctx.simulated).toBe(true);
    expect(ctx.startersConfirmed).toBe(false);
    expect(ctx.home!.starter).toMatchObject({ confirmed: false, fullName: '', team: g.home.name });
    expect(ctx.away!.starter).toMatchObject({ confirmed: true, fullName: g.starters!.away.player.name });
    expect(ctx.summary).toContain(`${g.home.name}: starter TBD`);
    expect(ctx.summary).not.toContain(g.starters!.home.player.name);
    expect(ctx.summary).toContain(`${g.away.name}: ${g.starters!.away.player.name} (`);
    expect(ctx.home!.keyStats.length).toBeGreaterThan(0);
    expect(ctx.home!.lastTen).toMatch(/^\d+-\d+$/);
    // 'a record is never the last ten's form': the simulator gives no season record, so none is passed on.
    expect(ctx.home!.record).toBe('');
    expect(ctx.home!.rating).toBeGreaterThan(0);
    expect(ctx.series).toMatchObject({ seriesFound: false });
  });

  it("'One or both teams not found' and bad input are clear errors", async () => {
    await expect(svc.client.GetMatchupContext({ sport: 'NBA', homeTeam: 'Gotham Rogues', awayTeam: 'Boston Celtics', date: '', eventId: '' })).rejects.toMatchObject({ code: 'teams_not_found', message: 'One or both teams not found' });
    await expect(svc.client.GetMatchupContext({ sport: 'CRICKET', homeTeam: 'a', awayTeam: 'b', date: '', eventId: '' })).rejects.toMatchObject({ code: 'unknown_sport' });
    await expect(svc.client.GetBoxScore({ sport: 'NBA', eventId: '', homeTeam: '', awayTeam: '', date: '' })).rejects.toMatchObject({ code: 'missing_game' });
    const missing = await svc.client.GetBoxScore({ sport: 'MLB', eventId: '', homeTeam: 'Gotham Rogues', awayTeam: 'Boston Red Sox', date: '2026-07-15' });
    expect(missing.found).toBe(false);
  });

  it('box score: not final before the game; final with the same score once odds-ingest finishes it, with the normalised stat keys', async () => {
    await oddsSvc.client.RefreshOdds({ sport: 'MLB' });
    const slate = await oddsSvc.client.GetSlate({ sport: 'MLB', date: '2026-07-15' });
    const game = slate.games.find((g) => g.status === 'scheduled')!;
    const req = { sport: 'MLB', eventId: game.eventId, homeTeam: game.homeTeam, awayTeam: game.awayTeam, date: '2026-07-15' };
    const before = await svc.client.GetBoxScore(req);
    expect(before).toMatchObject({ found: true, final: false, simulated: true, players: [] });

    const final = await oddsSvc.client.FinishGame({ eventId: game.eventId }, { role: 'admin' });
    const box = await svc.client.GetBoxScore(req);
    expect(box).toMatchObject({ found: true, final: true, homeScore: final.homeScore, awayScore: final.awayScore, homeTeam: game.homeTeam });
    const keys = new Set(box.players.flatMap((p) => Object.keys(p.stats)));
    for (const k of ['hits', 'total_bases', 'home_runs', 'rbis', 'runs', 'batter_strikeouts', 'pitcher_strikeouts']) expect(keys).toContain(k);
    const runs = box.players.filter((p) => p.team === game.homeTeam).reduce((t, p) => t + (p.stats.runs ?? 0), 0);
    expect(runs).toBe(final.homeScore);
    const { rows } = await svc.pool.query('SELECT event_id FROM box_scores WHERE event_id = $1', [game.eventId]);
    expect(rows).toHaveLength(1);
  });

  it('probable pitchers for a date: every game, both sides, unannounced ones confirmed=false with no name', async () => {
    const date = '2026-07-16';
    const p = await svc.client.GetPitchers({ date });
    expect(p.simulated).toBe(true);
    expect(p.pitchers.length).toBe(2 * slateFor('baseball_mlb', date).length);
    for (const x of p.pitchers) expect(x.confirmed ? x.fullName.length > 0 && x.era !== '' : x.fullName === '').toBe(true);
    // November: no MLB, no pitchers.
    expect((await svc.client.GetPitchers({ date: '2026-11-20' })).pitchers).toEqual([]);
  });
});

describe('stats-ingest with STATS_LIVE (the real MLB client against a local server)', () => {
  let server: FixtureServer;
  let live: ServiceUnderTest<'stats-ingest'>;
  beforeAll(async () => {
    const recorded = fixture('mlbstatsapi_schedule_probablePitcher_excerpt.json') as { teams: { home: Record<string, unknown> } };
    const game = { ...recorded, status: { detailedState: 'Scheduled', abstractGameState: 'Preview' } };
    const teams = structuredClone(recorded.teams);
    delete teams.home.probablePitcher;
    server = await startFixtureServer({
      '/api/v1/schedule': { body: { dates: [{ date: '2024-08-13', games: [{ ...game, teams }] }] } },
      '/api/v1/people/663623/stats': { body: fixture('mlbstatsapi_people_stats_season_pitching.json') },
    });
    live = await startServiceForTest({ name: 'stats-ingest', readConfig, start, env: { STATS_LIVE: 'true', MLB_STATS_BASE_URL: `${server.baseUrl}/api/v1` } });
  }, 60_000);
  afterAll(async () => {
    await live?.stop();
    await server?.close();
  });

  it('GetPitchers reads the schedule with probable pitchers and each named starter\'s season line; the unnamed one stays TBD', async () => {
    const p = await live.client.GetPitchers({ date: '2024-08-13' });
    expect(p.simulated).toBe(false);
    expect(p.pitchers).toHaveLength(2);
    expect(p.pitchers.find((x) => x.team === 'Baltimore Orioles')).toMatchObject({ confirmed: false, fullName: '' });
    const irvin = p.pitchers.find((x) => x.team === 'Washington Nationals')!;
    expect(irvin).toMatchObject({ confirmed: true, fullName: 'Jake Irvin', id: '663623' });
    expect(irvin.inningsPitched).not.toBe('');
    const q = server.requests.find((r) => r.url.pathname === '/api/v1/schedule')!.url.searchParams;
    expect(q.get('hydrate')).toBe('probablePitcher');
  });
});
