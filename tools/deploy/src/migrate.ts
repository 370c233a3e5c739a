// The migrations entry every service image carries (the chart's pre-install/pre-upgrade Job runs
// `node migrate/main.js`): applies the platform's and each service's numbered SQL to that service's
// schema, then exits. runMigrations takes an advisory lock per schema, so a service starting at the
// same moment waits instead of racing.
import fs from 'node:fs';
import path from 'node:path';
import { createLogger, createPool, loadConfig, runMigrations, schemaOf, type Logger } from '@gary/platform';
import { PRODUCT_SERVICES } from '@gary/protos';
import { z } from 'zod';

const configSchema = z.object({
  DATABASE_URL: z.string().url(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder holding <service>/migrations; the images set it (the bundle's own location says nothing). */
  GARY_SERVICES_ROOT: z.string().default(path.resolve(__dirname, '../../../services')),
  /** Comma-separated subset of services; all of them when unset. */
  MIGRATE_SERVICES: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined)),
});

export type MigrateConfig = z.infer<typeof configSchema>;
export const readMigrateConfig = (env: NodeJS.ProcessEnv = process.env): MigrateConfig => loadConfig(configSchema, env);

export class UnknownService extends Error {
  override name = 'UnknownService';
}

export async function migrateAll(opts: {
  databaseUrl: string;
  servicesRoot: string;
  services?: string[];
  logger?: Logger;
  /** Schema of a service; tests give each run its own. */
  schemaFor?: (service: string) => string;
}): Promise<Record<string, string[]>> {
  const wanted = opts.services ?? [...PRODUCT_SERVICES];
  const unknown = wanted.filter((s) => !(PRODUCT_SERVICES as string[]).includes(s));
  if (unknown.length > 0) throw new UnknownService(`unknown services: ${unknown.join(', ')} (known: ${PRODUCT_SERVICES.join(', ')})`);
  const applied: Record<string, string[]> = {};
  for (const service of wanted) {
    const dir = path.join(opts.servicesRoot, service, 'migrations');
    if (!fs.existsSync(dir)) opts.logger?.warn({ service, dir }, 'no migrations folder; applying the platform tables only');
    const schema = opts.schemaFor ? opts.schemaFor(service) : schemaOf(service);
    const pool = createPool({ url: opts.databaseUrl, schema, max: 1, applicationName: `migrate-${service}` });
    try {
      applied[service] = await runMigrations({ pool, schema, dir, logger: opts.logger });
    } finally {
      await pool.end();
    }
  }
  return applied;
}

async function main(): Promise<void> {
  const config = readMigrateConfig();
  const logger = createLogger({ name: 'migrate', level: config.LOG_LEVEL });
  const t0 = Date.now();
  const applied = await migrateAll({ databaseUrl: config.DATABASE_URL, servicesRoot: config.GARY_SERVICES_ROOT, services: config.MIGRATE_SERVICES, logger });
  const count = Object.values(applied).reduce((n, list) => n + list.length, 0);
  logger.info({ applied, ms: Date.now() - t0 }, `migrations done: ${count} applied`);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? `${err.name}: ${err.message}` : err);
    process.exit(1);
  });
}
