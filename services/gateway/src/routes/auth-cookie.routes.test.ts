// The refresh cookie's lifetime follows the sign-in form's "remember me": the gateway in front of a
// stand-in auth gRPC server on loopback. Requests go over loopback HTTP (app.inject() needs
// light-my-request's ESM-only `cookie`, which jest on Node 20 cannot load).
import { createLogger, startGrpcServer, type GrpcServer, type ServiceImpl } from '@gary/platform';
import type { authV1 } from '@gary/protos';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../app';
import { readConfig } from '../config';

const DAY_MS = 86_400_000;
let refreshExpiresAt = '';
let issued = 0;
const session = (): authV1.Session => ({
  accessToken: `access-${++issued}`,
  expiresIn: 900,
  refreshToken: `refresh-${issued}`,
  refreshExpiresAt,
  user: { id: '6f1c2a9e-2b7d-4c1e-9a3b-0d5e8f7a6b21', email: 'bear@den.com', username: 'bear', role: 'user', guest: false },
  sessionId: 's1',
  deviceToken: '',
});
const impl = {
  async SignIn() {
    return session();
  },
  async Refresh() {
    return session();
  },
} as unknown as ServiceImpl<'auth'>;

let grpc: GrpcServer;
let app: FastifyInstance;
let base = '';
beforeAll(async () => {
  grpc = await startGrpcServer({ service: 'auth', impl, host: '127.0.0.1', port: 0 });
  app = await buildGateway({
    config: readConfig({ LOG_LEVEL: 'silent' }),
    logger: createLogger({ name: 'gateway-test', level: 'silent' }),
    peers: { auth: `127.0.0.1:${grpc.port}` },
    verifyAccessToken: async () => null,
    mode: 'embedded',
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => {
  await app.close();
  await grpc.stop();
});
beforeEach(() => {
  refreshExpiresAt = new Date(Date.now() + 30 * DAY_MS).toISOString();
});

async function post(path: string, body: unknown, cookie = '') {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  await res.text();
  return { status: res.status, cookies: res.headers.getSetCookie() };
}
const named = (cookies: string[], name: string) => cookies.find((c) => c.startsWith(`${name}=`)) ?? '';
const lifetime = (cookie: string) => /;\s*(max-age|expires)=/i.test(cookie);
const expiresOf = (cookie: string) => Date.parse(/;\s*expires=([^;]+)/i.exec(cookie)?.[1] ?? '');
const pair = (cookie: string) => cookie.split(';')[0]!;

describe('remember me decides the refresh cookie lifetime', () => {
  it('"Remember-me unchecked: a session cookie" (no Max-Age or Expires), and a refresh keeps it one', async () => {
    const signIn = await post('/api/auth/signin', { email: 'bear@den.com', password: 'pw', remember: false });
    expect(signIn.status).toBe(200);
    const refresh = named(signIn.cookies, 'gary_refresh');
    expect(refresh).toMatch(/^gary_refresh=refresh-\d+;/);
    expect(lifetime(refresh)).toBe(false);
    const marker = named(signIn.cookies, 'gary_session_only');
    expect(marker).not.toBe('');
    expect(lifetime(marker)).toBe(false);
    expect(refresh).toMatch(/HttpOnly/i);

    const again = await post('/api/auth/refresh', {}, `${pair(refresh)}; ${pair(marker)}`);
    expect(again.status).toBe(200);
    const renewed = named(again.cookies, 'gary_refresh');
    expect(renewed).toMatch(/^gary_refresh=refresh-\d+;/);
    expect(lifetime(renewed)).toBe(false);
  });

  it('"Remember-me checked keeps the 30-day cookie", as does a sign-in that does not say', async () => {
    for (const body of [{ remember: true }, {}]) {
      const signIn = await post('/api/auth/signin', { email: 'bear@den.com', password: 'pw', ...body });
      expect(signIn.status).toBe(200);
      const refresh = named(signIn.cookies, 'gary_refresh');
      const days = (expiresOf(refresh) - Date.now()) / DAY_MS;
      expect(days).toBeGreaterThan(29);
      expect(days).toBeLessThanOrEqual(30);
      // A remembered sign-in clears a session-only marker left by an earlier one.
      expect(named(signIn.cookies, 'gary_session_only')).toMatch(/^gary_session_only=;/);

      const again = await post('/api/auth/refresh', {}, pair(refresh));
      const renewed = named(again.cookies, 'gary_refresh');
      expect((expiresOf(renewed) - Date.now()) / DAY_MS).toBeGreaterThan(29);
    }
  });

  it('"Bad input gets a clear 400": remember must be a boolean', async () => {
    const res = await fetch(base + '/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bear@den.com', password: 'pw', remember: 'yes' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });
});
