// thoughts against real Postgres with odds-ingest and stats-ingest played by a fixture gRPC
// server, offline and with a local OpenAI-compatible model.
import openaiErrors from '@gary/llm/src/testing/recorded/openai_errors.json';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { readConfig, start } from '../src';
import { completion, startOpenAiCompatibleServer, type OpenAiCompatibleServer, type RecordedRequest } from '@gary/llm/src/testing';
import { DATE, NOW, startSlatePeers, type SlatePeers } from './fixtures/slate-peers.fixture';

let fixture: SlatePeers;
const FAST = { THOUGHTS_START_DELAY_MS: '5', THOUGHTS_SPORT_GAP_MS: '5', THOUGHTS_GAME_GAP_MS: '5', THOUGHTS_RATE_LIMIT_WAIT_MS: '5', THOUGHTS_GENERATE_ON_START: 'false' };

beforeAll(async () => {
  fixture = await startSlatePeers();
});
afterAll(async () => {
  await fixture?.stop();
});

async function rows(sut: ServiceUnderTest<'thoughts'>) {
  return (await sut.pool.query<{ date: string; sports_done: string[]; n: number; updated_at: Date }>(
    'SELECT date::text AS date, sports_done, jsonb_array_length(thoughts) AS n, updated_at FROM gary_thoughts',
  )).rows;
}

