// The outboxes of a restored database, before the services start on it. Events still unsent at the
// recovery point are sent by the relays as soon as they run. Events sent shortly before it may have
// reached a consumer whose effect committed after the point (a consumer in this database lost it; a
// broker's consumer offsets are past it), so the recent tail is marked unsent again: consumers
// record each event id with its effect (consumed_events), and what they already applied is skipped.
import type { Client } from 'pg';

export interface PendingEvent {
  schema: string;
  id: string;
  topic: string;
}

export interface ReopenedOutboxes {
  /** Unsent at the recovery point. */
  pending: PendingEvent[];
  /** Sent within the replay window before the recovery point, marked unsent again. */
  reopened: number;
}

async function outboxSchemas(db: Client): Promise<string[]> {
  const { rows } = await db.query<{ s: string }>("SELECT table_schema AS s FROM information_schema.tables WHERE table_name = 'outbox' ORDER BY 1");
  return rows.map((r) => r.s);
}

export async function reopenOutboxes(db: Client, since: Date): Promise<ReopenedOutboxes> {
  const pending: PendingEvent[] = [];
  let reopened = 0;
  for (const schema of await outboxSchemas(db)) {
    const q = db.escapeIdentifier(schema);
    const { rows } = await db.query<{ id: string; topic: string }>(`SELECT id::text, topic FROM ${q}.outbox WHERE published_at IS NULL ORDER BY seq`);
    pending.push(...rows.map((r) => ({ schema, ...r })));
    reopened += (await db.query(`UPDATE ${q}.outbox SET published_at = NULL WHERE published_at >= $1`, [since])).rowCount ?? 0;
  }
  return { pending, reopened };
}

/** Waits until every outbox row is sent. */
export async function waitOutboxesSent(db: Client, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let left = 0;
    for (const schema of await outboxSchemas(db)) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${db.escapeIdentifier(schema)}.outbox WHERE published_at IS NULL`);
      left += rows[0]!.n;
    }
    if (left === 0) return;
    if (Date.now() > deadline) throw new Error(`${left} outbox events still unsent after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The schemas whose consumers record the topics the drill checks (each service's `consumes`). */
export const CONSUMERS: Record<string, string[]> = {
  'user.registered': ['billing', 'decisions'],
  'pick.published': ['decisions'],
  'pick.graded': ['decisions'],
};

export interface OutboxProof {
  relayed: number;
  /** Deliveries the consumers must record: one per pending event and consumer. */
  expected: number;
  applied: number;
  missing: string[];
  /** Consumer records of these events beyond one per consumer. */
  doubled: number;
}

/** Each pending event is now sent, and every consumer that takes its topic recorded it once. */
export async function proveOutbox(db: Client, pending: readonly PendingEvent[]): Promise<OutboxProof> {
  const out: OutboxProof = { relayed: 0, expected: 0, applied: 0, missing: [], doubled: 0 };
  for (const e of pending) {
    const sent = await db.query(`SELECT 1 FROM ${db.escapeIdentifier(e.schema)}.outbox WHERE id = $1 AND published_at IS NOT NULL`, [e.id]);
    if (sent.rowCount === 1) out.relayed++;
    else out.missing.push(`${e.topic} ${e.id}: not sent`);
    for (const consumer of CONSUMERS[e.topic] ?? []) {
      out.expected++;
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${db.escapeIdentifier(consumer)}.consumed_events WHERE event_id = $1`, [e.id]);
      const n = rows[0]!.n;
      if (n >= 1) out.applied++;
      else out.missing.push(`${e.topic} ${e.id}: not applied by ${consumer}`);
      if (n > 1) out.doubled += n - 1;
    }
  }
  return out;
}
