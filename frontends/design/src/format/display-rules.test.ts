import {
  countOf,
  easternDay,
  formatGameDay,
  formatShortDate,
  formatConfidence,
  formatGameTime,
  formatOdds,
  formatPercent,
  formatStreak,
  formatUnits,
  formatWinAmount,
  normaliseTimeText,
  oddsFromPickText,
  pickLabel,
  pickOdds,
  rationaleParagraphs,
  shortMatchup,
  toPercent,
  truncate,
  winRate,
} from './display-rules';

describe('pick display rules (spec section 5)', () => {
  test('"odds shown are the trailing signed integer of the pick text"', () => {
    expect(oddsFromPickText('Boston Celtics -4.5 -110')).toBe(-110);
    expect(oddsFromPickText('Giants ML +135')).toBe(135);
    expect(oddsFromPickText('Celtics -4.5')).toBeNull();
    expect(pickOdds(null, 'Giants ML +135')).toBe('+135');
    expect(pickOdds(-120, 'Giants ML +135')).toBe('-120');
  });

  test('"missing odds show N/A"; "a number without a sign gets a plus when zero or above"', () => {
    expect(pickOdds(undefined, 'Celtics -4.5')).toBe('N/A');
    expect(formatOdds(150)).toBe('+150');
    expect(formatOdds(0)).toBe('+0');
    expect(formatOdds('150')).toBe('+150');
    expect(formatOdds('-105')).toBe('-105');
    expect(formatOdds(Number.NaN)).toBe('N/A');
  });

  test('"the pick label is the text with trailing odds removed"; "missing pick shows MISSING PICK"', () => {
    expect(pickLabel('Boston Celtics -4.5 -110')).toBe('Boston Celtics -4.5');
    expect(pickLabel('Under 6.5 (-105)')).toBe('Under 6.5');
    expect(pickLabel('')).toBe('MISSING PICK');
    expect(pickLabel(null)).toBe('MISSING PICK');
  });

  test('"matchup: last word of away @ last word of home, else the game text, else TBD"', () => {
    expect(shortMatchup('Boston Celtics', 'New York Knicks')).toBe('Celtics @ Knicks');
    expect(shortMatchup(null, 'New York Knicks', 'Celtics at Knicks')).toBe('Celtics at Knicks');
    expect(shortMatchup(null, null, '  ')).toBe('TBD');
  });

  test('"confidence as a number shows as a rounded percent; a string is shown as given; default 75%"', () => {
    expect(formatConfidence(0.784)).toBe('78%');
    expect(formatConfidence(66)).toBe('66%');
    expect(formatConfidence('High')).toBe('High');
    expect(formatConfidence(null)).toBe('75%');
  });

  test('"game time gets ET appended if absent and a single-digit minute is zero-padded"; "missing time shows TBD"', () => {
    expect(normaliseTimeText('7:5 PM')).toBe('7:05 PM ET');
    expect(normaliseTimeText('7:10 PM EST')).toBe('7:10 PM EST');
    expect(normaliseTimeText('')).toBe('TBD');
    expect(formatGameTime(null, null, '7:10 PM EST')).toBe('7:10 PM EST');
  });

  test('times are US Eastern with real DST, not a fixed offset', () => {
    expect(formatGameTime('2025-01-15T00:30:00Z')).toBe('7:30 PM ET');
    expect(formatGameTime('2025-07-15T23:30:00Z')).toBe('7:30 PM ET');
  });

  test('"rationale truncation: 200 characters on the home front, 240 in the carousel"', () => {
    const long = 'word '.repeat(100).trim();
    const cut = truncate(long, 240);
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(243);
    expect(truncate('short', 200)).toBe('short');
  });

  test('"a rationale containing a bullet is shown as-is; one longer than 150 characters with sentence breaks is split"', () => {
    expect(rationaleParagraphs('• one • two')).toEqual(['• one • two']);
    expect(rationaleParagraphs('Short one. Two.')).toEqual(['Short one. Two.']);
    const long = 'Boston covers on the road more often than not this year, and the books know it. The Knicks are tired on a back-to-back! Is the line moving the right way? It is';
    expect(long.length).toBeGreaterThan(150);
    expect(rationaleParagraphs(long.slice(0, 134))).toHaveLength(1);
    expect(rationaleParagraphs(long)).toEqual([
      'Boston covers on the road more often than not this year, and the books know it.',
      'The Knicks are tired on a back-to-back!',
      'Is the line moving the right way?',
      'It is.',
    ]);
  });
});

describe('records and streaks', () => {
  test('"win rate everywhere is wins / (wins + losses), pushes excluded"; null with nothing decided', () => {
    expect(winRate(3, 1)).toBe(75);
    expect(winRate(0, 0)).toBeNull();
    expect(formatPercent(winRate(41, 33), 1)).toBe('55.4%');
    expect(formatPercent(null)).toBe('—');
  });

  test('ratios from the gateway become percents', () => {
    expect(toPercent(0.611)).toBeCloseTo(61.1);
    expect(toPercent(61.1)).toBe(61.1);
    expect(toPercent(null)).toBeNull();
  });

  test('"positive shows +N, negative shows the number, zero shows 0"', () => {
    expect(formatStreak(3)).toBe('+3');
    expect(formatStreak(-2)).toBe('-2');
    expect(formatStreak(0)).toBe('0');
  });

  test('units and the TOP WIN amount', () => {
    expect(formatUnits(5.53)).toBe('+5.5u');
    expect(formatUnits(-1.6)).toBe('−1.6u');
    expect(formatUnits(0)).toBe('0.0u');
    expect(formatWinAmount(165)).toBe('+$165');
    expect(formatWinAmount(90.909)).toBe('+$90.91');
  });
});

describe('dates and counts in Eastern (issue "The web on real React", item 3)', () => {
  test('"BetCard dates are UTC dates (Nov 24 for a Nov 23 ET game)" no more: an instant is shown on its Eastern day', () => {
    expect(formatShortDate('2026-11-24T01:10:00Z')).toBe('Nov 23');
    expect(formatShortDate('2026-11-24')).toBe('Nov 24');
    expect(easternDay('2026-11-24T01:10:00Z')).toBe('2026-11-23');
    expect(formatGameDay('2026-11-24T01:10:00Z')).toBe('Mon, Nov 23');
  });

  test('"1 picks" no more: one pick, two picks', () => {
    expect(countOf(1, 'pick')).toBe('1 pick');
    expect(countOf(2, 'pick')).toBe('2 picks');
    expect(countOf(0, 'pick')).toBe('0 picks');
  });
});
