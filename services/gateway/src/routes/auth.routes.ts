// /api/auth/* and /api/me: sign-up, confirm, sign-in, refresh (httpOnly cookie), sign-out, reset,
// guest, sessions, the current user with their plan, and profile edits.
import fastifyCookie from '@fastify/cookie';
import type { ApiMe, ApiSessionUser, ApiSignUpResponse, ApiTokenResponse } from '@gary/contracts';
import type { authV1 } from '@gary/protos';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import { requireMember, requireUser } from '../plugins/caller.plugin';
import { parse } from '../validate';

export const REFRESH_COOKIE = 'gary_refresh';
/** Auth's device token (set at a successful sign-in): this browser's sign-in failures count apart from strangers'. */
export const DEVICE_COOKIE = 'gary_device';
const COOKIE_PATH = '/api/auth';
const DEVICE_COOKIE_SECONDS = 365 * 86_400;
/**
 * Set beside the refresh cookie when the user signed in without "remember me": both are session
 * cookies (no Max-Age or Expires), so closing the browser ends the session, and a refresh while the
 * marker is present keeps the new refresh cookie a session cookie too.
 */
export const SESSION_ONLY_COOKIE = 'gary_session_only';

// Generous bounds: auth answers the precise limits (254-character email, 128-character password).
const credentials = z.object({ email: z.string().max(1024), password: z.string().max(1024) });
// `remember` absent means remembered (30 days), as before the checkbox was sent.
const signInBody = credentials.extend({ remember: z.boolean().optional() });
// The date of birth is checked by auth (21+); absent, auth answers date_of_birth_required.
const signUpBody = credentials.extend({ dateOfBirth: z.string().max(32).optional() });
const tokenBody = z.object({ token: z.string().min(1).max(2048) });

/** The user as the browser sees it. */
export function apiUser(u: authV1.User__Output | null | undefined): ApiSessionUser {
  return {
    id: u?.id ?? '',
    email: u?.email ?? '',
    username: u?.username || (u?.guest ? 'Guest' : ''),
    avatarUrl: u?.avatarUrl || null,
    role: (u?.role ?? 'user') as 'user' | 'admin' | 'guest',
    guest: u?.guest ?? false,
    // Accounts made before sign-up asked for a date of birth: the web asks once (PUT /api/me/date-of-birth).
    // Sent only when true, so every other account's shape is as before.
    ...(u?.needsDateOfBirth ? { needsDateOfBirth: true as const } : {}),
  };
}

/**
 * Where links in mail (and Stripe's return pages) point: the configured PUBLIC_ORIGIN, always.
 * Never the request's Host header, which the caller chooses: a forged Host would send reset
 * links to the attacker's server. The embedded runner sets PUBLIC_ORIGIN to its own port.
 */
export function linkOrigin(_req: FastifyRequest, config: Config, _mode?: 'embedded' | 'distributed'): string {
  return new URL(config.PUBLIC_ORIGIN).origin;
}

