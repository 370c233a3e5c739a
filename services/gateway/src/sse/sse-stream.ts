// One server-sent events response: the headers, `retry` (the browser waits 2 s before reconnecting,
// the spec's first backoff step), events as `event:` + `data:` lines, comments as heartbeats that
// keep proxies and the server's idle timeout from closing a quiet stream.
// Tens of thousands of streams stay open on one gateway at 10:00, so a stream holds as little as it
// can: it is one small object with no closures or timer of its own (one heartbeat timer writes to
// every open stream), and an event sent to many streams is serialized once (the hubs hand each
// stream the same data object, and data is never changed after it is sent).
import type { ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { freeParser } from './http-internals';
import { startSpan } from '@gary/platform';
import type { SseStream } from './stats-hub';

export const HEARTBEAT_MS = 25_000;
export const RETRY_MS = 2_000;

const HEARTBEAT = ': heartbeat\n\n';
const kStream = Symbol('sse stream');

/** The open streams of each heartbeat period, and the one timer that beats for all of them. */
const beats = new Map<number, { timer: NodeJS.Timeout; streams: Set<Stream> }>();

function beatFor(periodMs: number): Set<Stream> {
  let beat = beats.get(periodMs);
  if (!beat) {
    const streams = new Set<Stream>();
    const timer = setInterval(() => {
      for (const s of streams) s.write(HEARTBEAT);
    }, periodMs);
    timer.unref();
    beats.set(periodMs, (beat = { timer, streams }));
  }
  return beat.streams;
}

function stopBeat(periodMs: number, stream: Stream): void {
  const beat = beats.get(periodMs);
  if (!beat) return;
  beat.streams.delete(stream);
  if (beat.streams.size === 0) {
    clearInterval(beat.timer);
    beats.delete(periodMs);
  }
}

/** The last frame serialized: a push hands every stream the same data, serialized once for all. */
let lastEvent = '';
let lastData: unknown = undefined;
let lastFrame = '';

export function sseFrame(event: string, data: unknown): string {
  if (event !== lastEvent || data !== lastData || lastFrame === '') {
    lastFrame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    lastEvent = event;
    lastData = data;
  }
  return lastFrame;
}

/** Where a stream's frames go: the response, or the socket taken from the HTTP server. */
interface Output {
  write(chunk: string): unknown;
  end(): unknown;
  destroyed: boolean;
  writableEnded: boolean;
}

class Stream implements SseStream {
  open = true;

  constructor(
    private readonly out: Output,
    private readonly onGone: () => void,
    private readonly periodMs: number,
  ) {}

  write(chunk: string): boolean {
    const out = this.out;
    if (!this.open || out.writableEnded || out.destroyed) return false;
    out.write(chunk);
    return true;
  }

  send(event: string, data: unknown): boolean {
    // The push is the last step of a traced event (a settled decision's stats reaching the browser).
    const s = startSpan(`sse push ${event}`, { attributes: { 'gary.service': 'gateway', 'gary.sse.event': event } });
    const sent = this.write(sseFrame(event, data));
    s?.span.setAttribute('gary.sse.delivered', sent);
    s?.span.end();
    return sent;
  }

  comment(text: string): boolean {
    return this.write(`: ${text.replace(/\n/g, ' ')}\n\n`);
  }

  end(): void {
    if (this.open && !this.out.writableEnded) this.out.end();
    this.gone();
  }

  gone(): void {
    if (!this.open) return;
    this.open = false;
    stopBeat(this.periodMs, this);
    this.onGone();
  }
}

/** The close and error listener of a stream's response or socket, shared by every stream (no closure per stream). */
function outputGone(this: object): void {
  (this as { [kStream]?: Stream })[kStream]?.gone();
}

/** A client that half-closes its side of a taken socket is gone: close ours too. */
function peerEnded(this: Socket): void {
  this.destroy();
}

/** A stream's response headers, on either path (connection: keep-alive or close is each path's own). */
const HEAD = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' };
const HEAD_FIELDS = Object.entries(HEAD).map(([name, value]) => `${name}: ${value}`);

/**
 * Node's HTTP server keeps, for every open response, the request, the response, the parser and
 * their listeners, and Fastify its request, reply and logger: about 12 KiB a connection where the
 * socket alone is about 4 KiB. Once the stream's head is decided, the socket is taken from the
 * server as Node itself does for an upgrade (its listeners off, its parser freed, the response
 * let go), and frames are written to it directly. The body then ends with the connection
 * (`connection: close`, no chunking), which HTTP/1.1 allows and EventSource reads as any other.
 * Answers null when the response has no real socket to take (an injected request in tests).
 */
function takeSocket(res: ServerResponse): Socket | null {
  const socket = res.socket as (Socket & { parser?: { incoming?: { complete?: boolean } | null } | null }) | null;
  if (!(socket instanceof Socket) || !socket.parser || res.headersSent || socket.destroyed) return null;
  // Only once the request has been read whole: within the parser's own callbacks (a stream opened
  // synchronously in the request handler) the parser is not ours to free yet.
  if (socket.parser.incoming?.complete !== true) return null;
  const parser = socket.parser;
  res.detachSocket(socket);
  for (const event of ['data', 'end', 'close', 'drain', 'error', 'timeout'] as const) socket.removeAllListeners(event);
  freeParser(parser, parser.incoming, socket);
  socket.setTimeout(0);
  socket.setNoDelay(true);
  socket.on('end', peerEnded);
  socket.write(`HTTP/1.1 200 OK\r\n${HEAD_FIELDS.join('\r\n')}\r\ndate: ${new Date().toUTCString()}\r\nconnection: close\r\n\r\nretry: ${RETRY_MS}\n\n`);
  // Reading on lets a client's close or reset be seen; anything else it sends is not for us.
  socket.resume();
  return socket;
}

export function openSseStream(res: ServerResponse, onGone: () => void, heartbeatMs = HEARTBEAT_MS): SseStream {
  const socket = takeSocket(res);
  let out: Output & { on(event: 'close' | 'error', fn: (this: object) => void): unknown };
  if (socket) {
    out = socket;
  } else {
    res.writeHead(200, { ...HEAD, connection: 'keep-alive' });
    res.socket?.setTimeout(0);
    res.write(`retry: ${RETRY_MS}\n\n`);
    out = res;
  }
  const stream = new Stream(out, onGone, heartbeatMs);
  (out as { [kStream]?: Stream })[kStream] = stream;
  beatFor(heartbeatMs).add(stream);
  out.on('close', outputGone);
  out.on('error', outputGone);
  return stream;
}
