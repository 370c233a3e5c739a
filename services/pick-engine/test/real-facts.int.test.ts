// Real facts, or plainly simulated ones (issue 19, items 6 and 7). odds-ingest, stats-ingest and
// pick-engine run for real on the test Postgres, each real client pointed at one local server that
// answers at the outside APIs' recorded shapes: The Odds API (the recorded bulk-odds event, its
// teams and times moved to an MLB and an NHL game), the MLB Stats API (the recorded schedule with
// probablePitcher and the recorded season pitching line) and the NHL web API (the recorded
// standings); the search model and the writer on a local OpenAI-compatible server (Perplexity's
// answer carries `citations` and `search_results`).
//   - With a real odds key, stats-ingest reads MLB and NHL for real by default (STATS_LIVE follows
//     ODDS_API_KEY), the MLB starters come from the real schedule, and every fact of a pick is real:
//     the pick and its snapshot are unmarked. Recent news becomes facts with their sources, and a
//     claim bound to one is published; the snapshot's hash matches the stored pick.
//   - With simulated stats beside the same real odds, the pick is marked simulated, the simulator
//     invents no injury, and an MLB game without real starters is skipped.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import * as odds from '@gary/odds-ingest';
import * as stats from '@gary/stats-ingest';
import { createInProcessBus, createMemoryCache, type EventBus, type PeerAddresses } from '@gary/platform';
import { chatCompletion, startOpenAiCompatibleServer, type OpenAiCompatibleServer, type RecordedRequest } from '@gary/llm/src/testing';
import { fixtureReader, startFixtureServer, startServiceForTest, type FixtureServer, type ServiceUnderTest } from '@gary/testinfra';
import { factsOf } from '../src/generation/adapters/publish-repo';
import type { FactsSnapshot } from '../src/domain/facts-snapshot';
import { readConfig, start } from '../src';

jest.setTimeout(120_000);

const oddsFixture = fixtureReader(join(__dirname, '../../odds-ingest/test/fixtures'));
const statsFixture = fixtureReader(join(__dirname, '../../stats-ingest/test/fixtures'));

// The morning of the recorded MLB game (gamePk 747004, Nationals at Orioles, 2024-08-13).
const DATE = '2024-08-13';
const clock = Date.parse(`${DATE}T14:00:00Z`);
const now = () => new Date(clock);

type OddsEvent = { id: string; sport_key: string; commence_time: string; home_team: string; away_team: string; bookmakers: Array<{ markets: Array<{ key: string; outcomes: Array<{ name: string; point?: number }> }> }> };

/** The recorded Odds API event, moved to another game: same bookmakers, markets and prices. */
function oddsEvent(id: string, sportKey: string, home: string, away: string, commence: string, point: number, prices?: { h2h: [number, number]; spreads: [number, number] }): OddsEvent {
  const recorded = structuredClone((oddsFixture('theoddsapi_sports_odds_docs_nfl.json') as OddsEvent[])[0]!);
  const rename = (n: string) => (n === recorded.home_team ? home : n === recorded.away_team ? away : n);
  for (const [i, b] of recorded.bookmakers.entries()) for (const m of b.markets) for (const o of m.outcomes as Array<{ name: string; point?: number; price: number }>) {
    o.name = rename(o.name);
    if (m.key === 'spreads' && o.point !== undefined) o.point = o.name === home ? -point : point;
    // A baseball price (the recorded football one is a -6.5 favourite), a few cents apart by book.
    const p = prices?.[m.key as 'h2h' | 'spreads'];
    if (p) o.price = (o.name === home ? p[0] : p[1]) + (i % 3) * (o.name === home ? -2 : 2);
  }
  return { ...recorded, id, sport_key: sportKey, commence_time: commence, home_team: home, away_team: away };
}

const MLB_EVENT = oddsEvent('e4bd2f1c0a9b8c7d6e5f4a3b2c1d0e9f', 'baseball_mlb', 'Baltimore Orioles', 'Washington Nationals', `${DATE}T22:35:00Z`, 1.5, { h2h: [-118, 108], spreads: [150, -170] });
const NHL_EVENT = oddsEvent('a1b2c3d4e5f60718293a4b5c6d7e8f90', 'icehockey_nhl', 'Colorado Avalanche', 'Carolina Hurricanes', `${DATE}T23:00:00Z`, 1.5);
const quota = { 'x-requests-remaining': '470', 'x-requests-used': '30', 'x-requests-last': '3' };

const CITES = ['https://www.mlb.com/news/orioles-injury-update', 'https://www.nhl.com/news/avalanche-hurricanes-preview', 'https://apnews.com/article/nationals-orioles'];

