// Security cases through the gateway over HTTP, against real auth and billing (gRPC, Postgres) and,
// for the shared cache, both the embedded mode's memory cache and Redis: forged, expired, alg-none
// and tampered tokens; access tokens of ended sessions (sign-out, refresh reuse, password reset,
// a revoked session); the dev mailbox rule; the Host header never choosing where links point; the
// known-device cookie past a lockout; Stripe webhooks with bad signatures, replays, stale timestamps.
import { randomBytes } from 'node:crypto';
import { exportSPKI, generateKeyPair, importJWK, SignJWT, type KeyLike } from 'jose';
import { Redis } from 'ioredis';
import { createInProcessBus, createLogger, createMemoryCache, createMemoryRateLimiter, createRedisCache, type Cache } from '@gary/platform';
import * as auth from '@gary/auth';
import * as billing from '@gary/billing';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import type { FastifyInstance } from 'fastify';
import { buildGateway, createAccessTokenVerifier, readConfig } from '../src';
import { sendOver, type Sent } from './http-send';

const send = sendOver('127.0.0.1');

const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
const cookies = (r: Sent) => [r.headers['set-cookie'] ?? []].flat() as string[];
const cookieNamed = (r: Sent, name: string) => cookies(r).find((c) => c.startsWith(`${name}=`)) ?? '';
const pair = (setCookie: string) => setCookie.split(';')[0]!;
const PASSWORD = 'ride-the-bear-42';

interface Stack {
  app: FastifyInstance;
  authSut: ServiceUnderTest<'auth'>;
  billingSut: ServiceUnderTest<'billing'>;
  stop(): Promise<void>;
}

