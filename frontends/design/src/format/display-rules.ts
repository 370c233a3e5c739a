// Display rules for picks (spec section 5). Local to the frontends: @gary/betting was not in this
// branch when these were written; the rules are small and pure so both can be checked alike.
export const EASTERN_ZONE = 'America/New_York';

const TRAILING_ODDS = /\s*\(?([+-]\d{3,5})\)?\s*$/;

/** American odds as text: a sign always ('+150', '-110'); a number without a sign gets '+' when >= 0. */
export function formatOdds(odds: number | string | null | undefined): string {
  if (odds === null || odds === undefined || odds === '') return 'N/A';
  if (typeof odds === 'number') {
    if (!Number.isFinite(odds)) return 'N/A';
    const n = Math.round(odds);
    return n >= 0 ? `+${n}` : String(n);
  }
  const text = odds.trim();
  if (/^[+-]\d+(\.\d+)?$/.test(text)) return text;
  if (/^\d+(\.\d+)?$/.test(text)) return `+${text}`;
  return text || 'N/A';
}

/** The trailing signed integer of a pick's text ("Celtics -4.5 -110" -> -110), or null. */
export function oddsFromPickText(pick: string | null | undefined): number | null {
  const m = (pick ?? '').match(TRAILING_ODDS);
  return m?.[1] ? Number(m[1]) : null;
}

/** Odds to show: the pick's own odds, else the trailing odds of its text, else 'N/A'. */
export function pickOdds(odds: number | string | null | undefined, pickText?: string | null): string {
  if (odds !== null && odds !== undefined && odds !== '') return formatOdds(odds);
  const fromText = oddsFromPickText(pickText);
  return fromText === null ? 'N/A' : formatOdds(fromText);
}

/** The pick text with its trailing odds removed; 'MISSING PICK' when empty. */
export function pickLabel(pick: string | null | undefined): string {
  const text = (pick ?? '').trim();
  if (!text) return 'MISSING PICK';
  const label = text.replace(TRAILING_ODDS, '').trim();
  return label || text;
}

function lastWord(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words[words.length - 1] ?? '';
}

/** "Celtics @ Knicks" from the last words of away and home; else the game text; else 'TBD'. */
export function shortMatchup(awayTeam?: string | null, homeTeam?: string | null, game?: string | null): string {
  const a = lastWord(awayTeam);
  const h = lastWord(homeTeam);
  if (a && h) return `${a} @ ${h}`;
  const g = (game ?? '').trim();
  return g || 'TBD';
}

export function teamNickname(team: string | null | undefined): string {
  return lastWord(team) || 'TBD';
}

/** Confidence 0..1 (or 0..100) as a rounded percent; a string is shown as given; missing -> fallback. */
export function formatConfidence(confidence: number | string | null | undefined, fallback = '75%'): string {
  if (typeof confidence === 'string') return confidence.trim() || fallback;
  if (typeof confidence !== 'number' || !Number.isFinite(confidence)) return fallback;
  const pct = confidence <= 1 ? confidence * 100 : confidence;
  return `${Math.round(pct)}%`;
}

/** Game time in US Eastern: "7:05 PM ET". ISO instants are converted with real DST rules. */
export function formatGameTime(gameTime?: string | null, time?: string | null, fallback = 'TBD'): string {
  if (gameTime) {
    const d = new Date(gameTime);
    if (!Number.isNaN(d.getTime())) {
      const t = new Intl.DateTimeFormat('en-US', { timeZone: EASTERN_ZONE, hour: 'numeric', minute: '2-digit', hour12: true }).format(d);
      return `${t} ET`;
    }
  }
  return normaliseTimeText(time, fallback);
}

