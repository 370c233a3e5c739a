// The gateway as a Fastify app (tests call app.inject() without a port): shared plugins first,
// then the API routes, then the static web app.
import { createHttpApp, type Logger, type PeerAddresses } from '@gary/platform';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { healthRoutes } from './routes/health.routes';
import { staticRoutes } from './routes/static.routes';

export interface GatewayDeps {
  config: Config;
  logger: Logger;
  peers: PeerAddresses;
}

export async function buildGateway(deps: GatewayDeps): Promise<FastifyInstance> {
  const app = createHttpApp({ name: 'gateway', logger: deps.logger });
  await app.register(healthRoutes, { peers: deps.peers });
  if (deps.config.STATIC_ROOT) await app.register(staticRoutes, { root: deps.config.STATIC_ROOT });
  return app;
}
