// The market a historical game offered at pick time, in the shape the live engine builds from the
// odds feed (shared by the backtest and the walk-forward learning of the lean rule).
import { noVigProbabilities, overround } from '@gary/betting';
import type { HistoricalGame, MoneylinePair, SpreadLine } from './historical-game';
import type { PickMarket, Quote } from './pick';

export interface MarketView {
  line: 'open' | 'close';
  pair: MoneylinePair;
  home: number;
}

/** The market line the backtest scores and prices at: the opening one where the file has it, else the closing one. */
export function marketOf(g: HistoricalGame): MarketView | null {
  const line = g.openMoneyline ? 'open' : 'close';
  const pair = g.openMoneyline ?? g.closeMoneyline;
  if (!pair) return null;
  const nv = noVigProbabilities([pair.home, pair.away]);
  return nv.ok ? { line, pair, home: nv.value[0]! } : null;
}

const NO_BOOK = 'market';

function quoteOf(price: number, noVig: number, point = 0): Quote {
  return { point, price, bookmaker: NO_BOOK, noVig };
}

function spreadQuotes(line: SpreadLine | null): PickMarket['spread'] {
  if (!line) return null;
  let fair = [0.5, 0.5];
  if (line.homePrice !== null && line.awayPrice !== null) {
    // Two prices whose implied probabilities sum below 1 (+105 and +140) are a misprinted row: no
    // book pays both sides at better than fair, and its 'fair' line would be nonsense.
    const vig = overround([line.homePrice, line.awayPrice]);
    if (!vig.ok || vig.value < 0) return null;
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

