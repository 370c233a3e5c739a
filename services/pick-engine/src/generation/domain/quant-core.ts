// The quantitative core: one pick per game through decidePick (packages/handicap), the very
// function the backtest measures. Gary's probability is the books' consensus no-vig probability
// moved toward the rating model's by the weight fitted on past seasons (0 where the model adds
// nothing); the bet is the side and market (moneyline or spread, never a total) whose probability
// beats its best price by the most among those at 50% or better, labelled value or lean. The old
// 10% "gut" from form and records is measured by the backtest (it made the probabilities worse
// in every league) and no longer moves the number; it stays as a reported context figure.
import { buildPickText, formatAmerican } from '@gary/betting';
import { decidePick, NO_MODEL, type ModelView, type PickDecision, type PickMarket, type Quote } from '@gary/handicap';
import type { GameInput, League, SideQuote, TeamFacts, TeamSide } from '../../domain/game-input';
import { pickFlags, type PickFlags } from './pick-flags';
import { clamp, playersOut, round, winShare } from '../../domain/team-form';

export const MLB_RUN_LINE = 1.5;
export const INSUFFICIENT_DATA = 'Error: Insufficient game data for analysis';

const HOME_EDGE: Record<League, number> = { NBA: 0.02, MLB: 0.01, NHL: 0.01, NFL: 0.015, EPL: 0.02 };

export interface QuantPick {
  eventId: string;
  league: League;
  homeTeam: string;
  awayTeam: string;
  commenceTime: string;
  side: TeamSide;
  team: string;
  type: 'spread' | 'moneyline';
  /** Spread from the picked side's view; 0 for moneyline. */
  line: number;
  odds: number;
  /** False when no book priced the bet and the spec's default odds were used. */
  pricedByBook: boolean;
  bookmaker: string;
  pickText: string;
  /** Probability the pick wins, 0.50-1.00. */
  confidence: number;
  /** The market's no-vig probability of the chosen bet. */
  marketProbability: number;
  /** The rating model's own probability of the chosen bet; null without a model view. */
  modelProbability: number | null;
  modelVersion: string;
  /** Positive expected value at the price ('value') or not ('lean'). */
  label: 'value' | 'lean';
  /** Expected profit per unit at the price. */
  ev: number;
  /** The context estimate of the home side's chance (reported, not blended). */
  gutHome: number | null;
  flags: PickFlags;
  /** decidePick's own answer, as the backtest records it. */
  decision: PickDecision;
}

export type QuantResult = { ok: true; pick: QuantPick } | { ok: false; reason: string };

const quote = (qs: readonly SideQuote[], side: TeamSide) => qs.find((q) => q.side === side);

/**
 * The gut: a home win probability from context alone, kept within 0.15-0.85; null when the context
 * holds nothing to judge by (then the market stands alone).
 */
export function gutHomeProbability(league: League, home: TeamFacts | undefined, away: TeamFacts | undefined): number | null {
  const known = [home, away].some((t) => t && (t.lastTen || t.record || t.injuries.length > 0 || t.starter?.confirmed));
  if (!known) return null;
  let g = 0.5 + HOME_EDGE[league];
  const [fh, fa] = [winShare(home?.lastTen), winShare(away?.lastTen)];
  if (fh !== null && fa !== null) g += 0.25 * (fh - fa);
  const [rh, ra] = [winShare(home?.record), winShare(away?.record)];
  if (rh !== null && ra !== null) g += 0.25 * (rh - ra);
  g -= 0.02 * clamp(playersOut(home?.injuries ?? []).length - playersOut(away?.injuries ?? []).length, -3, 3);
  const [eh, ea] = [home?.starter, away?.starter];
  if (league === 'MLB' && eh?.confirmed && ea?.confirmed && eh.era !== null && ea.era !== null) {
    g += 0.03 * clamp(ea.era - eh.era, -3, 3);
  }
  return clamp(g, 0.15, 0.85);
}

const pointText = (point: number) => (point === 0 ? 'PK' : point > 0 ? `+${point}` : String(point));

const toQuote = (q: SideQuote): Quote => ({ point: q.point, price: q.price, bookmaker: q.bookmaker, noVig: q.noVig });

const isPrice = (p: number | null | undefined): p is number => typeof p === 'number' && Number.isFinite(p) && Math.abs(p) >= 100;

/**
 * The sharp book's moneyline for decidePick's fair line: Pinnacle's prices when it prices every
 * side the consensus does (a two-way sharp price on a three-way market is another market).
 */
export function sharpMoneylineOf(h2h: readonly SideQuote[]): PickMarket['sharp'] {
  const home = quote(h2h, 'home')?.sharpPrice;
  const away = quote(h2h, 'away')?.sharpPrice;
  if (!isPrice(home) || !isPrice(away) || !h2h.every((q) => isPrice(q.sharpPrice))) return null;
  return { home, away };
}

/** The market as decidePick reads it, from the odds feed's consensus and best prices, and the sharp book's moneyline. */
export function pickMarketOf(game: GameInput): PickMarket | null {
  const mh = quote(game.h2h, 'home');
  const ma = quote(game.h2h, 'away');
  if (!mh || !ma) return null;
  const sh = quote(game.spreads, 'home');
  const sa = quote(game.spreads, 'away');
  return {
    league: game.league,
    moneyline: { home: toQuote(mh), away: toQuote(ma) },
    spread: sh && sa ? { home: toQuote(sh), away: toQuote(sa) } : null,
    sharp: sharpMoneylineOf(game.h2h),
  };
}

export function choosePick(game: GameInput, model: ModelView = NO_MODEL): QuantResult {
  if (!game.homeTeam?.trim() || !game.awayTeam?.trim()) return { ok: false, reason: INSUFFICIENT_DATA };
  const market = pickMarketOf(game);
  if (!market || market.moneyline.home.noVig === null || market.moneyline.away.noVig === null) return { ok: false, reason: INSUFFICIENT_DATA };
  const out = decidePick(market, model);
  if (!out.ok) return out;
  const d = out.decision;
  const team = d.side === 'home' ? game.homeTeam : game.awayTeam;
  const label = d.type === 'moneyline' ? `${team} ML` : `${team} ${pointText(d.line)}`;
  const text = buildPickText(label, d.price, { type: d.type, favourite: d.favourite });
  if (!text.ok) return { ok: false, reason: text.error.message };
  const gutHome = gutHomeProbability(game.league, game.context?.home, game.context?.away);
  return {
    ok: true,
    pick: {
      eventId: game.eventId,
      league: game.league,
      homeTeam: game.homeTeam,
      awayTeam: game.awayTeam,
      commenceTime: game.commenceTime,
      side: d.side,
      team,
      type: d.type,
      line: d.line,
      odds: d.price,
      pricedByBook: d.pricedByBook,
      bookmaker: d.bookmaker,
      pickText: text.value,
      confidence: round(clamp(d.probability, 0.5, 1), 3),
      marketProbability: round(d.marketProbability, 4),
      modelProbability: d.modelProbability === null ? null : round(d.modelProbability, 4),
      modelVersion: d.modelVersion,
      label: d.label,
      ev: round(d.ev, 4),
      gutHome: gutHome === null ? null : round(gutHome, 3),
      flags: pickFlags(game, d.side, d.price),
      decision: d,
    },
  };
}

export const describePrice = (price: number) => formatAmerican(price);
