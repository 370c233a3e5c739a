// Turns two team ratings into fair probabilities for moneyline, spread and total, and draws a final
// score from the same distribution, so simulated prices and simulated results agree.
import type { CatalogueTeam } from '../catalogue';
import type { SportKey } from '../sports';
import { normalCdf, poissonPmf, type Rng } from './prng';

export interface GameModel {
  readonly pHome: number;
  readonly pAway: number;
  /** Only for 3-way (soccer). */
  readonly pDraw: number | null;
  /** The home side's spread point and its fair chance to cover. */
  readonly spread: { readonly homePoint: number; readonly pHomeCover: number };
  readonly total: { readonly point: number; readonly pOver: number };
  readonly expectedHome: number;
  readonly expectedAway: number;
  drawFinal(rng: Rng): { home: number; away: number };
}

const halfLine = (x: number): number => Math.round(x - 0.5) + 0.5;
const MAX_GOALS = 30;

function normalModel(mu: number, sd: number, muTotal: number, sdTotal: number, otPoints: number): GameModel {
  const homePoint = -halfLine(mu);
  const point = halfLine(muTotal);
  return {
    pHome: normalCdf(mu / sd),
    pAway: 1 - normalCdf(mu / sd),
    pDraw: null,
    spread: { homePoint, pHomeCover: normalCdf((mu + homePoint) / sd) },
    total: { point, pOver: 1 - normalCdf((point - muTotal) / sdTotal) },
    expectedHome: (muTotal + mu) / 2,
    expectedAway: (muTotal - mu) / 2,
    drawFinal(rng) {
      const margin = rng.normal(mu, sd);
      const total = Math.max(rng.normal(muTotal, sdTotal), Math.abs(margin) + 2);
      let home = Math.max(0, Math.round((total + margin) / 2));
      let away = Math.max(0, Math.round((total - margin) / 2));
      // No ties: overtime goes to the side the margin favoured.
      if (home === away) { if (margin >= 0) home += otPoints; else away += otPoints; }
      return { home, away };
    },
  };
}

function poissonModel(lambdaHome: number, lambdaAway: number, threeWay: boolean, fixedSpread: number | null): GameModel {
  const grid: Array<{ h: number; a: number; p: number }> = [];
  for (let h = 0; h <= MAX_GOALS; h++) for (let a = 0; a <= MAX_GOALS; a++) grid.push({ h, a, p: poissonPmf(h, lambdaHome) * poissonPmf(a, lambdaAway) });
  // Tied after regulation: extra time / shootout goes home with chance q, adding one to the winner.
  const q = lambdaHome / (lambdaHome + lambdaAway);
  const outcomes = threeWay ? grid.map((g) => ({ ...g, p: g.p })) : grid.flatMap((g) => (g.h === g.a
    ? [{ h: g.h + 1, a: g.a, p: g.p * q }, { h: g.h, a: g.a + 1, p: g.p * (1 - q) }]
    : [g]));
  const prob = (f: (h: number, a: number) => boolean) => outcomes.reduce((s, o) => s + (f(o.h, o.a) ? o.p : 0), 0);
  const pHome = prob((h, a) => h > a);
  const pAway = prob((h, a) => a > h);
  const favouriteHome = pHome >= pAway;
  const candidates = fixedSpread !== null ? [favouriteHome ? -fixedSpread : fixedSpread] : [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5];
  const homePoint = candidates.reduce((best, c) => (Math.abs(prob((h, a) => h - a + c > 0) - 0.5) < Math.abs(prob((h, a) => h - a + best > 0) - 0.5) ? c : best));
  const totals = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5];
  const point = totals.reduce((best, c) => (Math.abs(prob((h, a) => h + a > c) - 0.5) < Math.abs(prob((h, a) => h + a > best) - 0.5) ? c : best));
  return {
    pHome,
    pAway,
    pDraw: threeWay ? prob((h, a) => h === a) : null,
    spread: { homePoint, pHomeCover: prob((h, a) => h - a + homePoint > 0) },
    total: { point, pOver: prob((h, a) => h + a > point) },
    expectedHome: lambdaHome,
    expectedAway: lambdaAway,
    drawFinal(rng) {
      let home = rng.poisson(lambdaHome);
      let away = rng.poisson(lambdaAway);
      if (!threeWay && home === away) { if (rng.next() < q) home += 1; else away += 1; }
      return { home, away };
    },
  };
}

/** The fair model of a game between two catalogue teams. */
export function gameModel(sport: SportKey, home: CatalogueTeam, away: CatalogueTeam): GameModel {
  const d = home.rating - away.rating;
  const strength = (home.rating + away.rating - 100) / 100;
  switch (sport) {
    case 'basketball_nba':
      return normalModel(d * 0.22 + 2.5, 12, 226 + strength * 8, 18, 4);
    case 'americanfootball_nfl':
      return normalModel(d * 0.2 + 1.5, 13.5, 44 + strength * 4, 10, 3);
    case 'baseball_mlb':
      return poissonModel(Math.max(2, 4.55 + d * 0.018), Math.max(2, 4.35 - d * 0.018), false, 1.5);
    case 'icehockey_nhl':
      return poissonModel(Math.max(1.6, 3.15 + d * 0.012), Math.max(1.6, 2.95 - d * 0.012), false, 1.5);
    case 'soccer_epl':
      return poissonModel(Math.max(0.3, 1.55 + d * 0.018), Math.max(0.3, 1.2 - d * 0.018), true, null);
  }
}
