// Secrets a service generates for itself (HMAC keys, the checkout simulator's webhook secret), kept
// in its own schema's `secrets (name, value)` table so every replica and every restart agree.
import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';

/** The secret named `name`, generated on first use (prefix + 32 random bytes); concurrent starts agree. */
export async function secretOf(pool: Pool, name: string, o: { prefix?: string; encoding?: 'base64url' | 'hex' } = {}): Promise<string> {
  const fresh = `${o.prefix ?? ''}${randomBytes(32).toString(o.encoding ?? 'base64url')}`;
  await pool.query('INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, fresh]);
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM secrets WHERE name = $1', [name]);
  return rows[0]!.value;
}
