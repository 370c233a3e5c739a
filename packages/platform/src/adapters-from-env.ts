// The composition root of a service running as its own process (distributed mode, Kubernetes):
// config -> logger -> Postgres, Redis, Kafka -> start(config, adapters) -> HTTP health/metrics,
// closed in reverse on SIGTERM/SIGINT.
import { Redis } from 'ioredis';
import { z } from 'zod';
import { createRedisCache, createRedisLock, createRedisRateLimiter } from './cache';
import { baseEnv, ConfigError } from './config';
import { createPool, schemaOf } from './db';
import { createHttpApp } from './http';
import { createKafkaBus } from './kafka-bus';
import { createLogger } from './logger';
import { traceQueries, traceRedis } from './traced-clients';
import { startTracing } from './tracing';
import { envAddrName, type PeerAddresses, type ProductService, type ServiceAdapters, type ServiceHandle } from './service-host';

const PEERS: ProductService[] = ['auth', 'billing', 'odds-ingest', 'stats-ingest', 'pick-engine', 'props-engine', 'thoughts', 'decisions'];

export function peersFromEnv(env: NodeJS.ProcessEnv = process.env): PeerAddresses {
  const out: PeerAddresses = {};
  for (const p of PEERS) {
    const v = env[envAddrName(p)];
    if (v) out[p] = v;
  }
  return out;
}

const baseSchema = z.object(baseEnv);
export type BaseConfig = z.infer<typeof baseSchema>;

export async function runServiceMain<C extends BaseConfig>(opts: {
  name: ProductService;
  config: C;
  start: (config: C, adapters: ServiceAdapters) => Promise<ServiceHandle>;
}): Promise<void> {
  const { config } = opts;
  if (!config.REDIS_URL || !config.KAFKA_BROKERS) {
    throw new ConfigError('REDIS_URL and KAFKA_BROKERS are required when a service runs as its own process');
  }
  const logger = createLogger({ name: opts.name, level: config.LOG_LEVEL });
  const tracing = startTracing({ service: opts.name });
  if (tracing.enabled) logger.info('tracing on: spans are exported over OTLP');
  const pool = createPool({ url: config.DATABASE_URL, schema: schemaOf(opts.name), max: config.DB_POOL_MAX });
  traceQueries(pool, schemaOf(opts.name));
  const redis = traceRedis(new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3, lazyConnect: false }));
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  const bus = createKafkaBus({ brokers: config.KAFKA_BROKERS.split(','), clientId: opts.name, logger });
  await bus.ensureTopics();
  const adapters: ServiceAdapters = {
    logger,
    pool,
    schema: schemaOf(opts.name),
    bus,
    cache: createRedisCache(redis),
    lock: createRedisLock(redis),
    rateLimiter: createRedisRateLimiter(redis),
    peers: peersFromEnv(),
    mode: 'distributed',
    now: () => new Date(),
  };
  const handle = await opts.start(config, adapters);
  const http = createHttpApp({
    name: opts.name,
    logger,
    ready: async () => {
      await pool.query('SELECT 1');
      return (await redis.ping()) === 'PONG';
    },
  });
  await http.listen({ host: '0.0.0.0', port: config.HTTP_PORT });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await http.close().catch(() => undefined);
    await handle.stop().catch((err) => logger.error({ err }, 'stop failed'));
    await bus.close().catch(() => undefined);
    redis.disconnect();
    await pool.end().catch(() => undefined);
    await tracing.shutdown().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
