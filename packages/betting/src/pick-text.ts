import { fail, ok, type Result } from './betting-errors';
import { addDays, formatEasternTime } from './eastern-time';
import { checkAmerican, parseAmerican } from './odds-math';

// The display rules for a pick, from the product spec. A pick's text always ends in its American
// odds ("Yankees -1.5 +135", "Lakers ML -150"), so odds and label are both read from it.

export const DEFAULT_ODDS = -110;
export const DEFAULT_CONFIDENCE_DISPLAY = '75%';
export const HOME_EXCERPT_MAX = 200;
export const CAROUSEL_EXCERPT_MAX = 240;
export const SENTENCE_SPLIT_THRESHOLD = 150;
/** Fallbacks the screens pass in; the text functions never invent them. */
export const NO_RATIONALE_TEXT = 'Tap for detailed analysis';
export const NO_ANALYSIS_TEXT = 'Analysis not available at this time.';

// A signed integer at the very end, preceded by a space (so the '5' of '-1.5' never matches).
const TRAILING_ODDS = /(?:^|\s)([+-]\d+)\s*$/;

function trailingOdds(text: string): { odds: number; at: number } | null {
  const match = TRAILING_ODDS.exec(text);
  if (!match?.[1]) return null;
  const odds = Number(match[1]);
  // '-3' in 'Chiefs -3' is a spread, not a price: real odds are never inside (-100, +100).
  return checkAmerican(odds).ok ? { odds, at: match.index } : null;
}

/** The trailing signed integer of the pick text, or null. */
export function pickOdds(text: unknown): number | null {
  return typeof text === 'string' ? (trailingOdds(text)?.odds ?? null) : null;
}

/** The odds shown for a pick: its trailing odds, default -110. */
export function pickOddsDisplay(text: unknown): string {
  return formatAmerican(pickOdds(text) ?? DEFAULT_ODDS);
}

/**
 * The odds a card shows: the price the card carries when it has one (the gateway sends it beside
 * the text), else the rule above on its text (trailing odds, default -110).
 */
export function cardOdds(odds: unknown, text: unknown): string {
  const carried = typeof odds === 'number' || (typeof odds === 'string' && odds.trim() !== '') ? formatAmerican(odds) : 'N/A';
  return carried === 'N/A' ? pickOddsDisplay(text) : carried;
}

/** The pick text with its trailing odds removed. */
export function pickLabel(text: unknown): string {
  if (typeof text !== 'string') return '';
  const found = trailingOdds(text);
  return (found ? text.slice(0, found.at) : text).trim();
}

/** A number without a sign gets a plus when zero or above; missing odds show N/A. */
export function formatAmerican(value: number | string | null | undefined): string {
  let n: number | null = null;
  if (typeof value === 'number') n = Number.isFinite(value) ? value : null;
  else if (typeof value === 'string') {
    const text = value.trim();
    if (/^even$/i.test(text)) n = 100;
    else if (/^[+-]?\d+(\.\d+)?$/.test(text)) n = Number(text);
  }
  if (n === null) return 'N/A';
  return n >= 0 ? `+${n}` : String(n);
}

/** Missing pick shows MISSING PICK. */
export function displayPick(text: unknown): string {
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : 'MISSING PICK';
}

/** The label a card shows: the pick text without its trailing odds; missing pick shows MISSING PICK. */
export function cardPickLabel(text: unknown): string {
  return displayPick(pickLabel(text));
}

const ZONE_SUFFIX = /\b(?:[ECMP][SD]?T|UTC|GMT)\s*$/i;

/**
 * Missing time shows TBD; ET is appended when no zone is given (EST and EDT count as given); a
 * single-digit minute is zero-padded ('7:5 PM' -> '7:05 PM ET'). An ISO timestamp or a Date is
 * shown in Eastern time.
 */
