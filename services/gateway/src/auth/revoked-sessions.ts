// Reads the ended-session list auth publishes in the shared cache (Redis across replicas and
// services, the process's memory cache when embedded): one cache read per signed request, no call
// to auth. A token without a session id (none are issued) is treated as ended.
import { revokedSessionKey } from '@gary/contracts';
import type { Cache } from '@gary/platform';

export function sessionRevokedIn(cache: Cache): (sessionId: string) => Promise<boolean> {
  return async (sessionId) => {
    if (!sessionId) return true;
    return (await cache.get<number>(revokedSessionKey(sessionId))) !== undefined;
  };
}
