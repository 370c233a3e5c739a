// The transactional outbox: `enqueue` writes events in the caller's transaction; the relay sends
// unpublished rows to the bus and marks them, lane by lane (a key's lane is fixed by its hash): one
// relay holds a lane at a time (advisory lock), so per-key order holds with several workers and
// replicas relaying the schema's lanes side by side.
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

/** Lanes of the outbox (migration 0002: a key's lane is hashtext(key) & 15). */
export const OUTBOX_LANES = 16;

/** The advisory lock space of a schema's relay: one lock a lane, (hashtext(space), lane). */
const relayLockSpace = (schema: string) => `outbox:${schema}`;

/**
 * Holds every lane of a schema's relay on the given session until it ends (or the locks are
 * released): no relay of that schema sends anything meanwhile, and its events wait unsent, as when
 * the broker is away. For operators and drills; the relay itself takes one lane per transaction.
 */
export async function holdOutboxLanes(session: Queryable, schema: string): Promise<void> {
  await session.query('SELECT pg_advisory_lock(hashtext($1), l) FROM generate_series(0, $2::int - 1) l', [relayLockSpace(schema), OUTBOX_LANES]);
}

/** The lanes that hold unpublished events: one probe of the (lane, seq) index each. */
const PENDING_LANES_SQL = (schema: string) =>
  `SELECT l AS lane FROM generate_series(0, ${OUTBOX_LANES - 1}) l
   WHERE EXISTS (SELECT 1 FROM ${schema}.outbox o WHERE o.lane = l AND o.published_at IS NULL)`;

/**
 * Relays the schema's outbox in parallel over its lanes. `workers` claims run at once; each claim
 * takes a lane's advisory lock (pg_try_advisory_xact_lock, so a lane held by another replica is
 * passed over, never waited for), publishes up to `batchSize` of its events in order of seq as one
 * bus batch, marks them and commits before the lane is free again. One key is
 * in one lane, so its events go out in order; lanes go out side by side.
 *
 * At least once: a relay that dies after the bus took a batch and before its commit leaves the
 * batch unpublished, and the next claim sends it again. Consumers apply an event once by its id
 * (consumed_events' (event_id, consumer) key, idempotentHandler).
 */
export function startOutboxRelay(opts: {
  pool: Pool;
  bus: EventBus;
  schema: string;
  /** The service the relay publishes for (metrics and spans); the schema's name by default. */
  service?: string;
  logger?: Logger;
  pollMs?: number;
  batchSize?: number;
  /** Lanes claimed at once by this process (each a connection while it relays); 4 by default. */
  workers?: number;
  listen?: boolean;
}): OutboxRelay {
  const { pool, bus, schema } = opts;
  const service = opts.service ?? schema.replace(/_/g, '-');
  const batch = opts.batchSize ?? 500;
  const workers = Math.max(1, Math.min(OUTBOX_LANES, opts.workers ?? 4));
  const lockSpace = relayLockSpace(schema);

  /**
   * One claim of `lane`: its next batch published, marked and committed; -1 when another relay
   * holds the lane's lock.
   */
  async function claim(lane: number): Promise<number> {
    return withTransaction(pool, async (client) => {
      const lock = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1), $2) AS ok', [lockSpace, lane]);
      if (!lock.rows[0]?.ok) return -1;
      const { rows } = await client.query<{ seq: string; envelope: EventEnvelope }>(
        `SELECT seq, envelope FROM ${schema}.outbox WHERE lane = $1 AND published_at IS NULL ORDER BY seq LIMIT $2`,
        [lane, batch],
      );
      if (rows.length === 0) return 0;
      await publishTraced(service, rows.map((r) => r.envelope), (events) => bus.publish(events));
      await client.query(`UPDATE ${schema}.outbox SET published_at = now() WHERE seq = ANY($1::bigint[])`, [rows.map((r) => r.seq)]);
      return rows.length;
    });
  }

  /**
   * The lanes waiting now are shared out among the workers (never two on one lane here), each lane
   * claimed until it has less than a batch left or another relay holds it; answers how many were sent.
   */
  async function relayAll(): Promise<number> {
    // One probe decides whether to start at all (an idle relay's poll is this one query), and which
    // lanes there are to share.
    const open = (await pool.query<{ lane: number }>(PENDING_LANES_SQL(schema))).rows.map((r) => r.lane);
    if (open.length === 0) return 0;
    const sent = await Promise.all(
      Array.from({ length: Math.min(workers, open.length) }, async () => {
        let total = 0;
        for (let lane = open.shift(); lane !== undefined; lane = open.shift()) {
          for (;;) {
            const n = await claim(lane);
            if (n > 0) total += n;
            if (n < batch) break;
          }
        }
        return total;
      }),
    );
    return sent.reduce((a, b) => a + b, 0);
  }

  const unwatch = watchOutbox(schema, service, pool);
  // LISTEN wakes the relay the moment a transaction commits an event, so delivery is not poll-bound.
  // A drain that sent anything looks once more (batch 1): a lane passed over while another replica
  // held it is taken then.
  return startPolledDrain({
    step: relayAll,
    pollMs: opts.pollMs ?? 500,
    failure: `outbox relay failed for ${schema}; will retry`,
    logger: opts.logger,
    listen: opts.listen === false ? undefined : { pool, channel: 'outbox', label: schema, accept: (p) => p === schema },
    onStop: unwatch,
  });
}
