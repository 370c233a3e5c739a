import { join } from 'node:path';
import { createOddsApiClient } from '../src/adapters/odds-api-client';
import type { Logger } from '@gary/sports-world';
import { fixtureReader, startFixtureServer, type FixtureServer, type FixtureRoute } from '@gary/testinfra';

const fixture = fixtureReader(join(__dirname, 'fixtures'));

const KEY = 'abc123secretkey';
const quotaHeaders = (remaining: number, used = 500 - remaining, last = 3) => ({
  'x-requests-remaining': String(remaining), 'x-requests-used': String(used), 'x-requests-last': String(last),
});
const errors = fixture('theoddsapi_errors.json') as Record<string, unknown>;

function recordingLogger() {
  const lines: string[] = [];
  const log = (fields: Record<string, unknown>, msg: string) => { lines.push(`${msg} ${JSON.stringify(fields)}`); };
  const logger: Logger = { debug: log, info: log, warn: log, error: log };
  return { logger, lines };
}

let server: FixtureServer;
async function serve(routes: Record<string, FixtureRoute>) {
  server = await startFixtureServer(routes);
  return server;
}
afterEach(async () => { await server?.close(); });

describe('The Odds API v4 client', () => {
  it('GET /sports asks for all=true and returns the sports with the quota headers', async () => {
    const s = await serve({ '/v4/sports': { body: fixture('theoddsapi_sports.json'), headers: quotaHeaders(480, 20, 0) } });
    const client = createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY });
    const answer = await client.sports();
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.simulated).toBe(false);
    expect(answer.quota).toEqual({ remaining: 480, used: 20, last: 0 });
    expect(answer.data.find((x) => x.key === 'basketball_nba')).toEqual({
      key: 'basketball_nba', group: 'Basketball', title: 'NBA', description: 'US Basketball', active: true, hasOutrights: false,
    });
    const q = s.requests[0]!.url.searchParams;
    expect(q.get('all')).toBe('true');
    expect(q.get('apiKey')).toBe(KEY);
  });

  it('GET /sports/{sport}/odds sends regions us, h2h,spreads,totals, american, iso, the six featured books and Pinnacle', async () => {
    const s = await serve({ '/v4/sports/americanfootball_nfl/odds': { body: fixture('theoddsapi_sports_odds_docs_nfl.json'), headers: quotaHeaders(470) } });
    const client = createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY });
    const answer = await client.odds('americanfootball_nfl', { commenceTimeFrom: new Date('2021-09-09T22:00:00.123Z') });
    const q = s.requests[0]!.url.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      regions: 'us', markets: 'h2h,spreads,totals', oddsFormat: 'american', dateFormat: 'iso',
      bookmakers: 'fanduel,draftkings,betmgm,williamhill_us,betrivers,fanatics,pinnacle', commenceTimeFrom: '2021-09-09T22:00:00Z',
    });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    const game = answer.data[0]!;
    expect(game).toMatchObject({ id: 'bda33adca828c09dc3cac3a856aef176', sport: 'americanfootball_nfl', homeTeam: 'Tampa Bay Buccaneers', awayTeam: 'Dallas Cowboys', commenceTime: '2021-09-10T00:20:00Z' });
    // Outcomes come away-first in the recording: matched by name, not order.
    expect(game.bookmakers.find((b) => b.key === 'unibet')).toEqual({
      key: 'unibet', title: 'Unibet', lastUpdate: '2021-06-10T13:33:18Z',
      markets: { h2h: { home: -303, away: 240 }, spreads: { home: { point: -6.5, price: -111 }, away: { point: 6.5, price: -109 } } },
    });
    expect(game.bookmakers.find((b) => b.key === 'betonlineag')!.markets.spreads).toEqual({ home: { point: -6, price: -115 }, away: { point: 6, price: -105 } });
    expect(answer.quota.remaining).toBe(470);
  });

  it('skips a single malformed game or outcome row with a warning, not the whole answer', async () => {
    const games = fixture('theoddsapi_sports_odds_docs_nfl.json') as Array<Record<string, any>>;
    const good = games[0]!;
    const badOutcome = structuredClone(good);
    badOutcome.id = 'ffffffffffffffffffffffffffffffff';
    badOutcome.bookmakers[0].markets[0].outcomes[0].price = 'plus two forty';
    const badGame = { id: 'eeee', sport_key: 'americanfootball_nfl', home_team: 'X' };
    const { logger, lines } = recordingLogger();
    const s = await serve({ '/v4/sports/americanfootball_nfl/odds': { body: [good, badGame, badOutcome] } });
    const answer = await createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY, logger }).odds('americanfootball_nfl');
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.data.map((g) => g.id)).toEqual([good.id, 'ffffffffffffffffffffffffffffffff']);
    // The book whose h2h lost an outcome keeps its spreads but not its h2h.
    const unibet = answer.data[1]!.bookmakers.find((b) => b.key === 'unibet')!;
    expect(unibet.markets.h2h).toBeUndefined();
    expect(unibet.markets.spreads).toBeDefined();
    expect(answer.warnings.length).toBeGreaterThanOrEqual(2);
    expect(lines.some((l) => l.includes('skipped malformed game at index 1'))).toBe(true);
  });

  it('answers MalformedResponse for JSON of the wrong shape and for a body that is not JSON', async () => {
    const s = await serve({
      '/v4/sports/basketball_nba/odds': { body: { data: [] } },
      '/v4/sports/basketball_nba/events': { status: 200, body: '<html>oops</html>' },
      '/v4/sports/basketball_nba/scores': { headers: { 'content-type': 'application/json' }, body: '[{"id": "x",' },
    });
    const client = createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY });
    for (const answer of [await client.odds('basketball_nba'), await client.events('basketball_nba'), await client.scores('basketball_nba')]) {
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(answer.error.name).toBe('MalformedResponse');
    }
  });

  it('GET /events returns normalised events', async () => {
    const s = await serve({ '/v4/sports/americanfootball_nfl/events': { body: fixture('theoddsapi_events.json'), headers: quotaHeaders(470, 30, 0) } });
    const answer = await createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY }).events('americanfootball_nfl');
    expect(answer.ok && answer.data.length).toBe(5);
    expect(answer.ok && answer.data[2]).toEqual({ id: 'd7120d8231032db343cb86b20cfaaf48', sport: 'americanfootball_nfl', homeTeam: 'Detroit Lions', awayTeam: 'Chicago Bears', commenceTime: '2023-01-01T18:00:00Z' });
  });

  it('GET /scores sends daysFrom and parses string scores to integers, by team name', async () => {
    const s = await serve({ '/v4/sports/basketball_nba/scores': { body: fixture('theoddsapi_scores.json'), headers: quotaHeaders(460, 40, 2) } });
    const answer = await createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY }).scores('basketball_nba', { daysFrom: 2 });
    expect(s.requests[0]!.url.searchParams.get('daysFrom')).toBe('2');
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.data[1]).toEqual({
      id: 'e2296d6d1206f8d185466876e2b444ea', sport: 'basketball_nba', homeTeam: 'Portland Trail Blazers', awayTeam: 'Milwaukee Bucks',
      commenceTime: '2022-02-06T03:11:26Z', completed: true, scores: { home: 108, away: 137 }, lastUpdate: '2022-02-06T05:21:01Z',
    });
    const live = answer.data.find((g) => !g.completed && g.scores);
    expect(live?.scores).toEqual({ home: 40, away: 37 });
    expect(answer.data.filter((g) => g.scores === null)).toHaveLength(3);
    expect(answer.quota.last).toBe(2);
  });

  it('rejects daysFrom outside 1..3 without calling', async () => {
    const s = await serve({});
    const answer = await createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY }).scores('basketball_nba', { daysFrom: 7 });
    expect(!answer.ok && answer.error.name).toBe('BadRequest');
    expect(s.requests).toHaveLength(0);
  });

  it('per-event player props: tries each market; a 404 or 422 on a market skips it and tries the next', async () => {
    const props = fixture('theoddsapi_event_odds_player_props.json');
    const s = await serve({
      '/v4/sports/americanfootball_nfl/events/a512a48a58c4329048174217b2cc7ce0/odds': (url) => {
        const market = url.searchParams.get('markets');
        if (market === 'player_pass_yds') return { status: 422, body: errors['422_INVALID_MARKET'], headers: quotaHeaders(450, 50, 0) };
        if (market === 'player_rush_yds') return { status: 404, body: errors['404_EVENT_NOT_FOUND_error_code_only'], headers: quotaHeaders(450, 50, 0) };
        return { body: props, headers: quotaHeaders(449, 51, 1) };
      },
    });
    const answer = await createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY })
      .eventPropOdds('americanfootball_nfl', 'a512a48a58c4329048174217b2cc7ce0', ['player_pass_yds', 'player_rush_yds', 'player_pass_tds']);
    expect(s.requests.map((r) => r.url.searchParams.get('markets'))).toEqual(['player_pass_yds', 'player_rush_yds', 'player_pass_tds']);
    expect(Object.fromEntries(s.requests[2]!.url.searchParams)).toMatchObject({ regions: 'us', oddsFormat: 'american', dateFormat: 'iso' });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.data.marketsFound).toEqual(['player_pass_tds']);
    expect(answer.data.marketsSkipped).toEqual(['player_pass_yds', 'player_rush_yds']);
    expect(answer.data.homeTeam).toBe('Atlanta Falcons');
    const fanduel = answer.data.bookmakers.find((b) => b.key === 'fanduel')!;
    expect(fanduel.markets[0]).toEqual({
      key: 'player_pass_tds', lastUpdate: '2023-01-01T05:35:06Z',
      outcomes: [
        { name: 'Over', description: 'David Blough', price: -215, point: 0.5 },
        { name: 'Under', description: 'David Blough', price: 164, point: 0.5 },
        { name: 'Over', description: 'Desmond Ridder', price: 196, point: 1.5 },
        { name: 'Under', description: 'Desmond Ridder', price: -260, point: 1.5 },
      ],
    });
    expect(answer.quota.remaining).toBe(449);
  });

  it('per-event props: every market rejected gives NotFound; a 401 stops the loop', async () => {
    const s = await serve({
      '/v4/sports/basketball_nba/events/e1/odds': { status: 422, body: errors['422_INVALID_MARKET'] },
      '/v4/sports/basketball_nba/events/e2/odds': { status: 401, body: errors['401_OUT_OF_USAGE_CREDITS'] },
    });
    const client = createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY });
    const none = await client.eventPropOdds('basketball_nba', 'e1', ['player_points', 'player_rebounds']);
    expect(!none.ok && none.error.name).toBe('NotFound');
    const before = s.requests.length;
    const broke = await client.eventPropOdds('basketball_nba', 'e2', ['player_points', 'player_rebounds']);
    expect(!broke.ok && broke.error.name).toBe('OutOfCredits');
    expect(s.requests.length - before).toBe(1);
  });

  it('GET /events/{id}/odds gives one game for line movement', async () => {
    const game = (fixture('theoddsapi_sports_odds_docs_nfl.json') as unknown[])[0];
    const s = await serve({ '/v4/sports/americanfootball_nfl/events/bda33adca828c09dc3cac3a856aef176/odds': { body: game } });
    const answer = await createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY }).eventOdds('americanfootball_nfl', 'bda33adca828c09dc3cac3a856aef176');
    expect(answer.ok && answer.data.bookmakers).toHaveLength(12);
    expect(s.requests[0]!.url.searchParams.get('markets')).toBe('h2h,spreads,totals');
  });

  describe('errors are named values', () => {
    const cases: Array<[string, number, unknown, string, Record<string, string>?]> = [
      ['401 INVALID_KEY', 401, errors['401_INVALID_KEY'], 'InvalidKey'],
      ['401 DEACTIVATED_KEY', 401, errors['401_DEACTIVATED_KEY_message_only'], 'InvalidKey'],
      ['401 OUT_OF_USAGE_CREDITS', 401, errors['401_OUT_OF_USAGE_CREDITS'], 'OutOfCredits'],
      ['404 UNKNOWN_SPORT', 404, errors['404_UNKNOWN_SPORT_truncated_in_log'], 'NotFound'],
      ['422 MISSING_REGION', 422, errors['422_MISSING_REGION'], 'Unprocessable'],
      ['500 with an HTML body', 500, '<html><body>Internal Server Error</body></html>', 'ProviderUnavailable'],
      ['503', 503, { message: 'down' }, 'ProviderUnavailable'],
    ];
    it.each(cases)('%s', async (_label, status, body, name) => {
      const s = await serve({ '/v4/sports/basketball_nba/odds': { status, body } });
      const answer = await createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY }).odds('basketball_nba');
      expect(answer.ok).toBe(false);
      if (answer.ok) return;
      expect(answer.error.name).toBe(name);
      expect(answer.error.status).toBe(status);
      expect(answer.error.message).not.toContain(KEY);
    });

    it('429 EXCEEDED_FREQ_LIMIT is RateLimited with retryAfter seconds when given', async () => {
      const s = await serve({
        '/v4/sports/basketball_nba/odds': { status: 429, body: errors['429_EXCEEDED_FREQ_LIMIT_error_code_only'], headers: { 'retry-after': '7' } },
        '/v4/sports/baseball_mlb/odds': { status: 429, body: errors['429_EXCEEDED_FREQ_LIMIT_error_code_only'] },
      });
      const client = createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY });
      const withRetry = await client.odds('basketball_nba');
      expect(!withRetry.ok && withRetry.error).toMatchObject({ name: 'RateLimited', code: 'EXCEEDED_FREQ_LIMIT', retryAfterSeconds: 7 });
      const without = await client.odds('baseball_mlb');
      expect(!without.ok && without.error.retryAfterSeconds).toBeUndefined();
    });

    it('a server that never answers is ProviderUnavailable after timeoutMs', async () => {
      const s = await serve({ '/v4/sports/basketball_nba/odds': { hang: true } });
      const started = Date.now();
      const answer = await createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY, timeoutMs: 150 }).odds('basketball_nba');
      expect(!answer.ok && answer.error.name).toBe('ProviderUnavailable');
      expect(!answer.ok && answer.error.message).toMatch(/timed out after 150 ms/);
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('a refused connection is ProviderUnavailable', async () => {
      const s = await serve({});
      const base = s.baseUrl;
      await s.close();
      const answer = await createOddsApiClient({ baseUrl: base, apiKey: KEY }).sports();
      expect(!answer.ok && answer.error.name).toBe('ProviderUnavailable');
    });
  });

  it('never logs the key: every logged URL has apiKey redacted', async () => {
    const { logger, lines } = recordingLogger();
    const s = await serve({ '/v4/sports/basketball_nba/odds': { status: 401, body: errors['401_INVALID_KEY'] }, '/v4/sports': { body: [] } });
    const client = createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY, logger });
    await client.sports();
    await client.odds('basketball_nba');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(KEY);
    expect(lines.join('\n')).toContain('apiKey=[redacted]');
  });

  it('minRemaining: refuses with QuotaFloorReached once the last known remaining is below the floor', async () => {
    let remaining = 12;
    const s = await serve({ '/v4/sports/basketball_nba/odds': () => ({ body: [], headers: quotaHeaders(remaining--) }) });
    const client = createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY, minRemaining: 11 });
    expect((await client.odds('basketball_nba')).ok).toBe(true); // 12 left after it
    expect((await client.odds('basketball_nba')).ok).toBe(true); // 11 left: not below
    expect((await client.odds('basketball_nba')).ok).toBe(true); // 10 left now
    const refused = await client.odds('basketball_nba');
    expect(!refused.ok && refused.error.name).toBe('QuotaFloorReached');
    expect(s.requests).toHaveLength(3);
    expect(client.lastQuota()?.remaining).toBe(10);
  });

  it('minRemaining applies to a remaining count known from before start', async () => {
    const s = await serve({ '/v4/sports': { body: [] } });
    const client = createOddsApiClient({ baseUrl: s.baseUrl, apiKey: KEY, minRemaining: 50, lastKnownRemaining: 20 });
    const answer = await client.sports();
    expect(!answer.ok && answer.error.name).toBe('QuotaFloorReached');
    expect(s.requests).toHaveLength(0);
  });
});
