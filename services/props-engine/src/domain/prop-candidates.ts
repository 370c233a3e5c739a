// From prop option rows (player, type, line, over and under prices) to the sides Gary may bet:
// each over or under side is kept only when its own price is better than -150, and each carries
// the market's fair (no-vig) probability and the expected value at its price, so the model, the
// rules and the offline selection all rank the same numbers.
import { checkAmerican, expectedValue, impliedProbability, noVigProbabilities } from '@gary/betting';
import { findPropType, lineFor, type PropSport, type PropTypeDef } from './prop-markets';

/** Juicier than this and a side is dropped (-150 itself is not better than -150). */
export const ODDS_LIMIT = -150;
export const MAX_PROPS_TO_MODEL = 150;
export const MAX_PROPS_TO_MODEL_FALLBACK = 100;

export type Bet = 'over' | 'under';

export interface PropOptionRow {
  player: string;
  team: string;
  /** An Odds API market key ('player_points') or a prop type name ('points', 'Ks'). */
  market: string;
  line: number | null;
  overOdds: number | null;
  underOdds: number | null;
  bookmaker: string;
}

export interface PropSide {
  key: string;
  player: string;
  team: string;
  propType: string;
  market: string;
  line: number;
  bet: Bet;
  odds: number;
  otherOdds: number | null;
  bookmaker: string;
  /** The market's no-vig probability of this side (the implied one when only one side is priced). */
  fairProbability: number;
  /** Expected value per $100 at this price with fairProbability. */
  ev: number;
  role?: 'batter' | 'pitcher';
}

/** American odds better than -150: -149 and every plus price pass; -150 and -151 do not. */
export function betterThanLimit(odds: unknown): odds is number {
  return checkAmerican(odds).ok && (odds as number) > ODDS_LIMIT;
}

export const sideKey = (player: string, propType: string, line: number, bet: Bet) =>
  `${player.trim().toLowerCase()}|${propType}|${line}|${bet}`;

export const round = (n: number, places = 2) => {
  const f = 10 ** places;
  return Math.round(n * f) / f;
};

/** EV per $100 of a bet at `odds` that wins with probability p. */
export function evPer100(p: number, odds: number): number {
  const ev = expectedValue(p, odds);
  return ev.ok ? round(ev.value * 100, 2) : 0;
}

function fairPair(over: number | null, under: number | null): { over: number | null; under: number | null } {
  if (over !== null && under !== null) {
    const nv = noVigProbabilities([over, under]);
    if (nv.ok) return { over: nv.value[0] ?? null, under: nv.value[1] ?? null };
  }
  const one = (o: number | null) => {
    if (o === null) return null;
    const p = impliedProbability(o);
    return p.ok ? p.value : null;
  };
  return { over: one(over), under: one(under) };
}

const validOdds = (o: number | null | undefined): number | null => (typeof o === 'number' && checkAmerican(o).ok ? o : null);

/** Every bettable side of the rows, each kept only when its own odds are better than -150. */
export function candidateSides(sport: PropSport, rows: readonly PropOptionRow[]): PropSide[] {
  const out = new Map<string, PropSide>();
  for (const row of rows) {
    if (!row || typeof row.player !== 'string' || row.player.trim() === '') continue;
    const def: PropTypeDef | null = findPropType(sport, row.market);
    if (!def) continue;
    const line = lineFor(def, row.line);
    if (line === null) continue;
    const over = validOdds(row.overOdds);
    const under = validOdds(row.underOdds);
    const fair = fairPair(over, under);
    for (const [bet, odds, other, p] of [
      ['over', over, under, fair.over],
      ['under', under, over, fair.under],
    ] as const) {
      if (odds === null || p === null || !betterThanLimit(odds)) continue;
      const key = sideKey(row.player, def.type, line, bet);
      const side: PropSide = {
        key,
        player: row.player.trim(),
        team: row.team ?? '',
        propType: def.type,
        market: def.market,
        line,
        bet,
        odds,
        otherOdds: other,
        bookmaker: row.bookmaker ?? '',
        fairProbability: round(p, 4),
        ev: evPer100(p, odds),
        ...(def.role ? { role: def.role } : {}),
      };
      // The same side from two rows (two books): keep the better price.
      const seen = out.get(key);
      if (!seen || side.odds > seen.odds) out.set(key, side);
    }
  }
  return [...out.values()];
}

/** Best expected value first; ties by the higher fair probability, then by name for stable output. */
export function byExpectedValue(a: PropSide, b: PropSide): number {
  return b.ev - a.ev || b.fairProbability - a.fairProbability || a.key.localeCompare(b.key);
}

/** The sides sent to the model: at most 150 (100 when they came from the search fallback). */
export function capForModel(sides: readonly PropSide[], fromSearch: boolean): PropSide[] {
  const cap = fromSearch ? MAX_PROPS_TO_MODEL_FALLBACK : MAX_PROPS_TO_MODEL;
  return [...sides].sort(byExpectedValue).slice(0, cap);
}
