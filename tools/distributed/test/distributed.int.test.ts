// The distributed mode: each service its own process against the real Postgres, Redis and Kafka
// of the test run (a fresh database, so the services' schemas start empty).
import { createTestDatabase, type TestDatabase } from '@gary/testinfra';
import { getFreePort } from '@gary/testinfra';
import { startDistributed, type Distributed } from '../src';

type Health = { status: number; body: { status: string; services: { name: string; status: string }[] } };

async function health(d: Distributed): Promise<Health> {
  const res = await fetch(`${d.gatewayUrl}/api/health`);
  return { status: res.status, body: (await res.json()) as Health['body'] };
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('distributed mode (each service its own process)', () => {
  let db: TestDatabase;
  let d: Distributed;
  const lines: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('distributed');
    d = await startDistributed({
      env: { ...process.env, DATABASE_URL: db.url },
      gatewayPort: await getFreePort(),
      logLevel: 'warn',
      output: (line) => lines.push(line),
    });
  }, 180_000);

  afterAll(async () => {
    await d?.stop();
    await db?.drop();
  }, 60_000);

  test('the gateway answers /api/health 200 with every service SERVING, each in its own process', async () => {
    const h = await health(d);
    expect(h.status).toBe(200);
    expect(h.body.services).toHaveLength(8);
    expect(h.body.services.every((s) => s.status === 'SERVING')).toBe(true);
    const pids = d.processes().map((p) => p.pid);
    expect(new Set(pids).size).toBe(9);
    expect(pids).not.toContain(process.pid);
  });

  test('a killed service shows as degraded health, is reported and not restarted silently, and recovers after restart', async () => {
    await d.kill('odds-ingest');
    await until('health to degrade', async () => {
      const h = await health(d);
      return h.status === 503 && h.body.services.find((s) => s.name === 'odds-ingest')?.status !== 'SERVING';
    });
    const h = await health(d);
    expect(h.body.status).toBe('degraded');
    expect(h.body.services.filter((s) => s.status === 'SERVING').map((s) => s.name)).not.toContain('odds-ingest');
    const info = d.processes().find((p) => p.name === 'odds-ingest');
    expect(info?.running).toBe(false);
    expect(info?.lastExit?.signal).toBe('SIGKILL');

    // Nothing brings it back by itself.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(d.processes().find((p) => p.name === 'odds-ingest')?.running).toBe(false);

    await d.restart('odds-ingest');
    await until('health to recover', async () => (await health(d)).status === 200);
    expect(d.processes().find((p) => p.name === 'odds-ingest')?.running).toBe(true);
  }, 120_000);

  test('every line of output carries the name of the process it came from', () => {
    expect(lines.some((l) => l.startsWith('[supervisor] serving:'))).toBe(true);
    expect(lines.some((l) => l.startsWith('[supervisor] killing odds-ingest'))).toBe(true);
    expect(lines.every((l) => /^\[[a-z-]+ *\] /.test(l))).toBe(true);
  });
});
