// The parlays' units, at one unit a parlay.
/** Units of one unit staked: a win pays the settled decimal price less the stake, a loss costs it. */
export function parlayUnits(result: 'won' | 'lost' | 'push' | null, settledDecimal: number | null): number | null {
  if (result === 'lost') return -1;
  if (result === 'push') return 0;
  if (result === 'won' && settledDecimal !== null) return Math.round((settledDecimal - 1) * 10_000) / 10_000;
  return null;
}
