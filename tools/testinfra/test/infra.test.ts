import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  KAFKA_VERSION,
  checkIntegrationEnv,
  ensureKafkaJars,
  getFreePort,
  randomClusterId,
  redactUrl,
  serverProperties,
  startInfra,
  uniqueName,
} from '../src';

describe('startInfra', () => {
  test('"honours DATABASE_URL, REDIS_URL, KAFKA_BROKERS when already set (does not start those)"', async () => {
    const env = {
      DATABASE_URL: 'postgres://u:secret@db.example:5432/gary',
      REDIS_URL: 'redis://cache.example:6379',
      KAFKA_BROKERS: 'k1.example:9092,k2.example:9092',
    };
    const infra = await startInfra({ env });
    expect(infra.env).toMatchObject(env);
    expect(infra.services.map((s) => [s.name, s.source])).toEqual([
      ['postgres', 'environment'],
      ['redis', 'environment'],
      ['kafka', 'environment'],
    ]);
    await expect(infra.stop()).resolves.toBeUndefined();
  });

  test('unknown service names are a clear error, not a crash', async () => {
    await expect(startInfra({ needs: ['mysql' as never], env: {} })).rejects.toMatchObject({
      name: 'InfraError',
      code: 'BAD_INPUT',
    });
  });
});

describe('jest global setup checks', () => {
  test('"if any is missing ... throws with a clear message" naming make test and the variable', async () => {
    const problems = await checkIntegrationEnv({});
    expect(problems).toEqual([
      expect.stringContaining('integration tests need a real Postgres server: run `make test` or set DATABASE_URL'),
      expect.stringContaining('integration tests need a real Redis server: run `make test` or set REDIS_URL'),
      expect.stringContaining('integration tests need a real Kafka broker: run `make test` or set KAFKA_BROKERS'),
    ]);
  });

  test('"if any is ... unreachable": a closed port is reported, with the password hidden', async () => {
    const port = await getFreePort();
    const problems = await checkIntegrationEnv({
      DATABASE_URL: `postgres://postgres:hunter2@127.0.0.1:${port}/gary`,
      REDIS_URL: `redis://127.0.0.1:${port}`,
      KAFKA_BROKERS: `127.0.0.1:${port}`,
    });
    expect(problems).toHaveLength(3);
    for (const p of problems) expect(p).toContain('did not answer');
    expect(problems.join('\n')).not.toContain('hunter2');
  });
});

describe('Kafka broker config', () => {
  const props = serverProperties({ port: 19092, controllerPort: 19093, logDir: '/tmp/x' });
  const lines = props.trim().split('\n');

  test('"KRaft mode (one node as broker and controller)" with loopback listeners', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        'process.roles=broker,controller',
        'node.id=1',
        'controller.quorum.voters=1@127.0.0.1:19093',
        'listeners=PLAINTEXT://127.0.0.1:19092,CONTROLLER://127.0.0.1:19093',
        'advertised.listeners=PLAINTEXT://127.0.0.1:19092',
        'log.dirs=/tmp/x',
      ]),
    );
  });

  test('"offsets/transaction state replication factors 1, num.partitions 3, auto.create.topics.enable=true, group.initial.rebalance.delay.ms=0"', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        'offsets.topic.replication.factor=1',
        'transaction.state.log.replication.factor=1',
        'num.partitions=3',
        'auto.create.topics.enable=true',
        'group.initial.rebalance.delay.ms=0',
      ]),
    );
  });

  test('cluster ids are Kafka Uuids: 22 URL-safe base64 characters, never starting with "-"', () => {
    for (let i = 0; i < 200; i++) {
      const id = randomClusterId();
      expect(id).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    }
  });
});

describe('ensureKafkaJars', () => {
  test('"skip when present; verify the jar set is complete with a marker file"', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kafka-cache-test-'));
    try {
      await mkdir(join(dir, 'libs'));
      const jars = [`kafka_2.13-${KAFKA_VERSION}.jar`, `kafka-clients-${KAFKA_VERSION}.jar`];
      for (const jar of jars) await writeFile(join(dir, 'libs', jar), 'jar');
      await writeFile(join(dir, 'libs.complete.json'), JSON.stringify({ version: KAFKA_VERSION, jars }));
      // A Maven that does not exist: a complete cache must not need Maven at all.
      const noMaven = { mvnCommand: join(dir, 'no-such-mvn') };
      await expect(ensureKafkaJars(dir, noMaven)).resolves.toEqual({ libsDir: join(dir, 'libs'), downloaded: false });
      // One jar gone: the marker no longer vouches for the set, so a download is attempted.
      await rm(join(dir, 'libs', jars[1]!));
      await expect(ensureKafkaJars(dir, noMaven)).rejects.toMatchObject({ name: 'InfraError', code: 'NOT_INSTALLED' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('helpers', () => {
  test('"prints what it started and the URLs (never any secret)"', () => {
    expect(redactUrl('postgres://postgres:gary-test@127.0.0.1:5432/gary')).toBe('postgres://postgres:***@127.0.0.1:5432/gary');
    expect(redactUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(redactUrl('redis://:pw@127.0.0.1:6379')).not.toContain('pw');
  });

  test('unique names are valid, distinct Postgres identifiers', () => {
    const names = new Set(Array.from({ length: 100 }, () => uniqueName('Infra Test-1')));
    expect(names.size).toBe(100);
    for (const n of names) {
      expect(n).toMatch(/^[a-z_][a-z0-9_]*$/);
      expect(n.length).toBeLessThanOrEqual(63);
    }
    expect(uniqueName('x'.repeat(100)).length).toBeLessThanOrEqual(63);
  });
});
