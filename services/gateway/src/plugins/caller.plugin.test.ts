// Who is calling: where the token may come from, and tokens of ended sessions.
import { createHttpApp, createLogger, createMemoryCache } from '@gary/platform';
import { revokedSessionKey } from '@gary/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionRevokedIn } from '../auth/revoked-sessions';
import { callerPlugin, type CallerOptions } from './caller.plugin';

const verify: CallerOptions['verify'] = async (t) => (t === 'tok-s1' ? { userId: 'u1', role: 'user', guest: false, sessionId: 's1' } : null);

async function appWith(opts: Partial<CallerOptions> = {}): Promise<FastifyInstance> {
  const app = createHttpApp({ name: 'gateway', logger: createLogger({ name: 'gateway', level: 'silent' }) });
  await app.register(callerPlugin, { verify, ...opts });
  const who = async (req: { caller: unknown }) => ({ caller: req.caller });
  app.get('/api/me', who);
  app.get('/api/stats/stream', who);
  await app.ready();
  return app;
}

describe('caller plugin', () => {
  it('"?access_token= is accepted only on the server-sent events stream": elsewhere only the Authorization header counts', async () => {
    const app = await appWith();
    expect((await app.inject({ url: '/api/me?access_token=tok-s1' })).json()).toEqual({ caller: null });
    expect((await app.inject({ url: '/api/me', headers: { authorization: 'Bearer tok-s1' } })).json().caller).toMatchObject({ userId: 'u1' });
    expect((await app.inject({ url: '/api/stats/stream?access_token=tok-s1' })).json().caller).toMatchObject({ userId: 'u1' });
    await app.close();
  });

  it('"the gateway refuses tokens of revoked sessions": a session id in the ended-session list is no caller', async () => {
    const cache = createMemoryCache();
    const app = await appWith({ isSessionRevoked: sessionRevokedIn(cache) });
    const me = () => app.inject({ url: '/api/me', headers: { authorization: 'Bearer tok-s1' } });
    expect((await me()).json().caller).toMatchObject({ sessionId: 's1' });
    await cache.set(revokedSessionKey('s1'), 1, 60_000);
    expect((await me()).json()).toEqual({ caller: null });
    await app.close();
  });

  it('fails closed: when the ended-session list cannot be read the request is a 503, not let through', async () => {
    const app = await appWith({ isSessionRevoked: async () => Promise.reject(new Error('redis down')) });
    const res = await app.inject({ url: '/api/me', headers: { authorization: 'Bearer tok-s1' } });
    expect([res.statusCode, res.json().error.code]).toEqual([503, 'unavailable']);
    await app.close();
  });
});
