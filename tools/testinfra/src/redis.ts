import { spawn } from 'node:child_process';
import { access, constants, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pingRedis } from './checks';
import { isRunning, stopChild, trackChild, trackScratchDir } from './children';
import { infraError, retryUntil } from './util';

export type StartRedisOptions = { port: number; startTimeoutMs?: number };
export type RunningRedis = { url: string; stop: () => Promise<void> };

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
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  trackChild(child);
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let spawnError: Error | undefined;
  child.once('error', (err) => (spawnError = err));

  const url = `redis://127.0.0.1:${options.port}`;
  const stop = async (): Promise<void> => {
    await stopChild(child, 5000);
    await rm(workDir, { recursive: true, force: true });
    scratch.release();
  };
  try {
    await retryUntil('redis-server', () => pingRedis(url, 2000), {
      timeoutMs: options.startTimeoutMs ?? 20_000,
      intervalMs: 100,
      stopIf: () =>
        spawnError
          ? `could not run ${binary}: ${spawnError.message}`
          : isRunning(child)
            ? undefined
            : `exited with ${child.exitCode ?? child.signalCode}: ${output.trim()}`,
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}
