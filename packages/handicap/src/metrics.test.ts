import { betProfit, bootstrapMean, brier, calibration, logLoss, meanInterval, picksForSignificance, wilson } from './metrics';

describe('backtest metrics, each against values computed by hand', () => {
  it('Brier score: the mean squared gap between probability and outcome', () => {
    // (0.8-1)^2 = 0.04, (0.3-0)^2 = 0.09, (0.6-0)^2 = 0.36 -> 0.49 / 3
    expect(brier([0.8, 0.3, 0.6], [1, 0, 0])).toBeCloseTo(0.49 / 3, 12);
    expect(brier([0.5, 0.5], [1, 0])).toBe(0.25);
  });

  it('log loss: the mean of -ln(probability given to what happened)', () => {
    // -(ln 0.8 + ln 0.7 + ln 0.4) / 3
    expect(logLoss([0.8, 0.3, 0.6], [1, 0, 0])).toBeCloseTo(-(Math.log(0.8) + Math.log(0.7) + Math.log(0.4)) / 3, 12);
    expect(logLoss([0.5], [0])).toBeCloseTo(Math.LN2, 12);
  });

  it('calibration intervals by Wilson: 60 of 100 gives 0.5020 to 0.6906', () => {
    const [lo, hi] = wilson(60, 100);
    expect(lo).toBeCloseTo(0.502, 3);
    expect(hi).toBeCloseTo(0.6906, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('calibration bins hold the mean prediction, the win share and the count of their games', () => {
    const bins = calibration([0.55, 0.58, 0.52, 0.71, 0.05], [1, 0, 1, 1, 0]);
    expect(bins.map((b) => [b.from, b.n])).toEqual([
      [0, 1],
      [0.5, 3],
      [0.7000000000000001, 1],
    ]);
    expect(bins[1]!.predicted).toBeCloseTo((0.55 + 0.58 + 0.52) / 3, 12);
    expect(bins[1]!.actual).toBeCloseTo(2 / 3, 12);
    expect(bins[1]!.ci95).toEqual(wilson(2, 3));
  });

  it('a mean with its normal 95% interval: 1.96 standard errors either side', () => {
    // xs 1,2,3,4: mean 2.5, sample variance 5/3, se sqrt(5/12)
    const m = meanInterval([1, 2, 3, 4]);
    expect(m.mean).toBe(2.5);
    expect(m.ci95[0]).toBeCloseTo(2.5 - 1.96 * Math.sqrt(5 / 12), 12);
    expect(m.ci95[1]).toBeCloseTo(2.5 + 1.96 * Math.sqrt(5 / 12), 12);
  });

  it('ROI intervals by bootstrap: the same bets give the same interval, and it brackets the mean', () => {
    const bets = Array.from({ length: 400 }, (_, i) => (i % 5 < 3 ? 0.909 : -1));
    const a = bootstrapMean(bets);
    expect(bootstrapMean(bets)).toEqual(a);
    const mean = bets.reduce((x, y) => x + y, 0) / bets.length;
    expect(a[0]).toBeLessThan(mean);
    expect(a[1]).toBeGreaterThan(mean);
    // The bootstrap's spread is close to the normal one for a sample this size.
    const normal = meanInterval(bets);
    expect(a[1] - a[0]).toBeGreaterThan((normal.ci95[1] - normal.ci95[0]) * 0.85);
    expect(a[1] - a[0]).toBeLessThan((normal.ci95[1] - normal.ci95[0]) * 1.15);
  });

  it('a 1-unit bet wins the price (+150 -> 1.5, -200 -> 0.5), loses 1, pushes 0', () => {
    expect(betProfit('win', 150)).toBe(1.5);
    expect(betProfit('win', -200)).toBe(0.5);
    expect(betProfit('loss', -200)).toBe(-1);
    expect(betProfit('push', 150)).toBe(0);
  });

  it('picks before a win rate is significant at the price paid: (1.645 sqrt(b(1-b)) / (p - b))^2', () => {
    // -110 breaks even at 0.52381; a 55% win rate needs (1.645*0.49943/0.02619)^2 = 984.1 -> 985
    expect(picksForSignificance(0.55, 110 / 210)).toBe(985);
    expect(picksForSignificance(0.5, 110 / 210)).toBeNull();
  });
});
