// The decisions service, declared: the leaderboard keeper (a worker on every replica, started as the
// warm-up), the gRPC handlers and the pick.graded / user.registered consumers. main.ts and the
// embedded runner both call start(config, adapters).
import path from 'node:path';
import { defineService, traceRedis, type DefinedHandle, type ServiceAdapters } from '@gary/platform';
import { Redis } from 'ioredis';
import { createDecisionsRepo } from './adapters/decisions-repo';
import { createGuardedDecide } from './adapters/guarded-decide';
import { createPlanService } from './plan-service';
import { createMemoryLeaderboardStore, type LeaderboardStore } from './adapters/leaderboard-store';
import { createPicksRepo } from './adapters/picks-repo';
import { createRedisLeaderboardStore } from './adapters/redis-leaderboard-store';
import type { Config } from './config';
import { requestRecaps } from './alerts/alert-requests';
import { CONSUMED_TOPICS, createDecisionsConsumers } from './consumers/decisions-consumers';
import { createDecisionsHandlers } from './grpc/decisions-handlers';
import { createLeaderboardKeeper, type LeaderboardKeeper } from './leaderboard/leaderboard-keeper';

const RELAY_DEBOUNCE_MS = 25;

export interface StartOptions {
  /** The leaderboard's store; by default memory when embedded, Redis (REDIS_URL) otherwise. */
  leaderboardStore?: LeaderboardStore;
}

export interface DecisionsHandle extends DefinedHandle {
  leaderboard: LeaderboardKeeper;
}

function defaultStore(config: Config, adapters: ServiceAdapters): LeaderboardStore {
  if (adapters.mode === 'embedded' || !config.REDIS_URL) return createMemoryLeaderboardStore();
  // Auto-pipelining: concurrent decisions' leaderboard writes share socket writes.
  const redis = traceRedis(new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3, enableAutoPipelining: true }));
  redis.on('error', (err) => adapters.logger.warn({ err: err.message }, 'leaderboard redis error'));
  return createRedisLeaderboardStore(redis, { prefix: config.LEADERBOARD_PREFIX, ownsClient: true });
}

async function prepare(config: Config, adapters: ServiceAdapters, opts: StartOptions) {
  const store = opts.leaderboardStore ?? defaultStore(config, adapters);
  const settling = { count: 0 };
  const keeper = createLeaderboardKeeper({
    pool: adapters.pool,
    store,
    lock: adapters.lock,
    logger: adapters.logger,
    now: adapters.now,
    isBusy: () => settling.count > 0,
  });
  const repo = createDecisionsRepo(adapters.pool);
  // Set once the outbox relay runs (after prepare); the handlers call it through this reference.
  const relay = { wake: () => {} };
  return { config, adapters, store, settling, keeper, repo, relay };
}

const definition = (opts: StartOptions) =>
  defineService({
    name: 'decisions',
    migrations: path.resolve(__dirname, '../migrations'),
    listen: (config: Config) => ({ host: config.GRPC_HOST, port: config.GRPC_PORT }),
    prepare: (config: Config, adapters: ServiceAdapters) => prepare(config, adapters, opts),
    grpc: ({ config, adapters, keeper, repo, relay }) =>
      createDecisionsHandlers({
        repo,
        keeper,
        now: adapters.now,
        logger: adapters.logger,
        wakeRelay: () => relay.wake(),
        batch: { max: config.DECIDE_BATCH_MAX, inFlight: config.DECIDE_BATCH_IN_FLIGHT },
        guarded: createGuardedDecide(adapters.pool),
        plans: createPlanService({ pool: adapters.pool, now: adapters.now, logger: adapters.logger }),
      }),
    consumes: ({ adapters, keeper, settling }) => ({
      topics: [...CONSUMED_TOPICS],
      handlers: createDecisionsConsumers({
        picks: createPicksRepo(),
        repoFor: createDecisionsRepo,
        keeper,
        logger: adapters.logger,
        now: adapters.now,
        settling,
      }),
    }),
    // Alerts auth sends on a schedule: the morning recap (08:00 ET). The day's picks-out alert follows card.shown (consumers).
    jobs: ({ adapters }) => [
      { name: 'alerts-recap', scope: 'cluster', schedule: { every: 10 * 60_000 }, run: () => requestRecaps(adapters.pool, adapters.now()) },
    ],
    warmUp: async ({ keeper }) => {
      keeper.start();
      return () => keeper.stop();
    },
    expose: ({ keeper, store, relay }) => ({ leaderboard: keeper, store, wake: relay }),
  });

export const decisionsService = definition({});

export async function start(config: Config, adapters: ServiceAdapters, opts: StartOptions = {}): Promise<DecisionsHandle> {
  const { store, wake, ...handle } = await definition(opts).start(config, adapters);
  // Wake-ups within RELAY_DEBOUNCE_MS share one flush: under load the relay sends batches instead of
  // running one transaction per decision, for at most that much delay on the live stats.
  let waking: NodeJS.Timeout | null = null;
  let wakeRelay = () => {
    if (waking) return;
    waking = setTimeout(() => {
      waking = null;
      void handle.relay.flush().catch((err) => adapters.logger.warn({ err }, 'outbox relay failed; its poll retries'));
    }, RELAY_DEBOUNCE_MS);
    waking.unref();
  };
  wake.wake = () => wakeRelay();
  return {
    ...handle,
    async stop() {
      wakeRelay = () => {};
      if (waking) clearTimeout(waking);
      await handle.stop();
      if (!opts.leaderboardStore) await store.close();
    },
  };
}
