// The dev mailbox (no SMTP server configured): mail that would have been sent, shown only to its
// addressee or an admin. Reset links in it are as good as the account, so "anyone who asks" is
// never a reader. A viewer is one of:
// - an admin (the forwarded caller's role, or the password of an admin account): every address;
// - a signed-in account (the forwarded caller): mail to its own email;
// - whoever gives an address and that account's password, confirmed or not: mail to that address.
//   This is how a newcomer reads their confirmation mail before they can sign in; knowing the
//   password is what signing in would prove. Attempts count like sign-ins (per IP and per address)
//   and an unknown address costs the same hash as a wrong password.
// Someone who forgot their password and is not signed in cannot read their reset mail here: the
// operator reads it as an admin (`npm run -w @gary/auth admin:grant`).
import { unauthenticated, type Pool, type RateLimiter } from '@gary/platform';
import { createAccountsRepo } from './adapters/accounts-repo';
import { listMail, type MailRow } from './adapters/mail-outbox';
import type { PasswordHasher } from './adapters/password-hasher';
import { checkEmail, checkPasswordLength } from './domain/credential-rules';
import { accountKey, checkRateLimit } from './domain/rate-limits';
import { limitedFailure, ruleFailure } from './errors';

export interface MailboxViewer {
  userId?: string;
  role?: string;
}

const denied = () => unauthenticated('mailbox_denied', 'Wrong email or password.');
const signInFirst = () => unauthenticated('unauthenticated', 'Sign in, or give the address and its password, to read its mail.');

export function createMailboxService(deps: { pool: Pool; hasher: PasswordHasher; limiter: RateLimiter }) {
  const accounts = createAccountsRepo(deps.pool);
  const normalise = (to: string) => (to ? to.trim().toLowerCase() : undefined);
  const byId = (id: string) => (/^[0-9a-f-]{36}$/i.test(id) ? accounts.byId(id) : Promise.resolve(null));
  const isAdmin = async (id: string) => (await byId(id))?.role === 'admin';

  return {
    async list(req: { to: string; limit: number; password: string; ip: string }, viewer: MailboxViewer): Promise<MailRow[]> {
      const limit = req.limit > 0 ? Math.min(req.limit, 100) : 50;
      // The forwarded role is checked against the account too: a role taken away ends there at once.
      if (viewer.role === 'admin' && viewer.userId && (await isAdmin(viewer.userId))) return listMail(deps.pool, { to: normalise(req.to), limit });
      if (req.password) {
        const tooLong = checkPasswordLength(req.password);
        if (tooLong) throw ruleFailure(tooLong);
        const email = checkEmail(req.to);
        if (!email.ok) throw ruleFailure(email.error);
        const limited = await checkRateLimit(deps.limiter, 'mailbox', req.ip, email.value);
        if (limited) throw limitedFailure(limited);
        const account = await accounts.byEmail(email.value);
        const ok = await deps.hasher.verify(account && !account.guest ? account.password_hash : null, req.password);
        if (!ok || !account?.email) throw denied();
        await deps.limiter.reset(accountKey('mailbox', email.value));
        return listMail(deps.pool, { to: account.role === 'admin' ? undefined : account.email, limit });
      }
      if (viewer.userId && viewer.role !== 'guest') {
        const account = await byId(viewer.userId);
        if (!account?.email) throw signInFirst();
        const to = normalise(req.to);
        // Another address's mail is not the caller's to read: an empty mailbox, not an error that says whether it has any.
        if (to && to !== account.email) return [];
        return listMail(deps.pool, { to: account.email, limit });
      }
      throw signInFirst();
    },
  };
}

export type MailboxService = ReturnType<typeof createMailboxService>;