async function outsideApis(): Promise<FixtureServer> {
  const scheduled = { ...(statsFixture('mlbstatsapi_schedule_probablePitcher_excerpt.json') as object), status: { detailedState: 'Scheduled', abstractGameState: 'Preview' } };
  return startFixtureServer({
    '/v4/sports/baseball_mlb/odds': { body: [MLB_EVENT], headers: quota },
    '/v4/sports/icehockey_nhl/odds': { body: [NHL_EVENT], headers: quota },
    '/api/v1/schedule': { body: { dates: [{ date: DATE, games: [scheduled] }] } },
    '/api/v1/people/663623/stats': { body: statsFixture('mlbstatsapi_people_stats_season_pitching.json') },
    '/api/v1/people/669432/stats': { body: statsFixture('mlbstatsapi_people_stats_season_pitching.json') },
    '/v1/standings/now': { body: statsFixture('nhl_standings_now.json') },
  });
}

/** The search model's answer for a game (Perplexity's shape: citations and search_results), and the writer's. */
function answer(req: RecordedRequest) {
  const msgs = req.body.messages as { role: string; content: string }[];
  const user = msgs[msgs.length - 1]!.content;
  if (String(req.body.model).startsWith('sonar')) {
    const text = user.includes('Orioles')
      ? '- The Orioles placed closer Craig Kimbrel on the 15-day injured list [1].\n- Jake Irvin has gone at least 6 innings in 4 straight starts [3].'
      : '- Cale Makar is expected back on the Avalanche blue line after missing 2 games [2].';
    return { body: { ...chatCompletion(text, { prompt_tokens: 120, completion_tokens: 80 }, 'sonar'), citations: CITES, search_results: CITES.map((url, i) => ({ title: `Source ${i + 1}`, url, date: DATE })) } };
  }
  const pick = /Data pick: (.+?) \(/.exec(user)![1]!;
  const news = /\{\{news\.0\}\} = (.+)/.exec(user)?.[1];
  const rationale = news ? "I'm on {{pick.bet}} at {{pick.price}}, and the word this week is that {{news.0}}." : "I'm on {{pick.bet}} at {{pick.price}}.";
  return { body: chatCompletion(JSON.stringify({ pick, type: /ML [+-]\d+$/.test(pick) ? 'moneyline' : 'spread', rationale, claims: news ? [{ fact: 'news.0', says: news }] : [] })) };
}

interface Stack {
  apis: FixtureServer;
  llm: OpenAiCompatibleServer;
  bus: EventBus;
  services: ServiceUnderTest<'odds-ingest' | 'stats-ingest' | 'pick-engine'>[];
  engine: ServiceUnderTest<'pick-engine'>;
  stop(): Promise<void>;
}

async function startStack(statsEnv: Record<string, string>, engineEnv: Record<string, string> = {}): Promise<Stack> {
  const apis = await outsideApis();
  const llm = await startOpenAiCompatibleServer(answer);
  const bus = createInProcessBus();
  const peers: PeerAddresses = {};
  const cache = () => createMemoryCache({ now: () => clock });
  const oddsSvc = await startServiceForTest({
    name: 'odds-ingest', readConfig: odds.readConfig, start: odds.start, bus, peers,
    env: { ODDS_API_KEY: 'test-key-123', ODDS_API_BASE_URL: apis.baseUrl, ODDS_POLLER_ENABLED: 'false', ODDS_API_MIN_REMAINING: '10' },
    adapters: { now, cache: cache() },
  });
  peers['odds-ingest'] = oddsSvc.address;
  const statsSvc = await startServiceForTest({
    name: 'stats-ingest', readConfig: stats.readConfig, start: stats.start, bus, peers,
    // The odds key is all a deployment gives stats-ingest: STATS_LIVE follows it.
    env: { ODDS_API_KEY: 'test-key-123', BALLDONTLIE_API_KEY: '', MLB_STATS_BASE_URL: `${apis.baseUrl}/api/v1`, NHL_API_BASE_URL: `${apis.baseUrl}/v1`, ...statsEnv },
    adapters: { now, cache: cache() },
  });
  peers['stats-ingest'] = statsSvc.address;
  const engine = await startServiceForTest({
    name: 'pick-engine', readConfig, start, bus, peers,
    env: {
      OPENAI_API_KEY: 'sk-local', OPENAI_BASE_URL: llm.baseURL, OPENAI_TIMEOUT_MS: '5000',
      PERPLEXITY_API_KEY: 'pplx-local', PERPLEXITY_BASE_URL: llm.rootURL, PERPLEXITY_TIMEOUT_MS: '5000',
      PICKS_SPORT_PAUSE_MS: '0', PICKS_SCHEDULER: 'false', PICKS_GENERATE_ON_START: 'false',
      ...engineEnv,
    },
    adapters: { now, cache: cache() },
  });
  for (const sport of ['MLB', 'NHL']) await oddsSvc.client.RefreshOdds({ sport });
  const run = await engine.client.Generate({ requestedBy: 'test', date: DATE, sports: ['MLB', 'NHL'] });
  expect(run.started).toBe(true);
  for (let i = 0; i < 200 && (await engine.client.GetGenerationStatus({})).running; i++) await new Promise((r) => setTimeout(r, 100));
  const services = [oddsSvc, statsSvc, engine] as Stack['services'];
  return {
    apis, llm, bus, services, engine,
    async stop() {
      for (const s of [...services].reverse()) await s.stop().catch(() => undefined);
      await bus.close();
      await llm.close();
      await apis.close();
    },
  };
}

const snapshotOf = async (s: Stack, pickId: string) => {
  const f = (await factsOf(s.engine.pool, pickId))!;
  return { stored: f, snapshot: JSON.parse(f.canonical) as FactsSnapshot };
};

describe('real odds and real stats: every fact real, the pick unmarked', () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack({});
  });
  afterAll(async () => s?.stop());

  it("'STATS_LIVE follows ODDS_API_KEY': stats-ingest asked the MLB Stats API and the NHL web API, and the MLB starters came from the schedule with probablePitcher", async () => {
    const paths = s.apis.requests.map((r) => r.url.pathname);
    expect(paths).toEqual(expect.arrayContaining(['/v4/sports/baseball_mlb/odds', '/v4/sports/icehockey_nhl/odds', '/api/v1/schedule', '/api/v1/people/663623/stats', '/v1/standings/now']));
    const schedule = s.apis.requests.find((r) => r.url.pathname === '/api/v1/schedule' && r.url.searchParams.get('hydrate'))!;
    expect(schedule.url.searchParams.get('hydrate')).toBe('probablePitcher');
  });

  it("'a pick whose facts are all real is unmarked': both games picked, no fact simulated, the snapshot's hash matches the stored pick", async () => {
    const { picks } = await s.engine.client.GetDailyPicks({ date: DATE });
    expect(picks.map((p) => p.league).sort()).toEqual(['MLB', 'NHL']);
    for (const p of picks) {
      expect(p.simulated).toBe(false);
      const { stored, snapshot } = await snapshotOf(s, p.pickId);
      expect(stored.simulated).toBe(false);
      expect(snapshot.simulated).toBe(false);
      expect(snapshot.facts.filter((f) => f.simulated)).toEqual([]);
      expect(createHash('sha256').update(stored.canonical, 'utf8').digest('hex')).toBe(p.factsSha256);
      // Real context made it into the facts: no invented injuries anywhere (neither API lists any here).
      expect(snapshot.facts.some((f) => f.source === 'stats-ingest')).toBe(true);
      expect(snapshot.facts.some((f) => f.id.startsWith('injury.'))).toBe(false);
    }
    const mlb = picks.find((p) => p.league === 'MLB')!;
    const facts = (await snapshotOf(s, mlb.pickId)).snapshot.facts;
    // The recorded schedule's probable pitchers, with the recorded season line's ERA.
    expect(facts.find((f) => f.id === 'starter.home')).toMatchObject({ text: 'Trevor Rogers', source: 'stats-ingest', simulated: false });
    expect(facts.find((f) => f.id === 'starter.away')).toMatchObject({ text: 'Jake Irvin', source: 'stats-ingest', simulated: false });
    // The season records from the schedule's leagueRecord (never the last ten's form taken for a record).
    expect(facts.find((f) => f.id === 'record.home')).toMatchObject({ text: '70-50', simulated: false });
    expect(facts.find((f) => f.id === 'record.away')).toMatchObject({ text: '55-65', simulated: false });
    const nhl = picks.find((p) => p.league === 'NHL')!;
    const nhlFacts = (await snapshotOf(s, nhl.pickId)).snapshot.facts;
    // The recorded standings: Colorado 55-16-x, last ten from the standings' l10 columns.
    expect(nhlFacts.find((f) => f.id === 'record.home')?.text).toMatch(/^55-16-\d+$/);
    expect(nhlFacts.find((f) => f.id === 'lastTen.home')?.text).toMatch(/^7-\d+-\d+$/);
  });

  it("'recent news becomes facts with their citations, usable in claims': one search per game (sonar, 1,600 tokens), its news bound in the published words", async () => {
    const searches = s.llm.requests.filter((r) => String(r.body.model).startsWith('sonar'));
    expect(searches).toHaveLength(2);
    for (const r of searches) expect(r.body).toMatchObject({ model: 'sonar', max_tokens: 1600 });
    const { picks } = await s.engine.client.GetDailyPicks({ date: DATE });
    const mlb = picks.find((p) => p.league === 'MLB')!;
    const { stored, snapshot } = await snapshotOf(s, mlb.pickId);
    expect(snapshot.facts.filter((f) => f.id.startsWith('news.'))).toEqual([
      expect.objectContaining({ id: 'news.0', text: 'The Orioles placed closer Craig Kimbrel on the 15-day injured list', value: { text: 'The Orioles placed closer Craig Kimbrel on the 15-day injured list', urls: [CITES[0]] }, source: `sonar search: ${CITES[0]}`, simulated: false }),
      expect.objectContaining({ id: 'news.1', value: expect.objectContaining({ urls: [CITES[2]] }) }),
    ]);
    expect(mlb.writer).toBe('openai');
    expect(mlb.rationale).toContain('the word this week is that The Orioles placed closer Craig Kimbrel on the 15-day injured list.');
    expect(stored.claims.find((c) => c.fact === 'news.0')).toMatchObject({ label: 'Recent news', source: `sonar search: ${CITES[0]}` });
    expect(stored.claimsChecked).toBe(stored.claimsTotal);
  });

  it("'cached 24 hours': the same day's news is read from the cache, never asked twice", async () => {
    const before = s.llm.requests.length;
    const news = await import('../src/generation/adapters/game-news');
    const { createPerplexityClient } = await import('@gary/llm');
    const read = news.createGameNews({
      search: createPerplexityClient({ apiKey: 'pplx-local', baseURL: s.llm.rootURL }),
      cache: s.engine.adapters.cache,
      logger: s.engine.adapters.logger,
      now,
    });
    const game = { league: 'MLB', homeTeam: 'Baltimore Orioles', awayTeam: 'Washington Nationals', date: DATE, eventId: MLB_EVENT.id };
    // The run asked once for this game; the same day's news comes from the cache, twice over.
    const first = await read(game);
    const again = await read(game);
    expect(s.llm.requests.length).toBe(before);
    expect(again).toEqual(first);
    expect(first!.items[0]).toEqual({ text: 'The Orioles placed closer Craig Kimbrel on the 15-day injured list', urls: [CITES[0]] });
    // Another day is asked again.
    expect((await read({ ...game, date: '2024-08-14' }))!.items).toHaveLength(2);
    expect(s.llm.requests.length).toBe(before + 1);
  });
});

