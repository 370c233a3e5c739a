// Route tests through app.inject() against a real gRPC server standing in for pick-engine (and
// props-engine), with the plan lookup injected so both plans are checked.
import { AppError, createHttpApp, createLogger, startGrpcServer, type GrpcServer } from '@gary/platform';
import type { common, picksV1 } from '@gary/protos';
import { billfoldBody, freePickBody, generationStatusBody, picksTodayBody } from '@gary/contracts';
import type { FastifyInstance } from 'fastify';
import { callerPlugin, type Caller } from '../plugins/caller.plugin';
import { servicesPlugin } from '../plugins/services.plugin';
import { adminPicksRoutes } from './admin-picks.routes';
import { billfoldRoutes } from './billfold.routes';
import { gatePicks, picksRoutes, type Plan } from './picks.routes';

const pick = (o: Partial<picksV1.Pick>): picksV1.Pick => ({
  pickId: 'NBA-2026-04-01-x-0-abc', date: '2026-04-01', league: 'NBA', eventId: 'e', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', game: 'Knicks @ Celtics',
  time: '7:30 PM ET', gameTime: '2099-04-01T23:30:00.000Z', pick: 'Boston Celtics -6.5 -110', odds: -110, type: 'spread', side: 'home', line: -6.5, confidence: 0.61,
  rationale: 'Ride the Celtics. Numbers say so.', trapAlert: false, revenge: false, superstition: true, momentum: 0.7, noVigProbability: 0.6, ev: 0.01, bookmaker: 'DraftKings',
  result: '', finalScore: '', publishedAt: '2026-04-01T14:00:00.000Z', simulated: true, writer: 'offline', gameDay: '2026-04-01', ...o,
});

const PICKS = [
  // A Bet with its stake: paid content of a locked pick (derived from its side and price).
  pick({ pickId: 'NBA-a', confidence: 0.58, classification: 'bet', stake: 0.43, evAtFair: 0.1234, betPrice: -102, beatPrice: -102, beatLine: -6.5 }),
  pick({ pickId: 'MLB-b', league: 'MLB', game: 'Red Sox @ Yankees', homeTeam: 'New York Yankees', awayTeam: 'Boston Red Sox', pick: 'New York Yankees ML -150', odds: -150, type: 'moneyline', confidence: 0.72, rationale: 'Cole on the hill. Yankees cash.', free: true }),
  pick({ pickId: 'NHL-c', league: 'NHL', confidence: 0.55, result: 'won', gameTime: '2000-01-01T00:00:00.000Z' }),
];

const ANALYSIS: picksV1.PickAnalysis = {
  gary: 0.61, market: 0.58, breakEven: 0.524, edge: 0.086, movement: '-5.5 to -6.5', movedToward: true,
  form: [{ side: 'home', team: 'Boston Celtics', picked: true, record: '40-20', lastTen: '7-3', restDays: 1, out: [], starter: '' }],
  diesAt: -156, changeMind: ['The price: past -156 at -6.5 the bet costs more than his 61% is worth.'],
};

const billfold: common.Billfold = {
  empty: false, range: '7d', record: { wins: 3, losses: 1, pushes: 1 }, yesterday: { wins: 1, losses: 0, pushes: 0 }, winRate: 0.75,
  topWin: { matchup: 'Knicks @ Celtics', pick: 'Knicks ML +150', odds: 150, date: '2026-04-01', amount: 150 },
  recent: [], bySport: [{ sport: 'NBA', wins: 0, losses: 0, pushes: 1, winRate: 0 }], betTypes: [], unitsWon: 1.5, roi: 0.3, unitsOverTime: [], calibration: [],
  bets: { count: 0, wins: 0, losses: 0, pushes: 0, units: 0, clvN: 0 },
  leans: { count: 5, wins: 3, losses: 1, pushes: 1, units: 1.5, roi: 0.3, roiLo: -0.4, roiHi: 0.9, clvN: 0 },
};

let server: GrpcServer;
let app: FastifyInstance;
let planCalls: (Caller | null)[] = [];
const generated: picksV1.GenerateRequest__Output[] = [];

