// The gateway as a Fastify app (tests call app.inject() without a port): shared plugins first,
// then the API routes, then the static web app.
import { createHttpApp, type EventBus, type Logger, type PeerAddresses } from '@gary/platform';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { callerPlugin, type VerifyAccessToken } from './plugins/caller.plugin';
import { servicesPlugin } from './plugins/services.plugin';
import { decisionsRoutes } from './routes/decisions.routes';
import { healthRoutes } from './routes/health.routes';
import { leaderboardRoutes } from './routes/leaderboard.routes';
import { staticRoutes } from './routes/static.routes';
import { statsRoutes } from './routes/stats.routes';

export interface GatewayDeps {
  config: Config;
  logger: Logger;
  peers: PeerAddresses;
  /** Verifies access tokens (auth's JWKS in production). */
  verifyAccessToken: VerifyAccessToken;
  /** Events the gateway listens to (user-stats.updated for server-sent events). */
  bus?: EventBus;
  mode: 'embedded' | 'distributed';
}

export async function buildGateway(deps: GatewayDeps): Promise<FastifyInstance> {
  const app = createHttpApp({ name: 'gateway', logger: deps.logger });
  await app.register(servicesPlugin, { peers: deps.peers, deadlineMs: deps.config.GRPC_DEADLINE_MS });
  await app.register(callerPlugin, { verify: deps.verifyAccessToken });
  await app.register(healthRoutes, { peers: deps.peers });
  await app.register(decisionsRoutes);
  await app.register(statsRoutes, { bus: deps.bus });
  await app.register(leaderboardRoutes);
  if (deps.config.STATIC_ROOT) await app.register(staticRoutes, { root: deps.config.STATIC_ROOT });
  return app;
}
