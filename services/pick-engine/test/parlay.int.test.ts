// Parlay of the Day: one a card, built after the card's picks are stored, priced and graded against hand-computed
// cases, published as events once, and gated by the one access rule (Pro reads it; a free account
// gets the date and the leg count, by any route). Real Postgres, the in-process bus behind the real
// outbox, pick-engine's game.final and game.scratched consumers, the gateway over gRPC; billing is a
// stub that says who is on Pro.
import { randomUUID } from 'node:crypto';
import { makeEvent, type EventEnvelope } from '@gary/contracts';
import { buildGateway, readConfig as gatewayConfig } from '@gary/gateway';
import { createInProcessBus, createLogger, createMemoryLock, type EventBus, type GrpcServer } from '@gary/platform';
import { startPlanPeer, startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import type { FastifyInstance } from 'fastify';
import { readConfig, start } from '../src';
import { until } from './engine-kit';
import { storePicks, type PickCandidate } from '../src/generation/store-picks';
import { buildParlay } from '../src/parlay/parlay';
import { easternWallTimeToUtc } from '@gary/betting';

let bus: EventBus;
let svc: ServiceUnderTest<'pick-engine'>;
let billing: GrpcServer;
let app: FastifyInstance;
const pro = randomUUID();
const free = randomUUID();
const tokens: Record<string, { userId: string; role: 'user'; guest: false }> = {
  'tok-pro': { userId: pro, role: 'user', guest: false },
  'tok-free': { userId: free, role: 'user', guest: false },
};
const logger = createLogger({ name: 't', level: 'silent' });
const seen: EventEnvelope[] = [];

const audit = { writer: 'offline' as const, extractionMethod: null, warnings: [], rawOutput: null, promptTokens: 0, completionTokens: 0, llmCalls: 0 };
// Each day's games are that Eastern evening (7 and 9 PM), so each day's picks make that day's card;
// a day's picks are stored at 10:00 ET of it, when its card is the one shown.
const et = (day: string, hour: number) => (easternWallTimeToUtc(day, hour) as { value: Date }).value;
const gameTimeOf = (day: string) => et(day, 19).toISOString();
const laterOf = (day: string) => et(day, 21).toISOString();
const base0 = {
  time: '7:00 PM ET', rationale: 'Ride it. Bear says so.', trapAlert: false, revenge: false, superstition: false, momentum: 0.5,
  noVigProbability: 0.55, modelProbability: null, modelVersion: null, label: 'value' as const, ev: 0.02, bookmaker: 'DraftKings', simulated: true, writer: 'offline' as const, audit,
};

// Four picks a day, in four games. The three most probable make the parlay:
//   Celtics ML -150 (64%) -> 5/3, Rangers ML +120 (60%) -> 11/5, Bears +3.5 -110 (58%) -> 21/11.
//   Price: 5/3 * 11/5 * 21/11 = 7.000 (+600). Probability: 0.64 * 0.60 * 0.58 = 0.22272.
// The Yankees (57%) are the fourth: left out.
function slate(day: string, bearsLine = 3.5): PickCandidate[] {
  const ev = (s: string) => `${day}-${s}`;
  const gameTime = gameTimeOf(day);
  return [
    { ...base0, gameTime, league: 'NBA', eventId: ev('nba'), homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', game: 'Knicks @ Celtics', pickText: 'Boston Celtics ML -150', odds: -150, type: 'moneyline', side: 'home', line: 0, confidence: 0.64 },
    { ...base0, league: 'NHL', eventId: ev('nhl'), homeTeam: 'Boston Bruins', awayTeam: 'New York Rangers', game: 'Rangers @ Bruins', pickText: 'New York Rangers ML +120', odds: 120, type: 'moneyline', side: 'away', line: 0, confidence: 0.6, gameTime: laterOf(day) },
    { ...base0, gameTime, league: 'NFL', eventId: ev('nfl'), homeTeam: 'Green Bay Packers', awayTeam: 'Chicago Bears', game: 'Bears @ Packers', pickText: `Chicago Bears +${bearsLine} -110`, odds: -110, type: 'spread', side: 'away', line: bearsLine, confidence: 0.58 },
    { ...base0, gameTime, league: 'MLB', eventId: ev('mlb'), homeTeam: 'New York Yankees', awayTeam: 'Boston Red Sox', game: 'Red Sox @ Yankees', pickText: 'New York Yankees ML -200', odds: -200, type: 'moneyline', side: 'home', line: 0, confidence: 0.57 },
  ];
}

const SCORES = {
  nbaWon: { homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', sport: 'NBA' as const, homeScore: 110, awayScore: 100 },
  nbaLost: { homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', sport: 'NBA' as const, homeScore: 100, awayScore: 110 },
  nhlWon: { homeTeam: 'Boston Bruins', awayTeam: 'New York Rangers', sport: 'NHL' as const, homeScore: 1, awayScore: 3 },
  nflBy3: { homeTeam: 'Green Bay Packers', awayTeam: 'Chicago Bears', sport: 'NFL' as const, homeScore: 20, awayScore: 17 },
};

async function final(day: string, game: 'nba' | 'nhl' | 'nfl', score: (typeof SCORES)[keyof typeof SCORES]) {
  const e = makeEvent('game.final', {
    source: 'odds-ingest', key: `${day}-${game}`,
    data: { eventId: `${day}-${game}`, ...score, commenceTime: gameTimeOf(day), completedAt: new Date().toISOString(), simulated: true },
  });
  await bus.publish([e]);
  return e;
}


const parlayRow = async (day: string) => (await svc.pool.query(`SELECT * FROM parlays WHERE date = $1`, [day])).rows[0];
const gradedEvents = (parlayId: string) => seen.filter((e) => e.type === 'parlay.graded' && e.key === parlayId) as EventEnvelope<'parlay.graded'>[];
const gradedIn = async (day: string, result: string) => until(async () => ((await parlayRow(day))?.result === result ? parlayRow(day) : undefined), `the ${day} parlay ${result}`);

async function storeDay(day: string, picks: PickCandidate[]): Promise<string[]> {
  const stored = await storePicks({ pool: svc.pool, lock: createMemoryLock(), logger, now: () => et(day, 10) }, day, picks, null);
  if (!stored.ok) throw new Error(stored.message);
  return stored.pickIds;
}

let ids: Record<string, string[]> = {};
const DAYS = { win: '2031-03-01', loss: '2031-03-02', pushLeg: '2031-03-03', allPush: '2031-03-04', voidLeg: '2031-03-05' };

beforeAll(async () => {
  bus = createInProcessBus();
  await bus.subscribe({ groupId: 'test-observer', topics: ['parlay.published', 'parlay.graded'], handler: async (e) => void seen.push(e) });
  svc = await startServiceForTest({ name: 'pick-engine', readConfig, start, bus, env: { PICKS_SCHEDULER: 'false', PICKS_GENERATE_ON_START: 'false' } });
  billing = await startPlanPeer((userId) => userId === pro);
  app = await buildGateway({
    config: gatewayConfig({ LOG_LEVEL: 'silent' }),
    logger: createLogger({ name: 'gateway', level: 'silent' }),
    peers: { 'pick-engine': svc.address, billing: `127.0.0.1:${billing.port}` },
    verifyAccessToken: async (t) => tokens[t] ?? null,
    bus,
    mode: 'embedded',
  });
  ids = {
    win: await storeDay(DAYS.win, slate(DAYS.win)),
    loss: await storeDay(DAYS.loss, slate(DAYS.loss)),
    pushLeg: await storeDay(DAYS.pushLeg, slate(DAYS.pushLeg, 3)),
    allPush: await storeDay(DAYS.allPush, slate(DAYS.allPush, 3).filter((p) => p.league === 'NBA' || p.league === 'NFL')),
    voidLeg: await storeDay(DAYS.voidLeg, slate(DAYS.voidLeg)),
  };
}, 60_000);

afterAll(async () => {
  await app?.close();
  await billing?.stop();
  await svc?.stop();
  await bus?.close();
});

const get = async (url: string, token?: string) => (await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })).json();

describe('Parlay of the Day', () => {
  it('"the two or three highest-probability picks from different games": built once per date with the three best, priced as the product of the decimal prices', async () => {
    const x = await parlayRow(DAYS.win);
    expect(x.parlay_id).toMatch(/^pl_[a-z2-7]{26}$/);
    // 5/3 * 11/5 * 21/11 = 7 -> +600; 0.64 * 0.60 * 0.58 = 0.22272.
    expect([Number(x.decimal_price).toFixed(6), x.american_price, Number(x.probability).toFixed(5), x.leg_count]).toEqual(['7.000000', 600, '0.22272', 3]);
    const legs = (await svc.pool.query('SELECT pick_id, price FROM parlay_legs WHERE parlay_id = $1 ORDER BY idx', [x.parlay_id])).rows;
    // Highest probability first; the Yankees (57%) left out.
    expect(legs.map((l) => [l.pick_id, l.price])).toEqual([[ids.win![0], -150], [ids.win![1], 120], [ids.win![2], -110]]);
    // The first leg's game is when rides and fades close.
    expect(new Date(x.first_game_time).toISOString()).toBe(gameTimeOf(DAYS.win));
    // Built again (the job's retry): the same parlay, nothing new published.
    expect(await buildParlay({ pool: svc.pool, now: () => new Date(), logger }, DAYS.win)).toEqual({ parlayId: x.parlay_id, created: false });
    await until(() => (seen.filter((e) => e.type === 'parlay.published').length === 5 ? true : undefined), 'five parlay.published');
    const published = seen.filter((e) => e.type === 'parlay.published' && e.key === x.parlay_id);
    expect(published).toHaveLength(1);
    expect(published[0]!.data).toMatchObject({ legCount: 3, odds: 600, date: DAYS.win });
    // Two legs only when the day has two games: 5/3 * 21/11 = 35/11 = 3.1818 -> +218.
    const two = await parlayRow(DAYS.allPush);
    expect([two.leg_count, Number(two.decimal_price).toFixed(4), two.american_price]).toEqual([2, (35 / 11).toFixed(4), 218]);
  });

  it('"guarded by constraints": one parlay per date, a pick in one parlay, one leg per game, published legs and price never change', async () => {
    const x = await parlayRow(DAYS.win);
    await expect(svc.pool.query(`INSERT INTO parlays (parlay_id, date, leg_count, decimal_price, american_price, probability, first_game_time, published_at)
      VALUES ('pl_aaaaaaaaaaaaaaaaaaaaaaaaaa', $1, 2, 3, 200, 0.3, now() + interval '1 hour', now())`, [DAYS.win])).rejects.toThrow(/parlays_one_per_date/);
    await expect(svc.pool.query("INSERT INTO parlay_legs VALUES ($1, 2, $2, 'other-game', 100, 'x', 0.5)", [x.parlay_id, ids.win![0]])).rejects.toThrow(/parlay_legs_pick_once|duplicate key/);
    await expect(svc.pool.query('UPDATE parlays SET american_price = 700 WHERE parlay_id = $1', [x.parlay_id])).rejects.toThrow(/cannot change/);
    await expect(svc.pool.query('DELETE FROM parlay_legs WHERE parlay_id = $1', [x.parlay_id])).rejects.toThrow(/cannot change/);
    await expect(svc.pool.query("INSERT INTO parlays (parlay_id, date, leg_count, decimal_price, american_price, probability, first_game_time, published_at) VALUES ('pk_aaaaaaaaaaaaaaaaaaaaaaaaaa', '2031-04-01', 2, 3, 200, 0.3, now() + interval '1 hour', now())")).rejects.toThrow();
  });

  it('"graded as a parlay": every leg won -> won at the full price (+6.00 units), published once however often the finals come', async () => {
    const x = await parlayRow(DAYS.win);
    const finals = [await final(DAYS.win, 'nba', SCORES.nbaWon), await final(DAYS.win, 'nhl', SCORES.nhlWon)];
    await new Promise((r) => setTimeout(r, 300));
    expect((await parlayRow(DAYS.win)).result).toBeNull(); // a leg still to play
    finals.push(await final(DAYS.win, 'nfl', SCORES.nflBy3)); // Bears +3.5 lose by 3: covered
    const g = await gradedIn(DAYS.win, 'won');
    expect([Number(g.settled_decimal).toFixed(6), g.revision]).toEqual(['7.000000', 0]);
    await bus.publish(finals); // redelivered
    await new Promise((r) => setTimeout(r, 300));
    await until(() => (gradedEvents(x.parlay_id).length > 0 ? true : undefined), 'parlay.graded seen');
    expect(gradedEvents(x.parlay_id).map((e) => [e.data.result, e.data.revision, e.data.settledDecimal?.toFixed(4), e.data.legs])).toEqual([['won', 0, '7.0000', { won: 3, lost: 0, push: 0, void: 0 }]]);
    const outbox = (await svc.pool.query("SELECT count(*)::int AS n FROM outbox WHERE topic = 'parlay.graded' AND key = $1", [x.parlay_id])).rows[0].n;
    expect(outbox).toBe(1);
  });

  it('"any loss loses": the first leg lost -> lost at once (-1 unit), the other legs still to play', async () => {
    await final(DAYS.loss, 'nba', SCORES.nbaLost);
    const g = await gradedIn(DAYS.loss, 'lost');
    expect(g.settled_decimal).toBeNull();
    // Winning legs afterwards change nothing.
    await final(DAYS.loss, 'nhl', SCORES.nhlWon);
    await final(DAYS.loss, 'nfl', SCORES.nflBy3);
    await new Promise((r) => setTimeout(r, 400));
    expect(gradedEvents(g.parlay_id).map((e) => e.data.result)).toEqual(['lost']);
  });

  it('"a push leg drops out": Bears +3 lose by 3 (push), the parlay wins at 5/3 * 11/5 = 11/3 (+267, +2.67 units)', async () => {
    await final(DAYS.pushLeg, 'nba', SCORES.nbaWon);
    await final(DAYS.pushLeg, 'nhl', SCORES.nhlWon);
    await final(DAYS.pushLeg, 'nfl', SCORES.nflBy3);
    const g = await gradedIn(DAYS.pushLeg, 'won');
    expect(Number(g.settled_decimal).toFixed(6)).toBe((11 / 3).toFixed(6));
  });

  it('"all pushes = push": every leg drops out (the Bears +3 push, the Celtics\' game postponed) -> push, 0 units', async () => {
    // The two-leg day: the Celtics' game is postponed (its leg is void: drops out) and the Bears push.
    await bus.publish([
      makeEvent('game.scratched', {
        source: 'odds-ingest', key: `${DAYS.allPush}-nba`,
        data: { eventId: `${DAYS.allPush}-nba`, sport: 'NBA', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', commenceTime: gameTimeOf(DAYS.allPush), status: 'postponed', reason: 'Postponed: arena power failure', source: 'odds-ingest: simulated provider', newEventId: null, newCommenceTime: null, seenAt: new Date().toISOString() },
      }),
    ]);
    await new Promise((r) => setTimeout(r, 300));
    expect((await parlayRow(DAYS.allPush)).result).toBeNull();
    await final(DAYS.allPush, 'nfl', SCORES.nflBy3);
    const g = await gradedIn(DAYS.allPush, 'push');
    expect(g.settled_decimal).toBeNull();
  });

  it('"a void/scratched leg drops out likewise": the Rangers\' game cancelled, the others won -> won at 5/3 * 21/11 (+218)', async () => {
    await final(DAYS.voidLeg, 'nba', SCORES.nbaWon);
    await final(DAYS.voidLeg, 'nfl', SCORES.nflBy3);
    await new Promise((r) => setTimeout(r, 300));
    expect((await parlayRow(DAYS.voidLeg)).result).toBeNull();
    await bus.publish([
      makeEvent('game.scratched', {
        source: 'odds-ingest', key: `${DAYS.voidLeg}-nhl`,
        data: { eventId: `${DAYS.voidLeg}-nhl`, sport: 'NHL', homeTeam: 'Boston Bruins', awayTeam: 'New York Rangers', commenceTime: laterOf(DAYS.voidLeg), status: 'cancelled', reason: 'Cancelled: weather', source: 'odds-ingest: simulated provider', newEventId: null, newCommenceTime: null, seenAt: new Date().toISOString() },
      }),
    ]);
    const g = await gradedIn(DAYS.voidLeg, 'won');
    expect(Number(g.settled_decimal).toFixed(6)).toBe((35 / 11).toFixed(6));
  });

  it('"a corrected leg re-grades the parlay": the Celtics\' corrected final turns the won parlay lost, revision 1, one more event', async () => {
    const x = await parlayRow(DAYS.win);
    await final(DAYS.win, 'nba', SCORES.nbaLost);
    const g = await gradedIn(DAYS.win, 'lost');
    expect(g.revision).toBe(1);
    await until(() => (gradedEvents(x.parlay_id).length === 2 ? true : undefined), 'the revision-1 event');
    expect(gradedEvents(x.parlay_id).map((e) => [e.data.revision, e.data.previous, e.data.result])).toEqual([[0, null, 'won'], [1, 'won', 'lost']]);
  });

  it('"its own record on the Billfold": won/lost/push and units at one unit a parlay, over graded parlays only', async () => {
    const b = await get('/api/billfold?range=all');
    // win day (corrected to lost): -1; loss day: -1; push leg: +2.6667; all push: 0; void leg: +2.1818.
    expect(b.parlay).toEqual({ wins: 2, losses: 2, pushes: 1, units: Number((-1 - 1 + 8 / 3 + 0 + 24 / 11).toFixed(2)) });
    expect(b.playableHourBefore).toEqual({ playable: expect.any(Number), tracked: expect.any(Number) });
  });

  it('"Pro-only": Pro reads the legs, price and the independence note; a free account and an anonymous reader get the date and leg count only', async () => {
    const open = await get(`/api/parlays/today?date=${DAYS.loss}`, 'tok-pro');
    expect(open.plan).toBe('pro');
    expect(open.parlay).toMatchObject({ locked: false, legCount: 3, odds: 600, result: 'lost' });
    expect(open.parlay.independence).toMatch(/independent/);
    expect(open.parlay.legs.map((l: { pick: string }) => l.pick)).toEqual(['Boston Celtics ML -150', 'New York Rangers ML +120', 'Chicago Bears +3.5 -110']);
    // A day whose parlay was lost on its first leg while two legs are still to play: locked for anyone not Pro.
    const fresh = await storeDay('2031-03-09', slate('2031-03-09'));
    expect(fresh.length).toBeGreaterThanOrEqual(3);
    await final('2031-03-09', 'nba', SCORES.nbaLost);
    await gradedIn('2031-03-09', 'lost');
    const locked = await get('/api/parlays/today?date=2031-03-09', 'tok-free');
    // A parlay is its card's: the card's date is the day its games are played.
    const cardDay = '2031-03-09';
    expect(locked.parlay).toEqual({ date: '2031-03-09', legCount: 3, gameDay: cardDay, locked: true });
    const text = JSON.stringify(locked);
    for (const leak of ['Rangers', 'Bears', 'Celtics', '600', 'pl_', '0.2227', 'DraftKings', 'lost']) expect(text).not.toContain(leak);
    // Once every leg is graded, the legs are on the public Billfold, and so is the parlay.
    const graded = await get(`/api/parlays/today?date=${DAYS.loss}`, 'tok-free');
    expect(graded.parlay).toMatchObject({ locked: false, result: 'lost' });
    const anon = await get('/api/parlays/today?date=2031-03-09');
    expect(anon.parlay).toEqual({ date: '2031-03-09', legCount: 3, gameDay: cardDay, locked: true });
  });

  it('"free user gets no leg content by any route": ride or fade under the parlay id is the unknown-pick 404 for a free account', async () => {
    const x = await parlayRow('2031-03-09');
    const res = await app.inject({ method: 'POST', url: '/api/decisions', headers: { authorization: 'Bearer tok-free' }, payload: { pickId: x.parlay_id, decision: 'ride' } });
    expect([res.statusCode, res.json().error?.code]).toEqual([404, 'pick_not_found']);
  });

  it('a date that does not exist is a 400 before any call', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/parlays/today?date=2026-02-30' });
    expect([res.statusCode, res.json().error?.code]).toEqual([400, 'invalid_date']);
  });
});
