// gRPC handlers: decode the request, call the domain or the repositories, shape the answer.
// Errors are AppErrors (mapped to status codes in one place by @gary/platform).
import { easternDate, nextGenerationTime, rangeStart, type DateRange } from '@gary/betting';
import { billfoldMessage, easternDateArg, invalid, notFound, pickFields, type Logger, type Pool, type ServiceImpl } from '@gary/platform';
import type { picksV1 } from '@gary/protos';
import { pickById, picksForDate } from '../adapters/picks-repo';
import { dayExists } from '../generation/adapters/publish-repo';
import { cardOn, cardShownAt, todayAt, type Card } from '../card/card';
import { listCorrections } from '../record/adapters/corrections-repo';
import { gradedPicks, listResults } from '../record/adapters/results-repo';
import { scratchGame, type ScratchStatus } from '../record/corrections';
import { latestRun } from '../generation/adapters/runs-repo';
import { liveInfoFor, playableHourBefore, type PickLiveInfo } from '../live/adapters/live-repo';
import { edgeInfoFor, type PickEdgeInfo } from '../live/adapters/edge-repo';
import { starterChangeText } from '../domain/starters';
import { parlayOn, parlayRecord, parlayUnits, type ParlayView } from '../parlay/parlay';
import type { Generator } from '../generation/generation';
import type { Ledger } from '../ledger/ledger';
import type { CheckpointRow } from '../ledger/ledger-repo';
import { timestampsOn } from '../ledger/ots-stamper';
import { BILLFOLD_RANGES, computeBillfold, LEDGERS, type BillfoldLedger } from '../record/domain/billfold';
import { callRecordMessage, callRecords } from '../record/domain/call-records';
import type { StoredPick } from '../domain/stored-pick';
import { pickAnalysis, type PickAnalysis } from '../card/domain/pick-analysis';

const LOCK_STALE_MS = 15 * 60_000;

/** The stored pick's fields the wire carries as they are, under the same names. */
const SAME_ON_THE_WIRE = [
  'pickId', 'date', 'league', 'eventId', 'homeTeam', 'awayTeam', 'game', 'time', 'gameTime', 'odds', 'type', 'side', 'line',
  'confidence', 'rationale', 'trapAlert', 'revenge', 'superstition', 'momentum', 'noVigProbability', 'ev', 'bookmaker',
  'publishedAt', 'simulated', 'writer',
] as const;

export function toProtoPick(p: StoredPick): picksV1.Pick {
  return {
    ...pickFields(p, SAME_ON_THE_WIRE),
    pick: p.pickText,
    gameDay: p.cardDate,
    free: p.free === true,
    ...(p.closingOdds !== null ? { closingOdds: p.closingOdds } : {}),
    result: p.result ?? '',
    finalScore: p.finalScore ?? '',
    factsSha256: p.factsSha256 ?? '',
    claimsChecked: p.claimsChecked ?? 0,
    claimsTotal: p.claimsTotal ?? 0,
    claims: p.claims ?? [],
    ...(p.factsSnapshot ? { analysis: toProtoAnalysis(pickAnalysis(p.factsSnapshot, p)) } : {}),
  };
}

export function toProtoAnalysis(a: PickAnalysis): picksV1.PickAnalysis {
  const opt = <K extends string>(k: K, v: number | null) => (v === null ? {} : ({ [k]: v } as Record<K, number>));
  return {
    gary: a.gary,
    market: a.market,
    ...opt('model', a.model),
    ...opt('breakEven', a.breakEven),
    ...opt('edge', a.edge),
    movement: a.movement?.text ?? '',
    movedToward: a.movement?.toward ?? false,
    form: a.form.map((f) => ({ side: f.side, team: f.team, picked: f.picked, record: f.record ?? '', lastTen: f.lastTen ?? '', ...opt('restDays', f.restDays), out: f.out, starter: f.starter ?? '' })),
    ...opt('diesAt', a.diesAt),
    changeMind: a.changeMind,
  };
}

