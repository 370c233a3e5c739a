import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { guardDir, guardPid } from './watchdog';

// Servers we spawn must never outlive this process. On a normal exit (including
// process.exit from a signal handler) whatever still runs gets SIGKILL here; if this
// process is killed outright, the watchdog does the same from outside.
const live = new Set<ChildProcess>();
const scratch = new Set<string>();
let hooked = false;

function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.once('exit', () => {
    for (const c of live) {
      if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    }
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });
}

/** `signal` is what asks the server to shut down cleanly if the watchdog has to. */
export function trackChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  live.add(child);
  const release = guardPid(child.pid, signal);
  child.once('exit', () => {
    live.delete(child);
    release();
  });
  hookExit();
}

/** A scratch directory removed on process exit unless `release` was called first. */
export function trackScratchDir(dir: string): { release: () => void } {
  scratch.add(dir);
  const unguard = guardDir(dir);
  hookExit();
  return {
    release: () => {
      scratch.delete(dir);
      unguard();
    },
  };
}

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** SIGTERM, then SIGKILL if the process has not exited after `graceMs`. */
export function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (!isRunning(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => {
      if (isRunning(child)) child.kill('SIGKILL');
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
