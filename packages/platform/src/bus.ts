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
  /** groupId: one delivery per group (a service), like a Kafka consumer group. */
  subscribe(opts: { groupId: string; topics: EventType[]; handler: EventHandler }): Promise<Subscription>;
  close(): Promise<void>;
}
