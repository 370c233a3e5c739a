// The Fastify app factory every HTTP surface starts from: request ids, the one error shape,
// /health (liveness), /ready (readiness), /metrics (Prometheus), explicit timeouts, graceful close.
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { Registry, collectDefaultMetrics, Histogram } from 'prom-client';
import { ZodError } from 'zod';
import { AppError, clip, errorBody, kindToHttp, noRouteBody } from './errors';
import type { Logger } from './logger';
import { metricsText } from './platform-metrics';
import { extractContext, failSpan, instrumented, otelContext, SpanKind, startSpan, tracingEnabled, type Context, type Span } from './tracing';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's server span and its context, while tracing is on. */
    trace?: { span: Span; ctx: Context };
  }
}

const headerGetter = {
  keys: (h: Record<string, unknown>) => Object.keys(h),
  get: (h: Record<string, unknown>, key: string) => {
    const v = h[key];
    return Array.isArray(v) ? String(v[0]) : typeof v === 'string' ? v : undefined;
  },
};

export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}

export interface HttpAppOptions {
  name: string;
  logger: Logger;
  registry?: Registry;
  /** Readiness: resolve true when dependencies answer. */
  ready?: () => Promise<boolean | { ok: boolean; [k: string]: unknown }>;
  fastify?: Partial<FastifyServerOptions>;
  /** Paths to keep out of request logs and metrics (e.g. health probes). */
  quietPaths?: string[];
}

/** Our own request spans (when no instrumentation makes them): one server span per request. */
function addTraceHooks(app: FastifyInstance, name: string, quiet: Set<string>): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const route = req.routeOptions?.url;
    if (!tracingEnabled() || quiet.has(route ?? '')) return done();
    const t = startSpan(`${req.method} ${route ?? 'unmatched'}`, {
      kind: SpanKind.SERVER,
      parent: extractContext(req.headers as Record<string, unknown>, headerGetter),
      attributes: { 'http.request.method': req.method, 'http.route': route ?? 'unmatched', 'gary.service': name },
    });
    if (!t) return done();
    req.trace = t;
    otelContext.with(t.ctx, done);
  });
  const inRequestTrace = (req: FastifyRequest, _reply: unknown, done: () => void) => (req.trace ? otelContext.with(req.trace.ctx, done) : done());
  app.addHook('preValidation', inRequestTrace);
  app.addHook('preHandler', inRequestTrace);
  const endTrace = (req: FastifyRequest, status: number, err?: unknown) => {
    const t = req.trace;
    if (!t) return;
    req.trace = undefined;
    t.span.setAttribute('http.response.status_code', status);
    if (err || status >= 500) failSpan(t.span, err ?? { name: 'HttpError', code: status });
    t.span.end();
  };
  app.addHook('onRequestAbort', async (req) => endTrace(req, 499));
  app.addHook('onResponse', async (req, reply) => endTrace(req, reply.statusCode));
}

