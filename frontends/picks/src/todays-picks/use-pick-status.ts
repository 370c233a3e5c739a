// Live pick status over the signed-in stream (GET /api/stats/stream, event 'pick-status'): the
// gateway sends it only for picks this caller may read. Keeps the latest event per pick; retries
// like the BetCard stream (3 times, 2 s x attempt), then stays quiet (the card keeps what it loaded).
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@gary/design';
import type { PickStatusEvent } from './pick-live-state';

type EventSourceLike = {
  addEventListener: (type: string, listener: (e: MessageEvent) => void) => void;
  close: () => void;
  onopen: ((e: Event) => void) | null;
  onerror: ((e: Event) => void) | null;
};
export type EventSourceFactory = (url: string) => EventSourceLike;

const STREAM_PATH = '/api/stats/stream';
const defaultFactory: EventSourceFactory = (url) => new EventSource(url);

/**
 * `onUpdate` runs after each event (the page reloads its picks with it, at most every few seconds,
 * so the book table follows the status).
 */
export function usePickStatus(options: { enabled?: boolean; factory?: EventSourceFactory; onUpdate?: () => void } = {}): Record<string, PickStatusEvent> {
  const { enabled = true, factory = defaultFactory } = options;
  const onUpdate = useRef(options.onUpdate);
  onUpdate.current = options.onUpdate;
  const { store, isSignedIn } = useSession();
  const [updates, setUpdates] = useState<Record<string, PickStatusEvent>>({});

  useEffect(() => {
    if (!enabled || !isSignedIn) return;
    let source: EventSourceLike | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const connect = () => {
      if (stopped) return;
      source = factory(store.api.streamUrl(STREAM_PATH));
      source.onopen = () => {
        attempt = 0;
      };
      source.addEventListener('pick-status', (e) => {
        try {
          const u = JSON.parse(String(e.data)) as PickStatusEvent;
          if (u && typeof u.pickId === 'string') {
            setUpdates((prev) => ({ ...prev, [u.pickId]: u }));
            onUpdate.current?.();
          }
        } catch {
          /* a malformed frame is skipped */
        }
      });
      source.onerror = () => {
        source?.close();
        source = null;
        if (stopped) return;
        attempt += 1;
        if (attempt > 3) return;
        timer = setTimeout(() => void store.api.refresh().finally(connect), 2000 * attempt);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, isSignedIn, factory, store]);

  return updates;
}

/**
 * `fn` once, `ms` after the first call of a burst (later calls in the window join it). Never at
 * once: the gateway serves the day's picks from a one-second cache, so a reload sent the moment an
 * event arrives could get the answer from before it.
 */
export function useThrottled(fn: () => void, ms: number): () => void {
  const latest = useRef(fn);
  latest.current = fn;
  const state = useRef<{ last: number; timer: ReturnType<typeof setTimeout> | null }>({ last: 0, timer: null });
  useEffect(() => () => {
    if (state.current.timer) clearTimeout(state.current.timer);
  }, []);
  const run = useRef(() => {
    const s = state.current;
    if (s.timer) return;
    const wait = Math.max(ms, s.last + ms - Date.now());
    s.timer = setTimeout(() => {
      s.timer = null;
      s.last = Date.now();
      latest.current();
    }, wait);
  });
  return run.current;
}
