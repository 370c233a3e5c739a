// Sign-up (with user.registered through the outbox), email confirmation, password reset by mail,
// users and profiles.
import { randomUUID } from 'node:crypto';
import { makeEvent } from '@gary/contracts';
import { enqueue, forbidden, invalid, notFound, originOf, withTransaction, type Logger, type Pool, type PoolClient, type RateLimiter } from '@gary/platform';
import { createAccountsRepo } from './adapters/accounts-repo';
import { createEmailTokensRepo, type ConsumeResult } from './adapters/email-tokens-repo';
import { queueMail } from './adapters/mail-outbox';
import type { PasswordHasher } from './adapters/password-hasher';
import type { SessionRevocations } from './adapters/session-revocations';
import { createSessionsRepo } from './adapters/sessions-repo';
import { checkEmail, checkNewPassword, checkPasswordLength, checkProfilePatch, usernameOf } from './domain/credential-rules';
import { signEmailToken, verifyEmailToken, type EmailTokenPurpose } from './domain/email-token';
import { alreadyRegisteredMail, breakKeptMail, confirmationMail, resetMail } from './domain/mail-templates';
import { createRetainedBreaksRepo } from './adapters/retained-breaks-repo';
import { retentionKey } from './domain/retained-break';
import { isUnderAge, parseDateOfBirth, UNDER_AGE_MESSAGE } from './domain/play-rules';
import { checkRateLimit } from './domain/rate-limits';
import { limitedFailure, ruleFailure } from './errors';
import { userView, type UserView } from './user-view';

const CONFIRM_HOURS = 24;
const easternTime = (d: Date) => d.toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'medium', timeStyle: 'short' }) + ' ET';
const RESET_MINUTES = 60;

