// Where each market opened and where it stands now, from the first and the latest stored snapshot:
// the best price of the home side (moneyline, spread) or of the Over (total), on the consensus
// point. The line-movement report says how far books disagree now; this says where the money went.
import { summariseMarket, type MarketKey } from './market-summary';
import type { BookmakerOdds, GameOdds } from './odds-types';
import type { ReportMarket } from './line-movement';

export interface MarketMove {
  readonly market: ReportMarket;
  readonly side: 'home' | 'over';
  readonly openingPrice: number;
  readonly latestPrice: number;
  /** Spread or total; 0 for moneyline. */
  readonly openingPoint: number;
  readonly latestPoint: number;
}

const KEYS: ReadonlyArray<[ReportMarket, MarketKey, 'home' | 'over']> = [['moneyline', 'h2h', 'home'], ['spreads', 'spreads', 'home'], ['totals', 'totals', 'over']];

function sideOf(game: GameOdds, market: MarketKey, side: 'home' | 'over'): { price: number; point: number } | null {
  const s = summariseMarket(game, market);
  const row = s?.sides.find((x) => x.side === side);
  return s && row ? { price: row.bestPrice, point: s.point ?? 0 } : null;
}

export function openingVsLatest(event: Omit<GameOdds, 'bookmakers'>, opening: readonly BookmakerOdds[], latest: readonly BookmakerOdds[]): Partial<Record<ReportMarket, MarketMove>> {
  const out: Partial<Record<ReportMarket, MarketMove>> = {};
  for (const [market, key, side] of KEYS) {
    const open = sideOf({ ...event, bookmakers: opening }, key, side);
    const now = sideOf({ ...event, bookmakers: latest }, key, side);
    if (open && now) out[market] = { market, side, openingPrice: open.price, latestPrice: now.price, openingPoint: open.point, latestPoint: now.point };
  }
  return out;
}
