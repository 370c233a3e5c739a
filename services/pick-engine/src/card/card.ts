// The day's card (issue 28), owned here and nowhere else: the picks whose games are on one Eastern
// day, whatever run made them. A card is written in the publishing transaction of its first picks
// (card.published): its free pick is chosen then, once (the highest confidence, first published on
// a tie), and the instant it becomes the card the site shows (shownFrom: 10:00 ET of its day, or its
// moment it is published when the day before has no card; never before it exists) is fixed then
// too. Later picks of the same day are added to it. card.shown is sent once the card is the one
// shown and its own day's run has stored, so the picks-out alert lists the whole card; a card shown
// from its publishing (nothing else was on the site) is announced at once, as the run that made it
// is the one members wait for; and a card whose run never comes, an hour after it became shown.
// Readers ask which card is shown at an instant; none works it out.
import { addDays, easternDate, easternWallTimeToUtc, GENERATION_HOUR, matchupShort } from '@gary/betting';
import { makeEvent } from '@gary/contracts';
import { enqueue, withTransaction, type Pool, type PoolClient, type Queryable } from '@gary/platform';
import type { StoredPick } from '../domain/stored-pick';

export interface Card {
  date: string;
  shownFrom: string;
  pickIds: string[];
  freePickId: string;
  parlayId: string | null;
  publishedAt: string;
  shownAt: string | null;
}

/** How long after shownFrom a card is announced even though its own day's run never stored. */
const ANNOUNCE_WITHOUT_RUN_MS = 60 * 60_000;

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

/** The free pick of a card's first picks: the highest confidence, the first published on a tie. */
export function chooseFreePick(picks: readonly Pick<StoredPick, 'pickId' | 'confidence'>[]): string | null {
  let best: Pick<StoredPick, 'pickId' | 'confidence'> | null = null;
  for (const p of picks) if (!best || p.confidence > best.confidence) best = p;
  return best?.pickId ?? null;
}

/**
 * The instant a new card of `date` becomes the one shown: 10:00 ET of its day when the day before
 * has a card (that one is shown until then); at once when it has none (a start late in the evening,
 * after the day's last game, shows the next day's card rather than nothing).
 */
export function shownFromOf(date: string, dayBeforeHasCard: boolean, publishedAt: Date): Date {
  if (!dayBeforeHasCard) return publishedAt;
  const at = easternWallTimeToUtc(date, GENERATION_HOUR);
  if (!at.ok) throw new Error(`no Eastern wall time for ${date}`);
  return at.value.getTime() > publishedAt.getTime() ? at.value : publishedAt;
}

/**
 * In the publishing transaction: each newly published pick goes on its game's day's card. A day
 * without a card gets one (its free pick and shownFrom fixed now, card.published sent); a day with
 * one has the picks added.
 */
export async function putOnCards(tx: PoolClient, picks: readonly StoredPick[], now: Date): Promise<void> {
  const days = [...new Set(picks.map((p) => p.cardDate))].sort();
  for (const date of days) {
    const mine = picks.filter((p) => p.cardDate === date);
    const ids = mine.map((p) => p.pickId);
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':card:' || $1))`, [date]);
    const added = await tx.query('UPDATE cards SET pick_ids = pick_ids || $2::text[] WHERE date = $1', [date, ids]);
    if ((added.rowCount ?? 0) > 0) continue;
    const before = addDays(date, -1);
    const dayBefore = before.ok ? (await tx.query('SELECT 1 FROM cards WHERE date = $1', [before.value])).rowCount! > 0 : false;
    const shownFrom = shownFromOf(date, dayBefore, now);
    const free = chooseFreePick(mine)!;
    await tx.query('INSERT INTO cards (date, shown_from, pick_ids, free_pick_id, published_at) VALUES ($1, $2, $3, $4, $5)', [
      date, shownFrom.toISOString(), ids, free, now.toISOString(),
    ]);
    await enqueue(tx, [
      makeEvent('card.published', {
        source: 'pick-engine',
        key: date,
        occurredAt: now,
        data: { date, shownFrom: shownFrom.toISOString(), pickIds: ids, freePickId: free, publishedAt: now.toISOString() },
      }),
    ]);
  }
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

/**
 * Whether a card is out whole: its own day's run has stored, or it was shown from its publishing
 * (a start after the day before's last game: the run that made it is the one members wait for).
 * card.shown and the card's Parlay of the Day both wait for it.
 */
export async function cardComplete(db: Queryable, card: Pick<Card, 'date' | 'shownFrom' | 'publishedAt'>): Promise<boolean> {
  if (Date.parse(card.shownFrom) === Date.parse(card.publishedAt)) return true;
  return (await db.query('SELECT 1 FROM daily_picks WHERE date = $1', [card.date])).rowCount! > 0;
}

/**
 * Sends card.shown for the card shown now, once: when it is complete (cardComplete), or an hour
 * after it became shown without its run. Answers the card's date when it sent it.
 */
export async function announceShownCard(pool: Pool, now: Date): Promise<string | null> {
  return withTransaction(pool, async (tx) => {
    const shown = await cardShownAt(tx, now);
    if (!shown || shown.shownAt !== null) return null;
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':card:' || $1))`, [shown.date]);
    if (!(await cardComplete(tx, shown)) && now.getTime() < Date.parse(shown.shownFrom) + ANNOUNCE_WITHOUT_RUN_MS) return null;
    const claimed = await tx.query('UPDATE cards SET shown_at = $2 WHERE date = $1 AND shown_at IS NULL', [shown.date, now.toISOString()]);
    if ((claimed.rowCount ?? 0) === 0) return null;
    const { rows } = await tx.query<{ pick_id: string; league: StoredPick['league']; pick_text: string; odds: number; home_team: string; away_team: string }>(
      'SELECT pick_id, league, pick_text, odds, home_team, away_team FROM picks WHERE card_date = $1 AND NOT voided ORDER BY published_at, date, idx',
      [shown.date],
    );
    if (rows.length === 0) return null;
    await enqueue(tx, [
      makeEvent('card.shown', {
        source: 'pick-engine',
        key: shown.date,
        occurredAt: now,
        data: {
          date: shown.date,
          shownFrom: shown.shownFrom,
          shownAt: now.toISOString(),
          freePickId: shown.freePickId,
          picks: rows.map((r) => ({ pickId: r.pick_id, league: r.league, pick: r.pick_text, odds: r.odds, matchup: matchupShort(r.away_team, r.home_team) })),
        },
      }),
    ]);
    return shown.date;
  });
}

/** Today's Eastern date at an instant (the date of an answer that finds no card). */
export function todayAt(now: Date): string {
  const today = easternDate(now);
  return today.ok ? today.value : now.toISOString().slice(0, 10);
}
