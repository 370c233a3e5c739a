// The distributed mode's stand-in for the load balancer in front of the gateway replicas (the
// chart's Service and ingress in Kubernetes): a TCP proxy on the public port that hands each new
// connection to the next replica in turn. Whole connections, not requests, are spread, as a
// Service spreads them: a browser's live stream stays on the replica it reached, so a member's
// streams land on any replica and each replica must hear every event for its own streams.
// A replica that refuses the connection (killed, restarting) is skipped for that connection.
import net from 'node:net';

export interface GatewayProxy {
  port: number;
  /** How many connections each replica was handed, in replica order. */
  handed(): number[];
  close(): Promise<void>;
}

export async function startGatewayProxy(opts: { port: number; host?: string; replicas: number[] }): Promise<GatewayProxy> {
  if (opts.replicas.length === 0) throw new Error('the gateway proxy needs at least one replica');
  const counts = opts.replicas.map(() => 0);
  const open = new Set<net.Socket>();
  let next = 0;

  function connect(client: net.Socket, tries: number): void {
    const i = next;
    next = (next + 1) % opts.replicas.length;
    const upstream = net.connect({ host: '127.0.0.1', port: opts.replicas[i]! });
    open.add(upstream);
    upstream.once('close', () => open.delete(upstream));
    upstream.once('connect', () => {
      counts[i]!++;
      upstream.setNoDelay(true);
      upstream.removeAllListeners('error');
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      // A stream's end on either side ends the other (a browser gone, a replica killed).
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
    upstream.once('error', () => {
      open.delete(upstream);
      if (tries > 1 && !client.destroyed) connect(client, tries - 1);
      else client.destroy();
    });
  }

  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.setNoDelay(true);
    client.on('error', () => undefined);
    connect(client, opts.replicas.length);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    handed: () => [...counts],
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
