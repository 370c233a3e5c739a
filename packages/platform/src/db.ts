// Postgres: one pool per service, scoped to the service's own schema through search_path, a
// transaction helper, and a migrations runner over numbered SQL files.
import fs from 'node:fs';
import path from 'node:path';
import { Pool, type PoolClient, type QueryResultRow } from 'pg';
import type { Logger } from './logger';

export type { Pool, PoolClient };

/** The slice of pg both a pool and a transaction's client offer; repositories take this. */
export interface Queryable {
  query<R extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
}

const SCHEMA_NAME = /^[a-z][a-z0-9_]{0,62}$/;

export function assertSchemaName(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${JSON.stringify(schema)}`);
  return schema;
}

/** Service names use dashes; Postgres schemas use underscores. */
export const schemaOf = (serviceName: string) => assertSchemaName(serviceName.replace(/-/g, '_'));

export function createPool(opts: { url: string; schema: string; max?: number; applicationName?: string }): Pool {
  assertSchemaName(opts.schema);
  const pool = new Pool({
    connectionString: opts.url,
    max: opts.max ?? 10,
    application_name: opts.applicationName ?? opts.schema,
    options: `-c search_path=${opts.schema},public`,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // A client losing its connection (database restart, or Ctrl-C reaching Postgres before us) must
  // not crash the process: idle clients report on the pool, checked-out ones on themselves. The
  // query in flight still fails and its caller handles that.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export async function withTransaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const out = await fn(client);
    await client.query('COMMIT');
    return out;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** Platform tables every service has in its schema (outbox, consumed events), applied first. */
export const PLATFORM_MIGRATIONS_DIR = process.env.GARY_PLATFORM_MIGRATIONS ?? path.resolve(__dirname, '../migrations'); // bundles set it

export interface Migration {
  version: string;
  file: string;
  sql: string;
}

export function readMigrations(dir: string, prefix = ''): Migration[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: `${prefix}${f.replace(/\.sql$/, '')}`, file: path.join(dir, f), sql: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

/**
 * Applies the platform migrations, then the service's own, each once, in order, each in its own
 * transaction. An advisory lock per schema makes concurrent starts (replicas, a migrations Job) safe.
 */
export async function runMigrations(opts: { pool: Pool; schema: string; dir: string; logger?: Logger }): Promise<string[]> {
  const schema = assertSchemaName(opts.schema);
  const all = [...readMigrations(PLATFORM_MIGRATIONS_DIR, 'platform_'), ...readMigrations(opts.dir)];
  const client = await opts.pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${schema}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(`SET search_path TO ${schema}, public`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${schema}.schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await client.query<{ version: string }>(`SELECT version FROM ${schema}.schema_migrations`);
    const done = new Set(rows.map((r) => r.version));
    for (const m of all) {
      if (done.has(m.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query(`INSERT INTO ${schema}.schema_migrations(version) VALUES ($1)`, [m.version]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${m.version} of schema ${schema} failed: ${(err as Error).message}`);
      }
      applied.push(m.version);
      opts.logger?.info({ schema, version: m.version }, 'migration applied');
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrate:${schema}`]).catch(() => undefined);
    client.release();
  }
  return applied;
}
