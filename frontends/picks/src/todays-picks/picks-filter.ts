import { type Pick } from '@gary/design';
import { primeTimeGames } from '@gary/betting/display';

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
