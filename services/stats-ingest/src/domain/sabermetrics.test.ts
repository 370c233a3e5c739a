import { fip, formatRate, inningsToOuts, outsToInnings, parseInnings, parseRate, woba, WOBA_WEIGHTS } from './sabermetrics';
import { seasonOf } from './season';

describe('innings', () => {
  it("'.1/.2' innings are thirds", () => {
    expect(parseInnings('166.0')).toBe(166);
    expect(parseInnings('40.1')).toBeCloseTo(40.3333, 4);
    expect(parseInnings('349.2')).toBeCloseTo(349.6667, 4);
    expect(inningsToOuts('6.2')).toBe(20);
    expect(outsToInnings(20)).toBe('6.2');
  });
  it('rejects text that is not innings', () => {
    expect(parseInnings('6.5')).toBeNull();
    expect(parseInnings('-.--')).toBeNull();
    expect(parseInnings(undefined)).toBeNull();
  });
});

describe('FIP', () => {
  it("'FIP = (13*HR + 3*(BB+HBP) - 2*K)/IP + 3.1'", () => {
    expect(fip({ homeRuns: 14, walks: 44, hitByPitch: 2, strikeouts: 219, inningsPitched: 166 })).toBeCloseTo((182 + 138 - 438) / 166 + 3.1, 10);
    expect(fip({ homeRuns: 1, walks: 1, hitByPitch: 0, strikeouts: 0, inningsPitched: 1 })).toBeCloseTo(13 + 3 + 3.1, 10);
  });
  it('no innings, no FIP', () => {
    expect(fip({ homeRuns: 0, walks: 0, hitByPitch: 0, strikeouts: 0, inningsPitched: 0 })).toBeNull();
  });
});

describe('wOBA with fixed weights', () => {
  it('weights unintentional walks, HBP and each hit type over AB + BB - IBB + SF + HBP', () => {
    const line = { atBats: 500, walks: 60, intentionalWalks: 5, hitByPitch: 5, sacFlies: 5, hits: 150, doubles: 30, triples: 3, homeRuns: 25 };
    const w = WOBA_WEIGHTS;
    const expected = (w.walk * 55 + w.hitByPitch * 5 + w.single * 92 + w.double * 30 + w.triple * 3 + w.homeRun * 25) / (500 + 55 + 5 + 5);
    expect(woba(line)).toBeCloseTo(expected, 10);
    expect(woba(line)).toBeCloseTo(0.381, 3);
  });
  it('no plate appearances or impossible hit counts give null', () => {
    expect(woba({ atBats: 0, walks: 0, intentionalWalks: 0, hitByPitch: 0, sacFlies: 0, hits: 0, doubles: 0, triples: 0, homeRuns: 0 })).toBeNull();
    expect(woba({ atBats: 10, walks: 0, intentionalWalks: 0, hitByPitch: 0, sacFlies: 0, hits: 1, doubles: 1, triples: 0, homeRuns: 1 })).toBeNull();
  });
});

describe('rates as strings', () => {
  it('parses the API strings and placeholders', () => {
    expect(parseRate('.203')).toBe(0.203);
    expect(parseRate('2.33')).toBe(2.33);
    expect(parseRate('-.--')).toBeNull();
    expect(parseRate('.---')).toBeNull();
    expect(formatRate(0.2641, 'average')).toBe('.264');
    expect(formatRate(1.0, 'average')).toBe('1.000');
    expect(formatRate(2.3349, 'era')).toBe('2.33');
  });
});

describe('seasons', () => {
  it("NBA: 'Season is the previous year when month is June or earlier'", () => {
    expect(seasonOf('NBA', '2026-06-30')).toBe(2025);
    expect(seasonOf('NBA', '2026-07-01')).toBe(2026);
    expect(seasonOf('NBA', '2025-11-02')).toBe(2025);
  });
  it("MLB: 'the previous year when month is January to June (MLB data client)'", () => {
    expect(seasonOf('MLB', '2026-03-01')).toBe(2025);
    expect(seasonOf('MLB', '2026-06-30')).toBe(2025);
    expect(seasonOf('MLB', '2026-07-01')).toBe(2026);
  });
  it('NHL seasons start in October; NFL reads the last kickoff season until September', () => {
    expect(seasonOf('NHL', '2025-10-01')).toBe(2025);
    expect(seasonOf('NHL', '2026-04-10')).toBe(2025);
    expect(seasonOf('NFL', '2026-08-31')).toBe(2025);
    expect(seasonOf('NFL', '2026-09-01')).toBe(2026);
  });
});
