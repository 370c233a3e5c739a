// What every gateway route shares: the error shape, security headers, CORS, rate limits, the
// OpenAPI document and zod validation with a 400 that says what was wrong.
import { createLogger, createMemoryRateLimiter } from '@gary/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildGateway, readConfig } from '../src';
import { requireAdmin } from '../src/plugins/caller.plugin';
import { parse } from '../src/validate';

async function gateway(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildGateway({
    config: readConfig({ PUBLIC_ORIGIN: 'http://localhost:8080', ...env }),
    logger: createLogger({ name: 'gateway', level: 'silent' }),
    peers: {},
    mode: 'embedded',
    rateLimiter: createMemoryRateLimiter(),
    verifyAccessToken: async (t) => (t === 'admin-token' ? { userId: 'a1', role: 'admin', guest: false } : t === 'user-token' ? { userId: 'u1', role: 'user', guest: false } : null),
  });
  app.post('/api/echo', { config: { openapi: { summary: 'Echo a pick id', body: z.object({ pickId: z.string().min(1) }) } } }, async (req) =>
    parse(z.object({ pickId: z.string().min(1) }), req.body),
  );
  app.get('/api/admin/thing', { preHandler: requireAdmin }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('gateway shared plugins', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await gateway();
  });
  afterAll(() => app.close());

  it('answers bad input with 400 and what was wrong, in the one error shape', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { pickId: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'invalid_request', message: expect.stringContaining('pickId') } });
    const bad = await app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/json' }, payload: '{not json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBeDefined();
  });

  it('answers an unknown API route with 404 JSON, never a stack trace', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/nope' } });
  });

  it('sends a content security policy that allows only our own origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('closes CORS to every origin but ours', async () => {
    const ours = await app.inject({ method: 'OPTIONS', url: '/api/echo', headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' } });
    expect(ours.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const theirs = await app.inject({ method: 'OPTIONS', url: '/api/echo', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('describes every API route in the OpenAPI document at /api/docs', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/health'].get).toBeDefined();
    expect(doc.paths['/api/echo'].post.summary).toBe('Echo a pick id');
    expect(doc.paths['/api/echo'].post.requestBody.content['application/json'].schema.properties.pickId).toBeDefined();
  });

  it('lets only the admin role through admin routes', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/thing' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/thing', headers: { authorization: 'Bearer user-token' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/thing', headers: { authorization: 'Bearer forged' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/thing', headers: { authorization: 'Bearer admin-token' } })).statusCode).toBe(200);
  });

  it('reports 503 from /api/health when a service is not reachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe('degraded');
  });
});

describe('gateway rate limits', () => {
  it('refuses a client over its per-IP limit with 429 and Retry-After', async () => {
    const app = await gateway({ RATE_LIMIT_PER_IP_PER_MINUTE: '3' });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().error.code).toBe('rate_limited');
    await app.close();
  });
});
