// The Kafka adapter of the event bus (kafkajs). Key = aggregate id, so one user's or one game's
// events stay in one partition and in order; headers carry the event id, type and version.
import type { EventEnvelope, EventType } from '@gary/contracts';
import { parseEvent, TOPICS } from '@gary/contracts';
import { Kafka, logLevel, type Consumer, type Producer } from 'kafkajs';
import type { EventBus, Subscription } from './bus';
import type { Logger } from './logger';
import { consumeTraced } from './traced-events';

const RESTART_FIRST_MS = 1_000;
const RESTART_MAX_MS = 30_000;
/** A message as sent, its topic beside it. */
interface KafkaMessage {
  topic: string;
  key: string;
  value: string;
  headers: Record<string, string>;
}

interface QueuedSend {
  messages: KafkaMessage[];
  bytes: number;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Publishes merged into one request stop at this many bytes of values: under the broker's default
 * limit of a record batch (message.max.bytes, 1 MiB), which one partition's share can reach.
 */
const SEND_MAX_BYTES = 900 * 1024;

const toMessage = (e: EventEnvelope): KafkaMessage => ({
  topic: e.type,
  key: e.key,
  value: JSON.stringify(e),
  headers: { 'event-id': e.id, 'event-type': e.type, 'event-version': String(e.version), source: e.source },
});

export function createKafkaBus(opts: { brokers: string[]; clientId: string; logger?: Logger; partitions?: number }): EventBus & {
  ensureTopics(topics?: EventType[]): Promise<void>;
} {
  const kafka = new Kafka({
    clientId: opts.clientId,
    brokers: opts.brokers,
    logLevel: logLevel.NOTHING,
    // Waits between retries stay under 2 s: after a broker restart, publishing and consuming resume
    // within seconds instead of after kafkajs's default backoff (up to 30 s a wait, a minute in all).
    retry: { initialRetryTime: 200, maxRetryTime: 2_000, retries: 8 },
  });
  let producer: Producer | null = null;
  let connecting: Promise<Producer> | null = null;
  const subscriptions = new Set<() => Promise<void>>();

  function getProducer(): Promise<Producer> {
    if (producer) return Promise.resolve(producer);
    connecting ??= (async () => {
      const p = kafka.producer({ allowAutoTopicCreation: false, idempotent: true, maxInFlightRequests: 1 });
      try {
        await p.connect();
      } catch (err) {
        // A failed connect (no broker yet) is tried again by the next publish, not kept as the answer.
        connecting = null;
        throw err;
      }
      producer = p;
      return p;
    })();
    return connecting;
  }

  /**
   * After a failed send the producer is dropped and the next publish starts a new one. kafkajs's
   * idempotent producer can stay out of step with a broker that failed under it (every later send
   * refused as an out-of-order sequence number) until it is replaced; a new producer has a new
   * producer id. The caller (the outbox relay) sends the batch again; consumers skip events they have.
   */
  function dropProducer(p: Producer): void {
    if (producer !== p) return;
    producer = null;
    connecting = null;
    void p.disconnect().catch(() => undefined);
  }

  /**
   * Sends go out one at a time, and what was published while one was in flight goes out together in
   * the next (one sendBatch of many messages, up to SEND_MAX_BYTES): the relay's parallel lanes share
   * one producer without concurrent requests, which kafkajs's idempotent producer does not order.
   * Each publish's messages stay in its order; publishes of one lane never overlap (the relay waits
   * for one before the next), so one key's events reach their partition in order.
   */
  const queued: QueuedSend[] = [];
  let sending: Promise<void> | null = null;
  async function sendQueued(): Promise<void> {
    while (queued.length > 0) {
      const group = [queued.shift()!];
      let bytes = group[0]!.bytes;
      while (queued.length > 0 && bytes + queued[0]!.bytes <= SEND_MAX_BYTES) {
        bytes += queued[0]!.bytes;
        group.push(queued.shift()!);
      }
      try {
        const p = await getProducer();
        const byTopic = new Map<string, KafkaMessage[]>();
        // Grouped in place: a relay batch is hundreds of events, and copying the list per event was quadratic.
        for (const q of group)
          for (const m of q.messages) {
            const list = byTopic.get(m.topic);
            if (list) list.push(m);
            else byTopic.set(m.topic, [m]);
          }
        try {
          await p.sendBatch({
            acks: -1,
            topicMessages: [...byTopic].map(([topic, list]) => ({ topic, messages: list.map(({ key, value, headers }) => ({ key, value, headers })) })),
          });
        } catch (err) {
          dropProducer(p);
          throw err;
        }
        for (const q of group) q.resolve();
      } catch (err) {
        for (const q of group) q.reject(err);
      }
    }
  }

  /** Starts the sender unless it runs; what was queued after it last looked starts it again. */
  function pump(): void {
    if (sending) return;
    sending = sendQueued().finally(() => {
      sending = null;
      if (queued.length > 0) pump();
    });
  }

  async function ensureTopics(topics: EventType[] = TOPICS): Promise<void> {
    const admin = kafka.admin();
    await admin.connect();
    try {
      const existing = new Set(await admin.listTopics());
      const missing = topics.filter((t) => !existing.has(t));
      if (missing.length) {
        await admin.createTopics({
          waitForLeaders: true,
          topics: missing.map((topic) => ({ topic, numPartitions: opts.partitions ?? 3, replicationFactor: 1 })),
        });
      }
    } finally {
      await admin.disconnect();
    }
  }

  return {
    kind: 'kafka',
    ensureTopics,
    publish(events) {
      if (events.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const messages = events.map(toMessage);
        queued.push({ messages, bytes: messages.reduce((n, m) => n + Buffer.byteLength(m.value), 0), resolve, reject });
        pump();
      });
    },
    async subscribe({ groupId, topics, handler, fromBeginning = true }): Promise<Subscription> {
      let closed = false;
      let current: Consumer | null = null;
      let restartTimer: NodeJS.Timeout | null = null;
      let restartDelay = RESTART_FIRST_MS;

      // Restarts a consumer kafkajs gave up on (a crash it judged not retriable, such as a broker
      // stopped in the middle of a group join): without this, the service runs on and never reads the
      // topic again. Waits double from 1 s to 30 s while the broker is still away.
      const restartLater = () => {
        if (closed || restartTimer) return;
        restartTimer = setTimeout(() => {
          restartTimer = null;
          start().then(
            () => {
              restartDelay = RESTART_FIRST_MS;
              opts.logger?.info({ groupId }, 'Kafka consumer restarted');
            },
            (err: unknown) => {
              opts.logger?.warn({ err, groupId, retryInMs: restartDelay }, 'Kafka consumer could not restart yet');
              restartLater();
            },
          );
        }, restartDelay);
        restartDelay = Math.min(restartDelay * 2, RESTART_MAX_MS);
      };

      const start = async () => {
        const consumer = kafka.consumer({ groupId, sessionTimeout: 10_000, heartbeatInterval: 1_000, retry: { retries: 10, maxRetryTime: 2_000 } });
        // kafkajs's own log is off: a crash (a lost broker, a failed rebalance) is reported here, and
        // who restarts the consumer: kafkajs itself, or this bus when kafkajs will not.
        consumer.on(consumer.events.CRASH, ({ payload }) => {
          const fields = { err: payload.error, groupId, restart: payload.restart };
          if (payload.restart) {
            opts.logger?.warn(fields, 'Kafka consumer crashed; kafkajs restarts it');
            return;
          }
          opts.logger?.error(fields, 'Kafka consumer crashed and kafkajs will not restart it; the bus restarts it');
          if (current === consumer) current = null;
          void consumer.disconnect().catch(() => undefined);
          restartLater();
        });
        current = consumer;
        try {
          await consumer.connect();
          for (const topic of topics) await consumer.subscribe({ topic, fromBeginning });
          await consumer.run({
            // Offsets are committed only after the handler succeeded; a throw makes kafkajs retry the
            // message, so a crash between effect and commit redelivers (applied once by the consumer table).
            eachMessage: async ({ topic, message }) => {
              if (!message.value) return;
              let event: EventEnvelope;
              try {
                event = parseEvent(JSON.parse(message.value.toString('utf8')));
              } catch (err) {
                opts.logger?.error({ err, topic, offset: message.offset }, 'skipping malformed event');
                return;
              }
              await consumeTraced('kafka', groupId, event, () => handler(event));
            },
          });
        } catch (err) {
          if (current === consumer) current = null;
          await consumer.disconnect().catch(() => undefined);
          throw err;
        }
        if (closed) await consumer.disconnect().catch(() => undefined);
      };

      await start();
      subscriptions.add(stopAll);
      async function stopAll() {
        closed = true;
        if (restartTimer) clearTimeout(restartTimer);
        restartTimer = null;
        const c = current;
        current = null;
        if (c) await c.disconnect().catch(() => undefined);
      }
      return {
        async close() {
          subscriptions.delete(stopAll);
          await stopAll();
        },
      };
    },
    async close() {
      const stops = [...subscriptions];
      subscriptions.clear();
      await Promise.all(stops.map((stop) => stop()));
      if (producer) await producer.disconnect().catch(() => undefined);
      producer = null;
      connecting = null;
    },
  };
}
