// The props and thoughts routes over loopback HTTP, with props-engine and thoughts played by a
// local gRPC server (the gateway's real clients, deadlines and error mapping in between).
import { createHttpApp, createLogger, createMemoryRateLimiter, forbidden, rateLimited, startGrpcServer, unavailable, type GrpcServer } from '@gary/platform';
import type { picksV1, propsV1, thoughtsV1 } from '@gary/protos';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../app';
import { readConfig } from '../config';
import { callerPlugin, type Caller } from '../plugins/caller.plugin';
import { servicesPlugin } from '../plugins/services.plugin';
import { propCards, propsRoutes, type Plan } from './props.routes';
import { thoughtsRoutes } from './thoughts.routes';

const logger = createLogger({ name: 'test', level: 'silent' });

const PROPS: propsV1.PropPick[] = [
  { id: 'prop_20260410_aaaa', date: '2026-04-10', league: 'MLB', eventId: 'e1', player: 'Gerrit Cole', playerId: '543037', team: 'New York Yankees', prop: 'strikeouts 5.5', propType: 'strikeouts', line: 5.5, bet: 'over', odds: -115, confidence: 0.7, ev: 2.4, analysis: ['Cole carries 11.5 K/9.', 'Expected 7.0 against 5.5.', 'Over.'], matchup: 'Boston Red Sox @ New York Yankees', time: '7:05 PM ET', gameTime: '2026-04-10T23:05:00Z', source: 'rules' },
  { id: 'prop_20260410_bbbb', date: '2026-04-10', league: 'NBA', eventId: 'e2', player: 'LeBron James', playerId: '237', team: 'Los Angeles Lakers', prop: 'points 25.5', propType: 'points', line: 25.5, bet: 'over', odds: -110, confidence: 0.52, ev: 1.1, analysis: ['LeBron over 25.5 points.'], matchup: 'Boston Celtics @ Los Angeles Lakers', time: '10:30 PM ET', gameTime: '2026-04-11T02:30:00Z', source: 'simulated', result: 'won', actualValue: 26 },
];

const GAME: thoughtsV1.ThoughtGame = {
  id: 'a1c4e0f2b3d5a6c7e8f9a0b1c2d3e4f5',
  league: 'NBA',
  time: '7:30 PM ET',
  homeTeam: 'Boston Celtics',
  awayTeam: 'Miami Heat',
  odds: { spreadHome: { line: -6.5, odds: -110 }, spreadAway: { line: 6.5, odds: -108 }, moneylineHome: -240, moneylineAway: 200, totalLine: 214.5, totalOver: -112, totalUnder: -108 },
  garyPicks: { spread: 'away', moneyline: 'home', total: 'over', rationale: 'Celtics win it, Heat keep it close.' },
  fallback: false,
  factsSha256: 'f'.repeat(64),
  claimsChecked: 3,
  claimsTotal: 3,
};

// The same day's other games: one carries the free pick (highest confidence), one a graded pick, one no pick.
const OTHER = (id: string, home: string, away: string, rationale: string): thoughtsV1.ThoughtGame => ({ ...GAME, id, homeTeam: home, awayTeam: away, garyPicks: { spread: 'home', moneyline: 'home', total: 'under', rationale } });
const GAME_FREE = OTHER('g-free', 'Denver Nuggets', 'Utah Jazz', 'Nuggets roll the Jazz at altitude.');
const GAME_GRADED = OTHER('g-graded', 'Orlando Magic', 'Chicago Bulls', 'Magic defence travels.');
const GAME_NOPICK = OTHER('g-nopick', 'Phoenix Suns', 'Dallas Mavericks', 'Suns by a bucket, no pick today.');
const pickOn = (eventId: string, o: Partial<picksV1.Pick>): picksV1.Pick => ({
  pickId: `pk_${eventId.replace(/[^a-z]/g, '').padEnd(26, 'a').slice(0, 26)}`, date: '2026-04-10', league: 'NBA', eventId, homeTeam: 'H', awayTeam: 'A', game: 'A @ H', time: '7:30 PM ET',
  gameTime: '2026-04-10T23:30:00Z', pick: 'Boston Celtics ML -240', odds: -240, type: 'moneyline', side: 'home', line: 0, confidence: 0.6, rationale: 'r', result: '', ...o,
});
const DAY_PICKS = [
  pickOn(GAME.id!, { confidence: 0.6 }),
  pickOn('g-free', { confidence: 0.8, pick: 'Denver Nuggets ML -200', free: true }),
  pickOn('g-graded', { confidence: 0.55, pick: 'Orlando Magic ML -120', result: 'won' }),
];