const tokens: Record<string, Caller> = {
  'pro-token': { userId: 'u-pro', role: 'user', guest: false },
  'free-token': { userId: 'u-free', role: 'user', guest: false },
  'admin-token': { userId: 'u-admin', role: 'admin', guest: false },
};

beforeAll(async () => {
  server = await startGrpcServer({
    service: 'pick-engine',
    host: '127.0.0.1',
    port: 0,
    impl: {
      GetDailyPicks: async () => ({ date: '2026-04-01', picks: PICKS, simulated: true }),
      GetPick: async (req) => {
        const p = PICKS.find((x) => x.pickId === req.pickId);
        if (!p) throw new AppError('not_found', 'pick_not_found', 'Pick not found');
        return { ...p, analysis: ANALYSIS };
      },
      GetBillfold: async (req) => (req.range === 'all' ? { empty: true, range: 'all', record: { wins: 0, losses: 0, pushes: 0 }, yesterday: { wins: 0, losses: 0, pushes: 0 } } : billfold),
      Generate: async (req) => {
        generated.push(req);
        return { runId: 'run-1', started: true, message: 'Generating picks for 2026-04-01' };
      },
      GetGenerationStatus: async () => ({ running: true, runId: 'run-1', sports: [{ sport: 'NBA', state: 'running', message: '', games: 3, picks: 0 }], lastRunAt: '2026-04-01T14:00:00.000Z', nextRunAt: '2026-04-02T14:00:00.000Z' }),
    },
  });
  const peers = { 'pick-engine': `127.0.0.1:${server.port}` };
  app = createHttpApp({ name: 'gateway', logger: createLogger({ name: 'gw', level: 'silent' }) });
  await app.register(servicesPlugin, { peers, deadlineMs: 5_000 });
  await app.register(callerPlugin, { verify: async (t) => tokens[t] ?? null });
  const planOf = async (c: Caller | null): Promise<Plan> => {
    planCalls.push(c);
    return c?.userId === 'u-pro' ? 'pro' : 'free';
  };
  await app.register(picksRoutes, { planOf, now: () => new Date('2026-04-01T20:00:00Z') });
  await app.register(billfoldRoutes);
  await app.register(adminPicksRoutes);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await server.stop();
});

beforeEach(() => {
  planCalls = [];
});

const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /api/picks/today', () => {
  test('"anonymous/free get one free pick (highest confidence) unlocked, the rest locked" with no pick text, odds, rationale or confidence', async () => {
    for (const token of [undefined, 'free-token']) {
      const res = await get('/api/picks/today', token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ date: '2026-04-01', simulated: true, plan: 'free' });
      const open = body.picks.filter((p: { locked: boolean }) => !p.locked);
      expect(open.map((p: { pickId: string }) => p.pickId)).toEqual(['MLB-b']);
      expect(open[0]).toMatchObject({ pick: 'New York Yankees ML -150', odds: -150, confidence: 0.72, status: 'open', rationale: expect.any(String) });
      for (const locked of body.picks.filter((p: { locked: boolean }) => p.locked)) {
        expect(Object.keys(locked).sort()).toEqual(['awayTeam', 'gameDay', 'gameTime', 'homeTeam', 'league', 'locked', 'matchup', 'pickId', 'time']);
      }
      // The locked picks' words never leave the server, nor their Bet or Lean call and stake.
      expect(res.body).not.toContain('Boston Celtics -6.5');
      expect(res.body).not.toMatch(/"bet"|0\.43|0\.1234|-102/);
      expect(res.body).not.toContain('Ride the Celtics');
    }
    expect(planCalls.map((c) => c?.userId ?? null)).toEqual([null, 'u-free']);
  });

  test('Pro gets every pick unlocked, with status and result', async () => {
    const body = (await get('/api/picks/today', 'pro-token')).json();
    expect(body.plan).toBe('pro');
    expect(body.picks.every((p: { locked: boolean }) => !p.locked)).toBe(true);
    expect(body.picks.find((p: { pickId: string }) => p.pickId === 'NHL-c')).toMatchObject({ status: 'graded', result: 'won' });
    expect(body.picks.find((p: { pickId: string }) => p.pickId === 'NBA-a')).toMatchObject({ status: 'open', pick: 'Boston Celtics -6.5 -110' });
  });
});

