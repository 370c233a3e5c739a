import { createPlanHolders } from './plan-holders';

describe('plan holders (the users whose decisions go straight to the guarded path)', () => {
  it('remembers who holds a plan, and past its bound forgets the oldest first', () => {
    const holders = createPlanHolders(2);
    holders.add('a');
    holders.add('b');
    holders.add('a');
    expect([holders.has('a'), holders.has('b'), holders.has('c')]).toEqual([true, true, false]);
    holders.add('c');
    expect([holders.has('a'), holders.has('b'), holders.has('c'), holders.size]).toEqual([false, true, true, 2]);
  });
});
