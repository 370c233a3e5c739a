// Claims bound to facts. A writer (the language model or the offline writer) hands in a draft: the
// prose with every number, record, percentage, date and name written as a placeholder {{fact.id}},
// plus the claims it makes ({fact, says}). The check proves that every bound fact exists and that
// what the writer says of it matches the snapshot, and that nothing of that kind is left unbound in
// the prose; the published text is then rendered from the facts themselves. A refused draft comes
// back with its failures listed, so the writer can be asked once to revise.
import { factLabel, type FactsSnapshot } from './facts-snapshot';
import { sentencesOf } from './rationale-check';

export interface Claim {
  fact: string;
  says: string;
}

export interface Draft {
  /** Prose with {{fact.id}} placeholders. */
  text: string;
  claims: Claim[];
}

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

export const PLACEHOLDER = /\{\{\s*([A-Za-z0-9._-]+)\s*\}\}/g;
const MARK = '\u00a7';

const MISSING_DATA = /\b(no data|not available|unavailable|missing data|data (?:is|was) missing|lack of data|insufficient data|no information)\b/i;
const MONTHS = /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;
const NUMBER = /[+-]?\$?\d[\d.,:/%-]*\d%?|[+-]?\$?\d%?/g;
/** Words that may start with a capital anywhere: Gary speaking of himself, and betting shorthand. */
const ALWAYS = new Set(['i', "i'm", "i've", "i'll", "i'd", 'gary', 'et', 'ml', 'pk', 'vegas', 'over', 'under']);

const norm = (s: string) => s.toLowerCase().replace(/[\s,]+/g, ' ').replace(/^\+/, '').replace(/[.\s]+$/, '').trim();

function kindOf(token: string): string {
  if (/%$/.test(token)) return 'percentage';
  if (/^\d{1,3}-\d{1,3}(-\d{1,3})?$/.test(token)) return 'record';
  if (/[/:]/.test(token)) return 'date or time';
  return 'number';
}

/** Every fact id a draft refers to, in order of first use. */
export function boundFacts(d: Draft): string[] {
  const ids: string[] = [];
  for (const m of d.text.matchAll(PLACEHOLDER)) if (!ids.includes(m[1]!)) ids.push(m[1]!);
  for (const c of d.claims) if (!ids.includes(c.fact)) ids.push(c.fact);
  return ids;
}

export function renderDraft(text: string, facts: FactsSnapshot): string {
  return text.replace(PLACEHOLDER, (_, id: string) => facts.facts.find((f) => f.id === id)?.text ?? `{{${id}}}`);
}

/** The words a reader may see unbound: the teams' names (and their parts) and Gary's shorthand. */
function allowedWords(facts: FactsSnapshot): Set<string> {
  const out = new Set(ALWAYS);
  for (const id of ['team.home', 'team.away', 'pick.book']) {
    const t = facts.facts.find((f) => f.id === id)?.text ?? '';
    for (const w of t.toLowerCase().split(/\s+/)) if (w) out.add(w);
  }
  return out;
}

