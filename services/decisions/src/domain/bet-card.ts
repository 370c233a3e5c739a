// The BetCard: a user's counts, badge, streak, win rate, recent decisions, league breakdown and
// units (their choices against blindly riding the same picks at one unit). Pure: built from the
// stats row and the user's decisions joined with the picks they were on. This is the one place the
// card is computed: GetStats answers it and every user-stats.updated event carries it whole
// (@gary/contracts' BetCard); the gateway and the web show it as sent.
import { betCardBadge, streakDisplay, valueOr, winRate, type Decision, type GameOutcome } from '@gary/betting';
import type { BetCard, BetCardRecent } from '@gary/contracts';
import type { decisionsV1 } from '@gary/protos';
import { shownName } from './leaderboard-rows';
import { choiceUnits, roundUnits } from './units';

export type Outcome = 'pending' | 'win' | 'loss' | 'push';

/** One tracking-flow entry of recent_results, as stored (JSON). */
export interface RecentResult {
  pickId: string;
  matchup: string;
  decision: Decision;
  timestamp: string;
  resultPending: boolean;
  pickResult: GameOutcome | null;
  userCorrect: boolean | null;
  outcome: Outcome;
}

export interface StatsRow {
  userId: string;
  username: string;
  totalPicks: number;
  rideCount: number;
  fadeCount: number;
  winCount: number;
  lossCount: number;
  pushCount: number;
  currentStreak: number;
  longestStreak: number;
  lastResult: 'win' | 'loss' | null;
  recentResults: RecentResult[];
  /** The row's update counter (grows on every change); 0 before the row exists. */
  version: number;
  /** When the row last changed (ISO); null before the row exists. */
  updatedAt: string | null;
}

export interface CardDecision {
  decision: Decision;
  outcome: Outcome;
  league: string;
  pickOdds: number;
  pickResult: GameOutcome | null;
  /** Units the user staked on it (their play plan's stake; 1 when absent). */
  stakeUnits?: number;
}

/** A stats row's counters. */
export type StatCounts = Omit<StatsRow, 'userId' | 'username' | 'recentResults' | 'version' | 'updatedAt'>;

/** The counters before any decision. */
export const zeroCounts = (): StatCounts => ({
  totalPicks: 0,
  rideCount: 0,
  fadeCount: 0,
  winCount: 0,
  lossCount: 0,
  pushCount: 0,
  currentStreak: 0,
  longestStreak: 0,
  lastResult: null,
});

export const emptyStats = (userId: string, username = ''): StatsRow => ({ userId, username, ...zeroCounts(), recentResults: [], version: 0, updatedAt: null });

function leagues(decisions: CardDecision[]): decisionsV1.LeagueBreakdown__Output[] {
  const by = new Map<string, decisionsV1.LeagueBreakdown__Output>();
  for (const d of decisions) {
    const row = by.get(d.league) ?? { league: d.league, wins: 0, losses: 0, pushes: 0, total: 0 };
    row.total++;
    if (d.outcome === 'win') row.wins++;
    else if (d.outcome === 'loss') row.losses++;
    else if (d.outcome === 'push') row.pushes++;
    by.set(d.league, row);
  }
  return [...by.values()].sort((a, b) => b.total - a.total || a.league.localeCompare(b.league));
}

function units(decisions: CardDecision[]): { choosing: number; ridingAll: number } {
  let choosing = 0;
  let ridingAll = 0;
  for (const d of decisions) {
    if (d.outcome === 'pending' || d.pickResult === null) continue;
    const u = choiceUnits({ decision: d.decision, pickOdds: d.pickOdds, pickResult: d.pickResult });
    // A pick stored with impossible odds adds nothing rather than failing the whole card.
    if (!u.ok) continue;
    const stake = d.stakeUnits ?? 1;
    choosing += u.value.choosing * stake;
    ridingAll += u.value.ridingAll * stake;
  }
  return { choosing: roundUnits(choosing), ridingAll: roundUnits(ridingAll) };
}

const recentOut = (r: RecentResult): BetCardRecent => ({
  pickId: r.pickId,
  matchup: r.matchup ?? '',
  decision: r.decision,
  timestamp: r.timestamp,
  resultPending: r.resultPending,
  pickResult: r.pickResult ?? null,
  userCorrect: r.resultPending ? null : r.userCorrect === true,
  outcome: r.outcome,
});

export function buildBetCard(stats: StatsRow, decisions: CardDecision[]): BetCard {
  const sides = stats.rideCount + stats.fadeCount;
  const ridePct = sides === 0 ? 0 : Math.round((stats.rideCount / sides) * 100);
  const u = units(decisions);
  return {
    userId: stats.userId,
    version: stats.version,
    username: shownName(stats.username),
    badge: betCardBadge(stats.rideCount, stats.fadeCount),
    rideCount: stats.rideCount,
    fadeCount: stats.fadeCount,
    ridePct,
    fadePct: sides === 0 ? 0 : 100 - ridePct,
    winCount: stats.winCount,
    lossCount: stats.lossCount,
    pushCount: stats.pushCount,
    winRate: Math.round(valueOr(winRate(stats.winCount, stats.lossCount), 0) * 100),
    record: `${stats.winCount}-${stats.lossCount}`,
    streak: stats.currentStreak,
    streakDisplay: streakDisplay(stats.currentStreak),
    longestStreak: stats.longestStreak,
    totalDecisions: stats.totalPicks,
    recentResults: stats.recentResults.map(recentOut),
    leagues: leagues(decisions),
    vsRidingAll: { unitsChoosing: u.choosing, unitsRidingAll: u.ridingAll, unitsAdded: roundUnits(u.choosing - u.ridingAll) },
    unitsWon: u.choosing,
    lastResult: stats.lastResult ?? null,
    updatedAt: stats.updatedAt,
  };
}

/** The card as the gRPC message (GetStats): proto3 has no null, so "none" is '' or false there. */
export function betCardToProto(c: BetCard): decisionsV1.BetCard__Output {
  return {
    ...c,
    lastResult: c.lastResult ?? '',
    updatedAt: c.updatedAt ?? '',
    recentResults: c.recentResults.map((r) => ({ ...r, pickResult: r.pickResult ?? '', userCorrect: r.userCorrect === true })),
  };
}
