// Test fixtures of the stats hub: a BetCard of a given version, its event, and a stream that records.
import { makeEvent, type BetCard } from '@gary/contracts';
import type { SseStream } from './stats-hub';

export const sampleCard = (userId: string, version: number, over: Partial<BetCard> = {}): BetCard => ({
  userId,
  version,
  username: 'sam',
  badge: 'RIDES WITH GARY',
  rideCount: version,
  fadeCount: 0,
  ridePct: version > 0 ? 100 : 0,
  fadePct: 0,
  winCount: 0,
  lossCount: 0,
  pushCount: 0,
  winRate: 0,
  record: '0-0',
  streak: 0,
  streakDisplay: '0',
  longestStreak: 0,
  totalDecisions: version,
  lastResult: null,
  recentResults: [],
  leagues: [],
  vsRidingAll: { unitsChoosing: 0, unitsRidingAll: 0, unitsAdded: 0 },
  unitsWon: 0,
  updatedAt: '2026-11-18T15:00:00.000Z',
  ...over,
});

export const statsEvent = (card: BetCard, occurredAt = new Date()) => makeEvent('user-stats.updated', { source: 'decisions', key: card.userId, occurredAt, data: card });

export function fakeStream() {
  const sent: [string, unknown][] = [];
  let ended = false;
  const s: SseStream = {
    send: (event, data) => (sent.push([event, data]), true),
    comment: () => true,
    end: () => {
      ended = true;
    },
  };
  return { s, sent, ended: () => ended };
}
