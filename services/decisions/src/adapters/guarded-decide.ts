// The guarded decide path, for users with a play plan: one transaction that locks the user's plan
// row (FOR UPDATE), applies limit raises whose 24 hours are over, counts the Eastern day's and week's
// decisions and units at stake, refuses a decision that would pass a limit, and otherwise runs the
// same decide statement as the fast path and records the stake. Concurrent decisions of one user
// queue on the plan row, so each counts the ones committed before it: none can pass a limit.
import { withTransaction, type Pool } from '@gary/platform';
import { limitPassed } from '../domain/limits';
import type { Buckets } from '../domain/periods';
import { createDecisionsRepo, type DecideItem, type DecideResult } from './decisions-repo';
import { createPlansRepo } from './plans-repo';

export function createGuardedDecide(pool: Pool) {
  return async function decideGuarded(item: DecideItem, at: Date, buckets: Buckets): Promise<DecideResult> {
    return withTransaction(pool, async (tx) => {
      const plans = createPlansRepo(tx);
      const decisions = createDecisionsRepo(tx);
      let plan = await plans.get(item.userId, true);
      if (!plan) return (await decisions.decideMany([item], at, buckets, true))[0]!;
      if (await plans.applyDueRaises(item.userId, at)) plan = (await plans.get(item.userId))!;
      const { rows } = await tx.query('SELECT 1 FROM decisions WHERE user_id = $1 AND pick_id = $2', [item.userId, item.pickId]);
      // A repeat is answered as a repeat (409), not as a limit.
      if (rows.length === 0) {
        const hit = limitPassed(plan.limits, await plans.used(item.userId, buckets), plan.stakeUnits, buckets);
        if (hit) return { kind: 'limit', hit };
      }
      const [result] = await decisions.decideMany([item], at, buckets, true);
      if (result!.kind === 'made' && plan.stakeUnits !== 1) await plans.setStakeOf(item.userId, item.pickId, plan.stakeUnits);
      return result!;
    });
  };
}

export type GuardedDecide = ReturnType<typeof createGuardedDecide>;
