import { buildBetCard, emptyStats, type CardDecision } from './bet-card';

const d = (decision: 'ride' | 'fade', league: string, pickOdds: number, pickResult: 'won' | 'lost' | 'push' | null): CardDecision => ({
  decision,
  league,
  pickOdds,
  pickResult,
  outcome: pickResult === null ? 'pending' : pickResult === 'push' ? 'push' : (pickResult === 'won') === (decision === 'ride') ? 'win' : 'loss',
});

describe('buildBetCard', () => {
  it("with no picks: win rate 0, streak '0', badge RIDES WITH GARY (0 >= 0), fallback name", () => {
    const card = buildBetCard(emptyStats('u1'), []);
    expect(card).toMatchObject({
      username: 'Bettor',
      badge: 'RIDES WITH GARY',
      winRate: 0,
      record: '0-0',
      streakDisplay: '0',
      ridePct: 0,
      fadePct: 0,
      totalDecisions: 0,
      leagues: [],
      vsRidingAll: { unitsChoosing: 0, unitsRidingAll: 0, unitsAdded: 0 },
    });
  });

  it("badge 'FADES THE BEAR' when fades outnumber rides; whole-percent win rate; record wins-losses; +N streak", () => {
    const stats = { ...emptyStats('u1', 'sam'), totalPicks: 3, rideCount: 1, fadeCount: 2, winCount: 2, lossCount: 1, currentStreak: 2, longestStreak: 2 };
    const card = buildBetCard(stats, []);
    expect(card).toMatchObject({ username: 'sam', badge: 'FADES THE BEAR', winRate: 67, record: '2-1', streakDisplay: '+2', ridePct: 33, fadePct: 67 });
    expect(buildBetCard({ ...stats, currentStreak: -3 }, []).streakDisplay).toBe('-3');
  });

  it('league breakdown counts wins, losses, pushes and every decision', () => {
    const card = buildBetCard(emptyStats('u1'), [d('ride', 'NBA', -110, 'won'), d('fade', 'NBA', -110, 'won'), d('ride', 'NHL', 120, 'push'), d('ride', 'NBA', -110, null)]);
    expect(card.leagues).toEqual([
      { league: 'NBA', wins: 1, losses: 1, pushes: 0, total: 3 },
      { league: 'NHL', wins: 0, losses: 0, pushes: 1, total: 1 },
    ]);
  });

  it('units added by choosing: the choices against riding every one of the same picks at one unit', () => {
    // Rode a -150 winner (+0.67 either way); faded a -150 loser (+1.5 vs -1 riding); pending counts nothing.
    const card = buildBetCard(emptyStats('u1'), [d('ride', 'NBA', -150, 'won'), d('fade', 'MLB', -150, 'lost'), d('ride', 'MLB', 200, null)]);
    expect(card.vsRidingAll).toEqual({ unitsChoosing: 2.17, unitsRidingAll: -0.33, unitsAdded: 2.5 });
    expect(card.unitsWon).toBe(2.17);
  });

  it('"the BetCard uses the stakes": a 2-unit stake counts twice, a pending one nothing', () => {
    const staked = (x: ReturnType<typeof d>, stakeUnits: number) => ({ ...x, stakeUnits });
    const card = buildBetCard(emptyStats('u1'), [staked(d('ride', 'NBA', -150, 'won'), 2), staked(d('fade', 'MLB', -150, 'lost'), 1), staked(d('ride', 'MLB', 200, null), 5)]);
    // 2 x 0.667 + 1 x 1.5 = 2.83; riding all: 2 x 0.667 - 1 = 0.33
    expect(card.vsRidingAll).toEqual({ unitsChoosing: 2.83, unitsRidingAll: 0.33, unitsAdded: 2.5 });
  });
});
