// The Billfold for game picks: the shared figures from @gary/betting over graded game picks. Bet
// types are classified Spread/Total/Moneyline/Parlay; only game picks carry a closing line (CLV).
// Two ledgers with the same blocks: Gary's picks, and Fade Gary (the other side of every pick at
// the best opposite price at publish time, graded from the same final, with its own CLV). Scratched
// picks (void) are in neither record: they are listed apart with their reason.
import {
  classifyBetType,
  closingLineValue,
  computeBillfold as computeShared,
  rangeStart,
  type BetType,
  type Billfold,
  type BillfoldOptions,
  type DateRange,
  type GameOutcome,
} from '@gary/betting';

export { BILLFOLD_RANGES } from '@gary/betting';

const OPTIONS: BillfoldOptions = { calibrationFloors: [0.5, 0.6, 0.7, 0.8, 0.9] };

export type BillfoldLedger = 'gary' | 'fade';
export const LEDGERS: readonly BillfoldLedger[] = ['gary', 'fade'];

export interface GradedPick {
  pickId: string;
  date: string;
  league: string;
  result: GameOutcome | 'void';
  pickText: string;
  matchup: string;
  odds: number;
  type: string;
  confidence: number;
  /** Closing no-vig probability of the same bet, when the closing line was recorded. */
  closingNoVig: number | null;
  /** A correction changed the result after grading. */
  corrected?: boolean;
  /** The newest correction's kind and reason (a scratch's reason), when there is one. */
  correction?: { kind: string; reason: string } | null;
  /** Bet or Lean at publishing (call-records.ts); null or absent on picks from before the call. */
  classification?: 'bet' | 'lean' | null;
  /** The fade as its own graded bet; null when the pick has no fade. */
  fade?: { pickText: string; odds: number; type: string; result: GameOutcome | 'void'; confidence: number; closingNoVig: number | null } | null;
}

export interface ScratchedRow {
  date: string;
  sport: string;
  matchup: string;
  reason: string;
  kind: string;
}

export type GameBillfold = Omit<Billfold<BetType>, 'recent'> & {
  ledger: BillfoldLedger;
  recent: (Billfold<BetType>['recent'][number] & { clv: number | null; corrected: boolean })[];
  scratched: ScratchedRow[];
};

/** The bet a ledger counts for a pick: Gary's own, or its fade; null when that ledger has none. */
function betOf(r: GradedPick, ledger: BillfoldLedger) {
  if (ledger === 'gary') return { pick: r.pickText, odds: r.odds, type: r.type, result: r.result, confidence: r.confidence, closingNoVig: r.closingNoVig };
  return r.fade ? { ...r.fade, pick: r.fade.pickText } : null;
}

export function computeBillfold(all: readonly GradedPick[], range: DateRange, now: Date, ledger: BillfoldLedger = 'gary'): GameBillfold {
  const rows = all.flatMap((r) => {
    const bet = betOf(r, ledger);
    if (!bet || bet.result === 'void' || r.result === 'void') return [];
    return [
      {
        id: r.pickId,
        date: r.date,
        sport: r.league,
        result: bet.result,
        pick: bet.pick,
        matchup: r.matchup,
        odds: bet.odds,
        betType: classifyBetType(bet.type, bet.pick),
        confidence: bet.confidence,
        closingNoVig: bet.closingNoVig,
        corrected: r.corrected === true,
      },
    ];
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const shared = computeShared(rows, range, now, OPTIONS);
  const start = rangeStart(range, now);
  const from = start.ok ? start.value : null;
  const scratched = all
    .filter((r) => r.result === 'void' && (from === null || r.date >= from))
    .sort((a, b) => b.date.localeCompare(a.date) || a.pickId.localeCompare(b.pickId))
    .map((r) => ({ date: r.date, sport: r.league, matchup: r.matchup, reason: r.correction?.reason ?? '', kind: r.correction?.kind ?? 'void' }));
  return {
    ...shared,
    ledger,
    recent: shared.recent.map((x) => {
      const row = byId.get(x.pickId);
      return { ...x, clv: row ? closingLineValue(row.odds, row.closingNoVig) : null, corrected: row?.corrected ?? false };
    }),
    scratched,
  };
}
