// A slowed network path for one service: a TCP proxy on loopback in front of a server (Postgres in
// the soak benchmark) that, while slowed, holds each chunk the service sends for a fixed delay
// before passing it on, in order: each round trip to the server takes that much longer (answers
// come back at once). Off, it passes chunks through at once. A connection the server
// drops (a restart) is dropped on the client's side too, as a real network would show it.
import net from 'node:net';

export interface SlowLink {
  /** host:port to give the service instead of the server's. */
  port: number;
  /** Adds delayMs to every chunk the service sends from now on (0: pass through). */
  slow(delayMs: number): void;
  close(): Promise<void>;
}

/** Chunks written to `to` in the order read, each at least `delay()` ms after it arrived. */
function pipeDelayed(from: net.Socket, to: net.Socket, delay: () => number): void {
  let queue: Promise<void> = Promise.resolve();
  from.on('data', (chunk) => {
    const ms = delay();
    if (ms <= 0) {
      queue = queue.then(() => void (to.destroyed || to.write(chunk)));
      return;
    }
    const due = new Promise<void>((r) => setTimeout(r, ms));
    queue = queue.then(() => due).then(() => void (to.destroyed || to.write(chunk)));
  });
  from.on('end', () => void queue.then(() => to.end()));
}

export async function startSlowLink(target: { host: string; port: number }): Promise<SlowLink> {
  let delayMs = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.setNoDelay(true);
      s.on('error', () => undefined);
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    pipeDelayed(client, upstream, () => delayMs);
    pipeDelayed(upstream, client, () => 0);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    slow(ms) {
      delayMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
