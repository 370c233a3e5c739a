import { canBothWin, spreadFollowsMoneyline } from './side-consistency';

test('"no pair of bets that cannot both win": a team\'s moneyline and the other team\'s +0.5 cannot both win', () => {
  expect(canBothWin({ market: 'moneyline', side: 'home' }, { market: 'spread', side: 'away', point: 0.5 })).toBe(false);
  expect(canBothWin({ market: 'moneyline', side: 'home' }, { market: 'moneyline', side: 'away' })).toBe(false);
  // The favourite's moneyline and the opponent's +1.5 both win on a one-goal game.
  expect(canBothWin({ market: 'moneyline', side: 'home' }, { market: 'spread', side: 'away', point: 1.5 })).toBe(true);
  expect(canBothWin({ market: 'moneyline', side: 'away' }, { market: 'spread', side: 'away', point: -1.5 })).toBe(true);
});

test('"if spread and moneyline picks differ, the spread is overwritten to match the moneyline"', () => {
  expect(spreadFollowsMoneyline({ spread: 'away', moneyline: 'home', total: 'over' })).toEqual({ spread: 'home', moneyline: 'home', total: 'over' });
  expect(spreadFollowsMoneyline({ spread: 'home', moneyline: 'home' })).toEqual({ spread: 'home', moneyline: 'home' });
});
