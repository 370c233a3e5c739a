// The gateway's port is the public one: /metrics is not on it (METRICS_PORT serves it), and only
// configured proxies may say who the client is (TRUST_PROXY), so behind the ingress each client has
// its own rate-limit bucket while nobody elsewhere can pick their own.
import { createLogger, createMemoryRateLimiter } from '@gary/platform';
import { getFreePort } from '@gary/testinfra';
import type { FastifyInstance } from 'fastify';
import { buildGateway, readConfig, start } from '../src';

const deps = (env: Record<string, string>) => ({
  config: readConfig({ PUBLIC_ORIGIN: 'http://localhost:8080', HOST: '127.0.0.1', PORT: '0', ...env }),
  logger: createLogger({ name: 'gateway', level: 'silent' }),
  peers: {},
  mode: 'distributed' as const,
  rateLimiter: createMemoryRateLimiter(),
  verifyAccessToken: async () => null,
});

describe('"/metrics is not public on the gateway port"', () => {
  it('the public port answers /metrics with 404; METRICS_PORT serves the request metrics', async () => {
    const metricsPort = await getFreePort();
    const gw = await start(deps({ METRICS_PORT: String(metricsPort) }));
    try {
      const pub = await fetch(`http://127.0.0.1:${gw.port}/metrics`);
      expect([pub.status, ((await pub.json()) as { error: { code: string } }).error.code]).toEqual([404, 'not_found']);
      await fetch(`http://127.0.0.1:${gw.port}/api/docs`);
      const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(text).toContain('http_request_duration_seconds_bucket');
      expect(text).toContain('route="/api/docs"');
      expect(gw.metricsPort).toBe(metricsPort);
    } finally {
      await gw.stop();
    }
  });

  it('METRICS_PORT 0 (the embedded mode) serves no metrics anywhere', async () => {
    const gw = await start(deps({}));
    try {
      expect(gw.metricsPort).toBeUndefined();
      expect((await fetch(`http://127.0.0.1:${gw.port}/metrics`)).status).toBe(404);
    } finally {
      await gw.stop();
    }
  });
});

describe('"a trusted-proxy setting so that behind the ingress each client has its own rate-limit bucket"', () => {
  const hit = (app: FastifyInstance, forwardedFor: string) =>
    app.inject({ method: 'GET', url: '/api/docs', headers: { 'x-forwarded-for': forwardedFor }, remoteAddress: '10.1.2.3' }).then((r) => r.statusCode);

  it('off by default: X-Forwarded-For is ignored, so a client cannot dodge its limit by naming another address', async () => {
    const app = await buildGateway(deps({ RATE_LIMIT_PER_IP_PER_MINUTE: '2' }));
    expect([await hit(app, '198.51.100.1'), await hit(app, '198.51.100.2'), await hit(app, '198.51.100.3')]).toEqual([200, 200, 429]);
    await app.close();
  });

  it('TRUST_PROXY=1 (behind the ingress): each forwarded client has its own bucket', async () => {
    const app = await buildGateway(deps({ RATE_LIMIT_PER_IP_PER_MINUTE: '2', TRUST_PROXY: '1' }));
    expect([await hit(app, '198.51.100.1'), await hit(app, '198.51.100.1'), await hit(app, '198.51.100.1')]).toEqual([200, 200, 429]);
    expect(await hit(app, '198.51.100.2')).toBe(200);
    // Only the hop the ingress added counts: an address the client put in front is not believed.
    expect(await hit(app, '203.0.113.9, 198.51.100.1')).toBe(429);
    await app.close();
  });

  it('TRUST_PROXY as CIDRs trusts only those proxies; "true" is refused at start', async () => {
    const app = await buildGateway(deps({ RATE_LIMIT_PER_IP_PER_MINUTE: '1', TRUST_PROXY: '10.0.0.0/8' }));
    expect([await hit(app, '198.51.100.1'), await hit(app, '198.51.100.2')]).toEqual([200, 200]);
    await app.close();
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: 'anything; rm' })).toThrow(/TRUST_PROXY/);
  });
});
