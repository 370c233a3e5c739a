// Walk-forward fitting: the rating parameters and the blend weight used for a season are the ones
// that scored best (Brier of Gary's blended probability) on every season before it, each of those
// predicted by ratings that had seen only earlier games. Nothing is tuned by hand to a season.
import type { HistoricalGame, HistoricalLeague } from './historical-game';
import { meanInterval } from './metrics';
import { learnLeanDirection, type LeanWalk } from './lean-direction';
import { blendHome, decidePick } from './pick';
import { applyResult, modelHomeProbability, newRatingState, predictHome, startSeason, type Drift, type RatingParams, type RatingState } from './rating-model';
import { logit, sigmoid } from './stats';
import { driftDataOf, fitBestDrift, PITCHER_FORM_GRID } from './drift-fit';
import { pitcherFeatures, type PitcherFormParams } from './pitcher-form';
import type { DatedStart } from './starters';

const K = [4, 8, 16, 24, 32];
const HOME = [0, 25, 50, 75, 100];
const REGRESS = [0.25, 0.5];
const REST = [0, 10];

/** Every parameter set the fit considers, the same for every league. */
export const PARAM_GRID: RatingParams[] = K.flatMap((k) => HOME.flatMap((home) => REGRESS.flatMap((regress) => REST.map((rest) => ({ k, home, regress, rest })))));
/** One-sided 95%: the model's Brier gain over the market must clear this many standard errors. */
export const SIGNIFICANCE_Z = 1.645;
export const WEIGHT_GRID: number[] = Array.from({ length: 21 }, (_, i) => i / 20);

export { marketOf, type MarketView } from './historical-market';
import { marketForGame, marketOf, type MarketView } from './historical-market';

export interface SeasonFit {
  season: string;
  params: RatingParams;
  /** The opening line's learned drift toward the close (null where the file has no opening line). */
  drift: Drift | null;
  weight: number;
  /** The seasons the fit learned from (empty for the first: Gary is then the market). */
  fittedOn: string[];
  /** Brier of the blend over those seasons, and of the market alone. */
  fitBrier: number | null;
  fitMarketBrier: number | null;
  /** Why the weight is what it is. */
  note: string;
}

export interface WalkForward {
  league: HistoricalLeague;
  seasons: string[];
  /** Per season, what was fitted before it. */
  fits: Record<string, SeasonFit>;
  /** Per game (the input's order): the model's home probability under its season's fit. */
  modelHome: Float64Array;
  /** Per game: the rating's own home probability under its season's parameters. */
  eloHome: Float64Array;
  /** Per game: the starting-pitcher edge under its season's fit (0 without starters or a pitcher term). */
  pitcherEdge: Float64Array;
  /** The fit over every season: what the live engine ships. */
  final: SeasonFit;
  /** The ratings at the end of the data under the final parameters. */
  finalState: RatingState;
  /** The lean rule at every game, learned from earlier dates; `lean.final` ships. */
  lean: LeanWalk;
}

export function seasonsOf(games: readonly HistoricalGame[]): string[] {
  const seen: string[] = [];
  for (const g of games) if (!seen.includes(g.season)) seen.push(g.season);
  return seen;
}

/** Replays every game under one parameter set; the probability of each game is taken before its result. */
export function replay(league: HistoricalLeague, games: readonly HistoricalGame[], params: RatingParams, out: Float64Array): RatingState {
  const state = newRatingState(league);
  for (let i = 0; i < games.length; i++) {
    const g = games[i]!;
    startSeason(state, g.season, params);
    out[i] = predictHome(state, params, g.home, g.away, g.date);
    applyResult(state, params, g);
  }
  return state;
}

/** `games` must be in date order (see byDate). */
export interface WalkForwardOptions {
  /** Starts before the games (MLB warm-up), so a pitcher's form has history at the first game. */
  warmup?: readonly DatedStart[];
}

