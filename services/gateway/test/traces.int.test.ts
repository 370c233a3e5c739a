// Traces an operator can follow (issue 15, item 9), held by an in-memory span exporter over the real
// gateway and the real odds-ingest, stats-ingest, pick-engine and decisions services, each on its own
// Postgres schema, all on the test Kafka:
//   - one decide is one trace from the browser's traceparent through the gateway, the decisions
//     service and its SQL (and on to the stats pushed back to the bettor's open stream);
//   - one game.final is one trace from odds-ingest through grading, settlement and the stats push.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import * as decisions from '@gary/decisions';
import * as oddsIngest from '@gary/odds-ingest';
import * as pickEngine from '@gary/pick-engine';
import {
  createGrpcClient,
  createKafkaBus,
  createLogger,
  startTracing,
  type EventBus,
  type GrpcServer,
  type PeerAddresses,
  type ProductService,
  type ServiceAdapters,
  type ServiceHandle,
  type TracingHandle,
  InMemorySpanExporter,
  metricsText,
  platformRegistry,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@gary/platform';
import * as statsIngest from '@gary/stats-ingest';
import { consumerLag, onSseEvents, startPlanPeer, startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import type { FastifyInstance } from 'fastify';
import { buildGateway, readConfig } from '../src';

jest.setTimeout(300_000);

interface ServiceModule {
  readConfig(env: NodeJS.ProcessEnv): { GRPC_PORT: number };
  start(config: never, adapters: ServiceAdapters): Promise<ServiceHandle>;
}

const ENV: Record<string, string> = {
  OPENAI_API_KEY: '',
  ODDS_API_KEY: '',
  ODDS_POLLER_ENABLED: 'false',
  PICKS_SCHEDULER: 'false',
  PICKS_GENERATE_ON_START: 'false',
  PICKS_SPORT_PAUSE_MS: '20',
};

const exporter = new InMemorySpanExporter();
let tracing: TracingHandle;
let kafka: ReturnType<typeof createKafkaBus>;
let billing: GrpcServer;
let app: FastifyInstance;
let base = '';
const services: ServiceUnderTest<ProductService>[] = [];
const peers: PeerAddresses = {};
const alice = randomUUID();
const tokens: Record<string, { userId: string; role: 'user'; guest: false }> = { 'tok-alice': { userId: alice, role: 'user', guest: false } };
// This file's consumer groups are its own: other files' services on the same broker keep theirs.
const run = randomUUID().slice(0, 8);

/**
 * The services' clock runs at the next noon Eastern (today's or tomorrow's), whenever the test
 * runs: the simulated slate then still has games to ride. Ahead of the real clock, never behind
 * it, so the gateway (on the real clock) takes every event as new.
 */
function noonEasternAhead(): number {
  const hourIn = (t: number) => Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(t));
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  for (let t = start; t < start + 25 * 3_600_000; t += 3_600_000) if (hourIn(t) === 12) return t - Date.now();
  throw new Error('no noon Eastern in the next 25 hours');
}
const shift = noonEasternAhead();
const now = () => new Date(Date.now() + shift);

/** The Kafka bus with this run's group ids (defineService names a group after its service). */
function ownGroups(bus: EventBus): EventBus {
  return { kind: bus.kind, publish: (e) => bus.publish(e), subscribe: (o) => bus.subscribe({ ...o, groupId: `${o.groupId}-${run}` }), close: async () => undefined };
}

const until = async <T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => null);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

