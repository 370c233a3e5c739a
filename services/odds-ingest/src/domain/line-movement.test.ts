import { lineMovementReport } from './line-movement';
import type { BookmakerOdds, GameOdds } from './odds-types';

const book = (key: string, home: number, away: number, extra: Partial<BookmakerOdds['markets']> = {}): BookmakerOdds => ({
  key, title: key.toUpperCase(), lastUpdate: null, markets: { h2h: { home, away }, ...extra },
});
const game = (bookmakers: BookmakerOdds[]): GameOdds => ({
  id: 'g1', sport: 'basketball_nba', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', commenceTime: '2025-01-16T00:30:00Z', bookmakers,
});

// Implied probabilities: +100 = 0.5, +145 = 0.408, +150 = 0.4, +155 = 0.392, +300 = 0.25.
const report = (books: BookmakerOdds[]) => {
  const r = lineMovementReport(game(books));
  if (!r.ok) throw new Error(r.error.message);
  return r.report;
};

describe('line movement', () => {
  it("'Discrepancy above 0.10 reads as significant movement': exactly 0.10 is not significant", () => {
    const r = report([book('fanduel', -110, 100), book('draftkings', -110, 150)]);
    expect(r.moneyline.discrepancy).toBe(0.1);
    expect(r.moneyline.analysis).toBe('No significant line movement');
  });

  it('just below 0.10 is not significant, just above is', () => {
    expect(report([book('fanduel', -110, 100), book('draftkings', -110, 145)]).moneyline.analysis).toBe('No significant line movement');
    const above = report([book('fanduel', -110, 100), book('draftkings', -110, 155)]);
    expect(above.moneyline.discrepancy).toBeCloseTo(0.1078, 4);
    expect(above.moneyline.analysis).toBe('Significant line movement detected');
  });

  it("'A recommended bet needs discrepancy above 0.15': exactly 0.15 recommends nothing", () => {
    const r = report([book('fanduel', -110, 300), book('betmgm', -110, 150)]);
    expect(r.moneyline.discrepancy).toBe(0.15);
    expect(r.moneyline.analysis).toBe('Significant line movement detected');
    expect(r.recommendedBets).toEqual([]);
  });

  it('just below 0.15 recommends nothing; just above recommends the best price with confidence min(discrepancy*2, 0.9)', () => {
    expect(report([book('fanduel', -110, 300), book('betmgm', -110, 155)]).recommendedBets).toEqual([]);
    const r = report([book('fanduel', -110, 300), book('betmgm', -110, 145)]);
    expect(r.moneyline.bestOption).toEqual({ name: 'New York Knicks', point: null, price: 300, bookmaker: 'FANDUEL' });
    expect(r.recommendedBets).toEqual([{
      market: 'moneyline',
      recommendation: 'Consider New York Knicks @ +300 with FANDUEL',
      reason: '15.8% discrepancy between bookmakers',
      confidence: 0.32,
    }]);
  });

  it('confidence is capped at 0.9', () => {
    const r = report([book('fanduel', -110, 900), book('betmgm', -110, 100)]);
    expect(r.moneyline.discrepancy).toBeCloseTo(0.4, 6);
    expect(r.recommendedBets[0]!.confidence).toBe(0.8);
    const wider = report([book('fanduel', -110, 2000), book('betmgm', -110, -200)]);
    expect(wider.recommendedBets[0]!.confidence).toBe(0.9);
  });

  it("'At least 2 of the listed bookmakers are needed': one listed book is an error, books outside the list do not count", () => {
    const r = lineMovementReport(game([book('fanduel', -110, 100), book('unibet', -110, 150), book('bovada', -120, 110)]));
    expect(r).toEqual({ ok: false, error: { name: 'NotEnoughBookmakers', message: 'Not enough bookmakers available for meaningful analysis' } });
    expect(lineMovementReport(game([book('fanduel', -110, 100), book('betrivers', -110, 150)])).ok).toBe(true);
  });

  it("no bookmakers at all: 'No odds data available for this event'", () => {
    expect(lineMovementReport(game([]))).toEqual({ ok: false, error: { name: 'NoOddsData', message: 'No odds data available for this event' } });
  });

  it('a market only one book prices gets no comparison, and spreads/totals compare the same point only', () => {
    const r = report([
      book('fanduel', -110, 100, { spreads: { home: { point: -3.5, price: -110 }, away: { point: 3.5, price: -110 } }, totals: { point: 220.5, over: -110, under: -110 } }),
      book('draftkings', -110, 100, { spreads: { home: { point: -3.5, price: 120 }, away: { point: 3.5, price: -150 } } }),
    ]);
    expect(r.totals).toMatchObject({ discrepancy: 0, bestOption: null, analysis: 'Not enough bookmakers for comparison' });
    expect(r.spreads.bookmakers).toHaveLength(2);
    // home -3.5: -110 (0.524) vs +120 (0.455) = 0.069; away +3.5: -110 vs -150 (0.6) = 0.076
    expect(r.spreads.discrepancy).toBeCloseTo(0.0762, 4);
    expect(r.spreads.bestOption).toEqual({ name: 'New York Knicks', point: 3.5, price: -110, bookmaker: 'FANDUEL' });
    expect(r.event).toEqual({ id: 'g1', sport: 'basketball_nba', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', commenceTime: '2025-01-16T00:30:00Z' });
  });

  it('a spreads recommendation names the point', () => {
    const r = report([
      book('fanduel', -110, 100, { spreads: { home: { point: -3.5, price: -110 }, away: { point: 3.5, price: 200 } } }),
      book('draftkings', -110, 100, { spreads: { home: { point: -3.5, price: -110 }, away: { point: 3.5, price: -110 } } }),
    ]);
    expect(r.recommendedBets.map((b) => b.recommendation)).toEqual(['Consider New York Knicks +3.5 @ +200 with FANDUEL']);
  });
});
