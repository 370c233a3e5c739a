// The cache port. The platform provides memory and Redis implementations with this signature;
// values must survive JSON round-trips (Redis stores text).
export interface Cache {
  get(key: string): Promise<unknown | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
}

const MINUTE = 60_000;

// The spec's cache lifetimes (section 9).
export const CACHE_TTL_MS = {
  odds: 5 * MINUTE,
  stats: 5 * MINUTE,
  teams: 60 * MINUTE,
  standings: 60 * MINUTE,
  injuries: 15 * MINUTE,
  pitcher: 5 * MINUTE,
  teamStats: 10 * MINUTE,
} as const;
