// Ended sessions, published for the gateway: an access token is a signed statement valid until it
// expires, so after sign-out, a refresh token's reuse, a password reset or a revoked session, the
// gateway must learn that its `sid` is over without asking auth on every request. Each ended
// session id is written to the shared cache (Redis in distributed mode, the process's memory cache
// when embedded) for the access-token lifetime plus a minute of clock skew; after that, every
// token of the session has expired anyway.
import { revokedSessionKey } from '@gary/contracts';
import type { Cache } from '@gary/platform';

export interface SessionRevocations {
  /** Marks the sessions ended; resolves once the cache holds them (or throws). */
  revoke(sessionIds: readonly string[]): Promise<void>;
}

const SKEW_MS = 60_000;

export function createSessionRevocations(cache: Cache, accessTokenTtlSeconds: number): SessionRevocations {
  const ttlMs = accessTokenTtlSeconds * 1000 + SKEW_MS;
  return {
    async revoke(sessionIds) {
      await Promise.all([...new Set(sessionIds)].map((sid) => cache.set(revokedSessionKey(sid), 1, ttlMs)));
    },
  };
}
