// What a written rationale must respect before it is published: 2-4 sentences, no talk of missing
// data, and no pitcher the facts do not name (a model that invents a starter is not trusted).

export type RationaleCheck = { ok: true; text: string } | { ok: false; reason: string };

const MISSING_DATA = /\b(no data|not available|unavailable|missing data|data (?:is|was) missing|lack of data|insufficient data|no information|unknown)\b/i;
const NAME = "[A-Z][A-Za-z'.-]+(?:\\s+[A-Z][A-Za-z'.-]+)+";
const PITCHER_AFTER = new RegExp(`(${NAME})\\s+(?:takes the (?:ball|mound|hill)|on the (?:mound|hill|bump)|gets the (?:ball|start|nod)|toes the rubber|starts for)`, 'g');
const PITCHER_BEFORE = new RegExp(`(?:starter|pitcher|ace|right-hander|left-hander|righty|lefty|hurler|arm)\\s+(${NAME})`, 'g');

export function sentencesOf(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Names a pitcher the facts do not know (any word of the name must match a known name). */
export function inventedPitcher(text: string, knownNames: readonly string[]): string | null {
  const known = knownNames.flatMap((n) => n.toLowerCase().split(/\s+/)).filter((w) => w.length > 2);
  // The two words next to the pitching verb or noun are the name ("Yankees ML. Max Fried takes").
  for (const [re, near] of [[PITCHER_AFTER, 'end'], [PITCHER_BEFORE, 'start']] as const) {
    for (const m of text.matchAll(re)) {
      const words = (m[1] ?? '').split(/\s+/).map((w) => w.replace(/[.'-]+$/, ''));
      const nameWords = near === 'end' ? words.slice(-2) : words.slice(0, 2);
      const name = nameWords.join(' ');
      const parts = name.toLowerCase().split(/\s+/);
      if (!parts.some((p) => known.includes(p))) return name;
    }
  }
  return null;
}

export function checkRationale(text: unknown, knownNames: readonly string[]): RationaleCheck {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, reason: 'no rationale' };
  const sentences = sentencesOf(text.replace(/\s+/g, ' '));
  if (sentences.length < 2) return { ok: false, reason: 'a rationale is 2-4 sentences' };
  const kept = sentences.slice(0, 4).join(' ');
  if (MISSING_DATA.test(kept)) return { ok: false, reason: 'the rationale mentions missing data' };
  const invented = inventedPitcher(kept, knownNames);
  if (invented) return { ok: false, reason: `the rationale names a pitcher not in the facts: ${invented}` };
  return { ok: true, text: kept };
}
