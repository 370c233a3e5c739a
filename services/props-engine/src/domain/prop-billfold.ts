// The Billfold's Prop Picks tab: the shared figures from @gary/betting over graded prop results
// (pending ones are not results yet). Bet types are the prop types; closing lines are not
// recorded for props, so CLV stays unset.
import { computeBillfold, type Billfold, type BillfoldOptions, type DateRange, type GameOutcome } from '@gary/betting';

export { isBillfoldRange as isRange } from '@gary/betting';

const OPTIONS: BillfoldOptions = { calibrationFloors: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9], winRateDigits: 4 };

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

const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export function computePropBillfold(all: readonly GradedProp[], range: DateRange, now: Date): Billfold {
  const rows = all.map((r) => ({
    id: r.propId,
    date: r.date,
    sport: r.league,
    result: r.result,
    pick: r.pickText,
    matchup: r.matchup,
    odds: r.odds,
    betType: titleCase(r.propType),
    confidence: r.confidence,
  }));
  return computeBillfold(rows, range, now, OPTIONS);
}
