import { bottomLineOf, leanClvBySeason, recordOf, unseenEdgeOf, type GradedPick } from './report-records';

const pick = (season: string, clv: number | null, result: GradedPick['result'] = 'win', classification: GradedPick['classification'] = 'lean'): GradedPick => ({
  season, classification, result, profit: result === 'win' ? 0.9 : result === 'loss' ? -1 : 0, clv,
});

describe('the report\'s records and bottom line are computed from the graded picks', () => {
  it('Bets and Leans are separate records with their own units, ROI and CLV', () => {
    const picks = [pick('2015', 0.01, 'win', 'bet'), pick('2015', -0.01, 'loss'), pick('2016', 0.02, 'win')];
    const bets = recordOf(picks.filter((p) => p.classification === 'bet'));
    const leans = recordOf(picks.filter((p) => p.classification === 'lean'));
    expect(bets).toMatchObject({ count: 1, wins: 1, losses: 0, units: 0.9, roi: 0.9 });
    expect(leans).toMatchObject({ count: 2, wins: 1, losses: 1, units: -0.1, roi: -0.05 });
    expect(leans.clv!.mean).toBeCloseTo(0.005, 6);
    expect(recordOf([])).toEqual({ count: 0, wins: 0, losses: 0, pushes: 0, units: 0, roi: null, roiCi95: null, clv: null });
    expect(leanClvBySeason(picks, ['2014', '2015', '2016'])).toEqual({ '2014': null, '2015': expect.objectContaining({ n: 1, mean: -0.01 }), '2016': expect.objectContaining({ n: 1, mean: 0.02 }) });
  });

  it('says "an edge" only when the leans\' CLV on unseen seasons has its 95% interval above 0, else "no edge"', () => {
    const strong = Array.from({ length: 200 }, (_, i) => pick(i % 2 ? '2015' : '2016', 0.004 + (i % 5) * 0.001));
    const u = unseenEdgeOf([...strong, pick('2014', -0.5)], ['2015', '2016'], 'probability');
    expect(u.edge).toBe(true);
    expect(u.leanClv!.n).toBe(200);
    const line = bottomLineOf('MLB', u, { gary: 0.2435, market: 0.2435 }, 0);
    expect(line).toMatch(/^MLB: an edge in where the line moves on 2015-2016, seasons he was not fitted on: his leans beat the close by \+0\.60 points/);
    expect(line).toMatch(/his probabilities are the market's/);
    expect(line).toMatch(/no pick was a Bet/);

    const noisy = Array.from({ length: 200 }, (_, i) => pick('2015', i % 2 ? 0.02 : -0.019));
    const n = unseenEdgeOf(noisy, ['2015'], 'probability');
    expect(n.edge).toBe(false);
    expect(bottomLineOf('NBA', n, { gary: 0.2, market: 0.2 }, 0)).toMatch(/^NBA: no edge on 2015, seasons he was not fitted on: his leans gained \+0\.05 points/);
    expect(bottomLineOf('NBA', unseenEdgeOf(noisy.map((p) => ({ ...p, clv: null })), ['2015'], null), { gary: 0.2, market: 0.2 }, 0)).toMatch(/^NBA: no edge .*no opening and closing line/);
  });
});
