import net from 'node:net';
import { startSlowLink } from '../src/slow-link';

/** An echo server on loopback: each chunk comes back as it arrives. */
async function echo(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.pipe(s);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise((r) => (sockets.forEach((s) => s.destroy()), server.close(() => r()))),
  };
}

/** Sends each message and waits for its echo; answers the round trips in ms and what came back. */
async function roundTrips(port: number, messages: string[]): Promise<{ ms: number[]; got: string }> {
  const c = net.connect(port, '127.0.0.1');
  await new Promise((r) => c.once('connect', r));
  let got = '';
  const ms: number[] = [];
  for (const m of messages) {
    const t = Date.now();
    const want = got.length + m.length;
    await new Promise<void>((resolve) => {
      const on = (b: Buffer) => {
        got += b.toString();
        if (got.length >= want) (c.off('data', on), resolve());
      };
      c.on('data', on);
      c.write(m);
    });
    ms.push(Date.now() - t);
  }
  c.destroy();
  return { ms, got };
}

test('"a TCP proxy adding 200 ms": while slowed each round trip takes 200 ms more, in order; off, it passes through', async () => {
  const server = await echo();
  const link = await startSlowLink({ host: '127.0.0.1', port: server.port });
  try {
    const fast = await roundTrips(link.port, ['a', 'b']);
    expect(fast.got).toBe('ab');
    expect(Math.max(...fast.ms)).toBeLessThan(150);
    link.slow(200);
    const slow = await roundTrips(link.port, ['one', 'two', 'three']);
    expect(slow.got).toBe('onetwothree');
    expect(Math.min(...slow.ms)).toBeGreaterThanOrEqual(195);
    link.slow(0);
    expect(Math.max(...(await roundTrips(link.port, ['c'])).ms)).toBeLessThan(150);
  } finally {
    await link.close();
    await server.close();
  }
});

test('a connection the server drops is dropped on the client side too (a restarted Postgres)', async () => {
  const server = await echo();
  const link = await startSlowLink({ host: '127.0.0.1', port: server.port });
  try {
    const c = net.connect(link.port, '127.0.0.1');
    await new Promise((r) => c.once('connect', r));
    c.write('x');
    await new Promise((r) => c.once('data', r));
    const closed = new Promise((r) => c.once('close', r));
    await server.close();
    await closed;
  } finally {
    await link.close();
  }
});
