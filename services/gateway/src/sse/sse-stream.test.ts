import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openSseStream } from './sse-stream';

// A stream opened in the request callback keeps the response; one opened after an await (as the
// stats route does, once the first card is read) takes the socket from the HTTP server.
describe.each([
  ['in the request callback', (open: () => void) => open()],
  ['after an await, on the socket taken from the server', (open: () => void) => void setImmediate(open)],
])('server-sent events stream opened %s', (_when, later) => {
  it("sends retry 2000, 'event: stats' with JSON data, heartbeat comments, and tells when the client goes away", async () => {
    let goneCalls = 0;
    let gone: () => void = () => undefined;
    const wentAway = new Promise<void>((r) => (gone = r));
    const server = http.createServer((_req, res) =>
      later(() => {
        const s = openSseStream(res, () => {
          goneCalls++;
          gone();
        }, 30);
        s.send('stats', { streakDisplay: '+2' });
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;

    const text = await new Promise<{ type: string; body: string }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
          if (body.includes(': heartbeat')) {
            req.destroy();
            resolve({ type: String(res.headers['content-type']), body });
          }
        });
      });
      req.on('error', (err) => (String(err).includes('socket hang up') ? undefined : reject(err)));
    });
    expect(text.type).toBe('text/event-stream; charset=utf-8');
    expect(text.body.startsWith('retry: 2000\n\nevent: stats\ndata: {"streakDisplay":"+2"}\n\n')).toBe(true);
    await wentAway;
    expect(goneCalls).toBe(1);
    await new Promise<void>((r) => server.close(() => r()));
  });
});

describe('server-sent events at 10:00 scale: "one gateway holds 50,000 open streams at 4 KiB or less each"', () => {
  it('one heartbeat timer beats for every open stream, and an event sent to many streams is serialized once', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const opened: ReturnType<typeof openSseStream>[] = [];
    const server = http.createServer((_req, res) => void setImmediate(() => opened.push(openSseStream(res, () => undefined, 40))));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const before = timers();
    const bodies = [0, 1, 2].map(() => '');
    const reqs = bodies.map((_, i) =>
      http.get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (bodies[i] += chunk));
      }),
    );
    for (const r of reqs) r.on('error', () => undefined);
    try {
      while (opened.length < 3) await new Promise((r) => setTimeout(r, 5));
      expect(timers() - before).toBeLessThanOrEqual(1);

      const card = { streakDisplay: '+3' };
      let serialized = 0;
      const counted = { toJSON: () => (serialized++, card) };
      for (const s of opened) s.send('stats', counted);
      expect(serialized).toBe(1);
      while (!bodies.every((b) => b.includes(': heartbeat') && b.includes('data: {"streakDisplay":"+3"}'))) await new Promise((r) => setTimeout(r, 5));
    } finally {
      for (const r of reqs) r.destroy();
      for (const s of opened) s.end();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
