// The pick engine's offline voice for one day's card, exactly as the generation voices it: each
// game's facts snapshot, then the day's pass that keeps catchphrases from repeating. (Kept apart
// from voice-week.ts so the same week can be measured against an older writer.)
import { offlineRationale } from '../../../services/pick-engine/src/generation/adapters/rationale-writer';
import { buildFactsSnapshot } from '../../../services/pick-engine/src/domain/facts-snapshot';
import type { GameInput } from '../../../services/pick-engine/src/domain/game-input';
import { pickFacts } from '../../../services/pick-engine/src/generation/domain/pick-facts';
import type { QuantPick } from '../../../services/pick-engine/src/generation/domain/quant-core';

export const WRITER = 'facts-bound offline writer (this branch)';

export function dayWriter(date: string, at: Date): (game: GameInput, pick: QuantPick, rest: { home: number | null; away: number | null } | null) => string {
  const taken = new Set<string>();
  return (game, pick, rest) => {
    const snapshot = buildFactsSnapshot({
      game, pick, oddsAt: at.toISOString(), books: [], booksAt: null, booksSimulated: true, contextAt: at.toISOString(), contextSimulated: true,
      rest: rest ? { ...rest, at: at.toISOString() } : null, takenAt: at,
    });
    const o = offlineRationale(pickFacts(game, pick), snapshot, { salt: date, taken });
    // The writer's own draft failing its claim check would be a bug: say so loudly.
    if (o.warnings.length > 0) console.error(`${date} ${game.eventId}: ${o.warnings.join('; ')}`);
    return o.rationale;
  };
}
