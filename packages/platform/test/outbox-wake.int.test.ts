// An event written through enqueue() wakes its schema's relay when the transaction commits, so
// delivery does not wait for the relay's poll.
import { randomUUID } from 'node:crypto';
import { makeEvent, type EventEnvelope } from '@gary/contracts';
import { uniqueSchema } from '@gary/testinfra';
import { createInProcessBus, createPool, enqueue, runMigrations, startOutboxRelay, withTransaction } from '../src';

it('a committed enqueue wakes the relay at once (it polls only every 10 minutes here)', async () => {
  const s = await uniqueSchema('outbox_wake');
  const pool = createPool({ url: process.env.DATABASE_URL!, schema: s.schema, max: 4 });
  const bus = createInProcessBus();
  const seen: EventEnvelope[] = [];
  const sub = await bus.subscribe({ groupId: 'wake', topics: ['user.registered'], handler: async (e) => void seen.push(e) });
  await runMigrations({ pool, schema: s.schema, dir: '/nonexistent' });
  const relay = startOutboxRelay({ pool, bus, schema: s.schema, pollMs: 600_000 });
  try {
    // The relay's LISTEN connection comes up in the background.
    await new Promise((r) => setTimeout(r, 1_000));
    const userId = randomUUID();
    const event = makeEvent('user.registered', { source: 't', key: userId, data: { userId, email: 'bear@example.com', username: 'bear', registeredAt: new Date().toISOString() } });
    await withTransaction(pool, (tx) => enqueue(tx, [event]));
    const until = Date.now() + 10_000;
    while (!seen.some((e) => e.id === event.id) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(seen.map((e) => e.id)).toContain(event.id);
  } finally {
    await relay.stop();
    await sub.close();
    await bus.close();
    await pool.end();
    await s.drop();
  }
});
