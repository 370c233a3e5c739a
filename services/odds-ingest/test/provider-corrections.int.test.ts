// A postponement and a corrected final as The Odds API shows them, through the real client against a local server that
// answers in the API's shape: "if the game is postponed until the following day, it will be issued
// a new id". The stored event missing from a later refresh, the same teams listed a day later under
// a new id: odds-ingest records the scratch once and publishes game.scratched once.
import { join } from 'node:path';
import { createInProcessBus, createLogger, createMemoryCache } from '@gary/platform';
import type { EventEnvelope } from '@gary/contracts';
import { fixtureReader, startFixtureServer, startServiceForTest, type FixtureServer, type ServiceUnderTest } from '@gary/testinfra';
import { readConfig, start } from '../src';
import { createOddsIngestor } from '../src/ingest/odds-ingestor';

const fixture = fixtureReader(join(__dirname, 'fixtures'));
let clock = Date.parse('2021-09-09T14:00:00Z'); // the morning of the recorded NFL opener (8:20pm ET)
const now = () => new Date(clock);
const recorded = fixture('theoddsapi_sports_odds_docs_nfl.json') as { id: string; commence_time: string }[];
const NEW_ID = 'f'.repeat(32);
let postponed = false;
let server: FixtureServer;
let svc: ServiceUnderTest<'odds-ingest'>;
const bus = createInProcessBus();
const seen: EventEnvelope[] = [];
const quota = { 'x-requests-remaining': '400', 'x-requests-used': '100', 'x-requests-last': '3' };

beforeAll(async () => {
  await bus.subscribe({ groupId: 'observer', topics: ['game.scratched', 'game.final'], handler: async (e) => void seen.push(e) });
  server = await startFixtureServer({
    '/v4/sports/americanfootball_nfl/odds': () => ({
      // After the postponement the game is listed a day later under a new id, as the API does.
      body: postponed ? recorded.map((g) => ({ ...g, id: NEW_ID, commence_time: '2021-09-11T00:20:00Z' })) : recorded,
      headers: quota,
    }),
  });
  svc = await startServiceForTest({
    name: 'odds-ingest', readConfig, start, bus,
    env: { ODDS_API_KEY: 'test-key-123', ODDS_API_BASE_URL: server.baseUrl, ODDS_POLLER_ENABLED: 'false', ODDS_API_MIN_REMAINING: '10' },
    adapters: { now, cache: createMemoryCache({ now: () => clock }) },
  });
}, 60_000);

afterAll(async () => {
  await svc?.stop();
  await server?.close();
  await bus.close();
});

const count = async (sql: string) => Number((await svc.pool.query(sql)).rows[0]!.n);

test('"Postponed games are seen by odds-ingest from the provider": a game re-issued a day later under a new id publishes game.scratched once', async () => {
  await svc.client.RefreshOdds({ sport: 'NFL' });
  expect(await count('SELECT count(*)::int AS n FROM events')).toBe(1);
  // Still listed: nothing is scratched.
  clock += 6 * 60_000; // past the 5-minute answer cache
  await svc.client.RefreshOdds({ sport: 'NFL' });
  expect(await count("SELECT count(*)::int AS n FROM outbox WHERE topic = 'game.scratched'")).toBe(0);

  postponed = true;
  clock += 6 * 60_000;
  await svc.client.RefreshOdds({ sport: 'NFL' });
  const rows = (await svc.pool.query('SELECT * FROM event_scratches')).rows;
  expect(rows).toEqual([expect.objectContaining({ event_id: recorded[0]!.id, status: 'postponed', new_event_id: NEW_ID })]);
  // Again: the scratch is on record, nothing more goes out.
  clock += 6 * 60_000;
  await svc.client.RefreshOdds({ sport: 'NFL' });
  expect(await count("SELECT count(*)::int AS n FROM outbox WHERE topic = 'game.scratched'")).toBe(1);
  await svc.handle.relay.flush();
  await new Promise((r) => setTimeout(r, 200));
  const scratched = seen.filter((e) => e.type === 'game.scratched');
  expect(scratched).toHaveLength(1);
  expect(scratched[0]!.data).toMatchObject({
    eventId: recorded[0]!.id,
    sport: 'NFL',
    homeTeam: 'Tampa Bay Buccaneers',
    awayTeam: 'Dallas Cowboys',
    status: 'postponed',
    source: 'odds-ingest: The Odds API',
    newEventId: NEW_ID,
    newCommenceTime: '2021-09-11T00:20:00.000Z',
  });
  expect((scratched[0]!.data as { reason: string }).reason).toMatch(/^Postponed by the provider: Dallas Cowboys @ Tampa Bay Buccaneers moved to /);
});

test('"a corrected final from the source": a completed score that changes after its final is recorded publishes game.final again, once, and keeps the old score', async () => {
  const ingestor = createOddsIngestor({
    pool: svc.pool, cache: createMemoryCache(), logger: createLogger({ name: 'test', level: 'silent' }), now,
    provider: null as never, simulated: false, creditsSpent: () => 0,
  });
  const game = { id: 'c'.repeat(32), sport: 'americanfootball_nfl', homeTeam: 'Chicago Bears', awayTeam: 'Detroit Lions', commenceTime: '2021-09-09T17:00:00Z', completed: true, lastUpdate: '2021-09-09T20:10:00Z' };
  const finals = () => seen.filter((e) => e.type === 'game.final' && e.key === game.id);
  await ingestor.applyScores('americanfootball_nfl', [{ ...game, scores: { home: 24, away: 17 } }]);
  await ingestor.applyScores('americanfootball_nfl', [{ ...game, scores: { home: 24, away: 17 } }]);
  // The source corrects it: 17-24 the other way. Seen by two polls, applied once.
  await ingestor.applyScores('americanfootball_nfl', [{ ...game, scores: { home: 17, away: 24 } }]);
  await ingestor.applyScores('americanfootball_nfl', [{ ...game, scores: { home: 17, away: 24 } }]);
  await svc.handle.relay.flush();
  await new Promise((r) => setTimeout(r, 200));
  expect(finals().map((e) => [(e.data as { homeScore: number }).homeScore, (e.data as { awayScore: number }).awayScore])).toEqual([[24, 17], [17, 24]]);
  expect((await svc.pool.query('SELECT home_score, away_score FROM game_finals WHERE event_id = $1', [game.id])).rows).toEqual([{ home_score: 17, away_score: 24 }]);
  expect((await svc.pool.query('SELECT old_home, old_away, new_home, new_away FROM game_final_corrections WHERE event_id = $1', [game.id])).rows).toEqual([
    { old_home: 24, old_away: 17, new_home: 17, new_away: 24 },
  ]);
});
