// Prometheus metrics stay off the public port: the shared app factory answers /metrics on every
// HTTP surface, which for the gateway is the internet-facing one. Here /metrics there is a 404,
// and the same registry is served on METRICS_PORT (the chart's scrape port, reachable only from
// the monitoring namespace when network policies are on).
import { metricsText, noRouteBody, type createMetricsRegistry } from '@gary/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type MetricsRegistry = ReturnType<typeof createMetricsRegistry>;

export const hidePublicMetricsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req, reply) => {
    if (req.routeOptions.url === '/metrics') return reply.status(404).send(noRouteBody(req.method, '/metrics'));
  });
});

export async function startMetricsServer(registry: MetricsRegistry, host: string, port: number): Promise<{ port: number; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_req, reply) => reply.type(registry.contentType).send(await metricsText(registry)));
  await app.listen({ host, port });
  const addr = app.server.address();
  return { port: typeof addr === 'object' && addr ? addr.port : port, close: () => app.close() };
}
