// Live stats: the gateway listens to user-stats.updated, which carries the user's whole BetCard as
// decisions computed it, and pushes that card to each of the user's open streams (server-sent
// events) as the event arrives: no call back to decisions. Every gateway replica must see every
// event, so on Kafka each replica joins with its own group id; the in-process bus has one gateway.
// Order: a card carries its stats row's version; each stream remembers the version it last got
// (the first card included) and drops any card that is not newer, so a late or redelivered event
// never overwrites a newer card.
import { randomUUID } from 'node:crypto';
import type { BetCard } from '@gary/contracts';
import type { EventBus, Subscription } from '@gary/platform';

interface HubLogger {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface SseStream {
  /** Writes one event; returns false once the connection is gone. */
  send(event: string, data: unknown): boolean;
  comment(text: string): boolean;
  end(): void;
}

export interface StatsHubOptions {
  bus?: EventBus;
  logger: HubLogger;
  /** The card as the browser gets it (the gateway's id rule for recent results); default as sent. */
  view?: (card: BetCard) => unknown;
  /** Events older than this when the hub starts are history (a fresh Kafka group reads from the beginning). */
  replayWindowMs?: number;
}

export function createStatsHub(opts: StatsHubOptions) {
  /** Per user, each open stream and the version of the last card it was sent (-1: none yet). */
  const streams = new Map<string, Map<SseStream, number>>();
  const startedAt = Date.now();
  const view = opts.view ?? ((c: BetCard) => c);
  let sub: Subscription | null = null;

  /** Sends a card to the user's open streams that hold an older one; answers how many got it. */
  function push(card: BetCard): number {
    const open = streams.get(card.userId.toLowerCase());
    if (!open || open.size === 0) return 0;
    let shown: unknown;
    let sent = 0;
    for (const [stream, version] of open) {
      if (card.version <= version) continue;
      shown ??= view(card);
      open.set(stream, card.version);
      stream.send('stats', shown);
      sent++;
    }
    return sent;
  }

  let subscribing: Promise<void> | null = null;
  /** Subscribes to user-stats.updated (once; later calls answer the same promise). */
  function start(): Promise<void> {
    subscribing ??= opts.bus
      ? opts.bus
          .subscribe({
            groupId: opts.bus.kind === 'kafka' ? `gateway-${randomUUID()}` : 'gateway',
            topics: ['user-stats.updated'],
            // Streams open from now on; a new replica has no history to push.
            fromBeginning: false,
            handler: async (event) => {
              if (event.type !== 'user-stats.updated') return;
              if (Date.parse(event.occurredAt) < startedAt - (opts.replayWindowMs ?? 60_000)) return;
              try {
                push(event.data);
              } catch (err) {
                opts.logger.warn({ err, userId: event.data.userId }, 'could not push stats to the live stream');
              }
            },
          })
          .then((s) => {
            sub = s;
          })
          .catch((err) => opts.logger.error({ err }, 'live stats unavailable: could not subscribe to user-stats.updated'))
      : Promise.resolve(opts.logger.warn('no event bus: live stats streams get their first BetCard and heartbeats only'));
    return subscribing;
  }

  return {
    /**
     * Registers a stream and sends it its first card (fetched when the stream opened); cards that
     * are not newer than it are not sent. The returned function removes the stream.
     */
    add(userId: string, stream: SseStream, first?: BetCard): () => void {
      const key = userId.toLowerCase();
      let open = streams.get(key);
      if (!open) streams.set(key, (open = new Map()));
      open.set(stream, -1);
      if (first) {
        open.set(stream, first.version);
        stream.send('stats', view(first));
      }
      const set = open;
      return () => {
        set.delete(stream);
        if (set.size === 0 && streams.get(key) === set) streams.delete(key);
      };
    },
    push,
    start,
    /** Ends every open stream of a user (a cool-off or exclusion starting: nothing more is pushed to them). */
    endUser(userId: string): number {
      const open = streams.get(userId.toLowerCase());
      if (!open) return 0;
      const n = open.size;
      for (const s of [...open.keys()]) s.end();
      streams.delete(userId.toLowerCase());
      return n;
    },
    openStreams: () => [...streams.values()].reduce((n, s) => n + s.size, 0),
    /** Ends every open stream and unsubscribes. */
    async close(): Promise<void> {
      if (subscribing) await subscribing;
      if (sub) await sub.close();
      sub = null;
      for (const open of streams.values()) for (const s of open.keys()) s.end();
      streams.clear();
    },
  };
}

export type StatsHub = ReturnType<typeof createStatsHub>;
