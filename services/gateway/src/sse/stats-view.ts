// The BetCard as the browser receives it (GET /api/stats/me and the `stats` events of the stream):
// @gary/contracts' BetCard, the very type decisions computes and sends in user-stats.updated. Two
// steps here: GetStats answers the gRPC message, whose empty strings for "none" become nulls again
// (fromProto); and a recent result's pick id is only a key: an id stored before ids were opaque
// (made from the pick's team and text) is shown as its stand-in (routes/pick-access.ts), so the
// card and the stream never carry one (forBrowser).
import type { BetCard } from '@gary/contracts';
import type { decisionsV1 } from '@gary/protos';
import { shownId } from '../routes/pick-access';

const orNull = <T extends string>(v: string): T | null => (v === '' ? null : (v as T));

/** GetStats' answer as the BetCard type. */
export function betCardFromProto(c: decisionsV1.BetCard__Output): BetCard {
  return {
    userId: c.userId,
    version: Number(c.version),
    username: c.username,
    badge: c.badge as BetCard['badge'],
    rideCount: c.rideCount,
    fadeCount: c.fadeCount,
    ridePct: c.ridePct,
    fadePct: c.fadePct,
    winCount: c.winCount,
    lossCount: c.lossCount,
    pushCount: c.pushCount,
    winRate: c.winRate,
    record: c.record,
    streak: c.streak,
    streakDisplay: c.streakDisplay,
    longestStreak: c.longestStreak,
    totalDecisions: c.totalDecisions,
    lastResult: orNull(c.lastResult),
    recentResults: c.recentResults.map((r) => ({
      pickId: r.pickId,
      matchup: r.matchup,
      decision: r.decision as 'ride' | 'fade',
      timestamp: r.timestamp,
      resultPending: r.resultPending,
      pickResult: orNull(r.pickResult),
      userCorrect: r.resultPending ? null : r.userCorrect,
      outcome: r.outcome as BetCard['recentResults'][number]['outcome'],
    })),
    leagues: c.leagues,
    vsRidingAll: c.vsRidingAll ?? { unitsChoosing: 0, unitsRidingAll: 0, unitsAdded: 0 },
    unitsWon: c.unitsWon,
    updatedAt: orNull(c.updatedAt),
  };
}

/** The card with old content-derived pick ids replaced by their stand-ins. */
export function forBrowser(card: BetCard): BetCard {
  return { ...card, recentResults: card.recentResults.map((r) => ({ ...r, pickId: shownId(r.pickId, false) })) };
}
