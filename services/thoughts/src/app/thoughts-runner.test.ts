import { createHash } from 'node:crypto';
import { LlmError, type ChatMessage } from '@gary/llm';
import { createLogger } from '@gary/platform';
import { NO_GAMES_MESSAGE } from '../domain/thought-analysis';
import type { MarketSummary, SlateGame, ThoughtGame, ThoughtSport } from '../domain/thought-game';
import { createThoughtsRunner, SPEC_TIMINGS, type StoredThoughts, type ThoughtsStore } from './thoughts-runner';

const logger = createLogger({ name: 'test', level: 'silent' });
const DATE = '2026-04-10';

const markets: MarketSummary[] = [
  { market: 'h2h', sides: [{ side: 'home', point: 0, price: -150, noVigProbability: 0.58, ev: -0.02 }, { side: 'away', point: 0, price: 130, noVigProbability: 0.42, ev: -0.03 }] },
  { market: 'spreads', sides: [{ side: 'home', point: -3.5, price: -110, noVigProbability: 0.5, ev: -0.04 }, { side: 'away', point: 3.5, price: -110, noVigProbability: 0.5, ev: -0.02 }] },
  { market: 'totals', sides: [{ side: 'over', point: 220.5, price: -110, noVigProbability: 0.5, ev: -0.04 }, { side: 'under', point: 220.5, price: -110, noVigProbability: 0.5, ev: -0.04 }] },
];

const g = (id: string, sport: ThoughtSport = 'NBA', hour = 23): SlateGame => ({ eventId: id, sport, homeTeam: `${id} Home`, awayTeam: `${id} Away`, commenceTime: `${DATE}T${hour}:00:00Z`, markets });

function memoryStore(): ThoughtsStore & { rows: Map<string, StoredThoughts>; saves: number } {
  const rows = new Map<string, StoredThoughts>();
  const s = {
    rows,
    saves: 0,
    async get(date: string) {
      return rows.get(date) ?? null;
    },
    async saveSport(date: string, sport: ThoughtSport, games: ThoughtGame[], simulated: boolean) {
      s.saves++;
      const cur = rows.get(date) ?? { date, games: [], sportsDone: [], simulated };
      rows.set(date, { date, games: [...cur.games.filter((x) => x.sport !== sport), ...games], sportsDone: [...new Set([...cur.sportsDone, sport])], simulated });
    },
  };
  return s;
}

const rateLimit = () => new LlmError('LlmRateLimited', 'OpenAI API Error: Rate limit reached for gpt-5', { status: 429, retryable: true });

function setup(opts: { slates: Partial<Record<ThoughtSport, SlateGame[]>>; answer?: (game: string) => string | Error; withModel?: boolean }) {
  const waits: number[] = [];
  const slateCalls: string[] = [];
  const store = memoryStore();
  const asked: string[] = [];
  const runner = createThoughtsRunner({
    data: {
      async slate(sport) {
        slateCalls.push(sport);
        return { games: opts.slates[sport] ?? [], simulated: true };
      },
      async context() {
        return 'facts';
      },
    },
    model:
      opts.withModel === false
        ? null
        : {
            async ask(messages: ChatMessage[]) {
              const id = /^(\S+) Away/.exec(messages[1]!.content)![1]!;
              asked.push(id);
              const a = opts.answer?.(id) ?? '{"spread":"away","moneyline":"away","total":"under","rationale":"Road dogs bite."}';
              if (a instanceof Error) throw a;
              return a;
            },
          },
    store,
    timings: SPEC_TIMINGS,
    sleep: async (ms) => void waits.push(ms),
    logger,
  });
  return { runner, waits, slateCalls, store, asked };
}

