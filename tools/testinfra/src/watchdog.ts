import { spawn, type ChildProcess } from 'node:child_process';

// The servers must not outlive the process that started them, even when that process is
// killed with SIGKILL and runs no exit handler. A small detached node process holds the
// other end of a pipe: when the pipe closes (the owner is gone, however it died) it stops
// every server still registered and removes their scratch directories.
const WATCHDOG_SOURCE = `
const fs = require('node:fs');
const pids = new Map();
const dirs = new Set();
let buf = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buf += chunk;
  let i;
  while ((i = buf.indexOf('\\n')) >= 0) {
    const line = buf.slice(0, i);
    buf = buf.slice(i + 1);
    try {
      const m = JSON.parse(line);
      if (m.op === 'pid') pids.set(m.pid, m.signal || 'SIGTERM');
      if (m.op === 'unpid') pids.delete(m.pid);
      if (m.op === 'dir') dirs.add(m.dir);
      if (m.op === 'undir') dirs.delete(m.dir);
    } catch {}
  }
});
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
process.stdin.on('end', () => {
  for (const [pid, signal] of pids) { try { process.kill(pid, signal); } catch {} }
  const deadline = Date.now() + 10000;
  const finish = () => {
    const left = [...pids.keys()].filter(alive);
    if (left.length > 0 && Date.now() < deadline) return setTimeout(finish, 200);
    for (const pid of left) { try { process.kill(pid, 'SIGKILL'); } catch {} }
    setTimeout(() => {
      for (const dir of dirs) { try { fs.rmSync(dir, { recursive: true, force: true }); } catch {} }
      process.exit(0);
    }, left.length > 0 ? 500 : 0);
  };
  finish();
});
`;

let watchdog: ChildProcess | undefined;

function send(message: Record<string, unknown>): void {
  if (!watchdog) {
    watchdog = spawn(process.execPath, ['-e', WATCHDOG_SOURCE], {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    watchdog.on('error', () => undefined);
    watchdog.stdin?.on('error', () => undefined);
    // Neither the process nor the pipe may keep this process's event loop alive.
    watchdog.unref();
    (watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  }
  watchdog.stdin?.write(`${JSON.stringify(message)}\n`);
}

/** Registers a server process; `signal` is what asks it to shut down cleanly. */
export function guardPid(pid: number | undefined, signal: NodeJS.Signals = 'SIGTERM'): () => void {
  if (pid === undefined) return () => undefined;
  send({ op: 'pid', pid, signal });
  return () => send({ op: 'unpid', pid });
}

export function guardDir(dir: string): () => void {
  send({ op: 'dir', dir });
  return () => send({ op: 'undir', dir });
}
