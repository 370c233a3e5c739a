import { isWinRateGreen, leaderboardWinRate, rankAction, strategyLabel } from './leaderboard-rules';

describe('leaderboard rules', () => {
  test('"signed in with stats goes to /billfold (View Stats); without stats to /real-gary-picks (Start Betting); signed out to /signin (Sign In)"', () => {
    expect(rankAction(true, { totalDecisions: 4 })).toEqual({ label: 'View Stats', to: '/billfold' });
    expect(rankAction(true, { totalDecisions: 0 })).toEqual({ label: 'Start Betting', to: '/real-gary-picks' });
    expect(rankAction(true, null)).toEqual({ label: 'Start Betting', to: '/real-gary-picks' });
    expect(rankAction(false, { totalDecisions: 9 })).toEqual({ label: 'Sign In', to: '/signin' });
  });

  test('"Gary Believer when rides exceed fades, otherwise Bear Fader"', () => {
    expect(strategyLabel({ rideCount: 3, fadeCount: 2 })).toBe('Gary Believer');
    expect(strategyLabel({ rideCount: 2, fadeCount: 2 })).toBe('Bear Fader');
  });

  test('"win rate is shown green above 60%"', () => {
    expect(isWinRateGreen(60.1)).toBe(true);
    expect(isWinRateGreen(60)).toBe(false);
    expect(isWinRateGreen(null)).toBe(false);
  });
});

describe('leaderboard numbers (issue "The web on real React", item 3)', () => {
  test('"leaderboard win rates under 1% are multiplied by 100 and shown as 70.0%" no more: the gateway sends a percent', () => {
    expect(leaderboardWinRate(0.7)).toBe('0.7%');
    expect(leaderboardWinRate(66.7)).toBe('66.7%');
    expect(isWinRateGreen(0.7)).toBe(false);
  });
});
