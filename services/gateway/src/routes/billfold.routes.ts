// The Billfold: Gary's public record for game picks (pick-engine) or props (props-engine), per
// range. Unmeasured figures are null, never a made-up default.
import { billfoldBody as billfoldSchema, type ApiBillfold } from '@gary/contracts';
import type { common } from '@gary/protos';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invalid } from '@gary/platform';
import { parse } from '../validate';

const query = z.object({
  kind: z.enum(['games', 'props']).default('games'),
  range: z.enum(['all', '7d', '30d', '90d', 'ytd']).default('all'),
  // gary: Gary's picks; fade: the other side of each pick at the best opposite price (game picks only).
  ledger: z.enum(['gary', 'fade']).default('gary'),
});

const loHi = (lo: number | null | undefined, hi: number | null | undefined): [number, number] | null => (typeof lo === 'number' && typeof hi === 'number' ? [lo, hi] : null);

/** A Bets or Leans record: ROI and CLV null (never 0) with nothing measured. */
export function callRecordOf(r: common.CallRecord__Output | null | undefined): ApiBillfold['bets'] {
  if (!r) return null;
  return {
    count: r.count, wins: r.wins, losses: r.losses, pushes: r.pushes, units: r.units,
    roi: r.count > 0 && typeof r.roi === 'number' ? r.roi : null,
    roiCi95: r.count > 0 ? loHi(r.roiLo, r.roiHi) : null,
    clv: r.clvN > 0 && typeof r.clv === 'number' ? r.clv : null,
    clvCi95: r.clvN > 0 ? loHi(r.clvLo, r.clvHi) : null,
    clvN: r.clvN,
  };
}

const rate = (wins: number, losses: number) => (wins + losses === 0 ? null : wins / (wins + losses));
/** An interval travels as a repeated field: two numbers, or none from a service that sends none. */
const pair = (xs: readonly number[] | undefined): [number, number] | null => (xs && xs.length === 2 ? [xs[0]!, xs[1]!] : null);

export function billfoldBody(b: common.Billfold__Output): ApiBillfold {
  const record = b.record ?? { wins: 0, losses: 0, pushes: 0 };
  return {
    empty: b.empty,
    range: b.range,
    record,
    yesterday: b.yesterday ?? { wins: 0, losses: 0, pushes: 0 },
    winRate: rate(record.wins, record.losses),
    topWin: b.topWin ? { matchup: b.topWin.matchup, pick: b.topWin.pick, odds: b.topWin.odds, date: b.topWin.date, amount: b.topWin.amount } : null,
    ledger: b.ledger === 'fade' ? 'fade' : 'gary',
    recent: b.recent.map((r) => ({
      date: r.date,
      sport: r.sport,
      matchup: r.matchup,
      pick: r.pick,
      odds: r.odds,
      result: r.result,
      pickId: r.pickId,
      clv: r.clv ?? null,
      corrected: r.corrected,
    })),
    scratched: b.scratched.map((s) => ({ date: s.date, sport: s.sport, matchup: s.matchup, reason: s.reason, kind: s.kind })),
    bySport: b.bySport.map((s) => ({ sport: s.sport, wins: s.wins, losses: s.losses, pushes: s.pushes, winRate: rate(s.wins, s.losses) })),
    betTypes: b.betTypes.map((t) => ({ type: t.type, count: t.count, wins: t.wins, losses: t.losses, pushes: t.pushes, units: t.units })),
    mostProfitable: b.mostProfitable ? { type: b.mostProfitable.type, units: b.mostProfitable.units, roi: b.mostProfitable.roi, count: b.mostProfitable.count, roiCi95: pair(b.mostProfitable.roiCi95) } : null,
    unitsWon: b.unitsWon,
    roi: b.empty ? null : b.roi,
    roiCi95: b.empty ? null : pair(b.roiCi95),
    avgClv: b.avgClv ?? null,
    unitsOverTime: b.unitsOverTime.map((u) => ({ date: u.date, units: u.units })),
    calibration: b.calibration.map((c) => ({ bucket: c.bucket, picks: c.picks, winRate: c.winRate, meanConfidence: c.meanConfidence })),
    // Game picks only (props-engine sends neither): counts and units, nothing of any pick.
    parlay: b.parlay ? { wins: b.parlay.wins, losses: b.parlay.losses, pushes: b.parlay.pushes, units: b.parlay.units } : null,
    playableHourBefore: b.playable ? { playable: b.playable.playable, tracked: b.playable.tracked } : null,
    bets: callRecordOf(b.bets),
    leans: callRecordOf(b.leans),
  };
}

export async function billfoldRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/billfold', { config: { openapi: { summary: "Gary's public record over a range", tags: ['billfold'], query, response: billfoldSchema } } }, async (req) => {
    const q = parse(query, req.query);
    if (q.kind === 'props' && q.ledger === 'fade') throw invalid('invalid_ledger', 'The Fade-Gary ledger is kept for game picks only');
    const service = q.kind === 'games' ? app.services('pick-engine') : app.services('props-engine');
    return billfoldBody(await service.GetBillfold({ range: q.range, now: '', ledger: q.ledger }, app.callOptions(req)));
  });
}