beforeAll(async () => {
  tracing = startTracing({ service: 'traces-test', spanProcessors: [new SimpleSpanProcessor(exporter)] });
  kafka = createKafkaBus({ brokers: process.env.KAFKA_BROKERS!.split(','), clientId: `traces-${run}` });
  await kafka.ensureTopics();
  const bus = ownGroups(kafka);
  const modules: [ProductService, ServiceModule][] = [
    ['odds-ingest', oddsIngest as unknown as ServiceModule],
    ['stats-ingest', statsIngest as unknown as ServiceModule],
    ['decisions', decisions as unknown as ServiceModule],
    ['pick-engine', pickEngine as unknown as ServiceModule],
  ];
  for (const [name, mod] of modules) {
    const sut = await startServiceForTest({ name, readConfig: mod.readConfig, start: mod.start as never, bus, peers, env: ENV, adapters: { now } });
    peers[name] = sut.address;
    services.push(sut as ServiceUnderTest<ProductService>);
  }
  // Alice holds Pro, so she may ride any pick (the gateway asks billing before deciding).
  billing = await startPlanPeer((userId) => userId === alice);
  peers.billing = `127.0.0.1:${billing.port}`;
  app = await buildGateway({
    config: readConfig({ LOG_LEVEL: 'silent' }),
    logger: createLogger({ name: 'gateway', level: 'silent' }),
    peers,
    verifyAccessToken: async (t) => tokens[t] ?? null,
    bus,
    mode: 'embedded',
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const a = app.server.address();
  base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
});

afterAll(async () => {
  await app?.close();
  await billing?.stop();
  for (const s of [...services].reverse()) await s.stop().catch(() => undefined);
  await kafka?.close();
  await tracing?.shutdown();
});

const byName = <N extends ProductService>(name: N) => services.find((s) => s.address === peers[name]) as unknown as ServiceUnderTest<N>;

/** Collects the `stats` events of the bettor's live stream (/api/stats/stream). */
function openStream(token: string) {
  const events: unknown[] = [];
  const req = http.get(`${base}/api/stats/stream?access_token=${token}`, (res) => {
    onSseEvents(res, (event, data) => event === 'stats' && events.push(data));
  });
  req.on('error', () => undefined);
  return { events, close: () => req.destroy() };
}

// What one trace holds, and how its spans hang together.
const spans = () => exporter.getFinishedSpans();
const traceOf = (traceId: string) => spans().filter((s) => s.spanContext().traceId === traceId);
const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;
function ancestry(span: ReadableSpan, trace: ReadableSpan[]): ReadableSpan[] {
  const byId = new Map(trace.map((s) => [s.spanContext().spanId, s]));
  const out: ReadableSpan[] = [];
  for (let p = byId.get(parentOf(span) ?? ''); p; p = byId.get(parentOf(p) ?? '')) out.push(p);
  return out;
}
const attr = (s: ReadableSpan, k: string) => s.attributes[k];
/** A span as `name [service]`; this file's consumer groups end in its run id, a gateway's is per process. */
const describe1 = (s: ReadableSpan) => `${s.name} [${String(attr(s, 'gary.service') ?? '').replace(`-${run}`, '').replace(/^gateway-.*/, 'gateway')}]`;

/** Waits (at most 60 s, then goes on) until a consumer group has committed the topic's current end. */
async function caughtUp(groupId: string, topic: string): Promise<void> {
  await until(`${groupId} to read ${topic} to its end`, async () => (await consumerLag(process.env.KAFKA_BROKERS!, groupId, [topic]))[topic] === 0).catch(() => undefined);
}

let pick: { pickId: string; eventId: string } | undefined;

/**
 * Each hop of a game.final, read when the stream did not get the settled ride in time: the result
 * each service holds, its outbox rows not yet on Kafka, the ride's outcome and the cards the stream got.
 */
async function chainState(pickId: string, cards: unknown[]) {
  const q = async (service: ProductService, sql: string, values: unknown[] = []) =>
    (await byName(service).pool.query(sql, values).catch((e: Error) => ({ rows: [{ error: e.message }] }))).rows;
  const pending = (service: ProductService) => q(service, 'SELECT topic, count(*)::int AS n FROM outbox WHERE published_at IS NULL GROUP BY 1');
  return {
    oddsIngest: { pending: await pending('odds-ingest') },
    pickEngine: { pick: await q('pick-engine', 'SELECT result, final_score, graded_at FROM game_results WHERE pick_id = $1', [pickId]), pending: await pending('pick-engine') },
    decisions: { ride: await q('decisions', 'SELECT outcome, settled_at FROM decisions WHERE pick_id = $1', [pickId]), pending: await pending('decisions') },
    cards,
    spans: spans().filter((s) => /game\.final|pick\.graded|user-stats/.test(s.name)).map(describe1),
  };
}
let stream: ReturnType<typeof openStream>;

describe('traces an operator can follow', () => {
  beforeAll(async () => {
    // The engine publishes today's picks from the simulated slate; decisions learns of them on Kafka.
    const engine = byName('pick-engine');
    // This file's groups read the topics from their beginning, and earlier files on the same broker
    // finished the same simulated games (the slate is the day's): a game.final of theirs, read after
    // this file's picks exist, grades this file's pick in another trace, before FinishGame. So the
    // picks are made once pick-engine has read what game.final already holds.
    await caughtUp(`pick-engine-${run}`, 'game.final');
    // odds-ingest's poller is off here: the slate is fetched once, by hand.
    await byName('odds-ingest').client.RefreshOdds({ sport: '' });
    await engine.client.Generate({ requestedBy: 'traces-test' }, { role: 'admin', userId: 'operator' });
    const picks = await until('published picks', async () => {
      const p = await engine.client.GetDailyPicks({});
      return p.picks.length > 0 && !(await engine.client.GetGenerationStatus({})).running ? p.picks : null;
    }).catch(async (err: Error) => {
      throw new Error(`${err.message}; the run: ${JSON.stringify(await engine.client.GetGenerationStatus({}))}`);
    });
    const open = picks.filter((p) => Date.parse(p.gameTime) > now().getTime());
    if (open.length === 0) throw new Error('no pick of today is still open (the simulated slate has no game left today)');
    pick = open[0]!;
    stream = openStream('tok-alice');
    await until('the first BetCard on the stream', async () => stream.events.length >= 1);
  });
  afterAll(() => stream?.close());

  it('"one decide produces one trace spanning the gateway, the decisions service and its SQL", continuing the browser\'s traceparent', async () => {
    // decisions learns of the pick from pick.published on Kafka: until then the ride is a 404. Each
    // attempt is its own browser trace; the accepted one is held.
    let browserTrace = '';
    let browserSpan = '';
    let decidedAt = 0;
    await until('the ride to be accepted', async () => {
      browserTrace = randomUUID().replace(/-/g, '');
      browserSpan = randomUUID().replace(/-/g, '').slice(0, 16);
      decidedAt = Date.now();
      const res = await fetch(`${base}/api/decisions`, {
        method: 'POST',
        headers: { authorization: 'Bearer tok-alice', 'content-type': 'application/json', traceparent: `00-${browserTrace}-${browserSpan}-01` },
        body: JSON.stringify({ pickId: pick!.pickId, decision: 'ride' }),
      });
      return res.status === 200;
    });
    // The stats the ride changed reach the stream: the trace's last step.
    await until('the ride on the stream', async () => stream.events.length >= 2);
    await until('the push span', async () => traceOf(browserTrace).some((s) => s.name === 'sse push stats'));

    const trace = traceOf(browserTrace);
    const root = trace.find((s) => s.name === 'POST /api/decisions' && parentOf(s) === browserSpan)!;
    expect(root).toBeDefined();
    expect(attr(root, 'gary.service')).toBe('gateway');
    expect(attr(root, 'http.response.status_code')).toBe(200);
    // The accepted ride is this trace: every Decide the services answered since it began belongs to it.
    const decides = spans().filter((s) => s.name.endsWith('DecisionsService/Decide') && s.startTime[0] * 1000 + s.startTime[1] / 1e6 >= decidedAt);
    expect(decides.map((s) => [s.kind, s.spanContext().traceId])).toEqual(
      expect.arrayContaining([
        [2, browserTrace], // client (the gateway's call)
        [1, browserTrace], // server (the decisions service)
      ]),
    );
    expect(decides.every((s) => s.spanContext().traceId === browserTrace)).toBe(true);

    const server = trace.find((s) => s.name === 'gary.decisions.v1.DecisionsService/Decide' && attr(s, 'gary.service') === 'decisions')!;
    expect(server).toBeDefined();
    const client = trace.find((s) => s.spanContext().spanId === parentOf(server))!;
    expect(client.name).toBe('gary.decisions.v1.DecisionsService/Decide');
    expect(ancestry(server, trace)).toContain(root);
    // Its SQL: the decision's INSERT, under the decisions service's span, on the decisions schema.
    const sql = trace.filter((s) => attr(s, 'db.system.name') === 'postgresql' && ancestry(s, trace).includes(server));
    expect(sql.length).toBeGreaterThan(0);
    expect(sql.every((s) => attr(s, 'gary.service') === 'decisions')).toBe(true);
    expect(sql.some((s) => String(attr(s, 'db.query.text')).includes('INSERT INTO decisions'))).toBe(true);
    // The stats event the ride produced ends in the push to the bettor's stream, in the same trace.
    const push = trace.find((s) => s.name === 'sse push stats')!;
    expect(ancestry(push, trace).map(describe1)).toEqual(
      expect.arrayContaining(['user-stats.updated process [gateway]', 'user-stats.updated publish [decisions]', 'POST /api/decisions [gateway]']),
    );
    expect(ancestry(push, trace)).toContain(root);
  });

  it('"one game.final produces one trace through grading, settlement and the stats push"', async () => {
    const seen = stream.events.length;
    const odds = createGrpcClient('odds-ingest', peers['odds-ingest']!, { deadlineMs: 30_000 });
    await odds.FinishGame({ eventId: pick!.eventId }, { role: 'admin', userId: 'operator' });
    odds.close();
    // The graded ride reaches the bettor's stream.
    type Card = { winCount: number; lossCount: number; pushCount: number };
    // Three outbox relays and three consumer groups lie between the call and the stream (250 ms on a
    // quiet machine); a timeout says where the chain stood.
    await until('the settled ride on the stream', async () => {
      const last = stream.events.at(-1) as Card | undefined;
      return stream.events.length > seen && !!last && last.winCount + last.lossCount + last.pushCount === 1;
    }, 120_000).catch(async (err: Error) => {
      throw new Error(`${err.message}; where the game.final chain stands: ${JSON.stringify(await chainState(pick!.pickId, stream.events.slice(seen) as Card[]))}`);
    });

    const finish = spans().find((s) => s.name === 'gary.odds_ingest.v1.OddsIngestService/FinishGame' && attr(s, 'gary.service') === 'odds-ingest')!;
    expect(finish).toBeDefined();
    const traceId = finish.spanContext().traceId;
    await until('the push span of the settlement', async () => traceOf(traceId).some((s) => s.name === 'sse push stats')).catch(async (err: Error) => {
      throw new Error(`${err.message}; the pushes' traces: ${JSON.stringify(spans().filter((s) => s.name === 'sse push stats').map((s) => ({ trace: s.spanContext().traceId, under: ancestry(s, traceOf(s.spanContext().traceId)).map(describe1) })))}; the chain: ${JSON.stringify(await chainState(pick!.pickId, stream.events.slice(seen)))}`);
    });
    const trace = traceOf(traceId);
    const chainOf = (name: string) => {
      const s = trace.find((x) => x.name === name)!;
      expect(s).toBeDefined();
      return ancestry(s, trace).map(describe1);
    };

    // The whole way, each step under the one before, in one trace that starts at the call that
    // finished the game: odds-ingest -> outbox -> Kafka -> pick-engine grades -> outbox -> Kafka ->
    // decisions settles -> outbox -> Kafka -> the gateway pushes the new stats.
    const push = chainOf('sse push stats');
    const expected = [
      'user-stats.updated process [gateway]',
      'user-stats.updated publish [decisions]',
      'pick.graded process [decisions]',
      'pick.graded publish [pick-engine]',
      'game.final process [pick-engine]',
      'game.final publish [odds-ingest]',
      'gary.odds_ingest.v1.OddsIngestService/FinishGame [odds-ingest]',
    ];
    expect(push.filter((n) => expected.includes(n))).toEqual(expected);
    const root = trace.find((s) => parentOf(s) === undefined)!;
    expect(root.name).toBe('gary.odds_ingest.v1.OddsIngestService/FinishGame');
    expect(trace.filter((s) => parentOf(s) === undefined)).toHaveLength(1);

    // Grading's SQL under pick-engine's consumer span, settlement's under decisions'.
    const underConsumer = (topic: string, group: string, service: string) => {
      const consumer = trace.find((s) => s.name === `${topic} process` && String(attr(s, 'messaging.consumer.group.name')).startsWith(group))!;
      return trace.filter((s) => attr(s, 'db.system.name') === 'postgresql' && attr(s, 'gary.service') === service && ancestry(s, trace).includes(consumer));
    };
    const grading = underConsumer('game.final', 'pick-engine', 'pick-engine');
    expect(grading.some((s) => /INSERT INTO game_results/i.test(String(attr(s, 'db.query.text'))))).toBe(true);
    const settlement = underConsumer('pick.graded', 'decisions', 'decisions');
    expect(settlement.some((s) => /UPDATE decisions/i.test(String(attr(s, 'db.query.text'))))).toBe(true);
    // The envelope in the outbox row carries the trace it was made in.
    const stored = await byName('pick-engine').pool.query<{ envelope: { traceparent?: string } }>(
      `SELECT envelope FROM outbox WHERE topic = 'pick.graded' AND envelope->'data'->>'pickId' = $1`,
      [pick!.pickId],
    );
    expect(stored.rows[0]?.envelope.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
  });

  it('the figures the chart\'s alerts read are exported after real work: Decide calls, events consumed and their lag, the outbox backlog, generation runs', async () => {
    const text = await metricsText(platformRegistry);
    const value = (re: RegExp) => Number(re.exec(text)?.[1] ?? NaN);
    expect(value(/^gary_grpc_server_handled_total\{service="decisions",method="Decide",code="OK"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^gary_grpc_server_handling_seconds_count\{service="decisions",method="Decide"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(value(new RegExp(`^gary_events_consumed_total\\{consumer="decisions-${run}",topic="pick.graded",result="ok"\\} (\\d+)$`, 'm'))).toBeGreaterThanOrEqual(1);
    expect(value(new RegExp(`^gary_event_consume_lag_seconds_count\\{consumer="pick-engine-${run}",topic="game.final"\\} (\\d+)$`, 'm'))).toBeGreaterThanOrEqual(1);
    // Every service's outbox is read at scrape time; all published by now.
    await until('the outboxes to drain', async () => /^gary_outbox_pending_events\{service="decisions"\} 0$/m.test(await metricsText(platformRegistry)));
    expect(text).toMatch(/^gary_outbox_oldest_pending_seconds\{service="pick-engine"\} [\d.e+-]+$/m);
    expect(value(/^gary_generation_runs_total\{service="pick-engine",result="finished"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
  });
});
