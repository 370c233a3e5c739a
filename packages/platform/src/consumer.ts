// Consumers that apply each event once: the event id is recorded in consumed_events in the same
// transaction as the handler's effect, so a redelivery (Kafka, a restart, a retry) changes nothing.
import type { EventEnvelope, EventType } from '@gary/contracts';
import type { Pool, PoolClient } from 'pg';
import type { EventHandler } from './bus';
import type { Logger } from './logger';

/**
 * Applies one event inside the consumer's transaction. It may answer an outcome other than
 * 'applied' (recorded with the event id) and work to run once the transaction has committed.
 */
export type TxHandler<T extends EventType = EventType> = (
  event: EventEnvelope<T>,
  tx: PoolClient,
) => Promise<void | { outcome?: string; afterCommit?: () => void }>;

export type HandlerMap = { [T in EventType]?: TxHandler<T> };

export function idempotentHandler(opts: { pool: Pool; consumer: string; handlers: HandlerMap; logger?: Logger }): EventHandler {
  return async (event) => {
    const handler = opts.handlers[event.type] as TxHandler | undefined;
    if (!handler) return;
    const client = await opts.pool.connect();
    try {
      await client.query('BEGIN');
      const mark = await client.query(
        'INSERT INTO consumed_events (event_id, consumer, topic) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [event.id, opts.consumer, event.type],
      );
      if (mark.rowCount === 0) {
        await client.query('ROLLBACK');
        opts.logger?.debug({ eventId: event.id, type: event.type }, 'event already applied; skipped');
        return;
      }
      const res = await handler(event, client);
      if (res?.outcome && res.outcome !== 'applied') {
        await client.query('UPDATE consumed_events SET outcome = $3 WHERE event_id = $1 AND consumer = $2', [event.id, opts.consumer, res.outcome]);
      }
      await client.query('COMMIT');
      res?.afterCommit?.();
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  };
}
