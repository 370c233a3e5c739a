// Operator actions on accounts (never reachable from an endpoint): granting and revoking admin.
import { withTransaction, type Pool } from '@gary/platform';
import { createAccountsRepo } from '../adapters/accounts-repo';
import { createSessionsRepo } from '../adapters/sessions-repo';
import { checkEmail } from '../domain/credential-rules';

export type RoleChange = { ok: true; userId: string } | { ok: false; name: 'InvalidEmail' | 'NoSuchAccount'; message: string };

/**
 * Sets an account's role. A grant takes effect at the user's next sign-in or refresh; a revoke
 * also ends every session, so the admin role does not outlive the decision by a token lifetime.
 */
export async function setRole(pool: Pool, rawEmail: string, role: 'user' | 'admin', now: Date = new Date()): Promise<RoleChange> {
  const email = checkEmail(rawEmail);
  if (!email.ok) return { ok: false, name: 'InvalidEmail', message: email.error.message };
  return withTransaction(pool, async (tx) => {
    const userId = await createAccountsRepo(tx).setRoleByEmail(email.value, role);
    if (!userId) return { ok: false, name: 'NoSuchAccount', message: `No account has the email ${email.value}.` } as const;
    if (role === 'user') await createSessionsRepo(tx).revokeAllOf(userId, 'role_revoked', now);
    return { ok: true, userId } as const;
  });
}
