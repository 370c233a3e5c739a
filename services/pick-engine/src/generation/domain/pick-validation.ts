// The spec's validation of a pick: what a model's answer must hold ('Missing fields: ...', 'Low
// confidence: {value}'), spread or moneyline only, the spread following the moneyline, the MLB run
// line, pick text ending in its odds, and the storage filter (MLB confidence >= 0.51).
import { buildPickText, confidenceValue, pickOdds } from '@gary/betting';
import type { QuantPick } from './quant-core';

export const MLB_MIN_CONFIDENCE = 0.51;
export const REQUIRED_FIELDS = ['pick', 'type', 'confidence'] as const;

export interface ModelPickCheck {
  warnings: string[];
  /** The model's pick names the same team and bet type as the data's pick. */
  agrees: boolean;
  type: 'spread' | 'moneyline' | null;
}

/** Confidence as the spec reads it: numbers, numeric strings ('0.62', '62%'); anything else 0. */
export function parseConfidence(raw: unknown): number {
  return confidenceValue(raw) ?? 0;
}

function readType(raw: unknown): 'spread' | 'moneyline' | 'total' | null {
  const t = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (/spread|run line|puck line/.test(t)) return 'spread';
  if (/money|^ml$|h2h/.test(t)) return 'moneyline';
  if (/total|over|under/.test(t)) return 'total';
  return null;
}

const words = (s: string) => s.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/).filter(Boolean);

/** Does the text name this team (its nickname, the last word, is enough)? */
export function namesTeam(text: string, team: string): boolean {
  const t = words(text);
  const nick = words(team).pop();
  return nick !== undefined && t.includes(nick);
}

/**
 * Checks a model's JSON against the data's pick. The model writes; the data decides: a model that
 * picks the other team, another bet type or a total is overruled (with a warning), never obeyed.
 */
export function checkModelPick(json: Record<string, unknown>, data: QuantPick): ModelPickCheck {
  const warnings: string[] = [];
  const missing = REQUIRED_FIELDS.filter((f) => json[f] === undefined || json[f] === null || json[f] === '');
  if (missing.length > 0) warnings.push(`Missing fields: ${missing.join(', ')}`);
  if (json.confidence !== undefined && json.confidence !== null) {
    const c = parseConfidence(json.confidence);
    if (c < 0.5) warnings.push(`Low confidence: ${String(json.confidence)}`);
  }
  const type = readType(json.type);
  if (type === 'total') warnings.push('Only spread or moneyline picks: the model picked a total');
  const pickText = typeof json.pick === 'string' ? json.pick : '';
  const other = data.side === 'home' ? data.awayTeam : data.homeTeam;
  const sameTeam = pickText !== '' && namesTeam(pickText, data.team) && !namesTeam(pickText, other);
  const sameType = type === null || type === data.type; // a total never equals the data's type
  const agrees = sameTeam && sameType;
  if (pickText !== '' && !agrees) warnings.push(`Model pick "${pickText}" overruled by the data: ${data.pickText}`);
  return { warnings, agrees, type: type === 'total' ? null : type };
}

/** The spec's consistency rule lives in @gary/betting, where What Gary Thinks applies it too. */
export { spreadFollowsMoneyline } from '@gary/betting';

/** Pick text always ends with the odds; the spec's defaults fill in when none. */
export function withOdds(label: string, odds: number | null, type: 'spread' | 'moneyline', favourite: boolean): string | null {
  const r = buildPickText(label, odds, { type, favourite });
  return r.ok ? r.value : null;
}

export function endsWithOdds(pickText: string): boolean {
  return pickOdds(pickText) !== null;
}

/** MLB picks need confidence >= 0.51 to be stored; NBA and NHL are not filtered. */
export function passesStorageFilter(pick: { league: string; confidence: unknown }): boolean {
  if (pick.league !== 'MLB') return true;
  return parseConfidence(pick.confidence) >= MLB_MIN_CONFIDENCE;
}
