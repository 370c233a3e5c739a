// The day's picks read at the 10:00 rush: one pick-engine answer serves every reader of a short
// moment, gated per caller as before; a failure is not kept.
import { createHttpApp, createLogger, startGrpcServer, unavailable, type GrpcServer } from '@gary/platform';
import type { picksV1 } from '@gary/protos';
import type { FastifyInstance } from 'fastify';
import { callerPlugin, type Caller } from '../plugins/caller.plugin';
import { servicesPlugin } from '../plugins/services.plugin';
import { picksRoutes, type Plan } from './picks.routes';

const pick = (pickId: string, confidence: number): picksV1.Pick => ({
  pickId, date: '2026-04-01', league: 'NBA', eventId: pickId, homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', game: 'Knicks @ Celtics',
  time: '7:30 PM ET', gameTime: '2099-04-01T23:30:00.000Z', pick: `Pick ${pickId}`, odds: -110, type: 'spread', side: 'home', line: -6.5, confidence,
  rationale: 'Ride it.', trapAlert: false, revenge: false, superstition: false, momentum: 0.5, noVigProbability: 0.6, ev: 0.01, bookmaker: 'DraftKings',
  result: '', finalScore: '', publishedAt: '2026-04-01T14:00:00.000Z', simulated: true, writer: 'offline',
});

let server: GrpcServer;
let app: FastifyInstance;
let calls = 0;
let answer: () => picksV1.DailyPicks = () => ({ date: '2026-04-01', picks: [{ ...pick('a', 0.7), free: true }, pick('b', 0.6)], simulated: true });
const tokens: Record<string, Caller> = {
  pro: { userId: 'u-pro', role: 'user', guest: false },
  free: { userId: 'u-free', role: 'user', guest: false },
};

beforeAll(async () => {
  server = await startGrpcServer({
    service: 'pick-engine',
    host: '127.0.0.1',
    port: 0,
    impl: {
      GetDailyPicks: async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 20));
        return answer();
      },
    },
  });
  app = createHttpApp({ name: 'gateway', logger: createLogger({ name: 'gw', level: 'silent' }) });
  await app.register(servicesPlugin, { peers: { 'pick-engine': `127.0.0.1:${server.port}` }, deadlineMs: 5_000 });
  await app.register(callerPlugin, { verify: async (t) => tokens[t] ?? null });
  await app.register(picksRoutes, { planOf: async (c): Promise<Plan> => (c?.userId === 'u-pro' ? 'pro' : 'free'), dailyCacheMs: 1_000 });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await server.stop();
});

const read = (token?: string) => app.inject({ method: 'GET', url: '/api/picks/today', headers: token ? { authorization: `Bearer ${token}` } : {} });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

test("at 10:00 every reader asks at once: one GetDailyPicks answers them all, and each is still gated by their own plan", async () => {
  await wait(1_100);
  calls = 0;
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => read(i % 2 ? 'pro' : 'free')));
  expect(calls).toBe(1);
  for (const [i, res] of answers.entries()) {
    expect(res.statusCode).toBe(200);
    const locked = res.json().picks.filter((p: { locked: boolean }) => p.locked).length;
    expect(locked).toBe(i % 2 ? 0 : 1);
    if (!(i % 2)) expect(res.body).not.toContain('Pick b');
  }
});

test('a new pick shows once the short cache time has passed: the next reader asks pick-engine again', async () => {
  await wait(1_100);
  calls = 0;
  await read('pro');
  answer = () => ({ date: '2026-04-01', picks: [pick('a', 0.7), pick('b', 0.6), pick('c', 0.5)], simulated: true });
  expect((await read('pro')).json().picks).toHaveLength(2);
  await wait(1_100);
  expect((await read('pro')).json().picks).toHaveLength(3);
  expect(calls).toBe(2);
});

test('a failed answer is not kept: the reader after it asks again and gets the picks', async () => {
  await wait(1_100);
  const good = answer;
  answer = () => {
    throw unavailable('down', 'pick-engine is down');
  };
  expect((await read('pro')).statusCode).toBeGreaterThanOrEqual(500);
  answer = good;
  const res = await read('pro');
  expect(res.statusCode).toBe(200);
  expect(res.json().picks).toHaveLength(3);
});
