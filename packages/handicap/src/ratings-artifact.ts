// The fitted model the live engine ships: per league the rating parameters, the drift, the blend
// weight and the ratings at the end of the historical data, regressed as at a new season. Written
// by `make fit-ratings` (tools/backtest/src/fit-ratings.ts), never by hand; its version names the
// data it was fitted through and a hash of its content.
import { createHash } from 'node:crypto';
import type { HistoricalLeague } from './historical-game';
import type { Drift, RatingParams, RatingState } from './rating-model';
import { regressedForNewSeason } from './rating-model';
import type { WalkForward } from './walk-forward';

export interface LeagueModel {
  league: HistoricalLeague;
  version: string;
  fittedOn: string[];
  params: RatingParams;
  drift: Drift | null;
  weight: number;
  note: string;
  /** Whether a lean follows the model's disagreement with the market (learned on every game of the data), and why. */
  leanByModel?: boolean;
  leanNote?: string;
  /**
   * The Bet threshold decidePick reads (expected value per unit a featured book's price must beat
   * the fair line by), learned on the data, and why; null threshold: every pick a Lean.
   */
  bet?: { threshold: number | null; note: string };
  /** Ratings as at the start of the season after the data. */
  state: RatingState;
}

export interface RatingsArtifact {
  generatedBy: string;
  leagues: Partial<Record<HistoricalLeague, LeagueModel>>;
}

export const NEXT_SEASON = 'after-data';

export function leagueModelOf(walk: WalkForward): LeagueModel {
  const state = regressedForNewSeason(walk.finalState, walk.final.params, NEXT_SEASON);
  const body = { params: walk.final.params, drift: walk.final.drift, weight: walk.final.weight, leanByModel: walk.lean.final.byModel, state };
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 8);
  const last = walk.seasons[walk.seasons.length - 1] ?? 'none';
  return {
    league: walk.league,
    version: `${walk.league.toLowerCase()}-elo-${last}-${hash}`,
    fittedOn: walk.final.fittedOn,
    params: walk.final.params,
    drift: walk.final.drift,
    weight: walk.final.weight,
    note: walk.final.note,
    leanByModel: walk.lean.final.byModel,
    leanNote: walk.lean.final.note,
    state,
  };
}
