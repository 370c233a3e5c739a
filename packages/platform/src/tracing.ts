// Traces an operator can follow (OpenTelemetry). Off unless OTEL_EXPORTER_OTLP_ENDPOINT (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set; while off no provider exists, every seam below checks
// one boolean and calls straight through, so tracing costs nothing.
//
// In production the spans of http, fastify, grpc-js, pg, ioredis and kafkajs come from the maintained
// instrumentations, which the NodeSDK starts in a preload (otel-preload.ts, `node --require` before
// main): their require hooks must be in place before @gary/platform loads those packages. The
// preload leaves its state on globalThis (the service's bundle and the preload's are separate copies
// of this file), and each seam of ours below steps aside where an instrumentation covers it
// (`instrumented(name)`):
//   - HTTP: createHttpApp (Fastify hooks), continuing a W3C `traceparent` header (the browser's);
//   - gRPC: createGrpcClient injects the context into the call's metadata, startGrpcServer continues it;
//   - SQL: traceQueries wraps a service's pool (one span per statement, only inside a trace);
//   - Redis: traceRedis wraps a client's commands (only inside a trace).
// Without the preload (jest, whose module loader the require hooks never see, and a process started
// without it) these seams make the spans themselves. One seam is ours alone, with or without the
// preload: events. The outbox stores the producer's `traceparent` in the envelope, the relay
// publishes under a producer span and sends that span's context on, and both buses run each handler
// under a consumer span continuing it (Kafka headers alone could not carry it through the outbox row).
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type TextMapGetter,
} from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';

/** What a running tracer needs to stop: our own provider, or the preload's NodeSDK. */
interface Running {
  shutdown(): Promise<void>;
}
/** The instrumentation libraries the preload can start, by the seam each covers. */
export type Instrumented = 'http' | 'fastify' | 'grpc' | 'pg' | 'ioredis' | 'kafkajs';

/** What the preload leaves on globalThis once its NodeSDK runs (see otel-preload.ts). */
export interface PreloadedTracing {
  service: string;
  instrumented: Instrumented[];
  shutdown(): Promise<void>;
}
const PRELOAD = Symbol.for('gary.otel.preload');

/** The preload's NodeSDK, when this process was started with it and tracing is on. */
export function preloadedTracing(): PreloadedTracing | undefined {
  return (globalThis as { [PRELOAD]?: PreloadedTracing })[PRELOAD];
}

// Set from the start when the preload ran first (it always does: `node --require`).
let provider: Running | null = preloadedTracing() ?? null;

/** Called once by the preload after its NodeSDK started. */
export function markPreloadedTracing(state: PreloadedTracing): void {
  (globalThis as { [PRELOAD]?: PreloadedTracing })[PRELOAD] = state;
  provider = state;
}

/**
 * Whether the maintained instrumentation of `name` makes this process's spans (the preload
 * started it): our seam for the same calls then makes none, so no call is traced twice.
 */
export function instrumented(name: Instrumented): boolean {
  return provider !== null && (preloadedTracing()?.instrumented.includes(name) ?? false);
}

/** Whether spans are being made in this process (one boolean: the seams' only cost while off). */
export function tracingEnabled(): boolean {
  return provider !== null;
}

export interface TracingHandle {
  enabled: boolean;
  /** Flushes what is buffered and stops (on SIGTERM). */
  shutdown(): Promise<void>;
}

