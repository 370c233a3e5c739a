// A relay in a process of its own, for the test that kills one mid-batch
// (outbox-parallel-relay.int.test.ts). Each publish is held RELAY_HOLD_MS before the relay marks
// the batch and commits: a kill then most likely lands after Kafka took a batch and before the
// outbox says so. It says 'relaying' on stdout once started.
import { createKafkaBus, createPool, startOutboxRelay, type EventBus } from '../src';

const schema = process.env.RELAY_SCHEMA!;
const holdMs = Number(process.env.RELAY_HOLD_MS ?? '0');
const pool = createPool({ url: process.env.DATABASE_URL!, schema, max: 8 });
const kafka = createKafkaBus({ brokers: process.env.KAFKA_BROKERS!.split(','), clientId: 'relay-process' });
const bus: EventBus = {
  ...kafka,
  async publish(events) {
    await kafka.publish(events);
    await new Promise((r) => setTimeout(r, holdMs));
  },
};
startOutboxRelay({ pool, bus, schema, workers: 4, batchSize: 25, pollMs: 50 });
process.stdout.write('relaying\n');
