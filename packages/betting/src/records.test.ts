import type { Result } from './betting-errors';
import {
  betCardBadge,
  classifyBetType,
  formatWinRateCard,
  formatWinRateRecord,
  leaderboardLabel,
  nextStreak,
  normaliseDecision,
  preferredStrategy,
  settleDecision,
  streakDisplay,
  topWinAmount,
  unitsWon,
  winRate,
} from './records';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.name}: ${r.error.message}`);
  return r.value;
}
const errorName = <T>(r: Result<T>) => (r.ok ? 'ok' : r.error.name);

describe('win rate = wins / (wins + losses), pushes excluded', () => {
  it('2 wins and 1 loss is 2/3', () => {
    expect(value(winRate(2, 1))).toBeCloseTo(2 / 3, 12);
    expect(value(winRate(5, 0))).toBe(1);
  });

  it('is 0 with no picks', () => {
    expect(value(winRate(0, 0))).toBe(0);
  });

  it('negative, fractional or NaN counts are InvalidCount', () => {
    for (const [w, l] of [[-1, 0], [1.5, 2], [NaN, 1], [1, Infinity]] as const) {
      expect(errorName(winRate(w, l))).toBe('InvalidCount');
    }
  });

  it('win rate on the card is rounded to a whole percent', () => {
    expect(formatWinRateCard(2, 1)).toBe('67%');
    expect(formatWinRateCard(1, 2)).toBe('33%');
    expect(formatWinRateCard(1, 1)).toBe('50%');
    // No decided picks is no data, said so ('—'), never a made-up 0%.
    expect(formatWinRateCard(0, 0)).toBe('—');
  });

  it('record win rate is a percent with one decimal', () => {
    expect(formatWinRateRecord(2, 1)).toBe('66.7%');
    expect(formatWinRateRecord(1, 15)).toBe('6.3%');
    expect(formatWinRateRecord(13, 18)).toBe('41.9%');
    expect(formatWinRateRecord(3, 0)).toBe('100.0%');
    expect(formatWinRateRecord(0, 0)).toBe('—');
    expect(formatWinRateRecord(0, 2)).toBe('0.0%');
  });

  it('corrupt counts show N/A rather than a made-up figure', () => {
    expect(formatWinRateCard(-1, 3)).toBe('N/A');
    expect(formatWinRateRecord(NaN, 3)).toBe('N/A');
  });
});

describe('streaks: correct max(0, s) + 1; wrong min(0, s) - 1; a push leaves the streak', () => {
  it('correct', () => {
    expect(value(nextStreak(3, 'win'))).toBe(4);
    expect(value(nextStreak(0, 'win'))).toBe(1);
    expect(value(nextStreak(-4, 'win'))).toBe(1);
  });

  it('wrong', () => {
    expect(value(nextStreak(3, 'loss'))).toBe(-1);
    expect(value(nextStreak(0, 'loss'))).toBe(-1);
    expect(value(nextStreak(-2, 'loss'))).toBe(-3);
  });

  it('push unchanged', () => {
    for (const s of [-3, 0, 5]) expect(value(nextStreak(s, 'push'))).toBe(s);
  });

  it('a sequence: W W P L L W', () => {
    let s = 0;
    const seen: number[] = [];
    for (const o of ['win', 'win', 'push', 'loss', 'loss', 'win'] as const) seen.push((s = value(nextStreak(s, o))));
    expect(seen).toEqual([1, 2, 2, -1, -2, 1]);
  });

  it('a bad streak or outcome is a named error', () => {
    expect(errorName(nextStreak(NaN, 'win'))).toBe('InvalidCount');
    expect(errorName(nextStreak(1, 'draw' as never))).toBe('InvalidDecision');
  });

  it("streak display: positive shows +N, negative shows the number, zero shows 0", () => {
    expect(streakDisplay(3)).toBe('+3');
    expect(streakDisplay(-2)).toBe('-2');
    expect(streakDisplay(0)).toBe('0');
    expect(streakDisplay(NaN)).toBe('0');
  });
});

describe('settlement: a rider wins when the pick won, a fader when it lost; push stays push', () => {
  it.each([
    ['ride', 'won', 'win'],
    ['ride', 'lost', 'loss'],
    ['fade', 'won', 'loss'],
    ['fade', 'lost', 'win'],
    ['ride', 'push', 'push'],
    ['fade', 'push', 'push'],
    ['bet', 'won', 'win'],
  ] as const)('%s on a pick that %s -> %s', (decision, result, expected) => {
    expect(value(settleDecision(decision, result))).toBe(expected);
  });

  it("'bet' is accepted as 'ride'; any other decision is InvalidDecision", () => {
    expect(normaliseDecision('BET')).toBe('ride');
    expect(normaliseDecision('fade')).toBe('fade');
    expect(normaliseDecision('hedge')).toBeNull();
    expect(errorName(settleDecision('hedge', 'won'))).toBe('InvalidDecision');
    expect(errorName(settleDecision('ride', 'pending' as never))).toBe('InvalidDecision');
  });
});

describe('TOP WIN amount = the odds value if positive, else 10000 / |odds|, default 100', () => {
  it('positive odds are the amount', () => {
    expect(value(topWinAmount(135))).toBe(135);
    expect(value(topWinAmount('+250'))).toBe(250);
  });

  it('negative odds: 10000/|odds| to 2 decimals', () => {
    expect(value(topWinAmount(-110))).toBe(90.91);
    expect(value(topWinAmount(-150))).toBe(66.67);
    expect(value(topWinAmount(-200))).toBe(50);
    expect(value(topWinAmount('-100'))).toBe(100);
  });

  it('missing odds -> 100', () => {
    expect(value(topWinAmount(null))).toBe(100);
    expect(value(topWinAmount(undefined))).toBe(100);
    expect(value(topWinAmount(''))).toBe(100);
  });

  it('nonsense odds are InvalidAmericanOdds', () => {
    expect(errorName(topWinAmount(50))).toBe('InvalidAmericanOdds');
    expect(errorName(topWinAmount('big'))).toBe('InvalidAmericanOdds');
  });
});

describe('units won: won pays profitPerUnit, lost -1, push 0', () => {
  it('won at +150 is 1.5 units, at -110 0.909 units', () => {
    expect(value(unitsWon('won', 150))).toBe(1.5);
    expect(value(unitsWon('won', '-110'))).toBeCloseTo(100 / 110, 12);
  });

  it('lost is -1 and push is 0 whatever the odds (even missing)', () => {
    expect(value(unitsWon('lost', -300))).toBe(-1);
    expect(value(unitsWon('lost', null))).toBe(-1);
    expect(value(unitsWon('push', 120))).toBe(0);
  });

  it('a win without readable odds is an error, not a guess', () => {
    expect(errorName(unitsWon('won', null))).toBe('InvalidAmericanOdds');
    expect(errorName(unitsWon('pending' as never, -110))).toBe('InvalidDecision');
  });
});

describe('bet types classed Spread, Total, Moneyline, Parlay', () => {
  it('the stored type decides when it names one', () => {
    expect(classifyBetType('spread', 'Lakers ML -150')).toBe('Spread');
    expect(classifyBetType('moneyline', 'Yankees -1.5 +135')).toBe('Moneyline');
    expect(classifyBetType('Total', '')).toBe('Total');
    expect(classifyBetType('parlay', '')).toBe('Parlay');
  });

  it('otherwise the pick text decides', () => {
    expect(classifyBetType(undefined, 'Yankees -1.5 +135')).toBe('Spread');
    expect(classifyBetType('', 'Chiefs -3')).toBe('Spread');
    expect(classifyBetType(null, 'Over 8.5 -110')).toBe('Total');
    expect(classifyBetType(null, 'Under 220.5')).toBe('Total');
    expect(classifyBetType(null, 'Lakers ML -150')).toBe('Moneyline');
    expect(classifyBetType(null, '3-leg Parlay +600')).toBe('Parlay');
  });

  it('a team and a price alone is a moneyline (the default type)', () => {
    expect(classifyBetType(null, 'Celtics +135')).toBe('Moneyline');
    expect(classifyBetType('prop', '')).toBe('Moneyline');
  });
});

describe('badges and labels', () => {
  it("BetCard: 'RIDES WITH GARY' when ride_count >= fade_count, else 'FADES THE BEAR'", () => {
    expect(betCardBadge(5, 3)).toBe('RIDES WITH GARY');
    expect(betCardBadge(3, 3)).toBe('RIDES WITH GARY');
    expect(betCardBadge(0, 0)).toBe('RIDES WITH GARY');
    expect(betCardBadge(2, 3)).toBe('FADES THE BEAR');
  });

  it("Leaderboard: 'Gary Believer' when rides exceed fades, otherwise 'Bear Fader'", () => {
    expect(leaderboardLabel(4, 3)).toBe('Gary Believer');
    expect(leaderboardLabel(3, 3)).toBe('Bear Fader');
    expect(leaderboardLabel(0, 1)).toBe('Bear Fader');
  });

  it('preferred strategy: ride if rides >= fades', () => {
    expect(preferredStrategy(3, 3)).toBe('ride');
    expect(preferredStrategy(1, 2)).toBe('fade');
  });
});
