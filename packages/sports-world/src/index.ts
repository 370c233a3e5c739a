// The sports world odds-ingest and stats-ingest share (no service imports another): leagues and
// books, the team catalogue, the deterministic simulation, date and price wrappers over
// @gary/betting, the HTTP JSON helper for outside providers, their named errors, the logging port
// and the spec's cache lifetimes.
export * from './sports';
export * from './betting-wrappers';
export * from './provider-errors';
export * from './logger-port';
export * from './cache-ttl';
export * from './http-json';
export * from './catalogue';
export * from './simulation';
