import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    // A zombie still answers signal 0; it is dead for our purpose.
    return !require('node:fs').readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
};

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

test('"stopped afterwards": servers and scratch dirs go away even when their owner is killed with SIGKILL', async () => {
  const repoRoot = resolve(__dirname, '..', '..', '..');
  const tsxCli = require.resolve('tsx/cli', { paths: [repoRoot] });
  const owner = spawn(process.execPath, [tsxCli, join(__dirname, 'fixtures', 'watchdog-owner.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const report = await new Promise<{ owner: number; server: number; dir: string }>((resolveReport, reject) => {
    let out = '';
    owner.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolveReport(JSON.parse(line));
    });
    owner.once('exit', (code) => reject(new Error(`owner exited early with ${code}`)));
  });
  expect(alive(report.server)).toBe(true);
  expect(existsSync(report.dir)).toBe(true);

  process.kill(report.owner, 'SIGKILL');
  owner.kill('SIGKILL');

  expect(await waitFor(() => !alive(report.server), 10_000)).toBe(true);
  expect(await waitFor(() => !existsSync(report.dir), 5_000)).toBe(true);
}, 30_000);
