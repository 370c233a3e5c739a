// Route tests: the gateway in front of a stand-in decisions gRPC server on loopback, with
// verifyAccessToken injected (test tokens map to callers) until the auth service lands. Requests go
// over loopback HTTP: app.inject() needs light-my-request's ESM-only `cookie`, which jest on Node 20
// cannot load.
import { AppError, createLogger, startGrpcServer, type CallContext, type GrpcServer, type ServiceImpl } from '@gary/platform';
import type { decisionsV1, picksV1 } from '@gary/protos';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../app';
import { readConfig } from '../config';
import type { Caller } from '../plugins/caller.plugin';

const USER = '6f1c2a9e-2b7d-4c1e-9a3b-0d5e8f7a6b21';
// `member` is on Pro (the billing stand-in says so); `free` is a free account.
const FREE_USER = '7a2d3b0f-3c8e-4d2f-8b4c-1e6f9a8b7c32';
const callers: Record<string, Caller> = {
  member: { userId: USER, role: 'user', guest: false },
  free: { userId: FREE_USER, role: 'user', guest: false },
  guest: { userId: '1b2c3d4e-0000-4000-8000-000000000001', role: 'guest', guest: true },
  // The Pro member on a cool-off (the token's play claim), and with one that ended a moment ago.
  cooling: { userId: USER, role: 'user', guest: false, play: { state: 'cool_off', until: new Date(Date.now() + 3_600_000).toISOString() } },
  cooled: { userId: USER, role: 'user', guest: false, play: { state: 'cool_off', until: new Date(Date.now() - 1).toISOString() } },
};
const seen: { method: string; req: unknown; ctx: CallContext }[] = [];

const card: decisionsV1.BetCard__Output = {
  userId: USER,
  version: 7,
  updatedAt: '2026-11-18T15:00:00.000Z',
  username: 'sam',
  badge: 'RIDES WITH GARY',
  rideCount: 2,
  fadeCount: 1,
  ridePct: 67,
  fadePct: 33,
  winCount: 1,
  lossCount: 1,
  pushCount: 0,
  winRate: 50,
  record: '1-1',
  streak: -1,
  streakDisplay: '-1',
  longestStreak: 1,
  totalDecisions: 3,
  recentResults: [
    { pickId: `pk_${'c'.repeat(26)}`, matchup: 'A @ B', decision: 'ride', timestamp: '2026-11-18T15:00:00.000Z', resultPending: true, pickResult: '', userCorrect: false, outcome: 'pending' },
    { pickId: 'NBA-2026-11-17-houston-rockets-3-05m93og', matchup: 'C @ D', decision: 'fade', timestamp: '2026-11-17T15:00:00.000Z', resultPending: true, pickResult: '', userCorrect: false, outcome: 'pending' },
  ],
  leagues: [{ league: 'NBA', wins: 1, losses: 1, pushes: 0, total: 3 }],
  vsRidingAll: { unitsChoosing: 0.5, unitsRidingAll: -0.1, unitsAdded: 0.6 },
  unitsWon: 0.5,
  lastResult: 'loss',
};

// pick-engine's picks of one day: the free pick (highest confidence), a locked one stored with a
// content-derived id (before ids were opaque), a locked opaque one and a graded one.
const DAY = '2026-11-23';
const dayPick = (pickId: string, o: Partial<picksV1.Pick> = {}): picksV1.Pick => ({
  pickId, date: DAY, league: 'NBA', eventId: `e-${pickId}`, homeTeam: 'H', awayTeam: 'A', game: 'A @ H', time: '8:00 PM ET', gameTime: '2026-11-24T01:00:00Z',
  pick: 'H ML -150', odds: -150, type: 'moneyline', side: 'home', line: 0, confidence: 0.6, rationale: 'r', result: '', ...o,
});
const LEGACY_ID = 'NBA-2026-11-23-houston-rockets-3-05m93og';
const LOCKED_ID = `pk_${'q'.repeat(26)}`;
const DAY_PICKS = [
  dayPick('p1', { confidence: 0.9, pick: 'Denver Nuggets ML -200', free: true }),
  dayPick(LEGACY_ID, { pick: 'Houston Rockets ML -277', homeTeam: 'Houston Rockets', odds: -277 }),
  dayPick(LOCKED_ID, { pick: 'Utah Jazz +7.5 -110', odds: -110 }),
  dayPick('g1', { pick: 'Orlando Magic ML -120', result: 'won' }),
];
const asMine = (p: picksV1.Pick) => ({
  pickId: p.pickId!, decision: 'ride', outcome: 'pending', createdAt: '2026-11-23T15:00:00.000Z',
  pick: { pick: p.pick!, league: 'NBA', matchup: 'A @ H', gameTime: p.gameTime!, result: p.result ?? '', odds: p.odds! },
});
// What a free account has on record: decisions made before deciding was gated (a locked pick ridden
// through its id) beside the free pick and a graded one.
const FREE_USERS_DECISIONS = DAY_PICKS.map(asMine);

