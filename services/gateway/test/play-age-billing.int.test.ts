// Issue 27, items 4 and 5, through the real gateway in front of every real service, walking the
// live OpenAPI document as the break test does (openapi-walk.ts):
// - "a missing date of birth is a block until it is given": an account made before sign-up asked
//   is refused every refused route, alerts and billing included, while sign-in, the date of birth,
//   the account, alert settings and cancelling stay open; giving an adult date lifts it.
// - "under 21 refused everywhere": the same walk after an under-21 answer.
// - "during a break, cancel and entitlement stay open; checkout and resume answer play_break",
//   the checkout simulator's pages (outside /api) included; a self-exclusion cancels Pro at the end
//   of its paid period when asked.
import type { FastifyInstance } from 'fastify';
import { startFullStack, type FullStack } from './full-stack';
import { documentedRoutes, walk, type Route } from './openapi-walk';

jest.setTimeout(180_000);

const PASSWORD = 'ride-the-bear-42';
let stack: FullStack;
let routes: Route[] = [];
beforeAll(async () => {
  stack = await startFullStack({ shareAuthCache: true });
  routes = await documentedRoutes(stack.app);
}, 180_000);
afterAll(() => stack?.stop());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  app.inject({ method, url, headers: bearer(token), ...(method === 'GET' ? {} : { payload: payload ?? {} }) });
async function signIn(email: string): Promise<{ token: string; needsDateOfBirth: boolean }> {
  const res = await stack.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: PASSWORD } });
  expect(res.statusCode).toBe(200); // "sign-in still works"
  return { token: res.json().accessToken as string, needsDateOfBirth: res.json().user.needsDateOfBirth === true };
}
/** A member whose account predates the date-of-birth question (the column was added empty). */
async function olderAccount(email: string): Promise<void> {
  await stack.member(email);
  await stack.byName.auth!.pool.query('UPDATE users SET date_of_birth = NULL WHERE email = $1', [email]);
}
const checkoutId = (url: string) => /\/dev\/checkout\/(cs_sim_[0-9a-f]+)$/.exec(url)![1]!;

describe('"a missing date of birth is a block until it is given"', () => {
  const email = 'nodob@example.com';
  test('every refused operation answers 403 play_break (state needs_date_of_birth, where to give it); the account, alerts, entitlement and the date of birth stay open', async () => {
    await olderAccount(email);
    const { token, needsDateOfBirth } = await signIn(email);
    expect(needsDateOfBirth).toBe(true);
    const { refused, open } = await walk(stack.app, routes, token, 'needs_date_of_birth');
    expect(refused).toEqual(expect.arrayContaining(['GET /api/picks/today', 'POST /api/decisions', 'POST /api/billing/checkout', 'POST /api/billing/resume']));
    expect(open).toEqual(expect.arrayContaining(['GET /api/me', 'GET /api/me/alerts', 'GET /api/billing/entitlement', 'GET /api/play']));
    const refusal = (await call(stack.app, 'GET', '/api/picks/today', token)).json() as { error: { message: string; details: { dateOfBirth: string } } };
    expect(refusal.error.details.dateOfBirth).toBe('/api/me/date-of-birth');
    expect(refusal.error.message).toMatch(/give your date of birth/);
  });

  test('giving an adult date of birth (open while held) lifts it with the next token', async () => {
    const { token } = await signIn(email);
    const given = await call(stack.app, 'PUT', '/api/me/date-of-birth', token, { dateOfBirth: '1985-06-15' });
    expect([given.statusCode, given.json().state, given.json().needsDateOfBirth]).toEqual([200, 'none', false]);
    const next = await signIn(email);
    expect(next.needsDateOfBirth).toBe(false);
    expect((await call(stack.app, 'GET', '/api/picks/today', next.token)).statusCode).toBe(200);
  });
});

describe('"under 21 refused everywhere", alerts and billing included', () => {
  test('an older account that answers under 21: refused at once with the token it had, and with every token after', async () => {
    const email = 'teen@example.com';
    await olderAccount(email);
    const before = await signIn(email);
    const answered = await call(stack.app, 'PUT', '/api/me/date-of-birth', before.token, { dateOfBirth: '2008-01-01' });
    expect([answered.statusCode, answered.json().state]).toEqual([200, 'under_age']);
    const { refused } = await walk(stack.app, routes, before.token, 'under_age');
    expect(refused).toEqual(expect.arrayContaining(['POST /api/billing/checkout', 'POST /api/billing/resume']));
    const after = await signIn(email);
    const { open } = await walk(await stack.replica(), routes, after.token, 'under_age');
    expect(open).toEqual(expect.arrayContaining(['GET /api/me/alerts', 'GET /api/billing/entitlement']));
  });
});

