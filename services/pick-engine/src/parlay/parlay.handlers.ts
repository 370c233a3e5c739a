// The Parlay of the Day's gRPC handler: the parlay of a card, the date asked for, else the card shown now.
import type { Pool, ServiceImpl } from '@gary/platform';
import type { picksV1 } from '@gary/protos';
import { cardShownAt } from '../card/adapters/card-repo';
import { todayAt } from '../card/card';
import { dateOf, instant } from '../grpc/request-args';
import { parlayOn, type ParlayView } from './adapters/parlay-repo';
import { parlayUnits } from './domain/parlay-units';

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

export function parlayHandlers(d: { pool: Pool; now: () => Date }): Pick<ServiceImpl<'pick-engine'>, 'GetDailyParlay'> {
  return {
    async GetDailyParlay(req) {
      // The parlay of a card: the date asked for, else the card shown now (as GetDailyPicks).
      const asked = dateOf(req.date);
      const date = asked ?? (await cardShownAt(d.pool, instant(req.now, d.now())))?.date ?? todayAt(instant(req.now, d.now()));
      const x = await parlayOn(d.pool, date);
      return x ? { date, found: true, parlay: toProtoParlay(x) } : { date, found: false };
    },
  };
}