/** People the facts name (injured players, starters, stars): only ever through their fact. */
function peopleWords(facts: FactsSnapshot): Set<string> {
  const out = new Set<string>();
  for (const f of facts.facts) {
    if (!/^(injury|starter|player)\./.test(f.id)) continue;
    for (const w of f.text.toLowerCase().split(/\s+/)) if (w.length > 2) out.add(w.replace(/[.,']+$/, ''));
  }
  return out;
}

function bookKeys(facts: FactsSnapshot): string[] {
  const keys = new Set<string>();
  for (const f of facts.facts) {
    if (f.id === 'pick.book' && typeof f.value === 'string') keys.add(f.value);
    const v = f.value as { key?: unknown } | null;
    if (f.id.startsWith('price.') && v && typeof v === 'object' && typeof v.key === 'string') keys.add(v.key);
  }
  return [...keys].filter((k) => /^[a-z0-9_]+$/.test(k) && k.length > 2);
}

function unboundNames(bare: string, facts: FactsSnapshot): string[] {
  const allowed = allowedWords(facts);
  const people = peopleWords(facts);
  const failures: string[] = [];
  for (const sentence of sentencesOf(bare)) {
    const words = [...sentence.matchAll(/[A-Za-z][A-Za-z'.-]*/g)].map((m) => m[0].replace(/[.'-]+$/, ''));
    let run: string[] = [];
    let suspicious = false;
    const flush = () => {
      if (run.length > 0 && suspicious) {
        const name = run.join(' ');
        const known = run.some((w) => people.has(w.toLowerCase()));
        failures.push(known ? `unbound name "${name}": a player is named only through his fact` : `unknown name "${name}": not a team or player in the facts`);
      }
      run = [];
      suspicious = false;
    };
    words.forEach((w, i) => {
      const capital = /^[A-Z]/.test(w);
      if (!capital) return flush();
      const lower = w.toLowerCase();
      const acronym = /^[A-Z]{2,4}$/.test(w);
      run.push(w);
      if (people.has(lower)) suspicious = true;
      else if (i > 0 && !allowed.has(lower) && !acronym) suspicious = true;
    });
    flush();
  }
  return failures;
}

/**
 * Checks a draft against the snapshot: bound facts exist and match, nothing factual is unbound,
 * 2-4 sentences, no talk of missing data. On success the text is rendered from the facts.
 */
export function checkDraft(d: Draft, facts: FactsSnapshot): ClaimCheck {
  const failures: string[] = [];
  const byId = new Map(facts.facts.map((f) => [f.id, f]));
  if (typeof d.text !== 'string' || d.text.trim() === '') return { ok: false, failures: ['no rationale'] };
  for (const m of d.text.matchAll(PLACEHOLDER)) {
    if (!byId.has(m[1]!)) failures.push(`"{{${m[1]}}}" is not a fact id`);
  }
  for (const c of d.claims) {
    const f = byId.get(c.fact);
    if (!f) failures.push(`claim on "${c.fact}", which is not a fact id`);
    else if (norm(String(c.says)) !== norm(f.text) && !(typeof f.value === 'string' && norm(String(c.says)) === norm(f.value))) {
      failures.push(`claim "${c.fact} = ${c.says}" does not match the facts (${f.text})`);
    }
  }
  const bare = d.text.replace(PLACEHOLDER, MARK);
  // Team names may carry digits (76ers): they are the game's own names, not numbers.
  const numbered = [...allowedWords(facts)].filter((w) => /\d/.test(w));
  const scanned = numbered.reduce((t, w) => t.replace(new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi'), MARK), bare);
  for (const token of scanned.match(NUMBER) ?? []) failures.push(`unbound ${kindOf(token)} "${token}": write it as its fact`);
  const month = MONTHS.exec(bare);
  if (month) failures.push(`unbound date "${month[0]}": write it as its fact`);
  failures.push(...unboundNames(bare, facts));
  // A bookmaker's API key ('pointsbetus') never reaches a reader: books are named through their fact.
  for (const key of bookKeys(facts)) if (new RegExp(`\\b${key}\\b`, 'i').test(bare)) failures.push(`unbound book "${key}": write it as its fact`);
  const rendered = renderDraft(d.text.replace(/\s+/g, ' '), facts);
  const sentences = sentencesOf(rendered);
  if (sentences.length < 2 || sentences.length > 4) failures.push(`a rationale is 2-4 sentences (this one has ${sentences.length})`);
  if (MISSING_DATA.test(rendered)) failures.push('the rationale mentions missing data');
  if (failures.length > 0) return { ok: false, failures: [...new Set(failures)] };
  const ids = boundFacts(d);
  const claims = ids.map((id) => ({ fact: id, label: factLabel(facts, id), text: byId.get(id)!.text, source: byId.get(id)!.source }));
  return { ok: true, rationale: { text: sentences.join(' '), claims, checked: claims.length, total: claims.length } };
}
