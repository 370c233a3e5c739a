// The contract every EventBus adapter must pass: write in a transaction, relay through the outbox,
// consume once, redeliver, and the effect is applied exactly once. Run against in-process and Kafka.
import { randomUUID } from 'node:crypto';
import { makeEvent, type EventEnvelope } from '@gary/contracts';
import { uniqueSchema } from '@gary/testinfra';
import type { Pool } from 'pg';
import { createPool, enqueue, idempotentHandler, runMigrations, startOutboxRelay, withTransaction, type EventBus } from '../src';

async function waitFor<T>(fn: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function busContract(name: string, makeBus: () => Promise<EventBus>): void {
  describe(`${name} event bus through the transactional outbox`, () => {
    let bus: EventBus;
    let producerPool: Pool;
    let consumerPool: Pool;
    const drops: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      bus = await makeBus();
      const p = await uniqueSchema('outbox_producer');
      const c = await uniqueSchema('outbox_consumer');
      drops.push(p.drop, c.drop);
      producerPool = createPool({ url: process.env.DATABASE_URL!, schema: p.schema, max: 4 });
      consumerPool = createPool({ url: process.env.DATABASE_URL!, schema: c.schema, max: 4 });
      await runMigrations({ pool: producerPool, schema: p.schema, dir: '/nonexistent' });
      await runMigrations({ pool: consumerPool, schema: c.schema, dir: '/nonexistent' });
      await producerPool.query('CREATE TABLE users (id uuid PRIMARY KEY, email text NOT NULL)');
      await consumerPool.query('CREATE TABLE welcomed (user_id uuid NOT NULL, n int NOT NULL DEFAULT 1)');
    }, 90_000);

    afterAll(async () => {
      await bus.close();
      await producerPool.end();
      await consumerPool.end();
      for (const d of drops) await d();
    });

    it('writes state and event in one transaction, relays it, consumes it once, and a redelivery changes nothing', async () => {
      const seen: EventEnvelope[] = [];
      const consumerName = `welcomer-${randomUUID().slice(0, 8)}`;
      const handler = idempotentHandler({
        pool: consumerPool,
        consumer: consumerName,
        handlers: {
          'user.registered': async (e, tx) => {
            await tx.query('INSERT INTO welcomed (user_id) VALUES ($1)', [e.data.userId]);
          },
        },
      });
      const sub = await bus.subscribe({
        groupId: consumerName,
        topics: ['user.registered'],
        handler: async (e) => {
          seen.push(e);
          await handler(e);
        },
      });

      const userId = randomUUID();
      const event = makeEvent('user.registered', {
        source: 'contract-test',
        key: userId,
        data: { userId, email: 'bear@example.com', username: 'bear', registeredAt: new Date().toISOString() },
      });
      await withTransaction(producerPool, async (tx) => {
        await tx.query('INSERT INTO users (id, email) VALUES ($1, $2)', [userId, 'bear@example.com']);
        await enqueue(tx, [event]);
      });
      // A rolled-back transaction leaves neither state nor event behind.
      const ghost = randomUUID();
      await expect(
        withTransaction(producerPool, async (tx) => {
          await tx.query('INSERT INTO users (id, email) VALUES ($1, $2)', [ghost, 'ghost@example.com']);
          await enqueue(tx, [makeEvent('user.registered', { source: 't', key: ghost, data: { userId: ghost, email: 'ghost@example.com', username: 'ghost', registeredAt: new Date().toISOString() } })]);
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');

      const relay = startOutboxRelay({ pool: producerPool, bus, schema: producerPool.options.options!.match(/search_path=(\w+)/)![1]!, pollMs: 100 });
      try {
        await waitFor(async () => (seen.some((e) => e.id === event.id) ? true : undefined));
        const applied = await waitFor(async () => {
          const r = await consumerPool.query('SELECT count(*)::int AS n FROM welcomed WHERE user_id = $1', [userId]);
          return r.rows[0].n === 1 ? 1 : undefined;
        });
        expect(applied).toBe(1);
        const pending = await producerPool.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL');
        expect(pending.rows[0].n).toBe(0);
        const outboxed = await producerPool.query('SELECT count(*)::int AS n FROM outbox');
        expect(outboxed.rows[0].n).toBe(1);

        // Redeliver the same event twice (as a broker retry or a restarted relay would).
        const before = seen.filter((e) => e.id === event.id).length;
        await bus.publish([event, event]);
        await waitFor(async () => (seen.filter((e) => e.id === event.id).length >= before + 2 ? true : undefined));
        const after = await consumerPool.query('SELECT count(*)::int AS n FROM welcomed WHERE user_id = $1', [userId]);
        expect(after.rows[0].n).toBe(1);
        const marks = await consumerPool.query('SELECT count(*)::int AS n FROM consumed_events WHERE event_id = $1', [event.id]);
        expect(marks.rows[0].n).toBe(1);
        expect((await consumerPool.query('SELECT count(*)::int AS n FROM welcomed WHERE user_id = $1', [ghost])).rows[0].n).toBe(0);
      } finally {
        await relay.stop();
        await sub.close();
      }
    }, 90_000);

    it('keeps one key\'s events in order', async () => {
      const got: number[] = [];
      const key = randomUUID();
      const sub = await bus.subscribe({
        groupId: `order-${randomUUID().slice(0, 8)}`,
        topics: ['user-stats.updated'],
        handler: async (e) => {
          if (e.key === key && e.type === 'user-stats.updated') got.push(e.data.version);
        },
      });
      const events = Array.from({ length: 20 }, (_, i) =>
        makeEvent('user-stats.updated', {
          source: 't', key,
          data: {
            userId: key, version: i, username: 'Bettor', badge: 'RIDES WITH GARY', rideCount: 0, fadeCount: 0, ridePct: 0, fadePct: 0,
            winCount: 0, lossCount: 0, pushCount: 0, winRate: 0, record: '0-0', streak: 0, streakDisplay: '0', longestStreak: 0,
            totalDecisions: 0, lastResult: null, recentResults: [], leagues: [], vsRidingAll: { unitsChoosing: 0, unitsRidingAll: 0, unitsAdded: 0 },
            unitsWon: 0, updatedAt: new Date().toISOString(),
          },
        }),
      );
      for (const e of events) await bus.publish([e]);
      await waitFor(async () => (got.length >= 20 ? true : undefined));
      expect(got).toEqual(Array.from({ length: 20 }, (_, i) => i));
      await sub.close();
    }, 90_000);
  });
}
