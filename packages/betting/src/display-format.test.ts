import { countOf, easternDayOf, easternLongDate, formatGameDay, formatPercent, formatRecord, formatShortDate, formatUnits, formatWinAmount, pickState } from './display-format';
import { decidedWinRate, formatWinRateRecord } from './records';

describe('records on screen', () => {
  test('"win rate everywhere is wins / (wins + losses), pushes excluded"; with no data, say so', () => {
    expect(decidedWinRate(3, 1)).toBe(0.75);
    expect(decidedWinRate(0, 0)).toBeNull();
    expect(decidedWinRate(-1, 2)).toBeNull();
    expect(formatWinRateRecord(41, 33)).toBe('55.4%');
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(61.06, 1)).toBe('61.1%');
  });

  test('a record shows pushes only when there are any', () => {
    expect(formatRecord({ wins: 3, losses: 1 })).toBe('3-1');
    expect(formatRecord({ wins: 3, losses: 1, pushes: 0 })).toBe('3-1');
    expect(formatRecord({ wins: 3, losses: 1, pushes: 2 })).toBe('3-1-2');
  });

  test('units and the TOP WIN amount', () => {
    expect(formatUnits(5.53)).toBe('+5.5u');
    expect(formatUnits(-1.6)).toBe('−1.6u');
    expect(formatUnits(0)).toBe('0.0u');
    expect(formatUnits(null)).toBe('—');
    expect(formatWinAmount(165)).toBe('+$165');
    expect(formatWinAmount(90.909)).toBe('+$90.91');
    expect(formatWinAmount(undefined)).toBe('+$0');
  });

  test('"1 picks" no more: one pick, two picks', () => {
    expect(countOf(1, 'pick')).toBe('1 pick');
    expect(countOf(2, 'pick')).toBe('2 picks');
    expect(countOf(0, 'pick')).toBe('0 picks');
  });
});

describe('"Times shown in US Eastern"', () => {
  test('"BetCard dates are UTC dates (Nov 24 for a Nov 23 ET game)" no more: an instant is shown on its Eastern day', () => {
    expect(formatShortDate('2026-11-24T01:10:00Z')).toBe('Nov 23');
    expect(formatShortDate('2026-11-24')).toBe('Nov 24');
    expect(formatShortDate(null)).toBe('—');
    expect(easternDayOf('2026-11-24T01:10:00Z')).toBe('2026-11-23');
    expect(easternDayOf('not a date')).toBeNull();
    expect(formatGameDay('2026-11-24T01:10:00Z')).toBe('Mon, Nov 23');
    expect(formatGameDay(null)).toBeNull();
    expect(easternLongDate(new Date('2025-06-04T02:00:00Z'))).toBe('June 3, 2025');
  });

  test('"a started game still offers Bet and Fade" no more: graded is FINAL, started or past its start is LIVE', () => {
    const now = Date.parse('2026-11-23T20:00:00Z');
    expect(pickState({ status: 'graded' }, now)).toBe('final');
    expect(pickState({ status: 'started' }, now)).toBe('live');
    expect(pickState({ status: 'open', gameTime: '2026-11-23T19:00:00Z' }, now)).toBe('live');
    expect(pickState({ status: 'open', gameTime: '2026-11-24T00:00:00Z' }, now)).toBe('open');
    expect(pickState({}, now)).toBe('open');
  });
});
