// Live pick status over the signed-in stream (GET /api/stats/stream, event 'pick-status'): the
// gateway sends it only for picks this caller may read, through the web's one stream client
// (openStatsStream in @gary/design). Keeps the latest event per pick; retries 3 times at 2 s x
// attempt, then stays quiet (the card keeps what it loaded).
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@gary/design';
import { openStatsStream, type EventSourceFactory } from '@gary/design/stats-stream';
import type { PickStatusEvent } from './pick-live-state';

export type { EventSourceFactory } from '@gary/design/stats-stream';

/** The picks page's retry policy: 3 tries at 2 s x attempt, then quiet (no message: the card keeps what it loaded). */
export function pickStatusRetryDelay(attempt: number): number | null {
  return attempt >= 1 && attempt <= 3 ? 2000 * attempt : null;
}

/**
 * `onUpdate` runs after each event (the page reloads its picks with it, at most every few seconds,
 * so the book table follows the status).
 */
export function usePickStatus(options: { enabled?: boolean; factory?: EventSourceFactory; onUpdate?: () => void } = {}): Record<string, PickStatusEvent> {
  const { enabled = true, factory } = options;
  const onUpdate = useRef(options.onUpdate);
  onUpdate.current = options.onUpdate;
  const { store, isSignedIn } = useSession();
  const [updates, setUpdates] = useState<Record<string, PickStatusEvent>>({});

  useEffect(() => {
    if (!enabled || !isSignedIn) return;
    return openStatsStream({
      api: store.api,
      events: {
        'pick-status': (data) => {
          const u = data as PickStatusEvent | null;
          if (u && typeof u.pickId === 'string') {
            setUpdates((prev) => ({ ...prev, [u.pickId]: u }));
            onUpdate.current?.();
          }
        },
      },
      retryDelay: pickStatusRetryDelay,
      factory,
    });
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
