// The gateway in its own process, as deployed (its own pod, its own event loop), for the decide
// benchmark. The parent sends {decisionsAddress, billingAddress, redisUrl, rateLimitPrefix}; this answers {port}
// once listening and stops on 'stop'. A bench token (bench-ids.ts) names its user without a signature
// check, so the figures leave out JWT verification; the session's checks are as deployed (the
// ended-session list and the play-block entry read from the shared cache on Redis).
import { readConfig as gatewayConfig, start as startGateway, type GatewayHandle } from '@gary/gateway';
import { createLogger, createRedisCache, createRedisRateLimiter } from '@gary/platform';
import { Redis } from 'ioredis';
import { userOfBenchToken } from './bench-ids';

export interface GatewayJob {
  decisionsAddress: string;
  /** Billing's plan answers (the bench's users are on Pro, so the gateway lets them decide). */
  billingAddress: string;
  redisUrl: string;
  rateLimitPrefix: string;
}

let gateway: GatewayHandle | null = null;
let redis: Redis | null = null;

process.on('message', (m: { start?: GatewayJob; stop?: true }) => {
  if (m.start) void begin(m.start).catch((err: unknown) => process.send?.({ error: err instanceof Error ? err.message : String(err) }));
  if (m.stop) void end();
});
process.on('disconnect', () => void end());

async function begin(job: GatewayJob): Promise<void> {
  const logger = createLogger({ name: 'bench-gateway', level: process.env.BENCH_LOG_LEVEL ?? 'warn' });
  // As in services/gateway/src/main.ts: the limits on Redis, with auto-pipelining.
  redis = new Redis(job.redisUrl, { maxRetriesPerRequest: 3, enableAutoPipelining: true });
  gateway = await startGateway({
    // The limits as deployed except the per-IP one: every request here comes from the one load
    // generator's address while being a different user's.
    config: gatewayConfig({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', RATE_LIMIT_PER_IP_PER_MINUTE: String(1e9) }),
    logger,
    peers: { decisions: job.decisionsAddress, billing: job.billingAddress },
    mode: 'distributed',
    rateLimiter: createRedisRateLimiter(redis, job.rateLimitPrefix),
    // As main.ts: every signed request reads the ended-session list and the caller's play-block entry.
    cache: createRedisCache(redis, `${job.rateLimitPrefix}cache:`),
    verifyAccessToken: async (token) => {
      const userId = userOfBenchToken(token);
      return userId ? { userId, role: 'user', guest: false, sessionId: `bench-${userId}` } : null;
    },
  });
  process.send?.({ port: gateway.port });
}

async function end(): Promise<void> {
  await gateway?.stop().catch(() => undefined);
  redis?.disconnect();
  process.exit(0);
}
