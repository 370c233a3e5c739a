// Scheduled base backups of the distributed mode's Postgres, beside its WAL archive
// (PG_ARCHIVE_DIR): one when the mode starts and one every PG_BACKUP_EVERY_HOURS (default 24),
// the newest PG_BACKUP_KEEP (default 7) kept: the one-machine shape of the cluster's ScheduledBackup
// and retention policy. A backup plus the archive restores to any moment after it (`make pg-restore`).
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { dataDirectoryOf, takeBaseBackup } from '@gary/testinfra';

export interface BackupSchedule {
  /** Where the base backups are written, one folder each, named by their start time. */
  dir: string;
  stop(): Promise<void>;
}

export function scheduleBaseBackups(o: { url: string; archiveDir: string; env: NodeJS.ProcessEnv; say: (line: string) => void }): BackupSchedule {
  const dir = path.resolve(o.env.PG_BACKUP_DIR || path.join(path.dirname(o.archiveDir), 'pg-base-backups'));
  const everyMs = Number(o.env.PG_BACKUP_EVERY_HOURS ?? 24) * 3_600_000;
  const keep = Math.max(1, Number(o.env.PG_BACKUP_KEEP ?? 7));
  if (!(everyMs > 0)) throw new Error(`PG_BACKUP_EVERY_HOURS must be a positive number of hours, got ${o.env.PG_BACKUP_EVERY_HOURS}`);
  let running: Promise<void> = Promise.resolve();
  const once = async () => {
    const name = new Date().toISOString().replace(/[:.]/g, '-');
    try {
      const b = await takeBaseBackup({ url: o.url, dataDir: await dataDirectoryOf(o.url), backupDir: path.join(dir, name), label: `gary-${name}` });
      o.say(`postgres: base backup ${b.dir} (${(b.bytes / 1e6).toFixed(1)} MB in ${b.seconds.toFixed(1)} s, WAL ${b.startLsn}..${b.stopLsn})`);
      const all = (await readdir(dir)).sort();
      for (const old of all.slice(0, Math.max(0, all.length - keep))) await rm(path.join(dir, old), { recursive: true, force: true });
    } catch (err) {
      o.say(`postgres: base backup failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  running = once();
  const timer = setInterval(() => {
    running = running.then(once);
  }, everyMs);
  timer.unref();
  return {
    dir,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
