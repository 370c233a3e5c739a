// The transactional outbox: `enqueue` writes events in the caller's transaction; the relay sends
// unpublished rows to the bus in order and marks them. One relay publishes per schema at a time
// (advisory lock), so per-key order holds even with several replicas.
import type { EventEnvelope } from '@gary/contracts';
import type { Pool } from 'pg';
import type { EventBus } from './bus';
import { withTransaction, type Queryable } from './db';
import { startPolledDrain } from './drain';
import { watchOutbox } from './platform-metrics';
import { publishTraced, withTraceparent } from './traced-events';
import type { Logger } from './logger';

/**
 * Writes events to the outbox in the caller's transaction, in one statement however many (arrays
 * unnested, so no parameter limit), and wakes the relay when it commits. The one place an outbox
 * row is shaped: every service's events, the decisions' cards included, are written here.
 */
export async function enqueue(db: Queryable, given: readonly EventEnvelope[]): Promise<void> {
  if (given.length === 0) return;
  // The trace the events were made in travels with them (stored in the row, see traced-events.ts);
  // an event that already names its trace keeps it.
  const events = withTraceparent([...given]);
  // The notification names the schema, which is what the schema's relay listens for; it is
  // delivered when the caller's transaction commits.
  await db.query(
    `WITH ins AS (
       INSERT INTO outbox (id, topic, key, envelope)
       SELECT e.id, e.topic, e.key, e.envelope FROM unnest($1::uuid[], $2::text[], $3::text[], $4::jsonb[]) WITH ORDINALITY AS e(id, topic, key, envelope, n) ORDER BY e.n
     ) SELECT pg_notify('outbox', current_schema())`,
    [events.map((e) => e.id), events.map((e) => e.type), events.map((e) => e.key), events.map((e) => JSON.stringify(e))],
  );
}

export interface OutboxRelay {
  /** Publishes what is pending now; returns how many events were sent. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

export function startOutboxRelay(opts: {
  pool: Pool;
  bus: EventBus;
  schema: string;
  /** The service the relay publishes for (metrics and spans); the schema's name by default. */
  service?: string;
  logger?: Logger;
  pollMs?: number;
  batchSize?: number;
  listen?: boolean;
}): OutboxRelay {
  const { pool, bus, schema } = opts;
  const service = opts.service ?? schema.replace(/_/g, '-');
  const batch = opts.batchSize ?? 200;

  async function once(): Promise<number> {
    return withTransaction(pool, async (client) => {
      const lock = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok', [`outbox:${schema}`]);
      if (!lock.rows[0]?.ok) return 0;
      const { rows } = await client.query<{ seq: string; envelope: EventEnvelope }>(
        `SELECT seq, envelope FROM ${schema}.outbox WHERE published_at IS NULL ORDER BY seq LIMIT $1`,
        [batch],
      );
      if (rows.length > 0) {
        await publishTraced(service, rows.map((r) => r.envelope), (events) => bus.publish(events));
        await client.query(`UPDATE ${schema}.outbox SET published_at = now() WHERE seq = ANY($1::bigint[])`, [rows.map((r) => r.seq)]);
      }
      return rows.length;
    });
  }

  const unwatch = watchOutbox(schema, service, pool);
  // LISTEN wakes the relay the moment a transaction commits an event, so delivery is not poll-bound.
  return startPolledDrain({
    step: once,
    batch,
    pollMs: opts.pollMs ?? 500,
    failure: `outbox relay failed for ${schema}; will retry`,
    logger: opts.logger,
    listen: opts.listen === false ? undefined : { pool, channel: 'outbox', label: schema, accept: (p) => p === schema },
    onStop: unwatch,
  });
}
