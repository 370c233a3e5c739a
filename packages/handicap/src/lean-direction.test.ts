import type { HistoricalGame } from './historical-game';
import { LEAN_MIN_GAMES, learnLeanDirection, leanDecision, sideClosingLineValue } from './lean-direction';
import { seededRandom } from './stats';
import { walkForward } from './walk-forward';

// Five games a day for 40 days; the opening line is even and the close moves toward the home side
// by a noisy amount (mean +2 points of probability), so the home side beats the close on average.
function days(seed = 3, days = 40): HistoricalGame[] {
  const rand = seededRandom(seed);
  const games: HistoricalGame[] = [];
  for (let d = 0; d < days; d++) {
    for (let k = 0; k < 5; k++) {
      const toHome = rand() < 0.7;
      const close = toHome ? { home: -125, away: 105 } : { home: 105, away: -125 };
      games.push({
        league: 'MLB', season: '2020', date: `2020-${String(4 + Math.floor(d / 28)).padStart(2, '0')}-${String(1 + (d % 28)).padStart(2, '0')}`,
        seq: games.length, home: `H${k}`, away: `A${k}`, homeScore: 3, awayScore: 2,
        openMoneyline: { home: -110, away: -110 }, closeMoneyline: close, openSpread: null, closeSpread: null,
      });
    }
  }
  return games;
}

describe('the lean rule is learned walk-forward: the model\'s direction is used once it has beaten the close on earlier dates', () => {
  it('closing line value of a side: its no-vig moneyline probability at the close minus at the open', () => {
    const g = { ...days()[0]!, closeMoneyline: { home: -125, away: 105 } };
    const v = sideClosingLineValue('home', g)!;
    // Open 50/50; close -125/+105: 0.5556 and 0.4878 of 1.0434.
    expect(v.unit).toBe('probability');
    expect(v.value).toBeCloseTo(125 / 225 / (125 / 225 + 100 / 205) - 0.5, 9);
    expect(sideClosingLineValue('away', g)!.value).toBeCloseTo(-v.value, 12);
  });

  it('a significant gain over the close turns the model\'s direction on; none, or one inside the noise, leaves the price rule', () => {
    expect(leanDecision({ n: 400, unit: 'probability', mean: 0.004, se: 0.001 }, 0).byModel).toBe(true);
    expect(leanDecision({ n: 400, unit: 'probability', mean: 0.004, se: 0.003 }, 0).byModel).toBe(false);
    expect(leanDecision({ n: 400, unit: 'probability', mean: -0.004, se: 0.001 }, 0).byModel).toBe(false);
    expect(leanDecision({ n: LEAN_MIN_GAMES - 1, unit: 'probability', mean: 0.01, se: 0.001 }, 0).byModel).toBe(false);
    // No opening and closing line (NBA): the model's direction only where it has earned weight.
    expect(leanDecision({ n: 0, unit: null, mean: null, se: null }, 0)).toMatchObject({ byModel: false, note: expect.stringMatching(/No opening and closing line/) });
    expect(leanDecision({ n: 0, unit: null, mean: null, se: null }, 0.2).byModel).toBe(true);
  });

  it('a model that points the way the line moves is followed from the date its gain is significant, never before', () => {
    const games = days();
    const walk = learnLeanDirection(games, () => 'home', () => 0, 0);
    // The first date knows no close; the games of one date do not learn from each other.
    expect(Array.from(walk.byModel.slice(0, 5))).toEqual([0, 0, 0, 0, 0]);
    for (let i = 0; i < games.length; i++) expect(walk.decisions[i]!.evidence.n).toBe(games.findIndex((g) => g.date === games[i]!.date));
    expect(walk.byModel[games.length - 1]).toBe(1);
    expect(walk.final).toMatchObject({ byModel: true, evidence: { n: games.length, unit: 'probability' } });
    // The same model pointing the other way is never followed.
    expect(learnLeanDirection(games, () => 'away', () => 0, 0).byModel.every((x) => x === 0)).toBe(true);
  });

  it('leakage: changing the closing lines of later dates changes no earlier lean decision', () => {
    const games = days();
    const cut = 100; // the first game of day 21
    expect(games[cut]!.date).not.toBe(games[cut - 1]!.date);
    const flipped = games.map((g, i) => (i < cut ? g : { ...g, closeMoneyline: { home: g.closeMoneyline!.away, away: g.closeMoneyline!.home } }));
    const a = learnLeanDirection(games, () => 'home', () => 0, 0);
    const b = learnLeanDirection(flipped, () => 'home', () => 0, 0);
    expect(b.decisions.slice(0, cut + 5)).toEqual(a.decisions.slice(0, cut + 5));
    // Later decisions do change (the test can fail): the flipped closes reach the evidence.
    expect(b.decisions.slice(cut + 5).map((d) => d.evidence.mean)).not.toEqual(a.decisions.slice(cut + 5).map((d) => d.evidence.mean));
  });

  it('walk-forward: the rule of each game comes from the model\'s own earlier lean picks, and the first date has none', () => {
    const w = walkForward('MLB', days(5, 60));
    expect(w.lean.decisions[0]!.evidence.n).toBe(0);
    expect(w.lean.byModel[0]).toBe(0);
    expect(w.lean.byModel.length).toBe(300);
  });
});
