// The persona's voice through a language model: OPENAI_API_KEY and OPENAI_BASE_URL pointed at a
// local OpenAI-compatible server. One structured-output call per game (response_format
// json_schema); the answer binds its claims to the facts snapshot; an answer with an unbound
// number, an unknown player or a wrong record is refused, revised once with the failures listed,
// and then replaced by the offline writer; a good answer is published with its claims count.
import { createHash } from 'node:crypto';
import { auditOf, factsOf } from '../src/generation/adapters/publish-repo';
import { createInProcessBus } from '@gary/platform';
import type { ServiceUnderTest } from '@gary/testinfra';
import { chatCompletion, startOpenAiCompatibleServer, type OpenAiCompatibleServer, type RecordedRequest } from '@gary/llm/src/testing';
import { runPicks, startEngine, today } from './engine-kit';
import { startFixturePeers, type FixturePeers } from './fixture-peers';

jest.setTimeout(60_000);

let llm: OpenAiCompatibleServer;
let peers: FixturePeers;
let svc: ServiceUnderTest<'pick-engine'>;
const bus = createInProcessBus();

type Msg = { role: string; content: string };
const messagesOf = (r: RecordedRequest) => r.body.messages as Msg[];
const factsPrompt = (r: RecordedRequest) => messagesOf(r)[1]!.content;
const isRevision = (r: RecordedRequest) => messagesOf(r).length > 2;
const requestsFor = (team: string) => llm.requests.filter((r) => factsPrompt(r).includes(team));

