// A probable starter's earlier starts: the starts in his game logs dated before the game, oldest
// first. Only earlier dates count, so nothing from the game itself or after it can reach a
// prediction; relief outings are left out (the pitcher term is about starts).
import type { PitcherAppearance } from './stats-types';

/** Below this many starts in the season so far, the season before is read too. */
export const MIN_SEASON_STARTS = 5;

export function priorStarts(logs: ReadonlyArray<readonly PitcherAppearance[]>, gameDate: string): PitcherAppearance[] {
  const seen = new Set<number>();
  return logs.flat()
    .filter((a) => a.started && a.date < gameDate && !seen.has(a.gameId) && seen.add(a.gameId))
    .sort((a, b) => a.date.localeCompare(b.date) || a.gameId - b.gameId);
}
