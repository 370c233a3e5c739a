// Postgres repository of the breaks deleted accounts left running (auth.retained_breaks): keyed by
// the HMAC of the normalised address (domain/retained-break.ts), nothing else of the account.
import type { Queryable } from '@gary/platform';

export interface RetainedBreak {
  kind: 'cool_off' | 'self_exclusion';
  endsAt: Date;
}

export function createRetainedBreaksRepo(db: Queryable) {
  return {
    /** The break kept under this key while it runs; a row past its end is dropped, no longer needed. */
    async running(key: string, at: Date): Promise<RetainedBreak | null> {
      const { rows } = await db.query<{ kind: RetainedBreak['kind']; ends_at: Date }>('SELECT kind, ends_at FROM retained_breaks WHERE email_key = $1', [key]);
      const r = rows[0];
      if (!r) return null;
      if (r.ends_at.getTime() > at.getTime()) return { kind: r.kind, endsAt: r.ends_at };
      await db.query('DELETE FROM retained_breaks WHERE email_key = $1 AND ends_at <= $2', [key, at]);
      return null;
    },
    /** Keeps a break under the key; two deletions of one inbox keep the later end. Ended rows go. */
    async keep(key: string, b: RetainedBreak, at: Date): Promise<void> {
      await db.query(
        `INSERT INTO retained_breaks (email_key, kind, ends_at, kept_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (email_key) DO UPDATE SET
           kind = CASE WHEN excluded.ends_at > retained_breaks.ends_at THEN excluded.kind ELSE retained_breaks.kind END,
           ends_at = GREATEST(excluded.ends_at, retained_breaks.ends_at), kept_at = excluded.kept_at`,
        [key, b.kind, b.endsAt, at],
      );
    },
    async dropEnded(at: Date): Promise<void> {
      await db.query('DELETE FROM retained_breaks WHERE ends_at <= $1', [at]);
    },
  };
}
