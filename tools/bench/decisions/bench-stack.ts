// The servers the decisions benchmark runs against, all on loopback: real Postgres and Redis from
// @gary/testinfra (started here unless DATABASE_URL/REDIS_URL are set), a fresh database, the
// decisions service in this process (Redis leaderboard, as in distributed mode) and the gateway in
// front of it in a process of its own, as deployed.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { start as startDecisions, readConfig as decisionsConfig, createRedisLeaderboardStore, type DecisionsHandle } from '@gary/decisions';
import {
  createInProcessBus,
  createLogger,
  createPool,
  inProcessAdapters,
  startGrpcServer,
  type PeerAddresses,
  type Pool,
  type ServiceImpl,
} from '@gary/platform';
import { createTestDatabase, startInfra, type Infra } from '@gary/testinfra';
import { Redis } from 'ioredis';

import type { GatewayJob } from './gateway-process';

export { benchUser, benchUserSql } from './bench-ids';
export const SCHEMA = 'decisions';

export interface BenchStack {
  infra: Infra;
  databaseUrl: string;
  pool: Pool;
  redis: Redis;
  bus: ReturnType<typeof createInProcessBus>;
  decisions: DecisionsHandle;
  /** The gateway's process id, for its CPU figures. */
  gatewayPid: number;
  gatewayUrl: string;
  leaderboardPrefix: string;
  stop(): Promise<void>;
}

/**
 * A server sized for the data it holds: a million members' stats, decisions and a slate's million
 * cards are a few GB, and with the server's default 128 MB of shared buffers every settling
 * statement read its tables back from the OS and wrote evicted pages itself (1,000,000 settled
 * through the service in 202 s; with 2 GB, 149 s).
 */
const BENCH_POSTGRES_SETTINGS = ['shared_buffers=2GB'];

export async function startBenchStack(opts: { poolMax: number; say: (s: string) => void }): Promise<BenchStack> {
  const infra = await startInfra({ needs: ['postgres', 'redis'], postgresSettings: BENCH_POSTGRES_SETTINGS });
  for (const s of infra.services) opts.say(`${s.name} ${s.source === 'started' ? `started in ${(s.ms / 1000).toFixed(1)} s` : 'from the environment'}`);
  const db = await createTestDatabase('bench_decisions', infra.env.DATABASE_URL);
  const logger = createLogger({ name: 'bench', level: process.env.BENCH_LOG_LEVEL ?? 'warn' });
  const pool = createPool({ url: db.url, schema: SCHEMA, max: opts.poolMax, applicationName: 'decisions' });
  const bus = createInProcessBus({ logger });
  const redis = new Redis(infra.env.REDIS_URL!, { maxRetriesPerRequest: 3, enableAutoPipelining: true });
  const leaderboardPrefix = `bench:${randomBytes(4).toString('hex')}:`;
  const peers: PeerAddresses = {};
  const adapters = inProcessAdapters({ logger: logger.child({ service: 'decisions' }), pool, schema: SCHEMA, bus, peers, mode: 'distributed' });
  // DECIDE_BATCH_MAX and DECIDE_BATCH_IN_FLIGHT pass through, to try other group-commit settings.
  const batchEnv = Object.fromEntries(['DECIDE_BATCH_MAX', 'DECIDE_BATCH_IN_FLIGHT'].flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])));
  const config = decisionsConfig({ DATABASE_URL: db.url, GRPC_HOST: '127.0.0.1', GRPC_PORT: '0', LOG_LEVEL: 'warn', ...batchEnv });
  const decisions = await startDecisions(config, adapters, { leaderboardStore: createRedisLeaderboardStore(redis, { prefix: leaderboardPrefix }) });
  peers.decisions = `127.0.0.1:${decisions.grpcPort}`;
  // Billing's answer for every bench user: Pro, who may ride or fade any pick (the gateway asks for
  // the plan before a decision, cached per user, as it does for real users).
  const billing = await startGrpcServer({
    service: 'billing',
    host: '127.0.0.1',
    port: 0,
    impl: {
      async GetEntitlement(req) {
        return { userId: req.userId, plan: 'pro', status: 'active', currentPeriodEnd: '', cancelAtPeriodEnd: false };
      },
    } as ServiceImpl<'billing'>,
  });
  const gateway = await startGatewayProcess({
    decisionsAddress: peers.decisions,
    billingAddress: `127.0.0.1:${billing.port}`,
    redisUrl: infra.env.REDIS_URL!,
    rateLimitPrefix: `${leaderboardPrefix}rl:`,
  });
  let stopped = false;
  return {
    infra,
    databaseUrl: db.url,
    pool,
    redis,
    bus,
    decisions,
    gatewayPid: gateway.child.pid!,
    gatewayUrl: `http://127.0.0.1:${gateway.port}`,
    leaderboardPrefix,
    async stop() {
      if (stopped) return;
      stopped = true;
      await gateway.stop();
      await billing.stop().catch(() => undefined);
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

function startGatewayProcess(job: GatewayJob): Promise<{ child: ChildProcess; port: number; stop(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    // BENCH_GATEWAY_CPU_PROFILE_DIR: a CPU profile of the gateway's whole run, written there when it stops.
    const profileDir = process.env.BENCH_GATEWAY_CPU_PROFILE_DIR;
    const execArgv = ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])];
    const child = fork(join(__dirname, 'gateway-process.ts'), [], { execArgv, stdio: 'inherit' });
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => (clearTimeout(kill), done()));
        child.send({ stop: true });
      });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the gateway process exited with ${code} before listening`)));
    child.once('message', (m: { port?: number; error?: string }) => {
      if (m.error || !m.port) return void stop().then(() => reject(new Error(`the gateway did not start: ${m.error}`)));
      resolve({ child, port: m.port, stop });
    });
    child.send({ start: job });
  });
}
