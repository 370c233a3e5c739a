// "What is measured is what ships": the live engine and the backtest pick a game through one function.
import { noVigProbabilities } from '@gary/betting';
import { historicalView, NO_LEAN_AGAINST_MODEL, pickHistoricalGame, type HistoricalGame, type SeasonFit } from '@gary/handicap';
import type { GameInput } from '../../domain/game-input';
import { choosePick } from './quant-core';

const fit: SeasonFit = {
  season: '2016',
  params: { k: 8, home: 25, regress: 0.25, rest: 0 },
  drift: { intercept: 0.01, market: -0.05, rating: 0.8, games: 4000 },
  weight: 0.6,
  fittedOn: ['2014', '2015'],
  fitBrier: null,
  fitMarketBrier: null,
  note: '',
};

// A real row of mlb_2014-2016.csv (2016-04-03, Cardinals @ Pirates), as the loader reads it.
const row: HistoricalGame = {
  league: 'MLB', season: '2016', date: '2016-04-03', seq: 0, home: 'Pittsburgh Pirates', away: 'St. Louis Cardinals', homeScore: 4, awayScore: 1,
  openMoneyline: { home: 105, away: -115 }, closeMoneyline: { home: -119, away: 109 },
  openSpread: { home: -1.5, homePrice: 190, awayPrice: -230 }, closeSpread: null,
};

function liveInput(g: HistoricalGame): GameInput {
  const ml = noVigProbabilities([g.openMoneyline!.home, g.openMoneyline!.away]);
  const rl = noVigProbabilities([g.openSpread!.homePrice!, g.openSpread!.awayPrice!]);
  if (!ml.ok || !rl.ok) throw new Error('bad prices');
  return {
    eventId: 'e1', league: 'MLB', homeTeam: g.home, awayTeam: g.away, commenceTime: '2016-04-03T17:05:00Z', status: 'scheduled',
    h2h: [
      { side: 'home', team: g.home, point: 0, price: g.openMoneyline!.home, bookmaker: 'market', noVig: ml.value[0]! },
      { side: 'away', team: g.away, point: 0, price: g.openMoneyline!.away, bookmaker: 'market', noVig: ml.value[1]! },
    ],
    spreads: [
      { side: 'home', team: g.home, point: -1.5, price: 190, bookmaker: 'market', noVig: rl.value[0]! },
      { side: 'away', team: g.away, point: 1.5, price: -230, bookmaker: 'market', noVig: rl.value[1]! },
    ],
    bookmakers: 1, moves: [], context: null, simulated: false,
  };
}

test('the live pick and the backtest pick of the same game and prices are the same object', () => {
  for (const eloHome of [0.35, 0.48, 0.52, 0.7]) {
    const backtest = pickHistoricalGame(row, eloHome, fit);
    const live = choosePick(liveInput(row), historicalView(row, eloHome, fit));
    if (!backtest || !live.ok) throw new Error('no pick');
    expect(live.pick.decision).toEqual(backtest.decision);
    expect(live.pick.side).toBe(backtest.decision.side);
    expect(live.pick.odds).toBe(backtest.decision.price);
    expect(live.pick.modelVersion).toBe('mlb-elo-wf-2016');
  }
  // The views differ enough to change the pick, so the comparison above can fail.
  const sides = [0.2, 0.8].map((e) => pickHistoricalGame(row, e, fit)!.decision.side);
  expect(new Set(sides).size).toBe(2);
});

test('the live pick and the backtest pick are the same object under the learned lean rule too, and pass on the same games', () => {
  const leanFit: SeasonFit = { ...fit, drift: null, weight: 0 };
  let passes = 0;
  const sides = new Set<string>();
  for (const eloHome of [0.3, 0.45, 0.5, 0.55, 0.7]) {
    const backtest = pickHistoricalGame(row, eloHome, leanFit, true);
    const live = choosePick(liveInput(row), historicalView(row, eloHome, leanFit, true));
    if (!backtest) {
      // The backtest passes exactly where the live engine gets no pick.
      expect(live).toEqual({ ok: false, reason: NO_LEAN_AGAINST_MODEL });
      passes++;
      continue;
    }
    if (!live.ok) throw new Error(live.reason);
    expect(live.pick.decision).toEqual(backtest.decision);
    expect(backtest.decision.leanBy).toBe('model');
    sides.add(`${backtest.decision.side} ${backtest.decision.type}`);
  }
  // The model liking the away favourite plays its moneyline; liking the home underdog, whose run
  // line is -1.5 (no bet on it at 50% or better), is a pass in both.
  expect(sides).toEqual(new Set(['away moneyline']));
  expect(passes).toBe(3);
});
