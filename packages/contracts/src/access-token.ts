// The access token's issuer and audience: auth signs with them and the gateway verifies them, so
// they are one contract in one place.
export const TOKEN_ISSUER = 'gary-auth';
export const TOKEN_AUDIENCE = 'gary';

/**
 * The cache key (Redis across replicas, memory when embedded) auth sets when it ends a session, for
 * as long as the session's access tokens live; the gateway refuses tokens whose `sid` has it.
 */
export const revokedSessionKey = (sessionId: string): string => `auth:revoked-session:${sessionId}`;