/** Tracing is on when an OTLP endpoint is configured and the SDK is not disabled. */
export function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  if ((env.OTEL_SDK_DISABLED ?? '').toLowerCase() === 'true') return false;
  if ((env.OTEL_TRACES_EXPORTER ?? '').toLowerCase() === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * Starts tracing for this process, once (later calls get the running handle). With no span
 * processors given, it exports over OTLP/HTTP as the OTEL_* variables say (endpoint, headers,
 * timeout, OTEL_TRACES_SAMPLER), or does nothing when no endpoint is set. Tests pass their own
 * processors (an in-memory exporter). The process's service.name is OTEL_SERVICE_NAME or `service`.
 */
export function startTracing(opts: { service: string; env?: NodeJS.ProcessEnv; spanProcessors?: SpanProcessor[] }): TracingHandle {
  const env = opts.env ?? process.env;
  if (provider) return handleOf(provider);
  // Started by the preload (with the instrumentations): this process's spans already flow.
  const preloaded = preloadedTracing();
  if (preloaded && !opts.spanProcessors) {
    provider = preloaded;
    return handleOf(preloaded);
  }
  let processors = opts.spanProcessors;
  if (!processors) {
    if (!tracingConfigured(env)) return { enabled: false, shutdown: async () => undefined };
    // Loaded only when tracing is on: nothing of the exporter is paid for while off.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
    processors = [new BatchSpanProcessor(new OTLPTraceExporter())];
  }
  const p = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || opts.service, 'service.namespace': 'gary' }),
    spanProcessors: processors,
  });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator.
  p.register();
  provider = p;
  return handleOf(p);
}

function handleOf(p: Running): TracingHandle {
  return {
    enabled: true,
    async shutdown() {
      if (provider !== p) return;
      provider = null;
      await p.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

const tracer = () => trace.getTracer('gary');

/** Runs fn inside a new span (child of the active one), ending it with fn's outcome. */
export async function inSpan<T>(
  name: string,
  opts: { kind?: SpanKind; attributes?: Attributes; parent?: Context; root?: boolean },
  fn: (span: Span | null) => Promise<T>,
): Promise<T> {
  if (!provider) return fn(null);
  const parent = opts.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: opts.kind ?? SpanKind.INTERNAL, attributes: opts.attributes, root: opts.root }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (err) {
    failSpan(span, err);
    throw err;
  } finally {
    span.end();
  }
}

/** Starts a span the caller ends (for work that ends in a callback or a hook). */
export function startSpan(name: string, opts: { kind?: SpanKind; attributes?: Attributes; parent?: Context } = {}): { span: Span; ctx: Context } | null {
  if (!provider) return null;
  const parent = opts.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: opts.kind ?? SpanKind.INTERNAL, attributes: opts.attributes }, parent);
  return { span, ctx: trace.setSpan(parent, span) };
}

/** Marks a span failed with the error's name and code only: messages may carry user data. */
export function failSpan(span: Span, err: unknown): void {
  const e = err as { name?: unknown; code?: unknown } | null;
  const name = typeof e?.name === 'string' ? e.name : 'Error';
  const code = typeof e?.code === 'string' || typeof e?.code === 'number' ? String(e.code) : undefined;
  span.setAttribute('error.type', code ? `${name}:${code}` : name);
  span.setStatus({ code: SpanStatusCode.ERROR, message: code ?? name });
}

/** Whether a span is active here: SQL and Redis spans are made only inside a trace. */
export function inTrace(): boolean {
  return provider !== null && trace.getSpan(context.active()) !== undefined;
}

const TRACEPARENT = /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** The active context as a W3C traceparent (for an event envelope), or undefined outside a trace. */
export function currentTraceparent(ctx: Context = context.active()): string | undefined {
  if (!provider || !trace.getSpan(ctx)) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  const tp = carrier['traceparent'];
  return tp && TRACEPARENT.test(tp) ? tp : undefined;
}

/** The remote context a traceparent names (the root context when there is none or it is malformed). */
export function contextFromTraceparent(traceparent: string | undefined): Context {
  if (!traceparent || !TRACEPARENT.test(traceparent)) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { traceparent });
}

/** Writes the active context into a carrier through a setter (gRPC metadata). */
export function injectContext<C>(ctx: Context, carrier: C, set: (carrier: C, key: string, value: string) => void): void {
  propagation.inject(ctx, carrier, { set });
}

/** Reads a remote context from a carrier (HTTP headers, gRPC metadata). */
export function extractContext<C>(carrier: C, getter: TextMapGetter<C>): Context {
  return propagation.extract(ROOT_CONTEXT, carrier, getter);
}

export { context as otelContext, SpanKind, SpanStatusCode, type Context, type Span };
// For tests that hold spans in memory.
export { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
