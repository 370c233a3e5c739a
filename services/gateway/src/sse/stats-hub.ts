// Live stats: the gateway listens to user-stats.updated and pushes the user's fresh BetCard to
// each of their open streams (server-sent events). Every gateway replica must see every event, so
// on Kafka each replica joins with its own group id; the in-process bus has one gateway.
// A burst of events for one user costs at most two BetCard fetches (one running, one after it).
// The consumer does not wait for the fetches: a graded slate updates thousands of users at once,
// and fetching their cards one event after another would keep the last stream waiting for all the
// others; up to maxFetches run at once, the rest queue (once per user).
import { randomUUID } from 'node:crypto';
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
  /** The user's BetCard as the browser gets it. */
  fetchCard: (userId: string) => Promise<unknown>;
  /** Events older than this when the hub starts are history (a fresh Kafka group reads from the beginning). */
  replayWindowMs?: number;
  /** BetCard fetches running at once (default 64). */
  maxFetches?: number;
}

export function createStatsHub(opts: StatsHubOptions) {
  const streams = new Map<string, Set<SseStream>>();
  const running = new Map<string, Promise<void>>();
  const pending = new Set<string>();
  const startedAt = Date.now();
  let sub: Subscription | null = null;

  async function push(userId: string): Promise<void> {
    const open = streams.get(userId);
    if (!open || open.size === 0) return;
    if (running.has(userId)) {
      pending.add(userId);
      return running.get(userId);
    }
    const job = (async () => {
      do {
        pending.delete(userId);
        try {
          const card = await opts.fetchCard(userId);
          for (const s of streams.get(userId) ?? []) s.send('stats', card);
        } catch (err) {
          opts.logger.warn({ err, userId }, 'could not fetch stats for the live stream');
        }
      } while (pending.has(userId));
    })().finally(() => running.delete(userId));
    running.set(userId, job);
    return job;
  }

  const maxFetches = opts.maxFetches ?? 64;
  const queued = new Set<string>();
  let active = 0;
  let idleWaiters: (() => void)[] = [];

  function pump(): void {
    while (active < maxFetches && queued.size > 0) {
      const userId = queued.values().next().value as string;
      queued.delete(userId);
      active++;
      void push(userId).finally(() => {
        active--;
        pump();
      });
    }
    if (active === 0 && queued.size === 0 && idleWaiters.length > 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const w of waiters) w();
    }
  }

  /** Queues a user's fresh BetCard for their open streams; returns at once. */
  function schedule(userId: string): void {
    if (!streams.get(userId)?.size) return;
    queued.add(userId);
    pump();
  }

  const subscribing = opts.bus
    ? opts.bus
        .subscribe({
          groupId: opts.bus.kind === 'kafka' ? `gateway-${randomUUID()}` : 'gateway',
          topics: ['user-stats.updated'],
          // Streams open from now on; a new replica has no history to push.
          fromBeginning: false,
          handler: async (event) => {
            if (event.type !== 'user-stats.updated') return;
            if (Date.parse(event.occurredAt) < startedAt - (opts.replayWindowMs ?? 60_000)) return;
            schedule(event.data.userId.toLowerCase());
          },
        })
        .then((s) => {
          sub = s;
        })
        .catch((err) => opts.logger.error({ err }, 'live stats unavailable: could not subscribe to user-stats.updated'))
    : Promise.resolve(opts.logger.warn('no event bus: live stats streams get their first BetCard and heartbeats only'));

  return {
    /** Registers a stream; the returned function removes it. */
    add(userId: string, stream: SseStream): () => void {
      const key = userId.toLowerCase();
      let set = streams.get(key);
      if (!set) streams.set(key, (set = new Set()));
      set.add(stream);
      return () => {
        set.delete(stream);
        if (set.size === 0 && streams.get(key) === set) streams.delete(key);
      };
    },
    push,
    /** Ends every open stream of a user (a cool-off or exclusion starting: nothing more is pushed to them). */
    endUser(userId: string): number {
      const set = streams.get(userId.toLowerCase());
      if (!set) return 0;
      const n = set.size;
      for (const s of [...set]) s.end();
      streams.delete(userId.toLowerCase());
      return n;
    },
    /** Resolves once every queued and running fetch has finished. */
    idle: (): Promise<void> => (active === 0 && queued.size === 0 ? Promise.resolve() : new Promise<void>((r) => idleWaiters.push(r))),
    openStreams: () => [...streams.values()].reduce((n, s) => n + s.size, 0),
    ready: () => subscribing,
    async close(): Promise<void> {
      await subscribing;
      if (sub) await sub.close();
      queued.clear();
      for (const set of streams.values()) for (const s of set) s.end();
      streams.clear();
    },
  };
}

export type StatsHub = ReturnType<typeof createStatsHub>;
