// A local HTTP server on 127.0.0.1 (port 0) that answers like the outside APIs, from recorded
// bodies, so the real clients are exercised over real sockets. Shared by the ingest services' tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

export interface FixtureReply {
  status?: number;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  /** Never answer (to test timeouts). */
  hang?: boolean;
}

export type FixtureRoute = FixtureReply | ((url: URL, req: IncomingMessage) => FixtureReply);

export interface FixtureServer {
  baseUrl: string;
  requests: Array<{ url: URL; headers: IncomingMessage['headers'] }>;
  close(): Promise<void>;
}

export async function startFixtureServer(routes: Record<string, FixtureRoute>): Promise<FixtureServer> {
  const requests: FixtureServer['requests'] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ url, headers: req.headers });
    const route = routes[url.pathname];
    const reply: FixtureReply = route === undefined ? { status: 404, body: 'no route' } : typeof route === 'function' ? route(url, req) : route;
    if (reply.hang) return;
    const isText = typeof reply.body === 'string';
    res.writeHead(reply.status ?? 200, { 'content-type': isText ? 'text/html; charset=utf-8' : 'application/json', ...reply.headers });
    res.end(reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** Reads recorded JSON bodies by file name from a folder (a service's test/fixtures). */
export const fixtureReader =
  (dir: string) =>
  (name: string): unknown =>
    JSON.parse(readFileSync(join(dir, name), 'utf8'));
