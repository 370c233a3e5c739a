// What the alert sender writes after a delivery, gathered over a few milliseconds and written in one
// transaction: the sent marks, the drops, and the mail of email deliveries (queued only for the rows
// this write marks sent, so a mail is queued once even when two writes race for a row). Thousands
// of deliveries then cost a handful of statements instead of one transaction each.
import { withTransaction, type Pool } from '@gary/platform';
import { queueMails } from '../adapters/mail-outbox';
import type { MailContent } from '../domain/mail-templates';

export type Outcome = { id: string; sent: true; mail?: { to: string; content: MailContent; headers: Record<string, string> } } | { id: string; drop: string };

export interface OutcomeWriter {
  /** Resolves once the outcome is stored; rejects when its batch failed (the delivery is then retried). */
  write(o: Outcome): Promise<void>;
}

export function createOutcomeWriter(opts: { pool: Pool; now: () => Date; maxBatch?: number }): OutcomeWriter {
  const maxBatch = opts.maxBatch ?? 500;
  let queue: { o: Outcome; done: (err?: Error) => void }[] = [];
  let writing = false;

  async function store(batch: Outcome[]): Promise<void> {
    const sent = batch.filter((o): o is Extract<Outcome, { sent: true }> => 'sent' in o);
    const drops = batch.filter((o): o is Extract<Outcome, { drop: string }> => 'drop' in o);
    const now = opts.now();
    await withTransaction(opts.pool, async (tx) => {
      if (sent.length > 0) {
        const { rows } = await tx.query<{ id: string }>(
          'UPDATE alert_deliveries SET sent_at = $2, attempts = attempts + 1, last_error = NULL WHERE id = ANY($1::uuid[]) AND sent_at IS NULL RETURNING id',
          [sent.map((o) => o.id), now],
        );
        const marked = new Set(rows.map((r) => r.id));
        await queueMails(tx, sent.filter((o) => o.mail && marked.has(o.id)).map((o) => o.mail!), now);
      }
      if (drops.length > 0)
        await tx.query('UPDATE alert_deliveries d SET dropped = t.why FROM unnest($1::uuid[], $2::text[]) AS t (id, why) WHERE d.id = t.id', [
          drops.map((o) => o.id),
          drops.map((o) => o.drop),
        ]);
    });
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, maxBatch);
        queue = queue.slice(batch.length);
        try {
          await store(batch.map((b) => b.o));
          for (const b of batch) b.done();
        } catch (err) {
          for (const b of batch) b.done(err as Error);
        }
      }
    } finally {
      writing = false;
    }
  }

  return {
    write(o) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ o, done: (err) => (err ? reject(err) : resolve()) });
        // Whatever arrives while a batch is written goes in the next one.
        if (!writing) setImmediate(() => void (writing || drain()));
      });
    },
  };
}
