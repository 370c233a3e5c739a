// The language model's part in "What Gary Thinks": the prompt for one game and the check of its
// answer. An answer that does not name a side for each market, or has no rationale, is refused
// (the caller then falls back to home, home, over).
import { extractJson, isLlmError, type ChatMessage } from '@gary/llm';
import type { GaryPicks, SlateGame, ThoughtOdds } from './thought-game';

export const THOUGHT_MAX_TOKENS = 1600;
export const CONTEXT_MAX = 3000;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function buildThoughtMessages(game: SlateGame, odds: ThoughtOdds, time: string, context: string): ChatMessage[] {
  const system = [
    'You are Gary, a grizzled, blunt, blue-collar bear who handicaps games. 90% of your call is data, 10% gut.',
    'Give your side on the spread, the moneyline and the total of this game, and one rationale of 2-3 sentences in your voice.',
    'Your spread side is your moneyline side (never a team to win and its opponent to cover). Pick the total from a reason in the facts (the teams\' scoring, a price), say the reason, and say something about this game that is not true of every game.',
    'Use only the facts provided; never invent a player or a number, and never mention missing data.',
    'Answer with one JSON object: {"spread":"home|away","moneyline":"home|away","total":"over|under","rationale":"..."}',
  ].join('\n');
  const user = [
    `${game.awayTeam} (away) @ ${game.homeTeam} (home), ${game.sport}, ${time}.`,
    `Spread: ${game.homeTeam} ${signed(odds.spread.home.line)} (${signed(odds.spread.home.odds)}), ${game.awayTeam} ${signed(odds.spread.away.line)} (${signed(odds.spread.away.odds)}).`,
    `Moneyline: ${game.homeTeam} ${signed(odds.moneyline.home)}, ${game.awayTeam} ${signed(odds.moneyline.away)}.`,
    `Total: ${odds.total.line} (over ${signed(odds.total.over)}, under ${signed(odds.total.under)}).`,
    context ? `\nFacts:\n${context.slice(0, CONTEXT_MAX)}` : '',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

export class ThoughtRefused extends Error {
  override name = 'ThoughtRefused';
}

function teamSide(v: unknown, game: SlateGame): 'home' | 'away' | null {
  const w = typeof v === 'string' ? v.trim().toLowerCase() : '';
  if (w === 'home' || w === 'away') return w;
  const home = game.homeTeam.toLowerCase();
  const away = game.awayTeam.toLowerCase();
  const nick = (t: string) => t.split(/\s+/).pop() ?? t;
  if (w && (home.includes(w) || w.includes(nick(home)))) return 'home';
  if (w && (away.includes(w) || w.includes(nick(away)))) return 'away';
  return null;
}

/** Reads and checks the model's answer; throws ThoughtRefused when it will not do. */
export function readThoughtAnswer(text: string, game: SlateGame): GaryPicks {
  const ex = extractJson(text);
  if (!ex.ok) throw new ThoughtRefused('no JSON object in the answer');
  const v = ex.value;
  const spread = teamSide(v.spread, game);
  const moneyline = teamSide(v.moneyline, game);
  const t = typeof v.total === 'string' ? v.total.trim().toLowerCase() : '';
  const total = t === 'over' || t === 'under' ? t : null;
  const rationale = typeof v.rationale === 'string' ? v.rationale.trim() : '';
  if (!spread || !moneyline || !total) throw new ThoughtRefused('a side is missing for spread, moneyline or total');
  if (!rationale) throw new ThoughtRefused('no rationale');
  return { spread, moneyline, total, rationale };
}

export const NO_GAMES_MESSAGE = 'No games found for today.';
export const RATE_LIMIT_MESSAGE = 'OpenAI rate limit reached. Please wait a moment and try again.';
export const TOO_MANY_MESSAGE = 'Too many requests to OpenAI. Please wait a moment and try again.';
export const FAILED_MESSAGE = "Failed to load Gary's thoughts. Please try again.";

/** The spec's user-facing words for a failure: 429, Too Many Requests, or anything else. */
export function userMessageFor(err: unknown): string {
  const status = isLlmError(err) ? err.status : undefined;
  const text = `${status ?? ''} ${err instanceof Error ? err.message : String(err)}`;
  if (/\b429\b/.test(text)) return RATE_LIMIT_MESSAGE;
  if (/too many requests/i.test(text)) return TOO_MANY_MESSAGE;
  return FAILED_MESSAGE;
}
