// The product as `make start` runs it: the web app built into frontends/*/dist, then the real
// entrypoint (tools/dev/src/main.ts) in a child process with its own ports and a fresh data folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getFreePort } from '@gary/testinfra';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const WEB_APPS = ['shell', 'picks', 'billfold', 'betcard'] as const;

export type WebBuildCheck = { ok: true } | { ok: false; missing: string[] };

/** Which apps lack a built dist (index.html for the shell, remoteEntry.js for a remote). */
export function checkWebBuild(root = REPO_ROOT): WebBuildCheck {
  const missing = WEB_APPS.filter((app) => {
    const file = app === 'shell' ? 'index.html' : 'remoteEntry.js';
    return !fs.existsSync(path.join(root, 'frontends', app, 'dist', file));
  });
  return missing.length ? { ok: false, missing: [...missing] } : { ok: true };
}

/**
 * Builds the web app when a dist is missing (the gateway would serve 404s for the pages). A build
 * that fails ends in an error that says what to run by hand.
 */
export function ensureWebBuild(log: (line: string) => void = () => undefined): void {
  const check = checkWebBuild();
  if (check.ok) return;
  log(`web app not built (${check.missing.join(', ')}): building it, as \`make build\` does`);
  const r = spawnSync('npm', ['run', 'build', '--workspaces', '--if-present', '--silent'], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const after = checkWebBuild();
  if (r.status !== 0 || !after.ok) {
    throw new Error(
      `The web app is not built and building it failed (exit ${r.status}). Run \`make build\` from the repository root, then run the browser tests again.\n${(r.stderr ?? '').slice(-2000)}`,
    );
  }
}

export interface Product {
  baseUrl: string;
  port: number;
  pgPort: number;
  dataDir: string;
  /** Everything the product printed so far. */
  output(): string;
  /** Ctrl-C, as a person stops `make start`; resolves with the exit code. */
  stop(): Promise<number | null>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product exited early (code ${child.exitCode}):\n${output().slice(-4000)}`);
    const res = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (res?.status === 200) {
      const body = (await res.json()) as { services?: { name: string; status: string }[] };
      if (body.services?.every((s) => s.status === 'SERVING')) return;
    }
    if (Date.now() > until) throw new Error(`no healthy gateway after ${timeoutMs} ms:\n${output().slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * Starts the product in a fresh data folder; the folder is removed on stop. With E2E_BASE_URL and
 * E2E_PG_PORT set, uses a product already running there instead (while writing a test) and leaves it be.
 */
export async function startProduct(opts: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<Product> {
  const reuse = process.env.E2E_BASE_URL;
  if (reuse) {
    const url = new URL(reuse);
    return { baseUrl: url.origin, port: Number(url.port), pgPort: Number(process.env.E2E_PG_PORT ?? 54329), dataDir: '', output: () => '', stop: async () => 0 };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gary-e2e-'));
  const [port, pgPort] = [await getFreePort(), await getFreePort()];
  let out = '';
  // As `make start` runs it: tsx as a loader, so a stop signal reaches the product itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/dev/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // The test's servers (testinfra) are not the product's: it starts its own PostgreSQL.
      DATABASE_URL: '',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PG_PORT: String(pgPort),
      // Mailed links point at PUBLIC_ORIGIN only: the address the browser uses.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      GARY_DATA_DIR: dataDir,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<number | null>((resolve) => {
      const done = (code: number | null) => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve(code);
      };
      if (child.exitCode !== null) return done(child.exitCode);
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', (code) => {
        clearTimeout(killer);
        done(code);
      });
      child.kill('SIGINT');
    });
  try {
    await waitForHealth(baseUrl, child, () => out, opts.timeoutMs ?? 180_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, port, pgPort, dataDir, output: () => out, stop };
}
