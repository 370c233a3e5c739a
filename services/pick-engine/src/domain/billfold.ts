// The Billfold for game picks: Gary's public record computed from graded picks only (no sample or
// default figures). Win rate is wins / (wins + losses); units are 1-unit bets at the price the pick
// was published with; ROI is units over bets staked (pushes included, their stake comes back);
// CLV is the closing no-vig probability minus the published price's break-even probability.
import {
  addDays,
  classifyBetType,
  easternDate,
  impliedProbability,
  rangeStart,
  topWinAmount,
  unitsWon,
  winRate,
  type BetType,
  type DateRange,
  type GameOutcome,
} from '@gary/betting';
import { round } from './team-form';

export const BILLFOLD_RANGES: readonly DateRange[] = ['all', '7d', '30d', '90d', 'ytd'];
export const MOST_PROFITABLE_MIN_BETS = 3;
export const RECENT_COUNT = 10;
export const CALIBRATION_BUCKETS = [0.5, 0.6, 0.7, 0.8, 0.9] as const;

export interface GradedPick {
  pickId: string;
  date: string;
  league: string;
  result: GameOutcome;
  pickText: string;
  matchup: string;
  odds: number;
  type: string;
  confidence: number;
  /** Closing no-vig probability of the same bet, when the closing line was recorded. */
  closingNoVig: number | null;
}

export interface WinLossPush {
  wins: number;
  losses: number;
  pushes: number;
}

export interface Billfold {
  empty: boolean;
  range: DateRange;
  record: WinLossPush;
  yesterday: WinLossPush;
  winRate: number | null;
  topWin: { matchup: string; pick: string; odds: number; date: string; amount: number } | null;
  recent: { date: string; sport: string; matchup: string; pick: string; odds: number; result: GameOutcome; pickId: string }[];
  bySport: ({ sport: string; winRate: number | null } & WinLossPush)[];
  betTypes: ({ type: BetType; count: number; units: number } & WinLossPush)[];
  mostProfitable: { type: BetType; units: number; roi: number } | null;
  unitsWon: number;
  roi: number | null;
  avgClv: number | null;
  unitsOverTime: { date: string; units: number }[];
  calibration: { bucket: string; picks: number; winRate: number | null; meanConfidence: number }[];
}

const tally = (rows: readonly GradedPick[]): WinLossPush => ({
  wins: rows.filter((r) => r.result === 'won').length,
  losses: rows.filter((r) => r.result === 'lost').length,
  pushes: rows.filter((r) => r.result === 'push').length,
});

const rateOf = (t: WinLossPush): number | null => (t.wins + t.losses === 0 ? null : (winRate(t.wins, t.losses) as { value: number }).value);

export const unitsOf = (r: GradedPick): number => {
  const u = unitsWon(r.result, r.odds);
  return u.ok ? u.value : 0;
};

/** CLV of one pick: closing fair probability minus the published price's break-even probability. */
export function closingLineValue(odds: number, closingNoVig: number | null): number | null {
  if (closingNoVig === null) return null;
  const p = impliedProbability(odds);
  return p.ok ? closingNoVig - p.value : null;
}

function groupBy<K extends string>(rows: readonly GradedPick[], key: (r: GradedPick) => K): Map<K, GradedPick[]> {
  const out = new Map<K, GradedPick[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}

const bucketLabel = (lo: number) => `${lo.toFixed(2)}-${(lo + 0.1).toFixed(2)}`;

export function computeBillfold(all: readonly GradedPick[], range: DateRange, now: Date): Billfold {
  const start = rangeStart(range, now);
  const from = start.ok ? start.value : null;
  const rows = all.filter((r) => from === null || r.date >= from).sort((a, b) => (a.date === b.date ? a.pickId.localeCompare(b.pickId) : a.date.localeCompare(b.date)));
  const today = easternDate(now);
  const yesterdayDate = today.ok ? addDays(today.value, -1) : null;
  const yesterday = tally(all.filter((r) => yesterdayDate?.ok && r.date === yesterdayDate.value));
  const record = tally(rows);

  let topWin: Billfold['topWin'] = null;
  for (const r of rows) {
    if (r.result !== 'won') continue;
    const amount = topWinAmount(r.odds);
    const a = amount.ok ? amount.value : 100;
    // The later pick wins a tie, so the newest big win is shown.
    if (!topWin || a >= topWin.amount) topWin = { matchup: r.matchup, pick: r.pickText, odds: r.odds, date: r.date, amount: a };
  }

  const bySport = [...groupBy(rows, (r) => r.league)].map(([sport, rs]) => ({ sport, ...tally(rs), winRate: rateOf(tally(rs)) }));
  bySport.sort((a, b) => a.sport.localeCompare(b.sport));

  const betTypes = [...groupBy(rows, (r) => classifyBetType(r.type, r.pickText))].map(([type, rs]) => ({
    type,
    count: rs.length,
    ...tally(rs),
    units: round(rs.reduce((s, r) => s + unitsOf(r), 0), 4),
  }));
  betTypes.sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
  const profitable = betTypes.filter((t) => t.count >= MOST_PROFITABLE_MIN_BETS && t.units > 0).sort((a, b) => b.units - a.units)[0];

  const units = rows.reduce((s, r) => s + unitsOf(r), 0);
  const clvs = rows.map((r) => closingLineValue(r.odds, r.closingNoVig)).filter((v): v is number => v !== null);

  let running = 0;
  const unitsOverTime = [...groupBy(rows, (r) => r.date)].map(([date, rs]) => {
    running += rs.reduce((s, r) => s + unitsOf(r), 0);
    return { date, units: round(running, 4) };
  });

  const calibration = CALIBRATION_BUCKETS.map((lo) => {
    const inBucket = rows.filter((r) => r.confidence >= lo && (r.confidence < lo + 0.1 || (lo === 0.9 && r.confidence <= 1)));
    const t = tally(inBucket);
    const mean = inBucket.length ? inBucket.reduce((s, r) => s + r.confidence, 0) / inBucket.length : 0;
    return { bucket: bucketLabel(lo), picks: inBucket.length, winRate: rateOf(t), meanConfidence: round(mean, 4) };
  }).filter((b) => b.picks > 0);

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
      .map((r) => ({ date: r.date, sport: r.league, matchup: r.matchup, pick: r.pickText, odds: r.odds, result: r.result, pickId: r.pickId })),
    bySport,
    betTypes,
    mostProfitable: profitable ? { type: profitable.type, units: profitable.units, roi: round(profitable.units / profitable.count, 4) } : null,
    unitsWon: round(units, 4),
    roi: rows.length ? round(units / rows.length, 4) : null,
    avgClv: clvs.length ? round(clvs.reduce((s, v) => s + v, 0) / clvs.length, 4) : null,
    unitsOverTime,
    calibration,
  };
}
