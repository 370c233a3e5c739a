// Through the gateway over HTTP, against real auth and billing services (gRPC, Postgres, one bus):
// sign-up to Pro in the simulator, the refresh cookie, sign-out, the raw-body webhook, and forged
// tokens refused.
import { generateKeyPair, importJWK, SignJWT, type KeyLike } from 'jose';
import { createInProcessBus, createLogger, createMemoryRateLimiter } from '@gary/platform';
import * as auth from '@gary/auth';
import * as billing from '@gary/billing';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import type { FastifyInstance } from 'fastify';
import { buildGateway, createAccessTokenVerifier, readConfig } from '../src';
import { sendOver } from './http-send';

const bus = createInProcessBus();
let authSut: ServiceUnderTest<'auth'>;
let billingSut: ServiceUnderTest<'billing'>;
let app: FastifyInstance;

beforeAll(async () => {
  authSut = await startServiceForTest({ name: 'auth', readConfig: auth.readConfig, start: auth.start, bus });
  billingSut = await startServiceForTest({ name: 'billing', readConfig: billing.readConfig, start: billing.start, bus });
  const peers = { auth: authSut.address, billing: billingSut.address };
  app = await buildGateway({
    config: readConfig({ COOKIE_SECURE: 'false', PUBLIC_ORIGIN: 'http://gary.test' }),
    logger: createLogger({ name: 'gateway', level: 'silent' }),
    peers,
    bus,
    mode: 'embedded',
    rateLimiter: createMemoryRateLimiter(),
    verifyAccessToken: createAccessTokenVerifier(peers),
    // The embedded stack's one memory cache: where auth publishes ended sessions.
    cache: authSut.adapters.cache,
  });
  await app.listen({ host: 'localhost', port: 0 });
});
afterAll(async () => {
  await app.close();
  await billingSut.stop();
  await authSut.stop();
  await bus.close();
});

const send = sendOver('localhost');

const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
const cookieOf = (res: { headers: Record<string, unknown> }) => String([res.headers['set-cookie']].flat()[0] ?? '');
const refreshCookie = (setCookie: string) => setCookie.split(';')[0]!;

