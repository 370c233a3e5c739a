// A member's data in their own hands, auth's part: the export of everything auth holds about the
// account, and the account's deletion.
//
// Deletion takes the account and its personal data (the users row and, by cascade, credentials,
// profile, sessions and refresh tokens, email links, breaks, alert settings, push subscriptions,
// alert deliveries; and the mail to the address) in one transaction with `user.deleted` (decisions
// drops the member's rows and leaderboard entries, billing forgets the address). A cool-off or
// self-exclusion still running is kept past the account as the keyed hash of its address and its end
// (retained_breaks; domain/retained-break.ts), which sign-up checks until the end.
import { makeEvent } from '@gary/contracts';
import { enqueue, forbidden, notFound, unauthenticated, withTransaction, type Logger, type Pool, type RateLimiter } from '@gary/platform';
import { createAccountsRepo } from './adapters/accounts-repo';
import type { PasswordHasher } from './adapters/password-hasher';
import { createPlayRepo } from './adapters/play-repo';
import { createRetainedBreaksRepo } from './adapters/retained-breaks-repo';
import type { SessionRevocations } from './adapters/session-revocations';
import type { AlertService } from './alerts/alert-service';
import { checkRateLimit } from './domain/rate-limits';
import { retentionKey } from './domain/retained-break';
import { limitedFailure } from './errors';

const UUID = /^[0-9a-f-]{36}$/i;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function createMemberDataService(deps: {
  pool: Pool;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  now: () => Date;
  revocations: SessionRevocations;
  alerts: AlertService;
  /** HMAC key of retained_breaks.email_key. */
  retentionSecret: string;
  logger?: Logger;
}) {
  const { pool, now } = deps;
  const accounts = createAccountsRepo(pool);

  async function memberOf(userId: string) {
    const account = UUID.test(userId) ? await accounts.byId(userId) : null;
    if (!account) throw notFound('user_not_found', 'No such user.');
    if (account.guest || !account.email) throw forbidden('guest_account', 'A guest session keeps nothing to export or delete. Sign in to your account.');
    return account;
  }

  return {
    /** Everything auth holds about the member, as one JSON document (no secret: no hash, no token). */
    async exportAccount(userId: string): Promise<string> {
      const a = await memberOf(userId);
      const [breaks, sessions, pushes, mail, alerts] = await Promise.all([
        pool.query('SELECT kind, period, starts_at, ends_at, closed_at, end_reason FROM play_breaks WHERE user_id = $1 ORDER BY starts_at', [userId]),
        pool.query('SELECT created_at, last_used_at, expires_at, user_agent, ip, revoked_at, revoked_reason FROM sessions WHERE user_id = $1 ORDER BY created_at', [userId]),
        pool.query('SELECT endpoint, created_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at', [userId]),
        pool.query('SELECT subject, created_at, sent_at FROM mail WHERE recipient = $1 ORDER BY created_at', [a.email]),
        deps.alerts.get(userId),
      ]);
      const doc = {
        account: {
          id: a.id,
          email: a.email,
          username: a.username,
          avatarUrl: a.avatar_url,
          role: a.role,
          plan: a.plan,
          dateOfBirth: a.date_of_birth,
          emailConfirmedAt: iso(a.email_confirmed_at),
          createdAt: iso(a.created_at),
        },
        breaks: breaks.rows.map((b) => ({ kind: b.kind, period: b.period, startedAt: iso(b.starts_at), endsAt: iso(b.ends_at), endedAt: iso(b.closed_at), endReason: b.end_reason })),
        sessions: sessions.rows.map((s) => ({
          createdAt: iso(s.created_at),
          lastUsedAt: iso(s.last_used_at),
          expiresAt: iso(s.expires_at),
          userAgent: s.user_agent,
          ip: s.ip,
          endedAt: iso(s.revoked_at),
          endReason: s.revoked_reason,
        })),
        alertSettings: { timeZone: alerts.timeZone, quietStart: alerts.quietStart, quietEnd: alerts.quietEnd, prefs: alerts.prefs },
        // The endpoint is the browser vendor's push address for this member; its keys stay here.
        pushSubscriptions: pushes.rows.map((p) => ({ endpoint: p.endpoint, createdAt: iso(p.created_at) })),
        mail: mail.rows.map((m) => ({ subject: m.subject, queuedAt: iso(m.created_at), sentAt: iso(m.sent_at) })),
      };
      return JSON.stringify(doc);
    },

    /** Deletes the account once the member's password confirms it; a running break outlives it. */
    async deleteAccount(userId: string, password: string, ip: string): Promise<{ deletedAt: Date; breakKeptUntil: Date | null }> {
      const a = await memberOf(userId);
      const limited = await checkRateLimit(deps.limiter, 'delete', ip, a.email!);
      if (limited) throw limitedFailure(limited);
      if (!password || password.length > 128 || !(await deps.hasher.verify(a.password_hash, password))) {
        throw unauthenticated('wrong_password', 'That password is not right. Deleting your account needs your password.');
      }
      const at = now();
      const { sessions, kept } = await withTransaction(pool, async (tx) => {
        const play = createPlayRepo(tx);
        if (!(await play.lockUser(userId))) throw notFound('user_not_found', 'No such user.');
        const open = await play.open(userId, true);
        // Kept while its time runs: a self-exclusion past its end awaits only the member's word, which deleting gives.
        const kept = open && open.ends_at.getTime() > at.getTime() ? open : null;
        const retained = createRetainedBreaksRepo(tx);
        if (kept) await retained.keep(retentionKey(a.email!, deps.retentionSecret), { kind: kept.kind, endsAt: kept.ends_at }, at);
        await retained.dropEnded(at);
        const { rows } = await tx.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
        await tx.query('DELETE FROM mail WHERE recipient = $1', [a.email]);
        await tx.query('DELETE FROM users WHERE id = $1', [userId]);
        await enqueue(tx, [makeEvent('user.deleted', { source: 'auth', key: userId, data: { userId, deletedAt: at.toISOString() } })]);
        return { sessions: rows.map((r) => r.id), kept };
      });
      // Tokens already issued stop at the gateway at once (the account is gone, so refresh fails anyway).
      await deps.revocations.revoke(sessions);
      deps.logger?.info({ userId, sessions: sessions.length, breakKept: kept ? { kind: kept.kind, endsAt: kept.ends_at.toISOString() } : null }, 'account deleted by its member');
      return { deletedAt: at, breakKeptUntil: kept?.ends_at ?? null };
    },
  };
}

export type MemberDataService = ReturnType<typeof createMemberDataService>;
