// The gateway as a Fastify app (tests call app.inject() without a port): shared plugins first,
// then the API routes, then the static web app.
import { createHttpApp, createMemoryRateLimiter, createMetricsRegistry, type Cache, type EventBus, type Logger, type PeerAddresses, type RateLimiter } from '@gary/platform';
import type { FastifyInstance } from 'fastify';
import { sessionRevokedIn } from './auth/revoked-sessions';
import type { Config } from './config';
import { callerPlugin, type VerifyAccessToken } from './plugins/caller.plugin';
import { hidePublicMetricsPlugin, type MetricsRegistry } from './plugins/metrics.plugin';
import { openapiPlugin } from './plugins/openapi.plugin';
import { playGuardPlugin } from './plugins/play-guard.plugin';
import { rateLimitPlugin } from './plugins/rate-limit.plugin';
import { securityPlugin } from './plugins/security.plugin';
import { servicesPlugin } from './plugins/services.plugin';
import { plansPlugin } from './plans/plan-of';
import { authRoutes } from './routes/auth.routes';
import { billingRoutes } from './routes/billing.routes';
import { devRoutes } from './routes/dev.routes';
import { healthRoutes } from './routes/health.routes';
import { oddsRoutes } from './routes/odds.routes';
import { scoresRoutes } from './routes/scores.routes';
import { slateRoutes } from './routes/slate.routes';
import { picksRoutes } from './routes/picks.routes';
import { dailyPicksReader } from './routes/daily-picks';
import { billfoldRoutes } from './routes/billfold.routes';
import { parlayRoutes } from './routes/parlay.routes';
import { correctionsRoutes } from './routes/corrections.routes';
import { adminPicksRoutes } from './routes/admin-picks.routes';
import { propsRoutes } from './routes/props.routes';
import { staticRoutes } from './routes/static.routes';
import { thoughtsRoutes } from './routes/thoughts.routes';
import { decisionsRoutes } from './routes/decisions.routes';
import { leaderboardRoutes } from './routes/leaderboard.routes';
import { ledgerRoutes } from './routes/ledger.routes';
import { statsRoutes } from './routes/stats.routes';
import type { StatsHub } from './sse/stats-hub';
import { playRoutes } from './routes/play.routes';
import { alertsRoutes } from './routes/alerts.routes';
import { memberDataRoutes } from './routes/member-data.routes';
import { recordExportRoutes } from './routes/record-export.routes';

export interface GatewayDeps {
  config: Config;
  logger: Logger;
  peers: PeerAddresses;
  /** Verifies access tokens (auth's JWKS in production). */
  verifyAccessToken: VerifyAccessToken;
  /** Events the gateway listens to (user-stats.updated for server-sent events). */
  bus?: EventBus;
  mode: 'embedded' | 'distributed';
  /** Shared rate limit store: Redis across replicas (main.ts), memory in one process (the default). */
  rateLimiter?: RateLimiter;
  /**
   * The cache auth publishes ended sessions in (Redis, or the embedded stack's memory cache). With
   * it, tokens of ended sessions are refused at once; without it, they work until they expire.
   */
  cache?: Cache;
  /** Where request metrics go; start() serves it on METRICS_PORT. */
  registry?: MetricsRegistry;
  /** The live stats hub, started and closed by its owner (service.ts); without it the app makes its own. */
  hub?: StatsHub;
  /** The clock the routes gate by (the card, game starts, breaks): the machine's unless a test shifts it. */
  now?: () => Date;
}

/** A hop count trusts that many proxies from this server outwards (what Fastify does with a number). */
function trustProxyOption(t: Config['TRUST_PROXY']): boolean | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof t === 'number') return (_addr, hop) => hop < t;
  return t;
}

export async function buildGateway(deps: GatewayDeps): Promise<FastifyInstance> {
  // TRUST_PROXY: behind the ingress, req.ip is the client from X-Forwarded-For, so each client has
  // its own rate-limit bucket; with it off (the default) nobody can name their own address.
  const app = createHttpApp({
    name: 'gateway',
    logger: deps.logger,
    registry: deps.registry ?? createMetricsRegistry('gateway'),
    fastify: { trustProxy: trustProxyOption(deps.config.TRUST_PROXY) },
  });
  await app.register(hidePublicMetricsPlugin);
  // Shared plugins first (security, docs, callers, limits), then the API routes, then static files.
  await app.register(securityPlugin, { origin: deps.config.PUBLIC_ORIGIN });
  // Before the OpenAPI plugin: it marks each route open or refused during a break, which the document shows.
  await app.register(playGuardPlugin, { cache: deps.cache, now: deps.now });
  await app.register(openapiPlugin, { title: 'Gary API', version: '1' });
  await app.register(servicesPlugin, { peers: deps.peers, deadlineMs: deps.config.GRPC_DEADLINE_MS });
  // The caller's play-block entry is read together with the ended-session list (one round trip).
  await app.register(callerPlugin, {
    verify: deps.verifyAccessToken,
    isSessionRevoked: deps.cache ? sessionRevokedIn(deps.cache) : undefined,
    onVerified: (req, caller) => app.startPlayBlockLookup(req, caller),
  });
  await app.register(plansPlugin, { bus: deps.bus });
  await app.register(rateLimitPlugin, {
    limiter: deps.rateLimiter ?? createMemoryRateLimiter(),
    perIpPerMinute: deps.config.RATE_LIMIT_PER_IP_PER_MINUTE,
    perUserPerMinute: deps.config.RATE_LIMIT_PER_USER_PER_MINUTE,
  });
  await app.register(slateRoutes);
  await app.register(scoresRoutes);
  await app.register(healthRoutes, { peers: deps.peers });
  await app.register(authRoutes, { config: deps.config, mode: deps.mode });
  await app.register(billingRoutes, { config: deps.config, mode: deps.mode });
  if (deps.mode === 'embedded') await app.register(devRoutes);
  // One read-through of the day's picks for the picks routes and the live pick-status hub.
  const dailyPicks = dailyPicksReader(app, undefined, deps.bus);
  await app.register(picksRoutes, { planOf: app.planOf, dailyPicks, now: deps.now });
  await app.register(oddsRoutes, { planOf: app.planOf, dailyPicks });
  await app.register(billfoldRoutes);
  await app.register(recordExportRoutes);
  await app.register(parlayRoutes, { planOf: app.planOf, now: deps.now });
  await app.register(correctionsRoutes, { planOf: app.planOf });
  await app.register(adminPicksRoutes);
  await app.register(propsRoutes, { planOf: app.planOf });
  await app.register(thoughtsRoutes, { planOf: app.planOf });
  await app.register(decisionsRoutes, { planOf: app.planOf });
  await app.register(statsRoutes, { bus: deps.bus, hub: deps.hub });
  await app.register(leaderboardRoutes);
  await app.register(ledgerRoutes, { planOf: app.planOf, now: deps.now });
  await app.register(alertsRoutes);
  await app.register(playRoutes);
  await app.register(memberDataRoutes, { planOf: app.planOf });
  if (deps.config.STATIC_ROOT) await app.register(staticRoutes, { root: deps.config.STATIC_ROOT });
  return app;
}
