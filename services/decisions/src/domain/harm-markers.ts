// Harm markers, computed from one user's own decisions and limit changes, shown to that user only
// (nothing here is published, logged with the user's id or sent to anyone else). Each marker has one
// documented threshold; the response is tiered: one marker is a nudge with the facts, two or more a
// suggestion to set a limit or take a cool-off.
//
// | marker         | what counts                                                          | threshold               |
// |----------------|----------------------------------------------------------------------|-------------------------|
// | loss_chasing   | a decision staked higher than the one before, which was a loss       | 2 or more in 30 days    |
// | late_night     | a decision made between 00:00 and 05:59 US Eastern                   | 3 or more in 7 days     |
// | limit_raises   | a request to raise or remove a limit                                 | 2 or more in 30 days    |
// | every_pick     | a day on which the user rode or faded every pick Gary published (4+) | 1 or more in 7 days     |
//
// Eastern time stands in for the user's own zone, which Gary does not hold (the product shows US Eastern).

export const DAY_MS = 86_400_000;
export const THRESHOLDS = {
  loss_chasing: { count: 2, days: 30 },
  late_night: { count: 3, days: 7 },
  limit_raises: { count: 2, days: 30 },
  every_pick: { count: 1, days: 7, minPicks: 4 },
} as const;
export type MarkerName = keyof typeof THRESHOLDS;

export interface MarkerDecision {
  decidedAt: Date;
  stakeUnits: number;
  outcome: 'pending' | 'win' | 'loss' | 'push';
}

export interface MarkerInputs {
  now: Date;
  /** The user's decisions of the last 30 days, any order. */
  decisions: readonly MarkerDecision[];
  /** When the user asked to raise or remove a limit, the last 30 days. */
  raisesRequestedAt: readonly Date[];
  /** Per Eastern date of the last 7 days: picks Gary published and how many the user decided on. */
  days: readonly { date: string; picks: number; decided: number }[];
}

export interface Marker {
  name: MarkerName;
  count: number;
  threshold: number;
  days: number;
  fact: string;
}

const hourFormatter = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' });
const easternHour = (d: Date) => Number(hourFormatter.format(d));
const within = (d: Date, now: Date, days: number) => now.getTime() - d.getTime() <= days * DAY_MS;

export function harmMarkers(input: MarkerInputs): { markers: Marker[]; response: 'none' | 'nudge' | 'suggest_limit_or_break' } {
  const { now } = input;
  const sorted = [...input.decisions].sort((a, b) => a.decidedAt.getTime() - b.decidedAt.getTime());
  let chasing = 0;
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const cur = sorted[i]!;
    if (within(cur.decidedAt, now, THRESHOLDS.loss_chasing.days) && prev.outcome === 'loss' && cur.stakeUnits > prev.stakeUnits) chasing++;
  }
  const late = sorted.filter((d) => within(d.decidedAt, now, THRESHOLDS.late_night.days) && easternHour(d.decidedAt) < 6).length;
  const raises = input.raisesRequestedAt.filter((d) => within(d, now, THRESHOLDS.limit_raises.days)).length;
  const everyPick = input.days.filter((d) => d.picks >= THRESHOLDS.every_pick.minPicks && d.decided >= d.picks).length;

  const found: Marker[] = [];
  const add = (name: MarkerName, count: number, fact: string) => {
    const t = THRESHOLDS[name];
    if (count >= t.count) found.push({ name, count, threshold: t.count, days: t.days, fact });
  };
  add('loss_chasing', chasing, `${chasing} times in the last 30 days you raised your stake right after a loss.`);
  add('late_night', late, `${late} of your decisions in the last 7 days were made between midnight and 6 AM Eastern.`);
  add('limit_raises', raises, `You asked to raise or remove a limit ${raises} times in the last 30 days.`);
  add('every_pick', everyPick, `On ${everyPick === 1 ? 'one day' : `${everyPick} days`} in the last 7 you rode or faded every pick Gary made.`);
  return { markers: found, response: found.length === 0 ? 'none' : found.length === 1 ? 'nudge' : 'suggest_limit_or_break' };
}
