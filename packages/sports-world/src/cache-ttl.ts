// The spec's cache lifetimes of outside data (section 9), shared by odds-ingest and stats-ingest.
const MINUTE = 60_000;

export const CACHE_TTL_MS = {
  odds: 5 * MINUTE,
  stats: 5 * MINUTE,
  teams: 60 * MINUTE,
  standings: 60 * MINUTE,
  injuries: 15 * MINUTE,
  pitcher: 5 * MINUTE,
  teamStats: 10 * MINUTE,
} as const;
