import { confidenceValue, FORMATTER_DEFAULT_TIME, isDisplayablePick, PICK_FIELD_DEFAULTS, pickLeague } from './pick-display';

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

describe('"Defaults when fields are missing: league NBA, time 9:30 PM ET, confidence 0.78, odds -110"', () => {
  test('the league falls back to the spec value only when missing or unreadable', () => {
    expect(pickLeague(undefined)).toBe('NBA');
    expect(pickLeague('  ')).toBe('NBA');
    expect(pickLeague('MLB')).toBe('MLB');
    expect(PICK_FIELD_DEFAULTS).toEqual({ league: 'NBA', time: '9:30 PM ET', confidence: 0.78, odds: -110 });
    expect(FORMATTER_DEFAULT_TIME).toBe('7:00 PM EST');
  });
});
