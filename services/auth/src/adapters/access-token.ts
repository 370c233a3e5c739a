// Short-lived access JWTs (ES256, kid in the header) for the gateway to verify against the JWKS.
import { PLAY_CLAIM, TOKEN_AUDIENCE, TOKEN_ISSUER, type PlayBlockClaim } from '@gary/contracts';
import { SignJWT } from 'jose';
import type { KeyRing } from './key-ring';

export { TOKEN_AUDIENCE, TOKEN_ISSUER };

export interface AccessClaims {
  userId: string;
  role: 'user' | 'admin' | 'guest';
  sessionId: string;
  email?: string;
  /** Responsible play: the account's cool-off, self-exclusion or under-age block, if any. */
  play?: PlayBlockClaim | null;
}

export function createAccessTokenSigner(opts: { keys: KeyRing; ttlSeconds: number; now: () => Date }) {
  return async function sign(c: AccessClaims): Promise<{ token: string; expiresIn: number }> {
    const { kid, key } = await opts.keys.signer();
    const iat = Math.floor(opts.now().getTime() / 1000);
    const token = await new SignJWT({ role: c.role, sid: c.sessionId, ...(c.email ? { email: c.email } : {}), ...(c.play ? { [PLAY_CLAIM]: c.play } : {}) })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setSubject(c.userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + opts.ttlSeconds)
      .sign(key);
    return { token, expiresIn: opts.ttlSeconds };
  };
}

export type AccessTokenSigner = ReturnType<typeof createAccessTokenSigner>;
