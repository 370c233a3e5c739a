// The price to beat, live: odds.snapshot -> pick-engine (status against the price to beat, stored
// with its changes) -> pick.live-status -> the gateway's server-sent stream, gated like the card.
// Real Postgres, the in-process bus, pick-engine and the gateway over gRPC; billing is a stub that
// says who is on Pro.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { addDays, easternDate, easternWallTimeToUtc } from '@gary/betting';
import { makeEvent, type EventData } from '@gary/contracts';
import { buildGateway, readConfig as gatewayConfig } from '@gary/gateway';
import { createInProcessBus, createLogger, createMemoryLock, startGrpcServer, type EventBus, type GrpcServer, type ServiceImpl } from '@gary/platform';
import { onSseEvents, startPlanPeer, startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import type { FastifyInstance } from 'fastify';
import { readConfig, start } from '../src';
import { until } from './engine-kit';
import { storePicks, type PickCandidate } from '../src/generation/store-picks';
import { playableHourBefore } from '../src/live/adapters/live-repo';
import { insertResult } from '../src/record/adapters/results-repo';

let bus: EventBus;
let svc: ServiceUnderTest<'pick-engine'>;
let billing: GrpcServer;
let decisions: GrpcServer;
let app: FastifyInstance;
let base = '';
const pro = randomUUID();
const free = randomUUID();
const tokens: Record<string, { userId: string; role: 'user'; guest: false }> = {
  'tok-pro': { userId: pro, role: 'user', guest: false },
  'tok-free': { userId: free, role: 'user', guest: false },
};
const today = (() => {
  const d = easternDate(new Date());
  if (!d.ok) throw new Error('no Eastern date');
  return d.value;
})();
// Both games stand on today's card (the one /api/picks/today shows) at any hour: three hours on, or
// halfway to Eastern midnight when that is nearer (a game after midnight is on tomorrow's card).
const gameTime = (() => {
  const next = addDays(today, 1);
  const midnight = next.ok ? easternWallTimeToUtc(next.value, 0) : null;
  if (!midnight?.ok) throw new Error('no Eastern midnight');
  const now = Date.now();
  return new Date(Math.min(now + 3 * 3_600_000, now + (midnight.value.getTime() - now) / 2)).toISOString();
})();

const audit = { writer: 'offline' as const, extractionMethod: null, warnings: [], rawOutput: null, promptTokens: 0, completionTokens: 0, llmCalls: 0 };
const base0 = {
  time: '7:30 PM ET', gameTime, rationale: 'Ride it. Bear says so.', trapAlert: false, revenge: false, superstition: false, momentum: 0.5,
  noVigProbability: 0.55, modelProbability: null, modelVersion: null, label: 'value' as const, ev: 0.02, bookmaker: 'DraftKings', simulated: true, writer: 'offline' as const, audit,
};
// The free pick (highest confidence): Celtics ML -150 at 62% -> playable to -163 (100*0.62/0.38 = 163.2).
const freePick: PickCandidate = {
  ...base0, league: 'NBA', eventId: 'evt-free', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', game: 'Knicks @ Celtics',
  pickText: 'Boston Celtics ML -150', odds: -150, type: 'moneyline', side: 'home', line: 0, confidence: 0.62,
};
// A Pro pick: Bears +7.5 -110 at 56% -> playable to +6.5 (-110) (see price-to-beat.test.ts).
const proPick: PickCandidate = {
  ...base0, league: 'NFL', eventId: 'evt-pro', homeTeam: 'Green Bay Packers', awayTeam: 'Chicago Bears', game: 'Bears @ Packers',
  pickText: 'Chicago Bears +7.5 -110', odds: -110, type: 'spread', side: 'away', line: 7.5, confidence: 0.56,
};

type Book = EventData<'odds.snapshot'>['books'][number];
const BOOKS: [string, string][] = [['fanduel', 'FanDuel'], ['draftkings', 'DraftKings'], ['betmgm', 'BetMGM'], ['caesars', 'Caesars']];
const nflBooks = (awayPoint: number, awayPrices: number[]): Book[] =>
  BOOKS.map(([key, title], i) => ({
    key, title, moneyline: { home: -320, away: 260 },
    spread: { home: { point: -awayPoint, price: -110 }, away: { point: awayPoint, price: awayPrices[i]! } },
  }));
const nbaBooks = (homePrices: number[]): Book[] => BOOKS.map(([key, title], i) => ({ key, title, moneyline: { home: homePrices[i]!, away: 130 }, spread: null }));

async function snapshot(p: PickCandidate, books: Book[], at: Date) {
  await bus.publish([
    makeEvent('odds.snapshot', {
      source: 'odds-ingest', key: p.eventId,
      data: { eventId: p.eventId, sport: p.league, homeTeam: p.homeTeam, awayTeam: p.awayTeam, commenceTime: gameTime, snapshotAt: at.toISOString(), simulated: true, books },
    }),
  ]);
}


/** Collects every server-sent event of /api/stats/stream. */
function openStream(token: string) {
  const events: { event: string; data: any }[] = [];
  const req = http.get(`${base}/api/stats/stream?access_token=${token}`, (res) => {
    onSseEvents(res, (event, data) => events.push({ event, data }));
  });
  req.on('error', () => undefined);
  return { events, raw: () => JSON.stringify(events), close: () => req.destroy() };
}

const get = async (url: string, token: string) => (await (await fetch(base + url, { headers: { authorization: `Bearer ${token}` } })).json()) as any;
const status = async (pickId: string) => (await svc.pool.query('SELECT status FROM pick_live WHERE pick_id = $1', [pickId])).rows[0]?.status as string | undefined;

let freeId = '';
let proId = '';

beforeAll(async () => {
  bus = createInProcessBus();
  svc = await startServiceForTest({ name: 'pick-engine', readConfig, start, bus, env: { PICKS_SCHEDULER: 'false', PICKS_GENERATE_ON_START: 'false' } });
  billing = await startPlanPeer((userId) => userId === pro);
  // The stream's first event is the caller's BetCard.
  decisions = await startGrpcServer({
    service: 'decisions', host: '127.0.0.1', port: 0,
    impl: { async GetStats(req) { return { userId: req.userId, username: 'bettor' }; } } as ServiceImpl<'decisions'>,
  });
  app = await buildGateway({
    config: gatewayConfig({ LOG_LEVEL: 'silent' }),
    logger: createLogger({ name: 'gateway', level: 'silent' }),
    peers: { 'pick-engine': svc.address, billing: `127.0.0.1:${billing.port}`, decisions: `127.0.0.1:${decisions.port}` },
    verifyAccessToken: async (t) => tokens[t] ?? null,
    bus,
    mode: 'embedded',
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const a = app.server.address();
  base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;

  // The Pro pick's game had prices before the picks were published: the pick gets a status at once.
  await snapshot(proPick, nflBooks(7.5, [-110, -112, -105, -115]), new Date(Date.now() - 60_000));
  await until(async () => (await svc.pool.query('SELECT 1 FROM event_prices WHERE event_id = $1', ['evt-pro'])).rows[0], 'the early prices stored');
  const stored = await storePicks({ pool: svc.pool, lock: createMemoryLock(), logger: createLogger({ name: 't', level: 'silent' }), now: () => new Date() }, today, [freePick, proPick], null);
  if (!stored.ok) throw new Error(stored.message);
  [freeId, proId] = stored.pickIds as [string, string];
}, 60_000);

afterAll(async () => {
  await app?.close();
  await billing?.stop();
  await decisions?.stop();
  await svc?.stop();
  await bus?.close();
});

describe('price to beat and live status', () => {
  it('"every pick carries the worst price at which it still has non-negative EV", stored with the pick and unchangeable', async () => {
    const { rows } = await svc.pool.query('SELECT pick_id, price, line FROM pick_price_to_beat ORDER BY price');
    expect(rows.map((r) => [r.pick_id, Number(r.price), Number(r.line)])).toEqual([[freeId, -163, 0], [proId, -110, 6.5]]);
    await expect(svc.pool.query('UPDATE pick_price_to_beat SET price = -200 WHERE pick_id = $1', [freeId])).rejects.toThrow(/cannot change/);
  });

  it('the card shows "playable to", the status, the best current price, every book\'s price, the fair price and the price at publish (Pro)', async () => {
    const day = await get('/api/picks/today', 'tok-pro');
    const card = day.picks.find((p: any) => p.pickId === proId);
    expect(card.priceToBeat).toEqual({ price: -110, line: 6.5, text: 'playable to +6.5 (-110)' });
    expect(card.live).toMatchObject({ status: 'alive', bestPrice: -105, bestLine: 7.5, bestBook: 'BetMGM', publishedPrice: -110, publishedLine: 7.5 });
    expect(card.live.books).toEqual([
      { book: 'fanduel', title: 'FanDuel', line: 7.5, price: -110, best: false },
      { book: 'draftkings', title: 'DraftKings', line: 7.5, price: -112, best: false },
      { book: 'betmgm', title: 'BetMGM', line: 7.5, price: -105, best: true },
      { book: 'caesars', title: 'Caesars', line: 7.5, price: -115, best: false },
    ]);
    // No-vig share of +7.5 per book (the other side at -110): 0.5, 0.5021, 0.4944, 0.5052; mean 0.5004 -> +100.
    expect(card.live.fairPrice).toBe(100);
  });

  it('"nothing of a locked pick leaks": a free account\'s locked card carries no price to beat, status or book', async () => {
    const day = await get('/api/picks/today', 'tok-free');
    const locked = day.picks.find((p: any) => p.locked);
    expect(locked).toBeDefined();
    expect(Object.keys(locked).sort()).toEqual(['awayTeam', 'gameDay', 'gameTime', 'homeTeam', 'league', 'locked', 'matchup', 'pickId', 'time']);
    expect(JSON.stringify(day)).not.toMatch(/Bears \+|\+6\.5|\+7\.5|-110|BetMGM|alive/);
  });

  it('"a simulated line move past the price to beat turns the pick dead and the card\'s stream delivers it"; a locked card\'s stream gets nothing of it', async () => {
    const proStream = openStream('tok-pro');
    const freeStream = openStream('tok-free');
    await until(() => (proStream.events.length > 0 && freeStream.events.length > 0 ? true : undefined), 'both streams open');

    // Every book moves the Bears to +4.5: Gary's 56% at +7.5 is 47.2% at +4.5 (floor +112), and the best
    // price, -108, is 20 cents short -> dead.
    await snapshot(proPick, nflBooks(4.5, [-110, -110, -108, -115]), new Date());
    await until(() => proStream.events.find((e) => e.event === 'pick-status' && e.data.pickId === proId && e.data.status === 'dead'), 'the dead status on the Pro stream');
    const dead = proStream.events.find((e) => e.event === 'pick-status' && e.data.pickId === proId)!;
    expect(dead.data).toMatchObject({ status: 'dead', bestPrice: -108, bestLine: 4.5, bestBook: 'BetMGM' });
    expect(await status(proId)).toBe('dead');
    const changes = await svc.pool.query('SELECT status, previous FROM pick_status_changes WHERE pick_id = $1 ORDER BY snapshot_at', [proId]);
    expect(changes.rows).toEqual([{ status: 'alive', previous: null }, { status: 'dead', previous: 'alive' }]);

    // The free pick moves from -150 everywhere to -170 (7 cents short of -163): close, and both streams may read it.
    await snapshot(freePick, nbaBooks([-170, -175, -180, -172]), new Date());
    await until(() => freeStream.events.find((e) => e.event === 'pick-status' && e.data.pickId === freeId), 'the free pick on the free stream');
    expect(freeStream.events.find((e) => e.event === 'pick-status' && e.data.pickId === freeId)!.data).toMatchObject({ status: 'close', bestPrice: -170 });
    await until(() => proStream.events.find((e) => e.event === 'pick-status' && e.data.pickId === freeId), 'the free pick on the Pro stream');
    // The free account heard about its own pick, and nothing about the locked one: not its id, status or price.
    expect(freeStream.events.filter((e) => e.event === 'pick-status').map((e) => e.data.pickId)).toEqual([freeId]);
    expect(freeStream.raw()).not.toContain(proId);
    proStream.close();
    freeStream.close();
  });

  it('a redelivered or older snapshot changes nothing', async () => {
    await snapshot(proPick, nflBooks(7.5, [-110, -110, -110, -110]), new Date(Date.now() - 3_600_000));
    await new Promise((r) => setTimeout(r, 300));
    expect(await status(proId)).toBe('dead');
    expect((await svc.pool.query('SELECT count(*)::int AS n FROM pick_status_changes WHERE pick_id = $1', [proId])).rows[0]!.n).toBe(2);
  });

  it('"stored, so the Billfold can say how many picks were still playable an hour before the game": the last status at or before start - 1 h, over graded picks', async () => {
    // Both games start in 3 h (moved there: late in the Eastern evening they were set nearer, to stay
    // on today's card); every status so far was recorded before start - 1 h. Grade both.
    await svc.pool.query('ALTER TABLE picks DISABLE TRIGGER USER');
    await svc.pool.query('UPDATE picks SET game_time = $2 WHERE pick_id = ANY($1::text[])', [[freeId, proId], new Date(Date.now() + 3 * 3_600_000).toISOString()]);
    await svc.pool.query('ALTER TABLE picks ENABLE TRIGGER USER');
    for (const [id, p] of [[freeId, freePick], [proId, proPick]] as const) {
      await insertResult(svc.pool, { pickId: id, eventId: p.eventId, gameDate: today, league: p.league, result: 'won', finalScore: '3-1', pickText: p.pickText, matchup: p.game, confidence: p.confidence, odds: p.odds });
    }
    // The free pick was 'close' (not playable), the Pro pick 'dead': none of the two was playable.
    expect(await playableHourBefore(svc.pool, today, today)).toEqual({ playable: 0, tracked: 2 });
    // Had the game started an hour and 30 s after the first status ('alive', a minute before the move to
    // 'dead'), the Pro pick would have been playable an hour before it.
    const firstChange = (await svc.pool.query('SELECT min(snapshot_at) AS at FROM pick_status_changes WHERE pick_id = $1', [proId])).rows[0]!.at as Date;
    await svc.pool.query('ALTER TABLE picks DISABLE TRIGGER USER');
    await svc.pool.query('UPDATE picks SET game_time = $2 WHERE pick_id = $1', [proId, new Date(firstChange.getTime() + 3_600_000 + 30_000).toISOString()]);
    await svc.pool.query('ALTER TABLE picks ENABLE TRIGGER USER');
    expect(await playableHourBefore(svc.pool, today, today)).toEqual({ playable: 1, tracked: 2 });
  });
});
