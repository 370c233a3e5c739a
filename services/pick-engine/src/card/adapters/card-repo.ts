// Postgres repository of the day's cards (migration 0012): one row per Eastern day, written in the
// publishing transaction and only grown afterwards (a trigger refuses any other change), and the
// reads of which card is shown at an instant.
import { GENERATION_HOUR } from '@gary/betting';
import type { Queryable } from '@gary/platform';
import type { StoredPick } from '../../domain/stored-pick';

export interface Card {
  date: string;
  shownFrom: string;
  pickIds: string[];
  freePickId: string;
  parlayId: string | null;
  publishedAt: string;
  shownAt: string | null;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
const CARD_COLUMNS = `to_char(date, 'YYYY-MM-DD') AS date, shown_from, pick_ids, free_pick_id, parlay_id, published_at, shown_at`;
const toCard = (r: Record<string, unknown>): Card => ({
  date: String(r.date),
  shownFrom: iso(r.shown_from),
  pickIds: r.pick_ids as string[],
  freePickId: String(r.free_pick_id),
  parlayId: r.parlay_id === null ? null : String(r.parlay_id),
  publishedAt: iso(r.published_at),
  shownAt: r.shown_at === null ? null : iso(r.shown_at),
});

/** Serialises the writes of one day's card (in the caller's transaction). */
export async function lockCardDay(tx: Queryable, date: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':card:' || $1))`, [date]);
}

/** Adds the picks to the day's card; false when the day has no card yet. */
export async function addToCard(tx: Queryable, date: string, pickIds: readonly string[]): Promise<boolean> {
  const added = await tx.query('UPDATE cards SET pick_ids = pick_ids || $2::text[] WHERE date = $1', [date, pickIds]);
  return (added.rowCount ?? 0) > 0;
}

export async function cardExists(db: Queryable, date: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM cards WHERE date = $1', [date])).rowCount! > 0;
}

export async function insertCard(tx: Queryable, c: { date: string; shownFrom: Date; pickIds: readonly string[]; freePickId: string; publishedAt: Date }): Promise<void> {
  await tx.query('INSERT INTO cards (date, shown_from, pick_ids, free_pick_id, published_at) VALUES ($1, $2, $3, $4, $5)', [
    c.date, c.shownFrom.toISOString(), c.pickIds, c.freePickId, c.publishedAt.toISOString(),
  ]);
}

/** Marks the card announced (card.shown); false when another replica did first. */
export async function claimShown(tx: Queryable, date: string, at: Date): Promise<boolean> {
  const claimed = await tx.query('UPDATE cards SET shown_at = $2 WHERE date = $1 AND shown_at IS NULL', [date, at.toISOString()]);
  return (claimed.rowCount ?? 0) > 0;
}

/** The card's live picks as card.shown lists them, in publish order. */
export async function shownCardPicks(db: Queryable, date: string) {
  const { rows } = await db.query<{ pick_id: string; league: StoredPick['league']; pick_text: string; odds: number; home_team: string; away_team: string }>(
    'SELECT pick_id, league, pick_text, odds, home_team, away_team FROM picks WHERE card_date = $1 AND NOT voided ORDER BY published_at, date, idx',
    [date],
  );
  return rows;
}

/** The Parlay of the Day goes on its date's card (once; in the parlay's transaction). */
export async function setCardParlay(tx: Queryable, date: string, parlayId: string): Promise<void> {
  await tx.query('UPDATE cards SET parlay_id = $2 WHERE date = $1 AND parlay_id IS NULL', [date, parlayId]);
}

export async function cardOn(db: Queryable, date: string): Promise<Card | null> {
  const { rows } = await db.query(`SELECT ${CARD_COLUMNS} FROM cards WHERE date = $1`, [date]);
  return rows[0] ? toCard(rows[0]) : null;
}

/**
 * The card the site shows at an instant: the one with the latest shownFrom at or before it, until
 * 10:00 ET of the day after its date (then that day is shown, with a card or without one).
 */
export async function cardShownAt(db: Queryable, at: Date): Promise<Card | null> {
  const { rows } = await db.query(
    `SELECT ${CARD_COLUMNS} FROM cards
      WHERE shown_from <= $1 AND ((date + 1) + make_time($2, 0, 0)) AT TIME ZONE 'America/New_York' > $1
      ORDER BY shown_from DESC, date DESC LIMIT 1`,
    [at.toISOString(), GENERATION_HOUR],
  );
  return rows[0] ? toCard(rows[0]) : null;
}