export function createHttpApp(opts: HttpAppOptions): FastifyInstance {
  const app = Fastify({
    loggerInstance: opts.logger,
    // One access-log line per request comes from the onResponse hook below, not from Fastify.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    connectionTimeout: 30_000,
    keepAliveTimeout: 72_000,
    requestTimeout: 30_000,
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Fastify's own early errors (a URL it cannot decode, a path parameter over the limit, a
    // broken request line or oversized headers) answer in the one error shape too.
    frameworkErrors: (err, _req, reply) => {
      const e = frameworkError(err as { code?: string });
      void (reply as unknown as { status(n: number): { send(b: unknown): unknown } }).status(e.status).send(errorBody(e.code, e.message));
    },
    clientErrorHandler: clientError,
    ...opts.fastify,
  }) as unknown as FastifyInstance;

  const quiet = new Set(['/health', '/ready', '/metrics', '/api/health', ...(opts.quietPaths ?? [])]);
  const registry = opts.registry ?? createMetricsRegistry(opts.name);
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  // Tracing: one server span per request, continuing the caller's W3C traceparent (the browser's, or
  // a proxy's). The hooks run the rest of the request inside its context; the handler's too, since a
  // body is parsed in the socket's callbacks, outside any context set before it. Under the preload
  // the http and @fastify/otel instrumentations make the request's spans and carry its context.
  if (!instrumented('http') && !instrumented('fastify')) addTraceHooks(app, opts.name, quiet);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // Input no handler should ever see: NUL bytes (Postgres cannot store them: 22021) in the path,
  // query or a parsed body, and JSON nested deeper than any request of ours.
  app.addHook('preValidation', async (req) => {
    const bad = unsafeInput(req.params) ?? unsafeInput(req.query) ?? unsafeInput(req.body);
    if (bad) throw new AppError('invalid', 'invalid_request', `The request has ${bad}, which is not accepted.`);
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions?.url ?? 'unmatched';
    if (quiet.has(route)) return;
    duration.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    req.log.info({ method: req.method, url: req.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });

  app.setErrorHandler((err: unknown, req, reply) => {
    if (err instanceof ZodError) {
      const issues = err.issues.slice(0, MAX_ISSUES).map((i) => ({ path: clip(i.path.join('.'), 100), message: clip(i.message, MAX_MESSAGE) }));
      return reply.status(400).send(errorBody(zodCode(err), describeZod(err), { issues }));
    }
    if (err instanceof AppError) {
      const status = kindToHttp(err.kind);
      const retry = err.details?.['retryAfterSeconds'];
      if (typeof retry === 'number') reply.header('retry-after', String(Math.ceil(retry)));
      if (status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '5');
      return reply.status(status).send(errorBody(err.code, clip(err.message, MAX_MESSAGE), err.details));
    }
    const fe = err as { statusCode?: number; code?: string; message?: string; validation?: unknown };
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      const known = fe.code ? FASTIFY_ERRORS[fe.code] : undefined;
      if (known) return reply.status(known.status).send(errorBody(known.code, known.message));
      const code = /^[A-Za-z0-9_]{1,64}$/.test(fe.code ?? '') ? fe.code!.toLowerCase() : 'bad_request';
      return reply.status(fe.statusCode).send(errorBody(code, clip(fe.message || 'Bad request', MAX_MESSAGE)));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', 'Something went wrong. Please try again.'));
  });
  app.setNotFoundHandler((req, reply) => reply.status(404).send(noRouteBody(req.method, req.url)));

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_req, reply) => {
    const r = opts.ready ? await opts.ready().catch(() => false) : true;
    const ok = typeof r === 'boolean' ? r : r.ok;
    return reply.status(ok ? 200 : 503).send(typeof r === 'boolean' ? { ready: ok } : { ready: ok, ...r });
  });
  app.get('/metrics', async (_req, reply) => reply.type(registry.contentType).send(await metricsText(registry)));
  return app;
}

export function describeZod(err: ZodError): string {
  const parts = err.issues.slice(0, MAX_ISSUES).map((i) => (i.path.length ? `${clip(i.path.join('.'), 100)}: ${i.message}` : i.message));
  return clip(parts.join('; '), MAX_MESSAGE);
}

/** The code a schema asked for (a custom issue's params.code, e.g. invalid_date), else invalid_request. */
function zodCode(err: ZodError): string {
  const first = err.issues[0] as { params?: { code?: unknown } } | undefined;
  const c = first?.params?.code;
  return typeof c === 'string' && /^[a-z_]{1,40}$/.test(c) ? c : 'invalid_request';
}

export const BODY_LIMIT = 1024 * 1024;
export const MAX_PARAM_LENGTH = 256;
const MAX_MESSAGE = 300;
const MAX_ISSUES = 10;
/** Deeper JSON than any request of ours; a walk that stops here cannot be made to recurse without end. */
export const MAX_INPUT_DEPTH = 32;

const FASTIFY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type', message: 'Unsupported content type: send the body as application/json.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'body_too_large', message: 'The request body is larger than this route accepts (1 MiB at most).' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalid_content_length', message: 'The request body size does not match Content-Length.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json', message: 'The body is empty but the content type says JSON.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json', message: 'The body is not valid JSON.' },
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url', message: 'The URL is not valid (a broken percent-encoding?).' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'param_too_long', message: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters.` },
};

function frameworkError(err: { code?: string }): { status: number; code: string; message: string } {
  return (err.code && FASTIFY_ERRORS[err.code]) || { status: 400, code: 'bad_request', message: 'The request could not be read.' };
}

/** Errors before a request exists (bad request line, headers too large, timeouts): the one error shape, on the socket. */
function clientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: import('node:stream').Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', errorBody('timeout', 'The request took too long to arrive.')]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', errorBody('headers_too_large', 'The request headers are too large.')]
        : [400, 'Bad Request', errorBody('bad_request', 'The request could not be read.')];
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${text}`);
  }
  socket.destroy(err);
}

/** What is wrong with parsed input, or null: a NUL byte in any key or string, or nesting deeper than MAX_INPUT_DEPTH. */
export function unsafeInput(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return 'a NUL byte';
      continue;
    }
    if (v === null || typeof v !== 'object' || Buffer.isBuffer(v)) continue;
    if (depth >= MAX_INPUT_DEPTH) return `JSON nested deeper than ${MAX_INPUT_DEPTH} levels`;
    for (const [k, child] of Object.entries(v)) {
      if (k.includes('\u0000')) return 'a NUL byte';
      stack.push([child, depth + 1]);
    }
  }
  return null;
}
