// The gateway is declared with defineService too (`http` in place of `grpc`): the platform owns the
// order (prepare -> serve -> consume -> jobs) and the shutdown in reverse.
import { createLogger, createMemoryLock, defineService } from '../src';

it('"the platform owns the order (prepare -> serve -> consume -> jobs) and the shutdown in reverse", for a service that serves HTTP', async () => {
  const steps: string[] = [];
  const svc = defineService({
    name: 'gateway',
    prepare: async (config: { port: number }) => {
      steps.push('prepare');
      return { port: config.port };
    },
    http: async ({ port }) => {
      steps.push('serve');
      return { port, close: async () => void steps.push('server closed') };
    },
    listeners: () => [
      { name: 'stats hub', start: async () => void steps.push('consume: stats hub'), close: async () => void steps.push('stats hub closed') },
      { name: 'plans', start: async () => void steps.push('consume: plans'), close: async () => void steps.push('plans closed') },
    ],
    jobs: () => [
      {
        name: 'tick',
        scope: 'replica',
        schedule: { every: 3_600_000, runOnStart: true },
        run: async () => {
          steps.push('job');
          await new Promise((r) => setTimeout(r, 20));
          steps.push('job done');
        },
      },
    ],
    expose: (p, serving) => ({ served: serving.port === p.port }),
  });
  const handle = await svc.start({ port: 4321 }, { logger: createLogger({ name: 'test', level: 'silent' }), lock: createMemoryLock() });
  await new Promise((r) => setTimeout(r, 5));
  expect(handle).toMatchObject({ name: 'gateway', port: 4321, served: true });
  expect(steps).toEqual(['prepare', 'serve', 'consume: stats hub', 'consume: plans', 'job']);
  await handle.stop();
  // The running job finishes before anything it may use closes; the consumers close before the server.
  expect(steps.slice(5)).toEqual(['job done', 'plans closed', 'stats hub closed', 'server closed']);
});

it('a consumer that fails to start stops what had started, in reverse, and the start fails', async () => {
  const steps: string[] = [];
  const svc = defineService({
    name: 'gateway',
    prepare: async () => ({}),
    http: async () => ({ port: 1, close: async () => void steps.push('server closed') }),
    listeners: () => [
      { name: 'a', start: async () => void steps.push('a'), close: async () => void steps.push('a closed') },
      { name: 'b', start: async () => Promise.reject(new Error('no broker')), close: async () => void steps.push('b closed') },
    ],
  });
  await expect(svc.start(undefined, { logger: createLogger({ name: 'test', level: 'silent' }) })).rejects.toThrow('no broker');
  expect(steps).toEqual(['a', 'a closed', 'server closed']);
});