let propsServer: GrpcServer;
let thoughtsServer: GrpcServer;
let picksServer: GrpcServer;
const seen: { role?: string; userId?: string; sport?: string }[] = [];

beforeAll(async () => {
  propsServer = await startGrpcServer({
    service: 'props-engine',
    host: '127.0.0.1',
    port: 0,
    impl: { async GetDailyProps() { return { date: '2026-04-10', props: PROPS, simulated: true }; } },
  });
  thoughtsServer = await startGrpcServer({
    service: 'thoughts',
    host: '127.0.0.1',
    port: 0,
    impl: {
      async GetThoughts(req, ctx) {
        seen.push({ role: ctx.role, userId: ctx.userId, sport: req.sport });
        if (req.sport === 'MLB') throw rateLimited('thoughts_rate_limited', 'OpenAI rate limit reached. Please wait a moment and try again.', 10);
        if (req.sport === 'NHL') return { date: '2026-04-10', sport: 'NHL', games: [], simulated: true, error: 'No games found for today.' };
        if (req.date === '2026-04-10') return { date: '2026-04-10', sport: req.sport, games: [GAME, GAME_FREE, GAME_GRADED, GAME_NOPICK], simulated: true, error: '' };
        if (req.date) return { date: req.date, sport: req.sport, games: [GAME], simulated: true, error: '' };
        return { date: '2026-04-10', sport: req.sport, games: [GAME], simulated: true, error: '' };
      },
      async Regenerate(req, ctx) {
        if (ctx.role !== 'admin') throw forbidden('forbidden', 'This needs the admin role.');
        if (req.sports.includes('MLB')) throw unavailable('thoughts_failed', "Failed to load Gary's thoughts. Please try again.");
        return { date: '2026-04-10', sport: '', games: [GAME], simulated: true, error: '' };
      },
    },
  });
  picksServer = await startGrpcServer({
    service: 'pick-engine',
    host: '127.0.0.1',
    port: 0,
    impl: {
      async GetDailyPicks(req) {
        // 2026-04-10's card is complete; 2026-04-12's holds only the picks made early (its own run has not stored).
        if (req.date === '2026-04-12') return { date: req.date, picks: DAY_PICKS.slice(0, 2), simulated: true, complete: false };
        return { date: req.date, picks: req.date === '2026-04-10' ? DAY_PICKS : [], simulated: true, complete: req.date === '2026-04-10' };
      },
    },
  });
});

afterAll(async () => {
  await propsServer.stop();
  await thoughtsServer.stop();
  await picksServer.stop();
});

const TOKENS: Record<string, Caller> = {
  free: { userId: '11111111-1111-4111-8111-111111111111', role: 'user', guest: false },
  pro: { userId: '22222222-2222-4222-8222-222222222222', role: 'user', guest: false },
  guest: { userId: '33333333-3333-4333-8333-333333333333', role: 'guest', guest: true },
  admin: { userId: '44444444-4444-4444-8444-444444444444', role: 'admin', guest: false },
};

async function appWith(planOf: (c: Caller | null) => Promise<Plan>): Promise<FastifyInstance> {
  const app = createHttpApp({ name: 'gateway', logger });
  const peers = { 'props-engine': `127.0.0.1:${propsServer.port}`, thoughts: `127.0.0.1:${thoughtsServer.port}`, 'pick-engine': `127.0.0.1:${picksServer.port}` };
  await app.register(servicesPlugin, { peers, deadlineMs: 5_000 });
  await app.register(callerPlugin, { verify: async (t) => TOKENS[t] ?? null });
  await app.register(propsRoutes, { planOf });
  await app.register(thoughtsRoutes, { planOf });
  return app;
}

