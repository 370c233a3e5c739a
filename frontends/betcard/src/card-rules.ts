import { type BetCard } from '@gary/design';
import { betCardBadge, decidedWinRate, formatWinRateCard, streakDisplay as streakText } from '@gary/betting/display';

export type BetCardBadge = 'RIDES WITH GARY' | 'FADES THE BEAR';

/** 'RIDES WITH GARY' when rides >= fades, else 'FADES THE BEAR'; none before a first decision (a badge of nothing says nothing true). */
export function cardBadge(stats: Pick<BetCard, 'rideCount' | 'fadeCount'>): BetCardBadge | null {
  if (stats.rideCount + stats.fadeCount === 0) return null;
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

const signedUnits = (x: number) => {
  const n = Number(x.toFixed(1));
  return `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toFixed(1)}`;
};

type Settled = Pick<BetCard, 'winCount' | 'lossCount' | 'pushCount'>;
const settledCount = (s: Settled | undefined) => (s ? s.winCount + s.lossCount + s.pushCount : 1);

/** "+1.2 units vs riding every pick"; "— units ..." before a first settled decision (no "0.0" of nothing). */
export function vsRidingAllLine(v: BetCard['vsRidingAll'] | null | undefined, settled?: Settled): string | null {
  if (!v || !Number.isFinite(v.unitsAdded)) return null;
  if (settledCount(settled) === 0) return '— units vs riding every pick';
  return `${signedUnits(v.unitsAdded)} units vs riding every pick`;
}

/**
 * What that line means, in figures: on the same settled picks at the same stakes, what the member's
 * own choices made and what riding every one of them with Gary would have made.
 */
export function vsRidingAllExplained(v: BetCard['vsRidingAll'] | null | undefined, settled?: Settled): string | null {
  if (!v || !Number.isFinite(v.unitsChoosing) || !Number.isFinite(v.unitsRidingAll)) return null;
  if (settledCount(settled) === 0)
    return 'Once a pick you rode or faded is settled, this line compares what your own choices made, at your stakes, with riding Gary on every one of the same picks.';
  return `On your settled picks, at your stakes, your rides and fades made ${signedUnits(v.unitsChoosing)} units; riding Gary on every one of them would have made ${signedUnits(v.unitsRidingAll)}.`;
}

// void: the game was scratched (postponed, cancelled or voided); the decision counts nowhere.
const OUTCOME_LABEL: Record<string, string> = { win: 'Win', loss: 'Loss', push: 'Push', pending: 'Pending', void: 'Void' };
export function outcomeLabel(outcome: string | null | undefined): string {
  return OUTCOME_LABEL[(outcome ?? 'pending').toLowerCase()] ?? 'Pending';
}

/** A decision's stake in the history: '1 unit', '2.5 units'; '—' when unknown. */
export function stakeText(units: number | null | undefined): string {
  if (units === null || units === undefined || !Number.isFinite(units)) return '—';
  return `${Number(units.toFixed(2))} ${units === 1 ? 'unit' : 'units'}`;
}
