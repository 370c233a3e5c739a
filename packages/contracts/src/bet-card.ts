// The BetCard: one type for the card decisions computes, the `user-stats.updated` event that carries
// it whole, the gateway's GET /api/stats/me and the `stats` events of the live stream, and the web's
// BetCard page. "None" is null here (no empty strings). `version` is the stats row's update counter:
// it grows with every change of the user's stats, so a reader that holds a card keeps it against
// any card with a lower or equal version (a stale event must never overwrite a newer card).
import { z } from 'zod';

const isoInstant = z.string().datetime({ offset: true });
const count = z.number().int().nonnegative();

export const betCardRecentSchema = z.object({
  pickId: z.string().min(1),
  matchup: z.string(),
  decision: z.enum(['ride', 'fade']),
  timestamp: z.string(),
  resultPending: z.boolean(),
  pickResult: z.enum(['won', 'lost', 'push']).nullable(),
  /** null while the result is pending. */
  userCorrect: z.boolean().nullable(),
  outcome: z.enum(['pending', 'win', 'loss', 'push']),
});

export const betCardSchema = z.object({
  userId: z.string().uuid(),
  /** The stats row's update counter; 0 before the user's first change. */
  version: count,
  username: z.string(),
  badge: z.enum(['RIDES WITH GARY', 'FADES THE BEAR']),
  rideCount: count,
  fadeCount: count,
  ridePct: z.number().int().min(0).max(100),
  fadePct: z.number().int().min(0).max(100),
  winCount: count,
  lossCount: count,
  pushCount: count,
  /** Whole percent, pushes excluded. */
  winRate: z.number().int().min(0).max(100),
  /** wins-losses */
  record: z.string(),
  streak: z.number().int(),
  streakDisplay: z.string(),
  longestStreak: count,
  totalDecisions: count,
  lastResult: z.enum(['win', 'loss']).nullable(),
  /** The last 10 decisions, newest first (the tracking flow). */
  recentResults: z.array(betCardRecentSchema),
  leagues: z.array(z.object({ league: z.string(), wins: count, losses: count, pushes: count, total: count })),
  vsRidingAll: z.object({ unitsChoosing: z.number(), unitsRidingAll: z.number(), unitsAdded: z.number() }),
  unitsWon: z.number(),
  updatedAt: isoInstant.nullable(),
});

export type BetCard = z.infer<typeof betCardSchema>;
export type BetCardRecent = z.infer<typeof betCardRecentSchema>;

