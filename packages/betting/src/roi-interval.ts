// The one interval of an ROI, wherever a record is shown: the model card's backtest (@gary/handicap)
// and the live Billfold. A percentile bootstrap (95%) of the mean profit per one-unit bet, resampling
// whole bets with a seeded generator so the same record always gives the same interval.

/** A seeded generator (mulberry32), so a bootstrap gives the same interval on every run. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Percentile bootstrap (95%) of the mean of `xs`; [NaN, NaN] for no bets. */
export function bootstrapMean(xs: readonly number[], resamples = 2000, seed = 20260101): [number, number] {
  const n = xs.length;
  if (n === 0) return [NaN, NaN];
  const rand = seededRandom(seed);
  const means = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let s = 0;
    for (let i = 0; i < n; i++) s += xs[Math.floor(rand() * n)]!;
    means[r] = s / n;
  }
  means.sort();
  const at = (q: number) => means[Math.min(resamples - 1, Math.max(0, Math.floor(q * resamples)))]!;
  return [at(0.025), at(0.975)];
}
