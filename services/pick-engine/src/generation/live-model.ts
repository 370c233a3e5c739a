// The rating model in the live engine: the ratings shipped in packages/handicap/ratings (fitted on
// the historical seasons by `make fit-ratings`) carried forward by every final the engine has
// recorded, in order. The state is rebuilt from those two whenever a new final arrives, and its
// version is the shipped version plus the number of finals applied, so each pick names exactly
// the ratings that priced it.
import {
  applyResult,
  cloneState,
  enterSeason,
  NEXT_SEASON,
  NO_MODEL,
  predictHome,
  seasonOfDate,
  teamKey,
  type HistoricalLeague,
  type LeagueModel,
  type ModelView,
  type RatingsArtifact,
  type RatingState,
} from '@gary/handicap';
import shipped from '@gary/handicap/ratings/ratings.json';
import type { Queryable } from '@gary/platform';
import { countModelFinals, insertModelFinal, listModelFinals, type ModelFinal } from './adapters/model-finals-repo';

export interface LiveModel {
  /** The model's view of a game about to be picked. */
  view(league: string, homeTeam: string, awayTeam: string, gameDate: string): Promise<ModelView>;
  /** Records a final for the ratings (every game, picked or not); false when already recorded or not rated. */
  recordFinal(db: Queryable, f: ModelFinal): Promise<boolean>;
}

const isRated = (artifact: RatingsArtifact, league: string): league is HistoricalLeague => Boolean(artifact.leagues[league as HistoricalLeague]);

/** The ratings after the shipped state learns the finals, in order. */
export function carryForward(model: LeagueModel, finals: readonly ModelFinal[]): RatingState {
  const state = cloneState(model.state);
  for (const f of finals) {
    const home = teamKey(model.league, f.homeTeam);
    const away = teamKey(model.league, f.awayTeam);
    if (!home || !away) continue;
    enterSeason(state, seasonOfDate(model.league, f.gameDate), model.params, NEXT_SEASON);
    applyResult(state, model.params, { home, away, date: f.gameDate, homeScore: f.homeScore, awayScore: f.awayScore });
  }
  return state;
}

export const liveVersion = (model: LeagueModel, finals: number) => (finals === 0 ? model.version : `${model.version}+${finals}`);

/** The view of one game from a carried-forward state (the state itself is not changed). */
export function viewOf(model: LeagueModel, state: RatingState, finals: number, homeTeam: string, awayTeam: string, gameDate: string): ModelView {
  const home = teamKey(model.league, homeTeam);
  const away = teamKey(model.league, awayTeam);
  if (!home || !away || !state.teams[home] || !state.teams[away]) return { ...NO_MODEL, version: liveVersion(model, finals) };
  const at = cloneState(state);
  enterSeason(at, seasonOfDate(model.league, gameDate), model.params, NEXT_SEASON);
  const since = (team: string) => {
    const last = at.teams[team]?.lastDate;
    return last ? Math.round((Date.parse(`${gameDate}T00:00:00Z`) - Date.parse(`${last}T00:00:00Z`)) / 86_400_000) : null;
  };
  return {
    version: liveVersion(model, finals), eloHome: predictHome(at, model.params, home, away, gameDate), drift: model.drift, weight: model.weight, leanByModel: model.leanByModel === true,
    daysSinceLast: { home: since(home), away: since(away) },
  };
}

export function createLiveModel(deps: { db: Queryable; artifact?: RatingsArtifact }): LiveModel {
  const artifact = deps.artifact ?? (shipped as unknown as RatingsArtifact);
  const cache = new Map<string, { finals: number; state: RatingState }>();

  async function stateOf(league: HistoricalLeague): Promise<{ finals: number; state: RatingState }> {
    const model = artifact.leagues[league]!;
    const count = await countModelFinals(deps.db, league);
    const hit = cache.get(league);
    if (hit && hit.finals === count) return hit;
    const finals = await listModelFinals(deps.db, league);
    const next = { finals: finals.length, state: carryForward(model, finals) };
    cache.set(league, next);
    return next;
  }

  return {
    async view(league, homeTeam, awayTeam, gameDate) {
      if (!isRated(artifact, league)) return NO_MODEL;
      const { finals, state } = await stateOf(league);
      return viewOf(artifact.leagues[league]!, state, finals, homeTeam, awayTeam, gameDate);
    },
    async recordFinal(db, f) {
      if (!isRated(artifact, f.league)) return false;
      return insertModelFinal(db, f);
    },
  };
}

/** The market alone (no ratings): for harnesses that run the analyser without a database. */
export const marketOnlyModel: LiveModel = {
  view: async () => NO_MODEL,
  recordFinal: async () => false,
};