// app.inject() loads light-my-request, whose cookie@2 dependency is ESM-only and cannot be
// required under Jest on Node 20; the app listens on a loopback port and is called with fetch.
interface Res {
  statusCode: number;
  body: string;
  json(): any;
}
async function call(app: FastifyInstance, o: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: unknown }): Promise<Res> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}${o.url}`, {
    method: o.method,
    headers: { ...(o.payload !== undefined ? { 'content-type': 'application/json' } : {}), ...o.headers },
    ...(o.payload !== undefined ? { body: JSON.stringify(o.payload) } : {}),
  });
  const body = await res.text();
  return { statusCode: res.status, body, json: () => JSON.parse(body) };
}

const plans: Record<string, Plan> = { [TOKENS.pro!.userId]: 'pro', [TOKENS.free!.userId]: 'free' };
const planOf = async (c: Caller | null): Promise<Plan> => (c ? (plans[c.userId] ?? 'free') : 'free');
const auth = (who: string) => ({ authorization: `Bearer ${who}` });

describe('GET /api/props/today', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(planOf);
  });
  afterAll(async () => {
    await app.close();
  });

  test('Pro: every card with player, prop, line, bet, odds, EV, confidence and analysis', async () => {
    const res = await call(app, { method: 'GET', url: '/api/props/today', headers: auth('pro') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ date: '2026-04-10', simulated: true, plan: 'pro' });
    expect(body.props[0]).toEqual({
      id: 'prop_20260410_aaaa', league: 'MLB', team: 'New York Yankees', player: 'Gerrit Cole', prop: 'strikeouts 5.5', line: 5.5, bet: 'over', odds: -115, ev: 2.4, confidence: 0.7,
      analysis: ['Cole carries 11.5 K/9.', 'Expected 7.0 against 5.5.', 'Over.'], time: '7:05 PM ET', gameTime: '2026-04-10T23:05:00Z', matchup: 'Boston Red Sox @ New York Yankees', locked: false, result: null,
    });
    expect(body.props[1].result).toBe('won');
  });

  test.each([
    ['anonymous', {}],
    ['a free member', auth('free')],
    ['a guest', auth('guest')],
  ])('%s: locked cards that carry no player, prop or pick text', async (_who, headers) => {
    const res = await call(app, { method: 'GET', url: '/api/props/today', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.plan).toBe('free');
    // The fixture's ids are content-derived ones (a SHA-256 of date, event, player, prop, line and
    // side, as stored before ids were opaque): locked cards carry a stand-in instead.
    expect(body.props).toEqual([
      { id: expect.stringMatching(/^hidden_[A-Za-z0-9_-]{26}$/), league: 'MLB', time: '7:05 PM ET', gameTime: '2026-04-10T23:05:00Z', matchup: 'Boston Red Sox @ New York Yankees', locked: true },
      { id: expect.stringMatching(/^hidden_[A-Za-z0-9_-]{26}$/), league: 'NBA', time: '10:30 PM ET', gameTime: '2026-04-11T02:30:00Z', matchup: 'Boston Celtics @ Los Angeles Lakers', locked: true },
    ]);
    for (const secret of ['Gerrit Cole', 'LeBron', 'strikeouts', '5.5', '-115', 'K/9', 'over', 'prop_20260410', 'aaaa']) expect(res.body).not.toContain(secret);
  });

  test('"no order made from them": locked props come in game-time order, not in Gary\'s confidence ranking', () => {
    const ranked = [
      { ...PROPS[1]!, id: `pp_${'a'.repeat(26)}`, gameTime: '2026-04-11T02:30:00Z', confidence: 0.9 },
      { ...PROPS[0]!, id: `pp_${'b'.repeat(26)}`, gameTime: '2026-04-10T23:05:00Z', confidence: 0.7 },
    ] as propsV1.PropPick__Output[];
    expect(propCards(ranked, 'free').map((c) => c.id)).toEqual([`pp_${'b'.repeat(26)}`, `pp_${'a'.repeat(26)}`]);
    expect(propCards(ranked, 'pro').map((c) => c.id)).toEqual([`pp_${'a'.repeat(26)}`, `pp_${'b'.repeat(26)}`]);
  });

  test('a plan lookup that fails shows the props locked, never open', async () => {
    const broken = await appWith(async () => {
      throw new Error('billing down');
    });
    const res = await call(broken, { method: 'GET', url: '/api/props/today', headers: auth('pro') });
    expect(res.json().props.every((p: { locked: boolean }) => p.locked)).toBe(true);
    await broken.close();
  });
});

describe('thoughts routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(planOf);
  });
  afterAll(async () => {
    await app.close();
  });

  test('GET /api/thoughts?sport=NBA: spread, moneyline, total and Gary\'s picks per game (for Pro)', async () => {
    const res = await call(app, { method: 'GET', url: '/api/thoughts?sport=nba', headers: auth('pro') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      date: '2026-04-10',
      sport: 'NBA',
      simulated: true,
      games: [
        {
          id: GAME.id, league: 'NBA', time: '7:30 PM ET', homeTeam: 'Boston Celtics', awayTeam: 'Miami Heat',
          odds: { spread: { home: { line: -6.5, odds: -110 }, away: { line: 6.5, odds: -108 } }, moneyline: { home: -240, away: 200 }, total: { line: 214.5, over: -112, under: -108 } },
          garyPicks: { spread: 'away', moneyline: 'home', total: 'over', rationale: 'Celtics win it, Heat keep it close.' },
          fallback: false,
          factsSha256: 'f'.repeat(64),
          claims: { checked: 3, total: 3 },
          locked: false,
        },
      ],
    });
  });

  test.each([
    ['anonymous', {}],
    ['a free member', auth('free')],
    ['a guest', auth('guest')],
  ])('%s: "a Pro pick\'s content, and anything that reveals it, is not served to a caller who is not Pro": the game of a locked pick is locked', async (_who, headers) => {
    const res = await call(app, { method: 'GET', url: '/api/thoughts?sport=NBA&date=2026-04-10', headers });
    expect(res.statusCode).toBe(200);
    const games = res.json().games as { id: string; locked: boolean; garyPicks: Record<string, unknown>; odds: unknown }[];
    expect(games.map((g) => [g.id, g.locked])).toEqual([[GAME.id, true], ['g-free', false], ['g-graded', false], ['g-nopick', false]]);
    // The locked game keeps the market's numbers (public on the slate) and the total's side; Gary's
    // spread and moneyline sides and his words stay on the server.
    expect(games[0]!.garyPicks).toEqual({ total: 'over' });
    expect(games[0]!.odds).toEqual({ spread: { home: { line: -6.5, odds: -110 }, away: { line: 6.5, odds: -108 } }, moneyline: { home: -240, away: 200 }, total: { line: 214.5, over: -112, under: -108 } });
    expect(res.body).not.toContain('Celtics win it');
    expect(games[1]!.garyPicks).toMatchObject({ moneyline: 'home', rationale: 'Nuggets roll the Jazz at altitude.' });
    // "claims checked n/n" and the facts hash are of the withheld text: only the open games carry them.
    expect(games.map((g) => [(g as { claims?: unknown }).claims, (g as { factsSha256?: unknown }).factsSha256])).toEqual([
      [null, null], [{ checked: 3, total: 3 }, 'f'.repeat(64)], [{ checked: 3, total: 3 }, 'f'.repeat(64)], [{ checked: 3, total: 3 }, 'f'.repeat(64)],
    ]);
  });

  test('Pro reads every game\'s thoughts', async () => {
    const res = await call(app, { method: 'GET', url: '/api/thoughts?sport=NBA&date=2026-04-10', headers: auth('pro') });
    expect(res.json().games.every((g: { locked: boolean }) => !g.locked)).toBe(true);
    expect(res.body).toContain('Celtics win it');
  });

  test('a date whose picks are not out yet: every game is locked for a caller who is not Pro (any may become a Pro pick)', async () => {
    const res = await call(app, { method: 'GET', url: '/api/thoughts?sport=NBA&date=2026-04-11', headers: auth('free') });
    expect(res.json().games.map((g: { locked: boolean }) => g.locked)).toEqual([true]);
    expect(res.body).not.toContain('Celtics win it');
  });

  test('"What Gary Thinks locks games by the card of their day, so a partly published day leaks nothing": before the day\'s own run, every game is locked', async () => {
    const res = await call(app, { method: 'GET', url: '/api/thoughts?sport=NBA&date=2026-04-12', headers: auth('free') });
    expect(res.json().games.every((g: { locked: boolean }) => g.locked)).toBe(true);
    expect(res.body).not.toContain('Celtics win it');
  });

  test('the sport defaults to NBA; an unknown sport is a 400', async () => {
    await call(app, { method: 'GET', url: '/api/thoughts' });
    expect(seen.at(-1)!.sport).toBe('NBA');
    const bad = await call(app, { method: 'GET', url: '/api/thoughts?sport=EPL' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_request');
  });

  test('"No games found for today." comes with an empty list; a rate limit is a 429 with the spec\'s words', async () => {
    const none = await call(app, { method: 'GET', url: '/api/thoughts?sport=NHL' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ games: [], message: 'No games found for today.' });
    const limited = await call(app, { method: 'GET', url: '/api/thoughts?sport=MLB' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'thoughts_rate_limited', message: 'OpenAI rate limit reached. Please wait a moment and try again.', details: { retryAfterSeconds: 10 } } });
  });

  test('POST /api/admin/thoughts/regenerate: 401 signed out, 403 for users, the admin role forwarded', async () => {
    expect((await call(app, { method: 'POST', url: '/api/admin/thoughts/regenerate' })).statusCode).toBe(401);
    expect((await call(app, { method: 'POST', url: '/api/admin/thoughts/regenerate', headers: auth('free') })).statusCode).toBe(403);
    const ok = await call(app, { method: 'POST', url: '/api/admin/thoughts/regenerate', headers: auth('admin'), payload: { sports: ['NBA'] } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().games).toHaveLength(1);
    const failed = await call(app, { method: 'POST', url: '/api/admin/thoughts/regenerate', headers: auth('admin'), payload: { sports: ['MLB'] } });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.message).toBe("Failed to load Gary's thoughts. Please try again.");
    const bad = await call(app, { method: 'POST', url: '/api/admin/thoughts/regenerate', headers: auth('admin'), payload: { sports: ['NFL'] } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('registered in the gateway app', () => {
  test('buildGateway serves both routes; with no billing address every caller is shown locked props', async () => {
    const app = await buildGateway({
      config: readConfig({ GRPC_DEADLINE_MS: '5000' }),
      logger,
      peers: { 'props-engine': `127.0.0.1:${propsServer.port}`, thoughts: `127.0.0.1:${thoughtsServer.port}` },
      verifyAccessToken: async (t) => TOKENS[t] ?? null,
      mode: 'embedded',
      rateLimiter: createMemoryRateLimiter(),
    });
    const props = await call(app, { method: 'GET', url: '/api/props/today', headers: auth('pro') });
    expect(props.statusCode).toBe(200);
    expect(props.json().props.every((p: { locked: boolean }) => p.locked)).toBe(true);
    // No pick-engine address either: the picks cannot be read, so the thoughts are shown locked.
    const thoughts = (await call(app, { method: 'GET', url: '/api/thoughts?sport=NBA' })).json();
    expect(thoughts.games).toHaveLength(1);
    expect(thoughts.games[0]).toMatchObject({ locked: true, garyPicks: { total: 'over' } });
    expect(thoughts.games[0].garyPicks.rationale).toBeUndefined();
    await app.close();
  });
});
