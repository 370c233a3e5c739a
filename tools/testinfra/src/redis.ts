import { spawn, type ChildProcess } from 'node:child_process';
import { access, constants, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pingRedis } from './checks';
import { isRunning, stopChild, trackChild, trackScratchDir } from './children';
import { infraError, retryUntil } from './util';

export type StartRedisOptions = { port: number; startTimeoutMs?: number };
export type RunningRedis = {
  url: string;
  /** Stops the server and removes its working dir; safe to call more than once. */
  stop: () => Promise<void>;
  /** Stops the server process (SIGTERM), for fault tests; with no persistence its data is gone. */
  down: () => Promise<void>;
  /** Starts an empty server again on the same port after down(), and waits until it answers PING. */
  up: () => Promise<void>;
};

const INSTALL_HINT =
  'redis-server was not found (looked in PATH, /usr/bin, /usr/sbin). Install it with ' +
  '`apt-get install redis-server` (.ci/run does this), or set REDIS_URL to a running server.';

export async function findRedisServer(): Promise<string | undefined> {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/bin', '/usr/sbin'];
  for (const dir of dirs) {
    const candidate = join(dir, 'redis-server');
    const ok = await access(candidate, constants.X_OK).then(
      () => true,
      () => false,
    );
    if (ok) return candidate;
  }
  return undefined;
}

/** A throwaway redis-server on 127.0.0.1 with no RDB snapshots and no AOF. */
export async function startRedis(options: StartRedisOptions): Promise<RunningRedis> {
  const binary = await findRedisServer();
  if (!binary) throw infraError('NOT_INSTALLED', INSTALL_HINT);

  // redis-server writes nothing with persistence off, but it still wants a working dir.
  const workDir = await mkdtemp(join(tmpdir(), 'gary-redis-'));
  const scratch = trackScratchDir(workDir);
  const args = [
    '--port', String(options.port),
    '--bind', '127.0.0.1',
    '--save', '',
    '--appendonly', 'no',
    '--daemonize', 'no',
    '--dir', workDir,
    '--loglevel', 'warning',
  ];
  const url = `redis://127.0.0.1:${options.port}`;
  let child: ChildProcess | null = null;
  let output = '';
  let spawnError: Error | undefined;
  const launch = (): ChildProcess => {
    const proc = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    trackChild(proc);
    output = '';
    spawnError = undefined;
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-4000);
    };
    proc.stdout?.on('data', keep);
    proc.stderr?.on('data', keep);
    proc.once('error', (err) => (spawnError = err));
    child = proc;
    return proc;
  };
  const waitReady = (proc: ChildProcess): Promise<void> =>
    retryUntil('redis-server', () => pingRedis(url, 2000), {
      timeoutMs: options.startTimeoutMs ?? 20_000,
      intervalMs: 100,
      stopIf: () =>
        spawnError
          ? `could not run ${binary}: ${spawnError.message}`
          : isRunning(proc)
            ? undefined
            : `exited with ${proc.exitCode ?? proc.signalCode}: ${output.trim()}`,
    });
  const halt = (): Promise<void> => (child ? stopChild(child, 5000) : Promise.resolve());
  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopped ??= (async () => {
      await halt();
      await rm(workDir, { recursive: true, force: true });
      scratch.release();
    })());
  try {
    await waitReady(launch());
  } catch (err) {
    await stop();
    throw err;
  }
  const down = async (): Promise<void> => {
    if (stopped) throw infraError('STOPPED', 'redis-server was stopped for good');
    await halt();
  };
  const up = async (): Promise<void> => {
    if (stopped) throw infraError('STOPPED', 'redis-server was stopped for good');
    if (child && isRunning(child)) return;
    await waitReady(launch());
  };
  return { url, stop, down, up };
}
