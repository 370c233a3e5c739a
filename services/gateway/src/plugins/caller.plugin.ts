// Who is calling: the access token (Authorization: Bearer, or ?access_token= for EventSource,
// which cannot set headers) verified by the injected verifier, as request.caller. Route guards
// (requireUser, requireMember, requireAdmin) are preHandlers built on it. Roles come only from
// the verified token, never from the browser.
import { unauthenticated, forbidden } from '@gary/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface Caller {
  userId: string;
  role: 'user' | 'admin' | 'guest';
  guest: boolean;
  email?: string;
  sessionId?: string;
}

export type VerifyAccessToken = (token: string) => Promise<Caller | null>;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

function tokenOf(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (typeof h === 'string' && h.startsWith('Bearer ')) return h.slice(7).trim() || null;
  const q = (req.query as Record<string, unknown> | undefined)?.['access_token'];
  return typeof q === 'string' && q.length > 0 ? q : null;
}

export const callerPlugin = fp(async (app: FastifyInstance, opts: { verify: VerifyAccessToken }) => {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (req) => {
    const token = tokenOf(req);
    if (!token) return;
    // An invalid or expired token is treated as no caller; routes that need one answer 401.
    req.caller = await opts.verify(token).catch(() => null);
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
