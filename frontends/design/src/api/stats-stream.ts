// The one Server-Sent Events client of the web (GET /api/stats/stream). EventSource cannot send
// headers, so the access token rides in the URL; after an error or a dropped connection the token
// may have expired, so each retry renews it first. How often and how long to retry is the caller's
// policy (`retryDelay`): the BetCard retries 3 times at 2 s x attempt and then says so; the picks
// page keeps its own.
export const STATS_STREAM_PATH = '/api/stats/stream';

export type StreamStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

export type EventSourceLike = {
  addEventListener: (type: string, listener: (e: MessageEvent) => void) => void;
  close: () => void;
  onopen: ((e: Event) => void) | null;
  onerror: ((e: Event) => void) | null;
};
export type EventSourceFactory = (url: string) => EventSourceLike;

/** What the stream needs of the API client: the URL with the token, and a token renewal. */
export interface StreamApi {
  streamUrl(path: string): string;
  refresh(): Promise<unknown>;
}

export interface StatsStreamOptions {
  api: StreamApi;
  /** Handlers by event name; each gets the frame's parsed JSON (a malformed frame is skipped). */
  events: Record<string, (data: unknown) => void>;
  /** Delay before reconnect number `attempt` (1-based), or null to give up. */
  retryDelay: (attempt: number) => number | null;
  onStatus?: (status: StreamStatus) => void;
  factory?: EventSourceFactory;
  path?: string;
}

const defaultFactory: EventSourceFactory = (url) => new EventSource(url);

/** Opens the stream; the returned function closes it and cancels any pending retry. */
export function openStatsStream(options: StatsStreamOptions): () => void {
  const { api, events, retryDelay, onStatus, factory = defaultFactory, path = STATS_STREAM_PATH } = options;
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const connect = () => {
    if (stopped) return;
    onStatus?.('connecting');
    const s = factory(api.streamUrl(path));
    source = s;
    s.onopen = () => {
      attempt = 0;
      onStatus?.('connected');
    };
    for (const [name, handle] of Object.entries(events)) {
      s.addEventListener(name, (e) => {
        let data: unknown;
        try {
          data = JSON.parse(String(e.data));
        } catch {
          return; // a malformed frame is skipped; the next one carries the full state again
        }
        handle(data);
      });
    }
    s.onerror = () => {
      s.close();
      if (source === s) source = null;
      if (stopped) return;
      attempt += 1;
      const delay = retryDelay(attempt);
      if (delay === null) {
        onStatus?.('error');
        return;
      }
      onStatus?.('connecting');
      timer = setTimeout(() => void api.refresh().finally(connect), delay);
    };
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
}
