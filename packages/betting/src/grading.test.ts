import type { Result } from './betting-errors';
import {
  formatFinalScore,
  gradeMoneyline,
  gradePick,
  gradeProp,
  gradeSpread,
  gradeTotal,
  normaliseResult,
  parseFinalScore,
} from './grading';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.name}: ${r.error.message}`);
  return r.value;
}
const errorName = <T>(r: Result<T>) => (r.ok ? 'ok' : r.error.name);

describe('spread: picked score plus line against the other score', () => {
  it('home -1.5 wins 5-3, loses 4-3 (by one), and away +1.5 is the mirror', () => {
    expect(value(gradeSpread('home', -1.5, { home: 5, away: 3 }))).toBe('won');
    expect(value(gradeSpread('home', -1.5, { home: 4, away: 3 }))).toBe('lost');
    expect(value(gradeSpread('away', 1.5, { home: 4, away: 3 }))).toBe('won');
    expect(value(gradeSpread('away', 1.5, { home: 5, away: 3 }))).toBe('lost');
  });

  it('push at the line: home -7 winning by exactly 7', () => {
    expect(value(gradeSpread('home', -7, { home: 24, away: 17 }))).toBe('push');
    expect(value(gradeSpread('away', 7, { home: 24, away: 17 }))).toBe('push');
  });

  it('an underdog +3.5 that loses by 3 still wins the bet', () => {
    expect(value(gradeSpread('away', 3.5, { home: 101, away: 98 }))).toBe('won');
  });

  it('quarter lines, NaN lines and negative or fractional scores are named errors', () => {
    expect(errorName(gradeSpread('home', -0.25, { home: 1, away: 0 }))).toBe('InvalidLine');
    expect(errorName(gradeSpread('home', NaN, { home: 1, away: 0 }))).toBe('InvalidLine');
    expect(errorName(gradeSpread('home', -1.5, { home: -1, away: 0 }))).toBe('InvalidScore');
    expect(errorName(gradeSpread('home', -1.5, { home: 1.5, away: 0 }))).toBe('InvalidScore');
  });
});

describe('moneyline', () => {
  it('the picked team must outscore the other', () => {
    expect(value(gradeMoneyline('home', { home: 105, away: 98 }))).toBe('won');
    expect(value(gradeMoneyline('away', { home: 105, away: 98 }))).toBe('lost');
  });

  it('a tie pushes a 2-way moneyline (e.g. an NFL tie)', () => {
    expect(value(gradeMoneyline('home', { home: 20, away: 20 }))).toBe('push');
  });

  it('moneyline tie in a sport that allows draws: the 3-way draw side wins, home and away lose', () => {
    const draw = { home: 1, away: 1 };
    expect(value(gradeMoneyline('draw', draw, true))).toBe('won');
    expect(value(gradeMoneyline('home', draw, true))).toBe('lost');
    expect(value(gradeMoneyline('away', draw, true))).toBe('lost');
    expect(value(gradeMoneyline('draw', { home: 2, away: 1 }, true))).toBe('lost');
  });
});

describe('total: combined score against the line', () => {
  it('over wins above, under wins below', () => {
    expect(value(gradeTotal('over', 8.5, { home: 5, away: 4 }))).toBe('won');
    expect(value(gradeTotal('under', 8.5, { home: 5, away: 4 }))).toBe('lost');
    expect(value(gradeTotal('under', 220.5, { home: 105, away: 98 }))).toBe('won');
  });

  it('push at the line', () => {
    expect(value(gradeTotal('over', 9, { home: 5, away: 4 }))).toBe('push');
    expect(value(gradeTotal('under', 9, { home: 5, away: 4 }))).toBe('push');
  });

  it('a negative total is InvalidLine', () => {
    expect(errorName(gradeTotal('over', -1, { home: 0, away: 0 }))).toBe('InvalidLine');
  });
});

describe('gradePick(pick, { home, away })', () => {
  const score = { home: 105, away: 98 };

  it('dispatches spread, moneyline and total picks', () => {
    expect(value(gradePick({ type: 'spread', side: 'home', line: -7 }, score))).toBe('push');
    expect(value(gradePick({ type: 'spread', side: 'away', line: 6.5 }, score))).toBe('lost');
    expect(value(gradePick({ type: 'moneyline', side: 'home' }, score))).toBe('won');
    expect(value(gradePick({ type: 'total', side: 'over', line: 203 }, score))).toBe('push');
    expect(value(gradePick({ type: 'moneyline', side: 'draw', threeWay: true }, { home: 0, away: 0 }))).toBe('won');
  });

  it('a side that does not fit the type, or a missing line, is a named error', () => {
    expect(errorName(gradePick({ type: 'spread', side: 'over', line: 3 }, score))).toBe('InvalidPick');
    expect(errorName(gradePick({ type: 'total', side: 'home', line: 200 }, score))).toBe('InvalidPick');
    expect(errorName(gradePick({ type: 'moneyline', side: 'under' }, score))).toBe('InvalidPick');
    expect(errorName(gradePick({ type: 'spread', side: 'home' }, score))).toBe('InvalidLine');
    expect(errorName(gradePick({ type: 'total', side: 'over' }, score))).toBe('InvalidLine');
    expect(errorName(gradePick({ type: 'prop' } as never, score))).toBe('InvalidPick');
    expect(errorName(gradePick(null as never, score))).toBe('InvalidPick');
    expect(errorName(gradePick({ type: 'moneyline', side: 'home' }, null as never))).toBe('InvalidScore');
  });

  it('home and away spreads at the same line never both win (loop over scores)', () => {
    for (let home = 0; home <= 12; home++) {
      for (let away = 0; away <= 12; away++) {
        const h = value(gradePick({ type: 'spread', side: 'home', line: -1.5 }, { home, away }));
        const a = value(gradePick({ type: 'spread', side: 'away', line: 1.5 }, { home, away }));
        expect(new Set([h, a])).toEqual(new Set(['won', 'lost']));
      }
    }
  });
});

describe('prop: over wins above the line, push at the line, lost below; under mirrored', () => {
  it('over 1.5 hits', () => {
    expect(gradeProp('over', 1.5, 2)).toBe('won');
    expect(gradeProp('over', 1.5, 1)).toBe('lost');
    expect(gradeProp('over', 2, 2)).toBe('push');
  });

  it('under is mirrored, and Over/UNDER are read case-insensitively', () => {
    expect(gradeProp('under', 6.5, 5)).toBe('won');
    expect(gradeProp('Under', 6.5, 7)).toBe('lost');
    expect(gradeProp('UNDER', 6, 6)).toBe('push');
    expect(gradeProp(' Over ', 0.5, 1)).toBe('won');
  });

  it('numbers stored as text are read', () => {
    expect(gradeProp('over', '24.5', '25')).toBe('won');
  });

  it('missing actual or unknown direction -> pending', () => {
    expect(gradeProp('over', 1.5, null)).toBe('pending');
    expect(gradeProp('over', 1.5, undefined)).toBe('pending');
    expect(gradeProp('over', 1.5, NaN)).toBe('pending');
    expect(gradeProp('over', 1.5, 'n/a')).toBe('pending');
    expect(gradeProp('yes', 0.5, 1)).toBe('pending');
    expect(gradeProp(undefined, 0.5, 1)).toBe('pending');
    expect(gradeProp('over', undefined, 1)).toBe('pending');
  });
});

describe('normaliseResult: won/lost/push, fallbacks win->won, loss->lost, tie->push', () => {
  it.each([
    ['won', 'won'],
    ['lost', 'lost'],
    ['push', 'push'],
    ['win', 'won'],
    ['loss', 'lost'],
    ['tie', 'push'],
    ['WON', 'won'],
    [' Loss ', 'lost'],
  ])('%p -> %p', (raw, expected) => {
    expect(normaliseResult(raw)).toBe(expected);
  });

  it('unknown or empty -> null', () => {
    for (const raw of ['', '  ', 'pending', 'cancelled', null, undefined, 1]) expect(normaliseResult(raw)).toBeNull();
  });
});

describe("parseFinalScore accepts only digits-digits (e.g. '105-98')", () => {
  it("'105-98' is away 105, home 98 (read like 'away @ home')", () => {
    expect(value(parseFinalScore('105-98'))).toEqual({ away: 105, home: 98 });
    expect(value(parseFinalScore('0-0'))).toEqual({ away: 0, home: 0 });
  });

  it('anything else is InvalidScore', () => {
    for (const bad of ['105 - 98', '105-', '-98', '105:98', '10.5-98', ' 105-98', '105-98 F', '', null, 105]) {
      expect(errorName(parseFinalScore(bad))).toBe('InvalidScore');
    }
  });

  it('formatFinalScore writes away-home, and parse reads it back', () => {
    expect(value(formatFinalScore({ home: 98, away: 105 }))).toBe('105-98');
    expect(value(parseFinalScore(value(formatFinalScore({ home: 3, away: 11 }))))).toEqual({ home: 3, away: 11 });
    expect(errorName(formatFinalScore({ home: NaN, away: 1 }))).toBe('InvalidScore');
  });
});
