// /api/health: the gateway is up and every service answers grpc.health.v1.
import { checkHealth, type PeerAddresses, type ProductService } from '@gary/platform';
import type { FastifyInstance } from 'fastify';

const ALL: ProductService[] = ['auth', 'billing', 'odds-ingest', 'stats-ingest', 'pick-engine', 'props-engine', 'thoughts', 'decisions'];

export async function healthRoutes(app: FastifyInstance, opts: { peers: PeerAddresses }): Promise<void> {
  app.get('/api/health', async (_req, reply) => {
    const services = await Promise.all(
      ALL.map(async (name) => {
        const addr = opts.peers[name];
        const status = addr ? await checkHealth(addr) : 'NOT_CONFIGURED';
        return { name, status };
      }),
    );
    const ok = services.every((s) => s.status === 'SERVING');
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', services });
  });
}
