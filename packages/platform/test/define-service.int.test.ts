// defineService owns the order: migrate once -> prepare -> serve -> consume -> jobs -> warm-up, and
// the shutdown in reverse.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { uniqueSchema } from '@gary/testinfra';
import { createInProcessBus, createLogger, createMemoryCache, createMemoryLock, createMemoryRateLimiter, createPool, defineService, type EventBus, type ServiceAdapters } from '../src';

it('"the platform owns the order (migrate once -> prepare -> serve -> consume -> jobs) and the shutdown in reverse"', async () => {
  const s = await uniqueSchema('define_service');
  const pool = createPool({ url: process.env.DATABASE_URL!, schema: s.schema, max: 4 });
  const dir = mkdtempSync(path.join(tmpdir(), 'define-'));
  writeFileSync(path.join(dir, '0001_keys.sql'), "CREATE TABLE keys (name text PRIMARY KEY); INSERT INTO keys VALUES ('signing');");
  const steps: string[] = [];
  const inner = createInProcessBus();
  const bus: EventBus = {
    ...inner,
    publish: (e) => inner.publish(e),
    close: () => inner.close(),
    async subscribe(o) {
      steps.push('consume');
      const sub = await inner.subscribe(o);
      return { close: async () => { steps.push('consumer closed'); await sub.close(); } };
    },
  };
  const adapters: ServiceAdapters = {
    logger: createLogger({ name: 'test', level: 'silent' }),
    pool,
    schema: s.schema,
    bus,
    cache: createMemoryCache(),
    lock: createMemoryLock(),
    rateLimiter: createMemoryRateLimiter(),
    peers: {},
    mode: 'embedded',
    now: () => new Date(),
  };
  const svc = defineService({
    name: 'thoughts',
    migrations: dir,
    listen: () => ({ port: 0 }),
    prepare: async () => {
      // The service's own tables exist before prepare: keys and secrets are read from them.
      const { rows } = await pool.query<{ name: string }>('SELECT name FROM keys');
      steps.push(`prepare (${rows.map((r) => r.name).join()})`);
      return { ready: true };
    },
    grpc: () => {
      steps.push('serve');
      return {} as never;
    },
    consumes: () => ({ topics: ['game.final'], handlers: {} }),
    jobs: () => [{ name: 'tick', scope: 'replica', schedule: { every: 3_600_000, runOnStart: true }, run: async () => void steps.push('job') }],
    warmUp: async () => {
      steps.push('warm-up');
      return async () => void steps.push('warm-up stopped');
    },
    drain: async () => void steps.push('drain'),
    expose: (p) => ({ prepared: p }),
  });
  const handle = await svc.start(undefined, adapters);
  try {
    await new Promise((r) => setTimeout(r, 50));
    expect(handle.prepared).toEqual({ ready: true });
    expect(steps).toEqual(['prepare (signing)', 'serve', 'consume', 'job', 'warm-up']);
  } finally {
    await handle.stop();
    await inner.close();
    await pool.end();
    await s.drop();
  }
  expect(steps.slice(5)).toEqual(['drain', 'warm-up stopped', 'consumer closed']);
});
