import * as betting from './index';

describe('@gary/betting re-exports every module from one entry point', () => {
  it.each([
    'ok', 'fail', 'valueOr',
    'americanToDecimal', 'decimalToAmerican', 'impliedProbability', 'fairAmerican', 'noVigProbabilities',
    'consensusNoVig', 'expectedValue', 'profitPerUnit', 'bestPrice', 'parseAmerican',
    'gradeSpread', 'gradeMoneyline', 'gradeTotal', 'gradeProp', 'gradePick', 'normaliseResult', 'parseFinalScore',
    'pickOdds', 'pickOddsDisplay', 'pickLabel', 'formatAmerican', 'displayPick', 'formatGameTime', 'formatConfidence',
    'matchupShort', 'excerpt', 'rationaleParagraphs', 'newPickId', 'newPropId', 'isOpaqueId', 'buildPickText', 'isDisplayablePick',
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

describe('bookmakers', () => {
  const { bookTitle, FEATURED_BOOKS, DEFUNCT_BOOKS } = require('./bookmakers') as typeof import('./bookmakers');
  it('"remove defunct books from the featured list": no featured book is defunct (PointsBet US, SuperBook, ESPN BET are gone)', () => {
    for (const k of FEATURED_BOOKS) expect(DEFUNCT_BOOKS).not.toContain(k);
    expect(FEATURED_BOOKS).not.toContain('pointsbetus');
    expect(FEATURED_BOOKS).toHaveLength(6);
  });
  it('"no raw book key reaches prose or screens": every featured key and old key has a display name that is not the key', () => {
    for (const k of [...FEATURED_BOOKS, ...DEFUNCT_BOOKS, 'caesars']) expect(bookTitle(k)).not.toBe(k);
    expect(bookTitle('williamhill_us')).toBe('Caesars');
    expect(bookTitle('some_new_book_us')).toBe('Some New Book');
    expect(bookTitle('DraftKings')).toBe('DraftKings');
  });
});
