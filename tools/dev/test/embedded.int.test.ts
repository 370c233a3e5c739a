// `make start` as a newcomer runs it: the real entrypoint in a child process, a real PostgreSQL with
// its data in a folder, every service's start() in one process, the gateway answering /api/health
// with every service SERVING over gRPC health; Ctrl-C stops it cleanly and the data survives.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { getFreePort } from '@gary/testinfra';

jest.setTimeout(180_000);
const ROOT = path.resolve(__dirname, '../../..');

function startProduct(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let out = '';
  // tsx as a loader in the one process, not its CLI: the CLI relays Ctrl-C to a child and kills it
  // (exit 130) unless the child acknowledges within 30 ms, which a busy machine often misses.
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/dev/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return { child, output: () => out };
}

async function waitForHealth(port: number, p: { child: ChildProcess; output: () => string }): Promise<{ services: { name: string; status: string }[] }> {
  const until = Date.now() + 120_000;
  for (;;) {
    if (p.child.exitCode !== null) throw new Error(`make start exited early:\n${p.output()}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.status === 200) return (await res.json()) as { services: { name: string; status: string }[] };
    if (Date.now() > until) throw new Error(`no healthy gateway:\n${p.output()}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

function stop(p: { child: ChildProcess }): Promise<number | null> {
  return new Promise((resolve) => {
    p.child.once('exit', (code) => resolve(code));
    p.child.kill('SIGINT');
  });
}

describe('make start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gary-start-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('brings up all eight services and the gateway, stops cleanly on Ctrl-C, and data written survives a restart', async () => {
    const [port, pgPort] = [await getFreePort(), await getFreePort()];
    const env = { PORT: String(port), PG_PORT: String(pgPort), GARY_DATA_DIR: dataDir };
    const first = startProduct(env);
    const health = await waitForHealth(port, first);
    expect(health.services.map((s) => s.name).sort()).toEqual(
      ['auth', 'billing', 'decisions', 'odds-ingest', 'pick-engine', 'props-engine', 'stats-ingest', 'thoughts'],
    );
    expect(health.services.every((s) => s.status === 'SERVING')).toBe(true);

    const url = `postgres://postgres:gary-test@127.0.0.1:${pgPort}/gary`;
    const db = new Client({ connectionString: url });
    await db.connect();
    await db.query(`INSERT INTO decisions.consumed_events (event_id, consumer, topic) VALUES ('00000000-0000-4000-8000-000000000001', 'restart-check', 'user.registered')`);
    await db.end();
    // Ctrl-C: services stop before the database, exit 0, nothing alarming printed.
    expect(await stop(first)).toBe(0);
    expect(first.output()).not.toMatch(/Unhandled|Error|"level":[45]0/);

    const second = startProduct(env);
    await waitForHealth(port, second);
    const db2 = new Client({ connectionString: url });
    await db2.connect();
    const kept = await db2.query(`SELECT consumer FROM decisions.consumed_events WHERE consumer = 'restart-check'`);
    await db2.end();
    expect(kept.rows).toHaveLength(1);
    expect(await stop(second)).toBe(0);
    expect(second.output()).not.toMatch(/Unhandled|Error|"level":[45]0/);
  });
});
