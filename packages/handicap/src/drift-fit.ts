// Fitting the opening line's drift toward the close (see Drift in rating-model.ts): least squares
// of logit(close) - logit(open) on the drift features over the games a fit may learn from, and,
// where the file has starters, the choice of how the pitcher edge is built (the option whose
// least-squares fit explains the earlier seasons' moves best; never a season's own games).
import { noVigProbabilities } from '@gary/betting';
import type { HistoricalGame } from './historical-game';
import type { MarketView } from './historical-market';
import type { PitcherFormParams } from './pitcher-form';
import type { Drift } from './rating-model';
import { logit } from './stats';

/** How a pitcher's form may be built: regression to the mean and the weight of earlier seasons. */
export const PITCHER_FORM_GRID: PitcherFormParams[] = [100, 300, 600].flatMap((priorBf) => [0.5, 1].map((seasonDecay) => ({ priorBf, seasonDecay })));

/** Fewer games than this fit no drift. */
const MIN_DRIFT_GAMES = 30;

export function closeHome(g: HistoricalGame): number | null {
  if (!g.openMoneyline || !g.closeMoneyline) return null;
  const nv = noVigProbabilities([g.closeMoneyline.home, g.closeMoneyline.away]);
  return nv.ok ? nv.value[0]! : null;
}

/** Gauss-Jordan with partial pivoting on an n x n system (row-major A); null when singular. */
export function solveLinear(A: readonly number[], b: readonly number[]): number[] | null {
  const n = b.length;
  const M = Array.from({ length: n }, (_, r) => [...A.slice(r * n, r * n + n), b[r]!]);
  for (let i = 0; i < n; i++) {
    let p = i;
    for (let j = i + 1; j < n; j++) if (Math.abs(M[j]![i]!) > Math.abs(M[p]![i]!)) p = j;
    [M[i], M[p]] = [M[p]!, M[i]!];
    if (Math.abs(M[i]![i]!) < 1e-12) return null;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const f = M[j]![i]! / M[i]![i]!;
      for (let k = i; k <= n; k++) M[j]![k]! -= f * M[i]![k]!;
    }
  }
  return M.map((r, i) => r[n]! / r[i]!);
}

export interface DriftFit {
  drift: Drift;
  /** Residual sum of squares over the games fitted. */
  sse: number;
}

/** Per game, the logit of the opening no-vig line and its move to the close (NaN where a game has not both): read once, fitted many times. */
export interface DriftData {
  lo: Float64Array;
  move: Float64Array;
}

export function driftDataOf(games: readonly HistoricalGame[], markets: readonly (MarketView | null)[]): DriftData {
  const lo = new Float64Array(games.length).fill(NaN);
  const move = new Float64Array(games.length).fill(NaN);
  for (let i = 0; i < games.length; i++) {
    const m = markets[i];
    if (!m || m.line !== 'open') continue;
    const close = closeHome(games[i]!);
    if (close === null) continue;
    lo[i] = logit(m.home);
    move[i] = logit(close) - lo[i]!;
  }
  return { lo, move };
}

/**
 * Least squares of the opening line's move to the close over the games `use` admits. With
 * `pitcher` (the pitcher edge of every game under `form`), the pitcher term is fitted too. The
 * intercept and the opening line's own level stay in: on 2014-16 the pitcher term alone, on the
 * leans Gary can publish (a bet at 50% or better on the side it likes), did not beat the close
 * (its gain sits in games whose starter changed after the open, where that side has no such bet
 * and Gary passes); with the other terms it did, fitted on earlier seasons only.
 */
export function fitDrift(data: DriftData, elo: Float64Array, use: (i: number) => boolean, pitcher: { edge: Float64Array; form: PitcherFormParams } | null = null): DriftFit | null {
  const k = pitcher ? 4 : 3;
  const A = new Array<number>(k * k).fill(0);
  const b = new Array<number>(k).fill(0);
  const x = [1, 0, 0, 0];
  let yy = 0;
  let n = 0;
  for (let i = 0; i < data.move.length; i++) {
    const y = data.move[i]!;
    if (Number.isNaN(y) || !use(i)) continue;
    x[1] = data.lo[i]!;
    x[2] = logit(elo[i]!) - x[1]!;
    x[3] = pitcher ? pitcher.edge[i]! : 0;
    yy += y * y;
    for (let r = 0; r < k; r++) {
      b[r]! += x[r]! * y;
      for (let c = 0; c < k; c++) A[r * k + c]! += x[r]! * x[c]!;
    }
    n++;
  }
  if (n < MIN_DRIFT_GAMES) return null;
  const beta = solveLinear(A, b);
  if (!beta) return pitcher ? fitDrift(data, elo, use, null) : null;
  // Residual SS of least squares: y'y - beta'X'y.
  const sse = yy - beta.reduce((s, v, r) => s + v * b[r]!, 0);
  const drift: Drift = { intercept: beta[0]!, market: beta[1]!, rating: beta[2]!, games: n };
  if (pitcher) Object.assign(drift, { pitcher: beta[3]!, pitcherForm: pitcher.form });
  return { drift, sse };
}

/** The drift under whichever pitcher-edge option fits the admitted games best (none offered: team ratings only). */
export function fitBestDrift(data: DriftData, elo: Float64Array, use: (i: number) => boolean, pitcherOptions: readonly { edge: Float64Array; form: PitcherFormParams }[]): Drift | null {
  if (pitcherOptions.length === 0) return fitDrift(data, elo, use)?.drift ?? null;
  let best: DriftFit | null = null;
  for (const p of pitcherOptions) {
    const f = fitDrift(data, elo, use, p);
    if (f && (!best || f.sse < best.sse - 1e-12)) best = f;
  }
  return best?.drift ?? null;
}
