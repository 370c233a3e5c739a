// The backtest: every game in date order through decidePick (the function the live engine
// publishes with), the model's view coming from ratings that have seen only earlier games and
// parameters fitted only on earlier seasons. Scores Gary against the market on the same games.
import { noVigProbabilities } from '@gary/betting';
import { byDate, type HistoricalGame, type HistoricalLeague, type SpreadLine } from './historical-game';
import { betProfit, bootstrapMean, brier, calibration, logLoss, meanInterval, type CalibrationBin } from './metrics';
import { decidePick, type ModelView, type PickDecision, type PickMarket, type Quote } from './pick';
import { marketOf, walkForward, type SeasonFit, type WalkForward } from './walk-forward';
import { legacyHomeProbability, createFormBook } from './legacy-rule';
import { round } from './stats';

export type ClvUnit = 'probability' | 'spreadPoints';

export interface LeagueReport {
  games: number;
  picks: number;
  seasons: string[];
  market: { line: 'open' | 'close'; brier: number; logLoss: number };
  gary: { brier: number; logLoss: number };
  model: { brier: number; logLoss: number };
  calibration: CalibrationBin[];
  picksRecord: { wins: number; losses: number; pushes: number; units: number; roi: number; roiCi95: [number, number]; value: number; lean: number };
  clv: { unit: ClvUnit; mean: number; ci95: [number, number]; beatCloseShare: number; n: number } | null;
  favouriteShare: number;
  modelWeight: number;
  modelNote: string;
  modelParams: SeasonFit["params"];
  modelDrift: SeasonFit["drift"];
  legacy: { brier: number; logLoss: number; favouriteShare: number };
  bySeason: Record<string, { games: number; garyBrier: number; marketBrier: number; clvMean: number | null; weight: number; params: SeasonFit["params"]; note: string }>;
}

export interface GamePick {
  game: HistoricalGame;
  market: PickMarket;
  decision: PickDecision;
}

const NO_BOOK = 'market';

function quoteOf(price: number, noVig: number, point = 0): Quote {
  return { point, price, bookmaker: NO_BOOK, noVig };
}

function spreadQuotes(line: SpreadLine | null): PickMarket['spread'] {
  if (!line) return null;
  let fair = [0.5, 0.5];
  if (line.homePrice !== null && line.awayPrice !== null) {
    const nv = noVigProbabilities([line.homePrice, line.awayPrice]);
    if (!nv.ok) return null;
    fair = nv.value;
  }
  return {
    home: { point: line.home, price: line.homePrice, bookmaker: line.homePrice === null ? '' : NO_BOOK, noVig: fair[0]! },
    away: { point: -line.home, price: line.awayPrice, bookmaker: line.awayPrice === null ? '' : NO_BOOK, noVig: fair[1]! },
  };
}

/**
 * The market a historical game offered at pick time, in the shape the live engine builds from the
 * odds feed: the moneyline at the scored line (opening where the file has it), and the spread of
 * the same moment (MLB's run line; NBA's one line; NFL's opening spread only with an opening
 * moneyline, else the closing one).
 */
export function marketForGame(g: HistoricalGame): PickMarket | null {
  const m = marketOf(g);
  if (!m) return null;
  const nv = noVigProbabilities([m.pair.home, m.pair.away]);
  if (!nv.ok) return null;
  const spread = m.line === 'open' ? (g.openSpread ?? null) : (g.closeSpread ?? null);
  return {
    league: g.league,
    moneyline: { home: quoteOf(m.pair.home, nv.value[0]!), away: quoteOf(m.pair.away, nv.value[1]!) },
    spread: spreadQuotes(spread),
  };
}

export const walkForwardVersion = (league: string, season: string) => `${league.toLowerCase()}-elo-wf-${season}`;

/** The model's view of a historical game: the rating's probability and its season's fit. */
export const historicalView = (g: HistoricalGame, eloHome: number, fit: SeasonFit): ModelView => ({
  version: walkForwardVersion(g.league, g.season),
  eloHome,
  drift: fit.drift,
  weight: fit.weight,
});

/** The pick of one historical game, given the rating's home probability and the season's fit. */
export function pickHistoricalGame(g: HistoricalGame, eloHome: number, fit: SeasonFit): GamePick | null {
  const market = marketForGame(g);
  if (!market) return null;
  const out = decidePick(market, historicalView(g, eloHome, fit));
  return out.ok ? { game: g, market, decision: out.decision } : null;
}

