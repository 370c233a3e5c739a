// The outbox relayed in parallel over its key lanes, on real Postgres and Kafka: several relays on
// one schema (as replicas), each with several workers, keep every key's events in order; and a
// relay killed mid-batch loses nothing: the next relay sends what was not marked, and consumers
// apply each event once by its id (at least once on the bus, exactly once in effect).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { makeEvent, type EventEnvelope } from '@gary/contracts';
import { uniqueSchema } from '@gary/testinfra';
import type { Pool } from 'pg';
import { createKafkaBus, createPool, enqueue, idempotentHandler, runMigrations, startOutboxRelay, withTransaction, type EventBus, type OutboxRelay } from '../src';

const KEYS = 60;
const VERSIONS = 25;

function card(userId: string, version: number): EventEnvelope {
  return makeEvent('user-stats.updated', {
    source: 'relay-test',
    key: userId,
    data: {
      userId, version, username: 'Bettor', badge: 'RIDES WITH GARY', rideCount: 0, fadeCount: 0, ridePct: 0, fadePct: 0,
      winCount: 0, lossCount: 0, pushCount: 0, winRate: 0, record: '0-0', streak: 0, streakDisplay: '0', longestStreak: 0,
      totalDecisions: 0, lastResult: null, recentResults: [], leagues: [], vsRidingAll: { unitsChoosing: 0, unitsRidingAll: 0, unitsAdded: 0 },
      unitsWon: 0, updatedAt: new Date().toISOString(),
    },
  });
}