describe('the What Gary Thinks run', () => {
  test('"wait 3 s, generate and store"; "3 s between games"; one entry per game with the model\'s picks', async () => {
    const t = setup({ slates: { NBA: [g('a'), g('b'), g('c')] } });
    const { outcome } = await t.runner.load(DATE, 'NBA');
    const o = await outcome!;
    expect(o.games.map((x) => [x.id, x.garyPicks.spread, x.writer])).toEqual([['a', 'away', 'openai'], ['b', 'away', 'openai'], ['c', 'away', 'openai']]);
    expect(t.waits).toEqual([3_000, 3_000, 3_000]);
    expect(t.store.rows.get(DATE)!.sportsDone).toEqual(['NBA']);
  });

  test('"if found and non-empty use them": a stored sport is not generated again', async () => {
    const t = setup({ slates: { NBA: [g('a')] } });
    await (await t.runner.load(DATE, 'NBA')).outcome;
    const again = await t.runner.load(DATE, 'NBA');
    expect(again.outcome).toBeNull();
    expect(again.stored!.games).toHaveLength(1);
    expect(t.slateCalls).toEqual(['NBA']);
  });

  test('"on a rate limit (429 or Too Many Requests) wait 10 s and skip that game"', async () => {
    const t = setup({ slates: { NBA: [g('a'), g('b'), g('c')] }, answer: (id) => (id === 'b' ? rateLimit() : id === 'c' ? new Error('Too Many Requests') : '{"spread":"home","moneyline":"home","total":"over","rationale":"Chalk."}') });
    const o = await (await t.runner.load(DATE, 'NBA')).outcome!;
    expect(o.games.map((x) => x.id)).toEqual(['a']);
    expect(t.waits).toEqual([3_000, 3_000, 10_000, 3_000, 10_000]);
  });

  test('"a failed analysis falls back to home, home, over with a generic rationale", marked as a fallback', async () => {
    const t = setup({ slates: { NBA: [g('a'), g('b')] }, answer: (id) => (id === 'a' ? 'I like it.' : new LlmError('LlmApiError', 'OpenAI API Error: boom', { status: 500, retryable: true })) });
    const o = await (await t.runner.load(DATE, 'NBA')).outcome!;
    expect(o.games.map((x) => [x.garyPicks.spread, x.garyPicks.moneyline, x.garyPicks.total, x.fallback, x.writer])).toEqual([
      ['home', 'home', 'over', true, 'fallback'],
      ['home', 'home', 'over', true, 'fallback'],
    ]);
  });

  test('"nothing generated gives No games found for today." (and the empty day is remembered)', async () => {
    // The only game is tomorrow's (Eastern), so today has none.
    const t = setup({ slates: { NHL: [{ ...g('x', 'NHL'), commenceTime: '2026-04-11T16:00:00Z' }] } });
    const o = await (await t.runner.load(DATE, 'NHL')).outcome!;
    expect(o.error).toEqual({ kind: 'no_games', message: NO_GAMES_MESSAGE });
    expect((await t.runner.load(DATE, 'NHL')).outcome).toBeNull();
  });

  test('every game rate limited: nothing stored, the rate-limit message', async () => {
    const t = setup({ slates: { MLB: [g('a', 'MLB')] }, answer: () => rateLimit() });
    const o = await (await t.runner.load(DATE, 'MLB')).outcome!;
    expect(o.error).toEqual({ kind: 'rate_limited', message: 'OpenAI rate limit reached. Please wait a moment and try again.' });
    expect(t.store.saves).toBe(0);
  });

  test('"5 s between sports"; identical requests share one run', async () => {
    const t = setup({ slates: { NBA: [g('a')], MLB: [g('m', 'MLB')], NHL: [g('h', 'NHL')] } });
    const runs = t.runner.regenerate(DATE, ['NBA', 'MLB', 'NHL']);
    const joined = t.runner.regenerate(DATE, ['MLB']);
    expect(joined.get('MLB')).toBe(runs.get('MLB'));
    await Promise.all(runs.values());
    expect(t.waits).toEqual([5_000, 5_000]);
    expect(t.slateCalls).toEqual(['NBA', 'MLB', 'NHL']);
    expect(t.store.rows.get(DATE)!.games.map((x) => x.sport)).toEqual(['NBA', 'MLB', 'NHL']);
  });

  test('offline (no key): picks from the data with no waits between games', async () => {
    const t = setup({ slates: { NBA: [g('a'), g('b')] }, withModel: false });
    const o = await (await t.runner.load(DATE, 'NBA')).outcome!;
    expect(o.games.map((x) => [x.garyPicks.moneyline, x.writer, x.fallback])).toEqual([['home', 'offline', false], ['home', 'offline', false]]);
    expect(t.waits).toEqual([3_000]);
    expect(t.asked).toEqual([]);
  });

  test('a slate that cannot be loaded is the generic failure message and nothing is stored', async () => {
    const t = setup({ slates: {} });
    const failing = createThoughtsRunner({
      data: { slate: async () => { throw new Error('UNAVAILABLE: odds-ingest'); }, context: async () => '' },
      model: null,
      store: t.store,
      timings: SPEC_TIMINGS,
      sleep: async () => undefined,
      logger,
    });
    const o = await (await failing.load(DATE, 'NBA')).outcome!;
    expect(o.error).toEqual({ kind: 'failed', message: "Failed to load Gary's thoughts. Please try again." });
    expect(t.store.saves).toBe(0);
  });
});