/** The Eastern calendar day of an instant, as YYYY-MM-DD (the day a card belongs to). */
export function easternDay(instant: string | number | Date): string | null {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return null;
  return new Intl.DateTimeFormat('en-CA', { timeZone: EASTERN_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** "Mon, Nov 23" of a game's start in US Eastern (a 1 AM UTC start is still the evening before). */
export function formatGameDay(gameTime?: string | null): string | null {
  if (!gameTime) return null;
  const d = new Date(gameTime);
  if (Number.isNaN(d.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', { timeZone: EASTERN_ZONE, weekday: 'short', month: 'short', day: 'numeric' }).format(d);
}

/** "7:5 PM" -> "7:05 PM ET"; text that already names a zone (ET/EST/EDT) keeps it. */
export function normaliseTimeText(time: string | null | undefined, fallback = 'TBD'): string {
  let t = (time ?? '').trim();
  if (!t) return fallback;
  t = t.replace(/(\d{1,2}):(\d)(?!\d)/, (_m, h: string, m: string) => `${h}:0${m}`);
  if (!/\b(ET|EST|EDT)\b/i.test(t)) t = `${t} ET`;
  return t;
}

/** Cuts text at `max` characters (on a word boundary when one is near) and adds an ellipsis. */
export function truncate(text: string | null | undefined, max: number): string {
  const t = (text ?? '').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.7 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

/**
 * A rationale on a card's back: text holding bullets is kept as written; a long text (over 150
 * characters) with sentence breaks is split into sentences each ending in punctuation.
 */
export function rationaleParagraphs(rationale: string | null | undefined): string[] {
  const t = (rationale ?? '').trim();
  if (!t) return [];
  if (t.includes('•')) return [t];
  if (t.length <= 150) return [t];
  const sentences = t.match(/[^.!?]+[.!?]+["')\]]*|[^.!?]+$/g)?.map((s) => s.trim()).filter(Boolean) ?? [t];
  if (sentences.length <= 1) return [t];
  return sentences.map((s) => (/[.!?]["')\]]*$/.test(s) ? s : `${s}.`));
}

/** A 0..1 ratio or a 0..100 percent as a number 0..100 (the gateway's win rates are ratios). */
export function toPercent(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return value <= 1 ? value * 100 : value;
}

/** wins / (wins + losses), pushes excluded; null with no decided picks. */
export function winRate(wins: number, losses: number): number | null {
  const decided = wins + losses;
  return decided > 0 ? (wins / decided) * 100 : null;
}

export function formatPercent(pct: number | null | undefined, decimals = 0, empty = '—'): string {
  if (pct === null || pct === undefined || !Number.isFinite(pct)) return empty;
  return `${pct.toFixed(decimals)}%`;
}

export function formatRecord(r: { wins: number; losses: number; pushes?: number }): string {
  return r.pushes ? `${r.wins}-${r.losses}-${r.pushes}` : `${r.wins}-${r.losses}`;
}

/** "1 pick", "2 picks". */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Signed units: "+3.2u", "-1.0u". */
export function formatUnits(units: number | null | undefined, digits = 1): string {
  if (units === null || units === undefined || !Number.isFinite(units)) return '—';
  const v = Number(units.toFixed(digits));
  return `${v > 0 ? '+' : v < 0 ? '−' : ''}${Math.abs(v).toFixed(digits)}u`;
}

/** Streak as shown on the BetCard: +N for wins, -N for losses, 0 for none. */
export function formatStreak(streak: number): string {
  if (!Number.isFinite(streak) || streak === 0) return '0';
  return streak > 0 ? `+${streak}` : String(streak);
}

/** Money for the TOP WIN block: "+$150" or "+$90.91". */
export function formatWinAmount(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '+$0';
  const abs = Math.abs(amount);
  const text = Number.isInteger(abs) ? abs.toFixed(0) : abs.toFixed(2);
  return `${amount < 0 ? '-' : '+'}$${text}`;
}

/**
 * "Jun 3" style date: a YYYY-MM-DD is a calendar date (no zone shift); an instant with a time
 * ("2026-11-24T01:10:00Z") is shown on its US Eastern day, as every date in the product is.
 */
export function formatShortDate(date: string | null | undefined): string {
  if (!date) return '—';
  if (/^\d{4}-\d{2}-\d{2}T/.test(date)) {
    const d = new Date(date);
    if (!Number.isNaN(d.getTime())) return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: EASTERN_ZONE }).format(d);
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return date;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d);
}

/** Today's date in US Eastern, long form ("June 3, 2025"). */
export function easternLongDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: EASTERN_ZONE, year: 'numeric', month: 'long', day: 'numeric' }).format(now);
}

export type PickState = 'open' | 'live' | 'final' | 'scratched';

/**
 * Whether a pick can still be ridden or faded: the server's status first (graded is FINAL,
 * started is LIVE, scratched: its game was postponed, cancelled or voided); an open pick whose start time has passed is LIVE too, since the server closes
 * decisions at the start (412 pick_closed) and a card left open in a tab must not offer them.
 */
export function pickState(p: { status?: string | null; gameTime?: string | null }, now: number = Date.now()): PickState {
  if (p.status === 'graded') return 'final';
  if (p.status === 'scratched') return 'scratched';
  if (p.status === 'started') return 'live';
  const start = p.gameTime ? Date.parse(p.gameTime) : NaN;
  return Number.isFinite(start) && start <= now ? 'live' : 'open';
}
