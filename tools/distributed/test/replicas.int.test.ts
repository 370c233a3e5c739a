// Live streams across gateway replicas (issue 31, item 5): the distributed mode with three gateway
// processes behind the proxy. A member's streams may land on any replica, so every replica must
// hear every user-stats.updated and pick.live-status on Kafka (each its own consumer group); a
// group shared by the replicas would hand each event to one of them, and the streams on the others
// would never get it.
import http from 'node:http';
import { makeEvent } from '@gary/contracts';
import { createGrpcClient, createKafkaBus } from '@gary/platform';
import { createTestDatabase, getFreePort, onSseEvents, type TestDatabase } from '@gary/testinfra';
import { Pool } from 'pg';
import { decide, grantPro, sleep, startDistributed, tokenKey, until, userId, type Distributed } from '../src';

jest.setTimeout(300_000);

interface SseMessage {
  event: string;
  data: { version?: number; pickId?: string; snapshotAt?: string };
}

/** One open `GET /api/stats/stream`, on its own connection, and every event it has received. */
function openStream(base: string, token: string): { messages: SseMessage[]; closed: () => boolean; close: () => void } {
  const messages: SseMessage[] = [];
  let closed = false;
  const url = new URL(base);
  const req = http.get({ host: url.hostname, port: url.port, path: '/api/stats/stream', agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (res) => {
    onSseEvents(res, (event, data) => messages.push({ event, data: data as SseMessage['data'] }));
    res.on('close', () => (closed = true));
  });
  req.on('error', () => (closed = true));
  return { messages, closed: () => closed, close: () => req.destroy() };
}

/** A new connection through the proxy (no keep-alive), answered by whichever replica it reached. */
function healthOnNewConnection(base: string): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: '/health', agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('live streams across three gateway replicas', () => {
  let db: TestDatabase;
  let d: Distributed;
  let pg: Pool;
  let key: Awaited<ReturnType<typeof tokenKey>>;
  const lines: string[] = [];

  beforeAll(async () => {
    key = await tokenKey();
    db = await createTestDatabase('replicas');
    d = await startDistributed({
      // A Redis database of its own: a suite run before this one on the same servers may have
      // stopped its pick-engine mid-generation, leaving the generation lock (15 minutes) behind.
      env: { ...process.env, DATABASE_URL: db.url, JWT_PRIVATE_KEY: key.pem, ...(process.env.REDIS_URL ? { REDIS_URL: `${process.env.REDIS_URL.replace(/\/\d*$/, '')}/7` } : {}) },
      gatewayReplicas: 3,
      gatewayPort: await getFreePort(),
      logLevel: 'warn',
      output: (line) => lines.push(line),
    });
    pg = new Pool({ connectionString: db.url, max: 2 });
  }, 240_000);

  afterAll(async () => {
    await pg?.end();
    await d?.stop();
    await db?.drop();
  }, 60_000);

  test('make up-distributed runs the gateway as three replicas behind a local proxy that spreads connections over them', async () => {
    const gateways = d.processes().filter((p) => p.name.startsWith('gateway'));
    expect(gateways.map((p) => p.name)).toEqual(['gateway-1', 'gateway-2', 'gateway-3']);
    expect(new Set(gateways.map((p) => p.pid)).size).toBe(3);
    const before = d.proxied();
    for (let i = 0; i < 3; i++) expect(await healthOnNewConnection(d.gatewayUrl)).toBe(200);
    // Three new connections in turn: one to each replica.
    expect(d.proxied().map((n, i) => n - before[i]!)).toEqual([1, 1, 1]);
  });

  test('"every card and pick status reaches each of that member\'s open streams once, on every replica"', async () => {
    const member = userId('replicas-member');
    const token = await key.sign(member);
    await grantPro(pg, [member], 'replicas');

    // A pick to decide on: tomorrow's slate (Eastern), open whatever the time of day.
    const addr = (name: string) => `127.0.0.1:${d.processes().find((p) => p.name === name)!.ports.grpc}`;
    const engine = createGrpcClient('pick-engine', addr('pick-engine'), { deadlineMs: 60_000 });
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    await engine.Generate({ requestedBy: 'replicas-test', date: tomorrow }, { role: 'admin', userId: 'operator' });
    const picks = await until('tomorrow\'s picks', async () => {
      if ((await engine.GetGenerationStatus({})).running) return undefined;
      const p = await engine.GetDailyPicks({ date: tomorrow });
      return p.picks.length > 0 ? p.picks : undefined;
    }, 180_000, 500);
    engine.close();
    const pick = picks[0]!;
    await until('the pick in the decisions projection', async () => (await pg.query('SELECT 1 FROM decisions.picks WHERE pick_id = $1', [pick.pickId])).rowCount === 1);

    // Three streams through the proxy, which hands them to the three replicas in turn: one on each.
    const handed = d.proxied();
    const streams = [0, 1, 2].map(() => openStream(d.gatewayUrl, token));
    await until('every stream\'s first card', async () => streams.every((s) => s.messages.some((m) => m.event === 'stats')), 30_000, 100);
    expect(d.proxied().map((n, i) => n - handed[i]!)).toEqual([1, 1, 1]);
    const firstVersion = streams[0]!.messages.find((m) => m.event === 'stats')!.data.version!;
    for (const s of streams) expect(s.messages.filter((m) => m.event === 'stats').map((m) => m.data.version)).toEqual([firstVersion]);

    // A card update: the member decides (through the proxy, on whichever replica it lands), and
    // decisions publishes the new card on user-stats.updated.
    const made = await decide(d.gatewayUrl, [{ bettor: { userId: member, token }, pickId: pick.pickId, side: 'ride' }], { perSecond: 10, concurrency: 1 });
    expect(made.accepted).toBe(1);

    // A pick status, on Kafka as pick-engine sends it; its snapshot time marks it among any the
    // odds simulation causes meanwhile.
    const marker = new Date(Date.now() - 1_000).toISOString();
    const bus = createKafkaBus({ brokers: d.infra.env.KAFKA_BROKERS!.split(','), clientId: 'replicas-test' });
    await bus.publish([
      makeEvent('pick.live-status', {
        source: 'pick-engine',
        key: pick.pickId,
        data: { pickId: pick.pickId, date: tomorrow, free: true, eventId: pick.eventId, status: 'alive', previous: null, bestPrice: -110, bestLine: null, bestBook: 'draftkings', snapshotAt: marker },
      }),
    ]);
    await bus.close();

    const statusOf = (s: (typeof streams)[number]) => s.messages.filter((m) => m.event === 'pick-status' && m.data.pickId === pick.pickId && m.data.snapshotAt === marker);
    const cardsOf = (s: (typeof streams)[number]) => s.messages.filter((m) => m.event === 'stats').map((m) => m.data.version!);
    // On timeout, each stream says what it got (one on a replica deaf to the topic gets nothing).
    const got = () => streams.map((s, i) => `stream ${i + 1}: cards ${JSON.stringify(cardsOf(s))}, statuses ${statusOf(s).length}`).join('; ');
    await until('the new card and the pick status on every stream', async () => streams.every((s) => cardsOf(s).length > 1 && statusOf(s).length > 0), 30_000, 100).catch((err: Error) => {
      throw new Error(`${err.message} (${got()})`);
    });
    // Anything sent twice would arrive within moments of the first.
    await sleep(2_000);

    const cards = streams.map(cardsOf);
    // The same cards on every replica's stream, each once, newer each time.
    for (const c of cards) {
      expect(c).toEqual(cards[0]);
      expect(new Set(c).size).toBe(c.length);
      expect(c[c.length - 1]).toBeGreaterThan(firstVersion);
    }
    expect(streams.map((s) => statusOf(s).length)).toEqual([1, 1, 1]);
    expect(streams.map((s) => s.closed())).toEqual([false, false, false]);
    for (const s of streams) s.close();
  });
});
