// The Billfold: the public record computed from graded results only (no sample or default
// figures). Win rate is wins / (wins + losses); units are 1-unit bets at the price the pick was
// published with; ROI is units over bets staked (pushes included, their stake comes back);
// CLV is the closing no-vig probability minus the published price's break-even probability.
// Game picks and prop picks share these rules; each service maps its rows to GradedResult.
import { addDays, easternDate, rangeStart, type DateRange } from './eastern-time';
import type { GameOutcome } from './grading';
import { impliedProbability } from './odds-math';
import { topWinAmount, unitsWon, winRate } from './records';
import { bootstrapMean } from './roi-interval';

export const BILLFOLD_RANGES: readonly DateRange[] = ['all', '7d', '30d', '90d', 'ytd'];
export const MOST_PROFITABLE_MIN_BETS = 3;
export const RECENT_COUNT = 10;

export const isBillfoldRange = (r: unknown): r is DateRange => typeof r === 'string' && (BILLFOLD_RANGES as readonly string[]).includes(r);

export interface GradedResult<T extends string = string> {
  /** Pick id: breaks ties between results of the same date and links the recent list. */
  id: string;
  date: string;
  sport: string;
  result: GameOutcome;
  pick: string;
  matchup: string;
  odds: number;
  betType: T;
  confidence: number;
  /** Closing no-vig probability of the same bet, when the closing line was recorded. */
  closingNoVig?: number | null;
}

export interface BillfoldOptions {
  /** Lower edges of the 0.1-wide confidence buckets. */
  calibrationFloors: readonly number[];
  /** Decimal places win rates are rounded to; unrounded when absent. */
  winRateDigits?: number;
}

export interface WinLossPush {
  wins: number;
  losses: number;
  pushes: number;
}

export interface Billfold<T extends string = string> {
  empty: boolean;
  range: DateRange;
  record: WinLossPush;
  yesterday: WinLossPush;
  winRate: number | null;
  topWin: { matchup: string; pick: string; odds: number; date: string; amount: number } | null;
  recent: { date: string; sport: string; matchup: string; pick: string; odds: number; result: GameOutcome; pickId: string }[];
  bySport: ({ sport: string; winRate: number | null } & WinLossPush)[];
  betTypes: ({ type: T; count: number; units: number } & WinLossPush)[];
  /** count: the graded bets of the type; roiCi95: the ROI's 95% interval (roi-interval.ts). */
  mostProfitable: { type: T; units: number; roi: number; count: number; roiCi95: [number, number] } | null;
  unitsWon: number;
  roi: number | null;
  /** The ROI's 95% interval over the range's graded picks (roi-interval.ts); null with none. */
  roiCi95: [number, number] | null;
  avgClv: number | null;
  unitsOverTime: { date: string; units: number }[];
  calibration: { bucket: string; picks: number; winRate: number | null; meanConfidence: number }[];
}

