// Who is calling: the access token (Authorization: Bearer; ?access_token= only on the server-sent
// events stream, because EventSource cannot set headers, and a token in a URL ends up in logs and
// history anywhere else) verified by the injected verifier, as request.caller. Route guards
// (requireUser, requireMember, requireAdmin) are preHandlers built on it. Roles come only from
// the verified token, never from the browser.
import type { PlayBlockClaim } from '@gary/contracts';
import { forbidden, unauthenticated, unavailable } from '@gary/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface Caller {
  userId: string;
  role: 'user' | 'admin' | 'guest';
  guest: boolean;
  email?: string;
  sessionId?: string;
  /** The token's responsible-play claim (cool-off, self-exclusion, under age, no date of birth); see play-guard.plugin.ts. */
  play?: PlayBlockClaim | null;
}

export type VerifyAccessToken = (token: string) => Promise<Caller | null>;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The routes that take ?access_token= (EventSource streams). */
export const QUERY_TOKEN_ROUTES: readonly string[] = ['/api/stats/stream'];

function tokenOf(req: FastifyRequest, queryRoutes: ReadonlySet<string>): string | null {
  const h = req.headers.authorization;
  if (typeof h === 'string' && h.startsWith('Bearer ')) return h.slice(7).trim() || null;
  if (!queryRoutes.has(req.routeOptions.url ?? '')) return null;
  const q = (req.query as Record<string, unknown> | undefined)?.['access_token'];
  return typeof q === 'string' && q.length > 0 ? q : null;
}

export interface CallerOptions {
  verify: VerifyAccessToken;
  /**
   * Whether auth has ended the session (sign-out, refresh-token reuse, password reset, revoked):
   * a lookup in the shared cache, never a call to auth. Without it, tokens live until they expire.
   */
  isSessionRevoked?: (sessionId: string) => Promise<boolean>;
  queryTokenRoutes?: readonly string[];
  /**
   * Called with each verified caller before the ended-session lookup is awaited: lookups of the
   * caller's own (the play-block key) start here, so they share that lookup's round trip to the
   * cache instead of following it. What they find counts only if the session has not ended.
   */
  onVerified?: (req: FastifyRequest, caller: Caller) => void;
}

export const callerPlugin = fp(async (app: FastifyInstance, opts: CallerOptions) => {
  const queryRoutes = new Set(opts.queryTokenRoutes ?? QUERY_TOKEN_ROUTES);
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (req) => {
    const token = tokenOf(req, queryRoutes);
    if (!token) return;
    // An invalid or expired token is treated as no caller; routes that need one answer 401.
    const caller = await opts.verify(token).catch(() => null);
    if (caller) opts.onVerified?.(req, caller);
    if (caller && opts.isSessionRevoked) {
      // Fails closed: when the revocation list cannot be read, the request fails (503), it is not let through.
      const revoked = await opts.isSessionRevoked(caller.sessionId ?? '').catch((err: unknown) => {
        req.log.error({ err }, 'revoked-session lookup failed');
        throw unavailable('unavailable', 'Sign-in is briefly unavailable. Please try again.');
      });
      if (revoked) return;
    }
    req.caller = caller;
  });
});

/** Any verified caller, guests included. */
export async function requireUser(req: FastifyRequest): Promise<void> {
  if (!req.caller) throw unauthenticated('unauthenticated', 'Sign in to continue.');
}

/** A signed-in account (not a guest session). */
export function requireMember(message = 'Sign in to continue.') {
  return async (req: FastifyRequest): Promise<void> => {
    if (!req.caller || req.caller.guest) throw unauthenticated('unauthenticated', message);
  };
}

export async function requireAdmin(req: FastifyRequest): Promise<void> {
  if (!req.caller) throw unauthenticated('unauthenticated', 'Sign in to continue.');
  if (req.caller.role !== 'admin') throw forbidden('forbidden', 'This needs the admin role.');
}
