// Postgres repository of sessions (refresh-token families) and their hashed refresh tokens.
import type { Queryable } from '@gary/platform';

export interface RefreshRow {
  token_hash: string;
  session_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  user_id: string;
  session_expires_at: Date;
  revoked_at: Date | null;
}

export interface SessionRow {
  id: string;
  created_at: Date;
  last_used_at: Date;
  user_agent: string;
  ip: string;
}

export function createSessionsRepo(db: Queryable) {
  return {
    async create(s: { id: string; userId: string; tokenHash: string; expiresAt: Date; userAgent: string; ip: string; at: Date }): Promise<void> {
      await db.query(
        `INSERT INTO sessions (id, user_id, created_at, last_used_at, expires_at, user_agent, ip) VALUES ($1, $2, $3, $3, $4, $5, $6)`,
        [s.id, s.userId, s.at, s.expiresAt, s.userAgent.slice(0, 300), s.ip.slice(0, 64)],
      );
      await db.query('INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        s.tokenHash,
        s.id,
        s.at,
        s.expiresAt,
      ]);
    },
    /** Locks the token and its session row: concurrent refreshes of one token are serialised. */
    async refreshForUpdate(tokenHash: string): Promise<RefreshRow | null> {
      const { rows } = await db.query<RefreshRow>(
        `SELECT t.token_hash, t.session_id, t.expires_at, t.rotated_at, s.user_id, s.expires_at AS session_expires_at, s.revoked_at
         FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id WHERE t.token_hash = $1 FOR UPDATE`,
        [tokenHash],
      );
      return rows[0] ?? null;
    },
    async rotate(r: { oldHash: string; newHash: string; sessionId: string; expiresAt: Date; ip: string; at: Date }): Promise<void> {
      await db.query('UPDATE refresh_tokens SET rotated_at = COALESCE(rotated_at, $2) WHERE token_hash = $1', [r.oldHash, r.at]);
      await db.query('INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        r.newHash,
        r.sessionId,
        r.at,
        r.expiresAt,
      ]);
      await db.query(`UPDATE sessions SET last_used_at = $2, expires_at = $3, ip = CASE WHEN $4 = '' THEN ip ELSE $4 END WHERE id = $1`, [
        r.sessionId,
        r.at,
        r.expiresAt,
        r.ip.slice(0, 64),
      ]);
    },
    async revoke(sessionId: string, reason: string, at: Date, userId?: string): Promise<boolean> {
      const r = await db.query(
        'UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL AND ($4::uuid IS NULL OR user_id = $4)',
        [sessionId, at, reason, userId ?? null],
      );
      return (r.rowCount ?? 0) > 0;
    },
    /** Ends every open session of the account; answers their ids. */
    async revokeAllOf(userId: string, reason: string, at: Date): Promise<string[]> {
      const r = await db.query<{ id: string }>('UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE user_id = $1 AND revoked_at IS NULL RETURNING id', [
        userId,
        at,
        reason,
      ]);
      return r.rows.map((x) => x.id);
    },
    async sessionIdOfToken(tokenHash: string): Promise<string | null> {
      const { rows } = await db.query<{ session_id: string }>('SELECT session_id FROM refresh_tokens WHERE token_hash = $1', [tokenHash]);
      return rows[0]?.session_id ?? null;
    },
    async listActive(userId: string, at: Date): Promise<SessionRow[]> {
      const { rows } = await db.query<SessionRow>(
        `SELECT id, created_at, last_used_at, user_agent, ip FROM sessions
         WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 ORDER BY last_used_at DESC`,
        [userId, at],
      );
      return rows;
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
