// The rating model: an Elo rating per team learned from results, with margin of victory, a home
// edge, rest days (a back-to-back costs, a long rest helps) and regression to the mean between
// seasons. It knows only the games it has been shown, in order: predict() before update().
import type { HistoricalLeague } from './historical-game';
import type { PitcherFormParams } from './pitcher-form';
import { clamp, logit, sigmoid } from './stats';

export interface RatingParams {
  /** Rating points moved per game at a margin multiplier of 1. */
  k: number;
  /** Rating points the home side gets. */
  home: number;
  /** Share of the distance to the mean removed at a new season (0 keeps, 1 resets). */
  regress: number;
  /** Rating points per day of extra rest over the opponent (days capped per league). */
  rest: number;
}

export interface TeamRating {
  rating: number;
  /** YYYY-MM-DD of the team's last game, null before its first. */
  lastDate: string | null;
}

export interface RatingState {
  league: HistoricalLeague;
  season: string | null;
  teams: Record<string, TeamRating>;
}

export const MEAN_RATING = 1500;
/** Days of rest beyond which more rest counts no more (NFL: a bye week). */
const REST_CAP: Record<HistoricalLeague, number> = { NBA: 3, MLB: 2, NFL: 13 };

export const newRatingState = (league: HistoricalLeague): RatingState => ({ league, season: null, teams: {} });

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

function restDays(state: RatingState, team: string, date: string): number {
  const cap = REST_CAP[state.league];
  const last = state.teams[team]?.lastDate;
  if (!last) return cap;
  return clamp(daysBetween(last, date), 0, cap);
}

const ratingOf = (state: RatingState, team: string) => state.teams[team]?.rating ?? MEAN_RATING;

/** Regression to the mean at a new season (every known team, in place). */
export function startSeason(state: RatingState, season: string, params: RatingParams): void {
  if (state.season === season) return;
  if (state.season !== null) {
    for (const t of Object.values(state.teams)) {
      t.rating = MEAN_RATING + (t.rating - MEAN_RATING) * (1 - params.regress);
      t.lastDate = null;
    }
  }
  state.season = season;
}

/** The rating difference in the home side's favour, home edge and rest included. */
export function ratingDiff(state: RatingState, params: RatingParams, home: string, away: string, date: string): number {
  const rest = restDays(state, home, date) - restDays(state, away, date);
  return ratingOf(state, home) - ratingOf(state, away) + params.home + params.rest * rest;
}

export const eloProbability = (diff: number) => 1 / (1 + 10 ** (-diff / 400));

/** The model's home win probability for a game on `date` (the season must already be started). */
export function predictHome(state: RatingState, params: RatingParams, home: string, away: string, date: string): number {
  return eloProbability(ratingDiff(state, params, home, away, date));
}

/** Learns from a final: ratings move by K times a margin multiplier times the surprise. */
export function applyResult(
  state: RatingState,
  params: RatingParams,
  g: { home: string; away: string; date: string; homeScore: number; awayScore: number },
): void {
  const diff = ratingDiff(state, params, g.home, g.away, g.date);
  const p = eloProbability(diff);
  const margin = g.homeScore - g.awayScore;
  const actual = margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
  // Margin of victory with the autocorrelation damping of FiveThirtyEight's NFL Elo: a favourite's
  // big win counts a little less, so ratings do not run away.
  const winnerDiff = margin >= 0 ? diff : -diff;
  const mult = Math.log(Math.abs(margin) + 1) * (2.2 / (winnerDiff * 0.001 + 2.2));
  const shift = params.k * Math.max(mult, 0.5) * (actual - p);
  const h = (state.teams[g.home] ??= { rating: MEAN_RATING, lastDate: null });
  const a = (state.teams[g.away] ??= { rating: MEAN_RATING, lastDate: null });
  h.rating += shift;
  a.rating -= shift;
  h.lastDate = g.date;
  a.lastDate = g.date;
}

export const cloneState = (s: RatingState): RatingState => ({
  league: s.league,
  season: s.season,
  teams: Object.fromEntries(Object.entries(s.teams).map(([k, t]) => [k, { ...t }])),
});

/** The state as at the start of a new season: every rating regressed, rest reset. */
export function regressedForNewSeason(s: RatingState, params: RatingParams, season: string): RatingState {
  const next = cloneState(s);
  startSeason(next, season, params);
  return next;
}

/**
 * How the opening line moves before the close, learned (least squares on the logit scale) from
 * earlier seasons' opening and closing lines: move = intercept + market * logit(open) +
 * rating * (logit(rating model) - logit(open)) + pitcher * (starting-pitcher edge, see
 * pitcher-form.ts). Only where a file has both lines (MLB); the pitcher term only where it has
 * the starters.
 */
export interface Drift {
  intercept: number;
  market: number;
  rating: number;
  /** Logit move per unit of the starting-pitcher edge (absent: no starters in the fit). */
  pitcher?: number;
  /** How the pitcher edge was built (prior batters faced, season decay), chosen with the fit. */
  pitcherForm?: PitcherFormParams;
  /** Games the drift was fitted on. */
  games: number;
}

export const driftFeatures = (marketHome: number, eloHome: number, pitcherEdge = 0): [number, number, number, number] => {
  const lo = logit(marketHome);
  return [1, lo, logit(eloHome) - lo, pitcherEdge];
};

/**
 * The model's home win probability: the rating's own where no drift is known; where it is, the
 * closing line the model expects from the opening one, the rating and the starting pitchers (a
 * better forecast than the opening line when the opening line leans one way the close corrects).
 * `pitcherEdge` 0 (an unknown starter) leaves team ratings alone.
 */
export function modelHomeProbability(eloHome: number, marketHome: number, drift: Drift | null, pitcherEdge = 0): number {
  if (!drift) return eloHome;
  const [one, lo, gap, pe] = driftFeatures(marketHome, eloHome, pitcherEdge);
  return sigmoid(lo + drift.intercept * one + drift.market * lo + drift.rating * gap + (drift.pitcher ?? 0) * pe);
}

/**
 * The season a game date belongs to, named as the historical files name it: MLB by calendar year,
 * NBA by the year it ends (2007-08 is 2008; August on is the next), NFL by its September start
 * year (January and February playoffs belong to the year before).
 */
export function seasonOfDate(league: HistoricalLeague, date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (league === 'NBA') return String(month >= 8 ? year + 1 : year);
  if (league === 'NFL') return String(month <= 2 ? year - 1 : year);
  return String(year);
}

/**
 * Moves a state to the season of a game. The shipped state is already regressed as at a new
 * season, so the first live season takes it as it is; any later change of season regresses.
 */
export function enterSeason(state: RatingState, season: string, params: RatingParams, shippedSeason: string): void {
  if (state.season === shippedSeason) {
    state.season = season;
    return;
  }
  startSeason(state, season, params);
}
