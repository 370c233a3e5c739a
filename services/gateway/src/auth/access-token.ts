// Verifies access tokens against auth's published keys (JWKS, fetched over gRPC GetJwks), with jose.
// The key set is cached and fetched again when a token names a kid it does not hold (a rotation),
// at most once per few seconds so forged kids cannot hammer auth. Only ES256 is accepted: alg
// none, HS256 with the public key and friends are refused, and so are tokens without exp.
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@gary/contracts';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet, type JWK } from 'jose';
import { peerClients, singleFlight, type PeerAddresses } from '@gary/platform';
import type { Caller, VerifyAccessToken } from '../plugins/caller.plugin';
import { playClaimOf } from '../plugins/play-guard.plugin';

export { TOKEN_AUDIENCE, TOKEN_ISSUER };

const MAX_TOKEN_LENGTH = 4096;
const ROLES = new Set(['user', 'admin', 'guest']);

export interface VerifierOptions {
  /** Where the keys come from; auth's GetJwks by default. */
  fetchJwks?: () => Promise<JWK[]>;
  /** How long a fetched key set is used before it is fetched again. */
  cacheMs?: number;
  /** The least time between two fetches forced by an unknown kid. */
  minRefetchMs?: number;
  now?: () => Date;
}

export function createAccessTokenVerifier(peers: PeerAddresses, opts: VerifierOptions = {}): VerifyAccessToken {
  const now = opts.now ?? (() => new Date());
  const cacheMs = opts.cacheMs ?? 5 * 60_000;
  const minRefetchMs = opts.minRefetchMs ?? 5_000;
  // One channel to auth, made on the first fetch and kept for every refetch.
  const peer = peerClients(peers);
  const fetchJwks =
    opts.fetchJwks ??
    (async () => {
      const { keys } = await peer('auth', 3_000).GetJwks({});
      return keys.map((k) => ({ kty: k.kty, kid: k.kid, alg: k.alg, use: k.use, crv: k.crv, x: k.x, y: k.y }));
    });
  const flight = singleFlight<{ kids: Set<string>; set: ReturnType<typeof createLocalJWKSet>; at: number }>();
  let current: { kids: Set<string>; set: ReturnType<typeof createLocalJWKSet>; at: number } | null = null;

  async function keySet(needKid: string) {
    const t = Date.now();
    const stale = !current || t - current.at > cacheMs;
    const missing = current && !current.kids.has(needKid) && t - current.at > minRefetchMs;
    if (stale || missing) {
      current = await flight('jwks', async () => {
        const keys = await fetchJwks();
        const jwks: JSONWebKeySet = { keys: keys.filter((k) => k.kty === 'EC' && k.alg === 'ES256') };
        return { kids: new Set(jwks.keys.map((k) => String(k.kid))), set: createLocalJWKSet(jwks), at: Date.now() };
      });
    }
    return current!;
  }

  return async function verify(token: string): Promise<Caller | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    try {
      const header = decodeProtectedHeader(token);
      if (header.alg !== 'ES256' || typeof header.kid !== 'string') return null;
      const keys = await keySet(header.kid);
      if (!keys.kids.has(header.kid)) return null;
      const { payload } = await jwtVerify(token, keys.set, {
        algorithms: ['ES256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: now(),
      });
      const role = String(payload['role']);
      if (!payload.sub || !ROLES.has(role)) return null;
      const play = playClaimOf(payload);
      return {
        userId: payload.sub,
        role: role as Caller['role'],
        guest: role === 'guest',
        email: typeof payload['email'] === 'string' ? payload['email'] : undefined,
        sessionId: typeof payload['sid'] === 'string' ? payload['sid'] : undefined,
        ...(play ? { play } : {}),
      };
    } catch {
      // Malformed, forged, expired or unverifiable: no caller. Routes that need one answer 401.
      return null;
    }
  };
}
