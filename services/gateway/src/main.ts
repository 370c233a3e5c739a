// The container entrypoint of the gateway: config -> logger -> Redis, Kafka -> the gateway as
// declared with defineService (service.ts), which owns the start order and stops in reverse; then
// the bus and Redis close.
import { createKafkaBus, createLogger, createMemoryCache, createMemoryRateLimiter, createRedisCache, createRedisRateLimiter, peersFromEnv, startTracing, traceRedis } from '@gary/platform';
import { Redis } from 'ioredis';
import { createAccessTokenVerifier } from './auth/access-token';
import { readConfig } from './config';
import { gatewayService } from './service';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger({ name: 'gateway', level: config.LOG_LEVEL });
  // Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (see packages/platform/src/tracing.ts).
  const tracing = startTracing({ service: 'gateway' });
  const peers = peersFromEnv();
  const redis = config.REDIS_URL ? traceRedis(new Redis(config.REDIS_URL, { enableAutoPipelining: true })) : null;
  const rateLimiter = redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter();
  // Auth publishes ended sessions in Redis; without it this process cannot see them.
  if (!redis) logger.warn('REDIS_URL is not set: limits are per replica and signed-out tokens work until they expire');
  const cache = redis ? createRedisCache(redis) : createMemoryCache();
  // The gateway listens to events (subscription.changed for plan caches, user-stats.updated for
  // server-sent events); each replica reads every event, so its consumer groups are its own.
  const bus = config.KAFKA_BROKERS ? createKafkaBus({ brokers: config.KAFKA_BROKERS.split(','), clientId: 'gateway', logger }) : undefined;
  const handle = await gatewayService.start(config, { logger, peers, verifyAccessToken: createAccessTokenVerifier(peers), mode: 'distributed', rateLimiter, bus, cache });
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await handle.stop();
    await bus?.close();
    redis?.disconnect();
    await tracing.shutdown().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
