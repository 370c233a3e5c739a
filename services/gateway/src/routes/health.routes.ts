// /api/health: the gateway is up and every service answers grpc.health.v1.
import { createHealthChecker, type PeerAddresses } from '@gary/platform';
import { PRODUCT_SERVICES } from '@gary/protos';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance, opts: { peers: PeerAddresses }): Promise<void> {
  // Probes and dashboards ask often: one channel per service, kept.
  const health = createHealthChecker();
  app.addHook('onClose', async () => health.close());
  app.get('/api/health', async (_req, reply) => {
    const services = await Promise.all(
      PRODUCT_SERVICES.map(async (name) => {
        const addr = opts.peers[name];
        const status = addr ? await health.check(addr) : 'NOT_CONFIGURED';
        return { name, status };
      }),
    );
    const ok = services.every((s) => s.status === 'SERVING');
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', services });
  });
}
