import { fail, ok, type Result } from './betting-errors';
import type { GameOutcome } from './grading';
import { parseAmerican, profitPerUnit } from './odds-math';
import { pickLabel } from './pick-text';

// Records, streaks and labels for the BetCard, leaderboard and Billfold. Win rate is one rule
// everywhere: wins / (wins + losses), pushes excluded.

export type Decision = 'ride' | 'fade';
export type DecisionOutcome = 'win' | 'loss' | 'push';
export type BetType = 'Spread' | 'Total' | 'Moneyline' | 'Parlay';

function checkCount(n: unknown): Result<number> {
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
    return fail('InvalidCount', 'a count is a whole number of 0 or more', n);
  }
  return ok(n);
}

/** wins / (wins + losses) as 0..1, pushes excluded; 0 with no decided picks. */
export function winRate(wins: number, losses: number): Result<number> {
  const w = checkCount(wins);
  if (!w.ok) return w;
  const l = checkCount(losses);
  if (!l.ok) return l;
  const decided = w.value + l.value;
  return ok(decided === 0 ? 0 : w.value / decided);
}

/**
 * The win rate as 0..1 when at least one pick is decided (a win or a loss), else null: no data is
 * said so on screen, never shown as 0%. Null for corrupt counts too.
 */
export function decidedWinRate(wins: number, losses: number): number | null {
  const rate = winRate(wins, losses);
  return rate.ok && wins + losses > 0 ? rate.value : null;
}

/** What a screen shows with no decided picks. */
export const NO_WIN_RATE = '—';

function formatWinRate(wins: number, losses: number, digits: number): string {
  if (!winRate(wins, losses).ok) return 'N/A';
  const rate = decidedWinRate(wins, losses);
  return rate === null ? NO_WIN_RATE : `${(Math.round(rate * 100 * 10 ** digits) / 10 ** digits).toFixed(digits)}%`;
}

/** Win rate on the card: a whole percent ('67%'); '—' with nothing decided; 'N/A' for corrupt counts. */
export function formatWinRateCard(wins: number, losses: number): string {
  return formatWinRate(wins, losses, 0);
}

/** Win rate on records: one decimal ('66.7%'); '—' with nothing decided; 'N/A' for corrupt counts. */
export function formatWinRateRecord(wins: number, losses: number): string {
  return formatWinRate(wins, losses, 1);
}

/** Correct: max(0, s) + 1; wrong: min(0, s) - 1; a push leaves the streak as it is. */
export function nextStreak(streak: number, outcome: DecisionOutcome): Result<number> {
  if (typeof streak !== 'number' || !Number.isSafeInteger(streak)) {
    return fail('InvalidCount', 'a streak is a whole number', streak);
  }
  switch (outcome) {
    case 'win':
      return ok(Math.max(0, streak) + 1);
    case 'loss':
      return ok(Math.min(0, streak) - 1);
    case 'push':
      return ok(streak);
    default:
      return fail('InvalidDecision', 'an outcome is win, loss or push', outcome);
  }
}

/** Positive shows +N, negative shows the number, zero shows 0. */
export function streakDisplay(streak: number): string {
  if (typeof streak !== 'number' || !Number.isFinite(streak) || streak === 0) return '0';
  return streak > 0 ? `+${streak}` : String(streak);
}

/** 'bet' is the older word for 'ride'; anything else is not a decision. */
export function normaliseDecision(raw: unknown): Decision | null {
  const word = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (word === 'ride' || word === 'bet') return 'ride';
  return word === 'fade' ? 'fade' : null;
}

/**
 * A user's outcome on a graded pick: push if the pick pushed; a rider wins when Gary's pick won, a
 * fader wins when it lost.
 */
export function settleDecision(decision: unknown, result: GameOutcome): Result<DecisionOutcome> {
  const side = normaliseDecision(decision);
  if (side === null) return fail('InvalidDecision', 'a decision is ride (or bet) or fade', decision);
  if (result === 'push') return ok('push');
  if (result !== 'won' && result !== 'lost') return fail('InvalidDecision', 'a graded result is won, lost or push', result);
  const pickWon = result === 'won';
  return ok(pickWon === (side === 'ride') ? 'win' : 'loss');
}

/** TOP WIN amount: the odds if positive, else 10000 / |odds| (2 decimals); 100 when odds are missing. */
export function topWinAmount(odds: number | string | null | undefined): Result<number> {
  if (odds === null || odds === undefined || (typeof odds === 'string' && odds.trim() === '')) return ok(100);
  const price = parseAmerican(odds);
  if (!price.ok) return price;
  return ok(price.value > 0 ? price.value : Math.round((10000 / -price.value) * 100) / 100);
}

/** Profit in units of a 1-unit bet: won pays the price, lost costs 1, push returns the stake. */
export function unitsWon(result: GameOutcome, odds: number | string | null | undefined): Result<number> {
  if (result === 'lost') return ok(-1);
  if (result === 'push') return ok(0);
  if (result !== 'won') return fail('InvalidDecision', 'a graded result is won, lost or push', result);
  const price = parseAmerican(odds);
  return price.ok ? profitPerUnit(price.value) : price;
}

const SIGNED_LINE = /(?:^|\s)[+-]\d+(?:\.\d+)?(?=\s|$)/;

/**
 * Billfold bet types: Spread, Total, Moneyline or Parlay. The stored type wins when it names one;
 * otherwise the pick text decides (a signed line such as -1.5 is a spread). Moneyline is the
 * spec's default type.
 */
export function classifyBetType(type: unknown, pickText: unknown): BetType {
  const t = typeof type === 'string' ? type.trim().toLowerCase() : '';
  if (t.includes('parlay')) return 'Parlay';
  if (t.includes('spread') || t === 'run line' || t === 'puck line') return 'Spread';
  if (t.includes('total') || t === 'over/under' || t === 'o/u') return 'Total';
  if (t === 'moneyline' || t === 'ml' || t === 'h2h') return 'Moneyline';
  const label = pickLabel(pickText);
  if (/\bparlay\b/i.test(label)) return 'Parlay';
  if (/\b(?:over|under|o\/u)\b/i.test(label)) return 'Total';
  if (/\bml\b|moneyline/i.test(label)) return 'Moneyline';
  if (SIGNED_LINE.test(label)) return 'Spread';
  return 'Moneyline';
}

/** The BetCard badge: RIDES WITH GARY when ride_count >= fade_count, else FADES THE BEAR. */
export function betCardBadge(rideCount: number, fadeCount: number): 'RIDES WITH GARY' | 'FADES THE BEAR' {
  return rideCount >= fadeCount ? 'RIDES WITH GARY' : 'FADES THE BEAR';
}

/** Leaderboard label: Gary Believer when rides exceed fades, otherwise Bear Fader. */
export function leaderboardLabel(rideCount: number, fadeCount: number): 'Gary Believer' | 'Bear Fader' {
  return rideCount > fadeCount ? 'Gary Believer' : 'Bear Fader';
}

/** A leaderboard row's preferred strategy: ride if rides >= fades. */
export function preferredStrategy(rideCount: number, fadeCount: number): Decision {
  return rideCount >= fadeCount ? 'ride' : 'fade';
}