export async function authRoutes(app: FastifyInstance, opts: { config: Config; mode: 'embedded' | 'distributed' }): Promise<void> {
  await app.register(fastifyCookie);
  const auth = () => app.services('auth');
  const cookieBase = { httpOnly: true, sameSite: 'strict' as const, path: COOKIE_PATH, secure: opts.config.COOKIE_SECURE };

  /** sessionOnly: a browser-session cookie (no Max-Age/Expires); otherwise it lives as long as the refresh token. */
  function setRefresh(reply: FastifyReply, s: authV1.Session__Output, sessionOnly = false): void {
    if (sessionOnly) {
      reply.setCookie(REFRESH_COOKIE, s.refreshToken, cookieBase);
      reply.setCookie(SESSION_ONLY_COOKIE, '1', cookieBase);
      return;
    }
    const expires = new Date(s.refreshExpiresAt);
    reply.setCookie(REFRESH_COOKIE, s.refreshToken, { ...cookieBase, expires: Number.isNaN(expires.getTime()) ? undefined : expires });
  }
  const clearRefresh = (reply: FastifyReply) => {
    reply.clearCookie(REFRESH_COOKIE, cookieBase);
    reply.clearCookie(SESSION_ONLY_COOKIE, cookieBase);
  };
  const tokenReply = (s: authV1.Session__Output): ApiTokenResponse => ({ accessToken: s.accessToken, expiresIn: s.expiresIn, user: apiUser(s.user) });

  app.post('/api/auth/signup', async (req, reply) => {
    const body = parse(signUpBody, req.body);
    const res = await auth().SignUp({ email: body.email, password: body.password, dateOfBirth: body.dateOfBirth ?? '', ip: req.ip, redirectOrigin: linkOrigin(req, opts.config, opts.mode) }, app.callOptions(req));
    const created: ApiSignUpResponse = { user: { id: res.user?.id ?? '', email: res.user?.email ?? '' }, confirmationRequired: res.confirmationRequired };
    return reply.status(201).send(created);
  });

  app.post('/api/auth/confirm', async (req) => {
    await auth().Confirm({ token: parse(tokenBody, req.body).token }, app.callOptions(req));
    return { ok: true };
  });

  app.post('/api/auth/signin', async (req, reply) => {
    const body = parse(signInBody, req.body);
    const s = await auth().SignIn(
      { email: body.email, password: body.password, ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), deviceToken: req.cookies[DEVICE_COOKIE] ?? '' },
      app.callOptions(req),
    );
    const sessionOnly = body.remember === false;
    setRefresh(reply, s, sessionOnly);
    if (!sessionOnly) reply.clearCookie(SESSION_ONLY_COOKIE, cookieBase);
    if (s.deviceToken) reply.setCookie(DEVICE_COOKIE, s.deviceToken, { ...cookieBase, path: '/api/auth/signin', maxAge: DEVICE_COOKIE_SECONDS });
    return tokenReply(s);
  });

  app.post('/api/auth/refresh', async (req, reply) => {
    const token = req.cookies[REFRESH_COOKIE];
    // No cookie: a signed-out visitor's page load, not a failure (a 401 here is logged by every
    // browser on every signed-out load). 204 and no token; the page stays signed out.
    if (!token) return reply.code(204).send();
    try {
      const s = await auth().Refresh({ refreshToken: token, ip: req.ip }, app.callOptions(req));
      setRefresh(reply, s, req.cookies[SESSION_ONLY_COOKIE] === '1');
      return tokenReply(s);
    } catch (err) {
      clearRefresh(reply);
      throw err;
    }
  });

  app.post('/api/auth/signout', async (req, reply) => {
    await auth().SignOut({ refreshToken: req.cookies[REFRESH_COOKIE] ?? '', sessionId: req.caller?.sessionId ?? '' }, app.callOptions(req));
    clearRefresh(reply);
    return { ok: true };
  });

  app.post('/api/auth/reset', async (req) => {
    const { email } = parse(z.object({ email: z.string().max(1024) }), req.body);
    await auth().RequestReset({ email, ip: req.ip, redirectOrigin: linkOrigin(req, opts.config, opts.mode) }, app.callOptions(req));
    return { ok: true };
  });

  app.post('/api/auth/confirm/resend', async (req) => {
    const { email } = parse(z.object({ email: z.string().max(1024) }), req.body);
    await auth().ResendConfirmation({ email, ip: req.ip, redirectOrigin: linkOrigin(req, opts.config, opts.mode) }, app.callOptions(req));
    return { ok: true };
  });

  app.post('/api/auth/reset/confirm', async (req) => {
    const body = parse(z.object({ token: z.string().min(1).max(2048), password: z.string().max(1024) }), req.body);
    await auth().ConfirmReset(body, app.callOptions(req));
    return { ok: true };
  });

  app.post('/api/auth/guest', async (req, reply) => {
    const s = await auth().Guest({ ip: req.ip }, app.callOptions(req));
    setRefresh(reply, s);
    return tokenReply(s);
  });

  app.get('/api/auth/sessions', { preHandler: requireMember() }, async (req) => {
    const caller = req.caller!;
    const { sessions } = await auth().ListSessions({ userId: caller.userId, currentSessionId: caller.sessionId ?? '' }, app.callOptions(req));
    return { sessions };
  });

  app.delete('/api/auth/sessions/:id', { preHandler: requireMember() }, async (req) => {
    const { id } = parse(z.object({ id: z.string().uuid() }), req.params);
    await auth().RevokeSession({ userId: req.caller!.userId, sessionId: id }, app.callOptions(req));
    return { ok: true };
  });

  app.get('/api/me', { preHandler: requireUser }, async (req): Promise<ApiMe> => {
    const caller = req.caller!;
    const [user, entitlement] = await Promise.all([auth().GetUser({ userId: caller.userId }, app.callOptions(req)), app.plans.entitlementOf(caller)]);
    return {
      user: apiUser(user),
      plan: entitlement.plan,
      subscription: { status: entitlement.status, currentPeriodEnd: entitlement.currentPeriodEnd, cancelAtPeriodEnd: entitlement.cancelAtPeriodEnd },
    };
  });

  app.put('/api/me/profile', { preHandler: requireMember('Sign in to edit your profile.') }, async (req) => {
    const body = parse(z.object({ username: z.string().max(200).optional(), avatarUrl: z.string().max(4096).nullable().optional() }).strict(), req.body ?? {});
    const user = await auth().UpdateProfile(
      { userId: req.caller!.userId, username: body.username, avatarUrl: body.avatarUrl === null ? '' : body.avatarUrl },
      app.callOptions(req),
    );
    return { user: apiUser(user) };
  });
}
