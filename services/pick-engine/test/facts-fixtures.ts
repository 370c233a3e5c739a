// A facts snapshot for unit tests, built from a domain game the way the analyser builds it.
import type { ModelView } from '@gary/handicap';
import { buildFactsSnapshot, type BookQuote, type FactsSnapshot } from '../src/domain/facts-snapshot';
import type { GameInput } from '../src/domain/game-input';
import { pickFacts, type PickFacts } from '../src/generation/domain/pick-facts';
import { choosePick, type QuantPick } from '../src/generation/domain/quant-core';

export const AT = '2026-04-01T14:00:00.000Z';

export function analysed(g: GameInput, model?: ModelView, books: BookQuote[] = []): { g: GameInput; q: QuantPick; f: PickFacts; s: FactsSnapshot } {
  const r = choosePick(g, model);
  if (!r.ok) throw new Error(r.reason);
  const s = buildFactsSnapshot({
    game: g, pick: r.pick, oddsAt: AT, books, booksAt: AT, booksSimulated: g.simulated, contextAt: AT, contextSimulated: g.simulated,
    rest: model?.daysSinceLast ? { ...model.daysSinceLast, at: AT } : null, takenAt: new Date(AT),
  });
  return { g, q: r.pick, f: pickFacts(g, r.pick), s };
}
