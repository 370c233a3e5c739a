import * as betting from './index';

describe('@gary/betting re-exports every module from one entry point', () => {
  it.each([
    'ok', 'fail', 'valueOr',
    'americanToDecimal', 'decimalToAmerican', 'impliedProbability', 'fairAmerican', 'noVigProbabilities',
    'consensusNoVig', 'expectedValue', 'profitPerUnit', 'bestPrice', 'parseAmerican',
    'gradeSpread', 'gradeMoneyline', 'gradeTotal', 'gradeProp', 'gradePick', 'normaliseResult', 'parseFinalScore',
    'pickOdds', 'pickOddsDisplay', 'pickLabel', 'formatAmerican', 'displayPick', 'formatGameTime', 'formatConfidence',
    'matchupShort', 'excerpt', 'rationaleParagraphs', 'newPickId', 'newPropId', 'isOpaqueId', 'buildPickText', 'homeFreePick', 'isDisplayablePick',
    'winRate', 'formatWinRateCard', 'formatWinRateRecord', 'nextStreak', 'streakDisplay', 'topWinAmount',
    'classifyBetType', 'unitsWon', 'betCardBadge', 'leaderboardLabel', 'settleDecision',
    'easternDate', 'addDays', 'picksDatesToRead', 'nextGenerationTime', 'formatEasternTime', 'todaysGamesWindow',
    'easternDayBounds', 'rangeStart', 'seasonYear', 'nhlSeasonId', 'computeBillfold', 'closingLineValue', 'isBillfoldRange', 'hashOf',
  ])('exports %s as a function', (name) => {
    expect(typeof (betting as Record<string, unknown>)[name]).toBe('function');
  });

  it('works end to end: a pick text graded and scored in units', () => {
    const text = betting.buildPickText('Yankees -1.5', 135);
    expect(text.ok && betting.pickOddsDisplay(text.value)).toBe('+135');
    const grade = betting.gradePick({ type: 'spread', side: 'home', line: -1.5 }, { home: 5, away: 3 });
    expect(grade).toEqual({ ok: true, value: 'won' });
    expect(betting.unitsWon('won', betting.pickOdds(text.ok ? text.value : ''))).toEqual({ ok: true, value: 1.35 });
  });
});
