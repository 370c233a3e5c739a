// The odds-ingest service, declared. Chooses the odds source (The Odds API with ODDS_API_KEY, else the
// simulator), wires the ingestor and the gRPC handlers, and declares the odds refresh, score poll and
// snapshot pruning as cluster jobs (one replica per occurrence; the database guards stay as a net).
import path from 'node:path';
import { defineService, readThrough, type JobSpec, type ServiceAdapters, type ServiceHandle } from '@gary/platform';
import { createCachedOddsProvider } from './adapters/cached-odds-provider';
import { createOddsApiClient } from './adapters/odds-api-client';
import { loadQuota, pruneSnapshots, saveQuota } from './adapters/odds-repo';
import { createSimulatedOddsProvider } from './adapters/simulated-odds-provider';
import { scheduleOf, type Config } from './config';
import { CACHE_TTL_MS, createSimulationState } from '@gary/sports-world';
import type { OddsProvider } from './domain/odds-provider-port';
import { createOddsHandlers } from './grpc/odds-handlers';
import { createOddsIngestor, type IngestorDeps } from './ingest/odds-ingestor';

/** Scores are cached only long enough to share a burst; they are polled while games are on. */
const SCORES_TTL_MS = 15_000;
/** Snapshots between the opening and the closing line are kept this many days after a game. */
const SNAPSHOT_KEEP_DAYS = 7;

async function oddsSource(config: Config, a: ServiceAdapters): Promise<Pick<IngestorDeps, 'provider' | 'simulated' | 'sim' | 'creditsSpent' | 'quotaSaved'>> {
  if (!config.ODDS_API_KEY) {
    const state = createSimulationState();
    const sim = createSimulatedOddsProvider({ now: a.now, state });
    a.logger.info('no ODDS_API_KEY: odds, scores and props come from the simulator (every answer says simulated)');
    return { provider: sim, simulated: true, sim: { provider: sim, state }, creditsSpent: () => 0 };
  }
  let spent = 0;
  let quotaWrites: Promise<void> = Promise.resolve();
  // The quota floor needs the last remaining count stored before this process started, which can
  // only be read once migrations have run: the client is made on first use.
  let made: Promise<OddsProvider> | null = null;
  const make = async (): Promise<OddsProvider> => {
    const known = await loadQuota(a.pool).catch(() => null);
    return createOddsApiClient({
      baseUrl: config.ODDS_API_BASE_URL,
      apiKey: config.ODDS_API_KEY!,
      logger: a.logger,
      minRemaining: config.ODDS_API_MIN_REMAINING,
      ...(known?.remaining != null ? { lastKnownRemaining: known.remaining } : {}),
      onQuota: (q) => {
        spent += q.last ?? 0;
        quotaWrites = quotaWrites.then(() => saveQuota(a.pool, q, a.now())).catch((err: unknown) => a.logger.warn({ err: String(err) }, 'could not store the Odds API quota'));
      },
    });
  };
  const client = (): Promise<OddsProvider> => (made ??= make());
  const lazy: OddsProvider = {
    sports: async () => (await client()).sports(),
    odds: async (s, q) => (await client()).odds(s, q),
    events: async (s, q) => (await client()).events(s, q),
    scores: async (s, q) => (await client()).scores(s, q),
    eventOdds: async (s, id) => (await client()).eventOdds(s, id),
    eventPropOdds: async (s, id, m) => (await client()).eventPropOdds(s, id, m),
  };
  const fetcher = readThrough(a.cache, { logger: a.logger, keyPrefix: 'odds-ingest:' });
  const provider: OddsProvider = createCachedOddsProvider(lazy, fetcher, CACHE_TTL_MS.odds, SCORES_TTL_MS);
  return { provider, simulated: false, creditsSpent: () => spent, quotaSaved: () => quotaWrites };
}

async function prepare(config: Config, adapters: ServiceAdapters) {
  const source = await oddsSource(config, adapters);
  const ingestor = createOddsIngestor({ pool: adapters.pool, cache: adapters.cache, logger: adapters.logger, now: adapters.now, ...source });
  return { config, adapters, source, ingestor };
}

function pollJobs({ config, adapters, ingestor }: Awaited<ReturnType<typeof prepare>>): JobSpec[] {
  if (!config.ODDS_POLLER_ENABLED) return [];
  const schedule = scheduleOf(config);
  let caughtUp = false;
  return [
    { name: 'odds', scope: 'cluster', schedule: { every: schedule.oddsEveryMs, runOnStart: true }, leaseMs: schedule.oddsEveryMs, run: () => ingestor.refreshAll() },
    {
      name: 'scores',
      scope: 'cluster',
      schedule: { every: schedule.scoresEveryMs, runOnStart: true },
      leaseMs: schedule.scoresEveryMs,
      run: () => {
        const catchUp = !caughtUp;
        caughtUp = true;
        return ingestor.pollScores({ catchUp });
      },
    },
    { name: 'prune', scope: 'cluster', schedule: { every: 6 * 3_600_000, runOnStart: true }, run: () => pruneSnapshots(adapters.pool, adapters.now(), SNAPSHOT_KEEP_DAYS) },
  ];
}

export const oddsIngestService = defineService({
  name: 'odds-ingest',
  migrations: path.resolve(__dirname, '../migrations'),
  listen: (config: Config) => ({ host: config.GRPC_HOST, port: config.GRPC_PORT }),
  prepare,
  grpc: ({ config, adapters, source, ingestor }) =>
    createOddsHandlers({
      pool: adapters.pool,
      cache: adapters.cache,
      logger: adapters.logger,
      now: adapters.now,
      provider: source.provider,
      ingestor,
      simulated: source.simulated,
      finishAllowed: adapters.mode === 'embedded' || config.SIMULATION_ADMIN,
      quotaFloor: config.ODDS_API_MIN_REMAINING,
    }),
  jobs: pollJobs,
});

export const start: (config: Config, adapters: ServiceAdapters) => Promise<ServiceHandle> = oddsIngestService.start;
