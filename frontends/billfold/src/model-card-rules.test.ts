import report from '../../../artifacts/backtest/report.json';
import { clvText, leaguesOf, liveSignificance, picksForSignificance, verdict, type BacktestReport } from './model-card-rules';

describe('the model card reads the backtest report and the live rows', () => {
  test('every league of the committed report is shown, NBA, MLB, NFL first, with the report\'s own figures', () => {
    const rows = leaguesOf(report as unknown as BacktestReport);
    expect(rows.map((r) => r.league)).toEqual(['NBA', 'MLB', 'NFL']);
    for (const { r } of rows) {
      expect(r.gary.brier).toBeLessThanOrEqual(r.market.brier);
      expect(['better', 'same']).toContain(verdict(r));
    }
  });

  test('closing line value reads in its unit: probability points or spread points, n/a without both lines', () => {
    expect(clvText({ unit: 'probability', mean: 0.0024, ci95: [0.0016, 0.0032], beatCloseShare: 0.5 })).toBe('+0.24% (95%: +0.16% to +0.32%)');
    expect(clvText({ unit: 'spreadPoints', mean: -0.02, ci95: [-0.09, 0.06], beatCloseShare: 0.4 })).toBe('-0.02 pts (95%: -0.09 to +0.06)');
    expect(clvText(null)).toMatch(/^n\/a/);
  });

  test('"how many graded picks before its win rate is significant at the price paid", until reached', () => {
    // 60-40 at -110 every time: units = 60 x 0.9091 - 40 = 14.545; break-even 0.5238.
    const pending = liveSignificance({ record: { wins: 60, losses: 40, pushes: 2 }, unitsWon: 60 * (100 / 110) - 40 });
    expect(pending).toMatchObject({ state: 'pending', graded: 100 });
    if (pending.state !== 'pending') throw new Error('expected pending');
    expect(pending.breakEven).toBeCloseTo(110 / 210, 9);
    expect(pending.needed).toBe(picksForSignificance(0.6, 110 / 210));
    // (1.645 x 0.49943 / (0.6 - 0.52381))^2 = 116.3 -> 117
    expect(pending.needed).toBe(117);
    const reached = liveSignificance({ record: { wins: 120, losses: 80, pushes: 0 }, unitsWon: 120 * (100 / 110) - 80 });
    expect(reached).toMatchObject({ state: 'reached', graded: 200, needed: 117 });
    expect(liveSignificance({ record: { wins: 50, losses: 50, pushes: 0 }, unitsWon: 50 * (100 / 110) - 50 }).state).toBe('below');
    expect(liveSignificance({ record: { wins: 0, losses: 0, pushes: 0 }, unitsWon: 0 }).state).toBe('none');
  });
});
