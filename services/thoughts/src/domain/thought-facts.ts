// The facts a "What Gary Thinks" text may use, frozen per game before it is written, and the check
// of its claims: the same discipline as a pick's (pick-engine facts-snapshot.ts and claims.ts).
// Each fact has an id, a source, a time, a value and the text a rationale shows for it. The
// snapshot's RFC 8785 (JCS) canonical JSON is stored with its SHA-256; the text is published only
// when every number in it (a price, a line, a percentage, a scoring figure) is the text of one of
// these facts, and every name it uses is one of the game's teams (the one claim check of
// @gary/claims, the same as a pick's). A model's text that fails is replaced by the offline
// writer's, which is written from these facts and checked the same way.
import { createHash } from 'node:crypto';
import { checkClaims, type ClaimRules } from '@gary/claims';
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

/**
 * What Gary Thinks under the one claim check (@gary/claims): a number binds to a fact by stating its
 * text ('-3.5', '+140', '62%', '221.5') or by placeholder, a name must be one of the game's teams,
 * and nothing else may be stated as a figure, a date or a name.
 */
export const THOUGHT_CLAIM_RULES: ClaimRules = { binding: 'placeholder-or-value', bareNames: ['team.home', 'team.away'], people: [], rawKeys: [] };

/** The text's claims against the game's facts; on success the count and the facts it binds. */
export function checkThoughtText(text: string, facts: ThoughtFacts): ThoughtCheck {
  const c = checkClaims({ text, claims: [] }, facts, THOUGHT_CLAIM_RULES);
  if (!c.ok) return c;
  const { checked, total, claims } = c.rationale;
  return { ok: true, checked, total, facts: claims.map((x) => x.fact) };
}
