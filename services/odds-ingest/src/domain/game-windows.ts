// Which games belong to "today" for each sport, by the spec's game-selection rules. The 6pm-to-6am
// odds window itself is @gary/betting's todaysGamesWindow (real New York offsets, not UTC-5).
import { todaysGamesWindow } from '@gary/betting';
import { easternDateOf, plusDays, type SportKey } from '@gary/sports-world';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * NBA: games starting within the next 24 hours or dated today or tomorrow (Eastern).
 * NHL, MLB (and the other sports, as What Gary Thinks does): only games dated today (Eastern).
 */
export function isSelectedGame(sport: SportKey, commenceTime: string | Date, now: Date): boolean {
  const start = new Date(commenceTime);
  if (Number.isNaN(start.getTime())) return false;
  const today = easternDateOf(now);
  const gameDate = easternDateOf(start);
  if (sport === 'basketball_nba') {
    const untilStart = start.getTime() - now.getTime();
    return (untilStart >= 0 && untilStart <= DAY_MS) || gameDate === today || gameDate === plusDays(today, 1);
  }
  return gameDate === today;
}

export function selectGames<T extends { commenceTime: string }>(sport: SportKey, games: readonly T[], now: Date): T[] {
  return games.filter((g) => isSelectedGame(sport, g.commenceTime, now));
}

/** Whether a game starts inside the odds window of today's games (6pm yesterday to 6am tomorrow, Eastern). */
export function inTodaysWindow(commenceTime: string | Date, now: Date): boolean {
  const w = todaysGamesWindow(easternDateOf(now));
  const t = new Date(commenceTime).getTime();
  return w.ok && t >= w.value.start.getTime() && t <= w.value.end.getTime();
}
