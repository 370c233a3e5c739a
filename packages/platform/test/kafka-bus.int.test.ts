import { createKafkaBus } from '../src';
import { busContract } from './bus-contract';

busContract('Kafka', async () => {
  const bus = createKafkaBus({ brokers: process.env.KAFKA_BROKERS!.split(','), clientId: 'contract-test' });
  await bus.ensureTopics();
  return bus;
});
