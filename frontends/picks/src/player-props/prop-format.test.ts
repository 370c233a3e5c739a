import { apiProp } from '@gary/design/src/api/api-fixtures';
import { earlyDate, propsLeaguesLine, propsLoadMessage } from './player-props-page';
import { analysisBullets, formatEv, propLeanLabel, propPickText } from './prop-format';

describe('prop card format', () => {
  test('the pick reads player, side, line and market', () => {
    expect(propPickText(apiProp({ league: 'MLB', player: 'Logan Webb', bet: 'over', line: 5.5, prop: 'strikeouts' }))).toBe('Logan Webb OVER 5.5 strikeouts');
    expect(propPickText(apiProp({ league: 'MLB' }))).toBe('MISSING PICK');
  });

  test('"titles don\'t repeat the line": the engine\'s prop "points 0.5" reads UNDER 0.5 points, not UNDER 0.5 points 0.5', () => {
    expect(propPickText(apiProp({ league: 'NBA', player: 'Jalen Brunson', bet: 'under', line: 0.5, prop: 'points 0.5' }))).toBe('Jalen Brunson UNDER 0.5 points');
    expect(propPickText(apiProp({ league: 'NBA', player: 'A B', bet: 'over', line: 5, prop: 'threes 5' }))).toBe('A B OVER 5 threes');
    // A number that is not the line stays.
    expect(propPickText(apiProp({ league: 'NBA', player: 'A B', bet: 'over', line: 1.5, prop: 'points+rebounds 10.5' }))).toBe('A B OVER 1.5 points+rebounds 10.5');
  });

  test('"a negative-EV prop says it is a lean": the card labels EV at or under zero, never a positive one', () => {
    expect(propLeanLabel(-0.59)).toBe('Lean: the price is below the fair number');
    expect(propLeanLabel(0)).toBe('Lean: the price is below the fair number');
    expect(propLeanLabel(2.4)).toBeNull();
    expect(propLeanLabel(null)).toBeNull();
  });

  test('"Prop EV is shown 100 times too large" no more: EV in dollars per $100 is that percent (-0.59 per $100 is -0.6%, not -59.0%)', () => {
    expect(formatEv(-0.59)).toBe('-0.6%');
    expect(formatEv(2.4)).toBe('+2.4%');
    expect(formatEv(0.043)).toBe('0.0%');
    expect(formatEv(null)).toBe('N/A');
  });

  test('analysis arrives as a list (the shared schema: never bulleted text); blank lines are dropped', () => {
    expect(analysisBullets(['a', ' ', 'b'])).toEqual(['a', 'b']);
    expect(analysisBullets(undefined)).toEqual([]);
  });
});

test('"the props banner says NBA & MLB only - NFL coming while NHL props are shown" no more: it names the leagues generated', () => {
  expect(propsLeaguesLine([{ league: 'NBA' }, { league: 'NHL' }, { league: 'NBA' }])).toBe("Today's props cover NBA, NHL.");
  expect(propsLeaguesLine([])).toBe('No props have been generated for today yet.');
  expect(propsLeaguesLine([{ league: 'NBA' }], '2026-11-28')).toBe("No props for today. These are tomorrow's (Nov 28), made early; they cover NBA.");
});

describe('the two props load messages of the error catalogue', () => {
  test('"Unable to load prop picks. Please try refreshing the page." when the service cannot be reached; "Error loading prop picks. Please try again." otherwise', () => {
    for (const status of [0, 502, 503, 504]) expect(propsLoadMessage({ status })).toBe('Unable to load prop picks. Please try refreshing the page.');
    for (const status of [400, 401, 429, 500]) expect(propsLoadMessage({ status })).toBe('Error loading prop picks. Please try again.');
  });
});

test('props dated after today (US Eastern) are tomorrow\'s, made early; today\'s and yesterday\'s are not', () => {
  const lateEvening = new Date('2026-11-27T04:30:00Z'); // 11:30 PM Eastern on 26 November
  expect(earlyDate('2026-11-27', lateEvening)).toBe('2026-11-27');
  expect(earlyDate('2026-11-26', lateEvening)).toBeNull();
  expect(earlyDate('2026-11-25', lateEvening)).toBeNull();
  expect(earlyDate(undefined, lateEvening)).toBeNull();
});
