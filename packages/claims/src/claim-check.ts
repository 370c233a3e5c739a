// The one claim check. A writer (a language model or an offline writer) hands in a draft: prose plus
// the claims it makes ({fact, says}). What the prose states as a number, a record, a percentage, a
// date, a bookmaker or a name is a claim, and each claim must bind to a fact of the snapshot: by a
// placeholder {{fact.id}} (the published words are then rendered from the fact), or, where the
// service's rules allow it, by stating the fact's own text ('-3.5', '59%'). Anything unbound, any
// placeholder or claim that is not a fact, and any claim that says something else than its fact is
// refused with its reasons listed, so the writer can be asked once to revise. What differs between
// services (pick-engine's placeholders-only, its 2-4 sentences, the people named only through their
// fact; props' side of the line) is data in ClaimRules, not another algorithm.
import { sentencesOf } from './sentences';
import { averageAgainst, type LineSide } from './stated-average';

/** A fact as the check reads it: what a claim binds to (id) and how a reader sees it (text). */
export interface Fact {
  id: string;
  text: string;
  source?: string;
  value?: unknown;
}

export interface FactSet {
  facts: readonly Fact[];
}

export interface Claim {
  fact: string;
  says: string;
}

export interface Draft {
  /** Prose, with or without {{fact.id}} placeholders. */
  text: string;
  claims: Claim[];
}

export interface BoundClaim {
  fact: string;
  text: string;
  source: string;
}

export interface CheckedText {
  /** The published words, every placeholder rendered from its fact. */
  text: string;
  claims: BoundClaim[];
  checked: number;
  total: number;
}

export type ClaimCheck = { ok: true; rationale: CheckedText } | { ok: false; failures: string[] };

export interface ClaimRules {
  /**
   * How a stated number, record or date binds to a fact: only through its placeholder (the words
   * are rendered from the facts), or also by stating the fact's text exactly.
   */
  binding: 'placeholder' | 'placeholder-or-value';
  /** Facts whose words may stand bare anywhere (the game's teams, the book's display name). Ids; a trailing '.' makes a prefix. */
  bareNames: readonly string[];
  /** Facts naming people (injured players, starters): with placeholder binding a person is named only through his fact. */
  people: readonly string[];
  /** Facts whose value (or value.key) is a raw key, like a bookmaker's API key, that never reaches a reader. */
  rawKeys: readonly string[];
  /** The sentences a text must have, when the service bounds them. */
  sentences?: { min: number; max: number };
  /** The pick's side of a line: a stated average on the other side argues against the pick. */
  side?: LineSide;
}

export const PLACEHOLDER = /\{\{\s*([A-Za-z0-9._-]+)\s*\}\}/g;
const MARK = '\u00a7';

const MISSING_DATA = /\b(no data|not available|unavailable|missing data|data (?:is|was) missing|lack of data|insufficient data|no information)\b/i;
const DATE_WORD = /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;
// A figure as a reader reads it: signed, money, decimal, percentage, record (8-2), time (7:10), date
// (4/1), also when glued to a word ('31pts'); the game's own names with digits (76ers) are taken out first.
const NUMBER = /[+-]?\$?\d[\d.,:/%-]*\d%?|[+-]?\$?\d%?/g;
/** Words that may start with a capital anywhere: Gary speaking of himself, and betting shorthand. */
const ALWAYS = ['i', "i'm", "i've", "i'll", "i'd", 'gary', 'et', 'ml', 'pk', 'vegas', 'over', 'under'];

const norm = (s: string) => s.toLowerCase().replace(/[\s,]+/g, ' ').replace(/^\+/, '').replace(/[.\s]+$/, '').trim();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inList = (id: string, list: readonly string[]) => list.some((p) => (p.endsWith('.') ? id.startsWith(p) : id === p));

function kindOf(token: string): string {
  if (/%$/.test(token)) return 'percentage';
  if (/^\d{1,3}-\d{1,3}(-\d{1,3})?$/.test(token)) return 'record';
  if (/[/:]/.test(token)) return 'date or time';
  return 'number';
}

/** Every fact id a draft refers to by placeholder or claim, in order of first use. */
export function boundFacts(d: Draft): string[] {
  const ids: string[] = [];
  for (const m of d.text.matchAll(PLACEHOLDER)) if (!ids.includes(m[1]!)) ids.push(m[1]!);
  for (const c of d.claims) if (!ids.includes(c.fact)) ids.push(c.fact);
  return ids;
}

export function renderDraft(text: string, facts: FactSet): string {
  return text.replace(PLACEHOLDER, (_, id: string) => facts.facts.find((f) => f.id === id)?.text ?? `{{${id}}}`);
}

const wordsOf = (facts: FactSet, list: readonly string[]) => facts.facts.filter((f) => inList(f.id, list)).flatMap((f) => f.text.toLowerCase().split(/\s+/)).filter((w) => w !== '');

