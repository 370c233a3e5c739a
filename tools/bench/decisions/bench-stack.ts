// The servers the decisions benchmark runs against, all on loopback: real Postgres and Redis from
// @gary/testinfra (started here unless DATABASE_URL/REDIS_URL are set), a fresh database, the
// decisions service (Redis leaderboard, as in distributed mode) and the gateway in front of it.
import { randomBytes } from 'node:crypto';
import { start as startDecisions, readConfig as decisionsConfig, createRedisLeaderboardStore, type DecisionsHandle } from '@gary/decisions';
import { readConfig as gatewayConfig, start as startGateway, type GatewayHandle } from '@gary/gateway';
import {
  createInProcessBus,
  createLogger,
  createMemoryCache,
  createMemoryLock,
  createMemoryRateLimiter,
  createPool,
  createRedisRateLimiter,
  type PeerAddresses,
  type Pool,
  type ServiceAdapters,
} from '@gary/platform';
import { createTestDatabase, startInfra, type Infra } from '@gary/testinfra';
import { Redis } from 'ioredis';

export const SCHEMA = 'decisions';

/** Bench users are UUIDs made from a number, so SQL (generate_series, pgbench) can make them too. */
export const benchUser = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const benchUserSql = (prefix: string, n: string) => `('${prefix}-0000-4000-8000-' || lpad(to_hex(${n}::bigint), 12, '0'))::uuid`;

export interface BenchStack {
  infra: Infra;
  databaseUrl: string;
  pool: Pool;
  redis: Redis;
  bus: ReturnType<typeof createInProcessBus>;
  decisions: DecisionsHandle;
  gateway: GatewayHandle;
  gatewayUrl: string;
  leaderboardPrefix: string;
  stop(): Promise<void>;
}

export async function startBenchStack(opts: { poolMax: number; say: (s: string) => void }): Promise<BenchStack> {
  const infra = await startInfra({ needs: ['postgres', 'redis'] });
  for (const s of infra.services) opts.say(`${s.name} ${s.source === 'started' ? `started in ${(s.ms / 1000).toFixed(1)} s` : 'from the environment'}`);
  const db = await createTestDatabase('bench_decisions', infra.env.DATABASE_URL);
  const logger = createLogger({ name: 'bench', level: process.env.BENCH_LOG_LEVEL ?? 'warn' });
  const pool = createPool({ url: db.url, schema: SCHEMA, max: opts.poolMax, applicationName: 'decisions' });
  const bus = createInProcessBus({ logger });
  const redis = new Redis(infra.env.REDIS_URL!, { maxRetriesPerRequest: 3, enableAutoPipelining: true });
  const leaderboardPrefix = `bench:${randomBytes(4).toString('hex')}:`;
  const peers: PeerAddresses = {};
  const adapters: ServiceAdapters = {
    logger: logger.child({ service: 'decisions' }),
    pool,
    schema: SCHEMA,
    bus,
    cache: createMemoryCache(),
    lock: createMemoryLock(),
    rateLimiter: createMemoryRateLimiter(),
    peers,
    mode: 'distributed',
    now: () => new Date(),
  };
  const config = decisionsConfig({ DATABASE_URL: db.url, GRPC_HOST: '127.0.0.1', GRPC_PORT: '0', LOG_LEVEL: 'warn' });
  const decisions = await startDecisions(config, adapters, { leaderboardStore: createRedisLeaderboardStore(redis, { prefix: leaderboardPrefix }) });
  peers.decisions = `127.0.0.1:${decisions.grpcPort}`;
  // Until the auth service lands, a bench token is `u-<number>`: the verifier maps it to that user
  // (no signature check, so the figures leave out JWT verification).
  const gateway = await startGateway({
    // The gateway's limits as deployed, on Redis as in distributed mode, except the per-IP one: every
    // request here comes from the one load generator's address while being a different user's.
    config: gatewayConfig({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', RATE_LIMIT_PER_IP_PER_MINUTE: String(1e9) }),
    rateLimiter: createRedisRateLimiter(redis, `${leaderboardPrefix}rl:`),
    logger: logger.child({ service: 'gateway' }),
    peers,
    bus,
    mode: 'distributed',
    verifyAccessToken: async (token) => {
      const m = /^u-(\d+)$/.exec(token);
      return m ? { userId: benchUser('d0000000', Number(m[1])), role: 'user', guest: false } : null;
    },
  });
  let stopped = false;
  return {
    infra,
    databaseUrl: db.url,
    pool,
    redis,
    bus,
    decisions,
    gateway,
    gatewayUrl: `http://127.0.0.1:${gateway.port}`,
    leaderboardPrefix,
    async stop() {
      if (stopped) return;
      stopped = true;
      await gateway.stop().catch(() => undefined);
      await decisions.stop().catch(() => undefined);
      await bus.close().catch(() => undefined);
      const keys = await redis.keys(`${leaderboardPrefix}*`).catch(() => [] as string[]);
      for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500)).catch(() => undefined);
      redis.disconnect();
      await pool.end().catch(() => undefined);
      await db.drop().catch(() => undefined);
      await infra.stop();
    },
  };
}
