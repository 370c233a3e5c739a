import { mayReadPick, readingPlan } from './pick-access';

describe('readingPlan (issue 30: "Results shows Locked on every pick for an admin on the Free plan")', () => {
  test('an admin reads as Pro whatever their plan; a member or a visitor reads at their own plan', () => {
    expect(readingPlan({ role: 'admin' }, 'free')).toBe('pro');
    expect(readingPlan({ role: 'user' }, 'free')).toBe('free');
    expect(readingPlan({ role: 'user' }, 'pro')).toBe('pro');
    expect(readingPlan({ role: 'guest' }, 'free')).toBe('free');
    expect(readingPlan(null, 'free')).toBe('free');
    expect(mayReadPick({ free: false, result: null }, readingPlan({ role: 'admin' }, 'free'))).toBe(true);
  });
});
