// gRPC server and client helpers. Handlers are async functions; errors that are AppErrors become
// their gRPC status (with the error code in trailing metadata), anything else INTERNAL without
// internals leaking. Every client call carries a deadline. Every server serves grpc.health.v1.
import * as grpc from '@grpc/grpc-js';
import { loadService, SERVICES, type ServiceName, type ServiceTypes } from '@gary/protos';
import { AppError, grpcToKind, invalid, kindToGrpc, type ErrorKind } from './errors';
import type { Logger } from './logger';
import { grpcObserved } from './platform-metrics';
import { extractContext, failSpan, injectContext, instrumented, otelContext, SpanKind, SpanStatusCode, startSpan, tracingEnabled } from './tracing';

export interface CallContext {
  metadata: grpc.Metadata;
  /** Caller forwarded by the gateway (x-user-id / x-user-role), when any. */
  userId?: string;
  role?: string;
  requestId?: string;
}

// The generated handler interfaces carry an index signature; key remapping keeps only the named rpcs.
export type AsyncHandlers<H> = {
  [K in keyof H as string extends K ? never : number extends K ? never : K]: H[K] extends grpc.handleUnaryCall<infer Req, infer Res> ? (req: Req, ctx: CallContext) => Promise<Res> : never;
};

export type ServiceImpl<N extends ServiceName> = Partial<AsyncHandlers<ServiceTypes[N]['handlers']>>;

type ClientMethodKeys<C> = { [K in keyof C]: K extends string ? (K extends Capitalize<K> ? K : never) : never }[keyof C];

export type AsyncClient<C> = {
  [K in ClientMethodKeys<C>]: C[K] extends (arg: infer A, cb: grpc.requestCallback<infer R>) => grpc.ClientUnaryCall
    ? (req: A, opts?: CallOptions) => Promise<R>
    : never;
};

export type ServiceClient<N extends ServiceName> = AsyncClient<ServiceTypes[N]['client']> & { close(): void; address: string };

export interface CallOptions {
  deadlineMs?: number;
  userId?: string;
  role?: string;
  requestId?: string;
}

function toServiceError(err: unknown, logger?: Logger): Partial<grpc.StatusObject> {
  const metadata = new grpc.Metadata();
  if (err instanceof AppError) {
    metadata.set('error-code', err.code);
    if (err.details) metadata.set('error-details', JSON.stringify(err.details));
    return { code: kindToGrpc(err.kind), details: err.message, metadata };
  }
  // A Postgres data exception (class 22: a NUL byte, an impossible date, a value out of range) is
  // bad input that got past a handler's checks: the caller's fault, not the service's.
  const pgCode = (err as { code?: unknown } | null)?.code;
  if (typeof pgCode === 'string' && /^22[0-9A-Z]{3}$/.test(pgCode)) {
    logger?.warn({ err }, 'input the database rejected reached a gRPC handler');
    metadata.set('error-code', 'invalid_input');
    return { code: grpc.status.INVALID_ARGUMENT, details: 'The request has a value that cannot be stored (a NUL byte, an impossible date or a number out of range).', metadata };
  }
  logger?.error({ err }, 'unhandled error in gRPC handler');
  metadata.set('error-code', 'internal');
  return { code: grpc.status.INTERNAL, details: 'Something went wrong. Please try again.', metadata };
}

/** A NUL byte in any string of a decoded request (bytes fields are Buffers and left alone). */
export function hasNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  for (let seen = 0; stack.length && seen < 100_000; seen++) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const child of Object.values(v)) stack.push(child);
    }
  }
  return false;
}

// Server errors are the service's fault; a refusal (not found, invalid, denied) is an answer.
const SERVER_FAULTS = new Set<number>([grpc.status.UNKNOWN, grpc.status.INTERNAL, grpc.status.UNAVAILABLE, grpc.status.DATA_LOSS, grpc.status.DEADLINE_EXCEEDED, grpc.status.UNIMPLEMENTED]);
const isServerFault = (code: number | undefined) => code === undefined || SERVER_FAULTS.has(code);

const metadataGetter = {
  keys: (md: grpc.Metadata) => Object.keys(md.getMap()),
  get: (md: grpc.Metadata, key: string) => {
    const v = md.get(key)[0];
    return v === undefined ? undefined : String(v);
  },
};