beforeAll(async () => {
  peers = await startFixturePeers(new Date());
  const emptied = new Set<string>();
  llm = await startOpenAiCompatibleServer((req) => {
    const user = factsPrompt(req);
    const pick = /Data pick: (.+?) \(/.exec(user)![1]!;
    const answer = (rationale: string, claims: { fact: string; says: string }[] = []) =>
      ({ body: chatCompletion(JSON.stringify({ pick, type: /ML [+-]\d+$/.test(pick) ? 'moneyline' : 'spread', rationale, claims }), { prompt_tokens: 310, completion_tokens: 60 }) });
    const revised = isRevision(req);
    // Yankees: an unknown player, twice -> the offline writer.
    if (user.includes('Yankees')) return answer('Max Fried takes the mound and deals. Ride {{team.home}} at {{pick.price}}.');
    // Heat: empty content first (retried by the client), then an unbound record; revised well.
    if (user.includes('Miami Heat') && !emptied.has('heat')) {
      emptied.add('heat');
      return { body: chatCompletion('') };
    }
    if (user.includes('Miami Heat')) {
      return revised
        ? answer('The {{team.away}} are {{lastTen.away}} over their last ten and I want them at {{pick.price}}. Blue-collar bet, call it a lean.', [{ fact: 'lastTen.away', says: '8-2' }])
        : answer('The Bucks are 8-2 over their last ten. Call it a lean at {{pick.price}}.');
    }
    // Suns: a wrong record, twice -> the offline writer.
    if (user.includes('Phoenix Suns')) return answer('The {{team.home}} are {{record.home}} and rolling. Call it a lean at {{pick.price}}.', [{ fact: 'record.home', says: '3-3' }]);
    // Knicks game and the NHL game: good answers bound to the facts.
    return answer(
      "I'm on {{pick.bet}} at {{pick.price}}, {{pick.book}} has it. My number is {{prob.gary}} and I don't need more than that. Call it a lean, and the form agrees at {{lastTen.home}}.",
      [{ fact: 'pick.price', says: /[+-]\d+$/.exec(pick)![0] }],
    );
  });
  svc = await startEngine(bus, peers, { OPENAI_API_KEY: 'sk-local', OPENAI_BASE_URL: llm.baseURL, OPENAI_TIMEOUT_MS: '5000', PICKS_SPORT_PAUSE_MS: '0', PICKS_SCHEDULER: 'false', PICKS_GENERATE_ON_START: 'false' });
  const run = await svc.client.Generate({ requestedBy: 'test', sports: ['NBA', 'MLB', 'NHL'] });
  expect(run.started).toBe(true);
  for (let i = 0; i < 100 && (await svc.client.GetGenerationStatus({})).running; i++) await new Promise((r) => setTimeout(r, 100));
});

afterAll(async () => {
  await svc?.stop();
  await peers?.stop();
  await llm?.close();
  await bus.close();
});

const picks = async () => (await runPicks(svc.client, today));
const byEvent = async (id: string) => (await picks()).find((p) => p.eventId === id)!;

test('structured output: every call asks for the rationale JSON schema, with the facts given as ids', async () => {
  expect(await picks()).toHaveLength(5);
  for (const r of llm.requests) {
    expect(r.body).toMatchObject({ model: 'gpt-5', max_completion_tokens: expect.any(Number), response_format: { type: 'json_schema', json_schema: { name: 'gary_rationale', strict: true } } });
  }
  const knicks = requestsFor('New York Knicks')[0]!;
  expect(factsPrompt(knicks)).toMatch(/\{\{record\.home\}\} = 52-18/);
  expect(factsPrompt(knicks)).toMatch(/\{\{injury\.away\.0\}\} = Mitchell Robinson/);
});

test('"a good answer passes and its claims count is shown": the words are rendered from the facts, claims checked n/n', async () => {
  const knicks = await byEvent('nba-bos-nyk');
  const stored = (await svc.pool.query('SELECT writer, rationale FROM picks WHERE pick_id = $1', [knicks.pickId])).rows[0]!;
  expect(stored.writer).toBe('openai');
  expect(stored.rationale).toMatch(/^I'm on Boston Celtics (ML|[+-][\d.]+) at [+-]\d+, \w+ has it\. My number is \d+% and I don't need more than that\. Call it a lean, and the form agrees at 7-3\.$/);
  const facts = await factsOf(svc.pool, knicks.pickId);
  expect(facts).toMatchObject({ claimsChecked: 5, claimsTotal: 5 });
  expect(facts!.claims.map((c) => c.fact)).toEqual(['pick.bet', 'pick.price', 'pick.book', 'prob.gary', 'lastTen.home']);
  expect(facts!.claims.find((c) => c.fact === 'lastTen.home')).toEqual({ fact: 'lastTen.home', label: 'Boston Celtics last ten', text: '7-3', source: 'stats-ingest' });
  expect(requestsFor('New York Knicks')).toHaveLength(1);
  // And over gRPC, as the gateway reads it for the card's analysis side.
  expect(knicks).toMatchObject({ claimsChecked: 5, claimsTotal: 5, factsSha256: facts!.factsSha256 });
  expect(knicks.claims.map((c) => c.label)).toEqual(['The bet', 'Best price', 'Best book', "Gary's number", 'Boston Celtics last ten']);
});

test('"an unknown player" is refused, revised once with the failures listed, then replaced by the offline writer', async () => {
  const reqs = requestsFor('New York Yankees');
  expect(reqs).toHaveLength(2);
  const revision = messagesOf(reqs[1]!);
  expect(revision[2]).toMatchObject({ role: 'assistant' });
  expect(revision[3]!.content).toMatch(/Refused, not published:\n- unknown name "Max Fried"/);
  const yankees = await byEvent('mlb-nyy-bos');
  expect(yankees.writer).toBe('offline');
  expect(yankees.rationale).not.toMatch(/Max Fried/);
  const audit = await auditOf(svc.pool, yankees.pickId);
  expect(audit!.warnings.join(' ')).toMatch(/refused after one revision: unknown name "Max Fried"/);
  expect(audit!.llmCalls).toBe(2);
  const facts = await factsOf(svc.pool, yankees.pickId);
  expect(facts!.claimsChecked).toBe(facts!.claimsTotal);
  expect(facts!.claimsTotal).toBeGreaterThan(0);
});

test('"an unbound number" is refused and the revision that binds it is published', async () => {
  const reqs = requestsFor('Miami Heat');
  expect(reqs).toHaveLength(3); // empty content retried by the client, then the refused answer's revision
  expect(messagesOf(reqs[2]!)[3]!.content).toMatch(/unbound record "8-2"/);
  const heat = await byEvent('nba-mil-mia');
  expect(heat.writer).toBe('openai');
  expect(heat.rationale).toMatch(/^The Milwaukee Bucks are 8-2 over their last ten/);
  const audit = await auditOf(svc.pool, heat.pickId);
  expect(audit).toMatchObject({ writer: 'openai', llmCalls: 3 });
  expect(audit!.warnings).toContain('Revised once after the claim check');
});

test('"a wrong record" is refused, revised once, then replaced', async () => {
  const reqs = requestsFor('Phoenix Suns');
  expect(reqs).toHaveLength(2);
  expect(messagesOf(reqs[1]!)[3]!.content).toMatch(/claim "record\.home = 3-3" does not match the facts \(40-30\)/);
  const suns = await byEvent('nba-den-phx');
  expect(suns.writer).toBe('offline');
  expect(suns.rationale).not.toMatch(/3-3/);
});

test('"a snapshot\'s hash matches the stored pick": SHA-256 of the stored canonical facts = the pick\'s = the pick-log leaf\'s', async () => {
  for (const p of await picks()) {
    const row = (await svc.pool.query('SELECT facts_sha256 FROM picks WHERE pick_id = $1', [p.pickId])).rows[0]!;
    const facts = await factsOf(svc.pool, p.pickId);
    expect(createHash('sha256').update(facts!.canonical, 'utf8').digest('hex')).toBe(row.facts_sha256);
    const leaf = (await svc.pool.query('SELECT record FROM ledger_leaves WHERE pick_id = $1', [p.pickId])).rows[0]!;
    expect(JSON.parse(leaf.record as string).factsSha256).toBe(row.facts_sha256);
    // The snapshot holds every book's price under its display name and the pick's own facts.
    const snap = JSON.parse(facts!.canonical) as { facts: { id: string; text: string; source: string; at: string }[] };
    expect(snap.facts.find((f) => f.id === 'pick.price')!.text).toBe(/[+-]\d+$/.exec(p.pick)![0]);
    for (const f of snap.facts) expect(f.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  }
  // The database refuses facts that do not hash to the pick's.
  const [p] = await picks();
  await expect(svc.pool.query('UPDATE pick_facts SET facts_canonical = facts_canonical || \' \' WHERE pick_id = $1', [p!.pickId])).rejects.toThrow(/cannot change/);
});