/** Calls the gateway made to pick-engine (the free ride's cost). */
let engineCalls = 0;
const pickEngine: Partial<ServiceImpl<'pick-engine'>> = {
  async GetPick(req: picksV1.GetPickRequest__Output) {
    engineCalls++;
    const p = DAY_PICKS.find((x) => x.pickId === req.pickId);
    if (!p) throw new AppError('not_found', 'pick_not_found', 'Pick not found');
    return p;
  },
  async GetDailyPicks(req: picksV1.GetDailyPicksRequest__Output) {
    engineCalls++;
    return { date: req.date, picks: req.date === DAY ? DAY_PICKS : [], simulated: true };
  },
};

const impl: ServiceImpl<'decisions'> = {
  async Decide(req: decisionsV1.DecideRequest__Output, ctx: CallContext) {
    seen.push({ method: 'Decide', req, ctx });
    if (req.decision === 'hold') throw new AppError('invalid', 'invalid_decision', 'Decision action must be ride or fade');
    if (req.pickId === 'taken') return { success: false, error: 'You already chose to FADE this pick!', existingDecision: 'fade', outcome: 'pending' };
    return { success: true, error: '', existingDecision: '', outcome: 'pending' };
  },
  async ListMine(req: decisionsV1.ListMineRequest__Output, ctx: CallContext) {
    seen.push({ method: 'ListMine', req, ctx });
    if (req.userId === FREE_USER) return { decisions: FREE_USERS_DECISIONS };
    return {
      decisions: [
        { pickId: 'p1', decision: 'ride', outcome: 'pending', createdAt: '2026-11-18T15:00:00.000Z', stakeUnits: 2, price: -110, netUnits: 0, pick: { pick: 'B -3 -110', league: 'NBA', matchup: 'A @ B', gameTime: '2026-11-19T00:00:00.000Z', result: '', odds: -110 } },
      ],
    };
  },
  async GetStats(req: decisionsV1.GetStatsRequest__Output, ctx: CallContext) {
    seen.push({ method: 'GetStats', req, ctx });
    return card;
  },
  async GetLeaderboard(req: decisionsV1.LeaderboardRequest__Output, ctx: CallContext) {
    seen.push({ method: 'GetLeaderboard', req, ctx });
    return { period: req.period, rows: [], me: null };
  },
};

