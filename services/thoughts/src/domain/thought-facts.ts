// The facts a "What Gary Thinks" text may use, frozen per game before it is written, and the check
// of its claims: the same discipline as a pick's (pick-engine facts-snapshot.ts and claims.ts).
// Each fact has an id, a source, a time, a value and the text a rationale shows for it. The
// snapshot's RFC 8785 (JCS) canonical JSON is stored with its SHA-256; the text is published only
// when every number in it (a price, a line, a percentage, a scoring figure) is the text of one of
// these facts, and every team it names is one of the game's. A model's text that fails is replaced
// by the offline writer's, which is written from these facts and checked the same way.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { SlateGame, ThoughtOdds } from './thought-game';
import type { ScoringForm, TotalCall } from './total-call';

export interface ThoughtFact {
  id: string;
  source: string;
  at: string;
  value: string | number;
  text: string;
}

export interface ThoughtFacts {
  v: 1;
  eventId: string;
  takenAt: string;
  simulated: boolean;
  facts: ThoughtFact[];
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const pct = (p: number) => `${Math.round(p * 100)}%`;

export function thoughtFacts(game: SlateGame, odds: ThoughtOdds, form: ScoringForm | null, total: TotalCall | null, takenAt: Date, simulated: boolean): ThoughtFacts {
  const at = takenAt.toISOString();
  const facts: ThoughtFact[] = [];
  const add = (id: string, source: string, value: string | number, text: string) => facts.push({ id, source, at, value, text });
  add('team.home', 'odds-ingest', game.homeTeam, game.homeTeam);
  add('team.away', 'odds-ingest', game.awayTeam, game.awayTeam);
  add('spread.home.line', 'odds-ingest', odds.spread.home.line, signed(odds.spread.home.line));
  add('spread.home.price', 'odds-ingest', odds.spread.home.odds, signed(odds.spread.home.odds));
  add('spread.away.line', 'odds-ingest', odds.spread.away.line, signed(odds.spread.away.line));
  add('spread.away.price', 'odds-ingest', odds.spread.away.odds, signed(odds.spread.away.odds));
  add('moneyline.home', 'odds-ingest', odds.moneyline.home, signed(odds.moneyline.home));
  add('moneyline.away', 'odds-ingest', odds.moneyline.away, signed(odds.moneyline.away));
  add('total.line', 'odds-ingest', odds.total.line, String(odds.total.line));
  add('total.over', 'odds-ingest', odds.total.over, signed(odds.total.over));
  add('total.under', 'odds-ingest', odds.total.under, signed(odds.total.under));
  for (const m of game.markets) {
    for (const s of m.sides) {
      add(`noVig.${m.market}.${s.side}`, 'odds-ingest', Math.round(s.noVigProbability * 1000) / 1000, pct(s.noVigProbability));
      add(`best.${m.market}.${s.side}`, 'odds-ingest', s.price, signed(s.price));
    }
  }
  if (form) {
    for (const side of ['home', 'away'] as const) {
      add(`scored.${side}`, 'stats-ingest', form[side].scored, String(form[side].scored));
      add(`allowed.${side}`, 'stats-ingest', form[side].allowed, String(form[side].allowed));
    }
  }
  if (total?.projection !== null && total?.projection !== undefined) add('total.projection', 'thoughts', total.projection, String(total.projection));
  return { v: 1, eventId: game.eventId, takenAt: at, simulated, facts };
}

export function canonicalThoughtFacts(f: ThoughtFacts): string {
  const text = canonicalize(f);
  if (text === undefined) throw new Error('thought facts cannot be canonicalized');
  return text;
}

export const thoughtFactsSha256 = (canonical: string) => createHash('sha256').update(canonical, 'utf8').digest('hex');

export type ThoughtCheck =
  | { ok: true; checked: number; total: number; facts: string[] }
  | { ok: false; failures: string[] };

// A number as a reader reads it: signed, decimal or a percentage, not part of a word ('76ers').
const NUMBER = /(?<![A-Za-z0-9.])[+-]?\d+(?:\.\d+)?%?(?![A-Za-z0-9])/g;

/**
 * Every number of the text must be the text of a fact ('-3.5', '+140', '62%', '221.5'); a number
 * with no fact is refused, named in the failures. The claims are the numbers, each bound to a fact.
 */
export function checkThoughtText(text: string, facts: ThoughtFacts): ThoughtCheck {
  const byText = new Map<string, string>();
  for (const f of facts.facts) {
    byText.set(f.text, f.id);
    // 'PK', '+3.5' also read as '3.5' when the sign is given in words ('getting 3.5').
    if (/^[+-]\d/.test(f.text)) byText.set(f.text.slice(1), f.id);
  }
  // The game's own names may carry digits (Philadelphia 76ers): they are not numbers.
  let scanned = text;
  for (const f of facts.facts.filter((x) => x.id.startsWith('team.'))) scanned = scanned.split(f.text).join(' ');
  for (const f of facts.facts.filter((x) => x.id.startsWith('team.'))) {
    const nick = f.text.trim().split(/\s+/).pop() ?? '';
    if (nick) scanned = scanned.split(nick).join(' ');
  }
  const failures: string[] = [];
  const bound: string[] = [];
  for (const token of scanned.match(NUMBER) ?? []) {
    const id = byText.get(token);
    if (id) bound.push(id);
    else failures.push(`unbound number "${token}": no fact of this game has it`);
  }
  if (failures.length > 0) return { ok: false, failures: [...new Set(failures)] };
  return { ok: true, checked: bound.length, total: bound.length, facts: [...new Set(bound)] };
}
