// The container entrypoint of the gateway.
import { createKafkaBus, createLogger, createMemoryRateLimiter, createRedisRateLimiter, peersFromEnv } from '@gary/platform';
import { Redis } from 'ioredis';
import { createAccessTokenVerifier } from './auth/access-token';
import { readConfig } from './config';
import { start } from './service';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger({ name: 'gateway', level: config.LOG_LEVEL });
  const peers = peersFromEnv();
  const rateLimiter = config.REDIS_URL ? createRedisRateLimiter(new Redis(config.REDIS_URL, { enableAutoPipelining: true })) : createMemoryRateLimiter();
  // The gateway listens to events (subscription.changed for plan caches, user-stats.updated for
  // server-sent events); each replica reads every event, so its consumer groups are its own.
  const bus = config.KAFKA_BROKERS ? createKafkaBus({ brokers: config.KAFKA_BROKERS.split(','), clientId: 'gateway', logger }) : undefined;
  const handle = await start({ config, logger, peers, verifyAccessToken: createAccessTokenVerifier(peers), mode: 'distributed', rateLimiter, bus });
  const stop = async () => {
    await handle.stop();
    await bus?.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
