// The users this replica has seen holding a play plan: their decisions go straight to the guarded
// path (guarded-decide.ts, which locks and reads the plan row), skipping the shared statement that
// would only answer them `guarded`. Only "has a plan" is kept, never "has none": a stale entry (a
// plan erased with its member) costs one guarded transaction that finds no plan and decides as
// anyone, so nothing here needs invalidating for a limit to hold. "Has none" is the shared
// statement's own index probe of play_plans on every decision, so a plan set on another replica
// applies to the next decision everywhere. Bounded: past `max` users the oldest entry goes.
export interface PlanHolders {
  has(userId: string): boolean;
  add(userId: string): void;
  readonly size: number;
}

export function createPlanHolders(max = 100_000): PlanHolders {
  // A Set iterates in insertion order: its first entry is the oldest.
  const users = new Set<string>();
  return {
    has: (userId) => users.has(userId),
    add(userId) {
      if (users.has(userId)) return;
      users.add(userId);
      if (users.size > max) users.delete(users.values().next().value!);
    },
    get size() {
      return users.size;
    },
  };
}