export function walkForward(league: HistoricalLeague, games: readonly HistoricalGame[], options: WalkForwardOptions = {}): WalkForward {
  const seasons = seasonsOf(games);
  // The pitcher edge of every game under every way of building it, each from earlier starts only.
  const pitcherOptions = games.some((g) => g.starters) ? PITCHER_FORM_GRID.map((form) => ({ form, edge: pitcherFeatures(games, options.warmup ?? [], form) })) : [];
  const edgeOf = (drift: Drift | null): Float64Array | null => {
    const form: PitcherFormParams | undefined = drift?.pitcherForm;
    return form ? (pitcherOptions.find((o) => o.form.priorBf === form.priorBf && o.form.seasonDecay === form.seasonDecay)?.edge ?? null) : null;
  };
  const seasonIdx = games.map((g) => seasons.indexOf(g.season));
  const markets = games.map(marketOf);
  const scored = games.map((g, i) => (markets[i] && g.homeScore !== g.awayScore ? (g.homeScore > g.awayScore ? 1 : 0) : -1));
  const driftData = driftDataOf(games, markets);
  const hasOpen = markets.some((m) => m?.line === 'open') && games.some((g) => g.openMoneyline && g.closeMoneyline);
  const preds = PARAM_GRID.map((params) => {
    const p = new Float64Array(games.length);
    replay(league, games, params, p);
    return p;
  });
  const W = WEIGHT_GRID.length;
  const seasonSseCache = new Map<number, Float64Array>();
  const seasonSse = (c: number): Float64Array => {
    const hit = seasonSseCache.get(c);
    if (hit) return hit;
    const out = new Float64Array(seasons.length * W);
    const elo = preds[c]!;
    for (let i = 0; i < games.length; i++) {
      if (scored[i]! < 0) continue;
      const lm = logit(markets[i]!.home);
      const d = logit(elo[i]!) - lm;
      const y = scored[i]!;
      const base = seasonIdx[i]! * W;
      for (let w = 1; w < W; w++) out[base + w]! += (sigmoid(lm + WEIGHT_GRID[w]! * d) - y) ** 2;
    }
    seasonSseCache.set(c, out);
    return out;
  };

  const fitOver = (upTo: number, season: string): SeasonFit => {
    const empty = { season, params: PARAM_GRID[0]!, drift: null, weight: 0, fittedOn: [], fitBrier: null, fitMarketBrier: null };
    if (upTo === 0) return { ...empty, note: 'No earlier season to learn from: Gary reads the market.' };
    const inFit = (i: number) => seasonIdx[i]! < upTo;
    let n = 0;
    let mkt = 0;
    for (let i = 0; i < games.length; i++) if (inFit(i) && scored[i]! >= 0) (n++, (mkt += (markets[i]!.home - scored[i]!) ** 2));
    let best = { c: 0, w: 0, sse: mkt, drift: null as Drift | null };
    const sse = new Float64Array(W);
    for (let c = 0; c < PARAM_GRID.length; c++) {
      const elo = preds[c]!;
      const drift = hasOpen ? fitBestDrift(driftData, elo, inFit, pitcherOptions) : null;
      const pe = edgeOf(drift);
      sse.fill(0);
      if (drift === null) {
        // Without a drift the model of a game does not depend on the fit: per-season sums serve every fit.
        const perSeason = seasonSse(c);
        for (let s = 0; s < upTo; s++) for (let w = 1; w < W; w++) sse[w]! += perSeason[s * W + w]!;
      } else {
        for (let i = 0; i < games.length; i++) {
          if (!inFit(i) || scored[i]! < 0) continue;
          const mh = markets[i]!.home;
          const lm = logit(mh);
          const d = logit(modelHomeProbability(elo[i]!, mh, drift, pe ? pe[i]! : 0)) - lm;
          const y = scored[i]!;
          for (let w = 1; w < W; w++) sse[w]! += (sigmoid(lm + WEIGHT_GRID[w]! * d) - y) ** 2;
        }
      }
      for (let w = 1; w < W; w++) if (sse[w]! < best.sse - 1e-9) best = { c, w, sse: sse[w]!, drift };
    }
    const params = PARAM_GRID[best.c]!;
    const fittedOn = seasons.slice(0, upTo);
    const base = { season, params, drift: best.drift, fittedOn, fitMarketBrier: mkt / n };
    if (best.w === 0) return { ...base, weight: 0, fitBrier: mkt / n, note: 'The model added nothing to the market on the seasons before: weight 0.' };
    // The weight is kept only if its gain over the market is significant (paired Brier
    // differences, one-sided 95%) on earlier seasons each predicted out of sample, by the fit made
    // before it: a drift fitted on a season explains that season's moves too well to judge itself.
    const diffs: number[] = [];
    for (let i = 0; i < games.length; i++) {
      if (!inFit(i) || scored[i]! < 0 || !hasOos[i]) continue;
      const mh = markets[i]!.home;
      const g = blendHome(mh, oos[i]!, WEIGHT_GRID[best.w]!);
      diffs.push((mh - scored[i]!) ** 2 - (g - scored[i]!) ** 2);
    }
    if (diffs.length < 30) return { ...base, weight: 0, fitBrier: mkt / n, note: 'No earlier season predicted out of sample yet to show the model beats the market: weight 0.' };
    const gain = meanInterval(diffs);
    if (!(gain.mean - SIGNIFICANCE_Z * ((gain.mean - gain.ci95[0]) / 1.96) > 0)) {
      return { ...base, weight: 0, fitBrier: mkt / n, note: `The model's best gain on the seasons before was inside the noise (Brier ${(gain.mean * 1e4).toFixed(2)}e-4 better at weight ${WEIGHT_GRID[best.w]}, 95% interval from ${(gain.ci95[0] * 1e4).toFixed(2)}e-4): weight 0.` };
    }
    return { ...base, weight: WEIGHT_GRID[best.w]!, fitBrier: best.sse / n, note: `Fitted on ${fittedOn.join(', ')}: Brier ${(gain.mean * 1e4).toFixed(2)}e-4 better than the market there, 95% interval from ${(gain.ci95[0] * 1e4).toFixed(2)}e-4.` };
  };

  const fits: Record<string, SeasonFit> = {};
  // Each season's model probability under the fit made before it (the first season has none).
  const oos = new Float64Array(games.length);
  const hasOos = new Uint8Array(games.length);
  seasons.forEach((season, s) => {
    const fit = (fits[season] = fitOver(s, season));
    if (s === 0) return;
    const elo = preds[PARAM_GRID.indexOf(fit.params)]!;
    const pe = edgeOf(fit.drift);
    for (let i = 0; i < games.length; i++) {
      if (seasonIdx[i] !== s || !markets[i]) continue;
      oos[i] = modelHomeProbability(elo[i]!, markets[i]!.home, fit.drift, pe ? pe[i]! : 0);
      hasOos[i] = 1;
    }
  });
  const modelHome = new Float64Array(games.length);
  const eloHome = new Float64Array(games.length);
  const pitcherEdge = new Float64Array(games.length);
  for (let i = 0; i < games.length; i++) {
    const fit = fits[games[i]!.season]!;
    const m = markets[i];
    const elo = preds[PARAM_GRID.indexOf(fit.params)]![i]!;
    eloHome[i] = elo;
    pitcherEdge[i] = edgeOf(fit.drift)?.[i] ?? 0;
    modelHome[i] = m ? modelHomeProbability(elo, m.home, fit.drift, pitcherEdge[i]!) : elo;
  }
  const final = fitOver(seasons.length, 'next');
  const finalState = replay(league, games, final.params, new Float64Array(games.length));
  // The side each game's lean would take by the model's direction (learned from only if played).
  const modelLean = (i: number) => {
    const market = marketForGame(games[i]!);
    if (!market) return null;
    const fit = fits[games[i]!.season]!;
    const out = decidePick(market, { version: '', eloHome: eloHome[i]!, drift: fit.drift, weight: fit.weight, leanByModel: true, pitcherEdge: pitcherEdge[i]! });
    return out.ok && out.decision.leanBy === 'model' ? out.decision.side : null;
  };
  const lean = learnLeanDirection(games, modelLean, (i) => fits[games[i]!.season]!.weight, final.weight);
  return { league, seasons, fits, modelHome, eloHome, pitcherEdge, final, finalState, lean };
}
