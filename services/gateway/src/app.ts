// The gateway as a Fastify app (tests call app.inject() without a port): shared plugins first,
// then the API routes, then the static web app.
import { createHttpApp, type EventBus, type Logger, type PeerAddresses, type RateLimiter } from '@gary/platform';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { oddsRoutes } from './routes/odds.routes';
import { scoresRoutes } from './routes/scores.routes';
import { slateRoutes } from './routes/slate.routes';
import { callerPlugin, type VerifyAccessToken } from './plugins/caller.plugin';
import { openapiPlugin } from './plugins/openapi.plugin';
import { rateLimitPlugin } from './plugins/rate-limit.plugin';
import { securityPlugin } from './plugins/security.plugin';
import { servicesPlugin } from './plugins/services.plugin';
import { healthRoutes } from './routes/health.routes';
import { staticRoutes } from './routes/static.routes';

export interface GatewayDeps {
  config: Config;
  logger: Logger;
  peers: PeerAddresses;
  /** Verifies access tokens (auth's JWKS in production). */
  verifyAccessToken: VerifyAccessToken;
  /** Events the gateway listens to (user-stats.updated for server-sent events). */
  bus?: EventBus;
  mode: 'embedded' | 'distributed';
  /** Shared rate limit store (Redis across replicas, memory when embedded). */
  rateLimiter: RateLimiter;
}

export async function buildGateway(deps: GatewayDeps): Promise<FastifyInstance> {
  const app = createHttpApp({ name: 'gateway', logger: deps.logger });
  // Shared plugins first (security, docs, callers, limits), then the API routes, then static files.
  await app.register(securityPlugin, { origin: deps.config.PUBLIC_ORIGIN });
  await app.register(openapiPlugin, { title: 'Gary API', version: '1' });
  await app.register(servicesPlugin, { peers: deps.peers, deadlineMs: deps.config.GRPC_DEADLINE_MS });
  await app.register(callerPlugin, { verify: deps.verifyAccessToken });
  await app.register(rateLimitPlugin, {
    limiter: deps.rateLimiter,
    perIpPerMinute: deps.config.RATE_LIMIT_PER_IP_PER_MINUTE,
    perUserPerMinute: deps.config.RATE_LIMIT_PER_USER_PER_MINUTE,
  });
  await app.register(slateRoutes);
  await app.register(oddsRoutes);
  await app.register(scoresRoutes);
  await app.register(healthRoutes, { peers: deps.peers });
  if (deps.config.STATIC_ROOT) await app.register(staticRoutes, { root: deps.config.STATIC_ROOT });
  return app;
}
