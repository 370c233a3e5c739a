// The play plan of a user (stake per ride or fade, bankroll, unit size) and their self-set limits:
// lowering a limit applies at once, raising or removing one waits 24 hours and can be cancelled.
// Every change runs with the plan row locked, as the guarded decide path does.
import { invalid, notFound, withTransaction, type Logger, type Pool } from '@gary/platform';
import { createPlansRepo, type Plan, type PendingRaise } from './adapters/plans-repo';
import { changeLimit, checkLimitValue, checkStake, isLimitName, LIMIT_NAMES, resetsAt, type LimitName, type Used } from './domain/limits';
import { addDays } from '@gary/betting';
import { harmMarkers } from './domain/harm-markers';
import { bucketsAt } from './domain/periods';
import { periodStarts, SPEND_PERIODS, spendBuckets, type SpendPeriod } from './domain/spend';

export interface PlanView {
  userId: string;
  stakeUnits: number;
  bankroll?: number;
  unitSize?: number;
  limits: {
    name: LimitName;
    value?: number;
    pending: boolean;
    pendingValue?: number;
    pendingAppliesAt: string;
    used: number;
    resetsAt: string;
  }[];
}

export interface PlanPatch {
  stakeUnits?: number;
  /** 0 clears it. */
  bankroll?: number;
  unitSize?: number;
  limits?: { name: string; value: number | null }[];
}

const UUID = /^[0-9a-f-]{36}$/i;

function view(userId: string, plan: Plan | null, pending: PendingRaise[], used: Used, now: Date): PlanView {
  const buckets = bucketsAt(now);
  const r = resetsAt(buckets);
  return {
    userId,
    stakeUnits: plan?.stakeUnits ?? 1,
    ...(plan?.bankroll != null ? { bankroll: plan.bankroll } : {}),
    ...(plan?.unitSize != null ? { unitSize: plan.unitSize } : {}),
    limits: LIMIT_NAMES.map((name) => {
      const p = pending.find((x) => x.name === name);
      const value = plan?.limits[name] ?? null;
      const day = name.endsWith('_day');
      return {
        name,
        ...(value !== null ? { value } : {}),
        pending: Boolean(p),
        ...(p && p.value !== null ? { pendingValue: p.value } : {}),
        pendingAppliesAt: p ? p.appliesAt.toISOString() : '',
        used: name.startsWith('decisions') ? (day ? used.dayCount : used.weekCount) : day ? used.dayUnits : used.weekUnits,
        resetsAt: (day ? r.day : r.week).toISOString(),
      };
    }),
  };
}