/** The pick's price to beat and live prices, when it has them. */
export function withLive(msg: picksV1.Pick, info: PickLiveInfo | undefined): picksV1.Pick {
  if (!info) return msg;
  const live = info.live;
  return {
    ...msg,
    beatPrice: info.beatPrice,
    beatLine: info.beatLine,
    ...(live
      ? {
          liveStatus: live.status,
          ...(live.bestPrice !== null ? { bestPrice: live.bestPrice } : {}),
          ...(live.bestLine !== null ? { bestLine: live.bestLine } : {}),
          bestBook: live.bestBook ?? '',
          ...(live.fairPrice !== null ? { fairPrice: live.fairPrice } : {}),
          books: live.books.map((b) => ({ book: b.book, title: b.title, line: b.line, price: b.price, best: b.best })),
          liveAt: live.snapshotAt,
        }
      : {}),
  };
}

/** The pick's fair line and (MLB) its starters: on the pick, and as lines of its analysis when it has one. */
export function withEdge(msg: picksV1.Pick, info: PickEdgeInfo | undefined): picksV1.Pick {
  if (!info) return msg;
  const starters = info.starters
    ? (['home', 'away'] as const).flatMap((side) => {
        const s = info.starters![side];
        return s ? [{ side, id: s.id, name: s.name, priorStarts: s.priorStarts.length }] : [];
      })
    : [];
  const changes = info.starterChanges.map((c) => ({ side: c.side, team: c.team, assumed: c.assumed, now: c.now ?? '', seenAt: c.seenAt }));
  // Bet or Lean, on the pick and its analysis alike (the gateway serves them only where the pick is open).
  const call = {
    classification: info.classification ?? '',
    ...(info.evAtFair !== null ? { evAtFair: info.evAtFair } : {}),
    ...(info.classification === 'bet' && info.stake !== null ? { stake: info.stake } : {}),
    ...(info.betPrice !== null ? { betPrice: info.betPrice } : {}),
  };
  return {
    ...msg,
    fairSource: info.fairSource ?? '',
    ...(info.fairProbability !== null ? { fairProbability: info.fairProbability } : {}),
    closingSource: info.closingSource ?? '',
    ...call,
    starters,
    starterChanges: changes,
    ...(msg.analysis
      ? {
          analysis: {
            ...msg.analysis,
            fairSource: info.fairSource ?? '',
            ...(info.fairProbability !== null ? { fair: info.fairProbability } : {}),
            starterChanges: info.starterChanges.map(starterChangeText),
            ...call,
          },
        }
      : {}),
  };
}

async function protoPicks(pool: Pool, picks: readonly StoredPick[]): Promise<picksV1.Pick[]> {
  const ids = picks.map((p) => p.pickId);
  const [info, edge] = await Promise.all([liveInfoFor(pool, ids), edgeInfoFor(pool, ids)]);
  return picks.map((p) => withEdge(withLive(toProtoPick(p), info.get(p.pickId)), edge.get(p.pickId)));
}

function instant(raw: string | undefined, fallback: Date): Date {
  if (!raw) return fallback;
  const t = Date.parse(raw);
  if (Number.isNaN(t)) throw invalid('invalid_now', 'now must be an ISO instant');
  return new Date(t);
}

const none = (): never => {
  throw new Error('unreachable: empty dates are handled by the caller');
};
/** A request's date parsed once (EasternDate), or undefined when none was given. */
const dateOf = (raw: string | undefined, field = 'date') => (raw ? easternDateArg(raw, none, field) : undefined);

export function toProtoParlay(x: ParlayView): picksV1.Parlay {
  const units = parlayUnits(x.result, x.settledDecimal);
  return {
    parlayId: x.parlayId,
    date: x.date,
    legCount: x.legCount,
    odds: x.odds,
    decimalPrice: x.decimalPrice,
    probability: x.probability,
    firstGameTime: x.firstGameTime,
    publishedAt: x.publishedAt,
    result: x.result ?? '',
    ...(x.settledDecimal !== null ? { settledDecimal: x.settledDecimal } : {}),
    ...(units !== null ? { units } : {}),
    legs: x.legs.map((l) => ({ ...l, result: l.result ?? '' })),
    simulated: x.simulated,
  };
}

const toProtoCheckpoint = (c: CheckpointRow): picksV1.LedgerCheckpoint => ({
  note: c.note,
  treeSize: c.treeSize,
  rootHash: c.rootHash.toString('base64'),
  reason: c.reason,
  signedAt: c.signedAt,
});

