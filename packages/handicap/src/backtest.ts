// The backtest: every game in date order through decidePick (the function the live engine
// publishes with), the model's view coming from ratings that have seen only earlier games and
// parameters fitted only on earlier seasons. Scores Gary against the market on the same games.
import { byDate, type HistoricalGame, type HistoricalLeague } from './historical-game';
import { betProfit, bootstrapMean, brier, calibration, logLoss, meanInterval, type CalibrationBin } from './metrics';
import { decidePick, type ModelView, type PickDecision, type PickMarket } from './pick';
import { marketOf, walkForward, type SeasonFit, type WalkForward, type WalkForwardOptions } from './walk-forward';
import { marketForGame } from './historical-market';
export { marketForGame } from './historical-market';
import { sideClosingLineValue, type ClvUnit } from './lean-direction';
import { legacyHomeProbability, createFormBook } from './legacy-rule';
import { round } from './stats';
import { learnBetThreshold, type LearnedThreshold } from './bet-or-lean';
import { bottomLineOf, intervalOf, leanClvBySeason, recordOf, unseenEdgeOf, type GradedPick, type Interval, type PickRecord, type UnseenEdge } from './report-records';
import { impliedProbability, noVigProbabilities } from '@gary/betting';

export type { ClvUnit } from './lean-direction';

export interface LeagueReport {
  /** Games with a market and a winner: the games the probabilities are scored on (a tie has no winner to score). */
  games: number;
  /** Games picked, ties included (a tie is graded: a moneyline pushes, a spread is decided by the line). */
  picks: number;
  /** Picked games that ended level: why picks may exceed games. */
  ties: number;
  seasons: string[];
  market: { line: 'open' | 'close'; brier: number; logLoss: number };
  gary: { brier: number; logLoss: number };
  model: { brier: number; logLoss: number };
  calibration: CalibrationBin[];
  picksRecord: { wins: number; losses: number; pushes: number; units: number; roi: number; roiCi95: [number, number]; value: number; lean: number };
  clv: { unit: ClvUnit; mean: number; ci95: [number, number]; beatCloseShare: number; n: number } | null;
  favouriteShare: number;
  /**
   * The lean rule: what ships ('model': a lean follows the model's disagreement with the market;
   * 'price': the bet closest to its price), why, and how the replay's leans were chosen.
   */
  lean: { rule: 'model' | 'price'; note: string; byModel: number; byPrice: number; modelUnderdogShare: number | null; passes: number };
  /** The price rule alone (every lean the bet closest to its price) on the same games: the rule before. */
  priceRule: { picks: number; favouriteShare: number; roi: number; roiCi95: [number, number]; clv: { mean: number; ci95: [number, number] } | null };
  modelWeight: number;
  modelNote: string;
  modelParams: SeasonFit["params"];
  modelDrift: SeasonFit["drift"];
  legacy: { brier: number; logLoss: number; favouriteShare: number };
  bySeason: Record<string, { games: number; garyBrier: number; marketBrier: number; clvMean: number | null; weight: number; params: SeasonFit["params"]; note: string; leanByModelShare: number }>;
  /** What a lean follows in this league: the model's direction (learned against the close) or the price. */
  leanBy: 'model' | 'price';
  /** Bets (a price beating the fair line by the learned threshold) and Leans, as separate records. */
  bets: PickRecord;
  leans: PickRecord;
  /**
   * Closing line value against the close: the fair (no-vig) line's move toward the pick from the
   * opening line, and the closing fair probability minus the break-even of the price taken
   * (moneyline picks). The files carry the consensus only, so the close here is the consensus close.
   */
  clvAgainstClose: { unit: ClvUnit | null; fair: 'consensus'; noVigMove: Interval | null; priceVsClose: Interval | null };
  leanClvBySeason: Record<string, Interval | null>;
  /** The seasons each predicted by a fit on earlier seasons only, pooled: the evidence of an edge. */
  unseen: UnseenEdge;
  /** The Bet threshold, learned per season on earlier seasons, and the one over every season. */
  betThreshold: { bySeason: Record<string, number | null>; final: LearnedThreshold };
  /** One sentence, computed from the figures above, for the model card. */
  bottomLine: string;
}

