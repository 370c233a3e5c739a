// The language model's part in props: the prompt (at most 150 priced sides, the stats text cut at
// 5000 characters, the spec's confidence guidance and weights) and the checks on what comes back.
// A model prop is kept only with a player, a confidence of at least 0.7 and a rationale, and only
// when it names a side that is really on the board: the price stored is the market's, never one
// the model made up, and it must be better than -150.
import { betterThanLimit, type Bet, type PropSide } from './prop-candidates';
import { findPropType, type PropSport } from './prop-markets';
import type { PropDraft, PropGame } from './prop-pick';
import { extractJsonArray, type ChatMessage } from '@gary/llm';
import { contradictingLine } from './prop-claims';

export const MODEL_PROPS_PER_GAME = 5;
export const MIN_MODEL_CONFIDENCE = 0.7;
export const STATS_TEXT_MAX = 5000;
export const PROP_MAX_TOKENS = 1500;

export function truncateStats(text: string): string {
  return text.length > STATS_TEXT_MAX ? text.slice(0, STATS_TEXT_MAX) : text;
}

const signed = (o: number) => (o > 0 ? `+${o}` : String(o));

export function buildPropMessages(game: PropGame & { time: string }, sides: readonly PropSide[], statsText: string): ChatMessage[] {
  const board = sides
    .map((s, i) => `${i + 1}. ${s.player} | ${s.team || 'team n/a'} | ${s.propType} ${s.line} | ${s.bet.toUpperCase()} ${signed(s.odds)} | fair ${(s.fairProbability * 100).toFixed(1)}% | EV ${s.ev >= 0 ? '+' : ''}${s.ev.toFixed(2)} per $100`)
    .join('\n');
  const system = [
    "You are Gary, a grizzled, blunt, blue-collar bear who handicaps player props. 90% of your call is data, 10% gut.",
    `Pick the best player props for this game from the board below: at most ${MODEL_PROPS_PER_GAME}. Only use props, lines and prices that are on the board; never invent a player or a price.`,
    'Confidence guidance: 0.8-1.0 strong, 0.6-0.79 moderate, below 0.6 speculative. Weigh 50% win probability, 30% ROI, 20% edge.',
    'Use only the stats provided and never mention missing data.',
    'Answer with one JSON object: {"props":[{"player":"","team":"full team name","prop":"[type] [line]","line":0,"bet":"over|under","odds":-110,"confidence":0.75,"ev":0,"rationale":"3-4 bullet sentences"}]}',
  ].join('\n');
  const user = [
    `Game: ${game.awayTeam} @ ${game.homeTeam} (${game.sport}), ${game.time}.`,
    '',
    'Stats:',
    truncateStats(statsText) || '(no stats available)',
    '',
    'Board (each side priced separately):',
    board,
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

export interface Rejected {
  player: string;
  reason: 'missing player' | 'missing rationale' | 'missing confidence' | 'low confidence' | 'not on the board' | 'odds too short' | 'reasoning contradicts the pick';
}

function readConfidence(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace('%', '').trim()) : NaN;
  if (!Number.isFinite(n) || n <= 0) return null;
  // The rules variant speaks 0-10 and some models answer in percent; both mean the same scale.
  if (n > 10 && n <= 100) return n / 100;
  if (n > 1 && n <= 10) return n / 10;
  return n <= 1 ? n : null;
}

function readRationale(v: unknown): string[] {
  const parts = Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? v.split(/\n+/) : [];
  return parts.map((s) => s.replace(/^\s*(?:[-*•·]|\d+[.)])\s*/, '').trim()).filter((s) => s.length > 0);
}

function readBet(v: unknown): Bet | null {
  const w = typeof v === 'string' ? v.trim().toLowerCase() : '';
  if (w === 'over' || w === 'yes' || w === 'o') return 'over';
  if (w === 'under' || w === 'no' || w === 'u') return 'under';
  return null;
}

/** The prop type named by "prop": "points 25.5", "Total Bases 1.5", or by "prop_type"/"type". */
function readPropType(sport: PropSport, item: Record<string, unknown>): string | null {
  for (const key of ['prop_type', 'propType', 'type', 'prop', 'market']) {
    const v = item[key];
    if (typeof v !== 'string') continue;
    const name = v.replace(/\b(over|under)\b/gi, '').replace(/[-+]?\d+(\.\d+)?/g, '').trim();
    const def = findPropType(sport, name) ?? findPropType(sport, v);
    if (def) return def.type;
  }
  return null;
}

function readLine(item: Record<string, unknown>): number | null {
  const v = item.line;
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  const m = typeof item.prop === 'string' ? /(\d+(?:\.\d+)?)\s*$/.exec(item.prop) : null;
  return m ? Number(m[1]) : null;
}

export interface ModelPropsResult {
  accepted: PropDraft[];
  rejected: Rejected[];
}

/** Checks and prices what the model answered; the top 5 by confidence then EV are kept. */
export function acceptModelProps(sport: PropSport, items: readonly Record<string, unknown>[], board: readonly PropSide[]): ModelPropsResult {
  const accepted: PropDraft[] = [];
  const rejected: Rejected[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const player = typeof item.player === 'string' ? item.player.trim() : '';
    if (!player) {
      rejected.push({ player: '', reason: 'missing player' });
      continue;
    }
    const rationale = readRationale(item.rationale ?? item.analysis);
    if (rationale.length === 0) {
      rejected.push({ player, reason: 'missing rationale' });
      continue;
    }
    const confidence = readConfidence(item.confidence);
    if (confidence === null) {
      rejected.push({ player, reason: 'missing confidence' });
      continue;
    }
    if (confidence < MIN_MODEL_CONFIDENCE) {
      rejected.push({ player, reason: 'low confidence' });
      continue;
    }
    const propType = readPropType(sport, item);
    const bet = readBet(item.bet);
    const line = readLine(item);
    const matches = board.filter((s) => s.player.toLowerCase() === player.toLowerCase() && s.propType === propType && s.bet === bet);
    const side = matches.find((s) => s.line === line) ?? matches[0];
    if (!side) {
      rejected.push({ player, reason: 'not on the board' });
      continue;
    }
    if (!betterThanLimit(side.odds)) {
      rejected.push({ player, reason: 'odds too short' });
      continue;
    }
    // Reasoning that states the player's average on the other side of the line argues against its own pick.
    if (contradictingLine(rationale, side)) {
      rejected.push({ player, reason: 'reasoning contradicts the pick' });
      continue;
    }
    if (seen.has(side.key)) continue;
    seen.add(side.key);
    const ev = typeof item.ev === 'number' && Number.isFinite(item.ev) ? Math.round(item.ev * 100) / 100 : side.ev;
    accepted.push({
      player: side.player,
      playerId: '',
      team: side.team || (typeof item.team === 'string' ? item.team : ''),
      propType: side.propType,
      market: side.market,
      line: side.line,
      bet: side.bet,
      odds: side.odds,
      confidence: Math.round(confidence * 1000) / 1000,
      ev,
      analysis: rationale.slice(0, 4),
      source: 'odds',
      writer: 'openai',
    });
  }
  accepted.sort((a, b) => b.confidence - a.confidence || b.ev - a.ev);
  return { accepted: accepted.slice(0, MODEL_PROPS_PER_GAME), rejected };
}

/** Reads the model's answer text; null when no list of props can be found in it. */
export function parseModelAnswer(text: string): Record<string, unknown>[] | null {
  const list = extractJsonArray(text, ['props', 'picks', 'player_props']);
  return list.ok ? list.value : null;
}
