// The quantitative core: one pick per game from the market first. The books' consensus no-vig
// probability is the data (90%); a context estimate from form, records, injuries and starters is
// the gut (10%). The team is the one the blended moneyline favours; the bet is that team's
// moneyline or spread (never a total), whichever has the better expected value at the best price
// among those with at least a 50% chance, so the confidence is a real probability of 0.50-1.00.
import { buildPickText, defaultPickOdds, expectedValue, formatAmerican } from '@gary/betting';
import type { GameInput, League, SideQuote, TeamFacts, TeamSide } from './game-input';
import { pickFlags, type PickFlags } from './pick-flags';
import { clamp, playersOut, round, winShare } from './team-form';

export const DATA_WEIGHT = 0.9;
export const GUT_WEIGHT = 0.1;
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
  /** The market's no-vig probability of the chosen bet (before the gut). */
  marketProbability: number;
  /** Expected profit per unit at the price. */
  ev: number;
  gutHome: number | null;
  flags: PickFlags;
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

interface Candidate {
  type: 'spread' | 'moneyline';
  line: number;
  price: number;
  pricedByBook: boolean;
  bookmaker: string;
  marketP: number;
  p: number;
  ev: number;
}

const validLine = (point: number) => Number.isFinite(point) && Number.isInteger(point * 2);

export function choosePick(game: GameInput): QuantResult {
  if (!game.homeTeam?.trim() || !game.awayTeam?.trim()) return { ok: false, reason: INSUFFICIENT_DATA };
  const mh = quote(game.h2h, 'home');
  const ma = quote(game.h2h, 'away');
  if (!mh || !ma || mh.noVig === null || ma.noVig === null) return { ok: false, reason: INSUFFICIENT_DATA };

  const gutHome = gutHomeProbability(game.league, game.context?.home, game.context?.away);
  // Two teams' share of the market (a 3-way market also prices the draw).
  const share = mh.noVig + ma.noVig;
  const delta = gutHome === null ? 0 : GUT_WEIGHT * (gutHome - mh.noVig / share);
  const model = { home: mh.noVig + delta * share, away: ma.noVig - delta * share };
  const marketFavourite: TeamSide = mh.noVig >= ma.noVig ? 'home' : 'away';
  const side: TeamSide = model.home >= model.away ? 'home' : 'away';
  const team = side === 'home' ? game.homeTeam : game.awayTeam;
  const ml = side === 'home' ? mh : ma;

  const candidates: Candidate[] = [];
  const priced = (q: SideQuote, type: 'spread' | 'moneyline') => {
    if (q.price !== null) return { price: q.price, pricedByBook: true, bookmaker: q.bookmaker };
    return { price: defaultPickOdds({ type, favourite: side === marketFavourite }), pricedByBook: false, bookmaker: '' };
  };
  const mlPrice = priced(ml, 'moneyline');
  const mlP = clamp(model[side], 0.01, 0.99);
  candidates.push({ type: 'moneyline', line: 0, ...mlPrice, marketP: ml.noVig ?? mlP, p: mlP, ev: evOf(mlP, mlPrice.price) });

  const sq = quote(game.spreads, side);
  const other = quote(game.spreads, side === 'home' ? 'away' : 'home');
  if (sq && other && sq.noVig !== null && other.noVig !== null && validLine(sq.point)) {
    // The MLB run line is always -1.5 for the favourite and +1.5 for the underdog.
    const runLine = side === marketFavourite ? -MLB_RUN_LINE : MLB_RUN_LINE;
    if (game.league !== 'MLB' || sq.point === runLine) {
      const fair = sq.noVig / (sq.noVig + other.noVig);
      const p = clamp(fair + (side === 'home' ? delta : -delta), 0.01, 0.99);
      const sp = priced(sq, 'spread');
      candidates.push({ type: 'spread', line: sq.point, ...sp, marketP: fair, p, ev: evOf(p, sp.price) });
    }
  }

  const eligible = candidates.filter((c) => c.p >= 0.5);
  if (eligible.length === 0) return { ok: false, reason: 'No side at 50% or better' };
  // Better expected value wins; on a tie the moneyline (listed first) stays.
  const best = eligible.reduce((a, b) => (b.ev > a.ev + 1e-9 ? b : a));
  const label = best.type === 'moneyline' ? `${team} ML` : `${team} ${pointText(best.line)}`;
  const text = buildPickText(label, best.price, { type: best.type, favourite: side === marketFavourite });
  if (!text.ok) return { ok: false, reason: text.error.message };

  return {
    ok: true,
    pick: {
      eventId: game.eventId,
      league: game.league,
      homeTeam: game.homeTeam,
      awayTeam: game.awayTeam,
      commenceTime: game.commenceTime,
      side,
      team,
      type: best.type,
      line: best.line,
      odds: best.price,
      pricedByBook: best.pricedByBook,
      bookmaker: best.bookmaker,
      pickText: text.value,
      confidence: round(clamp(best.p, 0.5, 1), 3),
      marketProbability: round(best.marketP, 4),
      ev: round(best.ev, 4),
      gutHome: gutHome === null ? null : round(gutHome, 3),
      flags: pickFlags(game, side, best.price),
    },
  };
}

function evOf(p: number, price: number): number {
  const ev = expectedValue(p, price);
  return ev.ok ? ev.value : -1;
}

export const describePrice = (price: number) => formatAmerican(price);
