// The Kafka bus's producer when the broker is not there: a publish that could not connect fails,
// and the next publish connects again (it is not handed the first failure for good). The broker is
// reached through a TCP forwarder that starts only after the first attempt failed.
import net from 'node:net';
import { makeEvent } from '@gary/contracts';
import { getFreePort } from '@gary/testinfra';
import { createKafkaBus } from '../src';

jest.setTimeout(90_000);

function forwarder(port: number, to: { host: string; port: number }): Promise<net.Server> {
  const server = net.createServer((client) => {
    const upstream = net.connect(to.port, to.host);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

test('"a publish that could not connect is tried again": after a failed connect, the next publish connects and is delivered', async () => {
  const [host, brokerPort] = process.env.KAFKA_BROKERS!.split(',')[0]!.split(':');
  const port = await getFreePort();
  const bus = createKafkaBus({ brokers: [`127.0.0.1:${port}`], clientId: 'reconnect-test' });
  const event = () => makeEvent('user.registered', { source: 'auth', key: 'u-reconnect', data: { userId: '5f0c4a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f', email: 'r@example.com', username: 'r', registeredAt: new Date().toISOString() } });
  let server: net.Server | null = null;
  try {
    // Nothing listens yet: the connect fails.
    await expect(bus.publish([event()])).rejects.toThrow();
    // The broker becomes reachable; the same bus publishes without being recreated.
    server = await forwarder(port, { host: host!, port: Number(brokerPort) });
    await bus.ensureTopics(['user.registered']);
    await expect(bus.publish([event()])).resolves.toBeUndefined();
  } finally {
    await bus.close();
    await new Promise((r) => (server ? server.close(() => r(undefined)) : r(undefined)));
  }
});

test('"a consumer kafkajs will not restart is restarted by the bus": after a crash kafkajs gives up on, the topic is read again', async () => {
  const lines: string[] = [];
  const logger = { info: (_f: unknown, m: string) => lines.push(m), warn: (_f: unknown, m: string) => lines.push(m), error: (_f: unknown, m: string) => lines.push(m), debug: () => undefined } as never;
  const bus = createKafkaBus({ brokers: process.env.KAFKA_BROKERS!.split(','), clientId: 'restart-test', logger });
  await bus.ensureTopics(['user.registered']);
  const key = `u-restart-${Date.now()}`;
  const seen: string[] = [];
  let thrown = false;
  const sub = await bus.subscribe({
    groupId: `restart-test-${Date.now()}`,
    topics: ['user.registered'],
    handler: async (e) => {
      if (e.key !== key) return;
      // A failure kafkajs judges not retriable: it stops the consumer and says it will not restart it.
      if (!thrown) {
        thrown = true;
        throw Object.assign(new Error('not retriable'), { retriable: false });
      }
      seen.push(e.id);
    },
  });
  try {
    const event = makeEvent('user.registered', { source: 'auth', key, data: { userId: '5f0c4a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f', email: 'r@example.com', username: 'r', registeredAt: new Date().toISOString() } });
    await bus.publish([event]);
    const until = Date.now() + 60_000;
    while (seen.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    expect(thrown).toBe(true);
    expect(lines).toContain('Kafka consumer crashed and kafkajs will not restart it; the bus restarts it');
    // The event the crash left unhandled is read by the restarted consumer, once.
    expect(seen).toEqual([event.id]);
  } finally {
    await sub.close();
    await bus.close();
  }
});
