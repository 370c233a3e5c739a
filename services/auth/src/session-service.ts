// Sign-in, refresh (rotating, with reuse detection), sign-out, guest sessions and the session list.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PlayBlockClaim } from '@gary/contracts';
import { forbidden, notFound, withTransaction, type Pool, type RateLimiter } from '@gary/platform';
import type { AccessTokenSigner } from './adapters/access-token';
import { createAccountsRepo, type AccountRow } from './adapters/accounts-repo';
import type { PasswordHasher } from './adapters/password-hasher';
import type { SessionRevocations } from './adapters/session-revocations';
import { createSessionsRepo } from './adapters/sessions-repo';
import { checkEmail, checkPasswordLength } from './domain/credential-rules';
import { issueDeviceToken, verifyDeviceToken } from './domain/device-token';
import { accountKey, checkRateLimit, deviceKey } from './domain/rate-limits';
import { limitedFailure, ruleFailure, sessionEnded, signInFailed } from './errors';
import { userView, type UserView } from './user-view';

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresAt: string;
  user: UserView;
  sessionId: string;
  /** Sign-in only: this device's proof that it signed in to the account (see domain/device-token). */
  deviceToken?: string;
}

export interface SessionInfoView {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  userAgent: string;
  ip: string;
  current: boolean;
}

const MAX_REFRESH_TOKEN = 200;
export const hashToken = (t: string) => createHash('sha256').update(t).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

