// Live BetCard updates over Server-Sent Events (GET /api/stats/stream, event 'stats'). On an
// error or disconnect it retries up to 3 times, waiting 2000 ms x attempt, then gives up and
// says so.
import { useEffect, useRef, useState } from 'react';
import { useSession, type BetCard } from '@gary/design';

export const STREAM_PATH = '/api/stats/stream';
export const STREAM_MAX_RETRIES = 3;
export const STREAM_RETRY_BASE_MS = 2000;
export const REALTIME_FAILED = 'Real-time connection failed. Stats may not update automatically.';

export type StreamStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

/** Delay before reconnect number `attempt` (1-based), or null once retries are used up. */
export function retryDelay(attempt: number): number | null {
  return attempt >= 1 && attempt <= STREAM_MAX_RETRIES ? STREAM_RETRY_BASE_MS * attempt : null;
}

type EventSourceLike = {
  addEventListener: (type: string, listener: (e: MessageEvent) => void) => void;
  close: () => void;
  onopen: ((e: Event) => void) | null;
  onerror: ((e: Event) => void) | null;
};
export type EventSourceFactory = (url: string) => EventSourceLike;

const defaultFactory: EventSourceFactory = (url) => new EventSource(url);

export function useStatsStream(onStats: (stats: BetCard) => void, options: { enabled?: boolean; factory?: EventSourceFactory } = {}) {
  const { enabled = true, factory = defaultFactory } = options;
  const { store, isSignedIn } = useSession();
  const [status, setStatus] = useState<StreamStatus>('disconnected');
  const onStatsRef = useRef(onStats);
  onStatsRef.current = onStats;

  useEffect(() => {
    if (!enabled || !isSignedIn) {
      setStatus('disconnected');
      return;
    }
    let source: EventSourceLike | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const connect = () => {
      if (stopped) return;
      setStatus('connecting');
      source = factory(store.api.streamUrl(STREAM_PATH));
      source.onopen = () => {
        attempt = 0;
        setStatus('connected');
      };
      source.addEventListener('stats', (e) => {
        try {
          onStatsRef.current(JSON.parse(String(e.data)) as BetCard);
        } catch {
          /* a malformed frame is skipped; the next one carries the full card again */
        }
      });
      source.onerror = () => {
        source?.close();
        source = null;
        if (stopped) return;
        attempt += 1;
        const delay = retryDelay(attempt);
        if (delay === null) {
          setStatus('error');
          return;
        }
        setStatus('connecting');
        // The access token may have expired: renew it before the next try.
        timer = setTimeout(() => void store.api.refresh().finally(connect), delay);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, isSignedIn, factory, store]);

  return { status, message: status === 'error' ? REALTIME_FAILED : null };
}
