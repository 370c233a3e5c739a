import type { Result } from './betting-errors';
import { nhlSeasonId, seasonYear } from './season';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.name}: ${r.error.message}`);
  return r.value;
}
const errorName = <T>(r: Result<T>) => (r.ok ? 'ok' : r.error.name);
const at = (iso: string) => new Date(iso);

describe('seasonYear: the previous year when the month is January to June (MLB) / June or earlier (NBA)', () => {
  it.each(['MLB', 'NBA'] as const)('%s: every month of 2026', (sport) => {
    for (let month = 1; month <= 12; month++) {
      const now = new Date(Date.UTC(2026, month - 1, 15, 17));
      expect(value(seasonYear(sport, now))).toBe(month <= 6 ? 2025 : 2026);
    }
  });

  it('the cut-off is the Eastern calendar: 23:30 EDT on June 30 is still June', () => {
    expect(value(seasonYear('NBA', at('2026-07-01T03:30:00Z')))).toBe(2025);
    expect(value(seasonYear('NBA', at('2026-07-01T04:00:00Z')))).toBe(2026);
  });

  it('NFL: January to August still reads the season that kicked off the previous September', () => {
    expect(value(seasonYear('NFL', at('2026-02-08T23:00:00Z')))).toBe(2025);
    expect(value(seasonYear('NFL', at('2026-08-31T16:00:00Z')))).toBe(2025);
    expect(value(seasonYear('NFL', at('2026-09-10T16:00:00Z')))).toBe(2026);
  });

  it('an unknown sport is UnknownSport; an invalid Date is InvalidDate', () => {
    expect(errorName(seasonYear('EPL' as never, at('2026-01-01T12:00:00Z')))).toBe('UnknownSport');
    expect(errorName(seasonYear('MLB', new Date(NaN)))).toBe('InvalidDate');
  });
});

describe('nhlSeasonId: the integer 20252026 form; a season starts in October', () => {
  it('January to September 2026 is 20252026', () => {
    for (let month = 1; month <= 9; month++) {
      expect(value(nhlSeasonId(new Date(Date.UTC(2026, month - 1, 15, 17))))).toBe(20252026);
    }
  });

  it('October to December 2026 is 20262027', () => {
    for (let month = 10; month <= 12; month++) {
      expect(value(nhlSeasonId(new Date(Date.UTC(2026, month - 1, 15, 17))))).toBe(20262027);
    }
  });

  it('the boundary is Eastern midnight starting October 1 (04:00 UTC)', () => {
    expect(value(nhlSeasonId(at('2026-10-01T03:59:59Z')))).toBe(20252026);
    expect(value(nhlSeasonId(at('2026-10-01T04:00:00Z')))).toBe(20262027);
  });

  it('an invalid Date is InvalidDate', () => {
    expect(errorName(nhlSeasonId(new Date('x')))).toBe('InvalidDate');
  });
});
