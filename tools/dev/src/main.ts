// `make start`: a real PostgreSQL under .data/ (kept between runs), then the embedded stack with
// the gateway on http://localhost:8080. Ctrl-C stops the services first, then the database.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createLogger, startTracing } from '@gary/platform';
import { REPO_ROOT, startEmbedded } from './embedded';
import { listenHost } from './listen-host';

function startDatabase(dataDir: string, port: number): Promise<{ url: string; initialised: boolean; child: ChildProcess }> {
  const child = fork(path.join(__dirname, 'postgres-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    detached: true,
    env: { ...process.env, GARY_PG_DATA_DIR: dataDir, GARY_PG_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { url?: string; initialised?: boolean; error?: string }) =>
      m.url ? resolve({ url: m.url, initialised: Boolean(m.initialised), child }) : reject(new Error(`PostgreSQL did not start: ${m.error}`)),
    );
    child.once('exit', (code) => reject(new Error(`PostgreSQL process exited with ${code}`)));
  });
}

function stopDatabase(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.send('stop');
  });
}

async function main(): Promise<void> {
  const logger = createLogger({ name: 'gary', level: process.env.LOG_LEVEL ?? 'info' });
  // One process runs every service: its spans carry service.name gary (and gary.service per span).
  const tracing = startTracing({ service: 'gary' });
  let db: ChildProcess | null = null;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = path.join(process.env.GARY_DATA_DIR ?? path.join(REPO_ROOT, '.data'), 'postgres');
    const pg = await startDatabase(dataDir, Number(process.env.PG_PORT ?? 54329));
    databaseUrl = pg.url;
    db = pg.child;
    logger.info({ dataDir, initialised: pg.initialised }, 'PostgreSQL ready');
    // The pick log's checkpoints are committed to a local git repository beside the database.
    process.env.LEDGER_EXPORT_GIT_DIR ||= path.join(process.env.GARY_DATA_DIR ?? path.join(REPO_ROOT, '.data'), 'pick-log');
  }
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await stack?.stop().catch((err) => logger.error({ err }, 'stop failed'));
    logger.info('services stopped');
    if (db) await stopDatabase(db);
    await tracing.shutdown().catch(() => undefined);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  let stack: Awaited<ReturnType<typeof startEmbedded>> | null = null;
  const { host, warning } = listenHost(process.env);
  if (warning) logger.warn(warning);
  const now = shiftedClock();
  if (now) logger.warn({ now: now().toISOString() }, 'the clock is shifted (GARY_CLOCK_AT / GARY_CLOCK_FILE)');
  stack = await startEmbedded({ databaseUrl, port: Number(process.env.PORT ?? 8080), host, logger, ...(now ? { now } : {}) });
  logger.info(`Gary is running on http://localhost:${stack.port} (Ctrl-C to stop)`);
}

/**
 * Tests of an hour of the day (the card changes at midnight and at 10:00 ET): GARY_CLOCK_AT starts
 * the services' clock at that instant, GARY_CLOCK_FILE moves it to the instant the file holds
 * whenever the file changes; it runs on from there. Neither set: the machine's clock.
 */
function shiftedClock(): (() => Date) | undefined {
  const file = process.env.GARY_CLOCK_FILE;
  const at = process.env.GARY_CLOCK_AT ? Date.parse(process.env.GARY_CLOCK_AT) : Number.NaN;
  if (!file && Number.isNaN(at)) return undefined;
  let offset = Number.isNaN(at) ? 0 : at - Date.now();
  let checked = 0;
  let seen = -1;
  return () => {
    const t = Date.now();
    if (file && t - checked > 200) {
      checked = t;
      try {
        const { mtimeMs } = fs.statSync(file);
        if (mtimeMs !== seen) {
          seen = mtimeMs;
          const v = Date.parse(fs.readFileSync(file, 'utf8').trim());
          if (!Number.isNaN(v)) offset = v - t;
        }
      } catch {
        // no file yet: the clock keeps its offset
      }
    }
    return new Date(t + offset);
  };
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack ?? err.message : err);
  process.exit(1);
});
