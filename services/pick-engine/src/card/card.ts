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
import { dayExists } from '../generation/adapters/publish-repo';
import { addToCard, cardExists, cardShownAt, claimShown, insertCard, lockCardDay, shownCardPicks, type Card } from './adapters/card-repo';


/** How long after shownFrom a card is announced even though its own day's run never stored. */
const ANNOUNCE_WITHOUT_RUN_MS = 60 * 60_000;


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
    await lockCardDay(tx, date);
    if (await addToCard(tx, date, ids)) continue;
    const before = addDays(date, -1);
    const dayBefore = before.ok ? await cardExists(tx, before.value) : false;
    const shownFrom = shownFromOf(date, dayBefore, now);
    const free = chooseFreePick(mine)!;
    await insertCard(tx, { date, shownFrom, pickIds: ids, freePickId: free, publishedAt: now });
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




/**
 * Whether a card is out whole: its own day's run has stored, or it was shown from its publishing
 * (a start after the day before's last game: the run that made it is the one members wait for).
 * card.shown and the card's Parlay of the Day both wait for it.
 */
export async function cardComplete(db: Queryable, card: Pick<Card, 'date' | 'shownFrom' | 'publishedAt'>): Promise<boolean> {
  if (Date.parse(card.shownFrom) === Date.parse(card.publishedAt)) return true;
  return dayExists(db, card.date);
}

/**
 * Sends card.shown for the card shown now, once: when it is complete (cardComplete), or an hour
 * after it became shown without its run. Answers the card's date when it sent it.
 */
export async function announceShownCard(pool: Pool, now: Date): Promise<string | null> {
  return withTransaction(pool, async (tx) => {
    const shown = await cardShownAt(tx, now);
    if (!shown || shown.shownAt !== null) return null;
    await lockCardDay(tx, shown.date);
    if (!(await cardComplete(tx, shown)) && now.getTime() < Date.parse(shown.shownFrom) + ANNOUNCE_WITHOUT_RUN_MS) return null;
    if (!(await claimShown(tx, shown.date, now))) return null;
    const rows = await shownCardPicks(tx, shown.date);
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