describe('offline (no key): picks from the data', () => {
  let sut: ServiceUnderTest<'thoughts'>;
  beforeAll(async () => {
    sut = await startServiceForTest({ name: 'thoughts', readConfig, start: (c, a) => start(c, a), env: { ...FAST, OPENAI_API_KEY: '' }, peers: fixture.peers, adapters: { now: () => NOW } });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  test('"one entry per game" dated today with spread, moneyline and total, and Gary\'s pick on each; stored', async () => {
    const t = await sut.client.GetThoughts({ sport: 'NBA', date: '' });
    expect(t.date).toBe(DATE);
    expect(t.error).toBe('');
    expect(t.simulated).toBe(true);
    expect(t.games.map((g) => g.homeTeam)).toEqual(['Boston Celtics', 'Denver Nuggets', 'Los Angeles Lakers']);
    const celtics = t.games[0]!;
    expect(celtics).toMatchObject({
      id: 'a1c4e0f2b3d5a6c7e8f9a0b1c2d3e4f5',
      league: 'NBA',
      time: '7:30 PM ET',
      awayTeam: 'Miami Heat',
      odds: { spreadHome: { line: -6.5, odds: -110 }, spreadAway: { line: 6.5, odds: -108 }, moneylineHome: -240, moneylineAway: 200, totalLine: 214.5, totalOver: -112, totalUnder: -108 },
      // no-vig favourite on the moneyline, and the spread follows it (never Celtics to win and Heat +6.5);
      // the total is priced even, so the side with the lighter juice (over, EV -0.02 against -0.035)
      garyPicks: { moneyline: 'home', spread: 'home', total: 'over' },
      fallback: false,
    });
    expect(celtics.garyPicks!.rationale).toMatch(/69%/);
    // Lakers are the underdog at home: the moneyline goes to Golden State.
    expect(t.games[2]!.garyPicks!.moneyline).toBe('away');
    expect(await rows(sut)).toMatchObject([{ date: DATE, sports_done: ['NBA'], n: 3 }]);
  });

  test('"today\'s stored thoughts if found and non-empty": read again without generating', async () => {
    const calls = fixture.slateCalls.length;
    const t = await sut.client.GetThoughts({ sport: 'NBA', date: '' });
    expect(t.games).toHaveLength(3);
    expect(fixture.slateCalls.length).toBe(calls);
  });

  test('"upsert by date": another sport joins the same row; a sport with no games says so', async () => {
    const mlb = await sut.client.GetThoughts({ sport: 'MLB', date: '' });
    expect(mlb.games.map((g) => [g.homeTeam, g.garyPicks!.moneyline, g.odds!.spreadHome!.line])).toEqual([['New York Yankees', 'home', -1.5]]);
    const nhl = await sut.client.GetThoughts({ sport: 'NHL', date: '' });
    expect(nhl).toMatchObject({ games: [], error: 'No games found for today.' });
    expect(await rows(sut)).toMatchObject([{ date: DATE, sports_done: ['MLB', 'NBA', 'NHL'], n: 4 }]);
  });

  test('Regenerate needs the admin role; it replaces that sport\'s games in the same row', async () => {
    await expect(sut.client.Regenerate({ date: '', sports: ['NBA'] }, { role: 'user', userId: 'u1' })).rejects.toMatchObject({ kind: 'forbidden' });
    const before = (await rows(sut))[0]!.updated_at.getTime();
    const t = await sut.client.Regenerate({ date: '', sports: ['NBA'] }, { role: 'admin', userId: 'a1' });
    expect(t.games).toHaveLength(3);
    const after = await rows(sut);
    expect(after).toHaveLength(1);
    expect(after[0]!.n).toBe(4);
    expect(after[0]!.updated_at.getTime()).toBeGreaterThan(before);
  });

  test('bad input is a clear INVALID_ARGUMENT', async () => {
    await expect(sut.client.GetThoughts({ sport: 'EPL', date: '' })).rejects.toMatchObject({ code: 'invalid_sport' });
    await expect(sut.client.GetThoughts({ sport: 'NBA', date: 'today' })).rejects.toMatchObject({ code: 'invalid_date' });
    await expect(sut.client.GetThoughts({ sport: 'NBA', date: '2026-02-30' })).rejects.toMatchObject({ code: 'invalid_date' });
  });

  test('"Reads never generate for a date other than today (Eastern)": 2030-02-02 stores nothing and asks for no slate', async () => {
    const calls = fixture.slateCalls.length;
    const t = await sut.client.GetThoughts({ sport: 'NHL', date: '2030-02-02' });
    expect(t).toMatchObject({ date: '2030-02-02', sport: 'NHL', games: [], error: 'No thoughts from Gary for 2030-02-02.' });
    expect(fixture.slateCalls.length).toBe(calls);
    expect((await rows(sut)).map((r) => r.date)).toEqual([DATE]);
  });
});

describe('with an OpenAI-compatible model', () => {
  let sut: ServiceUnderTest<'thoughts'>;
  let openai: OpenAiCompatibleServer;
  const userText = (r: RecordedRequest) => String((r.body.messages as { role: string; content: string }[])[1]!.content);

  beforeAll(async () => {
    openai = await startOpenAiCompatibleServer((req) => {
      const text = userText(req);
      if (text.includes('Phoenix Suns')) return { status: 429, body: openaiErrors['429_rate_limit_exceeded'] };
      if (text.includes('Golden State Warriors')) return { body: completion('The Warriors, obviously.') };
      if (text.includes('Boston Red Sox')) return { status: 429, body: openaiErrors['429_rate_limit_exceeded'] };
      return { body: completion('{"spread":"home","moneyline":"Celtics","total":"under","rationale":"Boston grinds. Miami cannot keep up on the glass."}') };
    });
    sut = await startServiceForTest({
      name: 'thoughts',
      readConfig,
      start: (c, a) => start(c, a),
      env: { ...FAST, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL, OPENAI_MODEL: 'gpt-4.1-mini' },
      peers: fixture.peers,
      adapters: { now: () => NOW },
    });
  });
  afterAll(async () => {
    await sut?.stop();
    await openai?.close();
  });

  test('the model\'s picks; a 429 skips the game; an unreadable answer falls back to home, home, over', async () => {
    const t = await sut.client.GetThoughts({ sport: 'NBA', date: '' });
    expect(t.games.map((g) => [g.homeTeam, g.garyPicks!.spread, g.garyPicks!.moneyline, g.garyPicks!.total, g.fallback])).toEqual([
      ['Boston Celtics', 'home', 'home', 'under', false],
      ['Los Angeles Lakers', 'home', 'home', 'over', true],
    ]);
    expect(t.games[0]!.garyPicks!.rationale).toBe('Boston grinds. Miami cannot keep up on the glass.');
    expect(openai.requests).toHaveLength(3);
    expect(openai.requests[0]!.body).toMatchObject({ model: 'gpt-4.1-mini', temperature: 0.7, response_format: { type: 'json_object' } });
    expect(userText(openai.requests[0]!)).toContain('Miami Heat at Boston Celtics: both teams healthy.');
  });

  test('every game rate limited: RESOURCE_EXHAUSTED with "OpenAI rate limit reached. Please wait a moment and try again."; nothing stored', async () => {
    await expect(sut.client.GetThoughts({ sport: 'MLB', date: '' })).rejects.toMatchObject({
      kind: 'rate_limited',
      code: 'thoughts_rate_limited',
      message: 'OpenAI rate limit reached. Please wait a moment and try again.',
    });
    expect((await rows(sut))[0]!.sports_done).toEqual(['NBA']);
  });
});
