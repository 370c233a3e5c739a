// The search model's news per game through the real Perplexity client against a local
// OpenAI-compatible server: asked once a day and cached 24 hours; a failure gives no news and is
// not cached (the next run asks again).
import { createPerplexityClient } from '@gary/llm';
import { chatCompletion, startOpenAiCompatibleServer, type OpenAiCompatibleServer } from '@gary/llm/src/testing';
import { createLogger, createMemoryCache } from '@gary/platform';
import { createGameNews, NEWS_TTL_MS } from '../src/generation/adapters/game-news';

let server: OpenAiCompatibleServer;
let down = false;
const good = { body: { ...chatCompletion('- Jalen Brunson is listed as questionable with a sore ankle [1].', undefined, 'sonar'), citations: ['https://www.nba.com/news/injury-report'] } };
beforeAll(async () => {
  server = await startOpenAiCompatibleServer(() => (down ? { status: 500, body: { error: { message: 'upstream down', type: 'server_error' } } } : good));
});
afterAll(async () => server.close());

const game = { league: 'NBA', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', date: '2026-01-14', eventId: 'evt-1' };
test("'cached 24 hours', a failure never: a 500 gives no news and the next call asks again; then the day's answer is kept for 24 hours", async () => {
  let clock = Date.parse('2026-01-14T15:00:00Z');
  const read = createGameNews({
    search: createPerplexityClient({ apiKey: 'pplx-test', baseURL: server.rootURL, timeoutMs: 2_000 }),
    cache: createMemoryCache({ now: () => clock }),
    logger: createLogger({ name: 'test', level: 'silent' }),
    now: () => new Date(clock),
  });
  down = true;
  expect(await read(game)).toBeNull();
  down = false;
  const afterFailure = server.requests.length;
  expect(afterFailure).toBeGreaterThan(0);
  const news = await read(game);
  expect(news).toEqual({ at: '2026-01-14T15:00:00.000Z', model: 'sonar', items: [{ text: 'Jalen Brunson is listed as questionable with a sore ankle', urls: ['https://www.nba.com/news/injury-report'] }] });
  expect(server.requests.length).toBe(afterFailure + 1);
  expect(server.requests[server.requests.length - 1]!.body).toMatchObject({ model: 'sonar', max_tokens: 1600, temperature: 0.3 });
  clock += NEWS_TTL_MS - 60_000;
  expect(await read(game)).toEqual(news);
  expect(server.requests.length).toBe(afterFailure + 1);
  clock += 120_000;
  expect((await read(game))!.at).toBe(new Date(clock).toISOString());
  expect(server.requests.length).toBe(afterFailure + 2);
});

test("'skipped cleanly without a key': no client, no request, no news", async () => {
  const before = server.requests.length;
  const read = createGameNews({ search: null, cache: createMemoryCache(), logger: createLogger({ name: 'test', level: 'silent' }) });
  expect(await read(game)).toBeNull();
  expect(server.requests.length).toBe(before);
});
