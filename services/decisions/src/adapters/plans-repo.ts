// Postgres repository of play plans (stake, bankroll, unit size, limits) and pending limit raises.
// A user's plan row is the lock of the guarded decide path (guarded-decide.ts).
import type { Queryable } from '@gary/platform';
import type { Buckets } from '../domain/periods';
import { LIMIT_NAMES, type LimitName, type Limits, type Used } from '../domain/limits';
import type { MarkerDecision, MarkerInputs } from '../domain/harm-markers';
import type { SpendDecision } from '../domain/spend';

export interface Plan {
  userId: string;
  stakeUnits: number;
  bankroll: number | null;
  unitSize: number | null;
  limits: Limits;
}

export interface PendingRaise {
  name: LimitName;
  value: number | null;
  appliesAt: Date;
}

type PlanDb = Record<'user_id', string> & Record<'stake_units' | 'bankroll' | 'unit_size' | LimitName, string | number | null>;

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

function toPlan(r: PlanDb): Plan {
  const limits = Object.fromEntries(LIMIT_NAMES.map((n) => [n, num(r[n])])) as Limits;
  return { userId: r.user_id, stakeUnits: Number(r.stake_units), bankroll: num(r.bankroll), unitSize: num(r.unit_size), limits };
}

/** The only column names that reach SQL text come from this list. */
const column = (name: LimitName): string => {
  if (!(LIMIT_NAMES as readonly string[]).includes(name)) throw new Error(`not a limit: ${name}`);
  return name;
};