/** The names of the people the facts know, word by word (not 'jr' or initials). */
const peopleWords = (facts: FactSet, rules: ClaimRules) => new Set(wordsOf(facts, rules.people).filter((w) => w.length > 2).map((w) => w.replace(/[.,']+$/, '')));

function rawKeysOf(facts: FactSet, rules: ClaimRules): string[] {
  const keys = new Set<string>();
  for (const f of facts.facts.filter((x) => inList(x.id, rules.rawKeys))) {
    const v = f.value as { key?: unknown } | string | null | undefined;
    if (typeof v === 'string') keys.add(v);
    else if (v && typeof v === 'object' && typeof v.key === 'string') keys.add(v.key);
  }
  return [...keys].filter((k) => /^[a-z0-9_]+$/.test(k) && k.length > 2);
}

/** Runs of capitalised words that are not the game's names: an unknown name, or a person typed out. */
function unboundNames(bare: string, allowed: Set<string>, people: Set<string>): string[] {
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
      if (!/^[A-Z]/.test(w)) return flush();
      const lower = w.toLowerCase();
      run.push(w);
      // The first word of a sentence and short acronyms (NBA, ATS) may be capitalised.
      if (people.has(lower)) suspicious = true;
      else if (i > 0 && !allowed.has(lower) && !/^[A-Z]{2,4}$/.test(w)) suspicious = true;
    });
    flush();
  }
  return failures;
}

/** A fact's text as a stated figure binds it; '+3.5' also reads as '3.5' ("getting 3.5"). */
function factsByText(facts: FactSet): Map<string, Fact> {
  const byText = new Map<string, Fact>();
  for (const f of facts.facts) {
    if (!byText.has(f.text)) byText.set(f.text, f);
    if (/^[+-]\d/.test(f.text) && !byText.has(f.text.slice(1))) byText.set(f.text.slice(1), f);
  }
  return byText;
}

/**
 * Checks a draft against the facts under the service's rules. On success the published text is
 * rendered from the facts and every bound fact is listed with its source ("claims checked n/n").
 */
export function checkClaims(d: Draft, facts: FactSet, rules: ClaimRules): ClaimCheck {
  if (typeof d.text !== 'string' || d.text.trim() === '') return { ok: false, failures: ['no rationale'] };
  const failures: string[] = [];
  const byId = new Map(facts.facts.map((f) => [f.id, f]));
  const byValue = rules.binding === 'placeholder-or-value';
  const remedy = byValue ? 'no fact of this game has it' : 'write it as its fact';
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
  const people = peopleWords(facts, rules);
  const allowed = new Set([...ALWAYS, ...wordsOf(facts, rules.bareNames), ...(byValue ? people : [])]);
  // The game's own names may carry digits (Philadelphia 76ers): they are names, not figures.
  const scanned = [...allowed].filter((w) => /\d/.test(w)).reduce((t, w) => t.replace(new RegExp(`\\b${escape(w)}\\b`, 'gi'), MARK), bare);
  const byText = byValue ? factsByText(facts) : new Map<string, Fact>();
  const valueBound: Fact[] = [];
  for (const token of scanned.match(NUMBER) ?? []) {
    const f = byText.get(token);
    if (f) valueBound.push(f);
    else failures.push(`unbound ${kindOf(token)} "${token}": ${remedy}`);
  }
  // Bound by value, a person the facts name is a claim on his fact.
  if (byValue) valueBound.push(...facts.facts.filter((f) => inList(f.id, rules.people) && f.text.trim() !== '' && bare.includes(f.text)));
  const date = DATE_WORD.exec(bare);
  if (date) failures.push(`unbound date "${date[0]}": ${remedy}`);
  failures.push(...unboundNames(bare, allowed, byValue ? new Set() : people));
  // A bookmaker's API key ('pointsbetus') never reaches a reader: books are named through their fact.
  for (const key of rawKeysOf(facts, rules)) if (new RegExp(`\\b${key}\\b`, 'i').test(bare)) failures.push(`unbound book "${key}": write it as its fact`);
  const rendered = renderDraft(d.text.replace(/\s+/g, ' '), facts);
  const sentences = sentencesOf(rendered);
  const n = rules.sentences;
  if (n && (sentences.length < n.min || sentences.length > n.max)) failures.push(`a rationale is ${n.min}-${n.max} sentences (this one has ${sentences.length})`);
  if (MISSING_DATA.test(rendered)) failures.push('the rationale mentions missing data');
  const against = rules.side ? averageAgainst(rendered, rules.side) : null;
  if (rules.side && against !== null) failures.push(`the stated average ${against} is on the other side of the line (${rules.side.bet} ${rules.side.line})`);
  if (failures.length > 0) return { ok: false, failures: [...new Set(failures)] };
  const ids = [...new Set([...boundFacts(d), ...valueBound.map((f) => f.id)])];
  const claims = ids.map((id) => ({ fact: id, text: byId.get(id)!.text, source: byId.get(id)!.source ?? '' }));
  return { ok: true, rationale: { text: sentences.join(' '), claims, checked: claims.length, total: claims.length } };
}