export function formatGameTime(time: unknown, missing = 'TBD'): string {
  if (time instanceof Date) return formatEasternTime(time);
  if (typeof time !== 'string' || time.trim() === '' || /^tbd$/i.test(time.trim())) return missing;
  const text = time.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return formatEasternTime(new Date(text));
  const padded = text.replace(/\b(\d{1,2}):(\d)(?!\d)/, '$1:0$2');
  return ZONE_SUFFIX.test(padded) ? padded : `${padded} ET`;
}

/**
 * Confidence as a number 0..1 shows as a rounded percent; a string is shown as given; missing shows
 * 75%. A number above 1 and up to 100 is taken as a percent already (models sometimes write 78).
 */
export function formatConfidence(confidence: unknown): string {
  if (typeof confidence === 'string') return confidence.trim() === '' ? DEFAULT_CONFIDENCE_DISPLAY : confidence.trim();
  if (typeof confidence !== 'number' || !Number.isFinite(confidence) || confidence < 0 || confidence > 100) {
    return DEFAULT_CONFIDENCE_DISPLAY;
  }
  return `${Math.round(confidence <= 1 ? confidence * 100 : confidence)}%`;
}

const lastWord = (name: unknown) => (typeof name === 'string' ? (name.trim().split(/\s+/).pop() ?? '') : '');

/** A team's nickname on a narrow card: the last word of its name ('New York Knicks' -> 'Knicks'), else TBD. */
export function teamNickname(name: unknown): string {
  return lastWord(name) || 'TBD';
}

/** Last word of the away team @ last word of the home team, else the game text, else TBD. */
export function matchupShort(away: unknown, home: unknown, gameText?: unknown): string {
  const [a, h] = [lastWord(away), lastWord(home)];
  if (a !== '' && h !== '') return `${a} @ ${h}`;
  return typeof gameText === 'string' && gameText.trim() !== '' ? gameText.trim() : 'TBD';
}

/**
 * Rationale excerpt: cut at `max` characters plus '...' (200 on the home front, 240 in the
 * carousel); with no rationale, the caller's fallback. Counted in code points so an emoji is never
 * cut in half.
 */
export function excerpt(text: unknown, max: number, fallback = ''): string {
  if (typeof text !== 'string' || text.trim() === '') return fallback;
  const chars = Array.from(text.trim());
  if (!Number.isInteger(max) || max < 1 || chars.length <= max) return chars.join('');
  return `${chars.slice(0, max).join('')}...`;
}

