// Public surface of odds-ingest's pure parts and outside-data adapters. The service's start(),
// gRPC handlers and Postgres wiring live beside these and import them. The sports world it shares
// with stats-ingest (catalogue, simulation, provider errors) is @gary/sports-world.
export * from './domain/odds-types';
export * from './domain/game-windows';
export * from './domain/market-summary';
export * from './domain/line-movement';
export * from './domain/prop-options';
export type { OddsAnswer, OddsProvider, OddsQuery } from './domain/odds-provider-port';
export { createOddsApiClient, ODDS_TIMEOUT_MS, type OddsApiClientOptions } from './adapters/odds-api-client';
export { createSimulatedOddsProvider, type SimulatedOddsProvider, type SimulatedOddsProviderOptions } from './adapters/simulated-odds-provider';
export { createCachedOddsProvider } from './adapters/cached-odds-provider';
export { start } from './service';
export { readConfig, configSchema, type Config } from './config';