export interface GamePick {
  game: HistoricalGame;
  market: PickMarket;
  decision: PickDecision;
}

export const walkForwardVersion = (league: string, season: string) => `${league.toLowerCase()}-elo-wf-${season}`;

/** The model's view of a historical game: the rating's probability, its season's fit and the lean rule learned before it. */
export const historicalView = (g: HistoricalGame, eloHome: number, fit: SeasonFit, leanByModel = false, pitcherEdge = 0, betThreshold: number | null = null): ModelView => ({
  version: walkForwardVersion(g.league, g.season),
  eloHome,
  drift: fit.drift,
  weight: fit.weight,
  leanByModel,
  pitcherEdge,
  betThreshold,
});

/** The pick of one historical game, given the rating's home probability, the season's fit and the lean rule. */
export function pickHistoricalGame(g: HistoricalGame, eloHome: number, fit: SeasonFit, leanByModel = false, pitcherEdge = 0, betThreshold: number | null = null): GamePick | null {
  const market = marketForGame(g);
  if (!market) return null;
  const out = decidePick(market, historicalView(g, eloHome, fit, leanByModel, pitcherEdge, betThreshold));
  return out.ok ? { game: g, market, decision: out.decision } : null;
}

export function grade(d: PickDecision, g: HistoricalGame): 'win' | 'loss' | 'push' {
  const margin = (d.side === 'home' ? 1 : -1) * (g.homeScore - g.awayScore) + (d.type === 'spread' ? d.line : 0);
  return margin > 0 ? 'win' : margin < 0 ? 'loss' : 'push';
}

/** How the market moved on the picked side from the opening to the closing line; null without both. */
export function closingLineValue(d: PickDecision, g: HistoricalGame): { unit: ClvUnit; value: number } | null {
  return sideClosingLineValue(d.side, g);
}

/** The closing fair probability of the picked side minus the break-even of the price taken; null without a closing moneyline. */
export function priceAgainstClose(d: PickDecision, g: HistoricalGame): number | null {
  if (!g.closeMoneyline) return null;
  const close = noVigProbabilities([g.closeMoneyline.home, g.closeMoneyline.away]);
  const be = impliedProbability(d.price);
  if (!close.ok || !be.ok) return null;
  return close.value[d.side === 'home' ? 0 : 1]! - be.value;
}

export interface BacktestRun {
  report: LeagueReport;
  picks: GamePick[];
  walk: WalkForward;
}

