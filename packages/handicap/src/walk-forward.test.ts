import { backtestLeague } from './backtest';
import type { HistoricalGame } from './historical-game';
import { seededRandom } from './stats';
import { walkForward } from './walk-forward';

// Three seasons of a six-team league with lines and results drawn from fixed team strengths.
function league(seed = 7): HistoricalGame[] {
  const rand = seededRandom(seed);
  const teams = ['A', 'B', 'C', 'D', 'E', 'F'];
  const strength: Record<string, number> = { A: 0.8, B: 0.4, C: 0.1, D: -0.1, E: -0.4, F: -0.8 };
  const games: HistoricalGame[] = [];
  for (const season of ['2020', '2021', '2022']) {
    for (let day = 1; day <= 40; day++) {
      const order = [...teams].sort(() => rand() - 0.5);
      for (let k = 0; k < 3; k++) {
        const [home, away] = [order[2 * k]!, order[2 * k + 1]!];
        const p = 1 / (1 + Math.exp(-(strength[home]! - strength[away]! + 0.2)));
        const price = (q: number) => (q >= 0.5 ? -Math.round((100 * q) / (1 - q)) - 5 : Math.round((100 * (1 - q)) / q) - 5);
        const homeWins = rand() < p;
        const date = `${season}-${String(1 + Math.floor(day / 28)).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')}`;
        const ml = { home: price(p), away: price(1 - p) };
        games.push({
          league: 'MLB', season, date, seq: games.length, home, away,
          homeScore: homeWins ? 5 : 2, awayScore: homeWins ? 3 : 4,
          openMoneyline: ml, closeMoneyline: ml,
          openSpread: { home: p >= 0.5 ? -1.5 : 1.5, homePrice: -110, awayPrice: -110 }, closeSpread: null,
        });
      }
    }
  }
  return games;
}

describe('walk-forward: at each game the engine knows only what happened before it', () => {
  it('leakage: changing the results of later games changes no earlier prediction or pick', () => {
    const games = league();
    const cut = 150; // inside the second season
    const flipped = games.map((g, i) => (i < cut ? g : { ...g, homeScore: g.awayScore, awayScore: g.homeScore }));
    const a = walkForward('MLB', games);
    const b = walkForward('MLB', flipped);
    expect(Array.from(b.modelHome.slice(0, cut))).toEqual(Array.from(a.modelHome.slice(0, cut)));
    // Later predictions do change (the test can fail): the flipped results reach the ratings.
    expect(Array.from(b.modelHome.slice(cut + 10))).not.toEqual(Array.from(a.modelHome.slice(cut + 10)));
    const pa = backtestLeague('MLB', games).picks.slice(0, cut).map((p) => p.decision);
    const pb = backtestLeague('MLB', flipped).picks.slice(0, cut).map((p) => p.decision);
    expect(pb).toEqual(pa);
  });

  it('parameters and the weight of a season are fitted only on the seasons before it', () => {
    const w = walkForward('MLB', league());
    expect(w.fits['2020']!.fittedOn).toEqual([]);
    expect(w.fits['2020']!.weight).toBe(0);
    expect(w.fits['2021']!.fittedOn).toEqual(['2020']);
    expect(w.fits['2022']!.fittedOn).toEqual(['2020', '2021']);
    expect(w.final.fittedOn).toEqual(['2020', '2021', '2022']);
  });

  it('a model that adds nothing to the market gets weight 0 and the report says so', () => {
    // These lines are the true probabilities (less vig): no rating can beat them.
    const r = backtestLeague('MLB', league(11)).report;
    expect(r.modelWeight).toBe(0);
    expect(r.modelNote).toMatch(/weight is 0/);
    expect(r.gary.brier).toBe(r.market.brier);
  });
});