const round = (x: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

const tally = (rows: readonly GradedResult[]): WinLossPush => ({
  wins: rows.filter((r) => r.result === 'won').length,
  losses: rows.filter((r) => r.result === 'lost').length,
  pushes: rows.filter((r) => r.result === 'push').length,
});

const unitsOf = (r: GradedResult): number => {
  const u = unitsWon(r.result, r.odds);
  return u.ok ? u.value : 0;
};

const sum = (rows: readonly GradedResult[]) => rows.reduce((s, r) => s + unitsOf(r), 0);

/** The 95% interval of the ROI of `rows`, one unit a pick (the model card's bootstrap). */
const interval = (rows: readonly GradedResult[]): [number, number] => bootstrapMean(rows.map(unitsOf)).map((x) => round(x, 4)) as [number, number];

/** CLV of one pick: closing fair probability minus the published price's break-even probability. */
export function closingLineValue(odds: number, closingNoVig: number | null | undefined): number | null {
  if (closingNoVig === null || closingNoVig === undefined) return null;
  const p = impliedProbability(odds);
  return p.ok ? closingNoVig - p.value : null;
}

function groupBy<R, K extends string>(rows: readonly R[], key: (r: R) => K): Map<K, R[]> {
  const out = new Map<K, R[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}

export function computeBillfold<T extends string>(
  all: readonly GradedResult<T>[],
  range: DateRange,
  now: Date,
  options: BillfoldOptions,
): Billfold<T> {
  const rateOf = (t: WinLossPush): number | null => {
    if (t.wins + t.losses === 0) return null;
    const r = winRate(t.wins, t.losses);
    if (!r.ok) return null;
    return options.winRateDigits === undefined ? r.value : round(r.value, options.winRateDigits);
  };

  const start = rangeStart(range, now);
  const from = start.ok ? start.value : null;
  const rows = all.filter((r) => from === null || r.date >= from).sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const today = easternDate(now);
  const yesterdayDate = today.ok ? addDays(today.value, -1) : null;
  const yesterday = tally(all.filter((r) => yesterdayDate?.ok === true && r.date === yesterdayDate.value));
  const record = tally(rows);

  let topWin: Billfold<T>['topWin'] = null;
  for (const r of rows) {
    if (r.result !== 'won') continue;
    const amount = topWinAmount(r.odds);
    const a = amount.ok ? amount.value : 100;
    // The later pick wins a tie, so the newest big win is shown.
    if (!topWin || a >= topWin.amount) topWin = { matchup: r.matchup, pick: r.pick, odds: r.odds, date: r.date, amount: a };
  }

  const bySport = [...groupBy(rows, (r) => r.sport)]
    .map(([sport, rs]) => ({ sport, ...tally(rs), winRate: rateOf(tally(rs)) }))
    .sort((a, b) => a.sport.localeCompare(b.sport));

  const betTypes = [...groupBy(rows, (r) => r.betType)]
    .map(([type, rs]) => ({ type, count: rs.length, ...tally(rs), units: round(sum(rs), 4) }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
  const profitable = betTypes.filter((t) => t.count >= MOST_PROFITABLE_MIN_BETS && t.units > 0).sort((a, b) => b.units - a.units)[0];

  const units = sum(rows);
  const clvs = rows.map((r) => closingLineValue(r.odds, r.closingNoVig)).filter((v): v is number => v !== null);

  let running = 0;
  const unitsOverTime = [...groupBy(rows, (r) => r.date)].map(([date, rs]) => {
    running += sum(rs);
    return { date, units: round(running, 4) };
  });

  const calibration = options.calibrationFloors
    .map((lo) => {
      // Rounded so float sums (0.7 + 0.1) do not leave a gap between buckets.
      const hi = round(lo + 0.1, 2);
      const inBucket = rows.filter((r) => r.confidence >= lo && (r.confidence < hi || (lo === 0.9 && r.confidence <= 1)));
      const mean = inBucket.length ? inBucket.reduce((s, r) => s + r.confidence, 0) / inBucket.length : 0;
      return { bucket: `${lo.toFixed(2)}-${hi.toFixed(2)}`, picks: inBucket.length, winRate: rateOf(tally(inBucket)), meanConfidence: round(mean, 4) };
    })
    .filter((b) => b.picks > 0);

  return {
    empty: rows.length === 0,
    range,
    record,
    yesterday,
    winRate: rateOf(record),
    topWin,
    recent: [...rows]
      .reverse()
      .slice(0, RECENT_COUNT)
      .map((r) => ({ date: r.date, sport: r.sport, matchup: r.matchup, pick: r.pick, odds: r.odds, result: r.result, pickId: r.id })),
    bySport,
    betTypes,
    mostProfitable: profitable
      ? { type: profitable.type, units: profitable.units, roi: round(profitable.units / profitable.count, 4), count: profitable.count, roiCi95: interval(rows.filter((r) => r.betType === profitable.type)) }
      : null,
    unitsWon: round(units, 4),
    roi: rows.length ? round(units / rows.length, 4) : null,
    roiCi95: rows.length ? interval(rows) : null,
    avgClv: clvs.length ? round(clvs.reduce((s, v) => s + v, 0) / clvs.length, 4) : null,
    unitsOverTime,
    calibration,
  };
}
