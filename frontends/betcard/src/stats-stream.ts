// Live BetCard updates over Server-Sent Events (GET /api/stats/stream, event 'stats'), through the
// web's one stream client (openStatsStream in @gary/design). The spec's policy: on an error or
// disconnect it retries up to 3 times, waiting 2000 ms x attempt, then gives up and says so.
import { useEffect, useRef, useState } from 'react';
import { useSession, type BetCard } from '@gary/design';
import { openStatsStream, type EventSourceFactory, type StreamStatus } from '@gary/design/stats-stream';

export const STREAM_PATH = '/api/stats/stream';
export const STREAM_MAX_RETRIES = 3;
export const STREAM_RETRY_BASE_MS = 2000;
export const REALTIME_FAILED = 'Real-time connection failed. Stats may not update automatically.';

export type { StreamStatus, EventSourceFactory } from '@gary/design/stats-stream';

/** Delay before reconnect number `attempt` (1-based), or null once retries are used up. */
export function retryDelay(attempt: number): number | null {
  return attempt >= 1 && attempt <= STREAM_MAX_RETRIES ? STREAM_RETRY_BASE_MS * attempt : null;
}

export function useStatsStream(onStats: (stats: BetCard) => void, options: { enabled?: boolean; factory?: EventSourceFactory } = {}) {
  const { enabled = true, factory } = options;
  const { store, isSignedIn } = useSession();
  const [status, setStatus] = useState<StreamStatus>('disconnected');
  const onStatsRef = useRef(onStats);
  onStatsRef.current = onStats;

  useEffect(() => {
    if (!enabled || !isSignedIn) {
      setStatus('disconnected');
      return;
    }
    return openStatsStream({
      api: store.api,
      path: STREAM_PATH,
      events: { stats: (data) => onStatsRef.current(data as BetCard) },
      retryDelay,
      onStatus: setStatus,
      factory,
    });
  }, [enabled, isSignedIn, factory, store]);

  return { status, message: status === 'error' ? REALTIME_FAILED : null };
}
