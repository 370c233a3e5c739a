// start(config, adapters): what the embedded runner and src/main.ts both call. Wires the peers,
// the writer (language model with a key, offline without), the generator, the game.final consumer
// and the background jobs (10:00 ET scheduler, closing odds, the embedded start-up run).
import path from 'node:path';
import { easternDate } from '@gary/betting';
import { createChatClient, createRetryPolicy } from '@gary/llm';
import { bootService, peerClients, type ServiceAdapters, type ServiceHandle } from '@gary/platform';
import { createRationaleWriter } from './adapters/rationale-writer';
import { createSportsData } from './adapters/sports-data';
import { dayExists } from './adapters/picks-repo';
import { recordClosingLines } from './app/closing-line';
import { createGenerator } from './app/generation';
import { createGameFinalHandler } from './app/grading';
import { createLiveModel } from './app/live-model';
import { startDailyScheduler, startInterval } from './app/scheduler';
import type { Config } from './config';
import { pickEngineHandlers } from './grpc/pick-engine.handlers';
import { createLedger, type Ledger } from './ledger/ledger';
import { createGitExporter, type GitExporter } from './ledger/git-exporter';
import { loadLedgerSigner } from './ledger/ledger-keys';
import { verifierKey } from './ledger/signed-note';

export async function start(config: Config, adapters: ServiceAdapters): Promise<ServiceHandle> {
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
  // The pick log's signer needs the migrated schema, so it is loaded on first use (after migrations).
  let ledgerP: Promise<Ledger> | null = null;
  let exporter: GitExporter | null = null;
  const ledger = (): Promise<Ledger> =>
    (ledgerP ??= loadLedgerSigner({ pool, name: config.LEDGER_ORIGIN, envKey: config.LEDGER_SIGNING_KEY, now, logger })
      .then((signer) => {
        exporter = config.LEDGER_EXPORT_GIT_DIR
          ? createGitExporter({ dir: config.LEDGER_EXPORT_GIT_DIR, remote: config.LEDGER_EXPORT_GIT_REMOTE, db: pool, verifierKey: verifierKey(signer.name, signer.publicKey), now, logger })
          : null;
        return createLedger({ pool, signer, origin: config.LEDGER_ORIGIN, now, logger, onCheckpoint: exporter ? (c) => exporter!.exportCheckpoint(c) : undefined });
      })
      .catch((err) => {
        ledgerP = null;
        throw err;
      }));
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
    sports: config.PICKS_SPORTS,
    pauseMs: config.PICKS_SPORT_PAUSE_MS,
    cooldownMs: config.PICKS_COOLDOWN_MS,
    concurrency: config.PICKS_CONCURRENCY,
    afterPublish: async () => (await ledger()).checkpointAfterPublish(),
  });
  const generateOnStart = config.PICKS_GENERATE_ON_START ? ['true', '1'].includes(config.PICKS_GENERATE_ON_START) : adapters.mode === 'embedded';

  return bootService({
    name: 'pick-engine',
    adapters,
    grpcHost: config.GRPC_HOST,
    grpcPort: config.GRPC_PORT,
    migrationsDir: path.resolve(__dirname, '../migrations'),
    impl: pickEngineHandlers({ pool, generator, now, ledger }),
    consumes: { topics: ['game.final'], handlers: { 'game.final': createGameFinalHandler({ logger, now, model }) } },
    background: async () => {
      const stops: (() => void)[] = [];
      if (config.PICKS_SCHEDULER) stops.push(startDailyScheduler({ now, logger, run: () => generator.request({ requestedBy: 'scheduler' }) }));
      stops.push(startInterval(() => recordClosingLines({ pool, sportsData, logger, now }), config.PICKS_CLOSING_POLL_MS, logger, 'closing odds'));
      // The day's checkpoint: signed at start-up and then whenever the Eastern date has none yet.
      const daily = async () => {
        await (await ledger()).dailyCheckpoint();
        // Records become public as their games start: the export picks them up.
        if (exporter) await exporter.exportRecords();
      };
      await daily().catch((err) => logger.warn({ err }, 'daily pick-log checkpoint failed'));
      stops.push(startInterval(daily, config.LEDGER_DAILY_POLL_MS, logger, 'daily pick-log checkpoint'));
      if (generateOnStart) {
        const today = easternDate(now());
        // So `make start` shows a slate at once; after the peers are serving (they start first).
        if (today.ok && !(await dayExists(pool, today.value))) {
          void generator.request({ requestedBy: 'startup' }).then((r) => logger.info(r, 'start-up generation'));
        }
      }
      return async () => {
        for (const stop of stops) stop();
        await generator.idle();
      };
    },
  });
}
