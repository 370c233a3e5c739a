// Wake-ups through Postgres LISTEN/NOTIFY on a dedicated connection (never a pool client, which
// would go back to the pool still listening): callers poll as well, so a lost or refused
// connection only makes them slower, never stuck. stop() closes the connection and waits for it.
import { Client, type Pool } from 'pg';
import type { Logger } from './logger';

export interface Listener {
  stop(): Promise<void>;
}

export function listenForNotifications(opts: {
  pool: Pool;
  channel: string;
  onNotify: (payload: string | undefined) => void;
  logger?: Logger;
  /** Named in log lines, e.g. the schema. */
  label?: string;
}): Listener {
  if (!/^[a-z_][a-z0-9_]*$/.test(opts.channel)) throw new Error(`invalid channel name ${JSON.stringify(opts.channel)}`);
  let stopped = false;
  const c = new Client(opts.pool.options);
  // Without an error handler a lost connection (database restart, failover) would crash the process.
  c.on('error', (err) => {
    if (!stopped) opts.logger?.warn({ err: err.message, channel: opts.channel, label: opts.label }, 'LISTEN connection lost; polling only');
  });
  c.on('notification', (n) => opts.onNotify(n.payload));
  const listening = c
    .connect()
    .then(() => c.query(`LISTEN ${opts.channel}`))
    .then(() => undefined)
    .catch((err) => opts.logger?.warn({ err: (err as Error).message, channel: opts.channel, label: opts.label }, 'LISTEN unavailable; polling only'));
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      await listening;
      await c.end().catch(() => undefined);
    },
  };
}
