// The line movement route over loopback HTTP, with odds-ingest and pick-engine played by local gRPC
// servers: its reading of the market (analysis, best option, recommended bets) can name the side of
// a pick, so it is withheld from a caller who may not read the pick on the event.
import { createHttpApp, createLogger, startGrpcServer, type GrpcServer } from '@gary/platform';
import type { oddsV1, picksV1 } from '@gary/protos';
import type { FastifyInstance } from 'fastify';
import { callerPlugin, type Caller } from '../plugins/caller.plugin';
import { servicesPlugin } from '../plugins/services.plugin';
import { dailyPicksReader } from './daily-picks';
import { oddsRoutes } from './odds.routes';
import type { Plan } from './pick-access';

const logger = createLogger({ name: 'test', level: 'silent' });
// 7:30 PM ET on Nov 28: the game stands on the Nov 28 card.
const COMMENCE = '2026-11-29T00:30:00Z';

const movement = (eventId: string): oddsV1.LineMovement => ({
  eventId,
  sport: 'NBA',
  homeTeam: 'Boston Celtics',
  awayTeam: 'Miami Heat',
  commenceTime: COMMENCE,
  markets: [
    {
      market: 'spreads',
      bookmakers: [
        { bookmaker: 'pinnacle', side: 'home', point: -4.5, price: -110, impliedProbability: 0.52 },
        { bookmaker: 'lowvig', side: 'home', point: -4.5, price: 105, impliedProbability: 0.49 },
      ],
      discrepancy: 0.2,
      significant: true,
      bestOption: { bookmaker: 'lowvig', side: 'home', point: -4.5, price: 105, impliedProbability: 0.49 },
      analysis: 'Boston Celtics -4.5 is priced 0.20 apart between books.',
      openingPrice: -110,
      latestPrice: 105,
      openingPoint: -4.5,
      latestPoint: -4.5,
    },
  ],
  recommendedBets: [{ market: 'spreads', recommendation: 'Boston Celtics -4.5', reason: 'lowvig lags the market', confidence: 0.4 }],
  error: '',
});

const pickOn = (eventId: string, o: Partial<picksV1.Pick>): picksV1.Pick => ({
  pickId: `pk_${eventId.replace(/[^a-z]/g, '').padEnd(26, 'a').slice(0, 26)}`, date: '2026-11-28', league: 'NBA', eventId, homeTeam: 'Boston Celtics', awayTeam: 'Miami Heat',
  game: 'Miami Heat @ Boston Celtics', time: '7:30 PM ET', gameTime: COMMENCE, pick: 'Boston Celtics -4.5 +105', odds: 105, type: 'spread', side: 'home', line: -4.5, confidence: 0.6, rationale: 'r', result: '', ...o,
});
const CARD = [pickOn('ev-locked', {}), pickOn('ev-free', { free: true }), pickOn('ev-graded', { result: 'won' })];

let oddsServer: GrpcServer;
let picksServer: GrpcServer;
let picksDown = false;
const cardReads: string[] = [];

beforeAll(async () => {
  oddsServer = await startGrpcServer({ service: 'odds-ingest', host: '127.0.0.1', port: 0, impl: { async GetLineMovement(req) { return movement(req.eventId); } } });
  picksServer = await startGrpcServer({
    service: 'pick-engine',
    host: '127.0.0.1',
    port: 0,
    impl: {
      async GetDailyPicks(req) {
        cardReads.push(req.date);
        if (picksDown) throw new Error('down');
        return { date: req.date, picks: req.date === '2026-11-28' ? CARD : [], simulated: true, complete: true };
      },
    },
  });
});

afterAll(async () => {
  await oddsServer.stop();
  await picksServer.stop();
});

const TOKENS: Record<string, Caller> = {
  free: { userId: '11111111-1111-4111-8111-111111111111', role: 'user', guest: false },
  pro: { userId: '22222222-2222-4222-8222-222222222222', role: 'user', guest: false },
};
const planOf = async (c: Caller | null): Promise<Plan> => (c?.userId === TOKENS.pro!.userId ? 'pro' : 'free');

let app: FastifyInstance;
let base = '';
beforeAll(async () => {
  app = createHttpApp({ name: 'gateway', logger });
  await app.register(servicesPlugin, { peers: { 'odds-ingest': `127.0.0.1:${oddsServer.port}`, 'pick-engine': `127.0.0.1:${picksServer.port}` }, deadlineMs: 5_000 });
  await app.register(callerPlugin, { verify: async (t) => TOKENS[t] ?? null });
  // No cache between reads: each test sees pick-engine as it answers now.
  await app.register(oddsRoutes, { planOf, dailyPicks: dailyPicksReader(app, 0) });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

async function lineMovement(eventId: string, who?: string) {
  const res = await fetch(`${base}/api/events/${eventId}/line-movement`, { headers: who ? { authorization: `Bearer ${who}` } : {} });
  return { status: res.status, text: await res.text() };
}

describe('GET /api/events/:id/line-movement', () => {
  test('"nothing a user may not read leaves the server, not in neighbouring routes": the market\'s reading of an event with a locked pick is withheld from anonymous and Free callers', async () => {
    for (const who of [undefined, 'free']) {
      const { status, text } = await lineMovement('ev-locked', who);
      expect(status).toBe(200);
      const body = JSON.parse(text);
      expect(body.locked).toBe(true);
      expect(body.recommendedBets).toEqual([]);
      expect(body.markets[0]).toMatchObject({ analysis: '', bestOption: null, discrepancy: 0.2 });
      // The books' own prices stay public, as on the odds route; the side in words does not.
      expect(body.markets[0].bookmakers).toHaveLength(2);
      expect(text).not.toContain('Boston Celtics -4.5');
    }
    // The pick's card is the game's Eastern day.
    expect(cardReads).toContain('2026-11-28');
  });

  test('Pro, the free pick and a graded pick: the whole reading', async () => {
    for (const [eventId, who] of [['ev-locked', 'pro'], ['ev-free', undefined], ['ev-graded', 'free'], ['ev-no-pick', undefined]] as const) {
      const body = JSON.parse((await lineMovement(eventId, who)).text);
      expect([eventId, body.locked]).toEqual([eventId, false]);
      expect(body.recommendedBets).toEqual([expect.objectContaining({ recommendation: 'Boston Celtics -4.5' })]);
      expect(body.markets[0].bestOption).toMatchObject({ bookmaker: 'lowvig', odds: 105 });
    }
  });

  test('a failed picks lookup withholds the reading (it can only hide, never leak)', async () => {
    picksDown = true;
    try {
      const body = JSON.parse((await lineMovement('ev-no-pick')).text);
      expect(body.locked).toBe(true);
      expect(body.recommendedBets).toEqual([]);
    } finally {
      picksDown = false;
    }
  });
});
