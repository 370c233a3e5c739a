// One server-sent events response: the headers, `retry` (the browser waits 2 s before reconnecting,
// the spec's first backoff step), events as `event:` + `data:` lines, comments as heartbeats that
// keep proxies and the server's idle timeout from closing a quiet stream.
import type { ServerResponse } from 'node:http';
import { startSpan } from '@gary/platform';
import type { SseStream } from './stats-hub';

export const HEARTBEAT_MS = 25_000;
export const RETRY_MS = 2_000;

export function openSseStream(res: ServerResponse, onGone: () => void, heartbeatMs = HEARTBEAT_MS): SseStream {
  let open = true;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.socket?.setTimeout(0);
  res.write(`retry: ${RETRY_MS}\n\n`);

  const write = (chunk: string) => {
    if (!open || res.writableEnded || res.destroyed) return false;
    res.write(chunk);
    return true;
  };
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
  heartbeat.unref();
  const gone = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    onGone();
  };
  res.on('close', gone);
  res.on('error', gone);

  return {
    send: (event, data) => {
      // The push is the last step of a traced event (a settled decision's stats reaching the browser).
      const s = startSpan(`sse push ${event}`, { attributes: { 'gary.service': 'gateway', 'gary.sse.event': event } });
      const sent = write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      s?.span.setAttribute('gary.sse.delivered', sent);
      s?.span.end();
      return sent;
    },
    comment: (text) => write(`: ${text.replace(/\n/g, ' ')}\n\n`),
    end() {
      if (open && !res.writableEnded) res.end();
      gone();
    },
  };
}
