// The BetCard as the browser receives it (GET /api/stats/me and the `stats` events of the stream):
// the gRPC message with empty strings for "none" turned into nulls. A recent result's pick id is
// only a key here: an id stored before ids were opaque (made from the pick's team and text) is
// shown as its stand-in (routes/pick-access.ts), so the card and the stream never carry one.
import type { decisionsV1 } from '@gary/protos';
import { shownId } from '../routes/pick-access';

export function betCardView(c: decisionsV1.BetCard__Output) {
  return {
    userId: c.userId,
    username: c.username,
    badge: c.badge,
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
    lastResult: c.lastResult || null,
    recentResults: c.recentResults.map((r) => ({
      pickId: shownId(r.pickId, false),
      matchup: r.matchup,
      decision: r.decision,
      timestamp: r.timestamp,
      resultPending: r.resultPending,
      pickResult: r.pickResult || null,
      userCorrect: r.resultPending ? null : r.userCorrect,
      outcome: r.outcome,
    })),
    leagues: c.leagues,
    vsRidingAll: c.vsRidingAll ?? { unitsChoosing: 0, unitsRidingAll: 0, unitsAdded: 0 },
    unitsWon: c.unitsWon,
  };
}

export type BetCardView = ReturnType<typeof betCardView>;
