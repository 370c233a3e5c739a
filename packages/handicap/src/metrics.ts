// The backtest's scores: Brier and log loss of a probability against 0/1 outcomes, calibration
// bins with Wilson intervals, a mean with its normal interval, a bootstrap interval of ROI.

const LOG_EPS = 1e-15;

export function brier(ps: readonly number[], ys: readonly number[]): number {
  if (ps.length === 0) return NaN;
  let s = 0;
  for (let i = 0; i < ps.length; i++) s += (ps[i]! - ys[i]!) ** 2;
  return s / ps.length;
}

export function logLoss(ps: readonly number[], ys: readonly number[]): number {
  if (ps.length === 0) return NaN;
  let s = 0;
  for (let i = 0; i < ps.length; i++) {
    const p = Math.min(1 - LOG_EPS, Math.max(LOG_EPS, ps[i]!));
    s -= ys[i]! ? Math.log(p) : Math.log(1 - p);
  }
  return s / ps.length;
}

/** Wilson score interval of a proportion at 95% (z = 1.96). */
export function wilson(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface CalibrationBin {
  from: number;
  to: number;
  predicted: number;
  actual: number;
  n: number;
  ci95: [number, number];
}

/** Bins of width `width` over 0..1 (the last one closed); empty bins are left out. */
export function calibration(ps: readonly number[], ys: readonly number[], width = 0.1): CalibrationBin[] {
  const count = Math.round(1 / width);
  const bins = Array.from({ length: count }, () => ({ n: 0, sumP: 0, wins: 0 }));
  for (let i = 0; i < ps.length; i++) {
    const b = bins[Math.min(count - 1, Math.floor(ps[i]! / width))]!;
    b.n++;
    b.sumP += ps[i]!;
    b.wins += ys[i]!;
  }
  const out: CalibrationBin[] = [];
  bins.forEach((b, i) => {
    if (b.n === 0) return;
    out.push({ from: i * width, to: (i + 1) * width, predicted: b.sumP / b.n, actual: b.wins / b.n, n: b.n, ci95: wilson(b.wins, b.n) });
  });
  return out;
}

export interface MeanInterval {
  mean: number;
  ci95: [number, number];
  n: number;
}

/** Mean with the normal-approximation 95% interval (sample standard deviation / sqrt n). */
export function meanInterval(xs: readonly number[]): MeanInterval {
  const n = xs.length;
  if (n === 0) return { mean: NaN, ci95: [NaN, NaN], n };
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / n);
  return { mean, ci95: [mean - half, mean + half], n };
}

// The ROI interval has one owner, shared with the live Billfold.
export { bootstrapMean } from '@gary/betting';

/** Profit of a 1-unit bet at American `price`: win pays the price, loss costs 1, push 0. */
export function betProfit(result: 'win' | 'loss' | 'push', price: number): number {
  if (result === 'push') return 0;
  if (result === 'loss') return -1;
  return price > 0 ? price / 100 : 100 / -price;
}

/**
 * Graded picks needed before a win rate this far above the price's break-even is significant
 * (one-sided 95%, normal approximation): n = (1.645 * sqrt(b(1-b)) / (p - b))^2.
 * Null when the win rate is not above break-even (no sample size makes it significant).
 */
export function picksForSignificance(winRate: number, breakEven: number, z = 1.645): number | null {
  if (!(winRate > breakEven) || breakEven <= 0 || breakEven >= 1) return null;
  return Math.ceil(((z * Math.sqrt(breakEven * (1 - breakEven))) / (winRate - breakEven)) ** 2);
}
