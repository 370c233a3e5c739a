// SQL and Redis spans: a service's pool and Redis client are wrapped once, while tracing is on. A
// statement or command gets a span only inside a trace (a request, an event, a job), never from the
// pollers that run on their own (the outbox relay's SELECT every half second would bury the rest).
// The SQL text goes on the span (our statements are parameterised); the values never do. Under the
// preload the pg and ioredis instrumentations make these spans (requireParentSpan: the same rule)
// and both wrappers step aside.
import type { Redis } from 'ioredis';
import type { Pool, PoolClient } from 'pg';
import { failSpan, instrumented, inTrace, otelContext, SpanKind, startSpan, tracingEnabled } from './tracing';

const WRAPPED = Symbol.for('gary.traced');
const MAX_STATEMENT = 2_000;

type Marked = { [WRAPPED]?: true };
type QueryFn = (...args: unknown[]) => unknown;

function verbOf(text: string): string {
  const m = /^\s*([A-Za-z]+)/.exec(text);
  return m ? m[1]!.toUpperCase() : 'QUERY';
}

function wrapClientQuery(client: PoolClient, schema: string, service: string): void {
  const c = client as PoolClient & Marked;
  if (c[WRAPPED]) return;
  c[WRAPPED] = true;
  const original = client.query.bind(client) as unknown as QueryFn;
  (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : undefined;
    if (text === undefined || !inTrace()) return original(...args);
    const verb = verbOf(text);
    const s = startSpan(`${verb} ${schema}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.namespace': schema, 'db.operation.name': verb, 'db.query.text': text.slice(0, MAX_STATEMENT), 'gary.service': service },
    })!;
    const done = (err: unknown) => {
      if (err) failSpan(s.span, err);
      s.span.end();
    };
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      // Callback form (pg-pool's pool.query uses it).
      args[args.length - 1] = (err: unknown, res: unknown) => {
        done(err);
        (last as (e: unknown, r: unknown) => void)(err, res);
      };
      return otelContext.with(s.ctx, () => original(...args));
    }
    const out = otelContext.with(s.ctx, () => original(...args)) as Promise<unknown> | unknown;
    if (out && typeof (out as Promise<unknown>).then === 'function') {
      (out as Promise<unknown>).then(() => done(null), done);
    } else {
      done(null);
    }
    return out;
  };
}

/**
 * Spans for every statement a service's pool runs inside a trace. A no-op while tracing is off, and
 * once per pool. pg-pool hands a waiting caller its client from another caller's release, so the
 * checkout's callback is bound to the caller's context (else its SQL would join someone else's trace).
 */
export function traceQueries(pool: Pool, schema: string, service = schema.replace(/_/g, '-')): void {
  const p = pool as Pool & Marked;
  if (!tracingEnabled() || instrumented('pg') || p[WRAPPED]) return;
  p[WRAPPED] = true;
  const connect = pool.connect.bind(pool) as unknown as QueryFn;
  (pool as unknown as { connect: QueryFn }).connect = (...args: unknown[]) => {
    const cb = args[0];
    if (typeof cb === 'function') {
      const bound = otelContext.bind(otelContext.active(), (err: unknown, client: PoolClient | undefined, release: unknown) => {
        if (client) wrapClientQuery(client, schema, service);
        return (cb as (...a: unknown[]) => unknown)(err, client, release);
      });
      return connect(bound);
    }
    return (connect() as Promise<PoolClient>).then((client) => {
      wrapClientQuery(client, schema, service);
      return client;
    });
  };
}

/** Spans for the Redis commands a client sends inside a trace; a no-op while tracing is off. */
export function traceRedis(redis: Redis): Redis {
  const r = redis as Redis & Marked;
  if (!tracingEnabled() || instrumented('ioredis') || r[WRAPPED]) return redis;
  r[WRAPPED] = true;
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = ((command: Parameters<Redis['sendCommand']>[0], stream?: Parameters<Redis['sendCommand']>[1]) => {
    if (!inTrace()) return send(command, stream);
    const name = String((command as { name?: unknown }).name ?? 'command').toUpperCase();
    const s = startSpan(`redis ${name}`, { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'redis', 'db.operation.name': name } })!;
    const promise = (command as { promise?: Promise<unknown> }).promise;
    if (promise) {
      promise.then(
        () => s.span.end(),
        (err: unknown) => {
          failSpan(s.span, err);
          s.span.end();
        },
      );
    } else {
      s.span.end();
    }
    return send(command, stream);
  }) as Redis['sendCommand'];
  return redis;
}