describe('"ids of paid content are opaque; nothing derived from a paid item\'s content reaches a user who may not read it"', () => {
  const now = new Date('2026-11-23T15:00:00Z');
  const legacy = pick({ pickId: 'NBA-2026-11-23-houston-rockets-3-05m93og', pick: 'Houston Rockets ML -277', homeTeam: 'Houston Rockets', confidence: 0.55, gameTime: '2026-11-24T01:00:00Z' }) as picksV1.Pick__Output;
  const opaque = pick({ pickId: `pk_${'a'.repeat(26)}`, confidence: 0.56, gameTime: '2026-11-24T01:00:00Z' }) as picksV1.Pick__Output;
  const free = pick({ pickId: `pk_${'b'.repeat(26)}`, confidence: 0.9, gameTime: '2026-11-24T01:00:00Z', free: true }) as picksV1.Pick__Output;

  test('a locked card with a content-derived id (stored before ids were opaque) gets a stand-in that holds nothing of it', () => {
    const cards = gatePicks({ date: '2026-11-23', picks: [legacy, opaque, free] }, 'free', now);
    expect(cards.map((c) => c.locked)).toEqual([true, true, false]);
    expect(cards[0]!.pickId).toMatch(/^hidden_[A-Za-z0-9_-]{26}$/);
    expect(JSON.stringify(cards[0])).not.toMatch(/rockets-3|05m93og|-277|NBA-2026/);
    // The same stand-in on every read (a stable key for the page), and an opaque id is shown as it is.
    expect(gatePicks({ date: '2026-11-23', picks: [legacy, free] }, 'free', now)[0]!.pickId).toBe(cards[0]!.pickId);
    expect(cards[1]!.pickId).toBe(opaque.pickId);
  });

  test('Pro, who may read every pick, gets the stored ids', () => {
    expect(gatePicks({ date: '2026-11-23', picks: [legacy, opaque, free] }, 'pro', now).map((c) => c.pickId)).toEqual([legacy.pickId, opaque.pickId, free.pickId]);
  });
});

test('GET /api/picks/free gives the highest-confidence pick to anyone', async () => {
  const body = (await get('/api/picks/free')).json();
  expect(body.pick).toMatchObject({ pickId: 'MLB-b', locked: false, pick: 'New York Yankees ML -150' });
});

describe('GET /api/billfold', () => {
  test('figures per range; unmeasured figures are null', async () => {
    const b = (await get('/api/billfold?kind=games&range=7d')).json();
    expect(b).toMatchObject({ empty: false, record: { wins: 3, losses: 1, pushes: 1 }, winRate: 0.75, topWin: { amount: 150 }, unitsWon: 1.5, roi: 0.3, avgClv: null, mostProfitable: null });
    expect(b.bySport).toEqual([{ sport: 'NBA', wins: 0, losses: 0, pushes: 1, winRate: null }]);
    // Bets and Leans apart: no Bets is a record of none with no ROI (not 0%); CLV unmeasured is null.
    expect(b.bets).toEqual({ count: 0, wins: 0, losses: 0, pushes: 0, units: 0, roi: null, roiCi95: null, clv: null, clvCi95: null, clvN: 0 });
    expect(b.leans).toMatchObject({ count: 5, units: 1.5, roi: 0.3, roiCi95: [-0.4, 0.9], clv: null });
    expect(billfoldBody.safeParse(b).success).toBe(true);
    const empty = (await get('/api/billfold')).json();
    expect(empty).toMatchObject({ empty: true, winRate: null, roi: null, topWin: null, avgClv: null });
  });
  test('a range outside all|7d|30d|90d|ytd is a 400', async () => {
    const res = await get('/api/billfold?range=1y');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_request');
  });
});

describe('admin generation', () => {
  test('needs the admin role', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/admin/picks/generate' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/admin/picks/generate', headers: { authorization: 'Bearer free-token' } })).statusCode).toBe(403);
    expect((await get('/api/admin/picks/status', 'free-token')).statusCode).toBe(403);
  });
  test('POST /api/admin/picks/generate -> {runId}; GET status -> {running, sports, lastRun}', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/admin/picks/generate', headers: { authorization: 'Bearer admin-token' }, payload: { sports: ['NBA'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ runId: 'run-1', started: true });
    expect(generated.at(-1)).toMatchObject({ sports: ['NBA'], requestedBy: 'u-admin' });
    const s = (await get('/api/admin/picks/status', 'admin-token')).json();
    expect(s).toMatchObject({ running: true, sports: [{ sport: 'NBA', state: 'running', message: '' }], lastRun: '2026-04-01T14:00:00.000Z' });
  });
});

