// Which picks reach the screen. Placeholder picks carry "emergency" ids when generation failed;
// showing them, or a pick with no text or reasoning, would pass filler off as Gary's call.


export interface DisplayCandidate {
  readonly id?: unknown;
  readonly pick_id?: unknown;
  readonly pick?: unknown;
  readonly rationale?: unknown;
  readonly confidence?: unknown;
  /** The game's start (an instant): which Eastern day's card the pick is on. */
  readonly gameTime?: unknown;
  readonly game_time?: unknown;
}

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isEmergencyId = (v: unknown) => typeof v === 'string' && /emergency/i.test(v);

/** Picks that are emergency ids, or have an empty pick or rationale, are dropped from display. */
export function isDisplayablePick(pick: DisplayCandidate | null | undefined): boolean {
  if (pick === null || typeof pick !== 'object') return false;
  if (isEmergencyId(pick.id) || isEmergencyId(pick.pick_id)) return false;
  return filled(pick.pick) && filled(pick.rationale);
}

/**
 * A confidence as 0..1: numbers 0..1 as they are, 1..100 (or '78%') as percents, numeric text
 * parsed; anything else is null (no confidence).
 */
export function confidenceValue(confidence: unknown): number | null {
  let n: number | null = null;
  if (typeof confidence === 'number') n = confidence;
  else if (typeof confidence === 'string') {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(confidence);
    if (match) n = match[2] === '%' ? Number(match[1]) / 100 : Number(match[1]);
  }
  if (n === null || !Number.isFinite(n) || n < 0 || n > 100) return null;
  return n > 1 ? n / 100 : n;
}

/**
 * The spec's values where a pick lacks a field: league NBA, time 9:30 PM ET, confidence 0.78, odds
 * -110. The confidence is never shown: the home page drops a pick without one (spec section 5) and a
 * card shows the display default, 75% (DEFAULT_CONFIDENCE_DISPLAY), as its own rule says.
 */
export const PICK_FIELD_DEFAULTS = { league: 'NBA', time: '9:30 PM ET', confidence: 0.78, odds: -110 } as const;
/** What a screen's time formatter shows for a game whose record carries no time at all. */
export const FORMATTER_DEFAULT_TIME = '7:00 PM EST';

/** The league a card shows: the pick's, else NBA. */
export function pickLeague(league: unknown): string {
  return typeof league === 'string' && league.trim() !== '' ? league.trim() : PICK_FIELD_DEFAULTS.league;
}
