import { useState } from 'react';
import { useSession, type BetCard, type MyDecision } from '@gary/design';
import { useApiQuery } from '@gary/design/query';
import { useStatsStream } from './stats-stream';

/**
 * The newer of two cards: a card carries its stats row's version, so a late or repeated one (a
 * stream event after a reload, a redelivered event) never replaces a newer card.
 */
export function newerCard(held: BetCard | null | undefined, next: BetCard | null | undefined): BetCard | null {
  if (!next) return held ?? null;
  if (!held) return next;
  return next.version > held.version ? next : held;
}

/**
 * The history rows with the results a card's recent results carry: settling a decision updates its
 * row in place, with no second fetch of the history.
 */
export function withCardResults(rows: readonly MyDecision[], card: BetCard): MyDecision[] {
  const settled = new Map(card.recentResults.filter((r) => !r.resultPending).map((r) => [r.pickId, r]));
  if (settled.size === 0) return [...rows];
  return rows.map((d) => {
    const r = settled.get(d.pickId);
    if (!r || (d.outcome === r.outcome && d.pick?.result === r.pickResult)) return d;
    return { ...d, outcome: r.outcome, pick: d.pick ? { ...d.pick, result: r.pickResult } : d.pick };
  });
}

/** The user's BetCard from GET /api/stats/me, replaced live by each newer card the stream sends. */
export function useBetCardData(enabled = true) {
  const { isSignedIn } = useSession();
  const q = useApiQuery((api, s) => api.get<BetCard>('/api/stats/me', undefined, s), 'betcard-stats', enabled && isSignedIn);
  const [live, setLive] = useState<BetCard | null>(null);
  const stream = useStatsStream((card) => setLive((held) => newerCard(held, card)), { enabled: enabled && isSignedIn });
  return { query: q, stats: newerCard(q.data, live) ?? undefined, stream };
}