describe('"the API types come from one source shared by the gateway and the web" (@gary/contracts api)', () => {
  it('every answer parses with the shared schema the web types are inferred from: both plans, locked and open cards', async () => {
    for (const token of [undefined, 'free-token', 'pro-token']) {
      const today = picksTodayBody.parse((await get('/api/picks/today', token)).json());
      expect(today.picks.some((p) => !p.locked)).toBe(true);
      if (token !== 'pro-token') expect(today.picks.some((p) => p.locked)).toBe(true);
    }
    expect(freePickBody.parse((await get('/api/picks/free')).json()).pick?.locked).toBe(false);
    for (const range of ['all', '7d']) billfoldBody.parse((await get(`/api/billfold?range=${range}`)).json());
    generationStatusBody.parse((await get('/api/admin/picks/status', 'admin-token')).json());
  });

  it('a shape the gateway does not send fails the schema (the check can fail)', () => {
    expect(picksTodayBody.safeParse({ date: '2026-04-01', simulated: true, plan: 'free', picks: [{ pickId: 'x', locked: false }] }).success).toBe(false);
  });
});

test('"the free pick is chosen once, by the card\'s owner": the gateway opens the pick pick-engine marks free and works out none of its own', () => {
  const now = new Date('2026-11-27T15:00:00Z');
  const tonight = pick({ pickId: `pk_${'c'.repeat(26)}`, confidence: 0.58, gameTime: '2026-11-28T00:30:00Z', gameDay: '2026-11-27', free: true }) as picksV1.Pick__Output;
  const higher = pick({ pickId: `pk_${'d'.repeat(26)}`, confidence: 0.71, gameTime: '2026-11-28T01:30:00Z', gameDay: '2026-11-27' }) as picksV1.Pick__Output;
  const cards = gatePicks({ date: '2026-11-27', picks: [higher, tonight] }, 'free', now);
  expect(cards.map((c) => c.locked)).toEqual([true, false]);
  expect(cards.map((c) => c.gameDay)).toEqual(['2026-11-27', '2026-11-27']);
  // A card whose free pick is not marked (none yet) opens nothing.
  expect(gatePicks({ date: '2026-11-27', picks: [{ ...higher }, { ...tonight, free: false }] }, 'free', now).every((c) => c.locked)).toBe(true);
});

test('"PrimeTime is on all 25 picks": a Pro card marks only each league\'s latest evening slot, not every game from 7:00 PM ET', () => {
  // Friday 27 Nov 2026 (EST): NBA at 7:00, 7:30 and 10:00 PM; NHL at 7:00 and 9:00 PM.
  const at = (pickId: string, league: string, gameTime: string) => pick({ pickId, league, gameTime }) as picksV1.Pick__Output;
  const day = { date: '2026-11-27', picks: [at('NBA-1', 'NBA', '2026-11-28T00:00:00Z'), at('NBA-2', 'NBA', '2026-11-28T00:30:00Z'), at('NBA-3', 'NBA', '2026-11-28T03:00:00Z'), at('NHL-1', 'NHL', '2026-11-28T00:00:00Z'), at('NHL-2', 'NHL', '2026-11-28T02:00:00Z')] };
  const cards = gatePicks(day, 'pro', new Date('2026-11-27T15:00:00Z'));
  expect(cards.filter((c) => !c.locked && c.primeTime).map((c) => c.pickId)).toEqual(['NBA-3', 'NHL-2']);
});