/** KEYS users, each with VERSIONS cards written in turn (one transaction per version, all users in it). */
async function fill(pool: Pool): Promise<{ keys: string[]; ids: Set<string> }> {
  const keys = Array.from({ length: KEYS }, () => randomUUID());
  const ids = new Set<string>();
  for (let v = 0; v < VERSIONS; v++) {
    const events = keys.map((k) => card(k, v));
    for (const e of events) ids.add(e.id);
    await withTransaction(pool, (tx) => enqueue(tx, events));
  }
  return { keys, ids };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Versions per key in the order of their first arrival, and how many arrivals repeated an id. */
function arrivals(received: EventEnvelope[], keys: readonly string[]): { firstOrder: Map<string, number[]>; repeats: number } {
  const seen = new Set<string>();
  const firstOrder = new Map<string, number[]>(keys.map((k) => [k, []]));
  let repeats = 0;
  for (const e of received) {
    if (seen.has(e.id)) {
      repeats++;
      continue;
    }
    seen.add(e.id);
    if (e.type === 'user-stats.updated') firstOrder.get(e.key)?.push(e.data.version);
  }
  return { firstOrder, repeats };
}

describe('the outbox relayed in parallel over key lanes, on Kafka', () => {
  let kafka: ReturnType<typeof createKafkaBus>;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    kafka = createKafkaBus({ brokers: process.env.KAFKA_BROKERS!.split(','), clientId: 'parallel-relay-test' });
    await kafka.ensureTopics(['user-stats.updated']);
  }, 60_000);

  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    await kafka.close();
  });

  async function schemaWithOutbox(name: string): Promise<{ schema: string; pool: Pool }> {
    const s = await uniqueSchema(name);
    const pool = createPool({ url: process.env.DATABASE_URL!, schema: s.schema, max: 6 });
    cleanups.push(async () => {
      await pool.end();
      await s.drop();
    });
    await runMigrations({ pool, schema: s.schema, dir: '/nonexistent' });
    return { schema: s.schema, pool };
  }

  async function listen(keys: readonly string[], onEvent?: (e: EventEnvelope) => Promise<void>): Promise<EventEnvelope[]> {
    const mine = new Set(keys);
    const received: EventEnvelope[] = [];
    const sub = await kafka.subscribe({
      groupId: `relay-test-${randomUUID().slice(0, 8)}`,
      topics: ['user-stats.updated'],
      handler: async (e) => {
        if (!mine.has(e.key)) return;
        received.push(e);
        await onEvent?.(e);
      },
    });
    cleanups.push(() => sub.close());
    return received;
  }

  it('per-key order is kept under parallel relay: three relays on one schema, four workers each, every key in order, none sent twice', async () => {
    const { schema, pool } = await schemaWithOutbox('relay_order');
    const { keys, ids } = await fill(pool);
    const received = await listen(keys);
    // Each relay has its own pool and its own view of the bus, as a replica would; the bus is
    // watched for publishes in flight at once, across the relays.
    let inFlight = 0;
    let mostInFlight = 0;
    const relays: OutboxRelay[] = [];
    for (let r = 0; r < 3; r++) {
      const relayPool = createPool({ url: process.env.DATABASE_URL!, schema, max: 6 });
      const bus: EventBus = {
        ...kafka,
        async publish(events) {
          mostInFlight = Math.max(mostInFlight, ++inFlight);
          try {
            await new Promise((res) => setTimeout(res, 5));
            await kafka.publish(events);
          } finally {
            inFlight--;
          }
        },
      };
      const relay = startOutboxRelay({ pool: relayPool, bus, schema, workers: 4, batchSize: 20, pollMs: 50, listen: false });
      relays.push(relay);
      cleanups.push(async () => {
        await relay.stop();
        await relayPool.end();
      });
    }
    await Promise.all(relays.map((r) => r.flush()));
    await until(() => new Set(received.map((e) => e.id)).size >= ids.size, 60_000, 'every event received');

    const { firstOrder, repeats } = arrivals(received, keys);
    for (const k of keys) expect(firstOrder.get(k)).toEqual(Array.from({ length: VERSIONS }, (_, v) => v));
    expect(repeats).toBe(0);
    expect(new Set(received.map((e) => e.id))).toEqual(ids);
    expect((await pool.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL')).rows[0].n).toBe(0);
    // The lanes went out side by side, not one batch at a time.
    expect(mostInFlight).toBeGreaterThan(1);
  }, 120_000);

  it('no event is lost across a relay killed mid-batch: the next relay sends what was not marked, and a consumer applies each event once by its id', async () => {
    const { schema, pool } = await schemaWithOutbox('relay_kill');
    await pool.query('CREATE TABLE applied (event_id uuid NOT NULL, user_id uuid NOT NULL, version int NOT NULL)');
    const { keys, ids } = await fill(pool);
    const consumer = idempotentHandler({
      pool,
      consumer: 'relay-kill-test',
      handlers: {
        'user-stats.updated': async (e, tx) => {
          await tx.query('INSERT INTO applied (event_id, user_id, version) VALUES ($1, $2, $3)', [e.id, e.data.userId, e.data.version]);
        },
      },
    });
    const received = await listen(keys, consumer);

    let child: ChildProcess | null = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'relay-process.ts')], {
      env: { ...process.env, RELAY_SCHEMA: schema, RELAY_HOLD_MS: '300' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(async () => void child?.kill('SIGKILL'));
    // Killed once a good part, not all, has been marked sent (each batch is held 300 ms after Kafka
    // took it, so the whole outbox takes the child several seconds).
    const marked = async () => (await pool.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NOT NULL')).rows[0].n as number;
    await until(async () => (await marked()) >= 100, 60_000, 'the first relay marked a hundred sent');
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    child = null;
    const unmarked = (await pool.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL')).rows[0].n as number;
    expect(unmarked).toBeGreaterThan(0);

    const relay = startOutboxRelay({ pool, bus: kafka, schema, workers: 4, batchSize: 25, pollMs: 50 });
    cleanups.push(() => relay.stop());
    await until(() => new Set(received.map((e) => e.id)).size >= ids.size, 60_000, 'every event received after the kill');
    await until(async () => (await pool.query('SELECT count(*)::int AS n FROM applied')).rows[0].n >= ids.size, 30_000, 'every event applied');

    expect(new Set(received.map((e) => e.id))).toEqual(ids);
    expect((await pool.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL')).rows[0].n).toBe(0);
    const { firstOrder, repeats } = arrivals(received, keys);
    for (const k of keys) expect(firstOrder.get(k)).toEqual(Array.from({ length: VERSIONS }, (_, v) => v));
    // Sent again at most: the batches the killed relay had handed to Kafka and not yet marked.
    expect(repeats).toBeLessThanOrEqual(4 * 25);
    // Applied exactly once each, however often it arrived.
    const applied = await pool.query('SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS d FROM applied');
    expect(applied.rows[0]).toEqual({ n: ids.size, d: ids.size });
    console.log(`relay killed with ${unmarked} events unmarked; ${repeats} arrivals repeated an id`);
  }, 120_000);
});
