// The persona's voice through a language model: OPENAI_API_KEY and OPENAI_BASE_URL pointed at a
// local OpenAI-compatible server; one call per game, the model's rationale published when it keeps
// to the facts, the offline writer when it does not.
import { auditOf } from '../src/adapters/picks-repo';
import { easternDate } from '@gary/betting';
import { createInProcessBus } from '@gary/platform';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { chatCompletion, startOpenAiCompatibleServer, type OpenAiCompatibleServer } from '@gary/llm/src/testing';
import { readConfig, start } from '../src';
import { startFixturePeers, type FixturePeers } from './fixture-peers';

jest.setTimeout(60_000);

let llm: OpenAiCompatibleServer;
let peers: FixturePeers;
let svc: ServiceUnderTest<'pick-engine'>;
const bus = createInProcessBus();
const today = (easternDate(new Date()) as { value: string }).value;

beforeAll(async () => {
  peers = await startFixturePeers(new Date());
  const emptied = new Set<string>();
  llm = await startOpenAiCompatibleServer((req) => {
    const user = String((req.body.messages as { content: string }[])[1]!.content);
    const pick = /Data pick: (.+?) \(/.exec(user)![1]!;
    const json = (rationale: string) => JSON.stringify({ pick, type: /ML [+-]\d+$/.test(pick) ? 'moneyline' : 'spread', confidence: 0.6, rationale, trapAlert: false, time: 'whatever' });
    if (user.includes('Yankees')) return { body: chatCompletion(json('Max Fried takes the mound and deals. Ride the pinstripes.')) };
    if (user.includes('Miami Heat') && !emptied.has('heat')) {
      emptied.add('heat');
      return { body: chatCompletion('') };
    }
    if (user.includes('Knicks')) return { body: chatCompletion('Here it is:\n```json\n' + json('Boston has the number tonight. Lunch pail game, cash it.') + '\n```') };
    return { body: chatCompletion(json('The market likes this side and so do I. Ninety percent data, ten percent gut, all bear.'), { prompt_tokens: 310, completion_tokens: 60 }) };
  });
  svc = await startServiceForTest({
    name: 'pick-engine',
    readConfig,
    start,
    bus,
    peers: peers.peers,
    env: { OPENAI_API_KEY: 'sk-local', OPENAI_BASE_URL: llm.baseURL, OPENAI_TIMEOUT_MS: '5000', PICKS_SPORT_PAUSE_MS: '0', PICKS_SCHEDULER: 'false', PICKS_GENERATE_ON_START: 'false' },
  });
});

afterAll(async () => {
  await svc?.stop();
  await peers?.stop();
  await llm?.close();
  await bus.close();
});

test('with a key the model writes the rationale: one call per game, checked against the facts', async () => {
  const run = await svc.client.Generate({ requestedBy: 'test', sports: ['NBA', 'MLB', 'NHL'] });
  expect(run.started).toBe(true);
  for (let i = 0; i < 100 && (await svc.client.GetGenerationStatus({})).running; i++) await new Promise((r) => setTimeout(r, 100));
  const picks = (await svc.client.GetDailyPicks({ date: today })).picks;
  expect(picks).toHaveLength(5);
  // Five games, one extra call for the empty answer retried with more tokens.
  expect(llm.requests).toHaveLength(6);
  for (const r of llm.requests) expect(r.body).toMatchObject({ model: 'gpt-5', max_completion_tokens: expect.any(Number) });
  expect(llm.requests.map((r) => r.body.max_completion_tokens)).toContain(3200);

  const byEvent = (id: string) => picks.find((p) => p.eventId === id)!;
  const knicks = byEvent('nba-bos-nyk');
  expect(knicks.writer).toBe('openai');
  // The model's words, then the verdict (value or lean, with Gary's, the ratings' and the market's numbers).
  expect(knicks.rationale).toMatch(/^Boston has the number tonight\. Lunch pail game, cash it\. (Value play|Call it a lean, not a value play): I make it \d+%/);
  expect(await auditOf(svc.pool, knicks.pickId)).toMatchObject({ writer: 'openai', extractionMethod: 'fenced-block', llmCalls: 1 });

  // "time: copied exactly from the input": the model's 'whatever' never reaches the pick.
  expect(knicks.time).toMatch(/ ET$/);

  const yankees = byEvent('mlb-nyy-bos');
  expect(yankees.writer).toBe('offline');
  const audit = await auditOf(svc.pool, yankees.pickId);
  expect(audit!.warnings.join(' ')).toMatch(/pitcher not in the facts: Max Fried/);
  expect(yankees.rationale).not.toMatch(/Max Fried/);

  const heat = byEvent('nba-mil-mia');
  expect(heat.writer).toBe('openai');
  expect((await auditOf(svc.pool, heat.pickId))!.llmCalls).toBe(2);

  const suns = await auditOf(svc.pool, byEvent('nba-den-phx').pickId);
  expect(suns).toMatchObject({ writer: 'openai', extractionMethod: 'json-parse', promptTokens: 310, completionTokens: 60 });
});
