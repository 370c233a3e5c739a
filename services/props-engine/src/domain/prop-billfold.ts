// The Billfold's Prop Picks tab: the same figures as for game picks, computed only from graded
// prop results (pending ones are not results yet). Win rate is wins / (wins + losses); units are
// 1-unit bets at the stored price; ROI is units over bets staked (a push's stake comes back);
// bet types are the prop types. Closing lines are not recorded for props, so CLV stays unset.
import { addDays, easternDate, rangeStart, topWinAmount, unitsWon, winRate, type DateRange, type GameOutcome } from '@gary/betting';
import { round } from './prop-candidates';

export const BILLFOLD_RANGES: readonly DateRange[] = ['all', '7d', '30d', '90d', 'ytd'];
export const RECENT_COUNT = 10;
export const MOST_PROFITABLE_MIN_BETS = 3;

export interface GradedProp {
  propId: string;
  date: string;
  league: string;
  result: GameOutcome;
  pickText: string;
  matchup: string;
  odds: number;
  propType: string;
  confidence: number;
}

export interface WinLossPush {
  wins: number;
  losses: number;
  pushes: number;
}

export interface PropBillfold {
  empty: boolean;
  range: DateRange;
  record: WinLossPush;
  yesterday: WinLossPush;
  winRate: number | null;
  topWin: { matchup: string; pick: string; odds: number; date: string; amount: number } | null;
  recent: { date: string; sport: string; matchup: string; pick: string; odds: number; result: GameOutcome; pickId: string }[];
  bySport: ({ sport: string; winRate: number | null } & WinLossPush)[];
  betTypes: ({ type: string; count: number; units: number } & WinLossPush)[];
  mostProfitable: { type: string; units: number; roi: number } | null;
  unitsWon: number;
  roi: number | null;
  unitsOverTime: { date: string; units: number }[];
  calibration: { bucket: string; picks: number; winRate: number | null; meanConfidence: number }[];
}

export const isRange = (r: unknown): r is DateRange => typeof r === 'string' && (BILLFOLD_RANGES as readonly string[]).includes(r);

const tally = (rows: readonly GradedProp[]): WinLossPush => ({
  wins: rows.filter((r) => r.result === 'won').length,
  losses: rows.filter((r) => r.result === 'lost').length,
  pushes: rows.filter((r) => r.result === 'push').length,
});

function rateOf(t: WinLossPush): number | null {
  if (t.wins + t.losses === 0) return null;
  const r = winRate(t.wins, t.losses);
  return r.ok ? round(r.value, 4) : null;
}

const unitsOf = (r: GradedProp): number => {
  const u = unitsWon(r.result, r.odds);
  return u.ok ? u.value : 0;
};

const sum = (rows: readonly GradedProp[]) => rows.reduce((s, r) => s + unitsOf(r), 0);

function groupBy(rows: readonly GradedProp[], key: (r: GradedProp) => string): Map<string, GradedProp[]> {
  const out = new Map<string, GradedProp[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}

const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export function computePropBillfold(all: readonly GradedProp[], range: DateRange, now: Date): PropBillfold {
  const start = rangeStart(range, now);
  const from = start.ok ? start.value : null;
  const rows = all
    .filter((r) => from === null || r.date >= from)
    .sort((a, b) => a.date.localeCompare(b.date) || a.propId.localeCompare(b.propId));
  const today = easternDate(now);
  const yesterdayDate = today.ok ? addDays(today.value, -1) : null;
  const yesterday = tally(all.filter((r) => yesterdayDate?.ok === true && r.date === yesterdayDate.value));
  const record = tally(rows);

  let topWin: PropBillfold['topWin'] = null;
  for (const r of rows) {
    if (r.result !== 'won') continue;
    const amount = topWinAmount(r.odds);
    const a = amount.ok ? amount.value : 100;
    if (!topWin || a >= topWin.amount) topWin = { matchup: r.matchup, pick: r.pickText, odds: r.odds, date: r.date, amount: a };
  }

  const bySport = [...groupBy(rows, (r) => r.league)]
    .map(([sport, rs]) => ({ sport, ...tally(rs), winRate: rateOf(tally(rs)) }))
    .sort((a, b) => a.sport.localeCompare(b.sport));

  const betTypes = [...groupBy(rows, (r) => titleCase(r.propType))]
    .map(([type, rs]) => ({ type, count: rs.length, ...tally(rs), units: round(sum(rs), 4) }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
  const profitable = betTypes.filter((t) => t.count >= MOST_PROFITABLE_MIN_BETS && t.units > 0).sort((a, b) => b.units - a.units)[0];

  let running = 0;
  const unitsOverTime = [...groupBy(rows, (r) => r.date)].map(([date, rs]) => {
    running += sum(rs);
    return { date, units: round(running, 4) };
  });

  const calibration = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
    .map((lo) => {
      const hi = round(lo + 0.1, 2);
      const inBucket = rows.filter((r) => r.confidence >= lo && (r.confidence < hi || (lo === 0.9 && r.confidence <= 1)));
      const mean = inBucket.length ? inBucket.reduce((s, r) => s + r.confidence, 0) / inBucket.length : 0;
      return { bucket: `${lo.toFixed(2)}-${hi.toFixed(2)}`, picks: inBucket.length, winRate: rateOf(tally(inBucket)), meanConfidence: round(mean, 4) };
    })
    .filter((b) => b.picks > 0);

  const units = sum(rows);
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
      .map((r) => ({ date: r.date, sport: r.league, matchup: r.matchup, pick: r.pickText, odds: r.odds, result: r.result, pickId: r.propId })),
    bySport,
    betTypes,
    mostProfitable: profitable ? { type: profitable.type, units: profitable.units, roi: round(profitable.units / profitable.count, 4) } : null,
    unitsWon: round(units, 4),
    roi: rows.length ? round(units / rows.length, 4) : null,
    unitsOverTime,
    calibration,
  };
}