/** How long a just-rotated refresh token is still accepted (concurrent refreshes). */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export function createSessionService(deps: {
  pool: Pool;
  hasher: PasswordHasher;
  sign: AccessTokenSigner;
  limiter: RateLimiter;
  now: () => Date;
  refreshTtlDays: number;
  /** Where ended sessions are published for the gateway (their access tokens stop working at once). */
  revocations: SessionRevocations;
  /** HMAC key of device tokens. */
  deviceSecret: string;
  /** The responsible-play block each access token carries (play-service.ts). */
  playClaim?: (userId: string, dateOfBirth: string | null) => Promise<PlayBlockClaim | null>;
}) {
  const { pool, now } = deps;
  const accounts = createAccountsRepo(pool);
  const refreshExpiry = () => new Date(now().getTime() + deps.refreshTtlDays * 86_400_000);

  async function issue(account: AccountRow, sessionId: string, refreshToken: string, expiresAt: Date): Promise<IssuedSession> {
    const user = userView(account);
    const play = !account.guest && deps.playClaim ? await deps.playClaim(account.id, account.date_of_birth) : null;
    const access = await deps.sign({ userId: user.id, role: user.role, sessionId, email: account.email ?? undefined, play });
    return {
      accessToken: access.token,
      expiresIn: access.expiresIn,
      refreshToken,
      refreshExpiresAt: expiresAt.toISOString(),
      user,
      sessionId,
    };
  }

  async function open(account: AccountRow, ip: string, userAgent: string): Promise<IssuedSession> {
    const id = randomUUID();
    const token = newRefreshToken();
    const expiresAt = refreshExpiry();
    await createSessionsRepo(pool).create({ id, userId: account.id, tokenHash: hashToken(token), expiresAt, userAgent, ip, at: now() });
    return issue(account, id, token, expiresAt);
  }

  return {
    async signIn(req: { email: string; password: string; ip: string; userAgent: string; deviceToken?: string }): Promise<IssuedSession> {
      const tooLong = checkPasswordLength(req.password);
      if (tooLong) throw ruleFailure(tooLong);
      const email = checkEmail(req.email);
      if (!email.ok) throw ruleFailure(email.error);
      const account = await accounts.byEmail(email.value);
      // A device that signed in to this very account before has its own count: strangers' failures
      // lock the account for everyone else, not for its owner's browser.
      const deviceId = account && !account.guest ? verifyDeviceToken(deps.deviceSecret, account.id, req.deviceToken) : null;
      const limited = await checkRateLimit(deps.limiter, 'signin', req.ip, email.value, deviceId);
      if (limited) throw limitedFailure(limited);
      const ok = await deps.hasher.verify(account && !account.guest ? account.password_hash : null, req.password);
      if (!ok || !account) throw signInFailed();
      // Past this point the caller knows the password, so the precise reason leaks nothing.
      if (!account.email_confirmed_at) throw forbidden('email_not_confirmed', 'Confirm your email to sign in: check your inbox for the link.');
      await Promise.all([deps.limiter.reset(accountKey('signin', email.value)), deviceId ? deps.limiter.reset(deviceKey(deviceId)) : null]);
      const session = await open(account, req.ip, req.userAgent);
      return { ...session, deviceToken: issueDeviceToken(deps.deviceSecret, account.id, deviceId ?? undefined) };
    },

    async refresh(req: { refreshToken: string; ip: string }): Promise<IssuedSession> {
      if (!req.refreshToken || req.refreshToken.length > MAX_REFRESH_TOKEN) throw sessionEnded();
      const oldHash = hashToken(req.refreshToken);
      const at = now();
      const outcome = await withTransaction(pool, async (tx) => {
        const sessions = createSessionsRepo(tx);
        const row = await sessions.refreshForUpdate(oldHash);
        if (!row || row.revoked_at) return { kind: 'ended' as const };
        // A rotated token back within seconds is two tabs refreshing at once, or an answer lost on
        // the way: the session gets another fresh token. Later, someone holds a copy: the whole
        // family ends, theirs and ours. The window counts from the first rotation, so replays
        // cannot stretch it.
        if (row.rotated_at && at.getTime() - row.rotated_at.getTime() > REFRESH_REUSE_GRACE_MS) {
          await sessions.revoke(row.session_id, 'refresh_token_reused', at);
          return { kind: 'reused' as const, sessionId: row.session_id };
        }
        if (row.expires_at <= at || row.session_expires_at <= at) return { kind: 'ended' as const };
        const token = newRefreshToken();
        const expiresAt = refreshExpiry();
        await sessions.rotate({ oldHash, newHash: hashToken(token), sessionId: row.session_id, expiresAt, ip: req.ip, at });
        return { kind: 'rotated' as const, token, expiresAt, sessionId: row.session_id, userId: row.user_id };
      });
      if (outcome.kind === 'reused') {
        await deps.revocations.revoke([outcome.sessionId]);
        throw sessionEnded('refresh_token_reused');
      }
      if (outcome.kind === 'ended') throw sessionEnded();
      const account = await accounts.byId(outcome.userId);
      if (!account) throw sessionEnded();
      return issue(account, outcome.sessionId, outcome.token, outcome.expiresAt);
    },

    /** Revokes the session named by the refresh token and/or by id (the latter only for its owner). */
    async signOut(req: { refreshToken: string; sessionId: string; userId?: string }): Promise<void> {
      const sessions = createSessionsRepo(pool);
      const ended: string[] = [];
      if (req.refreshToken && req.refreshToken.length <= MAX_REFRESH_TOKEN) {
        const sid = await sessions.sessionIdOfToken(hashToken(req.refreshToken));
        if (sid) {
          await sessions.revoke(sid, 'signed_out', now());
          ended.push(sid);
        }
      }
      // Only the caller's own session: a made-up or someone else's id ends (and publishes) nothing.
      if (req.sessionId && req.userId && /^[0-9a-f-]{36}$/i.test(req.sessionId) && (await sessions.revoke(req.sessionId, 'signed_out', now(), req.userId))) {
        ended.push(req.sessionId);
      }
      if (ended.length) await deps.revocations.revoke(ended);
    },

    async guest(req: { ip: string; userAgent?: string }): Promise<IssuedSession> {
      const limited = await checkRateLimit(deps.limiter, 'guest', req.ip);
      if (limited) throw limitedFailure(limited);
      const id = randomUUID();
      await withTransaction(pool, (tx) => createAccountsRepo(tx).insertGuest(id, now()));
      const account = await accounts.byId(id);
      return open(account!, req.ip, req.userAgent ?? '');
    },

    async list(userId: string, currentSessionId: string): Promise<SessionInfoView[]> {
      const rows = await createSessionsRepo(pool).listActive(userId, now());
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.created_at.toISOString(),
        lastUsedAt: r.last_used_at.toISOString(),
        userAgent: r.user_agent,
        ip: r.ip,
        current: r.id === currentSessionId,
      }));
    },

    async revoke(userId: string, sessionId: string): Promise<void> {
      const ok = /^[0-9a-f-]{36}$/i.test(sessionId) && (await createSessionsRepo(pool).revoke(sessionId, 'revoked_by_user', now(), userId));
      if (!ok) throw notFound('session_not_found', 'No such session.');
      await deps.revocations.revoke([sessionId]);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
