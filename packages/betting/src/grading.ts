import { fail, ok, type Result } from './betting-errors';

export type GameOutcome = 'won' | 'lost' | 'push';
export type PropOutcome = GameOutcome | 'pending';

/** A final score. Stored as the text "away-home" to read like the matchup "away @ home". */
export interface FinalScore {
  readonly home: number;
  readonly away: number;
}

export type TeamSide = 'home' | 'away';
export type TotalSide = 'over' | 'under';
export type MoneylineSide = TeamSide | 'draw';

export interface GradablePick {
  readonly type: 'spread' | 'moneyline' | 'total';
  readonly side: MoneylineSide | TotalSide;
  /** Spread (from the picked side's view, e.g. -1.5) or total line; not used for moneyline. */
  readonly line?: number;
  /** A 3-way market (soccer): a draw loses home and away instead of pushing them. */
  readonly threeWay?: boolean;
}

function checkScore(score: FinalScore): Result<FinalScore> {
  const valid = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  if (score === null || typeof score !== 'object' || !valid(score.home) || !valid(score.away)) {
    return fail('InvalidScore', 'a final score is two whole numbers of 0 or more', score);
  }
  return ok(score);
}

// Quarter lines (Asian handicaps such as -0.25) split the stake into two bets and cannot be
// graded as one won/lost/push, so only whole and half lines are accepted.
function checkLine(line: unknown, nonNegative: boolean): Result<number> {
  if (typeof line !== 'number' || !Number.isFinite(line) || !Number.isInteger(line * 2)) {
    return fail('InvalidLine', 'a line is a whole or half number', line);
  }
  if (nonNegative && line < 0) return fail('InvalidLine', 'a total cannot be negative', line);
  return ok(line);
}

function compare(mine: number, theirs: number): GameOutcome {
  if (mine > theirs) return 'won';
  if (mine < theirs) return 'lost';
  return 'push';
}

/** Spread: the picked team's score plus its line against the other team's score; level is a push. */
export function gradeSpread(side: TeamSide, line: number, score: FinalScore): Result<GameOutcome> {
  const s = checkScore(score);
  if (!s.ok) return s;
  const l = checkLine(line, false);
  if (!l.ok) return l;
  if (side !== 'home' && side !== 'away') return fail('InvalidPick', 'a spread is on home or away', side);
  const [mine, theirs] = side === 'home' ? [s.value.home, s.value.away] : [s.value.away, s.value.home];
  return ok(compare(mine + l.value, theirs));
}

/**
 * Moneyline: the picked team must outscore the other. A tie pushes a 2-way market; in a sport that
 * allows draws the market is 3-way, so the 'draw' side wins and home and away both lose.
 */
export function gradeMoneyline(side: MoneylineSide, score: FinalScore, threeWay = false): Result<GameOutcome> {
  const s = checkScore(score);
  if (!s.ok) return s;
  const { home, away } = s.value;
  if (side === 'draw') return ok(home === away ? 'won' : 'lost');
  if (side !== 'home' && side !== 'away') return fail('InvalidPick', 'a moneyline is on home, away or draw', side);
  const outcome = side === 'home' ? compare(home, away) : compare(away, home);
  return ok(outcome === 'push' && threeWay ? 'lost' : outcome);
}

/** Total: combined score against the line; over wins above it, under below it, equal is a push. */
export function gradeTotal(side: TotalSide, line: number, score: FinalScore): Result<GameOutcome> {
  const s = checkScore(score);
  if (!s.ok) return s;
  const l = checkLine(line, true);
  if (!l.ok) return l;
  const total = s.value.home + s.value.away;
  if (side === 'over') return ok(compare(total, l.value));
  if (side === 'under') return ok(compare(l.value, total));
  return fail('InvalidPick', 'a total is over or under', side);
}

/** Grades any game pick against a final score. */
export function gradePick(pick: GradablePick, score: FinalScore): Result<GameOutcome> {
  if (pick === null || typeof pick !== 'object') return fail('InvalidPick', 'no pick to grade', pick);
  const { type, side, line } = pick;
  switch (type) {
    case 'spread':
      if (side !== 'home' && side !== 'away') return fail('InvalidPick', 'a spread is on home or away', side);
      if (line === undefined) return fail('InvalidLine', 'a spread pick needs its line');
      return gradeSpread(side, line, score);
    case 'moneyline':
      if (side === 'over' || side === 'under') return fail('InvalidPick', 'a moneyline is on home, away or draw', side);
      return gradeMoneyline(side, score, pick.threeWay === true);
    case 'total':
      if (side !== 'over' && side !== 'under') return fail('InvalidPick', 'a total is over or under', side);
      if (line === undefined) return fail('InvalidLine', 'a total pick needs its line');
      return gradeTotal(side, line, score);
    default:
      return fail('InvalidPick', 'pick type must be spread, moneyline or total', type);
  }
}

function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/**
 * Player prop: over wins when the actual value is above the line, pushes when equal, loses below;
 * under is mirrored. A missing actual value or line, or a direction that is neither over nor under,
 * stays 'pending' (the box score may simply not be in yet).
 */
export function gradeProp(direction: unknown, line: unknown, actual: unknown): PropOutcome {
  const bet = typeof direction === 'string' ? direction.trim().toLowerCase() : '';
  const l = readNumber(line);
  const a = readNumber(actual);
  if (l === null || a === null) return 'pending';
  if (bet === 'over') return compare(a, l);
  if (bet === 'under') return compare(l, a);
  return 'pending';
}

const RESULT_WORDS: Readonly<Record<string, GameOutcome>> = {
  won: 'won',
  lost: 'lost',
  push: 'push',
  win: 'won',
  loss: 'lost',
  tie: 'push',
};

/** won, lost, push; the variants win, loss and tie map onto them; anything else (or empty) is null. */
export function normaliseResult(raw: unknown): GameOutcome | null {
  if (typeof raw !== 'string') return null;
  return RESULT_WORDS[raw.trim().toLowerCase()] ?? null;
}

/** Accepts only digits-digits ("105-98"), read as away-home. */
export function parseFinalScore(text: unknown): Result<FinalScore> {
  const match = typeof text === 'string' ? /^(\d{1,4})-(\d{1,4})$/.exec(text) : null;
  if (!match) return fail('InvalidScore', 'a final score must look like 105-98', text);
  return ok({ away: Number(match[1]), home: Number(match[2]) });
}

export function formatFinalScore(score: FinalScore): Result<string> {
  const s = checkScore(score);
  return s.ok ? ok(`${s.value.away}-${s.value.home}`) : s;
}
