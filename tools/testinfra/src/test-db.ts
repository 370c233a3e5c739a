import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { infraError } from './util';

// Integration test files run one after another (--runInBand) but against shared servers,
// and a file that fails half way leaves its rows behind. Each file therefore gets its own
// database or schema, named uniquely, and drops it when done.

/** `prefix_<pid>_<random>`, lowercased and cut to a valid Postgres identifier (63 bytes). */
export function uniqueName(prefix = 'test'): string {
  const clean = prefix.toLowerCase().replace(/[^a-z0-9_]+/g, '_').replace(/^[^a-z_]+/, '') || 'test';
  const suffix = `${process.pid.toString(36)}_${randomBytes(5).toString('hex')}`;
  return `${clean.slice(0, 63 - suffix.length - 1)}_${suffix}`;
}

function baseUrlOrThrow(baseUrl: string | undefined): string {
  const url = baseUrl ?? process.env.DATABASE_URL;
  if (!url) throw infraError('NO_DATABASE_URL', 'DATABASE_URL is not set: run `make test` or set DATABASE_URL');
  return url;
}

async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export type TestDatabase = { name: string; url: string; drop: () => Promise<void> };

/** A fresh empty database on the DATABASE_URL server; `drop()` removes it even with open connections. */
export async function createTestDatabase(prefix = 'test', baseUrl?: string): Promise<TestDatabase> {
  const base = baseUrlOrThrow(baseUrl);
  const name = uniqueName(prefix);
  await withClient(base, (c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(name)}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await withClient(base, (c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`));
    },
  };
}

export type TestSchema = { schema: string; url: string; drop: () => Promise<void> };

/**
 * A fresh schema in the DATABASE_URL database. The returned URL sets `search_path` to it, so
 * unqualified table names in code under test land in the schema.
 */
export async function uniqueSchema(prefix = 'test', baseUrl?: string): Promise<TestSchema> {
  const base = baseUrlOrThrow(baseUrl);
  const schema = uniqueName(prefix);
  await withClient(base, (c) => c.query(`CREATE SCHEMA ${c.escapeIdentifier(schema)}`));
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    url: url.toString(),
    drop: async () => {
      await withClient(base, (c) => c.query(`DROP SCHEMA IF EXISTS ${c.escapeIdentifier(schema)} CASCADE`));
    },
  };
}

/** A unique Kafka topic or Redis key prefix for one test file. */
export function uniqueTopic(prefix = 'test'): string {
  return uniqueName(prefix).replace(/_/g, '-');
}
