// Postgres repository of users, credentials and profiles (auth schema).
import type { Queryable } from '@gary/platform';

export interface AccountRow {
  id: string;
  email: string | null;
  guest: boolean;
  role: 'user' | 'admin';
  plan: 'free' | 'pro';
  email_confirmed_at: Date | null;
  created_at: Date;
  username: string | null;
  avatar_url: string | null;
  password_hash: string | null;
  /** YYYY-MM-DD; null for guests and for accounts made before sign-up asked for it. */
  date_of_birth: string | null;
}

const SELECT = `SELECT u.id, u.email, u.guest, u.role, u.plan, u.email_confirmed_at, u.created_at,
  p.username, p.avatar_url, c.password_hash, to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth
  FROM users u LEFT JOIN profiles p ON p.user_id = u.id LEFT JOIN credentials c ON c.user_id = u.id`;

export function createAccountsRepo(db: Queryable) {
  return {
    async byEmail(email: string, forUpdate = false): Promise<AccountRow | null> {
      const { rows } = await db.query<AccountRow>(`${SELECT} WHERE u.email = $1${forUpdate ? ' FOR UPDATE OF u' : ''}`, [email]);
      return rows[0] ?? null;
    },
    async byId(id: string): Promise<AccountRow | null> {
      const { rows } = await db.query<AccountRow>(`${SELECT} WHERE u.id = $1`, [id]);
      return rows[0] ?? null;
    },
    /** Inserts an account; returns false when the email is taken (the unique constraint decides). */
    async insertAccount(a: { id: string; email: string; passwordHash: string; username: string; at: Date; dateOfBirth: string }): Promise<boolean> {
      const ins = await db.query(
        'INSERT INTO users (id, email, created_at, date_of_birth) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING',
        [a.id, a.email, a.at, a.dateOfBirth],
      );
      if (ins.rowCount === 0) return false;
      await db.query('INSERT INTO credentials (user_id, password_hash, updated_at) VALUES ($1, $2, $3)', [a.id, a.passwordHash, a.at]);
      await db.query('INSERT INTO profiles (user_id, username, updated_at) VALUES ($1, $2, $3)', [a.id, a.username, a.at]);
      return true;
    },
    async insertGuest(id: string, at: Date): Promise<void> {
      await db.query('INSERT INTO users (id, guest, created_at) VALUES ($1, true, $2)', [id, at]);
      await db.query(`INSERT INTO profiles (user_id, username, updated_at) VALUES ($1, 'Guest', $2)`, [id, at]);
    },
    async markConfirmed(id: string, at: Date): Promise<void> {
      await db.query('UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, $2) WHERE id = $1', [id, at]);
    },
    async setPassword(id: string, passwordHash: string, at: Date): Promise<void> {
      await db.query('UPDATE credentials SET password_hash = $2, updated_at = $3 WHERE user_id = $1', [id, passwordHash, at]);
    },
    async updateProfile(id: string, patch: { username?: string; avatarUrl?: string | null }, at: Date): Promise<boolean> {
      const r = await db.query(
        `UPDATE profiles SET
           username = CASE WHEN $2::boolean THEN $3 ELSE username END,
           avatar_url = CASE WHEN $4::boolean THEN $5 ELSE avatar_url END,
           updated_at = $6
         WHERE user_id = $1 AND EXISTS (SELECT 1 FROM users WHERE id = $1 AND NOT guest)`,
        [id, patch.username !== undefined, patch.username ?? null, patch.avatarUrl !== undefined, patch.avatarUrl ?? null, at],
      );
      return (r.rowCount ?? 0) > 0;
    },
    async setRoleByEmail(email: string, role: 'user' | 'admin'): Promise<string | null> {
      const { rows } = await db.query<{ id: string }>('UPDATE users SET role = $2 WHERE email = $1 AND NOT guest RETURNING id', [email, role]);
      return rows[0]?.id ?? null;
    },
    /** Records a date of birth once: false when the account has one already (or is a guest). */
    async setDateOfBirth(id: string, dob: string): Promise<boolean> {
      const r = await db.query('UPDATE users SET date_of_birth = $2 WHERE id = $1 AND date_of_birth IS NULL AND NOT guest', [id, dob]);
      return (r.rowCount ?? 0) > 0;
    },
    async setPlan(id: string, plan: 'free' | 'pro'): Promise<void> {
      await db.query('UPDATE users SET plan = $2 WHERE id = $1', [id, plan]);
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
