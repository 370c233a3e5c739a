import { type BetCard } from '@gary/design';
import { betCardBadge, decidedWinRate, formatWinRateCard, streakDisplay as streakText } from '@gary/betting/display';

export type BetCardBadge = 'RIDES WITH GARY' | 'FADES THE BEAR';

/** 'RIDES WITH GARY' when rides >= fades, else 'FADES THE BEAR'. */
export function cardBadge(stats: Pick<BetCard, 'rideCount' | 'fadeCount'>): BetCardBadge {
  return betCardBadge(stats.rideCount, stats.fadeCount);
}

/** Win rate on the card: whole percent, 0 with no decided picks (the bar's width). */
export function cardWinRate(stats: Pick<BetCard, 'winCount' | 'lossCount'>): number {
  return Math.round((decidedWinRate(stats.winCount, stats.lossCount) ?? 0) * 100);
}

/** Win rate as text: "67%", or "—" with no decided picks (never "0%" for no data). */
export function cardWinRateText(stats: Pick<BetCard, 'winCount' | 'lossCount'>): string {
  return formatWinRateCard(stats.winCount, stats.lossCount);
}

/** The spec's message when the stats do not load: 'Error loading stats: {error}'. */
export function statsError(error: { message: string }): string {
  return `Error loading stats: ${error.message}`;
}

/** Shares of rides and fades, whole percents adding up to 100; null with no decision (no "0%" of nothing). */
export function sidePercents(stats: Pick<BetCard, 'rideCount' | 'fadeCount'>): { ride: number; fade: number } | null {
  const total = stats.rideCount + stats.fadeCount;
  if (total === 0) return null;
  const ride = Math.round((stats.rideCount / total) * 100);
  return { ride, fade: 100 - ride };
}

/** "+3" with a fire sign, "-2" with a snowflake, "0" with none. */
export function streakDisplay(streak: number): { text: string; icon: 'fire' | 'snowflake' | null; label: string } {
  const text = streakText(streak);
  if (streak > 0) return { text, icon: 'fire', label: `${streak} win streak` };
  if (streak < 0) return { text, icon: 'snowflake', label: `${Math.abs(streak)} loss streak` };
  return { text, icon: null, label: 'No streak' };
}

export function vsRidingAllLine(v: BetCard['vsRidingAll'] | null | undefined): string | null {
  if (!v || !Number.isFinite(v.unitsAdded)) return null;
  const n = Number(v.unitsAdded.toFixed(1));
  const sign = n > 0 ? '+' : n < 0 ? '−' : '';
  return `${sign}${Math.abs(n).toFixed(1)} units vs riding every pick`;
}

// void: the game was scratched (postponed, cancelled or voided); the decision counts nowhere.
const OUTCOME_LABEL: Record<string, string> = { win: 'Win', loss: 'Loss', push: 'Push', pending: 'Pending', void: 'Void' };
export function outcomeLabel(outcome: string | null | undefined): string {
  return OUTCOME_LABEL[(outcome ?? 'pending').toLowerCase()] ?? 'Pending';
}
