// Run by otel-preload.int.test.ts as a Node process of its own, started with the tracing preload
// (`--import tsx --import src/otel-preload.ts`), outside jest's module loader, as a service runs.
// One ride through the platform's real seams: an HTTP request to a Fastify app (createHttpApp), whose
// handler calls a gRPC service (createGrpcClient -> startGrpcServer), whose handler runs SQL on the
// test Postgres through a pool wrapped as services wrap theirs (traceQueries), a Redis command
// (traceRedis) and a Kafka send; a consumer in this process then handles the message. It prints
// `ready <port>` once it listens, then the request is the test's; SIGTERM flushes and exits.
import { Kafka, logLevel } from 'kafkajs';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { createGrpcClient, createHttpApp, createLogger, startGrpcServer, startTracing, traceQueries, traceRedis, type ServiceImpl } from '../src';

async function main(): Promise<void> {
  const env = process.env;
  const tracing = startTracing({ service: 'ride' });
  if (!tracing.enabled) throw new Error('tracing did not start from the preload');
  const logger = createLogger({ name: 'ride', level: 'warn' });
  const topic = env.RIDE_TOPIC!;
  const pool = new Pool({ connectionString: env.DATABASE_URL, max: 2 });
  traceQueries(pool, 'ride');
  const redis = traceRedis(new Redis(env.REDIS_URL!, { maxRetriesPerRequest: 3 }));
  const kafka = new Kafka({ clientId: 'ride', brokers: env.KAFKA_BROKERS!.split(','), logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });
  await admin.disconnect();
  const producer = kafka.producer();
  await producer.connect();
  const consumer = kafka.consumer({ groupId: `${topic}-group` });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      // Work inside the consumer's span: a Redis command that joins the ride's trace.
      await redis.set(`${topic}:consumed`, String(message.value));
    },
  });

  const grpcServer = await startGrpcServer({
    service: 'billing',
    host: '127.0.0.1',
    port: 0,
    logger,
    impl: {
      async GetEntitlement(req) {
        const { rows } = await pool.query<{ plan: string }>('SELECT $1::text AS plan', ['pro']);
        await redis.get(`${topic}:plan:${req.userId}`);
        await producer.send({ topic, messages: [{ key: req.userId, value: rows[0]!.plan }] });
        return { userId: req.userId, plan: rows[0]!.plan, status: 'active', currentPeriodEnd: '', cancelAtPeriodEnd: false };
      },
    } as ServiceImpl<'billing'>,
  });
  const billing = createGrpcClient('billing', `127.0.0.1:${grpcServer.port}`);
  const app = createHttpApp({ name: 'ride', logger });
  app.get('/api/ride/:userId', async (req) => {
    const { userId } = req.params as { userId: string };
    const ent = await billing.GetEntitlement({ userId });
    return { plan: ent.plan };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);

  process.once('SIGTERM', () => {
    void (async () => {
      await app.close();
      billing.close();
      await grpcServer.stop();
      await consumer.disconnect();
      await producer.disconnect();
      await pool.end();
      redis.disconnect();
      await tracing.shutdown();
      process.exit(0);
    })();
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
