// The gateway's read-through of pick-engine's GetDailyPicks: the day's picks are the same for every
// caller (gating happens per caller, in picks.routes and the pick-status hub), and at 10:00 every
// reader asks at once, so one call answers all the readers of the next moment, per date ('' is
// today). A failed call is not kept: the next reader asks again. The picks routes and the live
// pick-status hub read through the same one, so a status event costs no call of its own. A new
// card (card.published, pick-engine's) drops what is kept, so its first picks show at once.
import { randomUUID } from 'node:crypto';
import type { CallOptions, EventBus } from '@gary/platform';
import type { picksV1 } from '@gary/protos';
import type { FastifyInstance } from 'fastify';

/** Long enough to absorb a rush, short enough that a new pick or grade shows within a second. */
export const DAILY_CACHE_MS = 1_000;

export type DailyPicks = (date: string, options?: CallOptions) => Promise<picksV1.DailyPicks__Output>;

export function dailyPicksReader(app: FastifyInstance, cacheMs: number = DAILY_CACHE_MS, bus?: EventBus): DailyPicks {
  const cached = new Map<string, { at: number; answer: Promise<picksV1.DailyPicks__Output> }>();
  if (bus) {
    // Every replica hears every card (its own Kafka group); a failure to subscribe only keeps the short cache.
    const subscribing = bus
      .subscribe({
        groupId: bus.kind === 'kafka' ? `gateway-cards-${randomUUID()}` : 'gateway-cards',
        topics: ['card.published'],
        fromBeginning: false,
        handler: async (event) => {
          if (event.type === 'card.published') cached.clear();
        },
      })
      .catch((err) => {
        app.log.warn({ err }, 'card.published unavailable: the picks cache keeps its short life only');
        return null;
      });
    app.addHook('onClose', async () => void (await (await subscribing)?.close()));
  }
  return (date, options = {}) => {
    const t = Date.now();
    const hit = cached.get(date);
    if (hit && t - hit.at < cacheMs) return hit.answer;
    for (const [d, e] of cached) if (t - e.at >= cacheMs) cached.delete(d);
    const answer = app.services('pick-engine').GetDailyPicks({ date, now: '' }, options);
    const entry = { at: t, answer };
    cached.set(date, entry);
    answer.catch(() => {
      if (cached.get(date) === entry) cached.delete(date);
    });
    return answer;
  };
}