/** Auth, billing and the gateway sharing one cache, as the embedded stack (memory) or the cluster (Redis) does. */
async function stack(cache: Cache): Promise<Stack> {
  const bus = createInProcessBus();
  const authSut = await startServiceForTest({ name: 'auth', readConfig: auth.readConfig, start: auth.start, bus, adapters: { cache } });
  const billingSut = await startServiceForTest({ name: 'billing', readConfig: billing.readConfig, start: billing.start, bus });
  const peers = { auth: authSut.address, billing: billingSut.address };
  const app = await buildGateway({
    config: readConfig({ COOKIE_SECURE: 'false', PUBLIC_ORIGIN: 'http://gary.test' }),
    logger: createLogger({ name: 'gateway', level: 'silent' }),
    peers,
    bus,
    mode: 'embedded',
    rateLimiter: createMemoryRateLimiter(),
    verifyAccessToken: createAccessTokenVerifier(peers),
    cache,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    authSut,
    billingSut,
    async stop() {
      await app.close();
      await billingSut.stop();
      await authSut.stop();
      await bus.close();
    },
  };
}

/** A confirmed account through the gateway (the confirmation link read from auth's mail table; the mailbox has its own tests). */
async function account(s: Stack, email: string): Promise<void> {
  expect((await send(s.app, { method: 'POST', url: '/api/auth/signup', payload: { email, password: PASSWORD, dateOfBirth: '1990-04-01' } })).statusCode).toBe(201);
  const link = await mailedLink(s, email, '/confirm');
  const token = new URL(link).searchParams.get('token')!;
  expect((await send(s.app, { method: 'POST', url: '/api/auth/confirm', payload: { token } })).statusCode).toBe(200);
}

/** The newest link to `pathname` mailed to `to`, from auth's mail table (reset mail follows its answer: waits). */
async function mailedLink(s: Stack, to: string, pathname: string): Promise<string> {
  for (const until = Date.now() + 5_000; ; await new Promise((r) => setTimeout(r, 20))) {
    const { rows } = await s.authSut.pool.query<{ links: string[] }>('SELECT links FROM mail WHERE recipient = $1 ORDER BY created_at DESC', [to]);
    const link = rows.flatMap((r) => r.links).find((l) => new URL(l).pathname === pathname);
    if (link) return link;
    if (Date.now() > until) throw new Error(`no ${pathname} link mailed to ${to}`);
  }
}

async function signIn(s: Stack, email: string, password = PASSWORD, headers: Record<string, string> = {}) {
  const r = await send(s.app, { method: 'POST', url: '/api/auth/signin', headers, payload: { email, password } });
  return { res: r, access: r.statusCode === 200 ? (r.json().accessToken as string) : '', refresh: pair(cookieNamed(r, 'gary_refresh')), device: pair(cookieNamed(r, 'gary_device')) };
}

const meStatus = async (s: Stack, token: string) => (await send(s.app, { method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode;

const redis = new Redis(process.env.REDIS_URL!, { lazyConnect: true });
afterAll(() => redis.disconnect());

describe.each([
  ['the embedded mode (one memory cache)', () => createMemoryCache()],
  ['the distributed mode (Redis)', () => createRedisCache(redis, `gary:cache:test:${randomBytes(4).toString('hex')}:`)],
])('"the gateway must refuse tokens of revoked sessions", in %s', (_mode, makeCache) => {
  let s: Stack;
  beforeAll(async () => {
    s = await stack(makeCache());
    await account(s, 'revoked@example.com');
  });
  afterAll(() => s.stop());

  it('after sign-out, the signed-out access token is refused at once; another session of the account is not', async () => {
    const a = await signIn(s, 'revoked@example.com');
    const b = await signIn(s, 'revoked@example.com');
    expect(await meStatus(s, a.access)).toBe(200);
    const out = await send(s.app, { method: 'POST', url: '/api/auth/signout', headers: { cookie: a.refresh, ...bearer(a.access) } });
    expect(out.statusCode).toBe(200);
    expect(await meStatus(s, a.access)).toBe(401);
    expect(await meStatus(s, b.access)).toBe(200);
  });

  it('after a refresh token is reused, the access tokens of its session are refused', async () => {
    const a = await signIn(s, 'revoked@example.com');
    const r = await send(s.app, { method: 'POST', url: '/api/auth/refresh', headers: { cookie: a.refresh } });
    const fresh = r.json().accessToken as string;
    expect(await meStatus(s, fresh)).toBe(200);
    await s.authSut.pool.query(`UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 minute' WHERE rotated_at IS NOT NULL`);
    const reused = await send(s.app, { method: 'POST', url: '/api/auth/refresh', headers: { cookie: a.refresh } });
    expect([reused.statusCode, reused.json().error.code]).toEqual([401, 'refresh_token_reused']);
    expect(await meStatus(s, a.access)).toBe(401);
    expect(await meStatus(s, fresh)).toBe(401);
  });

  it('after a password reset, every session’s access token is refused', async () => {
    const [a, b] = [await signIn(s, 'revoked@example.com'), await signIn(s, 'revoked@example.com')];
    expect((await send(s.app, { method: 'POST', url: '/api/auth/reset', payload: { email: 'revoked@example.com' } })).statusCode).toBe(200);
    const link = await mailedLink(s, 'revoked@example.com', '/reset');
    const token = new URL(link).searchParams.get('token')!;
    expect((await send(s.app, { method: 'POST', url: '/api/auth/reset/confirm', payload: { token, password: 'new-bear-pass-5' } })).statusCode).toBe(200);
    expect([await meStatus(s, a.access), await meStatus(s, b.access)]).toEqual([401, 401]);
    const again = await signIn(s, 'revoked@example.com', 'new-bear-pass-5');
    expect(await meStatus(s, again.access)).toBe(200);
  });

  it('a session revoked from the session list stops its access token', async () => {
    const a = await signIn(s, 'revoked@example.com', 'new-bear-pass-5');
    const b = await signIn(s, 'revoked@example.com', 'new-bear-pass-5');
    const sid = JSON.parse(Buffer.from(b.access.split('.')[1]!, 'base64url').toString()).sid as string;
    expect((await send(s.app, { method: 'DELETE', url: `/api/auth/sessions/${sid}`, headers: bearer(a.access) })).statusCode).toBe(200);
    expect([await meStatus(s, a.access), await meStatus(s, b.access)]).toEqual([200, 401]);
  });
});

describe('the rest, on the embedded mode', () => {
  let s: Stack;
  beforeAll(async () => {
    s = await stack(createMemoryCache());
    await account(s, 'victim@example.com');
    await account(s, 'attacker@example.com');
  });
  afterAll(() => s.stop());

  describe('forged, expired, alg-none and tampered access tokens are refused', () => {
    let kid = '';
    let realKey: KeyLike;
    let good = '';
    let userId = '';
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = () => Math.floor(Date.now() / 1000);

    beforeAll(async () => {
      const v = await signIn(s, 'victim@example.com');
      good = v.access;
      userId = v.res.json().user.id;
      const { rows } = await s.authSut.pool.query('SELECT kid, private_jwk FROM signing_keys WHERE retired_at IS NULL');
      kid = rows[0].kid;
      realKey = (await importJWK(rows[0].private_jwk, 'ES256')) as KeyLike;
    });

    const claims = () => ({ sub: userId, role: 'admin', sid: randomBytes(8).toString('hex'), iss: 'gary-auth', aud: 'gary', iat: now(), exp: now() + 600 });

    it('the real token is accepted (the control)', async () => {
      expect(await meStatus(s, good)).toBe(200);
    });
    it('tampered: the payload changed (role admin) under the original signature', async () => {
      const [h, p, sig] = good.split('.') as [string, string, string];
      const payload = { ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'admin' };
      expect(await meStatus(s, `${h}.${b64(payload)}.${sig}`)).toBe(401);
    });
    it('tampered: one signature byte flipped', async () => {
      const [h, p, sig] = good.split('.') as [string, string, string];
      const bytes = Buffer.from(sig, 'base64url');
      bytes[10] = bytes[10]! ^ 0xff;
      expect(await meStatus(s, `${h}.${p}.${bytes.toString('base64url')}`)).toBe(401);
    });
    it('alg none', async () => {
      expect(await meStatus(s, `${b64({ alg: 'none', kid })}.${b64(claims())}.`)).toBe(401);
    });
    it('forged: HS256 keyed with the published public key (algorithm confusion)', async () => {
      const { rows } = await s.authSut.pool.query('SELECT public_jwk FROM signing_keys WHERE kid = $1', [kid]);
      const publicKey = (await importJWK(rows[0].public_jwk, 'ES256')) as KeyLike;
      const pem = Buffer.from(await exportSPKI(publicKey));
      for (const secret of [pem, Buffer.from(JSON.stringify(rows[0].public_jwk))]) {
        expect(await meStatus(s, await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', kid }).sign(secret))).toBe(401);
      }
    });
    it('forged: our own P-256 key, claiming the published kid; and under a kid nobody published', async () => {
      const { privateKey } = await generateKeyPair('ES256');
      expect(await meStatus(s, await new SignJWT(claims()).setProtectedHeader({ alg: 'ES256', kid }).sign(privateKey))).toBe(401);
      expect(await meStatus(s, await new SignJWT(claims()).setProtectedHeader({ alg: 'ES256', kid: 'made-up-kid' }).sign(privateKey))).toBe(401);
    });
    it('expired, wrong issuer, wrong audience (each signed with the real key)', async () => {
      const sign = (c: Record<string, unknown>) => new SignJWT(c).setProtectedHeader({ alg: 'ES256', kid }).sign(realKey);
      expect(await meStatus(s, await sign({ ...claims(), iat: now() - 2000, exp: now() - 1000 }))).toBe(401);
      expect(await meStatus(s, await sign({ ...claims(), iss: 'someone-else' }))).toBe(401);
      expect(await meStatus(s, await sign({ ...claims(), aud: 'another-app' }))).toBe(401);
      // The control: the same real key with good claims is accepted.
      expect(await meStatus(s, await sign(claims()))).toBe(200);
    });
    it('"?access_token= only on the SSE stream": the same good token in the query of another route is no caller', async () => {
      expect((await send(s.app, { method: 'GET', url: `/api/me?access_token=${good}` })).statusCode).toBe(401);
    });
  });

  describe('"the dev mailbox shows a message only to its own addressee’s signed-in session or to an admin"', () => {
    it('anonymous: the API answers 401 with or without to=, and the page shows a form, no mail', async () => {
      for (const url of ['/api/dev/mailbox', '/api/dev/mailbox?to=victim@example.com', '/api/dev/mailbox?limit=100']) {
        const r = await send(s.app, { method: 'GET', url });
        expect([url, r.statusCode, r.json().error.code]).toEqual([url, 401, 'unauthenticated']);
      }
      const page = await send(s.app, { method: 'GET', url: '/dev/mailbox?to=victim@example.com' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('victim@example.com');
      expect(page.body).not.toContain('token=');
      expect(page.body).toContain('<form method="post" action="/dev/mailbox"');
    });

    it('a signed-in attacker sees their own mail only, never the victim’s reset link', async () => {
      expect((await send(s.app, { method: 'POST', url: '/api/auth/reset', payload: { email: 'victim@example.com' } })).statusCode).toBe(200);
      const attacker = await signIn(s, 'attacker@example.com');
      const all = await send(s.app, { method: 'GET', url: '/api/dev/mailbox?limit=100', headers: bearer(attacker.access) });
      expect(all.json().messages.length).toBeGreaterThan(0);
      expect(new Set(all.json().messages.map((m: { to: string }) => m.to))).toEqual(new Set(['attacker@example.com']));
      const theirs = await send(s.app, { method: 'GET', url: '/api/dev/mailbox?to=victim@example.com', headers: bearer(attacker.access) });
      expect(theirs.json()).toEqual({ messages: [] });
    });

    it('the address with a wrong password reads nothing (as for an unknown address); with its password, its own mail', async () => {
      const wrong = await send(s.app, { method: 'POST', url: '/api/dev/mailbox', payload: { email: 'victim@example.com', password: 'guess-1-x' } });
      const ghost = await send(s.app, { method: 'POST', url: '/api/dev/mailbox', payload: { email: 'ghost@example.com', password: 'guess-1-x' } });
      expect([wrong.statusCode, wrong.json().error]).toEqual([401, { code: 'mailbox_denied', message: 'Wrong email or password.' }]);
      expect([ghost.statusCode, ghost.json()]).toEqual([wrong.statusCode, wrong.json()]);
      const form = await send(s.app, {
        method: 'POST',
        url: '/dev/mailbox',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: 'victim@example.com', password: 'guess-2-x' }).toString(),
      });
      expect(form.statusCode).toBe(401);
      expect(form.body).toContain('Wrong email or password.');
      expect(form.body).not.toContain('token=');
      const own = await send(s.app, { method: 'POST', url: '/api/dev/mailbox', payload: { email: 'victim@example.com', password: PASSWORD } });
      expect(new Set(own.json().messages.map((m: { to: string }) => m.to))).toEqual(new Set(['victim@example.com']));
    });
  });

  it('"use PUBLIC_ORIGIN only": a loopback Host with any port does not become the origin of reset or confirmation links', async () => {
    const app = s.app;
    const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', headers: { host: 'localhost:6666' }, payload: { email: 'hosted@example.com', password: PASSWORD, dateOfBirth: '1990-04-01' } });
    expect(signup.statusCode).toBe(201);
    await app.inject({ method: 'POST', url: '/api/auth/reset', headers: { host: '127.0.0.1:6666' }, payload: { email: 'victim@example.com' } });
    const { rows } = await s.authSut.pool.query<{ links: string[] }>(
      `SELECT links FROM mail WHERE recipient IN ('hosted@example.com', 'victim@example.com') AND cardinality(links) > 0`,
    );
    const origins = new Set(rows.flatMap((r) => r.links).map((l) => new URL(l).origin));
    expect(origins).toEqual(new Set(['http://gary.test']));
  });

  it('"lockout locks out the owner" no more: after strangers’ five wrong passwords, the browser with the device cookie signs in; one without is braked', async () => {
    const owner = await signIn(s, 'victim@example.com');
    const set = cookieNamed(owner.res, 'gary_device');
    expect(set).toMatch(/^gary_device=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+;/);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Strict');
    expect(set).toContain('Path=/api/auth/signin');
    for (let i = 0; i < 5; i++) expect((await signIn(s, 'victim@example.com', `guess-${i}-z`)).res.statusCode).toBe(401);
    const stranger = await signIn(s, 'victim@example.com');
    expect([stranger.res.statusCode, stranger.res.json().error.code]).toEqual([429, 'too_many_attempts']);
    const back = await signIn(s, 'victim@example.com', PASSWORD, { cookie: owner.device });
    expect(back.res.statusCode).toBe(200);
  });

  describe('Stripe webhooks through the gateway: bad signatures, replays and stale timestamps', () => {
    let secret = '';
    const now = () => Math.floor(Date.now() / 1000);
    const event = (id: string) => JSON.stringify({ id, object: 'event', type: 'charge.succeeded', created: now(), data: { object: {} } });
    const post = (payload: string, signature: string) =>
      send(s.app, { method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });

    beforeAll(async () => {
      const { rows } = await s.billingSut.pool.query(`SELECT value FROM secrets WHERE name = 'simulator_webhook_secret'`);
      secret = rows[0].value;
    });

    it('a body changed after signing, or signed with another secret, is a 400 bad_signature and stores nothing', async () => {
      const payload = event('evt_sec_tampered');
      const sig = billing.signPayload(Buffer.from(payload), secret, now());
      const tampered = await post(payload.replace('charge.succeeded', 'checkout.session.completed'), sig);
      expect([tampered.statusCode, tampered.json().error.code]).toEqual([400, 'bad_signature']);
      const other = await post(payload, billing.signPayload(Buffer.from(payload), 'whsec_attacker', now()));
      expect([other.statusCode, other.json().error.code]).toEqual([400, 'bad_signature']);
      expect((await s.billingSut.pool.query(`SELECT 1 FROM webhook_events WHERE id = 'evt_sec_tampered'`)).rowCount).toBe(0);
    });

    it('a stale timestamp (a captured delivery replayed after five minutes) is a 400 signature_too_old', async () => {
      const payload = event('evt_sec_stale');
      const r = await post(payload, billing.signPayload(Buffer.from(payload), secret, now() - 301));
      expect([r.statusCode, r.json().error.code]).toEqual([400, 'signature_too_old']);
      expect((await s.billingSut.pool.query(`SELECT 1 FROM webhook_events WHERE id = 'evt_sec_stale'`)).rowCount).toBe(0);
    });

    it('the same delivery replayed byte for byte within the tolerance is recorded once', async () => {
      const payload = event('evt_sec_replay');
      const sig = billing.signPayload(Buffer.from(payload), secret, now());
      const first = await post(payload, sig);
      const again = await post(payload, sig);
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
      expect((await s.billingSut.pool.query(`SELECT 1 FROM webhook_events WHERE id = 'evt_sec_replay'`)).rowCount).toBe(1);
    });
  });
});
