import { Client } from 'pg';
import Redis from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import { withTimeout } from './util';

// One attempt each, bounded in time: used both to wait for a server we started and by the
// jest global setup to prove the servers named in the environment really answer.

export async function pingPostgres(url: string, timeoutMs = 5000): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await withTimeout(client.connect(), timeoutMs, 'Postgres connect');
    await withTimeout(client.query('SELECT 1'), timeoutMs, 'Postgres SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function pingRedis(url: string, timeoutMs = 5000): Promise<void> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    // The default 2 s force-close timer would keep a failed check's process alive.
    disconnectTimeout: 100,
  });
  client.on('error', () => undefined);
  try {
    await withTimeout(client.connect(), timeoutMs, 'Redis connect');
    const answer = await withTimeout(client.ping(), timeoutMs, 'Redis PING');
    if (answer !== 'PONG') throw new Error(`Redis answered PING with ${answer}`);
  } finally {
    client.disconnect();
  }
}

export function parseBrokers(brokers: string): string[] {
  return brokers
    .split(',')
    .map((b) => b.trim())
    .filter((b) => b.length > 0);
}

/** Lists topics through a kafkajs admin: proves the broker answers metadata requests. */
export async function pingKafka(brokers: string, timeoutMs = 5000): Promise<string[]> {
  const kafka = new Kafka({
    clientId: 'gary-testinfra-check',
    brokers: parseBrokers(brokers),
    logLevel: logLevel.NOTHING,
    connectionTimeout: Math.min(timeoutMs, 3000),
    requestTimeout: timeoutMs,
    retry: { retries: 0 },
  });
  const admin = kafka.admin();
  try {
    await withTimeout(admin.connect(), timeoutMs, 'Kafka admin connect');
    return await withTimeout(admin.listTopics(), timeoutMs, 'Kafka listTopics');
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/**
 * Per topic, the messages a consumer group has not yet committed: each partition's end less the
 * group's offset there (all of it where the group has committed nothing). `topics` defaults to
 * the topics the group has committed offsets for.
 */
export async function consumerLag(brokers: string, groupId: string, topics?: string[]): Promise<Record<string, number>> {
  const admin = new Kafka({ clientId: 'gary-testinfra-lag', brokers: parseBrokers(brokers), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const out: Record<string, number> = {};
    for (const t of await admin.fetchOffsets({ groupId, ...(topics ? { topics } : {}) })) {
      const ends = await admin.fetchTopicOffsets(t.topic);
      const done = new Map(t.partitions.map((p) => [p.partition, Math.max(0, Number(p.offset))]));
      out[t.topic] = ends.reduce((n, e) => n + Number(e.high) - (done.get(e.partition) ?? 0), 0);
    }
    return out;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}
