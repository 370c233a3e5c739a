// start(config, adapters): what the embedded runner and src/main.ts both call. Picks each league's
// source (real clients where configured, the simulator otherwise), caches them per the spec through
// adapters.cache, and serves matchup context, box scores and probable pitchers.
import path from 'node:path';
import { defineService, readThrough, type ServiceAdapters, type ServiceHandle } from '@gary/platform';
import { findTeam, createSimulationState, sportForLeague } from '@gary/sports-world';
import { createBalldontlieClient } from './adapters/balldontlie-client';
import { cacheBalldontlieClient, cacheMlbClient, cacheNhlClient } from './adapters/cached-stats-clients';
import { createCachedStatsProvider } from './adapters/cached-stats-provider';
import { createLiveStatsProvider } from './adapters/live-stats-provider';
import { createMlbStatsClient } from './adapters/mlb-stats-client';
import { createNhlClient } from './adapters/nhl-client';
import { createOddsFinals } from './adapters/odds-finals';
import { createRoutedStatsProvider } from './adapters/routed-stats-provider';
import { createSimulatedStatsProvider } from './adapters/simulated-stats-provider';
import type { Config } from './config';
import type { StatsLeague } from './domain/stats-types';
import { createStatsHandlers } from './grpc/stats-handlers';

/** Which leagues read real sources: MLB and NHL need no key but the internet (STATS_LIVE); NBA and NFL need a balldontlie key. */
export function liveLeagues(config: Pick<Config, 'STATS_LIVE' | 'BALLDONTLIE_API_KEY'>): Set<StatsLeague> {
  const live = new Set<StatsLeague>();
  if (config.STATS_LIVE) live.add('MLB').add('NHL');
  if (config.BALLDONTLIE_API_KEY) live.add('NBA').add('NFL');
  return live;
}

async function prepare(config: Config, adapters: ServiceAdapters) {
  const { logger } = adapters;
  const fetcher = readThrough(adapters.cache, { logger, keyPrefix: 'stats-ingest:' });
  const live = liveLeagues(config);
  const liveProvider = createLiveStatsProvider({
    ...(config.STATS_LIVE ? {
      mlb: cacheMlbClient(createMlbStatsClient({ baseUrl: config.MLB_STATS_BASE_URL, logger }), fetcher),
      nhl: cacheNhlClient(createNhlClient({ baseUrl: config.NHL_API_BASE_URL, logger }), fetcher),
    } : {}),
    ...(config.BALLDONTLIE_API_KEY ? {
      balldontlie: cacheBalldontlieClient(createBalldontlieClient({ baseUrl: config.BALLDONTLIE_BASE_URL, apiKey: config.BALLDONTLIE_API_KEY, logger }), fetcher),
    } : {}),
  });
  // The simulator's state holds finals odds-ingest recorded early (FinishGame), learnt through GetScores.
  const state = createSimulationState();
  const simProvider = createSimulatedStatsProvider({ now: adapters.now, state, realOdds: Boolean(config.ODDS_API_KEY) });
  const provider = createCachedStatsProvider(createRoutedStatsProvider((l) => (live.has(l) ? liveProvider : simProvider)), fetcher);
  logger.info({ live: [...live], simulated: (['NBA', 'MLB', 'NHL', 'NFL', 'EPL'] as const).filter((l) => !live.has(l)) }, 'stats sources chosen');

  return { config, adapters, provider, live, state };
}

export const statsIngestService = defineService({
  name: 'stats-ingest',
  migrations: path.resolve(__dirname, '../migrations'),
  listen: (config: Config) => ({ host: config.GRPC_HOST, port: config.GRPC_PORT }),
  prepare,
  grpc: ({ adapters, provider, live, state }) =>
    createStatsHandlers({
      pool: adapters.pool,
      logger: adapters.logger,
      now: adapters.now,
      provider,
      simulated: (l) => !live.has(l),
      ratingOf: (l, team) => {
        const sport = live.has(l) ? undefined : sportForLeague(l);
        return (sport && findTeam(sport, team)?.rating) || 0;
      },
      syncFinals: createOddsFinals({ peers: adapters.peers, logger: adapters.logger, state }),
    }),
});

export const start: (config: Config, adapters: ServiceAdapters) => Promise<ServiceHandle> = statsIngestService.start;
