// `make start`: a real PostgreSQL under .data/ (kept between runs), then the embedded stack with
// the gateway on http://localhost:8080. Ctrl-C stops everything cleanly.
import path from 'node:path';
import { createLogger } from '@gary/platform';
import { startPostgres } from '@gary/testinfra';
import { REPO_ROOT, startEmbedded } from './embedded';

async function main(): Promise<void> {
  const logger = createLogger({ name: 'gary', level: process.env.LOG_LEVEL ?? 'info' });
  let stopPg: (() => Promise<void>) | null = null;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const pg = await startPostgres({
      dataDir: path.join(REPO_ROOT, '.data', 'postgres'),
      port: Number(process.env.PG_PORT ?? 54329),
      database: 'gary',
      persistent: true,
    });
    databaseUrl = pg.url;
    stopPg = pg.stop;
    logger.info({ dataDir: '.data/postgres', initialised: pg.initialised }, 'PostgreSQL ready');
  }
  const stack = await startEmbedded({ databaseUrl, port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '0.0.0.0', logger });
  logger.info(`Gary is running on http://localhost:${stack.port} (Ctrl-C to stop)`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await stack.stop().catch((err) => logger.error({ err }, 'stop failed'));
    if (stopPg) await stopPg().catch((err) => logger.error({ err }, 'postgres stop failed'));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack ?? err.message : err);
  process.exit(1);
});
