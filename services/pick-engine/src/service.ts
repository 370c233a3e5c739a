// The pick-engine service, declared. Wires the peers, the writer (language model with a key, offline
// without), the generator, the game.final and odds.snapshot consumers and the jobs: the 10:00 ET generation and the
// closing odds, each a cluster job; the embedded start-up run is the warm-up.
import path from 'node:path';
import { EASTERN_ZONE, easternDate, GENERATION_HOUR } from '@gary/betting';
import { createChatClient, createPerplexityClient, createRetryPolicy } from '@gary/llm';
import { defineService, peerClients, type JobSpec, type ServiceAdapters, type ServiceHandle } from '@gary/platform';
import { createGameNews } from './generation/adapters/game-news';
import { createRationaleWriter } from './generation/adapters/rationale-writer';
import { createSportsData } from './adapters/sports-data';
import { dayExists } from './generation/adapters/publish-repo';
import { recordClosingLines } from './live/closing-line';
import { watchStarters } from './live/starter-watch';
import { createGenerator } from './generation/generation';
import { createGameScratchedHandler } from './record/corrections';
import { createGameFinalHandler } from './record/grading';
import { createLiveModel } from './generation/live-model';
import { createOddsSnapshotHandler } from './live/live-status';
import { buildShownCardParlay } from './parlay/parlay';
import { announceShownCard } from './card/card';
import type { Config } from './config';
import { pickEngineHandlers } from './grpc/pick-engine.handlers';
import { createLedger, type Ledger } from './ledger/ledger';
import { createGitExporter, type GitExporter } from './ledger/git-exporter';
import { loadLedgerSigner } from './ledger/ledger-keys';
import { calendarUrl, createCalendarClient } from './ledger/ots-calendar';
import { createOtsStamper, type OtsStamper } from './ledger/ots-stamper';
import { verifierKey } from './ledger/signed-note';

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
  // OpenTimestamps of the daily checkpoints, when calendars are configured (off by default).
  const calendars = config.LEDGER_OTS_CALENDARS.map(calendarUrl);
  const ots: OtsStamper | null =
    calendars.length > 0
      ? createOtsStamper({
          db: pool,
          calendars,
          client: createCalendarClient({ timeoutMs: config.LEDGER_OTS_TIMEOUT_MS }),
          now,
          logger,
          onProof: async (t) => exporter?.exportTimestamp(t),
        })
      : null;
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
  return { config, adapters, sportsData, model, generator, ledger, ots, exporter: (): GitExporter | null => exporter };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

function jobs({ config, adapters: { pool, logger, now }, sportsData, generator, ledger, ots, exporter }: Prepared): JobSpec[] {
  const list: JobSpec[] = [];
  // "Picks generated daily at 10am America/New_York"; the generator's own lock stays the guard of a day's run.
  if (config.PICKS_SCHEDULER) {
    list.push({
      name: 'daily-generation',
      scope: 'cluster',
      schedule: { dailyAt: `${String(GENERATION_HOUR).padStart(2, '0')}:00`, timeZone: EASTERN_ZONE },
      leaseMs: 60 * 60_000,
      run: () => generator.request({ requestedBy: 'scheduler' }),
    });
  }
  list.push({ name: 'closing-odds', scope: 'cluster', schedule: { every: config.PICKS_CLOSING_POLL_MS }, run: () => recordClosingLines({ pool, sportsData, logger, now }) });
  // MLB picks: a change of probable starter after publishing, watched until first pitch.
  list.push({ name: 'starter-watch', scope: 'cluster', schedule: { every: config.PICKS_STARTER_WATCH_MS }, run: () => watchStarters({ pool, sportsData, logger, now }) });
  // card.shown: the card the site shows changed (10:00 ET, or earlier when the day before has no
  // card) and its day's run has stored; sent once per card, by whichever replica holds the job.
  list.push({ name: 'card-shown', scope: 'cluster', schedule: { every: 60_000, runOnStart: true }, run: () => announceShownCard(pool, now()) });
  // The Parlay of the Day is built right after the picks are stored when their card is the one
  // shown; this builds it when a card becomes shown later (10:00 ET), or that step failed or the
  // process stopped in between (nothing when the card has one). Every minute, as card.shown.
  list.push({
    name: 'daily-parlay',
    scope: 'cluster',
    schedule: { every: 60_000, runOnStart: true },
    run: () => buildShownCardParlay({ pool, now, logger }),
  });
  // The pick log's day checkpoint: signed at start-up and then whenever the Eastern date has none
  // yet; records become public as their games start, and the export picks them up.
  list.push({
    name: 'daily-pick-log-checkpoint',
    scope: 'cluster',
    schedule: { every: config.LEDGER_DAILY_POLL_MS, runOnStart: true },
    run: async () => {
      await (await ledger()).dailyCheckpoint();
      await exporter()?.exportRecords();
    },
  });
  // OpenTimestamps: stamps each daily checkpoint not stamped yet and upgrades pending proofs.
  if (ots) {
    list.push({
      name: 'pick-log-opentimestamps',
      scope: 'cluster',
      schedule: { every: config.LEDGER_OTS_POLL_MS, runOnStart: true },
      run: async () => {
        await ledger(); // the export is set up with the signer
        return ots.run();
      },
    });
  }
  return list;
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
