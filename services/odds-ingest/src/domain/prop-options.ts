// Flattens per-event prop odds into the spec's prop option rows: one row per player, prop type and
// line with the best Over and Under prices across books.
import type { EventPropOdds } from './odds-types';

export interface PropOption {
  readonly player: string;
  readonly propType: string;
  readonly marketKey: string;
  readonly line: number;
  readonly overOdds: number | null;
  readonly underOdds: number | null;
  readonly overBookmaker: string | null;
  readonly underBookmaker: string | null;
}

/** 'player_points' -> 'points', 'batter_total_bases' -> 'total bases', 'pitcher_strikeouts' -> 'strikeouts'. */
export const propTypeOf = (marketKey: string): string =>
  marketKey.replace(/^(player|batter|pitcher)_/, '').replace(/_/g, ' ');

export function propOptions(odds: EventPropOdds): PropOption[] {
  const rows = new Map<string, { -readonly [K in keyof PropOption]: PropOption[K] }>();
  for (const book of odds.bookmakers) {
    for (const market of book.markets) {
      for (const o of market.outcomes) {
        // Yes/No markets carry no point: their line is 0.5.
        const line = o.point ?? 0.5;
        const key = `${o.description}|${market.key}|${line}`;
        let row = rows.get(key);
        if (!row) {
          row = { player: o.description, propType: propTypeOf(market.key), marketKey: market.key, line, overOdds: null, underOdds: null, overBookmaker: null, underBookmaker: null };
          rows.set(key, row);
        }
        const isOver = o.name === 'Over' || o.name === 'Yes';
        const isUnder = o.name === 'Under' || o.name === 'No';
        if (isOver && (row.overOdds === null || o.price > row.overOdds)) { row.overOdds = o.price; row.overBookmaker = book.key; }
        if (isUnder && (row.underOdds === null || o.price > row.underOdds)) { row.underOdds = o.price; row.underBookmaker = book.key; }
      }
    }
  }
  return [...rows.values()];
}
