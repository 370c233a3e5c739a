import { createServer } from 'node:net';
import { open, stat } from 'node:fs/promises';

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** An error with a stable name and code, so callers can tell infrastructure failures apart. */
export type InfraError = Error & { name: 'InfraError'; code: string };

export function infraError(code: string, message: string, cause?: unknown): InfraError {
  const err = new Error(message, cause === undefined ? undefined : { cause }) as InfraError;
  err.name = 'InfraError';
  err.code = code;
  return err;
}

export function errorText(err: unknown): string {
  if (err instanceof AggregateError) return err.errors.map(errorText).join('; ');
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}

/** Asks the kernel for a port nobody listens on right now (127.0.0.1 only). */
/**
 * A loopback port free now, for a server started a moment later. It is drawn below Linux's
 * ephemeral range (32768-60999): a port the OS hands out for port 0 is also the kind it gives the
 * next outgoing connection (a client of Kafka or Postgres), which could take it before the server
 * binds. Falls back to the OS's choice when none of the draws is free.
 */
export async function getFreePort(): Promise<number> {
  for (let i = 0; i < 20; i++) {
    const port = await tryPort(20_000 + Math.floor(Math.random() * 12_000)).catch(() => 0);
    if (port > 0) return port;
  }
  return tryPort(0);
}

function tryPort(wanted: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(wanted, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Retries `attempt` until it resolves or the deadline passes; the last failure is kept
 * so a timeout says why the server never answered.
 */
export async function retryUntil<T>(
  what: string,
  attempt: () => Promise<T>,
  opts: { timeoutMs: number; intervalMs?: number; stopIf?: () => string | undefined },
): Promise<T> {
  const deadline = Date.now() + opts.timeoutMs;
  let last: unknown;
  for (;;) {
    const stopReason = opts.stopIf?.();
    if (stopReason) throw infraError('START_FAILED', `${what}: ${stopReason}`, last);
    try {
      return await attempt();
    } catch (err) {
      last = err;
    }
    if (Date.now() >= deadline) {
      throw infraError('TIMEOUT', `${what}: no answer after ${opts.timeoutMs} ms (last error: ${errorText(last)})`, last);
    }
    await sleep(opts.intervalMs ?? 200);
  }
}

/** Rejects when `promise` takes longer than `ms`; used so a dead server never hangs a check. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(infraError('TIMEOUT', `${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The last `lines` lines of a log file, for error messages; empty when the file is missing. */
export async function tailFile(path: string, lines = 30, maxBytes = 64 * 1024): Promise<string> {
  try {
    const { size } = await stat(path);
    const start = Math.max(0, size - maxBytes);
    const handle = await open(path, 'r');
    try {
      const buf = Buffer.alloc(size - start);
      await handle.read(buf, 0, buf.length, start);
      return buf.toString('utf8').split('\n').slice(-lines - 1).join('\n').trimEnd();
    } finally {
      await handle.close();
    }
  } catch {
    return '';
  }
}

/** Hides the password in a connection URL so it can be printed. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
  }
}
