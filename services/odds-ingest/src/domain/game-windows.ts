// Which games belong to "today" for each sport, by the spec's game-selection rules.
import { addDays, easternDate, easternWallTimeToUtc } from './eastern-time';
import type { SportKey } from './sports';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The odds window for today's games: 6pm Eastern the previous day to 6am Eastern the next day.
 * The spec writes "(UTC-5)"; we use the real New York offset so the edges stay at 6pm/6am local
 * through daylight saving time.
 */
export function todaysGamesWindow(now: Date): { from: Date; to: Date } {
  const today = easternDate(now);
  return {
    from: easternWallTimeToUtc(addDays(today, -1), 18, 0),
    to: easternWallTimeToUtc(addDays(today, 1), 6, 0),
  };
}

/**
 * NBA: games starting within the next 24 hours or dated today or tomorrow (Eastern).
 * NHL, MLB (and the other sports, as What Gary Thinks does): only games dated today (Eastern).
 */
export function isSelectedGame(sport: SportKey, commenceTime: string | Date, now: Date): boolean {
  const start = new Date(commenceTime);
  if (Number.isNaN(start.getTime())) return false;
  const today = easternDate(now);
  const gameDate = easternDate(start);
  if (sport === 'basketball_nba') {
    const untilStart = start.getTime() - now.getTime();
    return (untilStart >= 0 && untilStart <= DAY_MS) || gameDate === today || gameDate === addDays(today, 1);
  }
  return gameDate === today;
}

export function selectGames<T extends { commenceTime: string }>(sport: SportKey, games: readonly T[], now: Date): T[] {
  return games.filter((g) => isSelectedGame(sport, g.commenceTime, now));
}

/** Whether a game starts inside today's odds window. */
export function inTodaysWindow(commenceTime: string | Date, now: Date): boolean {
  const { from, to } = todaysGamesWindow(now);
  const t = new Date(commenceTime).getTime();
  return t >= from.getTime() && t <= to.getTime();
}
