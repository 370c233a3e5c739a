// The Billfold on the wire (gary.common.v1.Billfold), the same for game picks (pick-engine) and
// props (props-engine): a rate with no decided result travels as 0 (the `empty` flag and the
// record say why), and an absent top win, most profitable type or CLV is left unset.
import type { Billfold } from '@gary/betting';
import type { common } from '@gary/protos';

export function billfoldMessage(b: Billfold): common.Billfold {
  const out: common.Billfold = {
    empty: b.empty,
    range: b.range,
    record: b.record,
    yesterday: b.yesterday,
    winRate: b.winRate ?? 0,
    recent: b.recent,
    bySport: b.bySport.map((s) => ({ ...s, winRate: s.winRate ?? 0 })),
    betTypes: b.betTypes,
    unitsWon: b.unitsWon,
    roi: b.roi ?? 0,
    roiCi95: b.roiCi95 ?? [],
    unitsOverTime: b.unitsOverTime,
    calibration: b.calibration.map((c) => ({ ...c, winRate: c.winRate ?? 0 })),
  };
  if (b.topWin) out.topWin = b.topWin;
  if (b.mostProfitable) out.mostProfitable = b.mostProfitable;
  if (b.avgClv !== null) out.avgClv = b.avgClv;
  return out;
}
