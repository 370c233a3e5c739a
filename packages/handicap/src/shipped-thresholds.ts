// The Bet threshold the shipped ratings artifact carries per league (written by `make
// fit-ratings`), so decidePick classifies a live pick without its caller having to pass it.
import shipped from '../ratings/ratings.json';

const leagues = (shipped as { leagues?: Record<string, { bet?: { threshold?: number | null } }> }).leagues ?? {};

/** The league's learned threshold of expected value per unit; null where none was learned (every pick a Lean). */
export function shippedBetThreshold(league: string): number | null {
  const t = leagues[league]?.bet?.threshold;
  return typeof t === 'number' && Number.isFinite(t) ? t : null;
}
