// "While on: no picks, props, thoughts or parlays served on ANY API path, no decisions": walks the
// live OpenAPI document of the real gateway in front of every real service. Each operation says
// whether a caller on a break may use it (`x-during-break`, from the data in play-guard.plugin.ts);
// every refused one must answer a cooled-off member 403 play_break with a message that links the
// help page, and no operation that serves picks, props, thoughts, parlays or decisions may be open.
// A route added later is refused unless it is listed as open, so it cannot forget.
import type { Cache } from '@gary/platform';
import type { FastifyInstance } from 'fastify';
import { startFullStack, type FullStack } from './full-stack';
import { documentedRoutes, routeName, walk, type Route } from './openapi-walk';

jest.setTimeout(180_000);

/** Tags and path segments of operations that serve paid content or take decisions. */
const PICK_SERVING = ['picks', 'props', 'thoughts', 'parlays', 'parlay', 'decisions', 'billfold', 'ledger', 'primetime', 'corrections'];
/** Open on purpose, each for a stated reason (see play-guard.plugin.ts): the user's own history. */
// The member's data export carries the same history under the same rule (decision-view.ts).
const HISTORY = new Set(['GET /api/decisions/mine', 'GET /api/me/export']);

let stack: FullStack;
let routes: Route[] = [];
beforeAll(async () => {
  stack = await startFullStack({ shareAuthCache: true });
  routes = await documentedRoutes(stack.app);
}, 180_000);
afterAll(() => stack?.stop());

const servesPicks = (r: Route) => (r.op.tags ?? []).some((t) => PICK_SERVING.includes(t)) || r.path.split('/').some((seg) => PICK_SERVING.includes(seg));
const name = routeName;
const walkAll = (app: FastifyInstance, token: string) => walk(app, routes, token);

test('the document marks every /api operation open or refused during a break, and none that serves picks, props, thoughts, parlays or decisions is open', () => {
  expect(routes.length).toBeGreaterThan(30);
  for (const r of routes) expect([name(r), r.op['x-during-break']]).toEqual([name(r), expect.stringMatching(/^(open|refused)$/)]);
  const leaking = routes.filter((r) => servesPicks(r) && r.op['x-during-break'] === 'open' && !HISTORY.has(name(r))).map(name);
  expect(leaking).toEqual([]);
  // The walk finds what it must: a document that lost these would pass vacuously.
  const refused = routes.filter((r) => r.op['x-during-break'] === 'refused').map(name);
  expect(refused).toEqual(expect.arrayContaining(['GET /api/picks/today', 'GET /api/picks/free', 'GET /api/props/today', 'GET /api/thoughts', 'POST /api/decisions', 'GET /api/billfold', 'GET /api/slate']));
  // Billing: Pro cannot be bought or resumed during a block; cancelling it and reading it can.
  // Alerts: settings stay the member's to manage (nothing is sent during a block: auth's alerts tests).
  expect(refused).toEqual(expect.arrayContaining(['POST /api/billing/checkout', 'POST /api/billing/resume']));
  const open = routes.filter((r) => r.op['x-during-break'] === 'open').map(name);
  expect(open).toEqual(expect.arrayContaining(['POST /api/billing/cancel', 'GET /api/billing/entitlement', 'GET /api/me/alerts', 'PUT /api/me/alerts', 'PUT /api/me/date-of-birth', 'POST /api/auth/signin']));
});

describe('"a cool-off must apply at once": the token issued before the break, on another replica, and a token issued after', () => {
  let token = '';
  const email = 'cooling@example.com';

  beforeAll(async () => {
    token = await stack.member(email);
    // Before the break: today's picks are served (locked or not), and a decision is judged on its merits.
    expect((await stack.app.inject({ method: 'GET', url: '/api/picks/today', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    const started = await stack.app.inject({ method: 'POST', url: '/api/play/break', headers: { authorization: `Bearer ${token}` }, payload: { kind: 'cool_off', period: '24h' } });
    expect([started.statusCode, started.json().state]).toEqual([200, 'cool_off']);
  });

  test('on the replica that started it, with the token issued before: every refused route answers 403 play_break', async () => {
    const { refused, open } = await walkAll(stack.app, token);
    expect(refused).toContain('GET /api/picks/today');
    expect(refused).toEqual(expect.arrayContaining(['POST /api/billing/checkout', 'POST /api/billing/resume']));
    expect(open).toEqual(expect.arrayContaining(['GET /api/me', 'GET /api/play', 'GET /api/stats/me', 'GET /api/decisions/mine', 'GET /api/billing/entitlement', 'GET /api/me/alerts']));
  });

  test('on another replica reading the shared cache, with the same older token: refused at once, not after it expires', async () => {
    const other = await stack.replica(stack.byName.auth!.adapters.cache as Cache);
    const { refused } = await walkAll(other, token);
    expect(refused.length).toBeGreaterThan(20);
  });

  test('with a token issued after the break, on a replica with no cache at all: the token carries it', async () => {
    const signin = await stack.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'ride-the-bear-42' } });
    expect(signin.statusCode).toBe(200); // "sign-in still works"
    const bare = await stack.replica();
    await walkAll(bare, signin.json().accessToken as string);
  });

  test('the refusal names the break, its end and where help is', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/api/picks/today', headers: { authorization: `Bearer ${token}` } });
    const { error } = res.json() as { error: { message: string; details: { state: string; until: string } } };
    expect(error.details.state).toBe('cool_off');
    expect(Date.parse(error.details.until) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(error.message).toMatch(/taking a break until .* ET\. Picks, props, thoughts and decisions are paused until then\. Help, any time: \/help \(1-800-GAMBLER\)\./);
  });

  test('a member with no break is not refused anywhere (the walk above is not the gateway refusing everyone)', async () => {
    const calm = await stack.member('calm@example.com');
    for (const path of ['/api/picks/today', '/api/slate?sport=NBA', '/api/billfold', '/api/leaderboard']) {
      const res = await stack.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${calm}` } });
      expect([path, res.statusCode]).toEqual([path, 200]);
    }
  });
});
