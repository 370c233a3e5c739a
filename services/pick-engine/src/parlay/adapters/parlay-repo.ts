// Postgres reads of the Parlay of the Day (migrations 0008, 0013): a date's parlay with its legs and
// each leg's current result, and the parlays' own record. Written by parlay.ts in its transactions;
// a trigger refuses any change of a published parlay or leg but its grade.
import type { Queryable } from '@gary/platform';
import { parlayUnits } from '../domain/parlay-units';

export interface ParlayLegView {
  pickId: string;
  league: string;
  game: string;
  gameTime: string;
  pick: string;
  price: number;
  book: string;
  probability: number;
  result: 'won' | 'lost' | 'push' | 'void' | null;
}

export interface ParlayView {
  parlayId: string;
  date: string;
  legCount: number;
  odds: number;
  decimalPrice: number;
  probability: number;
  firstGameTime: string;
  publishedAt: string;
  result: 'won' | 'lost' | 'push' | null;
  settledDecimal: number | null;
  revision: number;
  simulated: boolean;
  legs: ParlayLegView[];
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

/** The parlay of a date, legs included (with each leg's current result), or null. */
export async function parlayOn(db: Queryable, date: string): Promise<ParlayView | null> {
  const { rows } = await db.query(
    `SELECT x.parlay_id, to_char(x.date, 'YYYY-MM-DD') AS date, x.leg_count, x.decimal_price, x.american_price, x.probability, x.first_game_time,
            x.published_at, x.result, x.settled_decimal, x.revision,
            EXISTS (SELECT 1 FROM parlay_legs l JOIN picks p ON p.pick_id = l.pick_id WHERE l.parlay_id = x.parlay_id AND p.simulated) AS simulated
     FROM parlays x WHERE x.date = $1`,
    [date],
  );
  const r = rows[0];
  if (!r) return null;
  const { rows: legs } = await db.query(
    `SELECT l.pick_id, p.league, p.game, p.game_time, p.pick_text, l.price, l.book, l.probability, g.result
     FROM parlay_legs l JOIN picks p ON p.pick_id = l.pick_id LEFT JOIN game_results g ON g.pick_id = l.pick_id
     WHERE l.parlay_id = $1 ORDER BY l.idx`,
    [r.parlay_id],
  );
  return {
    parlayId: String(r.parlay_id),
    date: String(r.date),
    legCount: Number(r.leg_count),
    odds: Number(r.american_price),
    decimalPrice: Number(r.decimal_price),
    probability: Number(r.probability),
    firstGameTime: iso(r.first_game_time),
    publishedAt: iso(r.published_at),
    result: (r.result as ParlayView['result']) ?? null,
    settledDecimal: r.settled_decimal === null ? null : Number(r.settled_decimal),
    revision: Number(r.revision),
    simulated: Boolean(r.simulated),
    legs: legs.map((l) => ({
      pickId: String(l.pick_id),
      league: String(l.league),
      game: String(l.game),
      gameTime: iso(l.game_time),
      pick: String(l.pick_text),
      price: Number(l.price),
      book: String(l.book),
      probability: Number(l.probability),
      result: (l.result as ParlayLegView['result']) ?? null,
    })),
  };
}

/** The parlays' own record between two Eastern dates (null: from the first): wins, losses, pushes, units. */
export async function parlayRecord(db: Queryable, from: string | null): Promise<{ wins: number; losses: number; pushes: number; units: number }> {
  const { rows } = await db.query<{ result: 'won' | 'lost' | 'push'; settled_decimal: string | null }>(
    'SELECT result, settled_decimal FROM parlays WHERE result IS NOT NULL AND ($1::date IS NULL OR date >= $1::date)',
    [from],
  );
  let units = 0;
  for (const r of rows) units += parlayUnits(r.result, r.settled_decimal === null ? null : Number(r.settled_decimal)) ?? 0;
  return {
    wins: rows.filter((r) => r.result === 'won').length,
    losses: rows.filter((r) => r.result === 'lost').length,
    pushes: rows.filter((r) => r.result === 'push').length,
    units: Math.round(units * 100) / 100,
  };
}