let grpc: GrpcServer;
let picksGrpc: GrpcServer;
let billingGrpc: GrpcServer;
let app: FastifyInstance;
let base = '';
beforeAll(async () => {
  grpc = await startGrpcServer({ service: 'decisions', impl, host: '127.0.0.1', port: 0 });
  picksGrpc = await startGrpcServer({ service: 'pick-engine', impl: pickEngine as ServiceImpl<'pick-engine'>, host: '127.0.0.1', port: 0 });
  billingGrpc = await startGrpcServer({
    service: 'billing',
    impl: { async GetEntitlement(req) { return { userId: req.userId, plan: req.userId === USER ? 'pro' : 'free', status: req.userId === USER ? 'active' : 'none', currentPeriodEnd: '', cancelAtPeriodEnd: false }; } } as ServiceImpl<'billing'>,
    host: '127.0.0.1',
    port: 0,
  });
  app = await buildGateway({
    config: readConfig({ LOG_LEVEL: 'silent' }),
    logger: createLogger({ name: 'gateway-test', level: 'silent' }),
    peers: { decisions: `127.0.0.1:${grpc.port}`, 'pick-engine': `127.0.0.1:${picksGrpc.port}`, billing: `127.0.0.1:${billingGrpc.port}` },
    verifyAccessToken: async (token) => callers[token] ?? null,
    mode: 'embedded',
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => {
  await app.close();
  await grpc.stop();
  await picksGrpc.stop();
  await billingGrpc.stop();
});
beforeEach(() => {
  seen.length = 0;
});

async function call(url: string, opts: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = opts.token ? { authorization: `Bearer ${opts.token}` } : {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + url, { method: opts.method ?? 'GET', headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  return { statusCode: res.status, json: () => JSON.parse(text) };
}

const post = (body: unknown, token?: string) => call('/api/decisions', { method: 'POST', body, token });

describe('POST /api/decisions', () => {
  it("not signed in or a guest: 401 'Sign in to track your picks!'", async () => {
    for (const token of [undefined, 'guest', 'forged']) {
      const res = await post({ pickId: 'p1', decision: 'ride' }, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'unauthenticated', message: 'Sign in to track your picks!' } });
    }
    expect(seen).toHaveLength(0);
  });

  it('decides as the verified caller and answers {success, error, existingDecision}', async () => {
    const res = await post({ pickId: 'p1', decision: 'bet', userId: 'someone-else' }, 'member');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, error: null, existingDecision: null, outcome: 'pending' });
    expect(seen[0]).toMatchObject({ method: 'Decide', req: { userId: USER, pickId: 'p1', decision: 'bet' }, ctx: { userId: USER, role: 'user' } });
  });

  it('a repeat is 409 with the existing decision', async () => {
    const res = await post({ pickId: 'taken', decision: 'ride' }, 'member');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'decision_exists', message: 'You already chose to FADE this pick!', details: { existingDecision: 'fade' } },
      existingDecision: 'fade',
    });
  });

  it("the service's validation errors come back as 400 in the one error shape", async () => {
    const res = await post({ pickId: 'p1', decision: 'hold' }, 'member');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_decision', message: 'Decision action must be ride or fade' } });
  });

  it('a body of the wrong shape is a 400 that says what was wrong', async () => {
    const res = await post({ pickId: 42, decision: 'ride' }, 'member');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/pickId/);
  });
});

describe('"Deciding is for picks the user may read"; "anything returned about a pick follows the same gate"', () => {
  const NOT_FOUND = { error: { code: 'pick_not_found', message: 'That pick does not exist.' } };

  it('a free account riding a locked pick by its id gets the very 404 of an unknown pick, and nothing is decided', async () => {
    // A player prop's id (Pro content, never a card's free pick) is refused the same way.
    for (const pickId of [LOCKED_ID, LEGACY_ID, 'no-such-pick', `pk_${'z'.repeat(26)}`, `pp_${'q'.repeat(26)}`]) {
      const res = await post({ pickId, decision: 'ride' }, 'free');
      expect([pickId, res.statusCode, res.json()]).toEqual([pickId, 404, NOT_FOUND]);
    }
    expect(seen.filter((x) => x.method === 'Decide')).toHaveLength(0);
  });

  it('"a free member\'s ride on the free pick costs one call to pick-engine at most": the rule is answered from the pick itself', async () => {
    engineCalls = 0;
    expect((await post({ pickId: 'p1', decision: 'ride' }, 'free')).statusCode).toBe(200);
    expect(engineCalls).toBe(1);
    // A locked pick costs the same one call (the time taken does not tell them apart), and is refused.
    engineCalls = 0;
    expect((await post({ pickId: LOCKED_ID, decision: 'ride' }, 'free')).statusCode).toBe(404);
    expect(engineCalls).toBe(1);
    seen.length = 0;
  });

  it('a free account rides the free pick of the day; Pro rides any pick', async () => {
    expect((await post({ pickId: 'p1', decision: 'ride' }, 'free')).statusCode).toBe(200);
    expect((await post({ pickId: LOCKED_ID, decision: 'fade' }, 'member')).statusCode).toBe(200);
    expect(seen.filter((x) => x.method === 'Decide').map((x) => (x.req as { pickId: string }).pickId)).toEqual(['p1', LOCKED_ID]);
  });

  it('my decisions show a locked pick\'s text, price and content-derived id to nobody but Pro', async () => {
    const res = await call('/api/decisions/mine', { token: 'free' });
    expect(res.statusCode).toBe(200);
    const text = JSON.stringify(res.json());
    for (const secret of ['Houston Rockets ML', '-277', 'rockets', '05m93og', 'Utah Jazz +7.5']) expect(text).not.toContain(secret);
    const [free, legacy, locked, graded] = res.json().decisions;
    expect(free).toMatchObject({ pickId: 'p1', pick: { pick: 'Denver Nuggets ML -200', odds: -150 } });
    expect(legacy).toMatchObject({ pickId: expect.stringMatching(/^hidden_/), locked: true, pick: { pick: null, odds: null, league: 'NBA', matchup: 'A @ H' } });
    expect(locked).toMatchObject({ pickId: LOCKED_ID, locked: true, pick: { pick: null, odds: null } });
    expect(graded).toMatchObject({ pickId: 'g1', pick: { pick: 'Orlando Magic ML -120', result: 'won' } });
  });
});