/** The server span of one call, continuing the caller's trace from the call's metadata. */
function serverSpan(service: string, fullName: string, method: string, md: grpc.Metadata) {
  return startSpan(`${fullName}/${method}`, {
    kind: SpanKind.SERVER,
    parent: extractContext(md, metadataGetter),
    attributes: { 'rpc.system': 'grpc', 'rpc.service': fullName, 'rpc.method': method, 'gary.service': service },
  });
}

/** The client span of one call; its context goes into the call's metadata (W3C traceparent). */
function clientSpan(fullName: string, method: string, address: string, md: grpc.Metadata): { end(err: grpc.ServiceError | null): void } | null {
  const s = startSpan(`${fullName}/${method}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'rpc.system': 'grpc', 'rpc.service': fullName, 'rpc.method': method, 'server.address': address },
  });
  if (!s) return null;
  injectContext<grpc.Metadata>(s.ctx, md, (carrier, key, value) => carrier.set(key, value));
  return {
    end(err) {
      s.span.setAttribute('rpc.grpc.status_code', err ? err.code : grpc.status.OK);
      if (err && isServerFault(err.code)) s.span.setStatus({ code: SpanStatusCode.ERROR, message: grpc.status[err.code] ?? String(err.code) });
      s.span.end();
    },
  };
}

function contextOf(call: grpc.ServerUnaryCall<unknown, unknown>): CallContext {
  const first = (k: string) => {
    const v = call.metadata.get(k)[0];
    return v === undefined ? undefined : String(v);
  };
  return { metadata: call.metadata, userId: first('x-user-id'), role: first('x-user-role'), requestId: first('x-request-id') };
}

export type HealthStatus = 'SERVING' | 'NOT_SERVING';

export interface GrpcServer {
  readonly port: number;
  setHealth(status: HealthStatus): void;
  stop(): Promise<void>;
}

export async function startGrpcServer<N extends Exclude<ServiceName, 'health'>>(opts: {
  service: N;
  impl: ServiceImpl<NoInfer<N>>;
  host?: string;
  port: number;
  logger?: Logger;
}): Promise<GrpcServer> {
  const server = new grpc.Server({ 'grpc.max_receive_message_length': 16 * 1024 * 1024 });
  const ctor = loadService(opts.service);
  const fullName = SERVICES[opts.service].fullName;
  const handlers: grpc.UntypedServiceImplementation = {};
  for (const method of Object.keys(ctor.service)) {
    const fn = (opts.impl as Record<string, ((req: unknown, ctx: CallContext) => Promise<unknown>) | undefined>)[method];
    handlers[method] = (call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
      if (!fn) return callback({ code: grpc.status.UNIMPLEMENTED, details: `${method} is not implemented yet` });
      // No service stores NUL bytes (Postgres cannot): refused here for every method of every service.
      if (hasNul(call.request)) return callback(toServiceError(invalid('invalid_request', 'The request has a NUL byte, which is not accepted.')));
      const t0 = process.hrtime.bigint();
      const seconds = () => Number(process.hrtime.bigint() - t0) / 1e9;
      // Under the preload the grpc instrumentation makes the call's spans and carries the context.
      const traced = tracingEnabled() && !instrumented('grpc') ? serverSpan(opts.service, fullName, method, call.metadata) : null;
      const run = () => fn(call.request, contextOf(call));
      (traced ? otelContext.with(traced.ctx, run) : run()).then(
        (res) => {
          traced?.span.end();
          grpcObserved(opts.service, method, 'OK', seconds());
          callback(null, res);
        },
        (err) => {
          const status = toServiceError(err, opts.logger);
          grpcObserved(opts.service, method, grpc.status[status.code ?? grpc.status.UNKNOWN] ?? 'UNKNOWN', seconds());
          if (traced) {
            traced.span.setAttribute('rpc.grpc.status_code', status.code ?? grpc.status.UNKNOWN);
            if (isServerFault(status.code)) failSpan(traced.span, err);
            traced.span.end();
          }
          callback(status);
        },
      );
    };
  }
  server.addService(ctor.service, handlers);

  // grpc.health.v1: the overall status ('') and the service's own name report the same thing.
  let health: HealthStatus = 'NOT_SERVING';
  const watchers = new Set<grpc.ServerWritableStream<{ service: string }, { status: string }>>();
  const known = new Set(['', SERVICES[opts.service].fullName]);
  server.addService(loadService('health').service, {
    Check: (call: grpc.ServerUnaryCall<{ service: string }, unknown>, cb: grpc.sendUnaryData<unknown>) => {
      if (!known.has(call.request.service)) return cb({ code: grpc.status.NOT_FOUND, details: 'unknown service' });
      cb(null, { status: health });
    },
    Watch: (call: grpc.ServerWritableStream<{ service: string }, { status: string }>) => {
      call.write({ status: known.has(call.request.service) ? health : 'SERVICE_UNKNOWN' });
      watchers.add(call);
      call.on('cancelled', () => watchers.delete(call));
    },
  });

  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`${opts.host ?? '0.0.0.0'}:${opts.port}`, grpc.ServerCredentials.createInsecure(), (err, p) =>
      err ? reject(err) : resolve(p),
    ),
  );
  health = 'SERVING';
  return {
    port,
    setHealth(status) {
      health = status;
      for (const w of watchers) w.write({ status });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        health = 'NOT_SERVING';
        for (const w of watchers) w.end();
        const force = setTimeout(() => server.forceShutdown(), 5_000);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}

/** A failed gRPC call, carrying the status, the server's error code and details. */
export class GrpcCallError extends AppError {
  constructor(readonly grpcCode: number, kind: ErrorKind, code: string, message: string, details?: Record<string, unknown>) {
    super(kind, code, message, details);
  }
}

function toCallError(err: grpc.ServiceError): GrpcCallError {
  const md = err.metadata;
  const code = md?.get('error-code')[0];
  const rawDetails = md?.get('error-details')[0];
  let details: Record<string, unknown> | undefined;
  if (rawDetails) {
    try {
      details = JSON.parse(String(rawDetails)) as Record<string, unknown>;
    } catch {
      details = undefined;
    }
  }
  const kind = grpcToKind(err.code);
  const message = err.details || err.message;
  return new GrpcCallError(err.code, kind, code ? String(code) : kind, message, details);
}

export function createGrpcClient<N extends ServiceName>(name: N, address: string, defaults: { deadlineMs?: number } = {}): ServiceClient<N> {
  const Ctor = loadService(name);
  const fullName = SERVICES[name].fullName;
  const client = new Ctor(address, grpc.credentials.createInsecure(), {
    'grpc.keepalive_time_ms': 30_000,
    'grpc.enable_retries': 1,
  });
  const out: Record<string, unknown> = { close: () => client.close(), address };
  for (const method of Object.keys(Ctor.service)) {
    out[method] = (req: unknown, opts: CallOptions = {}) =>
      new Promise((resolve, reject) => {
        const md = new grpc.Metadata();
        if (opts.userId) md.set('x-user-id', opts.userId);
        if (opts.role) md.set('x-user-role', opts.role);
        if (opts.requestId) md.set('x-request-id', opts.requestId);
        const deadline = Date.now() + (opts.deadlineMs ?? defaults.deadlineMs ?? 5_000);
        const fn = (client as unknown as Record<string, Function>)[method]!;
        const span = tracingEnabled() && !instrumented('grpc') ? clientSpan(fullName, method, address, md) : null;
        fn.call(client, req, md, { deadline }, (err: grpc.ServiceError | null, res: unknown) => {
          span?.end(err);
          if (err) reject(toCallError(err));
          else resolve(res);
        });
      });
  }
  return out as ServiceClient<N>;
}

/**
 * Asks servers' grpc.health.v1 for their status ('' = the whole server; 'UNREACHABLE' when no
 * answer), keeping one client per address for every later check.
 */
export function createHealthChecker(deadlineMs = 2_000) {
  const clients = new Map<string, ServiceClient<'health'>>();
  return {
    async check(address: string, service = ''): Promise<string> {
      let client = clients.get(address);
      if (!client) {
        client = createGrpcClient('health', address, { deadlineMs });
        clients.set(address, client);
      }
      try {
        return (await client.Check({ service })).status;
      } catch {
        return 'UNREACHABLE';
      }
    },
    close(): void {
      for (const c of clients.values()) c.close();
      clients.clear();
    },
  };
}

/** One health check on a client of its own. */
export async function checkHealth(address: string, service = '', deadlineMs = 2_000): Promise<string> {
  const checker = createHealthChecker(deadlineMs);
  try {
    return await checker.check(address, service);
  } finally {
    checker.close();
  }
}