test('"the spread follows the moneyline" on a model\'s answer too: Pistons moneyline with Hawks +0.5 is never stored', async () => {
  const t = setup({ slates: { NBA: [g('a')] }, answer: () => '{"spread":"away","moneyline":"home","total":"under","rationale":"Home wins it, road side covers."}' });
  const o = await (await t.runner.load(DATE, 'NBA')).outcome!;
  expect(o.games[0]!.garyPicks).toMatchObject({ spread: 'home', moneyline: 'home' });
});

test('without a model the total comes from the teams\' scoring when the data has it', async () => {
  const waits: number[] = [];
  const store = memoryStore();
  const runner = createThoughtsRunner({
    data: {
      slate: async () => ({ games: [g('a')], simulated: true }),
      context: async () => '',
      scoring: async () => ({ unit: 'points', home: { scored: 118, allowed: 116 }, away: { scored: 117, allowed: 119 } }),
    },
    model: null,
    store,
    timings: SPEC_TIMINGS,
    sleep: async (ms) => void waits.push(ms),
    logger,
  });
  const o = await (await runner.load(DATE, 'NBA')).outcome!;
  // 118+119 and 117+116 halved: 235 against a 220.5 line.
  expect(o.games[0]!.garyPicks.total).toBe('over');
  expect(o.games[0]!.garyPicks.rationale).toMatch(/235/);
});

test('"the same facts snapshot and claim check as picks": a model text with an unbound number is replaced by the offline text; a good one is published with its claims n/n and the facts hash', async () => {
  const t = setup({
    slates: { NBA: [g('a'), g('b')] },
    answer: (id) => (id === 'a'
      ? '{"spread":"home","moneyline":"home","total":"under","rationale":"Home at -150 and 58% to win. Under 220.5."}'
      : '{"spread":"home","moneyline":"home","total":"under","rationale":"Home at -175, they win by 12 tonight."}'),
  });
  const o = await (await t.runner.load(DATE, 'NBA')).outcome!;
  const [a, b] = o.games;
  expect([a!.writer, a!.garyPicks.rationale, a!.claims]).toEqual(['openai', 'Home at -150 and 58% to win. Under 220.5.', { checked: 3, total: 3 }]);
  expect(b!.writer).toBe('offline');
  expect(b!.garyPicks.rationale).not.toContain('-175');
  expect(b!.claims!.checked).toBe(b!.claims!.total);
  for (const x of [a!, b!]) {
    expect(x.facts!.sha256).toBe(createHash('sha256').update(x.facts!.canonical, 'utf8').digest('hex'));
    expect(JSON.parse(x.facts!.canonical).eventId).toBe(x.id);
  }
});
