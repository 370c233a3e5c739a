// Public surface of odds-ingest's pure parts and outside-data adapters. The service's start(),
// gRPC handlers and Postgres wiring live beside these and import them.
export * from './domain/sports';
export * from './domain/odds-types';
export * from './domain/betting-wrappers';
export * from './domain/provider-errors';
export * from './domain/logger-port';
export * from './domain/cache-port';
export * from './domain/game-windows';
export * from './domain/market-summary';
export * from './domain/line-movement';
export * from './domain/prop-options';
export type { OddsAnswer, OddsProvider, OddsQuery } from './domain/odds-provider-port';
export { createOddsApiClient, ODDS_TIMEOUT_MS, type OddsApiClientOptions } from './adapters/odds-api-client';
export { createSimulatedOddsProvider, type SimulatedOddsProvider, type SimulatedOddsProviderOptions } from './adapters/simulated-odds-provider';
export { createCachedFetcher, type CachedFetcher } from './adapters/cached-fetcher';
export { createCachedOddsProvider } from './adapters/cached-odds-provider';
export { CATALOGUE, findPlayer, findTeam, teamsOf, type CataloguePlayer, type CatalogueTeam } from './domain/catalogue';
export { createSimulationState, finalScoreOf, findSimGame, slateFor, type SimGame, type SimulationState } from './domain/simulation';
export { start } from './service';
export { readConfig, configSchema, type Config } from './config';
