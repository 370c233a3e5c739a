// The event bus port. Two adapters implement it: the in-process bus (embedded mode) and Kafka
// (distributed and Kubernetes). Both deliver at least once and keep one key's events in order;
// exactly-once effect comes from idempotent consumers (consumer.ts).
import type { EventEnvelope, EventType } from '@gary/contracts';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface Subscription {
  close(): Promise<void>;
}

export interface EventBus {
  readonly kind: 'in-process' | 'kafka';
  publish(events: EventEnvelope[]): Promise<void>;
  /**
   * groupId: one delivery per group (a service), like a Kafka consumer group. fromBeginning
   * (default true): a new group reads the topic's history; false for groups made per process
   * (a gateway replica) that only care about what happens from now on.
   */
  subscribe(opts: { groupId: string; topics: EventType[]; handler: EventHandler; fromBeginning?: boolean }): Promise<Subscription>;
  close(): Promise<void>;
}
