import { createPlans, FREE, type EntitlementView } from './plan-of';

const PRO: EntitlementView = { plan: 'pro', status: 'active', currentPeriodEnd: '2026-05-01T00:00:00.000Z', cancelAtPeriodEnd: false };
const member = { userId: 'u1', role: 'user' as const, guest: false };

describe('planOf(caller): cached briefly, invalidated by subscription.changed, free on any error', () => {
  it('anonymous callers and guests are free without asking billing', async () => {
    const load = jest.fn(async () => PRO);
    const plans = createPlans({ load });
    expect(await plans.planOf(null)).toBe('free');
    expect(await plans.planOf({ userId: 'g', role: 'guest', guest: true })).toBe('free');
    expect(load).not.toHaveBeenCalled();
  });

  it('caches a member’s plan for the TTL, then asks again', async () => {
    let t = 0;
    const load = jest.fn(async () => PRO);
    const plans = createPlans({ load, ttlMs: 1000, now: () => t });
    expect(await plans.planOf(member)).toBe('pro');
    expect(await plans.planOf(member)).toBe('pro');
    expect(load).toHaveBeenCalledTimes(1);
    t = 1001;
    await plans.planOf(member);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an invalidation drops the cached plan at once', async () => {
    let answer = FREE;
    const plans = createPlans({ load: async () => answer });
    expect(await plans.planOf(member)).toBe('free');
    answer = PRO;
    expect(await plans.planOf(member)).toBe('free');
    plans.invalidate('u1');
    expect(await plans.planOf(member)).toBe('pro');
  });

  it('an answer already on its way when the invalidation comes is not cached', async () => {
    let release!: (v: EntitlementView) => void;
    const calls: number[] = [];
    const plans = createPlans({
      load: (): Promise<EntitlementView> => {
        calls.push(1);
        return calls.length === 1 ? new Promise((r) => (release = r)) : Promise.resolve(PRO);
      },
    });
    const first = plans.planOf(member);
    plans.invalidate('u1');
    release(FREE);
    expect(await first).toBe('free');
    expect(await plans.planOf(member)).toBe('pro');
  });

  it('free on any error, and the error is not cached', async () => {
    let fail = true;
    const plans = createPlans({ load: async () => (fail ? Promise.reject(new Error('billing down')) : PRO) });
    expect(await plans.planOf(member)).toBe('free');
    fail = false;
    expect(await plans.planOf(member)).toBe('pro');
  });
});
