import { callRecordMessage, callRecords } from './call-records';
import type { GradedPick } from './billfold';

const g = (o: Partial<GradedPick>): GradedPick => ({
  pickId: o.pickId ?? 'p', date: '2026-11-20', league: 'MLB', result: 'won', pickText: 'Yankees ML +120', matchup: 'BOS @ NYY', odds: 120, type: 'moneyline', confidence: 0.5, closingNoVig: null, ...o,
});
const NOW = new Date('2026-11-27T18:00:00Z');

describe('the Billfold\'s Bets and Leans', () => {
  it('"report Bets and Leans as separate records": units, ROI and CLV of each from its own picks', () => {
    const picks = [
      g({ pickId: 'b1', classification: 'bet', result: 'won', odds: 120, closingNoVig: 0.5 }),
      g({ pickId: 'b2', classification: 'bet', result: 'lost', odds: -110, closingNoVig: 0.5 }),
      g({ pickId: 'l1', classification: 'lean', result: 'lost', odds: -150 }),
      g({ pickId: 'l2', classification: 'lean', result: 'push', odds: -110 }),
      // Before the call was kept, and scratched picks: in neither record.
      g({ pickId: 'old', classification: null, result: 'won' }),
      g({ pickId: 'void', classification: 'bet', result: 'void' }),
    ];
    const r = callRecords(picks, 'all', NOW);
    expect(r.bets).toMatchObject({ count: 2, wins: 1, losses: 1, pushes: 0, units: 0.2, roi: 0.1 });
    expect(r.bets.roiCi95![0]).toBeLessThanOrEqual(0.1);
    // CLV: the close's no-vig minus the price's break-even (0.5 - 100/220 and 0.5 - 110/210).
    expect(r.bets.clv!.mean).toBeCloseTo(((0.5 - 100 / 220) + (0.5 - 110 / 210)) / 2, 4);
    expect(r.leans).toMatchObject({ count: 2, wins: 0, losses: 1, pushes: 1, units: -1, roi: -0.5, clv: null });
  });
  it('"honest empty states": no Bets is a record of none, with no ROI (not 0%)', () => {
    const r = callRecords([g({ classification: 'lean', result: 'won' })], 'all', NOW);
    expect(r.bets).toMatchObject({ count: 0, roi: null, roiCi95: null, clv: null });
    expect(callRecordMessage(r.bets)).toEqual({ count: 0, wins: 0, losses: 0, pushes: 0, units: 0, clvN: 0 });
  });
  it('a range keeps only its picks', () => {
    const r = callRecords([g({ classification: 'bet', date: '2026-01-02' }), g({ classification: 'bet', date: '2026-11-25' })], '7d', NOW);
    expect(r.bets.count).toBe(1);
  });
});
