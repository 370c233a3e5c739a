// The total, picked from a reason and never by default: first the two teams' scoring (what each
// scores and allows per game, from stats-ingest) projected against the line; when that is too close
// to call or unknown, a side with positive expected value at its best price; last, the side the
// whole market makes likelier (no-vig), said as such. Every NHL total under because the under is
// the favourite is exactly what this replaces.
import type { MarketSummary, SlateGame, ThoughtOdds } from './thought-game';

export interface TeamScoring {
  /** Per game, over the provider's window (season or last N). */
  scored: number;
  allowed: number;
}

export interface ScoringForm {
  unit: 'points' | 'goals' | 'runs';
  home: TeamScoring;
  away: TeamScoring;
}

export type TotalReason = 'scoring' | 'price' | 'market' | 'juice';

export interface TotalCall {
  side: 'over' | 'under';
  reason: TotalReason;
  /** The scoring projection of the combined total (reason 'scoring'). */
  projection: number | null;
  /** The no-vig probability of the side, when the market prices it. */
  prob: number | null;
  price: number | null;
}

/** How far the projection must sit from the line before it decides (per unit of scoring). */
const MARGIN: Record<ScoringForm['unit'], number> = { points: 2, goals: 0.25, runs: 0.3 };

const sideOf = (m: MarketSummary | undefined, s: 'over' | 'under') => m?.sides.find((x) => x.side === s);

/** Reads 'Points per game (last 10)' / 'Goals allowed per game' style key stats into scoring form. */
export function scoringFrom(home: readonly { name: string; value: string }[], away: readonly { name: string; value: string }[]): ScoringForm | null {
  const read = (stats: readonly { name: string; value: string }[]) => {
    let unit: ScoringForm['unit'] | null = null;
    let scored: number | null = null;
    let allowed: number | null = null;
    for (const s of stats) {
      const m = /^(points|goals|runs)\s+(allowed\s+)?per game/i.exec(s.name.trim());
      const v = Number(s.value);
      if (!m || !Number.isFinite(v)) continue;
      unit = m[1]!.toLowerCase() as ScoringForm['unit'];
      if (m[2]) allowed = v;
      else scored = v;
    }
    return unit && scored !== null && allowed !== null ? { unit, scored, allowed } : null;
  };
  const h = read(home);
  const a = read(away);
  if (!h || !a || h.unit !== a.unit) return null;
  return { unit: h.unit, home: { scored: h.scored, allowed: h.allowed }, away: { scored: a.scored, allowed: a.allowed } };
}

export function totalCall(game: SlateGame, odds: ThoughtOdds, form: ScoringForm | null): TotalCall {
  const totals = game.markets.find((m) => m.market === 'totals');
  const over = sideOf(totals, 'over');
  const under = sideOf(totals, 'under');
  const line = odds.total.line;
  const at = (side: 'over' | 'under') => {
    const s = side === 'over' ? over : under;
    return { prob: s ? s.noVigProbability : null, price: s ? s.price : null };
  };
  if (form && line > 0) {
    const projection = (form.home.scored + form.away.allowed) / 2 + (form.away.scored + form.home.allowed) / 2;
    if (Math.abs(projection - line) >= MARGIN[form.unit]) {
      const side = projection > line ? 'over' : 'under';
      return { side, reason: 'scoring', projection: Math.round(projection * 10) / 10, ...at(side) };
    }
  }
  if (over && under && (over.ev > 0 || under.ev > 0)) {
    const side = over.ev >= under.ev ? 'over' : 'under';
    return { side, reason: 'price', projection: null, ...at(side) };
  }
  if (over && under && over.noVigProbability !== under.noVigProbability) {
    const side = over.noVigProbability > under.noVigProbability ? 'over' : 'under';
    return { side, reason: 'market', projection: null, ...at(side) };
  }
  // Priced even by the market: the side that gives the least to the juice, then the one that pays more.
  if (over && under && Math.abs(over.ev - under.ev) > 1e-9) {
    const side = over.ev > under.ev ? 'over' : 'under';
    return { side, reason: 'juice', projection: null, ...at(side) };
  }
  const side = (over?.price ?? 0) >= (under?.price ?? 0) ? 'over' : 'under';
  return { side, reason: 'juice', projection: null, ...at(side) };
}
