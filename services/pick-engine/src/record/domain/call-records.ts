// The Billfold's two records (issue 26): Gary's Bets and his Leans graded apart, each with units,
// ROI with its 95% interval and closing line value with its 95% interval, by the backtest's own
// record function (packages/handicap report-records.ts) so the live record and the model card
// speak the same figures. The headline is the Bets'; picks from before the call are in neither.
import { closingLineValue, profitPerUnit, rangeStart, type DateRange } from '@gary/betting';
import { recordOf, type GradedPick as RecordPick, type PickRecord } from '@gary/handicap';
import type { common } from '@gary/protos';
import type { GradedPick } from './billfold';

export interface CallRecords {
  bets: PickRecord;
  leans: PickRecord;
}

const OUTCOME = { won: 'win', lost: 'loss', push: 'push' } as const;

export function callRecords(all: readonly GradedPick[], range: DateRange, now: Date): CallRecords {
  const start = rangeStart(range, now);
  const from = start.ok ? start.value : null;
  const rows: RecordPick[] = [];
  for (const r of all) {
    if (r.classification !== 'bet' && r.classification !== 'lean') continue;
    if (r.result === 'void' || (from !== null && r.date < from)) continue;
    const result = OUTCOME[r.result as keyof typeof OUTCOME];
    if (!result) continue;
    const win = profitPerUnit(r.odds);
    if (!win.ok) continue;
    const profit = result === 'win' ? win.value : result === 'loss' ? -1 : 0;
    rows.push({ season: r.date.slice(0, 4), classification: r.classification, result, profit, clv: closingLineValue(r.odds, r.closingNoVig) });
  }
  return { bets: recordOf(rows.filter((x) => x.classification === 'bet')), leans: recordOf(rows.filter((x) => x.classification === 'lean')) };
}

/** A Bets or Leans record as the Billfold message carries it (intervals unset where nothing was measured). */
export function callRecordMessage(r: PickRecord): common.CallRecord {
  return {
    count: r.count, wins: r.wins, losses: r.losses, pushes: r.pushes, units: r.units,
    ...(r.roi !== null ? { roi: r.roi } : {}),
    ...(r.roiCi95 ? { roiLo: r.roiCi95[0], roiHi: r.roiCi95[1] } : {}),
    ...(r.clv ? { clv: r.clv.mean, clvLo: r.clv.ci95[0], clvHi: r.clv.ci95[1] } : {}),
    clvN: r.clv?.n ?? 0,
  };
}
