import { confidenceValue, FORMATTER_DEFAULT_TIME, homeFreePick, isDisplayablePick, PICK_FIELD_DEFAULTS, pickLeague } from './pick-display';

const good = { id: 'MLB-2026-04-01-yankees-0-abc', pick: 'Yankees -1.5 +135', rationale: 'Bats are hot.', confidence: 0.72 };

describe('picks that are emergency ids, or have an empty pick or rationale, are dropped from display', () => {
  it('a complete pick is shown', () => {
    expect(isDisplayablePick(good)).toBe(true);
  });

  it('emergency ids are dropped (id or pick_id)', () => {
    expect(isDisplayablePick({ ...good, id: 'emergency-1' })).toBe(false);
    expect(isDisplayablePick({ ...good, id: undefined, pick_id: 'pick-EMERGENCY-nba' })).toBe(false);
  });

  it('an empty pick or rationale is dropped', () => {
    expect(isDisplayablePick({ ...good, pick: '' })).toBe(false);
    expect(isDisplayablePick({ ...good, pick: '   ' })).toBe(false);
    expect(isDisplayablePick({ ...good, rationale: undefined })).toBe(false);
    expect(isDisplayablePick(null)).toBe(false);
  });
});

describe('confidence as 0..1', () => {
  it('reads numbers, percents and numeric text', () => {
    expect(confidenceValue(0.78)).toBe(0.78);
    expect(confidenceValue(78)).toBe(0.78);
    expect(confidenceValue('0.6')).toBe(0.6);
    expect(confidenceValue('78%')).toBe(0.78);
    expect(confidenceValue(1)).toBe(1);
  });

  it('anything else is no confidence', () => {
    for (const c of [undefined, null, '', 'High', -0.1, 101, NaN]) expect(confidenceValue(c)).toBeNull();
  });
});

describe('the home page shows only the single highest-confidence pick; picks without confidence are dropped there', () => {
  it('picks the highest confidence among displayable picks', () => {
    const picks = [
      { ...good, id: 'a', confidence: 0.7 },
      { ...good, id: 'b', confidence: '81%' },
      { ...good, id: 'emergency-c', confidence: 0.99 },
      { ...good, id: 'd', confidence: undefined },
      { ...good, id: 'e', confidence: 0.8 },
    ];
    expect(homeFreePick(picks)?.id).toBe('b');
  });

  it('a tie keeps the first one', () => {
    expect(homeFreePick([{ ...good, id: 'x' }, { ...good, id: 'y' }])?.id).toBe('x');
  });

  it('"the home page\'s free pick was a game a day away": with the card\'s date, the highest of that day\'s own games', () => {
    const today = { ...good, id: 'today', confidence: 0.61, gameTime: '2026-11-28T00:30:00Z' }; // 7:30 PM ET, 27 November
    const lateToday = { ...good, id: 'late', confidence: 0.58, game_time: new Date('2026-11-28T03:30:00Z') }; // 10:30 PM ET, same day
    const tomorrow = { ...good, id: 'tomorrow', confidence: 0.7, gameTime: '2026-11-29T00:00:00Z' };
    expect(homeFreePick([tomorrow, today, lateToday], '2026-11-27')?.id).toBe('today');
    // Without the date, or when the day has none of its own (late evening: the card is tomorrow's), the highest of all.
    expect(homeFreePick([tomorrow, today, lateToday])?.id).toBe('tomorrow');
    expect(homeFreePick([tomorrow], '2026-11-27')?.id).toBe('tomorrow');
    // The day's own picks count only when one of them could be the free pick.
    expect(homeFreePick([tomorrow, { ...today, confidence: undefined }], '2026-11-27')?.id).toBe('tomorrow');
  });

  it('no eligible pick -> null (the screen says new picks are coming)', () => {
    expect(homeFreePick([{ ...good, confidence: undefined }])).toBeNull();
    expect(homeFreePick([])).toBeNull();
    expect(homeFreePick(undefined)).toBeNull();
  });
});

describe('"Defaults when fields are missing: league NBA, time 9:30 PM ET, confidence 0.78, odds -110"', () => {
  test('the league falls back to the spec value only when missing or unreadable', () => {
    expect(pickLeague(undefined)).toBe('NBA');
    expect(pickLeague('  ')).toBe('NBA');
    expect(pickLeague('MLB')).toBe('MLB');
    expect(PICK_FIELD_DEFAULTS).toEqual({ league: 'NBA', time: '9:30 PM ET', confidence: 0.78, odds: -110 });
    expect(FORMATTER_DEFAULT_TIME).toBe('7:00 PM EST');
  });
});
