// Live pick status on the stream: the gateway listens to pick.live-status (pick-engine, from the
// odds snapshots) and sends a `pick-status` event to each open stream whose caller may read that
// pick (pick-access.ts: Pro, or its card's free pick: the event says whether it is). The event carries the pick's status and best
// current price, which are derived from its side and price, so a caller who may not read the pick
// gets nothing at all, not even that something changed. Like the stats hub, every replica hears
// every event (its own Kafka group).
import { randomUUID } from 'node:crypto';
import type { EventBus, Subscription } from '@gary/platform';
import type { Caller } from '../plugins/caller.plugin';
import type { Plan } from '../plans/plan-of';
import type { SseStream } from './stats-hub';
import { mayReadPick } from '../routes/pick-access';

interface HubLogger {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface PickStatusHubOptions {
  bus?: EventBus;
  logger: HubLogger;
  planOf: (caller: Caller) => Promise<Plan>;
  replayWindowMs?: number;
}

export interface PickStatusMessage {
  pickId: string;
  /** Its card's free pick (pick-engine says so on the event): then anyone may read its status. */
  free: boolean;
  status: 'alive' | 'close' | 'dead';
  bestPrice: number | null;
  bestLine: number | null;
  bestBook: string | null;
  snapshotAt: string;
}

export function createPickStatusHub(opts: PickStatusHubOptions) {
  const streams = new Map<SseStream, Caller>();
  const startedAt = Date.now();
  let sub: Subscription | null = null;

  /** Sends one status to every stream allowed to read the pick; returns how many got it. */
  async function deliver(msg: PickStatusMessage): Promise<number> {
    if (streams.size === 0) return 0;
    const { free, ...body } = msg;
    let sent = 0;
    for (const [stream, caller] of [...streams]) {
      const readable = mayReadPick({ free }, await opts.planOf(caller).catch(() => 'free' as const));
      if (readable && stream.send('pick-status', body)) sent++;
    }
    return sent;
  }

  const subscribing = opts.bus
    ? opts.bus
        .subscribe({
          groupId: opts.bus.kind === 'kafka' ? `gateway-pick-status-${randomUUID()}` : 'gateway-pick-status',
          topics: ['pick.live-status'],
          fromBeginning: false,
          handler: async (event) => {
            if (event.type !== 'pick.live-status') return;
            if (Date.parse(event.occurredAt) < startedAt - (opts.replayWindowMs ?? 60_000)) return;
            const d = event.data;
            await deliver({ pickId: d.pickId, free: d.free, status: d.status, bestPrice: d.bestPrice, bestLine: d.bestLine, bestBook: d.bestBook, snapshotAt: d.snapshotAt });
          },
        })
        .then((s) => {
          sub = s;
        })
        .catch((err) => opts.logger.error({ err }, 'live pick status unavailable: could not subscribe to pick.live-status'))
    : Promise.resolve();

  return {
    /** Registers a stream with its caller; the returned function removes it. */
    add(caller: Caller, stream: SseStream): () => void {
      streams.set(stream, caller);
      return () => {
        streams.delete(stream);
      };
    },
    deliver,
    ready: () => subscribing,
    async close(): Promise<void> {
      await subscribing;
      if (sub) await sub.close();
      streams.clear();
    },
  };
}

export type PickStatusHub = ReturnType<typeof createPickStatusHub>;
