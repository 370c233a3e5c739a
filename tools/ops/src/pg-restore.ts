// `make pg-restore`: point-in-time recovery of the one-machine modes' Postgres into a new data
// directory, from a base backup and the WAL archive (PG_ARCHIVE_DIR). The restored server stays up
// (Ctrl-C stops it) and its DATABASE_URL is printed: `DATABASE_URL=<it> make up-distributed`
// (or `make start`) starts the services on it. Before that, the outboxes' recent tail is marked
// unsent again (restore-outbox.ts), so consumers see every event whose effect may have been lost.
//   TARGET_TIME      the moment to recover to (ISO 8601, e.g. 2026-11-28T01:30:00Z); required
//   PG_ARCHIVE_DIR   the WAL archive; required
//   PG_BACKUP        a base backup folder; default the newest before TARGET_TIME in PG_BACKUP_DIR
//   PG_BACKUP_DIR    default <PG_ARCHIVE_DIR>/../pg-base-backups (where `make up-distributed` writes them)
//   PG_RESTORE_DIR   the new data directory; default .data/pg-restored-<time>
//   PG_PORT          default a free port; REPLAY_WINDOW_MINUTES default 10
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { archivingSettings, getFreePort, prepareRecovery, startPostgres, waitForPromotion } from '@gary/testinfra';
import { Client } from 'pg';
import { reopenOutboxes } from './restore-outbox';

const REPO_ROOT = path.resolve(__dirname, '../../..');

/** The newest base backup that was complete before `target` (its backup_label is written at its end). */
export async function backupBefore(dir: string, target: Date): Promise<string> {
  const names = (await readdir(dir)).sort().reverse();
  for (const name of names) {
    const started = (await stat(path.join(dir, name, 'backup_label')).catch(() => null))?.mtime;
    if (started && started.getTime() < target.getTime()) return path.join(dir, name);
  }
  throw new Error(`no base backup in ${dir} finished before ${target.toISOString()}`);
}

async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const target = new Date(env.TARGET_TIME ?? '');
  if (Number.isNaN(target.getTime())) throw new Error('TARGET_TIME must be an ISO 8601 time, e.g. 2026-11-28T01:30:00Z');
  if (!env.PG_ARCHIVE_DIR) throw new Error('PG_ARCHIVE_DIR must name the WAL archive');
  const archiveDir = path.resolve(env.PG_ARCHIVE_DIR);
  const backupDir = env.PG_BACKUP ? path.resolve(env.PG_BACKUP) : await backupBefore(path.resolve(env.PG_BACKUP_DIR || path.join(path.dirname(archiveDir), 'pg-base-backups')), target);
  const dataDir = path.resolve(env.PG_RESTORE_DIR || path.join(REPO_ROOT, '.data', `pg-restored-${target.toISOString().replace(/[:.]/g, '-')}`));
  console.log(`restoring ${backupDir} + ${archiveDir} to ${target.toISOString()} into ${dataDir}`);
  const t0 = Date.now();
  await prepareRecovery({ backupDir, archiveDir, dataDir, targetTime: target });
  const restoredArchive = `${archiveDir}-after-${target.toISOString().replace(/[:.]/g, '-')}`;
  // The restored server archives into a folder of its own: its new timeline never mixes with the old.
  const pg = await startPostgres({ dataDir, port: Number(env.PG_PORT) || (await getFreePort()), persistent: true, startTimeoutMs: 600_000, settings: archivingSettings(restoredArchive, 60) });
  await waitForPromotion(pg.url, 600_000);
  const db = new Client({ connectionString: pg.url });
  await db.connect();
  const minutes = Number(env.REPLAY_WINDOW_MINUTES ?? 10);
  const out = await reopenOutboxes(db, new Date(target.getTime() - minutes * 60_000)).finally(() => db.end());
  console.log(`recovered in ${((Date.now() - t0) / 1000).toFixed(1)} s; ${out.pending.length} events unsent at the point, ${out.reopened} sent in the ${minutes} minutes before it marked to be sent again`);
  // The URL holds the loopback-only cluster's fixed local password (@gary/testinfra's default, the
  // one `make start` and `make up-distributed` use), no secret: printed so it can be pasted.
  console.log(`start the services on it:  DATABASE_URL='${pg.url}' make up-distributed`);
  console.log(`WAL of the restored server is archived to ${restoredArchive}; Ctrl-C stops the server`);
  const stop = () => void pg.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main(process.env).catch((err: unknown) => {
    console.error(`pg-restore: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
