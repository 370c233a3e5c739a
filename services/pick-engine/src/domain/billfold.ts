// The Billfold for game picks: the shared figures from @gary/betting over graded game picks. Bet
// types are classified Spread/Total/Moneyline/Parlay; only game picks carry a closing line (CLV).
import {
  classifyBetType,
  computeBillfold as computeShared,
  type BetType,
  type Billfold,
  type BillfoldOptions,
  type DateRange,
  type GameOutcome,
} from '@gary/betting';

export { BILLFOLD_RANGES } from '@gary/betting';

const OPTIONS: BillfoldOptions = { calibrationFloors: [0.5, 0.6, 0.7, 0.8, 0.9] };

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

export function computeBillfold(all: readonly GradedPick[], range: DateRange, now: Date): Billfold<BetType> {
  const rows = all.map((r) => ({
    id: r.pickId,
    date: r.date,
    sport: r.league,
    result: r.result,
    pick: r.pickText,
    matchup: r.matchup,
    odds: r.odds,
    betType: classifyBetType(r.type, r.pickText),
    confidence: r.confidence,
    closingNoVig: r.closingNoVig,
  }));
  return computeShared(rows, range, now, OPTIONS);
}
