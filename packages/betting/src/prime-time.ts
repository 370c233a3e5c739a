// PrimeTime Picks: picks on the day's national-TV window. US leagues put their national broadcast in
// the day's last start slot (Sunday and Monday night football, the late NBA and NHL window), so a
// game is PrimeTime when it starts in its league's latest slot of its Eastern day, and that slot is
// in the evening; or when the provider flags it as on national TV (no provider we use says so
// today; the flag is there for one that does). "Every game from 7:00 PM" made nearly the whole card
// PrimeTime, so the filter filtered nothing.
import { easternParts } from './eastern-time';

/** The window starts no earlier than 7:00 PM Eastern: an afternoon slot is not prime time. */
export const PRIME_TIME_HOUR = 19;
/** Games starting within this many minutes of their league's latest start that day share its slot. */
export const PRIME_TIME_SLOT_MINUTES = 30;

export interface ScheduledGame {
  readonly league: string;
  readonly gameTime: string | Date | null | undefined;
  readonly nationalTv?: boolean;
}

const msOf = (t: ScheduledGame['gameTime']): number | null => {
  if (!t) return null;
  const ms = (t instanceof Date ? t : new Date(t)).getTime();
  return Number.isNaN(ms) ? null : ms;
};

/**
 * Which of a day's games are PrimeTime, in the order given. The slot is measured over the games
 * passed in (the day's card), per league and per Eastern day.
 */
export function primeTimeGames(games: readonly ScheduledGame[]): boolean[] {
  const latest = new Map<string, number>();
  const keyOf = (g: ScheduledGame, ms: number): string | null => {
    const p = easternParts(new Date(ms));
    return p.ok ? `${g.league}|${p.value.year}-${p.value.month}-${p.value.day}` : null;
  };
  for (const g of games) {
    const ms = msOf(g.gameTime);
    const key = ms === null ? null : keyOf(g, ms);
    if (ms !== null && key !== null && ms > (latest.get(key) ?? -Infinity)) latest.set(key, ms);
  }
  return games.map((g) => {
    if (g.nationalTv) return true;
    const ms = msOf(g.gameTime);
    const key = ms === null ? null : keyOf(g, ms);
    if (ms === null || key === null) return false;
    const last = latest.get(key)!;
    const slot = easternParts(new Date(last));
    return slot.ok && slot.value.hour >= PRIME_TIME_HOUR && last - ms <= PRIME_TIME_SLOT_MINUTES * 60_000;
  });
}
