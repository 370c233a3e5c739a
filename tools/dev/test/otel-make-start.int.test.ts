// `make start` with an OTLP endpoint: the Makefile's command (the tracing preload, then the product
// in one process) against a database of its own, exporting to a collector this test runs. A public
// request rides the real gateway -> pick-engine (gRPC over loopback) -> Postgres, and its spans come
// from the maintained instrumentations (http, @fastify/otel, grpc, pg) in one trace. (The public
// decisions route, the leaderboard, is answered from the service's kept page without SQL.)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, getFreePort, startOtlpCollector, type OtlpCollector, type TestDatabase } from '@gary/testinfra';

jest.setTimeout(240_000);
const ROOT = path.resolve(__dirname, '../../..');

let collector: OtlpCollector;
let db: TestDatabase;
let child: ChildProcess | null = null;
let output = '';
let port = 0;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gary-otel-start-'));

/** The `start` recipe's command line, read from the Makefile (so this test runs what `make start` runs). */
function makeStartArgs(): string[] {
  const makefile = fs.readFileSync(path.join(ROOT, 'Makefile'), 'utf8');
  const recipe = /^start:.*\n\t@?node (.+)$/m.exec(makefile);
  if (!recipe) throw new Error('no `start` recipe running node in the Makefile');
  return recipe[1]!.trim().split(/\s+/);
}

beforeAll(async () => {
  collector = await startOtlpCollector();
  db = await createTestDatabase('otel_start');
  port = await getFreePort();
  child = spawn(process.execPath, makeStartArgs(), {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: db.url,
      PORT: String(port),
      GARY_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`make start exited early:\n${output}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.status === 200) break;
    if (Date.now() > until) throw new Error(`no healthy gateway:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  await collector?.close();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('"one trace shows a ride from the browser to Postgres": GET /api/corrections through the gateway, pick-engine and its SQL, all spans from the maintained instrumentations', async () => {
  const traceId = '0af7651916cd43dd8448eb211c80319c';
  const res = await fetch(`http://127.0.0.1:${port}/api/corrections?limit=5`, { headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` } });
  expect(res.status).toBe(200);
  const inTrace = () => collector.spans.filter((s) => s.traceId === traceId);
  const scopes = ['@opentelemetry/instrumentation-http', '@fastify/otel', '@opentelemetry/instrumentation-grpc', '@opentelemetry/instrumentation-pg'];
  for (let i = 0; i < 100 && !scopes.every((sc) => inTrace().some((s) => s.scope === sc)); i += 1) await new Promise((r) => setTimeout(r, 200));
  const spans = inTrace();
  if (process.env.RIDE_SPANS) console.log(spans.map((s) => `${s.scope} ${s.kind} ${s.name} ${s.spanId}<-${s.parentSpanId}`).join('\n'));
  expect([...new Set(spans.map((s) => s.scope))].sort()).toEqual([...scopes].sort());
  // The browser's traceparent is continued by the gateway's server span.
  const server = spans.find((s) => s.scope === scopes[0] && s.kind === 2 && s.parentSpanId === 'b7ad6b7169203331');
  expect(server?.name).toMatch(/^GET/);
  // pick-engine answers the gateway's call (the grpc server span is a child of the client span)...
  const grpcServer = spans.find((s) => s.scope === scopes[2] && s.kind === 2 && s.name.includes('PickEngineService/ListCorrections'));
  expect(grpcServer).toBeDefined();
  expect(spans.find((s) => s.spanId === grpcServer!.parentSpanId)).toMatchObject({ scope: scopes[2], kind: 3 });
  // ...and its SQL runs inside that call.
  const ids = new Map(spans.map((s) => [s.spanId, s]));
  const underGrpcServer = (spanId: string | undefined): boolean => {
    for (let hop = 0; hop < 50 && spanId; hop++) {
      if (spanId === grpcServer!.spanId) return true;
      spanId = ids.get(spanId)?.parentSpanId;
    }
    return false;
  };
  expect(spans.some((s) => s.scope === scopes[3] && s.name.startsWith('pg.query') && underGrpcServer(s.parentSpanId))).toBe(true);
  // No call traced twice: our own seams make no HTTP, gRPC or SQL spans under the preload.
  expect(spans.filter((s) => s.scope === 'gary').map((s) => s.name)).toEqual([]);
});
