// Who may read a pick: one rule for every route that serves picks, props, parlays, thoughts or decisions.
//
// Pro reads every pick, and so does an admin whatever their plan (they run the card: Results,
// refreshes, what members are shown), so an admin reads as Pro (readingPlan). Anyone else (anonymous, guest, free) reads a pick's content (its text,
// side, line, price, confidence, reasoning, and anything derived from them) only when it is its
// card's free pick or it has been graded (then it is on the public Billfold): `pro || pick.free ||
// graded`, answered from the pick itself. pick-engine owns the card and chose its free pick once,
// when the card was first published (the highest confidence); nothing here works it out again.
// A locked card keeps only what is public anyway: league, time, teams, the game's day.
//
// Ids: new picks and props get random ids (@gary/betting newPickId/newPropId). Rows stored before
// that carry content-derived ids ('NBA-2026-11-23-houston-rockets-3-05m93og': team slug plus a
// 32-bit hash of the pick text; 'prop_20261123_<sha256>'): a caller who may not read such a pick is
// given a stand-in instead, a keyed MAC of the id under a key made at start-up and never sent, so it
// cannot be turned back into the id or the content. Those rows are graded within the day, and a
// graded pick is public, so no SQL migration of the ids across pick-engine, decisions and the
// events in flight between them is needed for the stand-in to be enough.
import { createHmac, randomBytes } from 'node:crypto';
import { notFound } from '@gary/platform';
import { isOpaqueId } from '@gary/betting';

export type Plan = 'free' | 'pro';

const STAND_IN_KEY = randomBytes(32);

/** The id a caller is shown: the id itself when it is opaque or the caller may read the pick, else a stand-in. */
export function shownId(id: string, readable: boolean): string {
  if (readable || isOpaqueId(id)) return id;
  return `hidden_${createHmac('sha256', STAND_IN_KEY).update(id).digest('base64url').slice(0, 26)}`;
}

/** The plan a caller reads picks at: an admin's is Pro whatever they pay; everyone else's is their own. */
export function readingPlan(caller: { role?: string } | null | undefined, plan: Plan): Plan {
  return caller?.role === 'admin' ? 'pro' : plan;
}

export const isGraded = (result: string | null | undefined): boolean => result === 'won' || result === 'lost' || result === 'push';

/** The rule above, for one pick as pick-engine sends it (`free`: its card's free pick). */
export function mayReadPick(p: { free?: boolean | null; result?: string | null }, plan: Plan): boolean {
  return plan === 'pro' || p.free === true || isGraded(p.result);
}

/** The free pick of a card (GetDailyPicks' answer), as pick-engine marked it. */
export function freePickOf<P extends { free?: boolean | null }>(day: { picks: readonly P[] }): P | null {
  return day.picks.find((p) => p.free === true) ?? null;
}

/*
 * Player props (Team Props, Gary Props) are Pro content with no free one: a caller not on Pro may
 * read a prop at most once it is graded (the props route shows them locked to such a caller
 * throughout). Deciding follows the rule: a caller not on Pro may decide only what they may read,
 * and a graded prop's game has started, so no such caller can ride or fade a prop. The decide route
 * asks its one question of pick-engine for every id (readableWithoutPro): a prop id is not a pick
 * there, so it is answered exactly like an unknown id (the same 404 pick_not_found, after the same
 * one call). Pro decides props like picks; decisions saves and settles them (prop.published,
 * prop.graded).
 */

/**
 * Parlay of the Day is paid content. Pro reads it whole; anyone else reads its legs (and the price,
 * probability, first game time: all derived from the legs) only once every leg is graded (won,
 * lost or push: then each leg is on the public Billfold). A parlay lost on its first leg while the
 * others are still to play stays locked, as does one with a scratched leg. A locked parlay shows its
 * date and leg count, nothing more (not even its id).
 */
export function mayReadParlay(x: { legs: readonly { result?: string | null }[] }, plan: Plan): boolean {
  return plan === 'pro' || (x.legs.length > 0 && x.legs.every((l) => isGraded(l.result)));
}

/**
 * What a caller gets for a pick id they may not read: 404 with the very words of an unknown pick
 * (decisions' 'pick_not_found', 'That pick does not exist.'), so the answer says nothing about
 * whether a locked pick with that id exists. (A 403 'upgrade to Pro' would confirm a guessed id,
 * and stored content-derived ids can be guessed from a team and a price.)
 */
export const pickNotFound = () => notFound('pick_not_found', 'That pick does not exist.');
