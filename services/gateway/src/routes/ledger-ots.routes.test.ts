// GET /api/ledger/ots through app.inject() against a real gRPC server standing in for pick-engine.
import { createHttpApp, createLogger, startGrpcServer, type GrpcServer } from '@gary/platform';
import type { FastifyInstance } from 'fastify';
import { callerPlugin } from '../plugins/caller.plugin';
import { servicesPlugin } from '../plugins/services.plugin';
import { ledgerRoutes } from './ledger.routes';

let server: GrpcServer;
let app: FastifyInstance;
const asked: string[] = [];

beforeAll(async () => {
  server = await startGrpcServer({
    service: 'pick-engine',
    host: '127.0.0.1',
    port: 0,
    impl: {
      ListLedgerTimestamps: async (req) => {
        asked.push(req.date);
        return {
          timestamps: [
            { treeSize: 12, checkpoint: 'o\n12\nroot=\n\n— o sig\n', digest: 'ab'.repeat(32), ots: 'AE9wZW4=', status: 'pending', calendars: ['http://cal.example'], stampedAt: '2026-06-01T04:00:00.000Z', upgradedAt: '' },
          ],
        };
      },
    },
  });
  app = createHttpApp({ name: 'gateway', logger: createLogger({ name: 'gw', level: 'silent' }) });
  await app.register(servicesPlugin, { peers: { 'pick-engine': `127.0.0.1:${server.port}` }, deadlineMs: 5_000 });
  await app.register(callerPlugin, { verify: async () => null });
  await app.register(ledgerRoutes, { planOf: async () => 'free' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await server.stop();
});

test('"expose it (GET /api/ledger/ots?date=)": a day\'s OpenTimestamps proofs, the .ots file in base64, to anyone', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/ledger/ots?date=2026-06-01' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    date: '2026-06-01',
    timestamps: [{ treeSize: 12, checkpoint: 'o\n12\nroot=\n\n— o sig\n', digest: 'ab'.repeat(32), status: 'pending', calendars: ['http://cal.example'], stampedAt: '2026-06-01T04:00:00.000Z', upgradedAt: null, ots: 'AE9wZW4=' }],
  });
  expect(asked).toEqual(['2026-06-01']);
});

test('"Bad input gets a clear 400": a missing or impossible date never reaches pick-engine', async () => {
  for (const url of ['/api/ledger/ots', '/api/ledger/ots?date=2026-02-30', '/api/ledger/ots?date=yesterday']) {
    const res = await app.inject({ method: 'GET', url });
    expect([url, res.statusCode]).toEqual([url, 400]);
    expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  }
  expect(asked).toEqual(['2026-06-01']);
});
