import { addOneMonth, entitlementOf, FREE, isNewer, isPro, type SubState } from './subscription-state';

const T = 1_767_000_000;
const sub = (p: Partial<SubState>): SubState => ({ status: 'active', currentPeriodEnd: T + 30 * 86_400, cancelAtPeriodEnd: false, stateAt: T, ...p });

describe('entitlement = Pro while active, until the end of a cancelled period, free otherwise', () => {
  it('no subscription is free', () => expect(entitlementOf([], T)).toEqual(FREE));
  it('active is pro', () => expect(entitlementOf([sub({})], T).plan).toBe('pro'));
  it('active with an unknown period end (just checked out) is pro', () => expect(isPro(sub({ currentPeriodEnd: null }), T)).toBe(true));
  it('cancelled at period end stays pro until that end, then free', () => {
    const s = sub({ cancelAtPeriodEnd: true });
    expect(isPro(s, T + 30 * 86_400 - 1)).toBe(true);
    expect(isPro(s, T + 30 * 86_400)).toBe(false);
  });
  it.each(['past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused'])('%s is free', (status) => {
    expect(entitlementOf([sub({ status })], T)).toMatchObject({ plan: 'free', status });
  });
  it('a missed renewal keeps pro for the three days Stripe retries, not forever', () => {
    const s = sub({ currentPeriodEnd: T });
    expect(isPro(s, T + 2 * 86_400)).toBe(true);
    expect(isPro(s, T + 3 * 86_400)).toBe(false);
  });
  it('an old cancelled subscription does not hide a new active one', () => {
    const e = entitlementOf([sub({ status: 'canceled', stateAt: T + 5 }), sub({ stateAt: T })], T);
    expect(e).toMatchObject({ plan: 'pro', status: 'active' });
  });
});

describe("out-of-order events are handled by the subscription's own timestamps", () => {
  it('a newer event applies, an older one does not', () => {
    expect(isNewer(sub({ stateAt: T }), sub({ stateAt: T + 1, cancelAtPeriodEnd: true }))).toBe(true);
    expect(isNewer(sub({ stateAt: T + 1 }), sub({ stateAt: T, status: 'past_due' }))).toBe(false);
  });
  it('a cancelled subscription never comes back, even from a later-dated event', () => {
    expect(isNewer(sub({ status: 'canceled', stateAt: T }), sub({ stateAt: T + 60 }))).toBe(false);
  });
  it('within the same second the state further along wins', () => {
    expect(isNewer(sub({ status: 'active' }), sub({ status: 'canceled' }))).toBe(true);
    expect(isNewer(sub({ status: 'past_due' }), sub({ status: 'active' }))).toBe(false);
    expect(isNewer(sub({ currentPeriodEnd: null }), sub({}))).toBe(true);
  });
});

describe('the simulator bills monthly', () => {
  it('adds one calendar month, clamped to the month end', () => {
    expect(new Date(addOneMonth(Date.UTC(2026, 0, 31, 10) / 1000) * 1000).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(new Date(addOneMonth(Date.UTC(2026, 11, 15) / 1000) * 1000).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});
