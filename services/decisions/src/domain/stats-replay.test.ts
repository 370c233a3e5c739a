import { replayStats, type ReplayRow } from './stats-replay';

const row = (pickId: string, decision: 'ride' | 'fade', pickResult: 'won' | 'lost' | 'push' | null, settledAt: number | null, outcome?: ReplayRow['outcome']): ReplayRow => ({
  pickId,
  decision,
  pickResult,
  settledAt,
  outcome: outcome ?? (pickResult === null ? 'pending' : pickResult === 'push' ? 'push' : (pickResult === 'won') === (decision === 'ride') ? 'win' : 'loss'),
});

describe('replayStats', () => {
  it('correct: max(0, s) + 1; wrong: min(0, s) - 1; a push leaves the streak and counts push_count', () => {
    const s = replayStats([
      row('a', 'ride', 'won', 1), // +1
      row('b', 'fade', 'lost', 2), // +2
      row('c', 'ride', 'push', 3), // +2, push
      row('d', 'ride', 'lost', 4), // -1
      row('e', 'fade', 'won', 5), // -2
      row('f', 'fade', 'lost', 6), // +1
      row('g', 'ride', null, null), // pending
    ]);
    expect(s).toEqual({
      totalPicks: 7,
      rideCount: 4,
      fadeCount: 3,
      winCount: 3,
      lossCount: 2,
      pushCount: 1,
      currentStreak: 1,
      longestStreak: 2,
      lastResult: 'win',
      wrongOutcomes: [],
    });
  });

  it('replays in settlement order, not decision order', () => {
    const s = replayStats([row('late', 'ride', 'lost', 20), row('early', 'ride', 'won', 10)]);
    expect(s.currentStreak).toBe(-1);
    expect(s.longestStreak).toBe(1);
  });

  it('names rows whose stored outcome breaks the rule (ride wins when the pick won; fade wins when it lost)', () => {
    const s = replayStats([row('x', 'fade', 'won', 1, 'win'), row('y', 'ride', null, null, 'loss')]);
    expect(s.wrongOutcomes).toEqual(['x', 'y']);
  });

  it('"decisions voided and not counted in any record or streak": a void decision is as if never made', () => {
    const without = replayStats([row('a', 'ride', 'won', 1), row('c', 'ride', 'won', 3)]);
    const voided = replayStats([
      row('a', 'ride', 'won', 1),
      { pickId: 'b', decision: 'fade', pickResult: 'void', outcome: 'void', settledAt: 2 },
      row('c', 'ride', 'won', 3),
    ]);
    expect(voided).toEqual(without);
    expect(voided).toMatchObject({ totalPicks: 2, fadeCount: 0, currentStreak: 2 });
    // A void outcome on a pick that is not void (or the reverse) is named.
    expect(replayStats([{ pickId: 'x', decision: 'ride', pickResult: 'won', outcome: 'void', settledAt: 1 }]).wrongOutcomes).toEqual(['x']);
  });
});
