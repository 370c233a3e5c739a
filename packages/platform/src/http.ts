// The Fastify app factory every HTTP surface starts from: request ids, the one error shape,
// /health (liveness), /ready (readiness), /metrics (Prometheus), explicit timeouts, graceful close.
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Registry, collectDefaultMetrics, Histogram } from 'prom-client';
import { ZodError } from 'zod';
import { AppError, errorBody, kindToHttp } from './errors';
import type { Logger } from './logger';

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
    bodyLimit: 1024 * 1024,
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

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions?.url ?? 'unmatched';
    if (quiet.has(route)) return;
    duration.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    req.log.info({ method: req.method, url: req.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });

  app.setErrorHandler((err: unknown, req, reply) => {
    if (err instanceof ZodError) {
      return reply.status(400).send(errorBody('invalid_request', describeZod(err), { issues: err.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) }));
    }
    if (err instanceof AppError) {
      const status = kindToHttp(err.kind);
      const retry = err.details?.['retryAfterSeconds'];
      if (typeof retry === 'number') reply.header('retry-after', String(Math.ceil(retry)));
      if (status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '5');
      return reply.status(status).send(errorBody(err.code, err.message, err.details));
    }
    const fe = err as { statusCode?: number; code?: string; message?: string; validation?: unknown };
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send(errorBody(fe.code?.toLowerCase() ?? 'bad_request', fe.message ?? 'Bad request'));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', 'Something went wrong. Please try again.'));
  });
  app.setNotFoundHandler((req, reply) => reply.status(404).send(errorBody('not_found', `No route for ${req.method} ${req.url.split('?')[0]}`)));

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_req, reply) => {
    const r = opts.ready ? await opts.ready().catch(() => false) : true;
    const ok = typeof r === 'boolean' ? r : r.ok;
    return reply.status(ok ? 200 : 503).send(typeof r === 'boolean' ? { ready: ok } : { ready: ok, ...r });
  });
  app.get('/metrics', async (_req, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  return app;
}

export function describeZod(err: ZodError): string {
  return err.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}