describe('GET /api/decisions/mine, /api/stats/me, /api/leaderboard', () => {
  it('my decisions, newest first as the service orders them, with the pick and a null result while pending', async () => {
    const res = await call('/api/decisions/mine', { token: 'member' });
    expect(res.json()).toEqual({
      decisions: [
        // Its price and stake; no units while pending.
        { pickId: 'p1', decision: 'ride', outcome: 'pending', createdAt: '2026-11-18T15:00:00.000Z', pick: { pick: 'B -3 -110', league: 'NBA', matchup: 'A @ B', gameTime: '2026-11-19T00:00:00.000Z', odds: -110, result: null }, stakeUnits: 2, price: -110, netUnits: null },
      ],
    });
    expect((await call('/api/decisions/mine')).statusCode).toBe(401);
  });

  it('my stats and BetCard', async () => {
    const res = await call('/api/stats/me', { token: 'member' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      badge: 'RIDES WITH GARY',
      streakDisplay: '-1',
      record: '1-1',
      lastResult: 'loss',
      vsRidingAll: { unitsChoosing: 0.5, unitsRidingAll: -0.1, unitsAdded: 0.6 },
      recentResults: [
        { pickId: `pk_${'c'.repeat(26)}`, resultPending: true, pickResult: null, userCorrect: null },
        // An id made from the pick's content (stored before ids were opaque) never leaves in the card.
        { pickId: expect.stringMatching(/^hidden_/), matchup: 'C @ D' },
      ],
    });
    expect(JSON.stringify(res.json())).not.toContain('rockets');
    expect(seen[0]).toMatchObject({ req: { userId: USER } });
  });

  it('the leaderboard is public; my rank is asked for only for a signed-in member', async () => {
    const anon = await call('/api/leaderboard?period=week');
    expect(anon.json()).toEqual({ period: 'week', rows: [], me: null });
    expect(seen[0]).toMatchObject({ req: { period: 'week', userId: '', limit: 20 } });
    await call('/api/leaderboard', { token: 'member' });
    expect(seen[1]).toMatchObject({ req: { period: 'all', userId: USER } });
  });
});

describe('"while on a cool-off: no decisions; sign-in still works so they can see their history"', () => {
  it('deciding is refused with 403 play_break before the decisions service is asked', async () => {
    const res = await call('/api/decisions', { method: 'POST', body: { pickId: 'p1', decision: 'ride' }, token: 'cooling' });
    expect([res.statusCode, res.json().error.code, res.json().error.details.help]).toEqual([403, 'play_break', '/help']);
    expect(seen.filter((x) => x.method === 'Decide')).toEqual([]);
  });
  it('my decisions stay readable, without the text or price of an ungraded pick, even on Pro', async () => {
    const res = await call('/api/decisions/mine', { token: 'cooling' });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toContain('B -3 -110');
    expect(res.json().decisions[0]).toMatchObject({ locked: true, pick: { pick: null, odds: null, matchup: 'A @ B' } });
  });
  it('a cool-off that ended 1 ms ago refuses nothing and hides nothing', async () => {
    expect((await call('/api/decisions/mine', { token: 'cooled' })).json().decisions[0]).toMatchObject({ pick: { pick: 'B -3 -110' } });
    expect((await call('/api/decisions', { method: 'POST', body: { pickId: 'p1', decision: 'ride' }, token: 'cooled' })).statusCode).toBe(200);
  });
});
