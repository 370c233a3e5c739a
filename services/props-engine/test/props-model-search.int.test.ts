// props-engine with keys: the prop model and the search fallback are real clients talking to local
// OpenAI-compatible servers (429s retried, Perplexity's invalid_model answered with sonar-pro);
// and the embedded start-up run when today has no props.
import openaiErrors from '@gary/llm/src/testing/recorded/openai_errors.json';
import perplexityErrors from '@gary/llm/src/testing/recorded/perplexity_errors.json';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { readConfig, start } from '../src';
import { completion, startOpenAiCompatibleServer, type OpenAiCompatibleServer, type RecordedRequest } from '@gary/llm/src/testing';
import { DATE, EVENTS, NOW, startFixturePeers, type FixturePeers } from './fixtures/data-peers.fixture';

let fixture: FixturePeers;
let openai: OpenAiCompatibleServer;
let perplexity: OpenAiCompatibleServer;

const userText = (r: RecordedRequest) => String((r.body.messages as { role: string; content: string }[]).find((m) => m.role === 'user')?.content ?? '');

// The model answers from the board it was shown: the first two OVER/UNDER lines, 0.78 and 0.72,
// plus one player who is not on the board (which must be refused).
function modelAnswer(req: RecordedRequest) {
  const board = userText(req).split('\n').filter((l) => /^\d+\. /.test(l));
  const props = board.slice(0, 2).map((l, i) => {
    const [, player, team, prop, side] = /^\d+\. (.+?) \| (.+?) \| (.+?) \| (OVER|UNDER) /.exec(l)!;
    return { player, team, prop, bet: side!.toLowerCase(), odds: -110, confidence: i === 0 ? 0.78 : 0.72, ev: 3.5 - i, rationale: `- ${player} has the edge here.\n- The matchup fits.\n- The number is fair.` };
  });
  props.push({ player: 'Invented Player', team: 'Nowhere', prop: 'points 9.5', bet: 'over', odds: 120, confidence: 0.9, ev: 9, rationale: '- made up' });
  return { body: completion(JSON.stringify({ props })) };
}

const searchAnswer = {
  props: [
    { player: 'Jalen Brunson', team: 'New York Knicks', prop_type: 'points', line: 27.5, over_odds: -115, under_odds: -105 },
    { player: 'Bam Adebayo', team: 'Miami Heat', prop_type: 'rebounds', line: 9.5, over_odds: '+100', under_odds: '-120' },
  ],
};

beforeAll(async () => {
  fixture = await startFixturePeers();
  openai = await startOpenAiCompatibleServer(modelAnswer);
  perplexity = await startOpenAiCompatibleServer(() => ({ body: completion(JSON.stringify(searchAnswer), 'sonar-pro') }));
});

afterAll(async () => {
  await openai?.close();
  await perplexity?.close();
  await fixture?.stop();
});

describe('with an OpenAI-compatible model and a Perplexity-compatible search', () => {
  let sut: ServiceUnderTest<'props-engine'>;
  beforeAll(async () => {
    sut = await startServiceForTest({
      name: 'props-engine',
      readConfig,
      start: (c, a) => start(c, a),
      env: {
        PROPS_GENERATE_ON_START: 'false',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: openai.baseURL,
        OPENAI_MODEL: 'gpt-4.1-mini',
        PROPS_RATE_LIMIT_WAITS_MS: '5,10',
        PERPLEXITY_API_KEY: 'pplx-test',
        PERPLEXITY_BASE_URL: perplexity.rootURL,
        PERPLEXITY_MODEL: 'llama-3.1-sonar-small-128k-online',
      },
      peers: fixture.peers,
      adapters: { now: () => NOW },
    });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  test('model props on the odds board, a 429 twice retried, the search fallback for the game with no board', async () => {
    // The first game the run asks about is rate limited twice, then answered (3 attempts).
    openai.enqueue({ status: 429, body: openaiErrors['429_rate_limit_exceeded'] }, { status: 429, body: openaiErrors['429_rate_limit_exceeded'] });
    // The refused model as recorded, then sonar-pro answers.
    perplexity.enqueue({ status: 400, body: perplexityErrors['400_invalid_model_2025'] });

    const res = await sut.client.Generate({ date: DATE, sports: [] });
    expect(res.success).toBe(true);

    // 4 games with a board or a search answer -> 4 answered model calls, plus the two 429s.
    const modelCalls = openai.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(modelCalls).toHaveLength(6);
    expect(userText(modelCalls[0]!)).toBe(userText(modelCalls[2]!));
    expect(modelCalls[0]!.authorization).toBe('Bearer sk-test');
    expect(modelCalls[0]!.body.model).toBe('gpt-4.1-mini');

    // The search was asked only for the Knicks game, sonar-pro after the refused model.
    expect(perplexity.requests.map((r) => r.body.model)).toEqual(['llama-3.1-sonar-small-128k-online', 'sonar-pro']);
    expect(userText(perplexity.requests[0]!)).toContain('Miami Heat @ New York Knicks');

    const daily = await sut.client.GetDailyProps({ date: DATE, now: '' });
    const modelProps = daily.props.filter((p) => p.source !== 'rules');
    expect(modelProps.length).toBeGreaterThan(0);
    expect(modelProps.every((p) => p.confidence >= 0.7 && p.odds > -150 && p.analysis.length === 3)).toBe(true);
    expect(daily.props.find((p) => p.player === 'Invented Player')).toBeUndefined();
    const fromSearch = daily.props.filter((p) => p.eventId === EVENTS.knicks.eventId);
    expect(fromSearch.length).toBeGreaterThan(0);
    expect(fromSearch.every((p) => p.source === 'search' && ['Jalen Brunson', 'Bam Adebayo'].includes(p.player))).toBe(true);
    const { rows } = await sut.pool.query<{ writer: string }>('SELECT DISTINCT writer FROM prop_picks');
    expect(rows.map((r) => r.writer).sort()).toEqual(['openai', 'rules']);
  });
});

describe('embedded start-up', () => {
  test('"generate today\'s props at start-up when none exist"', async () => {
    const sut = await startServiceForTest({
      name: 'props-engine',
      readConfig,
      start: (c, a) => start(c, a),
      env: { OPENAI_API_KEY: '', PERPLEXITY_API_KEY: '' },
      peers: fixture.peers,
      adapters: { now: () => NOW, mode: 'embedded' },
    });
    try {
      let props: unknown[] = [];
      for (let i = 0; i < 100 && props.length === 0; i++) {
        props = (await sut.client.GetDailyProps({ date: DATE, now: '' })).props;
        if (props.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(props).toHaveLength(10);
      const { rows } = await sut.pool.query<{ trigger: string; message: string }>('SELECT trigger, message FROM prop_runs');
      expect(rows).toEqual([{ trigger: 'startup', message: 'Generated 10 new prop picks!' }]);
    } finally {
      await sut.stop();
    }
  });
});
