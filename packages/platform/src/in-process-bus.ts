// The in-process event bus: for the embedded mode (one Node process). Each (group, key) gets its
// own ordered queue; a failing handler is retried with backoff until it succeeds or the bus closes,
// which is the same at-least-once contract Kafka gives.
import type { EventEnvelope, EventType } from '@gary/contracts';
import type { EventBus, EventHandler, Subscription } from './bus';
import type { Logger } from './logger';
import { consumeTraced } from './traced-events';

interface Group {
  id: string;
  topics: Set<EventType>;
  handler: EventHandler;
  queues: Map<string, Promise<void>>;
  closed: boolean;
}

export function createInProcessBus(opts: { logger?: Logger; retryBaseMs?: number; retryMaxMs?: number } = {}): EventBus & { drain(): Promise<void> } {
  const groups: Group[] = [];
  const base = opts.retryBaseMs ?? 50;
  const max = opts.retryMaxMs ?? 5_000;
  let closed = false;

  async function deliver(group: Group, event: EventEnvelope): Promise<void> {
    for (let attempt = 0; !group.closed && !closed; attempt++) {
      try {
        // Serialise through JSON as Kafka would, so no handler can rely on shared object identity.
        const copy = JSON.parse(JSON.stringify(event)) as EventEnvelope;
        await consumeTraced('in-process', group.id, copy, () => group.handler(copy));
        return;
      } catch (err) {
        const wait = Math.min(max, base * 2 ** attempt);
        opts.logger?.warn({ err, eventId: event.id, type: event.type, group: group.id, attempt }, 'event handler failed; retrying');
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  }

  function enqueue(group: Group, event: EventEnvelope): void {
    const queueKey = `${event.type}|${event.key}`;
    const prev = group.queues.get(queueKey) ?? Promise.resolve();
    const next = prev.then(() => deliver(group, event));
    group.queues.set(queueKey, next);
    void next.then(() => {
      if (group.queues.get(queueKey) === next) group.queues.delete(queueKey);
    });
  }

  return {
    kind: 'in-process',
    async publish(events) {
      if (closed) throw new Error('bus closed');
      for (const e of events) for (const g of groups) if (!g.closed && g.topics.has(e.type)) enqueue(g, e);
    },
    async subscribe({ groupId, topics, handler }): Promise<Subscription> {
      const group: Group = { id: groupId, topics: new Set(topics), handler, queues: new Map(), closed: false };
      groups.push(group);
      return {
        async close() {
          group.closed = true;
          await Promise.all([...group.queues.values()]);
          groups.splice(groups.indexOf(group), 1);
        },
      };
    },
    /** Resolves once every delivery queued so far has been handled (tests and shutdown). */
    async drain() {
      for (;;) {
        const pending = groups.flatMap((g) => [...g.queues.values()]);
        if (pending.length === 0) return;
        await Promise.all(pending);
      }
    },
    async close() {
      closed = true;
      for (const g of groups) g.closed = true;
      await Promise.all(groups.flatMap((g) => [...g.queues.values()]));
    },
  };
}
