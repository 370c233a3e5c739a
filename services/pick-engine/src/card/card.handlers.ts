// The card's gRPC handlers: the day's card (GetDailyPicks, GetCard) and one pick (GetPick), each pick
// as the wire carries it: its stored fields, its analysis from the facts snapshot, its price to beat
// and live prices (live), its fair line and starters (live). Errors are AppErrors (mapped to status
// codes in one place by @gary/platform).
import { notFound, pickFields, type Pool, type ServiceImpl } from '@gary/platform';
import type { picksV1 } from '@gary/protos';
import { pickById, picksForDate } from '../adapters/picks-repo';
import type { StoredPick } from '../domain/stored-pick';
import { starterChangeText } from '../domain/starters';
import { dayExists } from '../generation/adapters/publish-repo';
import { dateOf, instant } from '../grpc/request-args';
import { edgeInfoFor, type PickEdgeInfo } from '../live/adapters/edge-repo';
import { liveInfoFor, type PickLiveInfo } from '../live/adapters/live-repo';
import { cardOn, cardShownAt, type Card } from './adapters/card-repo';
import { todayAt } from './card';
import { pickAnalysis, type PickAnalysis } from './domain/pick-analysis';

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

export function cardHandlers(d: { pool: Pool; now: () => Date }): Pick<ServiceImpl<'pick-engine'>, 'GetDailyPicks' | 'GetCard' | 'GetPick'> {
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

    async GetPick(req) {
      const p = await pickById(d.pool, req.pickId);
      if (!p) throw notFound('pick_not_found', 'Pick not found');
      return (await protoPicks(d.pool, [p]))[0]!;
    },
  };
}