export function createPlansRepo(db: Queryable) {
  return {
    async get(userId: string, forUpdate = false): Promise<Plan | null> {
      const { rows } = await db.query<PlanDb>(`SELECT * FROM play_plans WHERE user_id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [userId]);
      return rows[0] ? toPlan(rows[0]) : null;
    },
    /** Creates the plan row (stake 1, no limits) if missing; from then on the user decides through the guarded path. */
    async ensure(userId: string, at: Date): Promise<void> {
      await db.query('INSERT INTO play_plans (user_id, updated_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, at]);
    },
    async setLimit(userId: string, name: LimitName, value: number | null, at: Date): Promise<void> {
      await db.query(`UPDATE play_plans SET ${column(name)} = $2, updated_at = $3 WHERE user_id = $1`, [userId, value, at]);
    },
    async setMoney(userId: string, patch: { stakeUnits?: number; bankroll?: number | null; unitSize?: number | null }, at: Date): Promise<void> {
      await db.query(
        `UPDATE play_plans SET
           stake_units = COALESCE($2, stake_units),
           bankroll = CASE WHEN $3::boolean THEN $4 ELSE bankroll END,
           unit_size = CASE WHEN $5::boolean THEN $6 ELSE unit_size END,
           updated_at = $7
         WHERE user_id = $1`,
        [userId, patch.stakeUnits ?? null, patch.bankroll !== undefined, patch.bankroll ?? null, patch.unitSize !== undefined, patch.unitSize ?? null, at],
      );
    },
    async pending(userId: string): Promise<PendingRaise[]> {
      const { rows } = await db.query<{ name: LimitName; value: string | null; applies_at: Date }>(
        'SELECT name, value, applies_at FROM play_limit_raises WHERE user_id = $1 AND cancelled_at IS NULL AND applied_at IS NULL ORDER BY name',
        [userId],
      );
      return rows.map((r) => ({ name: r.name, value: num(r.value), appliesAt: r.applies_at }));
    },
    /** Replaces any pending raise of this limit with a new one. */
    async addRaise(userId: string, name: LimitName, value: number | null, at: Date, appliesAt: Date): Promise<void> {
      await db.query('UPDATE play_limit_raises SET cancelled_at = $3 WHERE user_id = $1 AND name = $2 AND cancelled_at IS NULL AND applied_at IS NULL', [userId, name, at]);
      await db.query('INSERT INTO play_limit_raises (user_id, name, value, requested_at, applies_at) VALUES ($1, $2, $3, $4, $5)', [userId, name, value, at, appliesAt]);
    },
    async cancelRaise(userId: string, name: LimitName, at: Date): Promise<boolean> {
      const r = await db.query('UPDATE play_limit_raises SET cancelled_at = $3 WHERE user_id = $1 AND name = $2 AND cancelled_at IS NULL AND applied_at IS NULL', [userId, name, at]);
      return (r.rowCount ?? 0) > 0;
    },
    /** Applies the raises whose 24 hours are over (call with the plan row locked). */
    async applyDueRaises(userId: string, at: Date): Promise<number> {
      const { rows } = await db.query<{ name: LimitName; value: string | null }>(
        `UPDATE play_limit_raises SET applied_at = $2
         WHERE user_id = $1 AND cancelled_at IS NULL AND applied_at IS NULL AND applies_at <= $2
         RETURNING name, value`,
        [userId, at],
      );
      for (const r of rows) await db.query(`UPDATE play_plans SET ${column(r.name)} = $2, updated_at = $3 WHERE user_id = $1`, [userId, num(r.value), at]);
      return rows.length;
    },
    /** Decisions and units at stake in the current Eastern day and week (decided_on). */
    async used(userId: string, buckets: Buckets): Promise<Used> {
      const { rows } = await db.query<{ day_count: number; day_units: string; week_count: number; week_units: string }>(
        `SELECT count(*) FILTER (WHERE decided_on = $2::date)::int AS day_count,
                COALESCE(sum(stake_units) FILTER (WHERE decided_on = $2::date), 0) AS day_units,
                count(*)::int AS week_count,
                COALESCE(sum(stake_units), 0) AS week_units
         FROM decisions WHERE user_id = $1 AND decided_on >= $3::date`,
        [userId, buckets.today, buckets.week],
      );
      const r = rows[0]!;
      return { dayCount: r.day_count, dayUnits: Number(r.day_units), weekCount: r.week_count, weekUnits: Number(r.week_units) };
    },
    /** The user's decisions made on or after `since` (an Eastern date), for My Spend. */
    async spendSince(userId: string, since: string): Promise<SpendDecision[]> {
      const { rows } = await db.query<{ decided_on: string; decision: SpendDecision['decision']; odds: number; result: SpendDecision['pickResult']; stake_units: number }>(
        `SELECT to_char(d.decided_on, 'YYYY-MM-DD') AS decided_on, d.decision, COALESCE(p.settled_odds, p.odds) AS odds, p.result, d.stake_units::float8 AS stake_units
         FROM decisions d JOIN picks p ON p.pick_id = d.pick_id
         WHERE d.user_id = $1 AND d.decided_on >= $2::date`,
        [userId, since],
      );
      return rows.map((r) => ({ decidedOn: r.decided_on, decision: r.decision, pickOdds: r.odds, pickResult: r.result, stakeUnits: r.stake_units }));
    },
    /** What the harm markers read: 30 days of decisions and raise requests, 7 days of picks decided per day. */
    async markerInputs(userId: string, now: Date, since7: string): Promise<Omit<MarkerInputs, 'now'>> {
      const since30 = new Date(now.getTime() - 30 * 86_400_000);
      const [decisions, raises, days] = await Promise.all([
        db.query<{ decided_at: Date; stake_units: number; outcome: MarkerDecision['outcome'] }>(
          'SELECT decided_at, stake_units::float8 AS stake_units, outcome FROM decisions WHERE user_id = $1 AND decided_at >= $2',
          [userId, since30],
        ),
        db.query<{ requested_at: Date }>('SELECT requested_at FROM play_limit_raises WHERE user_id = $1 AND requested_at >= $2', [userId, since30]),
        db.query<{ date: string; picks: number; decided: number }>(
          `SELECT to_char(p.pick_date, 'YYYY-MM-DD') AS date, count(*)::int AS picks, count(d.user_id)::int AS decided
           FROM picks p LEFT JOIN decisions d ON d.pick_id = p.pick_id AND d.user_id = $1
           WHERE p.pick_date >= $2::date GROUP BY p.pick_date`,
          [userId, since7],
        ),
      ]);
      return {
        decisions: decisions.rows.map((r) => ({ decidedAt: r.decided_at, stakeUnits: r.stake_units, outcome: r.outcome })),
        raisesRequestedAt: raises.rows.map((r) => r.requested_at),
        days: days.rows,
      };
    },
    async setStakeOf(userId: string, pickId: string, stakeUnits: number): Promise<void> {
      await db.query('UPDATE decisions SET stake_units = $3 WHERE user_id = $1 AND pick_id = $2', [userId, pickId, stakeUnits]);
    },
  };
}

export type PlansRepo = ReturnType<typeof createPlansRepo>;
