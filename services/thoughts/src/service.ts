// The thoughts service, declared: the runner and its store, the gRPC handlers, and in the embedded
// mode a start-up run for today as the warm-up. main.ts and the embedded runner both call start().
import path from 'node:path';
import { easternDate } from '@gary/betting';
import { defineService, peerClients, type ServiceAdapters, type ServiceHandle } from '@gary/platform';
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

async function prepare(config: Config, adapters: ServiceAdapters, extras: ThoughtsExtras) {
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

  return { config, adapters, store, runner, timings };
}

const definition = (extras: ThoughtsExtras) =>
  defineService({
    name: 'thoughts',
    migrations: path.resolve(__dirname, '../migrations'),
    listen: (config: Config) => ({ host: config.GRPC_HOST, port: config.GRPC_PORT }),
    prepare: (config: Config, adapters: ServiceAdapters) => prepare(config, adapters, extras),
    grpc: ({ config, adapters, store, runner, timings }) =>
      thoughtsHandlers({ runner, store, now: adapters.now, requestWaitMs: config.THOUGHTS_REQUEST_WAIT_MS, rateLimitWaitMs: timings.rateLimitWaitMs }),
    warmUp: async ({ config, adapters, runner }) => {
      if (adapters.mode !== 'embedded' || !config.THOUGHTS_GENERATE_ON_START) return;
      const today = easternDate(adapters.now());
      if (!today.ok) return;
      const warm = runner.warm(today.value, THOUGHT_SPORTS).catch((err: unknown) => adapters.logger.warn({ err }, 'start-up thoughts run failed'));
      return async () => void (await Promise.race([warm, new Promise((r) => setTimeout(r, 5_000).unref())]));
    },
  });

export const thoughtsService = definition({});

export function start(config: Config, adapters: ServiceAdapters, extras: ThoughtsExtras = {}): Promise<ServiceHandle> {
  return definition(extras).start(config, adapters);
}
