// Draining a Postgres-backed queue (the outbox, the mail table, the leaderboard refresh queue):
// one drain runs at a time per process, a call while it runs makes it look once more when it ends
// (so a wake-up is never lost), and a polled drain is also woken by LISTEN/NOTIFY.
import type { Pool, PoolClient } from 'pg';
import { withTransaction } from './db';
import { listenForNotifications } from './listen';
import type { Logger } from './logger';

export interface Drain {
  /** Runs `step` until it takes less than a full batch; returns how many items it took. */
  run(): Promise<number>;
  /** Resolves when the drain running now (if any) has ended. */
  idle(): Promise<void>;
}

export function singleFlightDrain(opts: {
  /** Takes up to `batch` items (in its own transaction) and says how many it took. */
  step: () => Promise<number>;
  batch?: number;
  stopped: () => boolean;
}): Drain {
  const batch = opts.batch ?? 1;
  let running: Promise<number> | null = null;
  let again = false;
  return {
    run() {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let total = 0;
        do {
          again = false;
          for (;;) {
            if (opts.stopped()) break;
            const n = await opts.step();
            total += n;
            if (n < batch) break;
          }
        } while (again && !opts.stopped());
        return total;
      })().finally(() => {
        running = null;
      });
      return running;
    },
    async idle() {
      if (running) await running.catch(() => undefined);
    },
  };
}

export interface PolledDrain {
  /** Drains what is pending now; returns how many items were taken. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

/** A drain run every `pollMs` and whenever `channel` is notified (when `accept` takes the payload). */
export function startPolledDrain(opts: {
  step: () => Promise<number>;
  batch?: number;
  pollMs: number;
  /** Logged when a drain fails; the next poll or wake-up retries. */
  failure: string;
  logger?: Logger;
  listen?: { pool: Pool; channel: string; label: string; accept?: (payload: string | undefined) => boolean };
  onStop?: () => void;
}): PolledDrain {
  let stopped = false;
  const drain = singleFlightDrain({ step: opts.step, batch: opts.batch, stopped: () => stopped });
  const tick = () => {
    if (!stopped) drain.run().catch((err) => opts.logger?.warn({ err }, opts.failure));
  };
  const timer = setInterval(tick, opts.pollMs);
  timer.unref();
  const l = opts.listen;
  const listener = l
    ? listenForNotifications({ pool: l.pool, channel: l.channel, label: l.label, logger: opts.logger, onNotify: (p) => (l.accept ? l.accept(p) : true) && tick() })
    : null;
  return {
    flush: () => drain.run(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await drain.idle();
      await listener?.stop();
      opts.onStop?.();
    },
  };
}

/**
 * A delivery queue in a table, drained one row per transaction: `claim` takes the next due row
 * (FOR UPDATE SKIP LOCKED, so replicas never deliver one twice), `deliver` sends it and marks it
 * sent, and a delivery that throws is logged and handed to `retryLater` (which records the attempt
 * and its backoff) in the same transaction. Used by auth's SMTP sender and its alert sender.
 */
export function startRowDelivery<Row extends { id: string }>(opts: {
  pool: Pool;
  claim: (tx: PoolClient) => Promise<Row | undefined>;
  deliver: (tx: PoolClient, row: Row) => Promise<void>;
  retryLater: (tx: PoolClient, row: Row, message: string) => Promise<void>;
  /** What is delivered, in the log line of a failure ('mail', 'alert'). */
  what: string;
  pollMs: number;
  logger: Logger;
  listen: { channel: string; label: string };
  onStop?: () => void;
}): PolledDrain {
  const step = () =>
    withTransaction(opts.pool, async (tx) => {
      const row = await opts.claim(tx);
      if (!row) return 0;
      try {
        await opts.deliver(tx, row);
      } catch (err) {
        const message = String((err as Error).message).slice(0, 500);
        opts.logger.warn({ err: message, id: row.id }, `${opts.what} delivery failed; will retry`);
        await opts.retryLater(tx, row, message);
      }
      return 1;
    });
  return startPolledDrain({
    step,
    pollMs: opts.pollMs,
    failure: `${opts.what} sender failed`,
    logger: opts.logger,
    listen: { pool: opts.pool, ...opts.listen },
    onStop: opts.onStop,
  });
}
