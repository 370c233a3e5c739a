// The staged image trees against the real Postgres, Redis and Kafka of the test run: the
// migrations entry applies every schema once, and a service's bundle, run from exactly the files
// its image holds, boots and answers grpc.health.v1.
import { spawn } from 'node:child_process';
import { checkHealth } from '@gary/platform';
import { PRODUCT_SERVICES } from '@gary/protos';
import { createTestDatabase, getFreePort, startOtlpCollector, type TestDatabase } from '@gary/testinfra';
import { Client } from 'pg';
import { migrateAll, UnknownService } from '../src/migrate';
import { runStaged, stageImage, type StagedImage } from '../src/image-check';
import path from 'node:path';

const servicesRoot = path.resolve(__dirname, '../../../services');

describe('migrations entry and image trees against real servers', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('deploy');
  });
  afterAll(async () => {
    await db?.drop();
  });

  test('"each service image can run its migrations and exit": every schema once, a second run applies nothing', async () => {
    const first = await migrateAll({ databaseUrl: db.url, servicesRoot });
    expect(Object.keys(first).sort()).toEqual([...PRODUCT_SERVICES].sort());
    for (const applied of Object.values(first)) expect(applied).toContain('platform_0001_outbox');
    const second = await migrateAll({ databaseUrl: db.url, servicesRoot });
    expect(Object.values(second).flat()).toEqual([]);
    const c = new Client({ connectionString: db.url });
    await c.connect();
    const { rows } = await c.query<{ table_schema: string }>("SELECT DISTINCT table_schema FROM information_schema.tables WHERE table_name = 'outbox'");
    await c.end();
    expect(rows.map((r) => r.table_schema).sort()).toEqual(PRODUCT_SERVICES.map((s) => s.replace(/-/g, '_')).sort());
  });

  test('an unknown service is refused by name before anything runs', async () => {
    await expect(migrateAll({ databaseUrl: db.url, servicesRoot, services: ['nope'] })).rejects.toBeInstanceOf(UnknownService);
  });

  describe('the decisions image tree', () => {
    let image: StagedImage;
    beforeAll(async () => {
      image = await stageImage('decisions');
    }, 180_000);

    /** What the service's container is given: the image's own environment, the test servers, a gRPC port. */
    const serviceEnv = async (grpcPort: number): Promise<NodeJS.ProcessEnv> => ({
      ...image.env,
      DATABASE_URL: db.url,
      REDIS_URL: process.env.REDIS_URL ?? '',
      KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '',
      GRPC_HOST: '127.0.0.1',
      GRPC_PORT: String(grpcPort),
      HTTP_PORT: String(await getFreePort()),
      LOG_LEVEL: 'warn',
      PATH: process.env.PATH ?? '',
    });

    test('its migrations entry runs from the image files and exits 0', async () => {
      const other = await createTestDatabase('deploy_img');
      try {
        const r = await runStaged(image, { DATABASE_URL: other.url, LOG_LEVEL: 'warn' }, { script: 'migrate/main.js', timeoutMs: 60_000 });
        expect([r.code, r.output]).toEqual([0, expect.any(String)]);
      } finally {
        await other.drop();
      }
    }, 90_000);

    test('its service bundle boots from the image files and serves grpc.health.v1', async () => {
      const grpcPort = await getFreePort();
      const env = await serviceEnv(grpcPort);
      const child = spawn(process.execPath, image.cmd, { cwd: image.appDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      try {
        let status = 'UNREACHABLE';
        for (let i = 0; i < 120 && status !== 'SERVING' && child.exitCode === null; i += 1) {
          status = await checkHealth(`127.0.0.1:${grpcPort}`, '', 1_000);
          if (status !== 'SERVING') await new Promise((r) => setTimeout(r, 250));
        }
        expect([status, output]).toEqual(['SERVING', expect.any(String)]);
      } finally {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    }, 90_000);

    test('"OTLP export configured from the environment": its CMD runs the tracing preload, whose grpc instrumentation exports the health check\'s span', async () => {
      const collector = await startOtlpCollector();
      const grpcPort = await getFreePort();
      const env = {
        ...(await serviceEnv(grpcPort)),
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '200',
      };
      expect(image.cmd).toEqual(['--enable-source-maps', '--require', './otel-preload/main.js', 'service/dist/main.js']);
      const child = spawn(process.execPath, image.cmd, { cwd: image.appDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      try {
        let status = 'UNREACHABLE';
        for (let i = 0; i < 120 && status !== 'SERVING' && child.exitCode === null; i += 1) {
          status = await checkHealth(`127.0.0.1:${grpcPort}`, '', 1_000);
          if (status !== 'SERVING') await new Promise((r) => setTimeout(r, 250));
        }
        expect([status, output]).toEqual(['SERVING', expect.any(String)]);
        const grpcSpan = () => collector.spans.find((s) => s.scope === '@opentelemetry/instrumentation-grpc' && s.name.includes('grpc.health.v1.Health/Check'));
        for (let i = 0; i < 50 && !grpcSpan(); i += 1) await new Promise((r) => setTimeout(r, 200));
        expect([grpcSpan(), output]).toEqual([expect.objectContaining({ service: 'decisions', scope: '@opentelemetry/instrumentation-grpc' }), expect.any(String)]);
      } finally {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
        await collector.close();
      }
    }, 90_000);
  });
});
