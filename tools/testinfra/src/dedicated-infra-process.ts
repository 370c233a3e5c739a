// The helper process behind startDedicatedInfra (infra.ts): starts a Postgres, a Redis and a Kafka
// broker of one fault test's own and takes them down and up when asked over IPC
// ({id, op: 'start' | 'down' | 'up' | 'stop', name}), answering {id, ok, env?, error?}. When its
// parent goes away (IPC disconnect) it stops them; its own death is covered by the watchdog.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_SERVICES, type Restartable, type ServiceName } from './infra';
import { startKafka } from './kafka';
import { startPostgres } from './postgres';
import { startRedis } from './redis';
import { errorText, getFreePort, infraError } from './util';

type Servers = { env: Record<string, string>; postgres: Restartable; redis: Restartable; kafka: Restartable; stop: () => Promise<void> };

/** The three servers, started here (startDedicatedInfra runs this in its helper process). */
export async function startDedicatedServers(): Promise<Servers> {
  const scratchDir = await mkdtemp(join(tmpdir(), 'gary-pg-'));
  const kafkaDir = join(tmpdir(), `gary-kafka-${randomBytes(6).toString('hex')}`);
  const [pgPort, redisPort, kafkaPort, controllerPort] = [await getFreePort(), await getFreePort(), await getFreePort(), await getFreePort()];
  const results = await Promise.allSettled([
    startPostgres({ dataDir: join(scratchDir, 'data'), port: pgPort, persistent: false, scratchDir }),
    startRedis({ port: redisPort }),
    startKafka({ port: kafkaPort, controllerPort, dataDir: kafkaDir }),
  ] as const);
  const [pg, redis, kafka] = results;
  const stop = async (): Promise<void> => {
    await Promise.allSettled(results.map((r) => (r.status === 'fulfilled' ? r.value.stop() : Promise.resolve())));
  };
  if (pg.status === 'rejected' || redis.status === 'rejected' || kafka.status === 'rejected') {
    await stop();
    const failures = results.flatMap((r, i) => (r.status === 'rejected' ? [`${ALL_SERVICES[i]}: ${errorText(r.reason)}`] : []));
    throw infraError('START_FAILED', `could not start the fault test's servers:\n${failures.join('\n')}`);
  }
  let stopping: Promise<void> | undefined;
  return {
    env: {
      DATABASE_URL: pg.value.url,
      REDIS_URL: redis.value.url,
      KAFKA_BROKERS: kafka.value.brokers,
      KAFKAJS_NO_PARTITIONER_WARNING: '1',
    },
    postgres: pg.value,
    redis: redis.value,
    kafka: kafka.value,
    stop: () => (stopping ??= stop()),
  };
}

let servers: Servers | null = null;
let closing: Promise<void> | null = null;
const close = (): Promise<void> => (closing ??= (servers ? servers.stop() : Promise.resolve()));

process.on('message', (m: { id: number; op: 'start' | 'down' | 'up' | 'stop'; name?: ServiceName }) => {
  const reply = (answer: Record<string, unknown>) => process.send?.({ id: m.id, ...answer });
  const run = async (): Promise<Record<string, string> | undefined> => {
    if (m.op === 'start') {
      servers ??= await startDedicatedServers();
      return servers.env;
    }
    if (m.op === 'stop') {
      await close();
      return undefined;
    }
    if (!servers || !m.name || !ALL_SERVICES.includes(m.name)) throw infraError('BAD_INPUT', `cannot ${m.op} ${m.name ?? 'nothing'}`);
    await servers[m.name][m.op]();
    return undefined;
  };
  run().then(
    (env) => reply({ ok: true, env }),
    (err: unknown) => reply({ ok: false, error: errorText(err) }),
  );
});
process.on('disconnect', () => void close().finally(() => process.exit(0)));
