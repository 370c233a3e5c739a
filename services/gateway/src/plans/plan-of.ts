// The gateway's entitlement helper: planOf(caller) -> 'free' | 'pro' for plan gating in any route.
// Billing's answer is cached briefly per user and dropped the moment billing publishes
// subscription.changed for that user; anonymous callers, guests and any error are free.
import { randomUUID } from 'node:crypto';
import type { EventBus, Subscription } from '@gary/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from '../plugins/caller.plugin';
import { readingPlan } from '../routes/pick-access';

export type Plan = 'free' | 'pro';

export interface EntitlementView {
  plan: Plan;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export const FREE: EntitlementView = { plan: 'free', status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false };

export interface Plans {
  planOf(caller: Caller | null | undefined): Promise<Plan>;
  entitlementOf(caller: Caller | null | undefined): Promise<EntitlementView>;
  invalidate(userId: string): void;
}

export function createPlans(opts: { load: (userId: string) => Promise<EntitlementView>; ttlMs?: number; now?: () => number; maxEntries?: number }): Plans {
  const ttl = opts.ttlMs ?? 30_000;
  const now = opts.now ?? Date.now;
  const max = opts.maxEntries ?? 20_000;
  const cache = new Map<string, { value: EntitlementView; expires: number }>();
  const inflight = new Map<string, Promise<EntitlementView>>();
  // Bumped on invalidation, so an answer that was already on its way is not cached over the news.
  const version = new Map<string, number>();

  async function entitlementOf(caller: Caller | null | undefined): Promise<EntitlementView> {
    if (!caller || caller.guest) return FREE;
    const id = caller.userId;
    const hit = cache.get(id);
    if (hit && hit.expires > now()) return hit.value;
    const running = inflight.get(id);
    if (running) return running;
    const v = version.get(id) ?? 0;
    const p = opts
      .load(id)
      .then((value) => {
        if ((version.get(id) ?? 0) === v) {
          if (cache.size >= max) cache.delete(cache.keys().next().value as string);
          cache.set(id, { value, expires: now() + ttl });
        }
        return value;
      })
      .catch(() => FREE)
      .finally(() => inflight.delete(id));
    inflight.set(id, p);
    return p;
  }

  return {
    entitlementOf,
    planOf: async (caller) => (await entitlementOf(caller)).plan,
    invalidate(userId) {
      cache.delete(userId);
      inflight.delete(userId);
      version.set(userId, (version.get(userId) ?? 0) + 1);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    plans: Plans;
    /** 'free' | 'pro' for the caller: what plan-gated routes ask (an admin reads as Pro; billing's plan is app.plans). */
    planOf(caller: Caller | null | undefined): Promise<Plan>;
  }
}

/** Decorates app.plans and app.planOf; with a bus, each gateway replica hears subscription.changed. */
export const plansPlugin = fp(async (app: FastifyInstance, opts: { bus?: EventBus; ttlMs?: number }) => {
  const plans = createPlans({
    ttlMs: opts.ttlMs,
    load: async (userId) => {
      const e = await app.services('billing').GetEntitlement({ userId });
      return { plan: e.plan === 'pro' ? 'pro' : 'free', status: e.status || 'none', currentPeriodEnd: e.currentPeriodEnd || null, cancelAtPeriodEnd: e.cancelAtPeriodEnd };
    },
  });
  app.decorate('plans', plans);
  // What gated routes ask: the plan picks are read at (pick-access.ts: an admin reads as Pro).
  app.decorate('planOf', async (caller: Caller | null | undefined) => readingPlan(caller, await plans.planOf(caller)));
  let sub: Subscription | null = null;
  if (opts.bus) {
    sub = await opts.bus.subscribe({
      // Its own group per replica: every gateway must drop its copy, not just one of them.
      groupId: `gateway-plans-${randomUUID()}`,
      topics: ['subscription.changed'],
      // A new replica starts with an empty cache: past changes have nothing to invalidate.
      fromBeginning: false,
      handler: async (event) => {
        if (event.type === 'subscription.changed') plans.invalidate(event.data.userId);
      },
    });
  }
  app.addHook('onClose', async () => {
    if (sub) await sub.close();
  });
});
