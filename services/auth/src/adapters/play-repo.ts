// Postgres repository of cool-offs and self-exclusions (auth.play_breaks). The table's unique index
// keeps one open break per user; its trigger keeps a break's terms fixed and a closed break closed.
import type { Queryable } from '@gary/platform';
import { blockOf, type BreakKind, type BreakPeriod, type BreakRow, type PlayBlock } from '../domain/play-rules';

/**
 * Columns giving the whole play state of the account aliased `u` in a query over users: its guest
 * flag, date of birth and open break. Read them with playBlockOfRow, so every check that filters
 * by play state (the alerts at enqueue and at send) applies the one rule, blockOf.
 */
export const PLAY_STATE_COLUMNS = `u.guest AS play_guest, to_char(u.date_of_birth, 'YYYY-MM-DD') AS play_dob,
  (SELECT json_build_object('kind', b.kind, 'ends_at', b.ends_at) FROM play_breaks b WHERE b.user_id = u.id AND b.closed_at IS NULL) AS play_break`;

export interface PlayStateColumns {
  play_guest: boolean;
  play_dob: string | null;
  play_break: { kind: BreakKind; ends_at: string } | null;
}

/** The block the PLAY_STATE_COLUMNS of a row put its account under at `now`, or null. */
export function playBlockOfRow(r: PlayStateColumns, now: Date): PlayBlock | null {
  const open = r.play_break ? { kind: r.play_break.kind, ends_at: new Date(r.play_break.ends_at) } : null;
  return blockOf(open, { guest: r.play_guest, dateOfBirth: r.play_dob }, now);
}

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
