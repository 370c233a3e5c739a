// start(config, adapters): what the embedded runner and src/main.ts both call.
import path from 'node:path';
import { easternDate } from '@gary/betting';
import { bootService, peerClients, type ServiceAdapters, type ServiceHandle } from '@gary/platform';
import { createThoughtsData } from './adapters/data-peers';
import { createThoughtModel } from './adapters/thought-model';
import { createThoughtsRepo } from './adapters/thoughts-repo';
import { createThoughtsRunner } from './app/thoughts-runner';
import type { Config } from './config';
import { THOUGHT_SPORTS } from './domain/thought-game';
import { thoughtsHandlers } from './grpc/thoughts-handlers';

/** Test seams: the spec's waits can be observed without sleeping, and fetch for the model. */
export interface ThoughtsExtras {
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function start(config: Config, adapters: ServiceAdapters, extras: ThoughtsExtras = {}): Promise<ServiceHandle> {
  const log = adapters.logger;
  const store = createThoughtsRepo(adapters.pool);
  const model = config.OPENAI_API_KEY
    ? createThoughtModel({
        apiKey: config.OPENAI_API_KEY,
        ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
        model: config.OPENAI_MODEL,
        timeoutMs: config.OPENAI_TIMEOUT_MS,
        ...(extras.fetch ? { fetch: extras.fetch } : {}),
      })
    : null;
  const timings = {
    startDelayMs: config.THOUGHTS_START_DELAY_MS,
    sportGapMs: config.THOUGHTS_SPORT_GAP_MS,
    gameGapMs: config.THOUGHTS_GAME_GAP_MS,
    rateLimitWaitMs: config.THOUGHTS_RATE_LIMIT_WAIT_MS,
  };
  const runner = createThoughtsRunner({
    data: createThoughtsData(peerClients(adapters.peers), config.PEER_DEADLINE_MS),
    model,
    store,
    timings,
    sleep: extras.sleep ?? realSleep,
    logger: log,
  });

  return bootService({
    name: 'thoughts',
    adapters,
    grpcHost: config.GRPC_HOST,
    grpcPort: config.GRPC_PORT,
    migrationsDir: path.resolve(__dirname, '../migrations'),
    impl: thoughtsHandlers({ runner, store, now: adapters.now, requestWaitMs: config.THOUGHTS_REQUEST_WAIT_MS, rateLimitWaitMs: timings.rateLimitWaitMs }),
    background: async () => {
      let warm: Promise<void> | null = null;
      if (adapters.mode === 'embedded' && config.THOUGHTS_GENERATE_ON_START) {
        const today = easternDate(adapters.now());
        if (today.ok) warm = runner.warm(today.value, THOUGHT_SPORTS).catch((err: unknown) => log.warn({ err }, 'start-up thoughts run failed'));
      }
      return async () => {
        if (warm) await Promise.race([warm, new Promise((r) => setTimeout(r, 5_000).unref())]);
      };
    },
  });
}
