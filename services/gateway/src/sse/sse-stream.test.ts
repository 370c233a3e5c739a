import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openSseStream } from './sse-stream';

describe('server-sent events stream', () => {
  it("sends retry 2000, 'event: stats' with JSON data, heartbeat comments, and tells when the client goes away", async () => {
    let goneCalls = 0;
    let gone: () => void = () => undefined;
    const wentAway = new Promise<void>((r) => (gone = r));
    const server = http.createServer((_req, res) => {
      const s = openSseStream(res, () => {
        goneCalls++;
        gone();
      }, 30);
      s.send('stats', { streakDisplay: '+2' });
    });
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
