// defineService for the one service that answers HTTP instead of gRPC (the gateway). Same idea,
// same order: prepare -> serve (HTTP) -> consume -> jobs, and the shutdown in reverse. Two
// differences: it owns no tables (no migrations, no outbox), and its consumers are subscriptions
// each replica holds for itself (every gateway must see every user-stats.updated to reach the
// streams open on it), so each declares its own start and close instead of a shared group.
import type { Lock } from './cache';
import { createMemoryLock } from './cache';
import { startJobs, type JobRunner, type JobSpec } from './jobs';
import type { Logger } from './logger';

/** What serving answers with: where it listens and how it stops. */
export interface HttpServing {
  port: number;
  close(): Promise<void>;
}

/** A subscription the service holds per replica (the gateway's stats hub). */
export interface ReplicaListener {
  name: string;
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface HttpServiceAdapters {
  logger: Logger;
  /** Cluster jobs' locks (Redis across replicas); memory when not given. */
  lock?: Lock;
  now?: () => Date;
}

export interface HttpServiceDefinition<C, P, X extends object, A extends HttpServiceAdapters = HttpServiceAdapters, S extends HttpServing = HttpServing> {
  name: 'gateway';
  /** Everything built before serving (metrics registry, the stats hub, ...). */
  prepare: (config: C, adapters: A) => Promise<P>;
  /** Starts answering HTTP. */
  http: (prepared: P, config: C) => Promise<S>;
  /** Started once serving, in order; closed in reverse before the server closes. */
  listeners?: (prepared: P) => ReplicaListener[];
  jobs?: (prepared: P, config: C) => JobSpec[];
  expose?: (prepared: P, serving: S) => X;
}

export interface DefinedHttpHandle {
  name: 'gateway';
  port: number;
  jobs: JobRunner;
  stop(): Promise<void>;
}

export interface DefinedHttpService<C, X extends object, A extends HttpServiceAdapters = HttpServiceAdapters> {
  name: 'gateway';
  start(config: C, adapters: A): Promise<DefinedHttpHandle & X>;
}

export async function startHttpService<C, P, X extends object, A extends HttpServiceAdapters, S extends HttpServing>(
  def: HttpServiceDefinition<C, P, X, A, S>,
  config: C,
  a: A,
): Promise<DefinedHttpHandle & X> {
  const prepared = await def.prepare(config, a);
  const serving = await def.http(prepared, config);
  const started: ReplicaListener[] = [];
  let jobs: JobRunner | null = null;
  const stopAll = async () => {
    if (jobs) await jobs.stop();
    for (const l of [...started].reverse()) await l.close().catch((err) => a.logger.warn({ err, listener: l.name }, 'listener did not close cleanly'));
    await serving.close();
  };
  try {
    for (const l of def.listeners?.(prepared) ?? []) {
      await l.start();
      started.push(l);
    }
    jobs = startJobs({ jobs: def.jobs?.(prepared, config) ?? [], lock: a.lock ?? createMemoryLock(), logger: a.logger, now: a.now ?? (() => new Date()), prefix: def.name });
  } catch (err) {
    await stopAll();
    throw err;
  }
  a.logger.info({ port: serving.port }, `${def.name} serving`);
  return {
    ...((def.expose?.(prepared, serving) ?? {}) as X),
    name: def.name,
    port: serving.port,
    jobs,
    async stop() {
      a.logger.info(`${def.name} stopping`);
      await stopAll();
      a.logger.info(`${def.name} stopped`);
    },
  };
}
