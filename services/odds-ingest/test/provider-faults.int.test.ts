// The real Odds API client inside the service, against a local server answering with the recorded
// shapes: a refresh stores the bulk answer and records the quota; 429 (with Retry-After), 500 and a
// malformed body are refused with a clear reason while the stored slate keeps serving; a 429 makes
// the service leave the provider alone for the time it asked.
import { join } from 'node:path';
import { createMemoryCache } from '@gary/platform';
import { startServiceForTest, type ServiceUnderTest, fixtureReader, startFixtureServer, type FixtureServer, type FixtureReply } from '@gary/testinfra';
import { readConfig, start } from '../src';

const fixture = fixtureReader(join(__dirname, 'fixtures'));

let clock = Date.parse('2021-09-09T14:00:00Z'); // the morning of the recorded NFL opener (8:20pm ET)
const now = () => new Date(clock);
let mode: 'ok' | '429' | '500' | 'malformed' = 'ok';
let server: FixtureServer;
let svc: ServiceUnderTest<'odds-ingest'>;
const errors = fixture('theoddsapi_errors.json') as Record<string, unknown>;
const quota = (remaining: number, last: number) => ({ 'x-requests-remaining': String(remaining), 'x-requests-used': String(500 - remaining), 'x-requests-last': String(last) });

function oddsRoute(): FixtureReply {
  switch (mode) {
    case 'ok': return { body: fixture('theoddsapi_sports_odds_docs_nfl.json'), headers: quota(470, 3) };
    case '429': return { status: 429, body: errors['429_EXCEEDED_FREQ_LIMIT_error_code_only'], headers: { 'retry-after': '30' } };
    case '500': return { status: 500, body: '<html><body>Internal Server Error</body></html>' };
    case 'malformed': return { body: { not: 'a list' }, headers: quota(469, 3) };
  }
}

const oddsCalls = () => server.requests.filter((r) => r.url.pathname === '/v4/sports/americanfootball_nfl/odds').length;

beforeAll(async () => {
  server = await startFixtureServer({ '/v4/sports/americanfootball_nfl/odds': () => oddsRoute() });
  svc = await startServiceForTest({
    name: 'odds-ingest', readConfig, start,
    env: { ODDS_API_KEY: 'test-key-123', ODDS_API_BASE_URL: server.baseUrl, ODDS_POLLER_ENABLED: 'false', ODDS_API_MIN_REMAINING: '10' },
    adapters: { now, cache: createMemoryCache({ now: () => clock }) },
  });
}, 60_000);

afterAll(async () => {
  await svc?.stop();
  await server?.close();
});

describe('odds-ingest with The Odds API client and provider faults', () => {
  let stored: number;

  it("'One bulk odds call per sport per refresh': a refresh stores the games, spends the call's credits and records the quota", async () => {
    const r = await svc.client.RefreshOdds({ sport: 'NFL' });
    expect(oddsCalls()).toBe(1);
    expect(r.creditsSpent).toBe(3);
    expect(r.games).toBeGreaterThan(0);
    expect(r.snapshots).toBe(r.games);
    stored = r.games;
    const q = server.requests[0]!.url.searchParams;
    expect(q.get('markets')).toBe('h2h,spreads,totals');
    expect(q.get('regions')).toBe('us');
    expect(await svc.client.GetQuota({})).toMatchObject({ remaining: 470, used: 30, last: 3, simulated: false, floor: 10 });
    // Within 5 minutes the cached answer is used: no second call, no credits.
    const again = await svc.client.RefreshOdds({ sport: 'NFL' });
    expect(oddsCalls()).toBe(1);
    expect(again).toMatchObject({ creditsSpent: 0, snapshots: 0 });
    const slate = await svc.client.GetSlate({ sport: 'NFL', date: '2021-09-09' });
    expect(slate).toMatchObject({ simulated: false, inSeason: true });
    expect(slate.games.map((g) => g.homeTeam)).toContain('Tampa Bay Buccaneers');
  });

  it("'429 with retry-after': refused as RESOURCE_EXHAUSTED with the reason, stored data keeps serving, and no call is made until the wait is over", async () => {
    clock += 6 * 60_000; // past the 5-minute cache
    mode = '429';
    await expect(svc.client.RefreshOdds({ sport: 'NFL' })).rejects.toMatchObject({ kind: 'rate_limited', code: 'odds_rate_limited', message: expect.stringContaining('429') });
    expect(oddsCalls()).toBe(2);
    const slate = await svc.client.GetSlate({ sport: 'NFL', date: '2021-09-09' });
    expect(slate.games.length).toBeGreaterThan(0);
    mode = 'ok';
    clock += 10_000;
    await expect(svc.client.RefreshOdds({ sport: 'NFL' })).rejects.toMatchObject({ kind: 'rate_limited', message: expect.stringContaining('left alone') });
    expect(oddsCalls()).toBe(2);
    clock += 25_000; // 35 s after the 429 asked for 30
    mode = '500';
  });

  it('a 500 is UNAVAILABLE with the reason; the slate and event odds still answer from Postgres', async () => {
    await expect(svc.client.RefreshOdds({ sport: 'NFL' })).rejects.toMatchObject({ kind: 'unavailable', code: 'odds_provider_unavailable', message: expect.stringContaining('500') });
    expect(oddsCalls()).toBe(3);
    const slate = await svc.client.GetSlate({ sport: 'NFL', date: '2021-09-09' });
    expect(slate.games.length).toBeGreaterThan(0);
    const odds = await svc.client.GetEventOdds({ eventId: slate.games[0]!.eventId });
    expect(odds.game!.markets.length).toBeGreaterThan(0);
  });

  it('a malformed body is refused with what was wrong and nothing is stored', async () => {
    mode = 'malformed';
    await expect(svc.client.RefreshOdds({ sport: 'NFL' })).rejects.toMatchObject({ kind: 'unavailable', message: expect.stringContaining('unexpected shape') });
    const { rows } = await svc.pool.query<{ n: string }>('SELECT count(*) AS n FROM events');
    expect(Number(rows[0]!.n)).toBe(stored);
  });

  it('FinishGame is refused when the odds are real', async () => {
    await expect(svc.client.FinishGame({ eventId: 'bda33adca828c09dc3cac3a856aef176' }, { role: 'admin' })).rejects.toMatchObject({ code: 'not_simulated' });
  });
});
