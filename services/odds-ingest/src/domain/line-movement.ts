// The line-movement report: how far the listed bookmakers disagree on each market. Disagreement is
// the spread of implied probabilities across books for the same outcome (same name and point).
import { FEATURED_BOOKMAKERS, impliedOf, round } from '@gary/sports-world';
import type { GameOdds } from './odds-types';

export const SIGNIFICANT_DISCREPANCY = 0.1;
export const RECOMMEND_DISCREPANCY = 0.15;
export const MAX_RECOMMENDATION_CONFIDENCE = 0.9;

export type ReportMarket = 'moneyline' | 'spreads' | 'totals';

export interface LineOutcome { readonly name: string; readonly point: number | null; readonly price: number; readonly impliedProbability: number }
export interface BestOption { readonly name: string; readonly point: number | null; readonly price: number; readonly bookmaker: string }

export interface MarketMovement {
  readonly market: string;
  readonly bookmakers: ReadonlyArray<{ readonly key: string; readonly title: string; readonly outcomes: readonly LineOutcome[] }>;
  readonly discrepancy: number;
  readonly bestOption: BestOption | null;
  readonly analysis: string;
}

export interface RecommendedBet {
  readonly market: ReportMarket;
  readonly recommendation: string;
  readonly reason: string;
  readonly confidence: number;
}

export interface LineMovementReport {
  readonly event: { readonly id: string; readonly sport: string; readonly homeTeam: string; readonly awayTeam: string; readonly commenceTime: string };
  readonly moneyline: MarketMovement;
  readonly spreads: MarketMovement;
  readonly totals: MarketMovement;
  readonly recommendedBets: readonly RecommendedBet[];
}

export type LineMovementError = { name: 'NoOddsData' | 'NotEnoughBookmakers'; message: string };

const TITLES: Record<ReportMarket, string> = { moneyline: 'Moneyline', spreads: 'Point Spread', totals: 'Game Total (Over/Under)' };

function outcomesFor(game: GameOdds, market: ReportMarket, m: GameOdds['bookmakers'][number]['markets']): Array<{ name: string; point: number | null; price: number }> | null {
  if (market === 'moneyline' && m.h2h) {
    const rows = [{ name: game.homeTeam, point: null, price: m.h2h.home }, { name: game.awayTeam, point: null, price: m.h2h.away }];
    if (m.h2h.draw !== undefined) rows.push({ name: 'Draw', point: null, price: m.h2h.draw });
    return rows;
  }
  if (market === 'spreads' && m.spreads) {
    return [{ name: game.homeTeam, ...m.spreads.home }, { name: game.awayTeam, ...m.spreads.away }];
  }
  if (market === 'totals' && m.totals) {
    return [{ name: 'Over', point: m.totals.point, price: m.totals.over }, { name: 'Under', point: m.totals.point, price: m.totals.under }];
  }
  return null;
}

function analyseMarket(game: GameOdds, market: ReportMarket): MarketMovement {
  const bookmakers = game.bookmakers.flatMap((b) => {
    const rows = outcomesFor(game, market, b.markets);
    return rows ? [{ key: b.key, title: b.title, outcomes: rows.map((r) => ({ ...r, impliedProbability: round(impliedOf(r.price), 4) })) }] : [];
  });
  if (bookmakers.length < 2) {
    return { market: TITLES[market], bookmakers, discrepancy: 0, bestOption: null, analysis: 'Not enough bookmakers for comparison' };
  }
  // Per outcome (name and point), the lowest and highest price across books.
  const spread = new Map<string, { name: string; point: number | null; min: number; max: number; maxBook: string }>();
  for (const b of bookmakers) {
    for (const o of b.outcomes) {
      const key = `${o.name}|${o.point ?? ''}`;
      const cur = spread.get(key);
      if (!cur) spread.set(key, { name: o.name, point: o.point, min: o.price, max: o.price, maxBook: b.title });
      else {
        cur.min = Math.min(cur.min, o.price);
        if (o.price > cur.max) { cur.max = o.price; cur.maxBook = b.title; }
      }
    }
  }
  let discrepancy = 0;
  let bestOption: BestOption | null = null;
  for (const s of spread.values()) {
    // Rounded so that float noise cannot push an exact threshold value over the line.
    const d = round(Math.abs(impliedOf(s.min) - impliedOf(s.max)), 6);
    if (d > discrepancy) {
      discrepancy = d;
      bestOption = { name: s.name, point: s.point, price: s.max, bookmaker: s.maxBook };
    }
  }
  const analysis = discrepancy > SIGNIFICANT_DISCREPANCY ? 'Significant line movement detected' : 'No significant line movement';
  return { market: TITLES[market], bookmakers, discrepancy, bestOption, analysis };
}

const signed = (price: number): string => (price > 0 ? `+${price}` : String(price));

/**
 * Builds the report from one event's odds, using only the listed bookmakers (the six featured US
 * books by default). At least 2 of them must price the event.
 */
export function lineMovementReport(
  game: GameOdds,
  bookmakers: readonly string[] = FEATURED_BOOKMAKERS,
): { ok: true; report: LineMovementReport } | { ok: false; error: LineMovementError } {
  if (game.bookmakers.length === 0) return { ok: false, error: { name: 'NoOddsData', message: 'No odds data available for this event' } };
  const listed = { ...game, bookmakers: game.bookmakers.filter((b) => bookmakers.includes(b.key.toLowerCase())) };
  if (listed.bookmakers.length < 2) {
    return { ok: false, error: { name: 'NotEnoughBookmakers', message: 'Not enough bookmakers available for meaningful analysis' } };
  }
  const markets = { moneyline: analyseMarket(listed, 'moneyline'), spreads: analyseMarket(listed, 'spreads'), totals: analyseMarket(listed, 'totals') };
  const recommendedBets: RecommendedBet[] = [];
  for (const market of ['moneyline', 'spreads', 'totals'] as const) {
    const a = markets[market];
    if (a.discrepancy > RECOMMEND_DISCREPANCY && a.bestOption) {
      const o = a.bestOption;
      const point = o.point === null ? '' : ` ${market === 'spreads' ? signed(o.point) : o.point}`;
      recommendedBets.push({
        market,
        recommendation: `Consider ${o.name}${point} @ ${signed(o.price)} with ${o.bookmaker}`,
        reason: `${round(a.discrepancy * 100, 1)}% discrepancy between bookmakers`,
        confidence: round(Math.min(a.discrepancy * 2, MAX_RECOMMENDATION_CONFIDENCE), 2),
      });
    }
  }
  const { id, sport, homeTeam, awayTeam, commenceTime } = game;
  return { ok: true, report: { event: { id, sport, homeTeam, awayTeam, commenceTime }, ...markets, recommendedBets } };
}
