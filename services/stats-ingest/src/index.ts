// Public surface of stats-ingest's pure parts and outside-data adapters. The service's start(),
// gRPC handlers and Postgres wiring live beside these and import them.
export * from './domain/stats-types';
export * from './domain/sabermetrics';
export * from './domain/season';
export * from './domain/playoff-series';
export * from './domain/matchup-context';
export type { GameRef, ProbableStarter, StatsAnswer, StatsProvider } from './domain/stats-provider-port';
export { createMlbStatsClient, MLB_TIMEOUT_MS, type MlbStatsClient, type MlbStatsClientOptions } from './adapters/mlb-stats-client';
export { createBalldontlieClient, BALLDONTLIE_TIMEOUT_MS, NHL_NOT_SUPPORTED, type BalldontlieClient, type BalldontlieClientOptions } from './adapters/balldontlie-client';
export { createNhlClient, NHL_TIMEOUT_MS, type NhlClient, type NhlClientOptions } from './adapters/nhl-client';
export { createSimulatedStatsProvider, type SimulatedStatsProviderOptions } from './adapters/simulated-stats-provider';
export { createCachedStatsProvider } from './adapters/cached-stats-provider';
export type { BdlGame, BdlPlayer, BdlSeasonAverages, BdlStatLine, BdlTeam } from './domain/balldontlie-parse';
export type { NhlGame, NhlStanding, NhlTeamRef } from './domain/nhl-parse';
export { createLiveStatsProvider, type LiveStatsDeps } from './adapters/live-stats-provider';
export { start } from './service';
export { readConfig, configSchema, type Config } from './config';