export function backtestLeague(league: HistoricalLeague, input: readonly HistoricalGame[], options: WalkForwardOptions = {}): BacktestRun {
  const games = [...input].sort(byDate);
  const walk = walkForward(league, games, options);
  const form = createFormBook();
  const picks: GamePick[] = [];
  const ps: { gary: number[]; market: number[]; model: number[]; legacy: number[]; y: number[] } = { gary: [], market: [], model: [], legacy: [], y: [] };
  let legacyFav = 0;
  let legacyPicks = 0;
  const profits: number[] = [];
  const clvs: number[] = [];
  let clvUnit: ClvUnit | null = null;
  const record = { wins: 0, losses: 0, pushes: 0, value: 0, lean: 0 };
  let favourites = 0;
  let ties = 0;
  const season: Record<string, { n: number; gary: number; market: number; clv: number[]; picks: number; byModel: number }> = {};
  const leans = { byModel: 0, byPrice: 0, modelUnderdog: 0, passes: 0 };
  const before = { picks: 0, favourites: 0, profits: [] as number[], clvs: [] as number[] };
  let line: 'open' | 'close' = 'close';
  const graded: GradedPick[] = [];
  const priceVsClose: number[] = [];
  // The Bet threshold of each season, learned on the seasons before it only.
  const thresholds: Record<string, number | null> = {};
  for (const sn of walk.seasons) thresholds[sn] = learnBetThreshold(games.filter((g) => g.season < sn)).ev;

  for (let i = 0; i < games.length; i++) {
    const g = games[i]!;
    const legacyHome = legacyHomeProbability(form, g);
    form.record(g);
    const fit = walk.fits[g.season]!;
    const byModel = walk.lean.byModel[i] === 1;
    const pe = walk.pitcherEdge[i]!;
    const pick = pickHistoricalGame(g, walk.eloHome[i]!, fit, byModel, pe, thresholds[g.season]!);
    // The same game under the price rule alone, to show the rule before beside this one.
    const old = byModel ? pickHistoricalGame(g, walk.eloHome[i]!, fit, false, pe, thresholds[g.season]!)?.decision : pick?.decision;
    if (old) {
      before.picks++;
      if (old.favourite) before.favourites++;
      before.profits.push(betProfit(grade(old, g), old.price));
      const oldClv = closingLineValue(old, g);
      if (oldClv) before.clvs.push(oldClv.value);
    }
    // Scored on every game with a market, picked or passed: the probabilities do not depend on the pick.
    const probs = pick?.decision ?? old;
    if (probs) {
      legacyPicks++;
      if ((legacyHome >= 0.5) === (probs.home.market >= 0.5)) legacyFav++;
    }
    if (probs && g.homeScore !== g.awayScore) {
      const y = g.homeScore > g.awayScore ? 1 : 0;
      const s = (season[g.season] ??= { n: 0, gary: 0, market: 0, clv: [], picks: 0, byModel: 0 });
      ps.gary.push(probs.home.gary);
      ps.market.push(probs.home.market);
      ps.model.push(probs.home.model ?? probs.home.market);
      ps.legacy.push(legacyHome);
      ps.y.push(y);
      s.n++;
      s.gary += (probs.home.gary - y) ** 2;
      s.market += (probs.home.market - y) ** 2;
    }
    if (!pick) {
      if (old) leans.passes++;
      continue;
    }
    const d = pick.decision;
    if (d.leanBy === 'model') (leans.byModel++, d.favourite || leans.modelUnderdog++);
    else if (d.leanBy === 'price') leans.byPrice++;
    line = marketOf(g)!.line;
    picks.push(pick);
    if (g.homeScore === g.awayScore) ties++;
    const result = grade(d, g);
    record[result === 'win' ? 'wins' : result === 'loss' ? 'losses' : 'pushes']++;
    record[d.label]++;
    profits.push(betProfit(result, d.price));
    if (d.favourite) favourites++;
    const clv = closingLineValue(d, g);
    const s = (season[g.season] ??= { n: 0, gary: 0, market: 0, clv: [], picks: 0, byModel: 0 });
    s.picks++;
    if (d.leanBy === 'model') s.byModel++;
    if (clv) {
      clvUnit = clv.unit;
      clvs.push(clv.value);
      s.clv.push(clv.value);
    }
    graded.push({ season: g.season, classification: d.classification, result, profit: betProfit(result, d.price), clv: clv ? clv.value : null });
    const pvc = d.type === 'moneyline' ? priceAgainstClose(d, g) : null;
    if (pvc !== null) priceVsClose.push(pvc);
  }
  const unseenSeasons = walk.seasons.filter((sn) => walk.fits[sn]!.fittedOn.length > 0);
  const unseen = unseenEdgeOf(graded, unseenSeasons, clvUnit);

  const roi = profits.length ? profits.reduce((a, b) => a + b, 0) / profits.length : NaN;
  const clvStats = clvs.length ? meanInterval(clvs) : null;
  const beforeClv = before.clvs.length ? meanInterval(before.clvs) : null;
  const r4 = (x: number) => round(x, 5);
  const bets = recordOf(graded.filter((p) => p.classification === 'bet'));
  const garyBrier = r4(brier(ps.gary, ps.y));
  const marketBrier = r4(brier(ps.market, ps.y));
  const report: LeagueReport = {
    games: ps.y.length,
    picks: picks.length,
    ties,
    seasons: walk.seasons,
    market: { line, brier: marketBrier, logLoss: r4(logLoss(ps.market, ps.y)) },
    gary: { brier: garyBrier, logLoss: r4(logLoss(ps.gary, ps.y)) },
    model: { brier: r4(brier(ps.model, ps.y)), logLoss: r4(logLoss(ps.model, ps.y)) },
    calibration: calibration(ps.gary, ps.y).map((b) => ({ ...b, from: round(b.from, 2), to: round(b.to, 2), predicted: r4(b.predicted), actual: r4(b.actual), ci95: [r4(b.ci95[0]), r4(b.ci95[1])] })),
    picksRecord: {
      ...record,
      units: r4(profits.reduce((a, b) => a + b, 0)),
      roi: r4(roi),
      roiCi95: bootstrapMean(profits).map(r4) as [number, number],
    },
    clv:
      clvStats && clvUnit
        ? { unit: clvUnit, mean: r4(clvStats.mean), ci95: [r4(clvStats.ci95[0]), r4(clvStats.ci95[1])], beatCloseShare: r4(clvs.filter((x) => x > 0).length / clvs.length), n: clvs.length }
        : null,
    favouriteShare: r4(favourites / Math.max(1, picks.length)),
    lean: {
      rule: walk.lean.final.byModel ? 'model' : 'price',
      note: walk.lean.final.note,
      byModel: leans.byModel,
      byPrice: leans.byPrice,
      modelUnderdogShare: leans.byModel ? r4(leans.modelUnderdog / leans.byModel) : null,
      passes: leans.passes,
    },
    priceRule: {
      picks: before.picks,
      favouriteShare: r4(before.favourites / Math.max(1, before.picks)),
      roi: r4(before.profits.reduce((a, b) => a + b, 0) / Math.max(1, before.profits.length)),
      roiCi95: bootstrapMean(before.profits).map(r4) as [number, number],
      clv: beforeClv ? { mean: r4(beforeClv.mean), ci95: [r4(beforeClv.ci95[0]), r4(beforeClv.ci95[1])] } : null,
    },
    modelWeight: walk.final.weight,
    modelNote:
      (walk.final.weight === 0
        ? `The rating model adds nothing to the market on these seasons: its weight is 0 and Gary reads the odds. ${walk.final.note}`
        : `Gary moves the market ${Math.round(walk.final.weight * 100)}% of the way toward the model (logit scale). ${walk.final.note}`) +
      ` Leans (no bet with positive expected value): ${walk.lean.final.note}`,
    modelParams: walk.final.params,
    modelDrift: walk.final.drift,
    legacy: { brier: r4(brier(ps.legacy, ps.y)), logLoss: r4(logLoss(ps.legacy, ps.y)), favouriteShare: r4(legacyFav / Math.max(1, legacyPicks)) },
    bySeason: Object.fromEntries(
      walk.seasons.map((sn) => {
        const s = season[sn] ?? { n: 0, gary: 0, market: 0, clv: [], picks: 0, byModel: 0 };
        const fit = walk.fits[sn]!;
        return [
          sn,
          {
            games: s.n,
            garyBrier: r4(s.gary / Math.max(1, s.n)),
            marketBrier: r4(s.market / Math.max(1, s.n)),
            clvMean: s.clv.length ? r4(s.clv.reduce((a, b) => a + b, 0) / s.clv.length) : null,
            weight: fit.weight,
            params: fit.params,
            note: fit.note,
            leanByModelShare: r4(s.byModel / Math.max(1, s.picks)),
          },
        ];
      }),
    ),
    leanBy: walk.lean.final.byModel ? 'model' : 'price',
    bets,
    leans: recordOf(graded.filter((p) => p.classification === 'lean')),
    clvAgainstClose: { unit: clvUnit, fair: 'consensus', noVigMove: intervalOf(clvs), priceVsClose: intervalOf(priceVsClose) },
    leanClvBySeason: leanClvBySeason(graded, walk.seasons),
    unseen,
    betThreshold: { bySeason: thresholds, final: learnBetThreshold(games) },
    bottomLine: bottomLineOf(league, unseen, { gary: garyBrier, market: marketBrier }, bets.count, unseenSeasons.some((sn) => walk.fits[sn]!.drift?.pitcher !== undefined)),
  };
  return { report, picks, walk };
}
