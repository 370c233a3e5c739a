// The lean rule, learned walk-forward. A lean (no bet with positive expected value) follows the
// model's disagreement with the market only where that direction has beaten the closing line:
// over every earlier game whose opening and closing lines the file holds (the games of earlier
// dates, whose close was known before this pick), the picks the rule would have made there (the
// side the rating model liked more than the opening line, where a bet on it was at 50% or
// better) gained on the close by a margin that is significant (one-sided 95%, the same gate as
// the blend weight). Where no earlier game has an opening and closing line (NBA's one line),
// closing line value cannot be measured, and the model's direction is used only where the model
// has earned weight in Gary's probability (a Brier gain over the market on earlier seasons,
// significant); elsewhere the lean is the price rule.
import { noVigProbabilities } from '@gary/betting';
import type { HistoricalGame } from './historical-game';
import type { Side } from './pick';

export type ClvUnit = 'probability' | 'spreadPoints';

/** How the market moved on a side from the opening to the closing line; null without both. */
export function sideClosingLineValue(side: Side, g: HistoricalGame): { unit: ClvUnit; value: number } | null {
  if (g.openMoneyline && g.closeMoneyline) {
    const open = noVigProbabilities([g.openMoneyline.home, g.openMoneyline.away]);
    const close = noVigProbabilities([g.closeMoneyline.home, g.closeMoneyline.away]);
    if (!open.ok || !close.ok) return null;
    const i = side === 'home' ? 0 : 1;
    return { unit: 'probability', value: close.value[i]! - open.value[i]! };
  }
  if (g.openSpread && g.closeSpread) {
    // A home spread that falls (-3 to -4.5) moved toward the home side.
    const towardHome = g.openSpread.home - g.closeSpread.home;
    return { unit: 'spreadPoints', value: side === 'home' ? towardHome : -towardHome };
  }
  return null;
}

/** One-sided 95%, as the blend weight's gate. */
export const LEAN_SIGNIFICANCE_Z = 1.645;
/** Fewer earlier games than this is no evidence (the normal interval needs a sample). */
export const LEAN_MIN_GAMES = 30;

export interface LeanEvidence {
  /** Earlier games where the model disagreed with the market and the file has both lines. */
  n: number;
  unit: ClvUnit | null;
  /** Mean closing line value of the model's side over them, and its standard error. */
  mean: number | null;
  se: number | null;
}

export interface LeanDecision {
  byModel: boolean;
  evidence: LeanEvidence;
  note: string;
}

export function leanDecision(e: LeanEvidence, weight: number): LeanDecision {
  if (e.n === 0 || e.mean === null || e.se === null) {
    return weight > 0
      ? { byModel: true, evidence: e, note: 'No opening and closing line to measure the model against the close: leans follow the model, which has earned weight in the probability.' }
      : { byModel: false, evidence: e, note: 'No opening and closing line to measure the model against the close, and the model has no weight in the probability: leans take the bet closest to its price.' };
  }
  const fmt = (x: number) => (e.unit === 'probability' ? `${(x * 100).toFixed(2)} points` : `${x.toFixed(2)} spread points`);
  const lower = e.mean - LEAN_SIGNIFICANCE_Z * e.se;
  if (e.n >= LEAN_MIN_GAMES && lower > 0) {
    return { byModel: true, evidence: e, note: `On ${e.n} earlier games the model's side beat the close by ${fmt(e.mean)} (one-sided 95% from ${fmt(lower)}): leans follow the model.` };
  }
  return {
    byModel: false,
    evidence: e,
    note: `On ${e.n} earlier games the model's side gained ${fmt(e.mean)} on the close (one-sided 95% from ${fmt(lower)}${e.n < LEAN_MIN_GAMES ? `, under ${LEAN_MIN_GAMES} games` : ''}), not a significant gain: leans take the bet closest to its price.`,
  };
}

export interface LeanWalk {
  /** Per game (the input's order): whether its lean follows the model. */
  byModel: Uint8Array;
  /** Per game: the decision's evidence as it stood before the game's date. */
  decisions: LeanDecision[];
  /** Over every game: what the live engine ships. */
  final: LeanDecision;
}

/**
 * The lean rule at every game, from the games of earlier dates only. `games` in date order;
 * `modelLean(i)` the side of the lean the model's direction would pick in game i (null where it
 * would pick none: a value bet, no view, or no bet at 50% or better on that side); `weight` the
 * blend weight of each game's season, `finalWeight` the one the live engine ships.
 */
export function learnLeanDirection(games: readonly HistoricalGame[], modelLean: (i: number) => Side | null, weight: (i: number) => number, finalWeight: number): LeanWalk {
  const byModel = new Uint8Array(games.length);
  const decisions: LeanDecision[] = [];
  let n = 0;
  let sum = 0;
  let sumSq = 0;
  let unit: ClvUnit | null = null;
  const evidence = (): LeanEvidence => {
    if (n === 0) return { n, unit, mean: null, se: null };
    const mean = sum / n;
    const variance = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0;
    return { n, unit, mean, se: Math.sqrt(variance / n) };
  };
  let pending: number[] = [];
  const learn = () => {
    for (const j of pending) {
      const side = modelLean(j);
      if (!side) continue;
      const clv = sideClosingLineValue(side, games[j]!);
      if (!clv) continue;
      unit = clv.unit;
      n++;
      sum += clv.value;
      sumSq += clv.value * clv.value;
    }
    pending = [];
  };
  let date: string | null = null;
  let current: LeanDecision | null = null;
  for (let i = 0; i < games.length; i++) {
    const g = games[i]!;
    if (g.date !== date) {
      // A new date: the closes of every earlier date are known now.
      learn();
      date = g.date;
      current = null;
    }
    current ??= leanDecision(evidence(), weight(i));
    decisions.push(current);
    byModel[i] = current.byModel ? 1 : 0;
    pending.push(i);
  }
  learn();
  return { byModel, decisions, final: leanDecision(evidence(), finalWeight) };
}
