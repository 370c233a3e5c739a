// One server-sent events response: the headers, `retry` (the browser waits 2 s before reconnecting,
// the spec's first backoff step), events as `event:` + `data:` lines, comments as heartbeats that
// keep proxies and the server's idle timeout from closing a quiet stream.
// Tens of thousands of streams stay open on one gateway at 10:00, so a stream holds as little as it
// can: it is one small object with no closures or timer of its own (one heartbeat timer writes to
// every open stream), and an event sent to many streams is serialized once (the hubs hand each
// stream the same data object, and data is never changed after it is sent).
import type { ServerResponse } from 'node:http';
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

class Stream implements SseStream {
  open = true;

  constructor(
    private readonly res: ServerResponse,
    private readonly onGone: () => void,
    private readonly periodMs: number,
  ) {}

  write(chunk: string): boolean {
    const res = this.res;
    if (!this.open || res.writableEnded || res.destroyed) return false;
    res.write(chunk);
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
    if (this.open && !this.res.writableEnded) this.res.end();
    this.gone();
  }

  gone(): void {
    if (!this.open) return;
    this.open = false;
    stopBeat(this.periodMs, this);
    this.onGone();
  }
}

/**
 * Node keeps a response's sent head twice: as a rope of every piece of every header line
 * (`_header`, dozens of small strings) and as the map of headers; neither is read again once the
 * head is on the wire. An open stream keeps one flat copy of the head (so headersSent stays true)
 * and no map: about 2 KiB less for each of tens of thousands of streams.
 */
let kOutHeaders: symbol | undefined;
function compactSentHead(res: ServerResponse): void {
  const r = res as unknown as { _header?: unknown; _headerSent?: boolean } & Record<symbol, unknown>;
  if (!r._headerSent) return;
  if (typeof r._header === 'string') r._header = Buffer.from(r._header, 'latin1').toString('latin1');
  kOutHeaders ??= Object.getOwnPropertySymbols(res).find((s) => s.description === 'kOutHeaders');
  if (kOutHeaders && r[kOutHeaders]) r[kOutHeaders] = null;
}

/** The response's close and error listener, shared by every stream (no closure per stream). */
function responseGone(this: ServerResponse): void {
  (this as ServerResponse & { [kStream]?: Stream })[kStream]?.gone();
}

export function openSseStream(res: ServerResponse, onGone: () => void, heartbeatMs = HEARTBEAT_MS): SseStream {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.socket?.setTimeout(0);
  res.write(`retry: ${RETRY_MS}\n\n`);
  compactSentHead(res);
  const stream = new Stream(res, onGone, heartbeatMs);
  (res as ServerResponse & { [kStream]?: Stream })[kStream] = stream;
  beatFor(heartbeatMs).add(stream);
  res.on('close', responseGone);
  res.on('error', responseGone);
  return stream;
}