describe('a new user signs up, confirms, signs in and buys Pro in the simulator', () => {
  const email = 'flow@example.com';
  const password = 'ride-the-bear-42';
  let access = '';
  let cookie = '';

  it("sign-up: 400 weak_password with the reasons, then 201 {user, confirmationRequired}", async () => {
    const weak = await send(app, { method: 'POST', url: '/api/auth/signup', payload: { email, password: 'short12', dateOfBirth: '1990-04-01' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ error: { code: 'weak_password', message: 'Password is too weak: use at least 8 characters.', details: { reasons: ['too_short'] } } });
    const long = await send(app, { method: 'POST', url: '/api/auth/signup', payload: { email: `${'a'.repeat(300)}@example.com`, password } });
    expect([long.statusCode, long.json().error.code]).toEqual([400, 'email_too_long']);
    const res = await send(app, { method: 'POST', url: '/api/auth/signup', payload: { email, password, dateOfBirth: '1990-04-01' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ user: { id: expect.any(String), email }, confirmationRequired: true });
  });

  it('the mail is in /api/dev/mailbox (to its addressee, who proves the address with its password); confirming works once', async () => {
    const box = await send(app, { method: 'POST', url: '/api/dev/mailbox', payload: { email, password } });
    const [mail] = box.json().messages;
    expect(mail).toMatchObject({ to: email, subject: 'Confirm your email for Gary', sentAt: expect.any(String), html: expect.stringContaining('<a href=') });
    const token = decodeURIComponent(mail.links[0].split('token=')[1]);
    expect(mail.links[0]).toMatch(/^http:\/\/gary\.test\/confirm\?token=/);
    expect((await send(app, { method: 'POST', url: '/api/auth/confirm', payload: { token } })).json()).toEqual({ ok: true });
    const again = await send(app, { method: 'POST', url: '/api/auth/confirm', payload: { token } });
    expect([again.statusCode, again.json().error.code]).toEqual([400, 'token_used']);
    const form = await send(app, { method: 'GET', url: '/dev/mailbox' });
    expect(form.headers['content-type']).toContain('text/html');
    expect(form.body).not.toContain('Confirm your email for Gary');
    // "the dev mailbox confirms an address for whoever chose its password": the page says so.
    expect(form.body).toContain('it does not prove the address belongs to them');
    const html = await send(app, {
      method: 'POST',
      url: '/dev/mailbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password }).toString(),
    });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Confirm your email for Gary');
  });

  it("sign-in: 401 'Failed to sign in', then a token and the httpOnly SameSite=Strict cookie scoped to /api/auth", async () => {
    const bad = await send(app, { method: 'POST', url: '/api/auth/signin', payload: { email, password: 'wrong-pass-1' } });
    expect([bad.statusCode, bad.json().error.message]).toEqual([401, 'Failed to sign in']);
    const res = await send(app, { method: 'POST', url: '/api/auth/signin', payload: { email, password } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accessToken: expect.any(String), expiresIn: 900, user: { email, username: 'flow', role: 'user', guest: false } });
    const set = cookieOf(res);
    expect(set).toMatch(/^gary_refresh=[A-Za-z0-9_-]{43};/);
    expect(set).toContain('Path=/api/auth');
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Strict');
    expect(set).not.toContain('Secure');
    access = res.json().accessToken;
    cookie = refreshCookie(set);
  });

  it('GET /api/me: the user and plan free', async () => {
    const me = await send(app, { method: 'GET', url: '/api/me', headers: bearer(access) });
    expect(me.json()).toEqual({
      user: { id: expect.any(String), email, username: 'flow', avatarUrl: null, role: 'user', guest: false },
      plan: 'free',
      subscription: { status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false },
    });
    expect((await send(app, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('checkout in the simulator: /api/me reports pro within a second', async () => {
    const co = await send(app, { method: 'POST', url: '/api/billing/checkout', headers: bearer(access) });
    const url: string = co.json().url;
    expect(url).toMatch(/^http:\/\/gary\.test\/dev\/checkout\/cs_sim_[0-9a-f]{24}$/);
    const path = new URL(url).pathname;
    const pageRes = await send(app, { method: 'GET', url: path });
    expect(pageRes.body).toContain('TEST PAYMENT');
    expect(pageRes.body).toContain('$29.00 / month');
    const pay = await send(app, { method: 'POST', url: `${path}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toMatch(/^http:\/\/gary\.test\/checkout\/success\?session_id=cs_sim_/);
    const paidAt = Date.now();
    let plan = 'free';
    while (plan !== 'pro' && Date.now() - paidAt < 1000) {
      plan = (await send(app, { method: 'GET', url: '/api/me', headers: bearer(access) })).json().plan;
    }
    expect(plan).toBe('pro');
    const again = await send(app, { method: 'POST', url: '/api/billing/checkout', headers: bearer(access) });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'already_subscribed']);
  });

  it('refresh rotates the cookie; the old cookie presented again ends the session', async () => {
    const r = await send(app, { method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
    expect(r.statusCode).toBe(200);
    const next = refreshCookie(cookieOf(r));
    expect(next).not.toBe(cookie);
    // Past the grace window for concurrent refreshes: the rotation happened a minute ago.
    await authSut.pool.query(`UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 minute' WHERE rotated_at IS NOT NULL`);
    const reused = await send(app, { method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
    expect([reused.statusCode, reused.json().error.code]).toEqual([401, 'refresh_token_reused']);
    expect(cookieOf(reused)).toMatch(/^gary_refresh=;/);
    expect((await send(app, { method: 'POST', url: '/api/auth/refresh', headers: { cookie: next } })).statusCode).toBe(401);
    // "every signed-out load logs a 401 from /api/auth/refresh" was a defect: no cookie is no session, 204.
    expect((await send(app, { method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(204);
  });

  it('cancel anytime keeps Pro to the end of the period; sign-out revokes the session', async () => {
    const s = await send(app, { method: 'POST', url: '/api/auth/signin', payload: { email, password } });
    const token = s.json().accessToken;
    const c = await send(app, { method: 'POST', url: '/api/billing/cancel', headers: bearer(token) });
    expect(c.json().subscription).toMatchObject({ plan: 'pro', status: 'active', cancelAtPeriodEnd: true });
    expect((await send(app, { method: 'GET', url: '/api/me', headers: bearer(token) })).json()).toMatchObject({ plan: 'pro', subscription: { cancelAtPeriodEnd: true } });
    const sessions = await send(app, { method: 'GET', url: '/api/auth/sessions', headers: bearer(token) });
    expect(sessions.json().sessions.filter((x: { current: boolean }) => x.current)).toHaveLength(1);
    const c2 = refreshCookie(cookieOf(s));
    const out = await send(app, { method: 'POST', url: '/api/auth/signout', headers: { cookie: c2, ...bearer(token) } });
    expect(out.json()).toEqual({ ok: true });
    expect(cookieOf(out)).toMatch(/^gary_refresh=;/);
    expect((await send(app, { method: 'POST', url: '/api/auth/refresh', headers: { cookie: c2 } })).statusCode).toBe(401);
  });

  it('profiles are editable; guests browse but cannot edit', async () => {
    const s = await send(app, { method: 'POST', url: '/api/auth/signin', payload: { email, password } });
    const p = await send(app, { method: 'PUT', url: '/api/me/profile', headers: bearer(s.json().accessToken), payload: { username: 'FlowRider' } });
    expect(p.json().user).toMatchObject({ username: 'FlowRider' });
    const g = await send(app, { method: 'POST', url: '/api/auth/guest' });
    expect(g.json()).toMatchObject({ accessToken: expect.any(String), user: { guest: true, role: 'guest' } });
    const gt = g.json().accessToken;
    expect((await send(app, { method: 'GET', url: '/api/me', headers: bearer(gt) })).json()).toMatchObject({ plan: 'free', user: { guest: true } });
    expect((await send(app, { method: 'PUT', url: '/api/me/profile', headers: bearer(gt), payload: { username: 'x1' } })).statusCode).toBe(401);
    expect((await send(app, { method: 'POST', url: '/api/billing/checkout', headers: bearer(gt) })).statusCode).toBe(401);
  });

  it('reset by email through the gateway', async () => {
    expect((await send(app, { method: 'POST', url: '/api/auth/reset', payload: { email: 'nobody@example.com' } })).json()).toEqual({ ok: true });
    expect((await send(app, { method: 'POST', url: '/api/auth/reset', payload: { email } })).json()).toEqual({ ok: true });
    // The reset mail is written just after the answer (both paths answer after the same work): wait for it.
    let link = '';
    for (const until = Date.now() + 5_000; !link && Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
      const box = await send(app, { method: 'POST', url: '/api/dev/mailbox', payload: { email, password } });
      link = box.json().messages.find((m: { subject: string }) => m.subject === 'Reset your Gary password')?.links[0] ?? '';
    }
    expect(link).toMatch(/^http:\/\/gary\.test\/reset\?token=/);
    const token = decodeURIComponent(link.split('token=')[1]!);
    const r = await send(app, { method: 'POST', url: '/api/auth/reset/confirm', payload: { token, password: 'brand-new-pass-3' } });
    expect(r.json()).toEqual({ ok: true });
    expect((await send(app, { method: 'POST', url: '/api/auth/signin', payload: { email, password: 'brand-new-pass-3' } })).statusCode).toBe(200);
  });
});

describe('tokens refused at the gateway: alg none, wrong key, expired, missing exp', () => {
  let userId = '';
  let kid = '';
  let realKey: KeyLike;
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    const g = await send(app, { method: 'POST', url: '/api/auth/guest' });
    userId = g.json().user.id;
    const { rows } = await authSut.pool.query('SELECT kid, private_jwk FROM signing_keys WHERE retired_at IS NULL');
    kid = rows[0].kid;
    realKey = (await importJWK(rows[0].private_jwk, 'ES256')) as KeyLike;
  });

  const signWith = (key: KeyLike, claims: { exp?: number | null; iat?: number; role?: string } = {}) => {
    const jwt = new SignJWT({ role: claims.role ?? 'admin', sid: 'x' }).setProtectedHeader({ alg: 'ES256', kid }).setSubject(userId).setIssuer('gary-auth').setAudience('gary').setIssuedAt(claims.iat ?? now());
    if (claims.exp !== null) jwt.setExpirationTime(claims.exp ?? now() + 600);
    return jwt.sign(key);
  };
  const meStatus = async (token: string) => (await send(app, { method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode;

  it('the real key with good claims is accepted (the control)', async () => {
    expect(await meStatus(await signWith(realKey, { role: 'guest' }))).toBe(200);
  });
  it('alg none', async () => {
    expect(await meStatus(`${b64({ alg: 'none', kid })}.${b64({ sub: userId, role: 'admin', iss: 'gary-auth', aud: 'gary', iat: now(), exp: now() + 600 })}.`)).toBe(401);
  });
  it('wrong key (claiming the published kid)', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    expect(await meStatus(await signWith(privateKey))).toBe(401);
  });
  it('expired (signed with the real key)', async () => {
    expect(await meStatus(await signWith(realKey, { iat: now() - 2000, exp: now() - 1000 }))).toBe(401);
  });
  it('missing exp (signed with the real key)', async () => {
    expect(await meStatus(await signWith(realKey, { exp: null }))).toBe(401);
  });
});

describe('the webhook route keeps the raw body for the signature', () => {
  const event = { id: 'evt_gateway_raw_1', object: 'event', type: 'charge.succeeded', created: 1, data: { object: {} } };

  async function sign(payload: string) {
    const { rows } = await billingSut.pool.query(`SELECT value FROM secrets WHERE name = 'simulator_webhook_secret'`);
    return billing.signPayload(Buffer.from(payload), rows[0].value, Math.floor(Date.now() / 1000));
  }

  it('a correctly signed, oddly formatted body is accepted byte for byte; a replay is applied once', async () => {
    const payload = `{\n  "id": "${event.id}",   "object": "event",\n "type": "charge.succeeded", "created": 1, "data": {"object": {}}}\n`;
    const headers = { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': await sign(payload) };
    const r = await send(app, { method: 'POST', url: '/api/billing/webhook', headers, payload });
    expect([r.statusCode, r.json()]).toEqual([200, { received: true, applied: false }]);
    const { rows } = await billingSut.pool.query('SELECT outcome FROM webhook_events WHERE id = $1', [event.id]);
    expect(rows).toEqual([{ outcome: 'ignored' }]);
    const replay = await send(app, { method: 'POST', url: '/api/billing/webhook', headers: { ...headers, 'stripe-signature': await sign(payload) }, payload });
    expect(replay.json()).toEqual({ received: true, applied: false });
  });

  it('a bad signature is a 400', async () => {
    const r = await send(app, { method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, payload: JSON.stringify(event) });
    expect([r.statusCode, r.json().error.code]).toEqual([400, 'bad_signature']);
  });
});

it('the dev mailbox and simulator exist only in the embedded mode; elsewhere the cookie is Secure', async () => {
  const peers = { auth: authSut.address, billing: billingSut.address };
  const dist = await buildGateway({ config: readConfig({}), logger: createLogger({ name: 'gateway', level: 'silent' }), peers, mode: 'distributed', rateLimiter: createMemoryRateLimiter(), verifyAccessToken: createAccessTokenVerifier(peers) });
  await dist.listen({ host: 'localhost', port: 0 });
  try {
    expect((await send(dist, { method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    expect((await send(dist, { method: 'GET', url: '/dev/checkout/cs_sim_000000000000000000000000' })).statusCode).toBe(404);
    // Outside the embedded mode COOKIE_SECURE defaults to true: the refresh cookie is Secure.
    const g = await send(dist, { method: 'POST', url: '/api/auth/guest' });
    expect(cookieOf(g)).toMatch(/; Secure/);
  } finally {
    await dist.close();
  }
});
