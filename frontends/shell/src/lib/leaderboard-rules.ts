import type { LeaderboardRow } from '@gary/design';

export const LEADERBOARD_REFRESH_MS = 3 * 60 * 1000;
export const WIN_RATE_GREEN_ABOVE = 60;

export type RankAction = { label: 'View Stats' | 'Start Betting' | 'Sign In'; to: string };

/** 'Your Current Rank' button: stats -> /billfold, signed in without stats -> picks, signed out -> /signin. */
export function rankAction(signedIn: boolean, me: Pick<LeaderboardRow, 'totalDecisions'> | null | undefined): RankAction {
  if (!signedIn) return { label: 'Sign In', to: '/signin' };
  if (me && me.totalDecisions > 0) return { label: 'View Stats', to: '/billfold' };
  return { label: 'Start Betting', to: '/real-gary-picks' };
}

/** 'Gary Believer' when rides exceed fades, otherwise 'Bear Fader'. */
export function strategyLabel(row: Pick<LeaderboardRow, 'rideCount' | 'fadeCount'>): 'Gary Believer' | 'Bear Fader' {
  return row.rideCount > row.fadeCount ? 'Gary Believer' : 'Bear Fader';
}

export function isWinRateGreen(percent: number | null): boolean {
  return percent !== null && percent > WIN_RATE_GREEN_ABOVE;
}

/** The gateway's leaderboard win rate is already a percent with one decimal (66.7, or 0.7 for 0.7%). */
export function leaderboardWinRate(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : `${value.toFixed(1)}%`;
}
