// Through the gateway: HTTP -> gRPC -> Postgres, and user-stats.updated -> outbox -> bus -> the
// gateway's server-sent events. verifyAccessToken is injected (test tokens) until auth lands.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { buildGateway } from '@gary/gateway';
import { readConfig } from '@gary/gateway';
import { createGrpcClient, createLogger, startGrpcServer, type CallContext, type GrpcServer, type ServiceImpl } from '@gary/platform';
import type { FastifyInstance } from 'fastify';
import { onSseEvents, startPlanPeer } from '@gary/testinfra';
import { eventually, startDecisions, testClock, type Decisions } from './decisions-harness';

let d: Decisions;
let app: FastifyInstance;
let billing: GrpcServer;
let counting: GrpcServer;
/** Every gRPC call the gateway makes to decisions, by method (the gateway talks to it through a counting relay). */
const calls: string[] = [];
let base = '';
const alice = randomUUID();
const tokens: Record<string, { userId: string; role: 'user' | 'guest'; guest: boolean }> = {
  'tok-alice': { userId: alice, role: 'user', guest: false },
  'tok-guest': { userId: randomUUID(), role: 'guest', guest: true },
};

beforeAll(async () => {
  // The gateway skips events older than its own start (Kafka history), so the clocks must agree.
  d = await startDecisions({ clock: testClock(new Date().toISOString()) });
  // Alice is on Pro, so she may ride or fade any pick (the gateway gates deciding on the plan).
  billing = await startPlanPeer((userId) => userId === alice);
  // The gateway's decisions peer: a gRPC server that counts each call and relays it to decisions.
  const real = createGrpcClient('decisions', d.sut.address);
  const relay = (method: 'Decide' | 'ListMine' | 'GetStats' | 'GetLeaderboard') => async (req: never, ctx: CallContext) => {
    calls.push(method);
    return (real[method] as (r: unknown, o: unknown) => Promise<never>)(req, { userId: ctx.userId, role: ctx.role, requestId: ctx.requestId });
  };
  counting = await startGrpcServer({
    service: 'decisions',
    host: '127.0.0.1',
    port: 0,
    impl: { Decide: relay('Decide'), ListMine: relay('ListMine'), GetStats: relay('GetStats'), GetLeaderboard: relay('GetLeaderboard') } as unknown as ServiceImpl<'decisions'>,
  });
  app = await buildGateway({
    config: readConfig({ LOG_LEVEL: 'silent' }),
    logger: createLogger({ name: 'gateway', level: 'silent' }),
    peers: { decisions: `127.0.0.1:${counting.port}`, billing: `127.0.0.1:${billing.port}` },
    verifyAccessToken: async (t) => tokens[t] ?? null,
    bus: d.bus,
    mode: 'embedded',
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const a = app.server.address();
  base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
  await d.register(alice, 'alice');
});
afterAll(async () => {
  await app.close();
  await counting.stop();
  await billing.stop();
  await d.stop();
});

async function call(url: string, opts: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = opts.token ? { authorization: `Bearer ${opts.token}` } : {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + url, { method: opts.method ?? 'GET', headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  return { status: res.status, body: (await res.json()) as any };
}

/** An EventSource-like reader: collects `stats` events of /api/stats/stream. */
function openStream(token: string, at = base) {
  const events: any[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  let status = 0;
  let ended = false;
  const req = http.get(`${at}/api/stats/stream?access_token=${token}`, (res) => {
    status = res.statusCode ?? 0;
    res.on('end', () => {
      ended = true;
    });
    onSseEvents(res, (event, data) => {
      if (event !== 'stats') return;
      events.push(data);
      for (const w of waiters.filter((w) => events.length >= w.n)) w.resolve();
    });
  });
  req.on('error', () => undefined);
  return {
    events,
    status: () => status,
    ended: () => ended,
    waitFor: (n: number, ms = 8_000) =>
      new Promise<void>((resolve, reject) => {
        if (events.length >= n) return resolve();
        const t = setTimeout(() => reject(new Error(`waited for ${n} stats events, got ${events.length}`)), ms);
        waiters.push({ n, resolve: () => (clearTimeout(t), resolve()) });
      }),
    close: () => req.destroy(),
  };
}

describe('decisions through the gateway', () => {
  it('decide, repeat (409), my decisions, my BetCard, the leaderboard, and live stats over server-sent events', async () => {
    const stream = openStream('tok-alice');
    await stream.waitFor(1);
    expect(stream.status()).toBe(200);
    expect(stream.events[0]).toMatchObject({ username: 'alice', totalDecisions: 0, streakDisplay: '0' });

    const pick = await d.publishPick({ odds: -150 });
    const made = await call('/api/decisions', { method: 'POST', token: 'tok-alice', body: { pickId: pick.pickId, decision: 'fade' } });
    expect(made).toEqual({ status: 200, body: { success: true, error: null, existingDecision: null, outcome: 'pending' } });
    await stream.waitFor(2);
    expect(stream.events[1]).toMatchObject({ totalDecisions: 1, fadeCount: 1, badge: 'FADES THE BEAR' });

    const again = await call('/api/decisions', { method: 'POST', token: 'tok-alice', body: { pickId: pick.pickId, decision: 'ride' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, existingDecision: 'fade', error: { message: 'You already chose to FADE this pick!' } });

    await d.grade(pick.pickId, 'lost', -150);
    await stream.waitFor(3);
    expect(stream.events[2]).toMatchObject({ winCount: 1, record: '1-0', winRate: 100, streakDisplay: '+1', vsRidingAll: { unitsChoosing: 1.5, unitsRidingAll: -1, unitsAdded: 2.5 } });

    const mine = await call('/api/decisions/mine', { token: 'tok-alice' });
    expect(mine.body.decisions).toEqual([
      // The history's price, stake and units (issue 30): a one-unit fade at +150 that won is +1.5 units.
      { pickId: pick.pickId, decision: 'fade', outcome: 'win', createdAt: expect.any(String), stakeUnits: 1, price: 150, netUnits: 1.5, pick: expect.objectContaining({ matchup: 'Knicks @ Celtics', result: 'lost', league: 'NBA' }) },
    ]);
    const me = await call('/api/stats/me', { token: 'tok-alice' });
    expect(me.body).toMatchObject({ username: 'alice', winCount: 1, unitsWon: 1.5, leagues: [{ league: 'NBA', wins: 1, losses: 0, pushes: 0, total: 1 }] });
    // The boards are rewritten after the settlement commits.
    await eventually(async () => {
      const lb = await call('/api/leaderboard?period=week', { token: 'tok-alice' });
      expect(lb.body.me).toMatchObject({ id: alice, rank: 1, username: 'alice', correctDecisions: 1, winRate: 100, preferredStrategy: 'fade' });
    });
    expect((await call('/api/leaderboard?period=decade')).status).toBe(400);
    stream.close();
  });

  it('"the gateway pushes without a call back": each update reaches the stream with 0 gRPC calls to decisions (the stream\'s first card is the one GetStats)', async () => {
    const stream = openStream('tok-alice');
    await stream.waitFor(1);
    expect(calls.at(-1)).toBe('GetStats');
    const opened = calls.length;
    const picks = [await d.publishPick(), await d.publishPick(), await d.publishPick()];
    // Three decisions made outside the gateway (another replica, say), then their settlement: six updates.
    for (const p of picks) await d.decide(alice, p.pickId, 'ride');
    await stream.waitFor(4);
    for (const p of picks) await d.grade(p.pickId, 'won');
    await stream.waitFor(7);
    const versions = stream.events.map((e) => e.version as number);
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
    expect(stream.events.at(-1)).toMatchObject({ winCount: stream.events[0].winCount + 3, totalDecisions: stream.events[0].totalDecisions + 3 });
    const perUpdate = (calls.length - opened) / (stream.events.length - 1);
    expect({ updates: stream.events.length - 1, callsToDecisions: calls.length - opened, perUpdate }).toEqual({ updates: 6, callsToDecisions: 0, perUpdate: 0 });
    stream.close();
  });

  it("guests and signed-out visitors cannot decide or stream: 'Sign in to track your picks!'", async () => {
    const pick = await d.publishPick();
    for (const token of ['tok-guest', undefined]) {
      const res = await call('/api/decisions', { method: 'POST', token, body: { pickId: pick.pickId, decision: 'ride' } });
      expect(res).toEqual({ status: 401, body: { error: { code: 'unauthenticated', message: 'Sign in to track your picks!' } } });
    }
    const s = openStream('tok-guest');
    await new Promise((r) => setTimeout(r, 200));
    expect(s.status()).toBe(401);
    s.close();
  });

  it('closing the gateway ends open streams cleanly', async () => {
    const other = await buildGateway({
      config: readConfig({ LOG_LEVEL: 'silent' }),
      logger: createLogger({ name: 'gateway', level: 'silent' }),
      peers: { decisions: d.sut.address },
      verifyAccessToken: async (t) => tokens[t] ?? null,
      bus: d.bus,
      mode: 'embedded',
    });
    await other.listen({ host: '127.0.0.1', port: 0 });
    const a = other.server.address();
    const s = openStream('tok-alice', `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`);
    await s.waitFor(1);
    const t0 = Date.now();
    await other.close();
    expect(Date.now() - t0).toBeLessThan(2_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(s.ended()).toBe(true);
  });
});
