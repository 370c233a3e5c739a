// One day's card, read as a bettor reads it: the offline writer's catchphrases (openers and
// closers) are never used twice on the same day. Each game is analysed (and cached) on its own, so
// the card is voiced once more here, in publish order, with one shared set of phrases taken. The
// facts, the pick and the claim check are unchanged; only the offline words are redrawn.
import { offlineRationale } from './adapters/rationale-writer';
import type { PickCandidate } from './store-picks';

export function voiceTheDay(candidates: readonly PickCandidate[], date: string): PickCandidate[] {
  const taken = new Set<string>();
  return candidates.map((c) => {
    if (c.writer !== 'offline' || !c.voice || !c.facts) return c;
    const o = offlineRationale(c.voice.facts, c.facts.snapshot, { salt: date, taken });
    return {
      ...c,
      rationale: o.rationale,
      claimsChecked: o.claimsChecked,
      claimsTotal: o.claimsTotal,
      facts: { ...c.facts, claims: o.claims },
      voice: { facts: c.voice.facts, phrases: o.phrases },
    };
  });
}
