// PrimeTime Picks: picks on the day's late national games. A game is PrimeTime when it starts at or
// after 7:00 PM Eastern, or when the provider flags it as on national TV (no provider we use says
// so today; the flag is there for one that does).
import { easternParts } from './eastern-time';

export const PRIME_TIME_HOUR = 19;

export function isPrimeTime(gameTime: string | Date | null | undefined, nationalTv = false): boolean {
  if (nationalTv) return true;
  if (!gameTime) return false;
  const d = gameTime instanceof Date ? gameTime : new Date(gameTime);
  if (Number.isNaN(d.getTime())) return false;
  const parts = easternParts(d);
  return parts.ok && parts.value.hour >= PRIME_TIME_HOUR;
}
