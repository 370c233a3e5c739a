// A pick's claims, checked by the one claim check (@gary/claims) under pick-engine's rules: every
// number, record, date, book and player is written as a placeholder {{fact.id}} and rendered from
// the facts snapshot, a person is named only through his fact, and the rationale is 2-4 sentences.
// The checked claims carry a reader's label for each fact ("claims checked n/n").
import { checkClaims, type ClaimRules, type Draft } from '@gary/claims';
import { factLabel, type FactsSnapshot } from './facts-snapshot';

export { boundFacts, renderDraft, type Claim, type Draft } from '@gary/claims';

export const PICK_CLAIM_RULES: ClaimRules = {
  binding: 'placeholder',
  bareNames: ['team.home', 'team.away', 'pick.book'],
  people: ['injury.', 'starter.', 'player.'],
  rawKeys: ['pick.book', 'price.'],
  sentences: { min: 2, max: 4 },
};

export interface CheckedClaim {
  fact: string;
  /** What the fact is, for a reader. */
  label: string;
  text: string;
  source: string;
}

export interface CheckedRationale {
  /** The published words, every placeholder rendered from its fact. */
  text: string;
  claims: CheckedClaim[];
  checked: number;
  total: number;
}

export type ClaimCheck = { ok: true; rationale: CheckedRationale } | { ok: false; failures: string[] };

export function checkDraft(d: Draft, facts: FactsSnapshot): ClaimCheck {
  const c = checkClaims(d, facts, PICK_CLAIM_RULES);
  if (!c.ok) return c;
  return { ok: true, rationale: { ...c.rationale, claims: c.rationale.claims.map((x) => ({ ...x, label: factLabel(facts, x.fact) })) } };
}
