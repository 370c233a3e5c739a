// The gateway's sports-data routes against a real odds-ingest (simulated, real Postgres): zod-checked
// queries (400 saying what was wrong), the slate, an event's odds and line movement, scores, and the
// admin quota and finish routes behind requireAdmin.
import { createLogger, createMemoryRateLimiter } from '@gary/platform';
import { buildGateway, readConfig as gatewayConfig } from '@gary/gateway';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import type { FastifyInstance } from 'fastify';
import { readConfig, start } from '../src';

const now = () => new Date('2026-01-14T15:00:00Z');
let svc: ServiceUnderTest<'odds-ingest'>;
let app: FastifyInstance;
const admin = { authorization: 'Bearer admin-token' };
const user = { authorization: 'Bearer user-token' };

beforeAll(async () => {
  svc = await startServiceForTest({ name: 'odds-ingest', readConfig, start, env: { ODDS_API_KEY: '', ODDS_POLLER_ENABLED: 'false' }, adapters: { now } });
  await svc.client.RefreshOdds({ sport: 'NBA' });
  app = await buildGateway({
    config: gatewayConfig({ PUBLIC_ORIGIN: 'http://localhost:8080' }),
    logger: createLogger({ name: 'gateway', level: 'silent' }),
    peers: { 'odds-ingest': svc.address },
    mode: 'embedded',
    rateLimiter: createMemoryRateLimiter(),
    verifyAccessToken: async (t) => (t === 'admin-token' ? { userId: 'a1', role: 'admin', guest: false } : t === 'user-token' ? { userId: 'u1', role: 'user', guest: false } : null),
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await svc?.stop();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('gateway sports-data routes', () => {
  it("GET /api/slate: today's simulated NBA slate with moneyline, spread and total at the best prices", async () => {
    const res = await get('/api/slate?sport=nba&date=2026-01-14');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ sport: 'NBA', date: '2026-01-14', simulated: true, inSeason: true });
    expect(body.games.length).toBeGreaterThan(0);
    const g = body.games[0];
    expect(g).toMatchObject({ league: 'NBA', status: 'scheduled', id: expect.any(String) });
    expect(g.odds.moneyline.home).toEqual({ odds: expect.any(Number), bookmaker: expect.any(String), noVigProbability: expect.any(Number), ev: expect.any(Number) });
    expect(g.odds.spread.home.line).toBe(-g.odds.spread.away.line);
    expect(g.odds.total.line).toBeGreaterThan(150);
    expect(g.odds.moneyline.home.noVigProbability + g.odds.moneyline.away.noVigProbability).toBeCloseTo(1, 3);
  });

  it('bad queries are 400 with what was wrong: unknown sport, missing sport, a date that is not YYYY-MM-DD or does not exist', async () => {
    const unknown = await get('/api/slate?sport=CURLING');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain("unknown sport 'CURLING'");
    const missing = await get('/api/slate');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('sport');
    const word = await get('/api/slate?sport=NBA&date=tomorrow');
    expect(word.statusCode).toBe(400);
    expect(word.json().error.message).toContain('date must be YYYY-MM-DD');
    const impossible = await get('/api/slate?sport=NBA&date=2026-02-30');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().error).toMatchObject({ code: 'invalid_date' });
    expect((await get('/api/scores?sport=XFL')).statusCode).toBe(400);
  });

  it("GET /api/events/:id/odds and /line-movement: every book's prices by market; opening vs latest", async () => {
    const slate = (await get('/api/slate?sport=NBA')).json();
    const id = slate.games[0].id;
    const odds = (await get(`/api/events/${id}/odds`)).json();
    expect(odds.simulated).toBe(true);
    const book = odds.game.books[0];
    expect(book.moneyline.home).toEqual(expect.any(Number));
    expect(book.spread.home.line).toBe(slate.games[0].odds.spread.home.line);
    expect(book.total.over).toEqual(expect.any(Number));
    const lm = await get(`/api/events/${id}/line-movement`);
    expect(lm.statusCode).toBe(200);
    expect(lm.json().markets.map((m: { market: string }) => m.market)).toEqual(['moneyline', 'spreads', 'totals']);
    expect(lm.json().markets[0].latest.odds).toBe(slate.games[0].odds.moneyline.home.odds);
    expect((await get('/api/events/nope/odds')).statusCode).toBe(404);
  });

  it('"Pinnacle is never shown as a book a member can use": stored beside the US books flagged sharp, absent from every book list and best price the gateway serves', async () => {
    const { rows } = await svc.pool.query<{ bookmakers: Array<{ key: string; sharp?: boolean }> }>('SELECT bookmakers FROM odds_snapshots');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.bookmakers.filter((b) => b.sharp).map((b) => b.key)).toEqual(['pinnacle']);
    // Offline too, the fair line is the sharp one: every simulated moneyline side carries Pinnacle's no-vig probability.
    const grpcSlate = await svc.client.GetSlate({ sport: 'NBA', date: '2026-01-14' });
    for (const g of grpcSlate.games) {
      const ml = g.markets.find((m) => m.market === 'h2h')!;
      expect(ml.sides.map((x) => x.sharpNoVigProbability).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
      expect(ml.sides.every((x) => x.bookmaker !== 'pinnacle' && x.sharpPrice !== 0)).toBe(true);
    }
    const slate = (await get('/api/slate?sport=NBA&date=2026-01-14')).json();
    for (const g of slate.games) {
      const sides = [g.odds.moneyline.home, g.odds.moneyline.away, g.odds.spread?.home, g.odds.spread?.away].filter(Boolean);
      for (const s of sides) expect(s.bookmaker).not.toBe('pinnacle');
      const odds = (await get(`/api/events/${g.id}/odds`)).json();
      expect(odds.game.books.length).toBeGreaterThanOrEqual(4);
      expect(odds.game.books.map((b: { bookmaker: string }) => b.bookmaker)).not.toContain('pinnacle');
      const lm = (await get(`/api/events/${g.id}/line-movement`)).json();
      for (const m of lm.markets) expect(m.bookmakers.map((b: { bookmaker: string }) => b.bookmaker)).not.toContain('pinnacle');
    }
  });

  it('admin routes need the admin role; an admin can read the quota and finish a simulated game', async () => {
    expect((await get('/api/admin/quota')).statusCode).toBe(401);
    expect((await get('/api/admin/quota', user)).statusCode).toBe(403);
    expect((await get('/api/admin/quota', admin)).json()).toMatchObject({ simulated: true, floor: 50 });

    const slate = (await get('/api/slate?sport=NBA&date=2026-01-14')).json();
    const id = slate.games[0].id;
    expect((await app.inject({ method: 'POST', url: `/api/admin/games/${id}/finish`, headers: user })).statusCode).toBe(403);
    const done = await app.inject({ method: 'POST', url: `/api/admin/games/${id}/finish`, headers: admin });
    expect(done.statusCode).toBe(200);
    expect(done.json().game).toMatchObject({ id, status: 'final', homeScore: expect.any(Number), awayScore: expect.any(Number) });
    const scores = (await get('/api/scores?sport=NBA&date=2026-01-14')).json();
    expect(scores.games.find((g: { id: string }) => g.id === id)).toMatchObject({ status: 'final', homeScore: done.json().game.homeScore });
    const after = (await get('/api/slate?sport=NBA&date=2026-01-14')).json();
    expect(after.games.find((g: { id: string }) => g.id === id).status).toBe('final');
  });

  it('the OpenAPI document describes the routes and their query parameters', async () => {
    const doc = (await get('/api/docs')).json();
    const slate = doc.paths['/api/slate'].get;
    expect(slate.parameters.map((p: { name: string }) => p.name)).toEqual(['sport', 'date']);
    expect(doc.paths['/api/admin/quota'].get.security).toBeDefined();
    expect(doc.paths['/api/events/{id}/line-movement'].get.summary).toContain('line movement');
  });
});
