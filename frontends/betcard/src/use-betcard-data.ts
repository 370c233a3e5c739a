import { useEffect, useState } from 'react';
import { useApiQuery, useSession, type BetCard } from '@gary/design';
import { useStatsStream } from './stats-stream';

/** The user's BetCard from GET /api/stats/me, replaced live by each 'stats' event. */
export function useBetCardData(enabled = true) {
  const { isSignedIn } = useSession();
  const q = useApiQuery((api, s) => api.get<BetCard>('/api/stats/me', undefined, s), 'betcard-stats', enabled && isSignedIn);
  const [live, setLive] = useState<BetCard | null>(null);
  const [version, setVersion] = useState(0);
  const stream = useStatsStream(
    (stats) => {
      setLive(stats);
      setVersion((v) => v + 1);
    },
    { enabled: enabled && isSignedIn },
  );
  useEffect(() => setLive(null), [q.data]);
  return { query: q, stats: live ?? q.data, stream, version };
}
