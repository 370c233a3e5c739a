import { boardRow, compareBoardEntries, leaderboardScore } from './leaderboard-rows';

const score = (wins: number, losses: number, total: number) => leaderboardScore({ wins, losses, total });

describe('leaderboardScore', () => {
  it('rank by win rate', () => {
    expect(score(3, 1, 4)).toBeGreaterThan(score(2, 2, 4));
    expect(score(1, 0, 1)).toBeGreaterThan(score(9, 1, 500));
  });

  it('ties by total decisions (epsilon 0.01)', () => {
    // 2/3 and 4/6 are the same rate; 0.6667 and 0.6690 are within 0.01 of each other.
    expect(score(4, 2, 6)).toBeGreaterThan(score(2, 1, 3));
    expect(score(667, 333, 1000)).toBe(score(669, 331, 1000)); // same bucket...
    expect(score(669, 331, 1001)).toBeGreaterThan(score(667, 333, 1000)); // ...so totals decide
  });

  it('win rate excludes pushes, and a user with nothing decided scores 0%', () => {
    expect(score(1, 1, 5)).toBe(score(2, 2, 5));
    expect(score(0, 0, 3)).toBe(3);
  });

  it('the score is an exact integer a sorted set can hold', () => {
    const s = score(100, 0, 2_000_000_000);
    expect(Number.isSafeInteger(s)).toBe(true);
    expect(s).toBe(100 * 1e9 + 999_999_999);
  });
});

describe('boardRow', () => {
  it('rows carry username, totals, correct decisions, win rate, streak and the preferred strategy (ride if rides >= fades)', () => {
    const row = boardRow({ userId: 'u1', username: 'sam', streak: -2 }, { total: 6, rides: 3, fades: 3, wins: 2, losses: 1, pushes: 0 });
    expect(row).toEqual({
      id: 'u1',
      username: 'sam',
      avatar: '',
      totalDecisions: 6,
      gradedDecisions: 3,
      rideCount: 3,
      fadeCount: 3,
      correctDecisions: 2,
      winRate: 66.7,
      streak: -2,
      preferredStrategy: 'ride',
    });
    expect(boardRow({ userId: 'u', username: '', streak: 0 }, { total: 2, rides: 0, fades: 2, wins: 0, losses: 0, pushes: 0 })).toMatchObject({
      username: 'Bettor',
      preferredStrategy: 'fade',
      winRate: 0,
    });
  });
});

test('"12 picks counts 11 pending" no more: a row counts its graded decisions apart from its pending ones', () => {
  const row = boardRow({ userId: 'u1', username: 'sam', streak: 1 }, { total: 12, rides: 12, fades: 0, wins: 1, losses: 0, pushes: 0 });
  expect(row).toMatchObject({ totalDecisions: 12, gradedDecisions: 1 });
  expect(boardRow({ userId: 'u2', username: 'kim', streak: 0 }, { total: 5, rides: 2, fades: 3, wins: 1, losses: 2, pushes: 1 }).gradedDecisions).toBe(4);
});

describe('compareBoardEntries', () => {
  it('orders by score, then by id descending like ZREVRANGE', () => {
    const list = [
      { id: 'a', score: 5 },
      { id: 'c', score: 7 },
      { id: 'b', score: 5 },
    ].sort(compareBoardEntries);
    expect(list.map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });
});
