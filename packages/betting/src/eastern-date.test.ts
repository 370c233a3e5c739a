import { easternToday, isEasternDate, parseEasternDate } from './eastern-date';

describe('EasternDate: "parse YYYY-MM-DD strictly once at the edge: a real calendar date, a sane year range"', () => {
  it('accepts real calendar days, leap days included', () => {
    expect(parseEasternDate('2026-04-01')).toEqual({ ok: true, value: '2026-04-01' });
    expect(parseEasternDate('2028-02-29').ok).toBe(true);
    expect(parseEasternDate('2000-01-01').ok).toBe(true);
    expect(parseEasternDate('2100-12-31').ok).toBe(true);
  });

  it('refuses 2026-02-30 (Date.parse accepts it), 2027-02-29, month 13 and day 00', () => {
    expect(Number.isNaN(Date.parse('2026-02-30'))).toBe(false);
    for (const bad of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '2026-04-00', '2026-04-31']) {
      const r = parseEasternDate(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toContain('does not exist');
    }
  });

  it('refuses years outside 2000-2100 (9999-12-31 overflows a day window)', () => {
    for (const bad of ['9999-12-31', '0000-01-01', '1999-12-31', '2101-01-01']) expect(isEasternDate(bad)).toBe(false);
  });

  it('refuses other shapes, other types, NUL bytes and whitespace, and quotes at most 40 characters', () => {
    for (const bad of ['2026-4-1', '20260401', ' 2026-04-01', '2026-04-01\u0000', '2026-04-01T00:00:00Z', '', 'today', 20260401, null, undefined, ['2026-04-01']]) {
      expect(isEasternDate(bad)).toBe(false);
    }
    const long = parseEasternDate('x'.repeat(5000));
    expect(!long.ok && long.error.message.length).toBeLessThan(120);
  });

  it("easternToday is New York's date, not UTC's", () => {
    expect(easternToday(new Date('2026-04-02T03:30:00Z'))).toEqual({ ok: true, value: '2026-04-01' });
  });
});