describe('real odds beside simulated stats: the pick is marked simulated', () => {
  let s: Stack;
  beforeAll(async () => {
    // And no search key: the news is skipped cleanly.
    s = await startStack({ STATS_LIVE: 'false' }, { PERPLEXITY_API_KEY: '' });
  });
  afterAll(async () => s?.stop());

  it("'a pick whose facts include anything simulated is marked simulated, whatever its odds'; the simulator invents no injury for real players", async () => {
    expect(s.apis.requests.some((r) => r.url.pathname.startsWith('/api/v1') || r.url.pathname.startsWith('/v1/'))).toBe(false);
    const { picks } = await s.engine.client.GetDailyPicks({ date: DATE });
    // No simulated starter for a real MLB game: it is skipped rather than written about with invented pitchers.
    expect(picks.map((p) => p.league)).toEqual(['NHL']);
    const nhl = picks[0]!;
    expect(nhl.simulated).toBe(true);
    const { stored, snapshot } = await snapshotOf(s, nhl.pickId);
    expect(stored.simulated).toBe(true);
    expect(snapshot.simulated).toBe(true);
    // The odds facts are real, the context's are not, and each says which.
    expect(snapshot.facts.find((f) => f.id === 'pick.price')!.simulated).toBe(false);
    const context = snapshot.facts.filter((f) => f.source === 'stats-ingest');
    expect(context.length).toBeGreaterThan(0);
    expect(context.every((f) => f.simulated)).toBe(true);
    expect(snapshot.facts.some((f) => f.id.startsWith('injury.'))).toBe(false);
    expect(createHash('sha256').update(stored.canonical, 'utf8').digest('hex')).toBe(nhl.factsSha256);
  });

  it("'skipped cleanly without a key': no search is made, no news facts, and the pick is written all the same", async () => {
    expect(s.llm.requests.filter((r) => String(r.body.model).startsWith('sonar'))).toEqual([]);
    const { picks } = await s.engine.client.GetDailyPicks({ date: DATE });
    const { snapshot } = await snapshotOf(s, picks[0]!.pickId);
    expect(snapshot.facts.some((f) => f.id.startsWith('news.'))).toBe(false);
    expect(picks[0]!.writer).toBe('openai');
    expect(picks[0]!.rationale).not.toMatch(/the word this week/);
  });
});