export function createAccountService(deps: {
  pool: Pool;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  now: () => Date;
  /** HMAC key of the links sent by mail. */
  emailSecret: string;
  /** Where links in mail point when the caller names no origin. */
  publicOrigin: string;
  /** Where ended sessions are published for the gateway. */
  revocations: SessionRevocations;
  logger?: Logger;
  /** HMAC key of retained_breaks: a deleted account's running break blocks sign-up with its address. */
  retentionSecret: string;
  /**
   * Runs work after the answer (a reset request's lookup and mail). The default starts it at once
   * without waiting; tests pass their own to see what is deferred.
   */
  defer?: (work: () => Promise<void>) => void;
}) {
  const { pool, now } = deps;
  const accounts = createAccountsRepo(pool);
  const pending = new Set<Promise<void>>();
  const defer =
    deps.defer ??
    ((work: () => Promise<void>) => {
      const p: Promise<void> = work()
        .catch((err: unknown) => deps.logger?.error({ err }, 'deferred account work failed'))
        .finally(() => pending.delete(p));
      pending.add(p);
    });


  async function mailLink(tx: PoolClient, userId: string, purpose: EmailTokenPurpose, ttlMs: number, origin: string): Promise<string> {
    const id = randomUUID();
    const expiresAt = new Date(now().getTime() + ttlMs);
    await createEmailTokensRepo(tx).insert({ id, userId, purpose, expiresAt, at: now() });
    const token = signEmailToken({ id, purpose, exp: Math.floor(expiresAt.getTime() / 1000) }, deps.emailSecret);
    return `${origin}/${purpose}?token=${encodeURIComponent(token)}`;
  }

  /** Signature and expiry first (no database), then the row's state. */
  async function checkLink(token: string, purpose: EmailTokenPurpose, consume: (id: string) => Promise<ConsumeResult>): Promise<string> {
    const v = verifyEmailToken(token, deps.emailSecret, purpose, Math.floor(now().getTime() / 1000));
    if (!v.ok) throw ruleFailure(v.error);
    const r = await consume(v.claims.id);
    if (r.ok) return r.userId;
    if (r.why === 'used') throw invalid('token_used', 'This link was already used. Ask for a new one if you need it.');
    if (r.why === 'expired') throw invalid('token_expired', 'This link has expired. Ask for a new one.');
    throw invalid('invalid_token', 'This link is invalid. Ask for a new one.');
  }

  async function getUser(userId: string): Promise<UserView> {
    const a = /^[0-9a-f-]{36}$/i.test(userId) ? await accounts.byId(userId) : null;
    if (!a) throw notFound('user_not_found', 'No such user.');
    return userView(a);
  }

  return {
    getUser,

    /**
     * Creates the account (plan free), queues the confirmation mail and user.registered in one
     * transaction. An email that already has an account gets the same answer and a mail instead,
     * so the page never says which emails are registered.
     */
    async signUp(req: { email: string; password: string; ip: string; origin: string; dateOfBirth: string }): Promise<{ user: UserView }> {
      const email = checkEmail(req.email);
      if (!email.ok) throw ruleFailure(email.error);
      // 21+ (ARCHITECTURE.md DECISIONS): checked before anything is stored or mailed.
      const dob = parseDateOfBirth(req.dateOfBirth, now());
      if (!dob.ok) throw invalid(dob.code, dob.message);
      if (isUnderAge(dob.value, now())) throw forbidden('under_age', UNDER_AGE_MESSAGE);
      const tooLong = checkPasswordLength(req.password);
      if (tooLong) throw ruleFailure(tooLong);
      const limited = await checkRateLimit(deps.limiter, 'signup', req.ip, email.value);
      if (limited) throw limitedFailure(limited);
      const strong = checkNewPassword(req.password, email.value);
      if (!strong.ok) throw ruleFailure(strong.error);
      const passwordHash = await deps.hasher.hash(req.password);
      const origin = originOf(req.origin, deps.publicOrigin);
      const at = now();
      const id = randomUUID();
      const username = usernameOf(email.value);
      await withTransaction(pool, async (tx) => {
        const repo = createAccountsRepo(tx);
        // A deleted account's cool-off or self-exclusion still runs on this address: no account
        // until it ends. The page answers as for any sign-up; the mail to the address says why.
        const kept = await createRetainedBreaksRepo(tx).running(retentionKey(email.value, deps.retentionSecret), at);
        if (kept) {
          await queueMail(tx, email.value, breakKeptMail(kept.kind, easternTime(kept.endsAt)), at);
          deps.logger?.info({ kind: kept.kind, endsAt: kept.endsAt.toISOString() }, 'sign-up refused: a deleted account left a break running on this address');
          return;
        }
        if (await repo.insertAccount({ id, email: email.value, passwordHash, username, at, dateOfBirth: dob.value })) {
          const link = await mailLink(tx, id, 'confirm', CONFIRM_HOURS * 3_600_000, origin);
          await queueMail(tx, email.value, confirmationMail(link, CONFIRM_HOURS), at);
          await enqueue(tx, [
            makeEvent('user.registered', { source: 'auth', key: id, data: { userId: id, email: email.value, username, registeredAt: at.toISOString() } }),
          ]);
          return;
        }
        const existing = await repo.byEmail(email.value, true);
        if (existing && !existing.email_confirmed_at) {
          const link = await mailLink(tx, existing.id, 'confirm', CONFIRM_HOURS * 3_600_000, origin);
          await queueMail(tx, email.value, confirmationMail(link, CONFIRM_HOURS), at);
        } else {
          await queueMail(tx, email.value, alreadyRegisteredMail(`${origin}/signin`), at);
        }
      });
      return {
        user: { id, email: email.value, username, avatarUrl: '', role: 'user', guest: false, emailConfirmed: false, createdAt: at.toISOString(), needsDateOfBirth: false },
      };
    },

    async confirm(req: { token: string }): Promise<UserView> {
      const userId = await withTransaction(pool, async (tx) => {
        const uid = await checkLink(req.token, 'confirm', (id) => createEmailTokensRepo(tx).consume(id, 'confirm', now()));
        await createAccountsRepo(tx).markConfirmed(uid, now());
        return uid;
      });
      return userView((await accounts.byId(userId))!);
    },

    /**
     * Always answers ok, and after the same work whether or not the email has an account: the
     * format check and the rate limits. Looking the account up and writing the link and its mail
     * happen after the answer, so neither the answer nor its timing says whether a mail went out.
     */
    async requestReset(req: { email: string; ip: string; origin: string }): Promise<void> {
      const email = checkEmail(req.email);
      if (!email.ok) throw ruleFailure(email.error);
      const limited = await checkRateLimit(deps.limiter, 'reset', req.ip, email.value);
      if (limited) throw limitedFailure(limited);
      const origin = originOf(req.origin, deps.publicOrigin);
      defer(async () => {
        const account = await accounts.byEmail(email.value);
        if (!account || account.guest) return;
        await withTransaction(pool, async (tx) => {
          await createEmailTokensRepo(tx).voidUnused(account.id, 'reset', now());
          const link = await mailLink(tx, account.id, 'reset', RESET_MINUTES * 60_000, origin);
          await queueMail(tx, email.value, resetMail(link, RESET_MINUTES), now());
        });
      });
    },

    /**
     * A new confirmation link for an account not yet confirmed (the old links stay good until they
     * expire). Answers like requestReset: the same, after the same work, whatever the email.
     */
    async resendConfirmation(req: { email: string; ip: string; origin: string }): Promise<void> {
      const email = checkEmail(req.email);
      if (!email.ok) throw ruleFailure(email.error);
      const limited = await checkRateLimit(deps.limiter, 'resend', req.ip, email.value);
      if (limited) throw limitedFailure(limited);
      const origin = originOf(req.origin, deps.publicOrigin);
      defer(async () => {
        const account = await accounts.byEmail(email.value);
        if (!account || account.guest || account.email_confirmed_at) return;
        await withTransaction(pool, async (tx) => {
          const link = await mailLink(tx, account.id, 'confirm', CONFIRM_HOURS * 3_600_000, origin);
          await queueMail(tx, email.value, confirmationMail(link, CONFIRM_HOURS), now());
        });
      });
    },

    /** Waits for deferred work (reset and confirmation mail) started so far; called when the service stops. */
    async drain(): Promise<void> {
      await Promise.all([...pending]);
    },

    /** Sets the new password, confirms the email (the link proved the inbox) and ends every session. */
    async confirmReset(req: { token: string; password: string }): Promise<void> {
      const tooLong = checkPasswordLength(req.password);
      if (tooLong) throw ruleFailure(tooLong);
      // Check the link and the new password before using the link up, so a weak password can be retried.
      const tokens = createEmailTokensRepo(pool);
      const userId = await checkLink(req.token, 'reset', (id) => tokens.peek(id, 'reset', now()));
      const account = await accounts.byId(userId);
      if (!account?.email) throw invalid('invalid_token', 'This link is invalid. Ask for a new one.');
      const strong = checkNewPassword(req.password, account.email);
      if (!strong.ok) throw ruleFailure(strong.error);
      const passwordHash = await deps.hasher.hash(req.password);
      const ended = await withTransaction(pool, async (tx) => {
        await checkLink(req.token, 'reset', (id) => createEmailTokensRepo(tx).consume(id, 'reset', now()));
        const repo = createAccountsRepo(tx);
        await repo.setPassword(userId, passwordHash, now());
        await repo.markConfirmed(userId, now());
        return createSessionsRepo(tx).revokeAllOf(userId, 'password_reset', now());
      });
      await deps.revocations.revoke(ended);
    },

    async updateProfile(userId: string, patch: { username?: string; avatarUrl?: string }): Promise<UserView> {
      const user = await getUser(userId);
      if (user.guest) throw forbidden('guest_profile', 'Sign in to edit your profile.');
      const checked = checkProfilePatch(patch);
      if (!checked.ok) throw ruleFailure(checked.error);
      const at = now();
      await withTransaction(pool, async (tx) => {
        await createAccountsRepo(tx).updateProfile(userId, checked.value, at);
        // The display name is public on the leaderboard, which decisions keeps: tell it, with the change.
        if (checked.value.username !== undefined) {
          await enqueue(tx, [makeEvent('user.profile-changed', { source: 'auth', key: userId, data: { userId, username: checked.value.username, changedAt: at.toISOString() } })]);
        }
      });
      return getUser(userId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
