// Postponements as The Odds API shows them. The API has no status field for a postponed or
// cancelled game; its event ids "tolerate changes in commence time up to 8 hours ... If the game is
// postponed until the following day, it will be issued a new id" (the-odds-api.com, Game Id). So a
// stored upcoming event that a refresh no longer lists, while the same refresh lists the same teams
// at least 8 hours after it, was postponed to that game. An event that merely disappears is not
// taken as cancelled (it may only be off the board for a while): an admin scratches those.
import type { GameEvent } from './odds-types';

export const ID_TOLERANCE_MS = 8 * 3_600_000;

export interface Postponement {
  event: GameEvent;
  successor: GameEvent;
}

/**
 * `stored`: upcoming events of one sport inside the window the refresh asked for (not started, no
 * final, not scratched yet); `listed`: the refresh's answer.
 */
export function findPostponements(stored: readonly GameEvent[], listed: readonly GameEvent[]): Postponement[] {
  const ids = new Set(listed.map((e) => e.id));
  const out: Postponement[] = [];
  for (const e of stored) {
    if (ids.has(e.id)) continue;
    const successor = listed
      .filter((l) => l.homeTeam === e.homeTeam && l.awayTeam === e.awayTeam && Date.parse(l.commenceTime) - Date.parse(e.commenceTime) >= ID_TOLERANCE_MS)
      .sort((a, b) => Date.parse(a.commenceTime) - Date.parse(b.commenceTime))[0];
    if (successor) out.push({ event: e, successor });
  }
  return out;
}