export function grade(d: PickDecision, g: HistoricalGame): 'win' | 'loss' | 'push' {
  const margin = (d.side === 'home' ? 1 : -1) * (g.homeScore - g.awayScore) + (d.type === 'spread' ? d.line : 0);
  return margin > 0 ? 'win' : margin < 0 ? 'loss' : 'push';
}

/** How the market moved on the picked side from the opening to the closing line; null without both. */
export function closingLineValue(d: PickDecision, g: HistoricalGame): { unit: ClvUnit; value: number } | null {
  if (g.openMoneyline && g.closeMoneyline) {
    const open = noVigProbabilities([g.openMoneyline.home, g.openMoneyline.away]);
    const close = noVigProbabilities([g.closeMoneyline.home, g.closeMoneyline.away]);
    if (!open.ok || !close.ok) return null;
    const i = d.side === 'home' ? 0 : 1;
    return { unit: 'probability', value: close.value[i]! - open.value[i]! };
  }
  if (g.openSpread && g.closeSpread) {
    // A home spread that falls (-3 to -4.5) moved toward the home side.
    const towardHome = g.openSpread.home - g.closeSpread.home;
    return { unit: 'spreadPoints', value: d.side === 'home' ? towardHome : -towardHome };
  }
  return null;
}

export interface BacktestRun {
  report: LeagueReport;
  picks: GamePick[];
  walk: WalkForward;
}

export function backtestLeague(league: HistoricalLeague, input: readonly HistoricalGame[]): BacktestRun {
  const games = [...input].sort(byDate);
  const walk = walkForward(league, games);
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
  const season: Record<string, { n: number; gary: number; market: number; clv: number[] }> = {};
  let line: 'open' | 'close' = 'close';

  for (let i = 0; i < games.length; i++) {
    const g = games[i]!;
    const legacyHome = legacyHomeProbability(form, g);
    form.record(g);
    const fit = walk.fits[g.season]!;
    const pick = pickHistoricalGame(g, walk.eloHome[i]!, fit);
    if (!pick) continue;
    const d = pick.decision;
    line = marketOf(g)!.line;
    picks.push(pick);
    const result = grade(d, g);
    record[result === 'win' ? 'wins' : result === 'loss' ? 'losses' : 'pushes']++;
    record[d.label]++;
    profits.push(betProfit(result, d.price));
    if (d.favourite) favourites++;
    const clv = closingLineValue(d, g);
    const s = (season[g.season] ??= { n: 0, gary: 0, market: 0, clv: [] });
    if (clv) {
      clvUnit = clv.unit;
      clvs.push(clv.value);
      s.clv.push(clv.value);
    }
    legacyPicks++;
    if ((legacyHome >= 0.5) === (d.home.market >= 0.5)) legacyFav++;
    if (g.homeScore === g.awayScore) continue;
    const y = g.homeScore > g.awayScore ? 1 : 0;
    ps.gary.push(d.home.gary);
    ps.market.push(d.home.market);
    ps.model.push(d.home.model ?? d.home.market);
    ps.legacy.push(legacyHome);
    ps.y.push(y);
    s.n++;
    s.gary += (d.home.gary - y) ** 2;
    s.market += (d.home.market - y) ** 2;
  }

  const roi = profits.length ? profits.reduce((a, b) => a + b, 0) / profits.length : NaN;
  const clvStats = clvs.length ? meanInterval(clvs) : null;
  const r4 = (x: number) => round(x, 5);
  const report: LeagueReport = {
    games: ps.y.length,
    picks: picks.length,
    seasons: walk.seasons,
    market: { line, brier: r4(brier(ps.market, ps.y)), logLoss: r4(logLoss(ps.market, ps.y)) },
    gary: { brier: r4(brier(ps.gary, ps.y)), logLoss: r4(logLoss(ps.gary, ps.y)) },
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
    modelWeight: walk.final.weight,
    modelNote:
      walk.final.weight === 0
        ? `The rating model adds nothing to the market on these seasons: its weight is 0 and Gary reads the odds. ${walk.final.note}`
        : `Gary moves the market ${Math.round(walk.final.weight * 100)}% of the way toward the model (logit scale). ${walk.final.note}`,
    modelParams: walk.final.params,
    modelDrift: walk.final.drift,
    legacy: { brier: r4(brier(ps.legacy, ps.y)), logLoss: r4(logLoss(ps.legacy, ps.y)), favouriteShare: r4(legacyFav / Math.max(1, legacyPicks)) },
    bySeason: Object.fromEntries(
      walk.seasons.map((sn) => {
        const s = season[sn] ?? { n: 0, gary: 0, market: 0, clv: [] };
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
          },
        ];
      }),
    ),
  };
  return { report, picks, walk };
}
