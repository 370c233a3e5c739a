import { type Pick } from '@gary/design';
import { easternDayOf, primeTimeGames } from '@gary/betting/display';

/** Drops picks that must never be shown: emergency ids, and unlocked picks with no text or rationale. */
export function displayablePicks(picks: Pick[] | null | undefined): Pick[] {
  return (picks ?? []).filter((p) => {
    if (!p || !p.pickId || /^emergency/i.test(p.pickId)) return false;
    if (p.locked) return true;
    return Boolean(p.pick && p.pick.trim() && p.rationale && p.rationale.trim());
  });
}

/** Index of the first pick this viewer can read (not locked), 0 when none: where the carousel opens. */
export function firstReadableIndex(picks: readonly Pick[]): number {
  const i = picks.findIndex((p) => !p.locked);
  return i < 0 ? 0 : i;
}

/** The leagues on the card, in the order they first appear. */
export function leaguesOf(picks: readonly Pick[]): string[] {
  return [...new Set(picks.map((p) => p.league).filter(Boolean))];
}

/**
 * Splits the card by Eastern day: the picks for `date` (the day's card; a pick without a start
 * time counts as the day's) and the later ones, published early, which are shown apart under
 * their own date, never under "Today's picks".
 */
export function splitByDay(picks: readonly Pick[], date: string | null | undefined): { today: Pick[]; later: Pick[] } {
  if (!date) return { today: [...picks], later: [] };
  const today: Pick[] = [];
  const later: Pick[] = [];
  for (const p of picks) {
    const day = p.gameTime ? easternDayOf(p.gameTime) : null;
    (day && day > date ? later : today).push(p);
  }
  return { today, later };
}

/**
 * The day a card is split by: the answer's date, or today (US Eastern) once that is later. After
 * midnight, until the 10:00 run, the answer is still yesterday's run, whose games of the new day
 * are today's card, not "tomorrow's, published early".
 */
export function cardDay(date: string | null | undefined, now: Date = new Date()): string | null {
  const today = easternDayOf(now);
  if (!date) return today;
  return today && today > date ? today : date;
}

/**
 * The day's card and the section below it. Late in the evening, or on a day without games, today's
 * card is empty: the next day's picks, published early, are then the card (`early`), each card
 * showing its day under a line that says so, and there is no separate section.
 */
export function dayCard(picks: readonly Pick[], date: string | null | undefined): { card: Pick[]; later: Pick[]; early: boolean } {
  const { today, later } = splitByDay(picks, date);
  const early = today.length === 0 && later.length > 0;
  return early ? { card: later, later: [], early } : { card: today, later, early };
}

/**
 * PrimeTime Picks: the day's national-TV window, each league's latest evening start slot on the card
 * (`primeTimeGames` of @gary/betting, the rule the gateway marks open cards with). Measured over the
 * whole card, locked cards included: a locked card's league and start time are public.
 */
export function markPrimeTime<P extends Pick>(picks: readonly P[]): (P & { primeTime?: boolean })[] {
  const prime = primeTimeGames(picks.map((p) => ({ league: p.league, gameTime: p.gameTime || null })));
  return picks.map((p, i) => ({ ...p, primeTime: prime[i] ?? false }));
}

export function isPrimeTimePick(p: Pick & { primeTime?: boolean }): boolean {
  return p.primeTime === true;
}