const BULLET = /[•●▪◦‣∙]/;
// A break after one of these is not the end of a sentence ("Yankees vs. Red Sox").
const ABBREVIATION = /(?:\b(?:vs|St|Mr|Mrs|Dr|Jr|Sr|No|Ave|approx)\.|\b[A-Z]\.)["')\]]?$/;
const ENDS_IN_PUNCTUATION = /[.!?]["')\]]?$/;

/**
 * Rationale on the card's back: one containing a bullet character is shown as-is; one longer than
 * 150 characters with sentence breaks is split into sentences, each ending in punctuation.
 */
export function rationaleParagraphs(text: unknown): string[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  if (BULLET.test(text)) return [text];
  const trimmed = text.trim();
  if (trimmed.length <= SENTENCE_SPLIT_THRESHOLD) return [trimmed];
  const sentences: string[] = [];
  for (const piece of trimmed.split(/(?<=[.!?]["')\]]?)\s+/)) {
    const previous = sentences[sentences.length - 1];
    if (previous !== undefined && ABBREVIATION.test(previous)) sentences[sentences.length - 1] = `${previous} ${piece}`;
    else sentences.push(piece);
  }
  if (sentences.length < 2) return [trimmed];
  return sentences.map((s) => (ENDS_IN_PUNCTUATION.test(s) ? s : `${s}.`));
}

export interface PickIdInput {
  readonly date: string;
  readonly league: string;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** 16 random bytes as 26 base32 characters (128 bits: never guessed, never derived from content). */
function randomToken(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let bits = 0;
  let acc = 0;
  let out = '';
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ID_ALPHABET[(acc >>> (bits - 5)) & 31];
      bits -= 5;
    }
    acc &= (1 << bits) - 1;
  }
  return bits > 0 ? out + ID_ALPHABET[(acc << (5 - bits)) & 31] : out;
}

/** Prefix of pick ids ('pk_') and prop ids ('pp_'): what an opaque id of paid content starts with. */
export const PICK_ID_PREFIX = 'pk_';
export const PROP_ID_PREFIX = 'pp_';
export const PARLAY_ID_PREFIX = 'pl_';
const OPAQUE_ID = /^(?:pk|pp|pl)_[a-z2-7]{26}$/;

/**
 * A new pick id, e.g. 'pk_3f5x2k7m0...': random, so nothing about the pick (team, side, text, price)
 * can be read or brute-forced from it. Ids of paid content reach users who may not read the
 * content (locked cards), so they must carry none of it. The date and league are only checked
 * (a candidate with a bad one is not stored); they are not in the id either.
 */
export function newPickId(input: PickIdInput): Result<string> {
  const { date, league } = input ?? ({} as PickIdInput);
  const day = addDays(date, 0);
  if (!day.ok) return day;
  if (typeof league !== 'string' || !/^[A-Za-z0-9]{2,10}$/.test(league.trim())) {
    return fail('InvalidPick', 'league must be a short code such as MLB', league);
  }
  return ok(PICK_ID_PREFIX + randomToken());
}

/** A new prop id ('pp_' + 26 random base32 characters), for the same reason as newPickId. */
export function newPropId(): string {
  return PROP_ID_PREFIX + randomToken();
}

/** A new Parlay of the Day id ('pl_' + 26 random base32 characters: 128 random bits). */
export function newParlayId(): string {
  return PARLAY_ID_PREFIX + randomToken();
}

/** Whether an id is a parlay's (the decisions service settles parlays and picks in one table). */
export function isParlayId(id: unknown): boolean {
  return typeof id === 'string' && /^pl_[a-z2-7]{26}$/.test(id);
}

/**
 * Whether an id is one of the opaque ids above. Picks and props stored before ids were opaque
 * carry content-derived ids ('NBA-2026-11-23-houston-rockets-3-05m93og', 'prop_20261123_<sha256>');
 * the gateway never hands those to a caller who may not read the pick.
 */
export function isOpaqueId(id: unknown): boolean {
  return typeof id === 'string' && OPAQUE_ID.test(id);
}

/** The league named inside a pick id (MLB, NBA, NHL, NFL, EPL), or null. */
export function leagueFromPickId(id: unknown): string | null {
  if (typeof id !== 'string') return null;
  return /(?:^|[^A-Za-z])(MLB|NBA|NHL|NFL|EPL)(?![A-Za-z])/i.exec(id)?.[1]?.toUpperCase() ?? null;
}

export interface DefaultOddsContext {
  readonly type?: 'spread' | 'moneyline' | 'total';
  /** Moneyline only: whether the picked side is the favourite. */
  readonly favourite?: boolean;
}

/** Default odds when none: -110 spreads, -150 favourites, +130 underdogs (-110 when unknown). */
export function defaultPickOdds(context: DefaultOddsContext = {}): number {
  if (context.type === 'moneyline' && context.favourite === true) return -150;
  if (context.type === 'moneyline' && context.favourite === false) return 130;
  return DEFAULT_ODDS;
}

/** Pick text that always ends with the odds: 'Yankees -1.5' + 135 -> 'Yankees -1.5 +135'. */
export function buildPickText(label: string, odds: number | string | null | undefined, context?: DefaultOddsContext): Result<string> {
  const base = pickLabel(label);
  if (base === '') return fail('InvalidPick', 'a pick needs a label before its odds', label);
  const missing = odds === null || odds === undefined || (typeof odds === 'string' && odds.trim() === '');
  const price = missing ? ok(defaultPickOdds(context)) : parseAmerican(odds);
  if (!price.ok) return price;
  return ok(`${base} ${formatAmerican(price.value)}`);
}
