// Postgres repository of one-time email links (confirm, reset) and of the HMAC key that signs them.
import type { Queryable } from '@gary/platform';
import type { EmailTokenPurpose } from '../domain/email-token';

export type ConsumeResult = { ok: true; userId: string } | { ok: false; why: 'missing' | 'used' | 'expired' };

export function createEmailTokensRepo(db: Queryable) {
  return {
    async insert(t: { id: string; userId: string; purpose: EmailTokenPurpose; expiresAt: Date; at: Date }): Promise<void> {
      await db.query('INSERT INTO email_tokens (id, user_id, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        t.id,
        t.userId,
        t.purpose,
        t.at,
        t.expiresAt,
      ]);
    },
    /** Marks the link used, once: the UPDATE's WHERE is the guard against a second use. */
    async consume(id: string, purpose: EmailTokenPurpose, at: Date): Promise<ConsumeResult> {
      const { rows } = await db.query<{ user_id: string }>(
        'UPDATE email_tokens SET used_at = $3 WHERE id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id',
        [id, purpose, at],
      );
      if (rows[0]) return { ok: true, userId: rows[0].user_id };
      const { rows: seen } = await db.query<{ used_at: Date | null }>('SELECT used_at FROM email_tokens WHERE id = $1 AND purpose = $2', [id, purpose]);
      if (!seen[0]) return { ok: false, why: 'missing' };
      return { ok: false, why: seen[0].used_at ? 'used' : 'expired' };
    },
    /** What consume would answer, without using the link up. */
    async peek(id: string, purpose: EmailTokenPurpose, at: Date): Promise<ConsumeResult> {
      const { rows } = await db.query<{ user_id: string; used_at: Date | null; expires_at: Date }>(
        'SELECT user_id, used_at, expires_at FROM email_tokens WHERE id = $1 AND purpose = $2',
        [id, purpose],
      );
      const r = rows[0];
      if (!r) return { ok: false, why: 'missing' };
      if (r.used_at) return { ok: false, why: 'used' };
      if (r.expires_at <= at) return { ok: false, why: 'expired' };
      return { ok: true, userId: r.user_id };
    },
    /** A new reset link replaces older unused ones. */
    async voidUnused(userId: string, purpose: EmailTokenPurpose, at: Date): Promise<void> {
      await db.query('UPDATE email_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose, at]);
    },
  };
}