describe('"during a break, cancel and entitlement stay open; checkout and resume answer play_break"', () => {
  test('a checkout opened before a cool-off cannot be paid on the simulator pages; the plan stays free', async () => {
    const token = await stack.member('cart@example.com');
    const opened = await call(stack.app, 'POST', '/api/billing/checkout', token);
    expect(opened.statusCode).toBe(200);
    const id = checkoutId(opened.json().url as string);
    expect((await call(stack.app, 'POST', '/api/play/break', token, { kind: 'cool_off', period: '7d' })).statusCode).toBe(200);
    const page = await stack.app.inject({ method: 'GET', url: `/dev/checkout/${id}` });
    expect([page.statusCode, page.body.includes('taking a break'), page.body.includes('/pay')]).toEqual([403, true, false]);
    const pay = await stack.app.inject({ method: 'POST', url: `/dev/checkout/${id}/pay` });
    expect([pay.statusCode, pay.body.includes('taking a break')]).toEqual([403, true]);
    const again = await call(stack.app, 'POST', '/api/billing/checkout', token);
    expect([again.statusCode, again.json().error.code]).toEqual([403, 'play_break']);
    expect((await call(stack.app, 'GET', '/api/billing/entitlement', token)).json().plan).toBe('free');
  });

  test('a Pro member who self-excludes with cancelSubscription: Pro ends at the close of its period; resume and checkout refused, cancel and entitlement answered', async () => {
    const token = await stack.member('pro-excluded@example.com');
    const id = checkoutId((await call(stack.app, 'POST', '/api/billing/checkout', token)).json().url as string);
    expect((await stack.app.inject({ method: 'POST', url: `/dev/checkout/${id}/pay` })).statusCode).toBe(303);
    expect((await call(stack.app, 'GET', '/api/billing/entitlement', token)).json()).toMatchObject({ plan: 'pro', subscription: { cancelAtPeriodEnd: false } });

    const excluded = await call(stack.app, 'POST', '/api/play/break', token, { kind: 'self_exclusion', period: '6m', cancelSubscription: true });
    expect(excluded.statusCode).toBe(200);
    expect(excluded.json()).toMatchObject({ state: 'self_exclusion', subscription: { cancelled: true, plan: 'pro', cancelAtPeriodEnd: true } });
    expect(Date.parse(excluded.json().subscription.currentPeriodEnd)).toBeGreaterThan(Date.now());

    for (const refusedPath of ['/api/billing/resume', '/api/billing/checkout']) {
      const res = await call(stack.app, 'POST', refusedPath, token);
      expect([refusedPath, res.statusCode, res.json().error.code, res.json().error.details.state]).toEqual([refusedPath, 403, 'play_break', 'self_exclusion']);
    }
    const entitlement = await call(stack.app, 'GET', '/api/billing/entitlement', token);
    expect([entitlement.statusCode, entitlement.json().subscription.cancelAtPeriodEnd]).toEqual([200, true]);
    // Cancel is open: already cancelled, it says so (not play_break).
    const cancel = await call(stack.app, 'POST', '/api/billing/cancel', token);
    expect([cancel.statusCode, cancel.json().error.code]).toEqual([404, 'no_subscription']);
    const { refused } = await walk(stack.app, routes, token, 'self_exclusion');
    expect(refused).toEqual(expect.arrayContaining(['POST /api/billing/checkout', 'POST /api/billing/resume']));
  });

  test('a self-exclusion without a subscription, asked to cancel one, starts and says there was none', async () => {
    const token = await stack.member('free-excluded@example.com');
    const res = await call(stack.app, 'POST', '/api/play/break', token, { kind: 'self_exclusion', period: '1y', cancelSubscription: true });
    expect([res.statusCode, res.json().state, res.json().subscription.cancelled, res.json().subscription.message]).toEqual([200, 'self_exclusion', false, 'You have no running subscription to cancel.']);
  });
});
