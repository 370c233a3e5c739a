// A second opinion on a prop from the player's own numbers: the per-game average the stats
// service reports, turned into a probability of going over the line (Poisson for counting stats
// with small means such as hits, strikeouts, threes; a normal curve for big ones such as points).
// Blended half and half with the market's no-vig probability, so one noisy average cannot
// outvote every book.
import type { PropSide } from './prop-candidates';
import { evPer100, round } from './prop-candidates';

export interface KeyStat {
  name: string;
  value: string;
}

// How stats providers name per-game averages, per canonical prop type (compared lower-case with
// everything but letters and digits removed).
const AVERAGE_NAMES: Readonly<Record<string, readonly string[]>> = {
  points: ['ppg', 'pts', 'avgpts', 'points', 'pointspg', 'pointspergame'],
  rebounds: ['rpg', 'reb', 'avgreb', 'rebounds', 'reboundspg'],
  assists: ['apg', 'ast', 'avgast', 'assists', 'assistspg'],
  threes: ['threespg', 'fg3m', 'avgfg3m', '3pm', 'threes', 'threespergame'],
  blocks: ['bpg', 'blk', 'avgblk', 'blocks', 'blockspg'],
  steals: ['spg', 'stl', 'avgstl', 'steals', 'stealspg'],
  goals: ['goalspg', 'gpg', 'goals', 'goalspergame'],
  'shots on goal': ['shotspg', 'sogpg', 'shots', 'shotspergame'],
  'power play points': ['pppg', 'powerplaypointspg'],
  hits: ['hitspg', 'hitspergame'],
  'home runs': ['homerunspg', 'hrpg'],
  rbi: ['rbispg', 'rbipg'],
  runs: ['runspg'],
  'total bases': ['totalbasespg', 'tbpg'],
  strikeouts: ['strikeoutsperstart', 'kperstart', 'ksperstart'],
};

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The player's per-game average for a prop type, when the stats carry one. */
export function averageFor(propType: string, stats: readonly KeyStat[]): number | null {
  const names = AVERAGE_NAMES[propType];
  if (!names) return null;
  for (const name of names) {
    const hit = stats.find((s) => squash(s.name) === name);
    const v = hit ? Number(hit.value) : NaN;
    if (Number.isFinite(v) && v >= 0) return v;
  }
  return null;
}

function poissonCdf(k: number, mean: number): number {
  let term = Math.exp(-mean);
  let sum = term;
  for (let i = 1; i <= k; i++) {
    term *= mean / i;
    sum += term;
  }
  return Math.min(1, sum);
}

// Abramowitz-Stegun 7.1.26; plenty for a betting estimate.
function normalCdf(z: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(z) / Math.SQRT2);
  const y = 1 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/**
 * Probability the stat lands over the line given its mean. A whole line can push, so the push
 * mass is taken out (the bet is refunded then) and the rest renormalised.
 */
export function probabilityOver(mean: number, line: number): number | null {
  if (!Number.isFinite(mean) || mean < 0 || !Number.isFinite(line) || line < 0) return null;
  if (mean < 12) {
    const floor = Math.floor(line);
    const under = poissonCdf(Number.isInteger(line) ? line - 1 : floor, mean);
    const push = Number.isInteger(line) ? poissonCdf(line, mean) - under : 0;
    const over = 1 - under - push;
    return over + under > 0 ? over / (over + under) : null;
  }
  const sd = Math.max(1, 1.3 * Math.sqrt(mean));
  return 1 - normalCdf((line - mean) / sd);
}

const clampP = (p: number) => Math.min(0.97, Math.max(0.03, p));

/** The side re-priced with the player's average, when there is one; unchanged otherwise. */
export function withAverage(side: PropSide, mean: number | null): PropSide & { average: number | null } {
  if (mean === null) return { ...side, average: null };
  const over = probabilityOver(mean, side.line);
  if (over === null) return { ...side, average: mean };
  const own = side.bet === 'over' ? over : 1 - over;
  const p = clampP((side.fairProbability + own) / 2);
  return { ...side, fairProbability: round(p, 4), ev: evPer100(p, side.odds), average: mean };
}