test('"claims checked n/n" travels with a readable pick only: a locked card carries no claims, facts or facts hash', () => {
  const withFacts = pick({ pickId: 'NBA-f', confidence: 0.8, free: true, factsSha256: 'a'.repeat(64), claimsChecked: 2, claimsTotal: 2, claims: [{ fact: 'pick.price', label: 'Best price', text: '-110', source: 'odds-ingest' }, { fact: 'lastTen.home', label: 'Boston Celtics last ten', text: '7-3', source: 'stats-ingest' }] });
  const other = pick({ pickId: 'NBA-g', confidence: 0.6, factsSha256: 'b'.repeat(64), claimsChecked: 1, claimsTotal: 1, claims: [{ fact: 'pick.price', label: 'Best price', text: '-110', source: 'odds-ingest' }] });
  const [open, locked] = gatePicks({ date: '2026-04-01', picks: [withFacts, other] } as never, 'free', new Date('2026-04-01T12:00:00Z'));
  expect(open).toMatchObject({ locked: false, factsSha256: 'a'.repeat(64), claims: { checked: 2, total: 2, facts: [{ label: 'Best price', text: '-110', source: 'odds-ingest' }, { label: 'Boston Celtics last ten', text: '7-3', source: 'stats-ingest' }] } });
  expect(locked!.locked).toBe(true);
  expect(JSON.stringify(locked)).not.toMatch(/claims|facts|b{64}|Best price/);
  // A pick published before the facts were kept says nothing of claims.
  expect(gatePicks({ date: '2026-04-01', picks: [pick({ pickId: 'NBA-h' })] } as never, 'pro', new Date('2026-04-01T12:00:00Z'))[0]).toMatchObject({ claims: null, factsSha256: null });
});

describe('GET /api/picks/:id/analysis (the one rule of pick-access.ts)', () => {
  const get = (id: string, token?: string) => app.inject({ url: `/api/picks/${encodeURIComponent(id)}/analysis`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const UNKNOWN = { error: { code: 'pick_not_found', message: 'That pick does not exist.' } };

  it('"Pro reads every pick": a locked pick\'s analysis with Gary\'s number, the market\'s, the price where it dies and what would change his mind', async () => {
    const r = await get('NBA-a', 'pro-token');
    expect(r.statusCode).toBe(200);
    expect(r.json().pick).toMatchObject({ pickId: 'NBA-a', locked: false, analysis: { gary: 0.61, market: 0.58, diesAt: -156, movement: { text: '-5.5 to -6.5', toward: true }, changeMind: [expect.stringMatching(/^The price: past -156/)] } });
  });

  it('"a reader who may not read the pick gets the same 404 as an unknown id": free and anonymous callers on a locked pick', async () => {
    const unknown = await get('NBA-nope', 'free-token');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, UNKNOWN]);
    for (const token of ['free-token', undefined]) {
      const locked = await get('NBA-a', token);
      expect([locked.statusCode, locked.json()]).toEqual([404, UNKNOWN]);
      expect(locked.payload).not.toMatch(/Celtics|0\.61|changeMind/);
    }
  });

  it('"the day\'s free pick and graded picks" are readable without Pro', async () => {
    const free = await get('MLB-b', 'free-token');
    expect(free.statusCode).toBe(200);
    expect(free.json().pick).toMatchObject({ pickId: 'MLB-b', pick: 'New York Yankees ML -150', analysis: { gary: 0.61 } });
    expect((await get('NHL-c')).statusCode).toBe(200);
  });

  it('a malformed id is a clear 400, never a 500', async () => {
    const r = await get('x'.repeat(200), 'pro-token');
    expect([r.statusCode, r.json().error.code]).toEqual([400, 'invalid_pick_id']);
    expect((await get('a b<c>', 'pro-token')).statusCode).toBe(400);
  });
});

