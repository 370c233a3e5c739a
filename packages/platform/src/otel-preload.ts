// The tracing preload: `node --require <this> main.js` (the image's CMD, the chart, `make start`,
// tools/distributed). When an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, and neither OTEL_SDK_DISABLED=true nor
// OTEL_TRACES_EXPORTER=none), it starts the OpenTelemetry NodeSDK with the maintained
// instrumentations of http, fastify (@fastify/otel, the one for Fastify 5), grpc-js, pg, ioredis
// and kafkajs. It must run before anything loads those packages: their instrumentations hook
// `require`, and @gary/platform's index loads pg, ioredis, kafkajs and grpc-js as soon as it is
// imported. So this file imports only OpenTelemetry packages and ./tracing (which imports no
// instrumented package). The exporter, protocol (http/protobuf by default, http/json, grpc),
// headers, sampler and resource attributes come from the standard OTEL_* variables.
import { tracingConfigured, markPreloadedTracing, type Instrumented } from './tracing';

/** The service a process runs: OTEL_SERVICE_NAME, the image's GARY_SERVICE, or the entry's path. */
export function preloadServiceName(env: NodeJS.ProcessEnv, entry: string | undefined): string {
  if (env.OTEL_SERVICE_NAME) return env.OTEL_SERVICE_NAME;
  if (env.GARY_SERVICE) return env.GARY_SERVICE;
  const m = /services[\\/]([a-z0-9-]+)[\\/]/.exec(entry ?? '');
  return m?.[1] ?? 'gary';
}

/** Paths whose requests are never traced: probes and scrapes, many a minute, never a ride. */
const QUIET = new Set(['/health', '/ready', '/metrics', '/api/health']);

function start(): void {
  const env = process.env;
  if (!tracingConfigured(env)) return;
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is on */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { resourceFromAttributes } = require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { GrpcInstrumentation } = require('@opentelemetry/instrumentation-grpc') as typeof import('@opentelemetry/instrumentation-grpc');
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const { IORedisInstrumentation } = require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis');
  const { KafkaJsInstrumentation } = require('@opentelemetry/instrumentation-kafkajs') as typeof import('@opentelemetry/instrumentation-kafkajs');
  const { FastifyOtelInstrumentation } = require('@fastify/otel') as typeof import('@fastify/otel');
  /* eslint-enable @typescript-eslint/no-require-imports */
  // Metrics stay Prometheus (/metrics) and logs stay pino's stdout unless an operator asks for OTLP.
  env.OTEL_METRICS_EXPORTER ??= 'none';
  env.OTEL_LOGS_EXPORTER ??= 'none';
  const service = preloadServiceName(env, process.argv[1]);
  const instrumented: Instrumented[] = ['http', 'fastify', 'grpc', 'pg', 'ioredis', 'kafkajs'];
  const sdk = new NodeSDK({
    serviceName: service,
    resource: resourceFromAttributes({ 'service.namespace': 'gary' }),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => QUIET.has((req.url ?? '').split('?')[0] ?? ''),
      }),
      // Registers itself on every Fastify instance as it is created (diagnostics channel).
      new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: (r) => QUIET.has(r.url) }),
      new GrpcInstrumentation(),
      // Statements and commands outside a trace (the outbox relay's polling, health checks) make none.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
      new KafkaJsInstrumentation(),
    ],
  });
  sdk.start();
  markPreloadedTracing({ service, instrumented, shutdown: () => sdk.shutdown() });
}

start();
