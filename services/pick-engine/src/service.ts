// The pick-engine service, declared. Wires the slices (generation, card, record, parlay, live, the
// pick log) around the shared kernel (src/domain, src/adapters): the peers, the writer (language
// model with a key, offline without), the generator, each slice's gRPC handlers, consumers
// (game.final and game.scratched: record; odds.snapshot: live) and cluster jobs; the embedded
// start-up run is the warm-up.
import path from 'node:path';
import { easternDate } from '@gary/betting';
import { createChatClient, createPerplexityClient, createRetryPolicy } from '@gary/llm';
import { defineService, peerClients, type JobSpec, type ServiceAdapters, type ServiceHandle } from '@gary/platform';
import { createSportsData } from './adapters/sports-data';
import { cardJobs } from './card/jobs';
import type { Config } from './config';
import { createGameNews } from './generation/adapters/game-news';
import { dayExists } from './generation/adapters/publish-repo';
import { createRationaleWriter } from './generation/adapters/rationale-writer';
import { createGenerator } from './generation/generation';
import { generationJobs } from './generation/jobs';
import { createLiveModel } from './generation/live-model';
import { pickEngineHandlers } from './grpc/pick-engine.handlers';
import { createLedgerSlice } from './ledger/ledger-slice';
import { liveJobs } from './live/jobs';
import { createOddsSnapshotHandler } from './live/live-status';
import { parlayJobs } from './parlay/jobs';
import { createGameScratchedHandler } from './record/corrections';
import { createGameFinalHandler } from './record/grading';

async function prepare(config: Config, adapters: ServiceAdapters) {
  const { pool, logger, now } = adapters;
  const sportsData = createSportsData(peerClients(adapters.peers), { deadlineMs: config.PEER_DEADLINE_MS });
  const chat = config.OPENAI_API_KEY
    ? createChatClient({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL,
        model: config.OPENAI_MODEL,
        timeoutMs: config.OPENAI_TIMEOUT_MS,
        // A rate limit is worth one more try after the wait the server asks for (at most 10 s).
        retry: createRetryPolicy({ attempts: 2, waitsMs: [2_000], maxWaitMs: 10_000 }),
      })
    : null;
  const model = createLiveModel({ db: pool });
  // Rich context: each real game's recent news from the search model, once a day (skipped without a key).
  const search = config.PERPLEXITY_API_KEY
    ? createPerplexityClient({ apiKey: config.PERPLEXITY_API_KEY, baseURL: config.PERPLEXITY_BASE_URL, model: config.PERPLEXITY_MODEL, timeoutMs: config.PERPLEXITY_TIMEOUT_MS })
    : null;
  const news = createGameNews({ search, cache: adapters.cache, logger, now });
  // The pick log: its signer needs the migrated schema, so it is loaded on first use (after migrations).
  const pickLog = createLedgerSlice(config, { pool, now, logger });
  const ledger = pickLog.ledger;
  const generator = createGenerator({
    pool,
    lock: adapters.lock,
    cache: adapters.cache,
    logger,
    now,
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    sportsData,
    writer: createRationaleWriter({ chat, timeoutMs: config.OPENAI_TIMEOUT_MS }),
    model,
    news,
    sports: config.PICKS_SPORTS,
    pauseMs: config.PICKS_SPORT_PAUSE_MS,
    cooldownMs: config.PICKS_COOLDOWN_MS,
    concurrency: config.PICKS_CONCURRENCY,
    afterPublish: async () => (await ledger()).checkpointAfterPublish(),
  });
  return { config, adapters, sportsData, model, generator, ledger, pickLog };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

/** Each slice's jobs, in this order. */
function jobs({ config, adapters: { pool, logger, now }, sportsData, generator, pickLog }: Prepared): JobSpec[] {
  return [
    ...generationJobs({ config, generator }),
    ...liveJobs({ config, pool, sportsData, logger, now }),
    ...cardJobs({ pool, now }),
    ...parlayJobs({ pool, now, logger }),
    ...pickLog.jobs(),
  ];
}

async function warmUp({ config, adapters, generator }: Prepared): Promise<void> {
  const { pool, logger, now } = adapters;
  const generateOnStart = config.PICKS_GENERATE_ON_START ? ['true', '1'].includes(config.PICKS_GENERATE_ON_START) : adapters.mode === 'embedded';
  if (!generateOnStart) return;
  const today = easternDate(now());
  // So `make start` shows a slate at once; after the peers are serving (they start first).
  if (today.ok && !(await dayExists(pool, today.value))) {
    void generator.request({ requestedBy: 'startup' }).then((r) => logger.info(r, 'start-up generation'));
  }
}

export const pickEngineService = defineService({
  name: 'pick-engine',
  migrations: path.resolve(__dirname, '../migrations'),
  listen: (config: Config) => ({ host: config.GRPC_HOST, port: config.GRPC_PORT }),
  prepare,
  grpc: ({ adapters: { pool, now, logger }, generator, ledger }) => pickEngineHandlers({ pool, generator, now, ledger, logger }),
  consumes: ({ adapters: { logger, now }, model }) => ({
    topics: ['game.final', 'game.scratched', 'odds.snapshot'],
    handlers: {
      'game.final': createGameFinalHandler({ logger, now, model }),
      'game.scratched': createGameScratchedHandler({ now }),
      'odds.snapshot': createOddsSnapshotHandler({ logger, now }),
    },
  }),
  jobs,
  warmUp,
  drain: ({ generator }) => generator.idle(),
});

export const start: (config: Config, adapters: ServiceAdapters) => Promise<ServiceHandle> = pickEngineService.start;
