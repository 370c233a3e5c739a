// The maintained OpenTelemetry instrumentations, for real: a Node process started with the tracing
// preload (as the image's CMD, `make start` and tools/distributed start every service), outside
// jest's module loader, exports over OTLP/HTTP (JSON) to a collector this test runs. One request
// rides HTTP -> Fastify -> gRPC -> Postgres, Redis and Kafka on the test infrastructure.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startOtlpCollector, uniqueTopic, type CollectedSpan, type OtlpCollector } from '@gary/testinfra';

jest.setTimeout(120_000);

let collector: OtlpCollector;
let child: ChildProcess | null = null;
let childPort = 0;
let childOutput = '';
const topic = uniqueTopic('otel-ride');

async function waitFor<T>(what: string, fn: () => T | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline || child?.exitCode !== null) throw new Error(`timed out waiting for ${what}; child said:\n${childOutput.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  collector = await startOtlpCollector();
  const endpoint = collector.endpoint;

  const root = path.resolve(__dirname, '..');
  child = spawn(process.execPath, ['--import', 'tsx', '--import', path.join(root, 'src', 'otel-preload.ts'), path.join(__dirname, 'otel-ride.ts')], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: process.env.DATABASE_URL,
      REDIS_URL: process.env.REDIS_URL,
      KAFKA_BROKERS: process.env.KAFKA_BROKERS,
      RIDE_TOPIC: topic,
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'ride',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.setEncoding('utf8').on('data', (c: string) => (childOutput += c));
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (childOutput += c));
  childPort = await waitFor('the child to listen', () => {
    const m = /ready (\d+)/.exec(childOutput);
    return m ? Number(m[1]) : undefined;
  }, 60_000);
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  await collector.close();
});

const SCOPES = {
  http: '@opentelemetry/instrumentation-http',
  fastify: '@fastify/otel',
  grpc: '@opentelemetry/instrumentation-grpc',
  pg: '@opentelemetry/instrumentation-pg',
  ioredis: '@opentelemetry/instrumentation-ioredis',
  kafkajs: '@opentelemetry/instrumentation-kafkajs',
};

test('"the maintained SDK and its instrumentations for http, fastify, grpc-js, pg, ioredis, kafkajs": one request is one trace of their spans', async () => {
  const res = await fetch(`http://127.0.0.1:${childPort}/api/ride/u-1`, { headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' } });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ plan: 'pro' });
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const inTrace = () => collector.spans.filter((s) => s.traceId === traceId);
  // Every instrumentation's span reaches the collector, the consumer's last (it runs after the send).
  await waitFor('a span of every instrumentation in the trace', () =>
    Object.values(SCOPES).every((scope) => inTrace().some((s) => s.scope === scope)) && inTrace().some((s) => s.scope === SCOPES.ioredis && s.name.includes('set')) ? true : undefined,
  );
  const spans = inTrace();
  if (process.env.RIDE_SPANS) console.log(spans.map((s) => `${s.scope} ${s.kind} ${s.name} ${s.spanId}<-${s.parentSpanId}`).join('\n'));
  const byScope = (scope: string) => spans.filter((s) => s.scope === scope);
  // The incoming request continues the caller's traceparent (the browser's).
  expect(byScope(SCOPES.http).some((s) => s.parentSpanId === '00f067aa0ba902b7' && s.kind === 2)).toBe(true);
  // gRPC: a client and a server span, the server's child of the client's.
  const grpcClient = byScope(SCOPES.grpc).find((s) => s.kind === 3)!;
  const grpcServer = byScope(SCOPES.grpc).find((s) => s.kind === 2)!;
  expect(grpcServer.parentSpanId).toBe(grpcClient.spanId);
  expect(byScope(SCOPES.pg).some((s) => s.kind === 3)).toBe(true);
  // Kafka: the send (producer) and the process (consumer) of the message, in the same trace.
  expect(byScope(SCOPES.kafkajs).map((s) => s.kind).sort()).toEqual(expect.arrayContaining([4, 5]));
  // One tree: every span's parents lead up to the request's server span (no orphan, no second root).
  const ids = new Map(spans.map((s) => [s.spanId, s]));
  const rootOf = (s: CollectedSpan): CollectedSpan => {
    let at = s;
    for (let hop = 0; hop < 50 && at.parentSpanId && ids.has(at.parentSpanId); hop++) at = ids.get(at.parentSpanId)!;
    return at;
  };
  expect(new Set(spans.map((s) => rootOf(s).spanId))).toEqual(new Set([byScope(SCOPES.http)[0]!.spanId]));
  // No call is traced twice: our own seams make no span where an instrumentation covers them.
  expect(spans.filter((s) => s.scope === 'gary').map((s) => s.name)).toEqual([]);
  expect(new Set(spans.map((s) => s.service))).toEqual(new Set(['ride']));
});