export function createPlanService(deps: { pool: Pool; now: () => Date; logger?: Logger }) {
  const { pool, now } = deps;

  async function read(userId: string): Promise<PlanView> {
    if (!UUID.test(userId)) throw notFound('user_not_found', 'No such user.');
    const at = now();
    return withTransaction(pool, async (tx) => {
      const plans = createPlansRepo(tx);
      let plan = await plans.get(userId, true);
      if (plan && (await plans.applyDueRaises(userId, at))) plan = await plans.get(userId);
      return view(userId, plan, plan ? await plans.pending(userId) : [], await plans.used(userId, bucketsAt(at)), at);
    });
  }

  return {
    read,

    async update(userId: string, patch: PlanPatch): Promise<PlanView> {
      if (!UUID.test(userId)) throw notFound('user_not_found', 'No such user.');
      // Check everything before changing anything.
      const stake = patch.stakeUnits === undefined ? undefined : checkStake(patch.stakeUnits);
      if (stake && !stake.ok) throw invalid('invalid_stake', stake.message);
      for (const [field, v] of [['bankroll', patch.bankroll], ['unit size', patch.unitSize]] as const) {
        // Kept to the cent: an amount under one cent would be stored as 0, which is not an amount.
        if (v !== undefined && (!Number.isFinite(v) || v < 0 || v > 1e9 || (v > 0 && v < 0.01))) throw invalid('invalid_amount', `A ${field} is an amount of at least 0.01 (0 clears it).`);
      }
      const changes: { name: LimitName; value: number | null }[] = [];
      for (const c of patch.limits ?? []) {
        if (!isLimitName(c.name)) throw invalid('invalid_limit', `A limit is one of ${LIMIT_NAMES.join(', ')}.`);
        const v = checkLimitValue(c.name, c.value);
        if (!v.ok) throw invalid('invalid_limit', v.message);
        if (changes.some((x) => x.name === c.name)) throw invalid('invalid_limit', `${c.name} is given twice.`);
        changes.push({ name: c.name, value: v.value });
      }
      const at = now();
      await withTransaction(pool, async (tx) => {
        const plans = createPlansRepo(tx);
        await plans.ensure(userId, at);
        let plan = (await plans.get(userId, true))!;
        if (await plans.applyDueRaises(userId, at)) plan = (await plans.get(userId))!;
        await plans.setMoney(
          userId,
          {
            stakeUnits: stake?.ok ? stake.value : undefined,
            bankroll: patch.bankroll === undefined ? undefined : patch.bankroll === 0 ? null : patch.bankroll,
            unitSize: patch.unitSize === undefined ? undefined : patch.unitSize === 0 ? null : patch.unitSize,
          },
          at,
        );
        for (const c of changes) {
          const outcome = changeLimit(plan.limits[c.name], c.value, at);
          if (outcome.kind === 'now') {
            await plans.setLimit(userId, c.name, outcome.value, at);
            // A stricter value also ends any raise still waiting.
            await plans.cancelRaise(userId, c.name, at);
          } else if (outcome.kind === 'pending') {
            await plans.addRaise(userId, c.name, outcome.value, at, outcome.appliesAt);
          } else {
            await plans.cancelRaise(userId, c.name, at);
          }
          deps.logger?.info({ userId, limit: c.name, from: plan.limits[c.name], to: c.value, applies: outcome.kind }, 'play limit changed');
        }
      });
      return read(userId);
    },

    /** Net units per period, the last `count` periods (4 to 12, default 8). */
    async spend(userId: string, rawPeriod: string, rawCount: number) {
      if (!UUID.test(userId)) throw notFound('user_not_found', 'No such user.');
      const period = (rawPeriod || 'week') as SpendPeriod;
      if (!SPEND_PERIODS.includes(period)) throw invalid('invalid_period', 'Period must be day, week, month or quarter.');
      const count = rawCount > 0 ? Math.min(Math.max(rawCount, 1), 12) : 8;
      const today = bucketsAt(now()).today;
      const starts = periodStarts(period, today, count);
      const plans = createPlansRepo(pool);
      const [rows, plan] = await Promise.all([plans.spendSince(userId, starts[0]!), plans.get(userId)]);
      return { period, buckets: spendBuckets(rows, period, today, count), ...(plan?.unitSize != null ? { unitSize: plan.unitSize } : {}) };
    },

    /** The harm markers about this user, for this user only. */
    async markers(userId: string) {
      if (!UUID.test(userId)) throw notFound('user_not_found', 'No such user.');
      const at = now();
      const since7 = addDays(bucketsAt(at).today, -6);
      if (!since7.ok) throw new Error(since7.error.message);
      return harmMarkers({ now: at, ...(await createPlansRepo(pool).markerInputs(userId, at, since7.value)) });
    },

    async cancelRaise(userId: string, name: string): Promise<PlanView> {
      if (!UUID.test(userId)) throw notFound('user_not_found', 'No such user.');
      if (!isLimitName(name)) throw invalid('invalid_limit', `A limit is one of ${LIMIT_NAMES.join(', ')}.`);
      const cancelled = await withTransaction(pool, async (tx) => {
        const plans = createPlansRepo(tx);
        if (!(await plans.get(userId, true))) return false;
        await plans.applyDueRaises(userId, now());
        return plans.cancelRaise(userId, name, now());
      });
      if (!cancelled) throw notFound('no_pending_raise', 'There is no raise of that limit waiting to be cancelled.');
      return read(userId);
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
