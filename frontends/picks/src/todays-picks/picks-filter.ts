import { type Pick } from '@gary/design';

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

const easternHour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' });

/**
 * PrimeTime Picks: "picks on the day's late national games (start at or after 7:00 PM ET)". The
 * server marks the cards it opens; a locked card's start time is public, so it is read from that.
 */
export function isPrimeTimePick(p: Pick & { primeTime?: boolean }): boolean {
  if (typeof p.primeTime === 'boolean') return p.primeTime;
  if (!p.gameTime) return false;
  const d = new Date(p.gameTime);
  return !Number.isNaN(d.getTime()) && Number(easternHour.format(d)) >= 19;
}
