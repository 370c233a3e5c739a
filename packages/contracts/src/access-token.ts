// The access token's issuer and audience: auth signs with them and the gateway verifies them, so
// they are one contract in one place.
export const TOKEN_ISSUER = 'gary-auth';
export const TOKEN_AUDIENCE = 'gary';

/**
 * The cache key (Redis across replicas, memory when embedded) auth sets when it ends a session, for
 * as long as the session's access tokens live; the gateway refuses tokens whose `sid` has it.
 */
export const revokedSessionKey = (sessionId: string): string => `auth:revoked-session:${sessionId}`;

/**
 * Responsible play in the access token: claim `play` = {state, until} while the account is on a
 * cool-off, a self-exclusion, under age, or has not given its date of birth yet (auth computes it
 * from its tables at every sign-in and refresh). `until` is null where the state holds until auth
 * issues a token without it.
 */
export interface PlayBlockClaim {
  state: 'cool_off' | 'self_exclusion' | 'under_age' | 'needs_date_of_birth';
  until: string | null;
}
export const PLAY_CLAIM = 'play';

/**
 * The cache key auth sets when a block starts (a cool-off, a self-exclusion, an under-age date of
 * birth), for as long as access tokens issued before it live: those tokens do not carry the claim,
 * so the gateway reads this key too and the block applies at once, on every replica.
 */
export const playBlockKey = (userId: string): string => `auth:play-block:${userId}`;
