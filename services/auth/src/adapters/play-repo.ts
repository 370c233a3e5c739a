// Postgres repository of cool-offs and self-exclusions (auth.play_breaks). The table's unique index
// keeps one open break per user; its trigger keeps a break's terms fixed and a closed break closed.
import type { Queryable } from '@gary/platform';
import type { BreakKind, BreakPeriod, BreakRow } from '../domain/play-rules';

const COLS = 'id, kind, period, starts_at, ends_at, closed_at, end_reason';

export function createPlayRepo(db: Queryable) {
  return {
    async open(userId: string, forUpdate = false): Promise<BreakRow | null> {
      const { rows } = await db.query<BreakRow>(`SELECT ${COLS} FROM play_breaks WHERE user_id = $1 AND closed_at IS NULL${forUpdate ? ' FOR UPDATE' : ''}`, [userId]);
      return rows[0] ?? null;
    },
    async history(userId: string, limit = 20): Promise<BreakRow[]> {
      const { rows } = await db.query<BreakRow>(`SELECT ${COLS} FROM play_breaks WHERE user_id = $1 ORDER BY starts_at DESC, (closed_at IS NULL) DESC, closed_at DESC LIMIT $2`, [userId, limit]);
      return rows;
    },
    async insert(b: { id: string; userId: string; kind: BreakKind; period: BreakPeriod; startsAt: Date; endsAt: Date }): Promise<void> {
      await db.query('INSERT INTO play_breaks (id, user_id, kind, period, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        b.id,
        b.userId,
        b.kind,
        b.period,
        b.startsAt,
        b.endsAt,
      ]);
    },
    /** Closes an open break; false when it was closed already (someone else recorded the end). */
    async close(id: string, reason: 'expired' | 'confirmed' | 'extended', at: Date): Promise<boolean> {
      const r = await db.query('UPDATE play_breaks SET closed_at = $2, end_reason = $3 WHERE id = $1 AND closed_at IS NULL', [id, at, reason]);
      return (r.rowCount ?? 0) > 0;
    },
    /** Locks the account row: starts and ends of one user's breaks happen one at a time. */
    async lockUser(userId: string): Promise<{ guest: boolean; date_of_birth: string | null } | null> {
      const { rows } = await db.query<{ guest: boolean; date_of_birth: string | null }>(
        "SELECT guest, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth FROM users WHERE id = $1 FOR UPDATE",
        [userId],
      );
      return rows[0] ?? null;
    },
  };
}
