// The record's gRPC handlers: the Billfold (Gary's and the Fade-Gary ledger, with the parlays' record
// and the picks playable an hour before), the public corrections log, an admin's scratch, results.
import { easternDate, rangeStart, type DateRange } from '@gary/betting';
import { billfoldMessage, invalid, notFound, type Logger, type Pool, type ServiceImpl } from '@gary/platform';
import { dateOf, instant } from '../grpc/request-args';
import { playableHourBefore } from '../live/adapters/live-repo';
import { parlayRecord } from '../parlay/adapters/parlay-repo';
import { listCorrections } from './adapters/corrections-repo';
import { gradedPicks, listResults } from './adapters/results-repo';
import { scratchGame, type ScratchStatus } from './corrections';
import { BILLFOLD_RANGES, computeBillfold, LEDGERS, type BillfoldLedger } from './domain/billfold';
import { callRecordMessage, callRecords } from './domain/call-records';

export function recordHandlers(d: { pool: Pool; now: () => Date; logger?: Logger }): Pick<ServiceImpl<'pick-engine'>, 'GetBillfold' | 'ListCorrections' | 'ScratchGame' | 'ListResults'> {
  return {
    async GetBillfold(req) {
      const range = (req.range || 'all') as DateRange;
      if (!BILLFOLD_RANGES.includes(range)) throw invalid('invalid_range', 'range must be all, 7d, 30d, 90d or ytd');
      const ledger = (req.ledger || 'gary') as BillfoldLedger;
      if (!LEDGERS.includes(ledger)) throw invalid('invalid_ledger', 'ledger must be gary or fade');
      const now = instant(req.now, d.now());
      const graded = await gradedPicks(d.pool);
      const b = computeBillfold(graded, range, now, ledger);
      const calls = ledger === 'gary' ? callRecords(graded, range, now) : null;
      // The Parlay of the Day's record and the picks still playable an hour before their game, over the same range.
      const start = rangeStart(range, now);
      const from = start.ok ? start.value : null;
      const today = easternDate(now);
      const [parlay, playable] = await Promise.all([
        parlayRecord(d.pool, from),
        playableHourBefore(d.pool, from ?? '1900-01-01', today.ok ? today.value : '9999-12-31'),
      ]);
      return {
        parlay,
        playable,
        ...billfoldMessage(b),
        recent: b.recent.map(({ clv, ...r }) => ({ ...r, ...(clv === null ? {} : { clv }) })),
        ledger: b.ledger,
        scratched: b.scratched,
        ...(calls ? { bets: callRecordMessage(calls.bets), leans: callRecordMessage(calls.leans) } : {}),
      };
    },

    async ListCorrections(req) {
      const limit = req.limit > 0 ? Math.min(req.limit, 500) : 200;
      return { corrections: await listCorrections(d.pool, limit) };
    },

    async ScratchGame(req, ctx) {
      if (!req.eventId || req.eventId.length > 200) throw invalid('invalid_event_id', 'eventId is required');
      if (!['postponed', 'cancelled', 'void'].includes(req.status)) throw invalid('invalid_status', 'status must be postponed, cancelled or void');
      const reason = (req.reason ?? '').trim();
      if (reason === '' || reason.length > 500) throw invalid('invalid_reason', 'a reason (1-500 characters) is required');
      // The public log says an admin did it; which admin is for the logs, not for the page.
      const voided = await scratchGame(d.pool, { eventId: req.eventId, status: req.status as ScratchStatus, reason, source: 'admin' }, d.now());
      // A repeat voids nothing and is fine; a game Gary never picked is no game to scratch.
      if (voided === 0 && (await d.pool.query('SELECT 1 FROM picks WHERE event_id = $1 LIMIT 1', [req.eventId])).rowCount === 0)
        throw notFound('event_not_found', 'Gary has no pick on that game.');
      d.logger?.info({ eventId: req.eventId, status: req.status, by: req.requestedBy || ctx.userId, voided }, 'game scratched by an admin');
      return { voided };
    },

    async ListResults(req) {
      dateOf(req.from, 'from');
      dateOf(req.to, 'to');
      const rows = await listResults(d.pool, { from: req.from, to: req.to, league: req.league });
      return { results: rows.map((r) => ({ ...r })) };
    },
  };
}
