// One way to build a service. A service declares its name, its migrations, what it prepares before
// serving (keys, secrets, the objects its handlers use), its gRPC handlers, the events it consumes
// and its jobs; the platform owns the order: migrate once -> prepare -> serve (gRPC with health,
// outbox relay) -> consume -> jobs -> warm-up, and stops in reverse. main.ts and the embedded runner
// both call the `start` it returns. The gateway is declared the same way with `http` in place of
// `grpc` (define-http-service.ts): it owns no tables, and its consumers are subscriptions each
// replica holds for itself.
import type { EventType } from '@gary/contracts';
import type { Subscription } from './bus';
import { startHttpService, type DefinedHttpService, type HttpServiceAdapters, type HttpServiceDefinition, type HttpServing } from './define-http-service';
import { idempotentHandler, type HandlerMap } from './consumer';
import { runMigrations } from './db';
import { startGrpcServer, type ServiceImpl } from './grpc';
import { startJobs, type JobRunner, type JobSpec } from './jobs';
import { startOutboxRelay } from './outbox';
import type { ProductService, ServiceAdapters, ServiceHandle } from './service-host';
import { traceQueries } from './traced-clients';
import { startTracing } from './tracing';

export interface ServiceDefinition<N extends ProductService, C, P, X extends object> {
  name: N;
  /** The folder of this service's numbered SQL migrations; run once, before prepare. */
  migrations: string;
  listen: (config: C) => { host?: string; port: number };
  /** Everything built before serving; its tables exist by now. */
  prepare: (config: C, adapters: ServiceAdapters) => Promise<P>;
  grpc: (prepared: P) => ServiceImpl<NoInfer<N>>;
  consumes?: (prepared: P) => { topics: EventType[]; handlers: HandlerMap };
  jobs?: (prepared: P, config: C) => JobSpec[];
  /** One-off work once everything runs (a start-up generation); its stopper bounds the wait on stop. */
  warmUp?: (prepared: P, config: C) => Promise<(() => Promise<void>) | void>;
  /** Work to finish once the jobs have stopped, before the warm-up's stopper and the server close. */
  drain?: (prepared: P) => Promise<void>;
  /** What the handle carries besides the common fields (a key ring for the gateway, the checkout for tests). */
  expose?: (prepared: P) => X;
}

export interface DefinedHandle extends ServiceHandle {
  jobs: JobRunner;
}

export interface DefinedService<N extends ProductService, C, X extends object> {
  name: N;
  start(config: C, adapters: ServiceAdapters): Promise<DefinedHandle & X>;
}

export function defineService<N extends ProductService, C, P, X extends object = object>(def: ServiceDefinition<N, C, P, X>): DefinedService<N, C, X>;
export function defineService<C, P, X extends object = object, A extends HttpServiceAdapters = HttpServiceAdapters, S extends HttpServing = HttpServing>(
  def: HttpServiceDefinition<C, P, X, A, S>,
): DefinedHttpService<C, X, A>;
export function defineService<N extends ProductService, C, P, X extends object, A extends HttpServiceAdapters, S extends HttpServing>(
  def: ServiceDefinition<N, C, P, X> | HttpServiceDefinition<C, P, X, A, S>,
): DefinedService<N, C, X> | DefinedHttpService<C, X, A> {
  if ('http' in def) return { name: def.name, start: (config: C, adapters: A) => startHttpService(def, config, adapters) };
  return {
    name: def.name,
    async start(config: C, a: ServiceAdapters): Promise<DefinedHandle & X> {
      // Tracing first (once per process; off unless OTEL_EXPORTER_OTLP_ENDPOINT is set), so the
      // service's SQL is traced from its first statement.
      startTracing({ service: def.name });
      traceQueries(a.pool, a.schema, def.name);
      await runMigrations({ pool: a.pool, schema: a.schema, dir: def.migrations, logger: a.logger });
      const prepared = await def.prepare(config, a);
      const relay = startOutboxRelay({ pool: a.pool, bus: a.bus, schema: a.schema, service: def.name, logger: a.logger });
      const where = def.listen(config);
      const server = await startGrpcServer({ service: def.name, impl: def.grpc(prepared), host: where.host ?? '127.0.0.1', port: where.port, logger: a.logger });
      let sub: Subscription | null = null;
      const consumes = def.consumes?.(prepared);
      if (consumes && consumes.topics.length > 0) {
        sub = await a.bus.subscribe({
          groupId: def.name,
          topics: consumes.topics,
          handler: idempotentHandler({ pool: a.pool, consumer: def.name, handlers: consumes.handlers, logger: a.logger }),
        });
      }
      const jobs = startJobs({ jobs: def.jobs?.(prepared, config) ?? [], lock: a.lock, logger: a.logger, now: a.now, prefix: def.name });
      const stopWarmUp = def.warmUp ? await def.warmUp(prepared, config) : undefined;
      a.logger.info({ grpcPort: server.port }, `${def.name} serving`);
      return {
        ...((def.expose?.(prepared) ?? {}) as X),
        name: def.name,
        grpcPort: server.port,
        relay,
        jobs,
        async stop() {
          a.logger.info(`${def.name} stopping`);
          server.setHealth('NOT_SERVING');
          await jobs.stop();
          // Drained work may still hand something to a warm-up's worker (mail to the sender), so that stops after.
          if (def.drain) await def.drain(prepared);
          if (stopWarmUp) await stopWarmUp();
          if (sub) await sub.close();
          await server.stop();
          await relay.stop();
          a.logger.info(`${def.name} stopped`);
        },
      };
    },
  };
}
