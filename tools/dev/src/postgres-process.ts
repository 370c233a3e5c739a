// Runs the embedded PostgreSQL in its own process group, so Ctrl-C in the terminal reaches the
// product first: the runner stops every service, then asks this process to stop the database.
// If the runner dies without asking (kill -9), the IPC channel closes and the database stops too.
import { startPostgres } from '@gary/testinfra';

async function main(): Promise<void> {
  const pg = await startPostgres({
    dataDir: process.env.GARY_PG_DATA_DIR!,
    port: Number(process.env.GARY_PG_PORT),
    database: 'gary',
    persistent: true,
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await pg.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('message', (m) => {
    if (m === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => undefined);
  process.send?.({ url: pg.url, initialised: pg.initialised });
}

main().catch((err: unknown) => {
  process.send?.({ error: err instanceof Error ? err.message : String(err) });
  process.exit(1);
});
