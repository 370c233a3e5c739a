// GET /api/parlays/today?date=: Parlay of the Day (Pro), gated by the one access rule
// (pick-access.ts mayReadParlay). Pro gets the parlay whole: its legs at the best books' prices,
// the price (product of the legs' decimal prices), the probability (product of the legs', which
// assumes independence, and the answer says so), its grade. Anyone else gets a locked card: the
// card's date (the day its games are played), how many legs, nothing derived from the legs, until
// every leg is graded.
// Riding or fading it goes through POST /api/decisions with its id, like a pick (Pro only there too:
// decisions.routes.ts finds no pick the caller may read under a parlay id).
import { parlayTodayBody, type ApiOpenParlay, type ApiParlayToday } from '@gary/contracts';
import type { picksV1 } from '@gary/protos';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Caller } from '../plugins/caller.plugin';
import { parse } from '../validate';
import { mayReadParlay, type Plan } from './pick-access';
import { dateParam } from './slate.routes';

export const INDEPENDENCE_NOTE = "The probability multiplies the legs' probabilities: it assumes the legs are independent (different games, but same-night results can still move together).";

const query = z.object({ date: dateParam.optional() });

const legResult = (r: string): ApiOpenParlay['legs'][number]['result'] => (r === 'won' || r === 'lost' || r === 'push' || r === 'void' ? r : null);

export function openParlay(x: picksV1.Parlay__Output, now: Date): ApiOpenParlay {
  const result = x.result === 'won' || x.result === 'lost' || x.result === 'push' ? x.result : null;
  return {
    parlayId: x.parlayId,
    date: x.date,
    legCount: x.legCount,
    locked: false,
    odds: x.odds,
    decimalPrice: x.decimalPrice,
    probability: x.probability,
    independence: INDEPENDENCE_NOTE,
    firstGameTime: x.firstGameTime,
    publishedAt: x.publishedAt,
    status: result ? 'graded' : Date.parse(x.firstGameTime) <= now.getTime() ? 'started' : 'open',
    result,
    settledDecimal: x.settledDecimal ?? null,
    units: x.units ?? null,
    legs: x.legs.map((l) => ({
      pickId: l.pickId,
      league: l.league,
      game: l.game,
      gameTime: l.gameTime,
      pick: l.pick,
      price: l.price,
      book: l.book,
      probability: l.probability,
      result: legResult(l.result),
    })),
  };
}


/** Gating in one place: what a caller on a plan may see of the parlay (a parlay is its card's: its date is the game day). */
export function gateParlay(x: picksV1.Parlay__Output, plan: Plan, now: Date): ApiParlayToday['parlay'] {
  if (mayReadParlay(x, plan)) return openParlay(x, now);
  return { date: x.date, legCount: x.legCount, gameDay: x.date, locked: true };
}

export async function parlayRoutes(app: FastifyInstance, opts: { planOf: (caller: Caller | null) => Promise<Plan>; now?: () => Date }): Promise<void> {
  const now = opts.now ?? (() => new Date());
  app.get(
    '/api/parlays/today',
    { config: { openapi: { summary: 'Parlay of the Day (Pro): locked for everyone else until every leg is graded', tags: ['parlays'], query, response: parlayTodayBody } } },
    async (req): Promise<ApiParlayToday> => {
      const q = parse(query, req.query ?? {});
      const [day, plan] = await Promise.all([app.services('pick-engine').GetDailyParlay({ date: q.date ?? '', now: '' }, app.callOptions(req)), opts.planOf(req.caller)]);
      const x = day.found ? day.parlay : null;
      return { date: day.date, plan, simulated: x?.simulated ?? false, parlay: x ? gateParlay(x, plan, now()) : null };
    },
  );
}