export function pickEngineHandlers(d: { pool: Pool; generator: Generator; now: () => Date; ledger: () => Promise<Ledger>; logger?: Logger }): ServiceImpl<'pick-engine'> {
  /**
   * The card a day's read answers: the date's card when a date is asked for, else the card shown
   * now (the card table owns which one that is). `date` is the answer's date when none is found.
   */
  async function cardToRead(req: { date?: string; now?: string }): Promise<{ card: Card | null; date: string; picks: StoredPick[] }> {
    const date = dateOf(req.date);
    const now = instant(req.now, d.now());
    const card = date ? await cardOn(d.pool, date) : await cardShownAt(d.pool, now);
    const day = card?.date ?? date ?? todayAt(now);
    return { card, date: day, picks: card ? await picksForDate(d.pool, day) : [] };
  }

  return {
    async GetLedgerCheckpoint() {
      return toProtoCheckpoint(await (await d.ledger()).current());
    },

    async GetLedgerKey() {
      const l = await d.ledger();
      return { verifierKey: l.verifierKey, origin: l.origin };
    },

    async ListLedgerCheckpoints(req) {
      const date = dateOf(req.date);
      if (!date) throw invalid('invalid_date', 'date is required (YYYY-MM-DD)');
      return { checkpoints: (await (await d.ledger()).checkpointsOn(date)).map(toProtoCheckpoint) };
    },

    async GetLedgerProof(req) {
      if (!req.pickId) throw invalid('invalid_pick_id', 'pickId is required');
      return (await d.ledger()).proof(req.pickId);
    },

    async GetLedgerConsistency(req) {
      return (await d.ledger()).consistency(Number(req.from), Number(req.to));
    },

    async ListLedgerTimestamps(req) {
      const date = dateOf(req.date);
      if (!date) throw invalid('invalid_date', 'date is required (YYYY-MM-DD)');
      const rows = await timestampsOn(d.pool, date);
      return {
        timestamps: rows.map((t) => ({
          treeSize: t.treeSize,
          checkpoint: t.note,
          digest: t.digest.toString('hex'),
          ots: t.proof.toString('base64'),
          status: t.status,
          calendars: t.calendars,
          stampedAt: t.stampedAt,
          upgradedAt: t.upgradedAt ?? '',
        })),
      };
    },

    async GetDailyPicks(req) {
      const { card, date, picks } = await cardToRead(req);
      return {
        date,
        picks: await protoPicks(d.pool, picks),
        simulated: picks.some((p) => p.simulated),
        shownFrom: card?.shownFrom ?? '',
        freePickId: card?.freePickId ?? '',
        complete: card !== null && (await dayExists(d.pool, date)),
      };
    },

    async GetCard(req) {
      const { card, date, picks } = await cardToRead(req);
      return {
        date,
        found: card !== null,
        shownFrom: card?.shownFrom ?? '',
        pickIds: card?.pickIds ?? [],
        freePickId: card?.freePickId ?? '',
        parlayId: card?.parlayId ?? '',
        publishedAt: card?.publishedAt ?? '',
        picks: await protoPicks(d.pool, picks),
        simulated: picks.some((p) => p.simulated),
      };
    },

    async GetDailyParlay(req) {
      // The parlay of a card: the date asked for, else the card shown now (as GetDailyPicks).
      const asked = dateOf(req.date);
      const date = asked ?? (await cardShownAt(d.pool, instant(req.now, d.now())))?.date ?? todayAt(instant(req.now, d.now()));
      const x = await parlayOn(d.pool, date);
      return x ? { date, found: true, parlay: toProtoParlay(x) } : { date, found: false };
    },

    async GetPick(req) {
      const p = await pickById(d.pool, req.pickId);
      if (!p) throw notFound('pick_not_found', 'Pick not found');
      return (await protoPicks(d.pool, [p]))[0]!;
    },

    async Generate(req, ctx) {
      // Parsed before the generator takes its lock: a date that does not exist never holds it.
      const date = dateOf(req.date);
      return d.generator.request({ date, sports: req.sports, requestedBy: req.requestedBy || ctx.userId || 'admin' });
    },

    async GetGenerationStatus() {
      const run = await latestRun(d.pool);
      const now = d.now();
      const next = nextGenerationTime(now);
      const running = !!run && run.finishedAt === null && now.getTime() - Date.parse(run.startedAt) < LOCK_STALE_MS;
      return {
        running,
        runId: run?.runId ?? '',
        sports: run?.progress ?? [],
        lastRunAt: run?.startedAt ?? '',
        nextRunAt: next.ok ? next.value.toISOString() : '',
      };
    },

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