test('"a change of starter after publishing is in the API answer": an open MLB card carries the starters assumed, each change, and the analysis its fair line and change lines; a locked card none of it', () => {
  const mlb = pick({
    pickId: 'MLB-s', league: 'MLB', fairSource: 'sharp', fairProbability: 0.571,
    starters: [{ side: 'home', id: '543037', name: 'Gerrit Cole', priorStarts: 6 }, { side: 'away', id: '678394', name: 'Brayan Bello', priorStarts: 3 }],
    starterChanges: [{ side: 'away', team: 'Boston Red Sox', assumed: 'Brayan Bello', now: '', seenAt: '2026-04-01T18:00:00.000Z' }],
    analysis: { ...ANALYSIS, fairSource: 'sharp', fair: 0.571, starterChanges: ['Starter change: Boston Red Sox no longer list Brayan Bello (the starter this pick assumed) and name no one yet'] },
  }) as picksV1.Pick__Output;
  const [open] = gatePicks({ date: '2026-04-01', picks: [mlb] } as never, 'pro', new Date('2026-04-01T12:00:00Z'));
  expect(open).toMatchObject({
    starters: [{ side: 'home', name: 'Gerrit Cole' }, { side: 'away', name: 'Brayan Bello' }],
    starterChanges: [{ side: 'away', team: 'Boston Red Sox', assumed: 'Brayan Bello', now: null, seenAt: '2026-04-01T18:00:00.000Z' }],
    analysis: { fairSource: 'sharp', fair: 0.571, starterChanges: [expect.stringContaining('no longer list Brayan Bello')] },
  });
  expect(picksTodayBody.safeParse({ date: '2026-04-01', simulated: true, plan: 'pro', picks: [open] }).success).toBe(true);
  const other = pick({ pickId: 'NBA-free', confidence: 0.9 }) as picksV1.Pick__Output;
  const cards = gatePicks({ date: '2026-04-01', picks: [mlb, other] } as never, 'free', new Date('2026-04-01T12:00:00Z'));
  expect(cards[0]).toEqual(expect.objectContaining({ locked: true }));
  expect(cards[0]).not.toHaveProperty('starterChanges');
});

describe('Bet or Lean on the card (issues 26 and 30)', () => {
  const at = new Date('2026-04-01T12:00:00Z');
  const bet = pick({ pickId: 'NBA-bet', confidence: 0.9, classification: 'bet', stake: 0.43, evAtFair: 0.1234, betPrice: -102, beatPrice: -102, beatLine: -6.5, liveStatus: 'alive', books: [], liveAt: '2026-04-01T11:00:00.000Z', analysis: { ...ANALYSIS, classification: 'bet', stake: 0.43, betPrice: -102 } }) as picksV1.Pick__Output;
  const lean = pick({ pickId: 'NBA-lean', confidence: 0.6, classification: 'lean', stake: 0.5, evAtFair: -0.02, betPrice: 118, beatPrice: -120, beatLine: -6.5, liveStatus: 'dead', books: [], liveAt: '2026-04-01T11:00:00.000Z', type: 'moneyline', line: 0 }) as picksV1.Pick__Output;

  it('"a Bet carries a suggested stake": an open Bet says bet, its stake and "playable to"; its analysis too', () => {
    const [card] = gatePicks({ date: '2026-04-01', picks: [bet] } as never, 'pro', at);
    expect(card).toMatchObject({ classification: 'bet', stake: 0.43, evAtFair: 0.1234, betPrice: -102, priceToBeat: { price: -102 }, live: { status: 'alive' }, analysis: { classification: 'bet', stake: 0.43 } });
    expect(picksTodayBody.safeParse({ date: '2026-04-01', simulated: true, plan: 'pro', picks: [card] }).success).toBe(true);
  });

  it('"never for a Lean", and "a Lean says what price would make it one": no stake, no playable-to, the bet price in words', () => {
    const [card] = gatePicks({ date: '2026-04-01', picks: [lean] } as never, 'pro', at);
    expect(card).toMatchObject({ classification: 'lean', stake: null, priceToBeat: null, betPrice: 118, betPriceText: 'a Bet at +118 or better' });
  });

  it('"paid content never leaks": a locked Bet carries no call, stake, EV or bet price', () => {
    const cards = gatePicks({ date: '2026-04-01', picks: [lean, bet] } as never, 'free', at);
    const locked = cards.find((c) => c.locked)!;
    expect(Object.keys(locked).sort()).toEqual(['awayTeam', 'gameDay', 'gameTime', 'homeTeam', 'league', 'locked', 'matchup', 'pickId', 'time']);
    // The id is a keyed stand-in: random letters that may spell anything (a run once drew "...QPBET1...").
    const { pickId, ...shown } = locked;
    expect(pickId).toMatch(/^hidden_[A-Za-z0-9_-]{26}$/);
    expect(pickId).not.toContain('NBA-bet');
    expect(JSON.stringify(shown)).not.toMatch(/bet|0\.43|0\.1234|-102/i);
  });
});
