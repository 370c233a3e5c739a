import { Client } from 'pg';
import Redis from 'ioredis';
import { Kafka, logLevel, type EachMessagePayload } from 'kafkajs';
import { createTestDatabase, parseBrokers, uniqueSchema, uniqueTopic } from '../src';

// Real round trips against the servers named by DATABASE_URL, REDIS_URL and KAFKA_BROKERS
// (started by run-tests.ts; the jest global setup refuses to run without them).

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

describe('Postgres', () => {
  test('"Postgres (create table, insert, select)" in a schema of its own', async () => {
    const schema = await uniqueSchema('infra_int');
    const client = new Client({ connectionString: schema.url });
    await client.connect();
    try {
      await client.query('CREATE TABLE picks (id serial PRIMARY KEY, team text NOT NULL, odds integer NOT NULL)');
      await client.query('INSERT INTO picks (team, odds) VALUES ($1, $2), ($3, $4)', ['NYK', -150, 'BOS', 130]);
      const rows = await client.query<{ team: string; odds: number }>('SELECT team, odds FROM picks ORDER BY id');
      expect(rows.rows).toEqual([
        { team: 'NYK', odds: -150 },
        { team: 'BOS', odds: 130 },
      ]);
      // The unqualified CREATE TABLE must have landed in the test's own schema (other suites running at
      // the same time have picks tables of their own, each in its schema).
      const where = await client.query("SELECT to_regclass('picks')::text AS name, current_schema() AS schema");
      expect(where.rows).toEqual([{ name: 'picks', schema: schema.schema }]);
      const inOwn = await client.query('SELECT 1 FROM information_schema.tables WHERE table_name = $1 AND table_schema = $2', ['picks', schema.schema]);
      expect(inOwn.rowCount).toBe(1);
      const inPublic = await client.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'picks' AND table_schema = 'public'");
      expect(inPublic.rowCount).toBe(0);
    } finally {
      await client.end();
      await schema.drop();
    }
    const check = new Client({ connectionString: env('DATABASE_URL') });
    await check.connect();
    const left = await check.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema.schema]);
    await check.end();
    expect(left.rowCount).toBe(0);
  });

  test('"gives each test file its own Postgres database": createTestDatabase creates and drops one', async () => {
    const db = await createTestDatabase('infra_db');
    const client = new Client({ connectionString: db.url });
    // The forced drop terminates this connection; that error is expected here.
    const terminated = new Promise<Error>((resolve) => client.on('error', resolve));
    await client.connect();
    const name = await client.query<{ db: string }>('SELECT current_database() AS db');
    expect(name.rows[0]?.db).toBe(db.name);
    // drop() must succeed even while a connection is still open (WITH (FORCE)).
    await db.drop();
    expect((await terminated).message).toMatch(/terminat/);
    await client.end().catch(() => undefined);
    const admin = new Client({ connectionString: env('DATABASE_URL') });
    await admin.connect();
    const left = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [db.name]);
    await admin.end();
    expect(left.rowCount).toBe(0);
  });
});

describe('Redis', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(env('REDIS_URL'), { maxRetriesPerRequest: 1 });
  });
  afterAll(() => redis.quit());

  test('"Redis (SET/GET, EXPIRE)": a value round-trips and an expired key is gone', async () => {
    const key = `${uniqueTopic('infra')}:pick`;
    expect(await redis.set(key, 'NYK -150')).toBe('OK');
    expect(await redis.get(key)).toBe('NYK -150');
    expect(await redis.expire(key, 60)).toBe(1);
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
    expect(await redis.pexpire(key, 150)).toBe(1);
    await new Promise((r) => setTimeout(r, 400));
    expect(await redis.get(key)).toBeNull();
    expect(await redis.exists(key)).toBe(0);
  });
});

describe('Kafka', () => {
  test('"Kafka (create a topic, produce 3 keyed messages, consume them with a consumer group, check order per key)"', async () => {
    const kafka = new Kafka({ clientId: 'infra-int-test', brokers: parseBrokers(env('KAFKA_BROKERS')), logLevel: logLevel.NOTHING });
    const topic = uniqueTopic('infra-int');
    const admin = kafka.admin();
    await admin.connect();
    try {
      const created = await admin.createTopics({ topics: [{ topic, numPartitions: 3 }], waitForLeaders: true });
      expect(created).toBe(true);
      const meta = await admin.fetchTopicMetadata({ topics: [topic] });
      expect(meta.topics[0]?.partitions).toHaveLength(3);
    } finally {
      await admin.disconnect();
    }

    const producer = kafka.producer({ allowAutoTopicCreation: false });
    await producer.connect();
    const sent = [
      { key: 'game-1', value: 'open -150' },
      { key: 'game-2', value: 'open +120' },
      { key: 'game-1', value: 'move -160' },
    ];
    // Sent one at a time so the order per key is the order of these awaits.
    for (const m of sent) await producer.send({ topic, messages: [m], acks: -1 });
    await producer.disconnect();

    const consumer = kafka.consumer({ groupId: uniqueTopic('infra-group') });
    const received: Array<{ key: string; value: string; partition: number; offset: string }> = [];
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: [topic], fromBeginning: true });
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${received.length} of 3 messages arrived`)), 30_000);
        void consumer.run({
          eachMessage: async ({ message, partition }: EachMessagePayload) => {
            received.push({
              key: message.key?.toString() ?? '',
              value: message.value?.toString() ?? '',
              partition,
              offset: message.offset,
            });
            if (received.length >= 3) {
              clearTimeout(timer);
              resolve();
            }
          },
        });
      });
    } finally {
      await consumer.disconnect();
    }

    expect(received).toHaveLength(3);
    const byKey = (key: string) => received.filter((m) => m.key === key);
    expect(byKey('game-1').map((m) => m.value)).toEqual(['open -150', 'move -160']);
    expect(byKey('game-2').map((m) => m.value)).toEqual(['open +120']);
    // Same key, same partition: that is what makes the per-key order hold.
    expect(new Set(byKey('game-1').map((m) => m.partition)).size).toBe(1);
    const offsets = byKey('game-1').map((m) => BigInt(m.offset));
    expect(offsets[0]! < offsets[1]!).toBe(true);
  });
});
