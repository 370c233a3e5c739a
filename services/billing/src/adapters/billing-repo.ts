// Postgres repository of customers, subscriptions, applied webhook events and checkouts.
import type { Queryable } from '@gary/platform';
import type { SubState } from '../domain/subscription-state';

export interface SubRow extends SubState {
  id: string;
  userId: string | null;
  customerId: string | null;
  /** Set when this subscription became active while its user already had one: owed a refund, never counted. */
  duplicateOf?: string | null;
}

export interface RefundRow {
  subscription_id: string;
  user_id: string;
  kept_id: string;
}

/** Statuses that give access; a user has at most one such subscription (the database's partial unique index). */
export const ACTIVE_STATUSES = ['active', 'trialing'] as const;

export interface CheckoutRow {
  id: string;
  user_id: string;
  email: string;
  status: 'open' | 'complete' | 'expired';
  simulated: boolean;
  url: string;
  amount_cents: number;
  success_url: string;
  cancel_url: string;
}

interface RawSub {
  id: string;
  user_id: string | null;
  customer_id: string | null;
  status: string;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  state_at: string;
  duplicate_of: string | null;
}

const toSub = (r: RawSub): SubRow => ({
  id: r.id,
  userId: r.user_id,
  customerId: r.customer_id,
  status: r.status,
  currentPeriodEnd: r.current_period_end ? Math.floor(r.current_period_end.getTime() / 1000) : null,
  cancelAtPeriodEnd: r.cancel_at_period_end,
  stateAt: Number(r.state_at),
  duplicateOf: r.duplicate_of,
});

const toDate = (sec: number | null) => (sec === null ? null : new Date(sec * 1000));

export function createBillingRepo(db: Queryable) {
  return {
    async upsertCustomer(userId: string, email: string): Promise<void> {
      // DO NOTHING also keeps a forgotten member's row forgotten (a redelivered user.registered).
      await db.query('INSERT INTO customers (user_id, email) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, email]);
    },
    async customer(userId: string): Promise<{ email: string; stripe_customer_id: string | null } | null> {
      const { rows } = await db.query<{ email: string; stripe_customer_id: string | null }>('SELECT email, stripe_customer_id FROM customers WHERE user_id = $1', [userId]);
      return rows[0] ?? null;
    },
    async userOfCustomer(stripeCustomerId: string): Promise<string | null> {
      const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM customers WHERE stripe_customer_id = $1', [stripeCustomerId]);
      return rows[0]?.user_id ?? null;
    },
    async linkCustomer(userId: string, email: string, stripeCustomerId: string): Promise<void> {
      await db.query(
        `INSERT INTO customers (user_id, email, stripe_customer_id) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET stripe_customer_id = COALESCE(customers.stripe_customer_id, EXCLUDED.stripe_customer_id)`,
        [userId, email, stripeCustomerId],
      );
    },
    /** Records an event id; false when it was already recorded (a replay). */
    async recordEvent(id: string, type: string, created: number): Promise<boolean> {
      const r = await db.query('INSERT INTO webhook_events (id, type, created) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [id, type, created]);
      return (r.rowCount ?? 0) > 0;
    },
    async setEventOutcome(id: string, outcome: string): Promise<void> {
      await db.query('UPDATE webhook_events SET outcome = $2 WHERE id = $1', [id, outcome]);
    },
    /** The subscription row, locked for this transaction (concurrent events on it are serialised). */
    async subForUpdate(id: string): Promise<SubRow | null> {
      const { rows } = await db.query<RawSub>('SELECT * FROM subscriptions WHERE id = $1 FOR UPDATE', [id]);
      return rows[0] ? toSub(rows[0]) : null;
    },
    async saveSub(s: SubRow): Promise<void> {
      await db.query(
        `INSERT INTO subscriptions (id, user_id, customer_id, status, current_period_end, cancel_at_period_end, state_at, duplicate_of, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
         ON CONFLICT (id) DO UPDATE SET user_id = EXCLUDED.user_id, customer_id = EXCLUDED.customer_id, status = EXCLUDED.status,
           current_period_end = EXCLUDED.current_period_end, cancel_at_period_end = EXCLUDED.cancel_at_period_end,
           state_at = EXCLUDED.state_at, duplicate_of = COALESCE(subscriptions.duplicate_of, EXCLUDED.duplicate_of), updated_at = now()`,
        [s.id, s.userId, s.customerId, s.status, toDate(s.currentPeriodEnd), s.cancelAtPeriodEnd, s.stateAt, s.duplicateOf ?? null],
      );
    },
    /** The user's subscriptions that count (duplicates owed a refund never do). */
    async subsOfUser(userId: string): Promise<SubRow[]> {
      const { rows } = await db.query<RawSub>('SELECT * FROM subscriptions WHERE user_id = $1 AND duplicate_of IS NULL', [userId]);
      return rows.map(toSub);
    },
    /** Serialises this transaction with every other one that makes a subscription of this user active. */
    async lockUser(userId: string): Promise<void> {
      await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`billing:user:${userId}`]);
    },
    /** The user's active subscriptions other than `exceptId` (duplicates excluded). */
    async otherActive(userId: string, exceptId: string): Promise<SubRow[]> {
      const { rows } = await db.query<RawSub>(
        `SELECT * FROM subscriptions WHERE user_id = $1 AND id <> $2 AND status = ANY($3) AND duplicate_of IS NULL ORDER BY current_period_end DESC NULLS FIRST FOR UPDATE`,
        [userId, exceptId, ACTIVE_STATUSES],
      );
      return rows.map(toSub);
    },
    async sub(id: string): Promise<SubRow | null> {
      const { rows } = await db.query<RawSub>('SELECT * FROM subscriptions WHERE id = $1', [id]);
      return rows[0] ? toSub(rows[0]) : null;
    },
    async addRefund(subscriptionId: string, userId: string, keptId: string): Promise<void> {
      await db.query('INSERT INTO refunds (subscription_id, user_id, kept_id) VALUES ($1, $2, $3) ON CONFLICT (subscription_id) DO NOTHING', [subscriptionId, userId, keptId]);
    },
    /** Pending refunds nobody is working on (a claim older than five minutes is given up), claimed for this caller. */
    async claimRefunds(limit: number): Promise<RefundRow[]> {
      const { rows } = await db.query<RefundRow>(
        `UPDATE refunds SET claimed_at = now(), attempts = attempts + 1
         WHERE subscription_id IN (
           SELECT subscription_id FROM refunds WHERE status = 'pending' AND (claimed_at IS NULL OR claimed_at < now() - interval '5 minutes')
           ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING subscription_id, user_id, kept_id`,
        [limit],
      );
      return rows;
    },
    async finishRefund(subscriptionId: string): Promise<void> {
      await db.query(`UPDATE refunds SET status = 'done', done_at = now(), last_error = NULL WHERE subscription_id = $1`, [subscriptionId]);
    },
    async refundFailed(subscriptionId: string, error: string): Promise<void> {
      await db.query(`UPDATE refunds SET claimed_at = NULL, last_error = $2 WHERE subscription_id = $1`, [subscriptionId, error.slice(0, 500)]);
    },
    /** Open checkouts of a user other than `exceptId`. */
    async openCheckoutsOf(userId: string, exceptId: string): Promise<CheckoutRow[]> {
      const { rows } = await db.query<CheckoutRow>(`SELECT * FROM checkouts WHERE user_id = $1 AND id <> $2 AND status = 'open'`, [userId, exceptId]);
      return rows;
    },
    /** Simulated subscriptions cancelled at period end whose period is over (Stripe would delete them). */
    async simulatedDue(nowSec: number): Promise<SubRow[]> {
      const { rows } = await db.query<RawSub>(
        `SELECT * FROM subscriptions WHERE id LIKE 'sub_sim_%' AND cancel_at_period_end AND status IN ('active', 'trialing')
         AND current_period_end <= $1 LIMIT 100`,
        [new Date(nowSec * 1000)],
      );
      return rows.map(toSub);
    },
    async insertCheckout(c: CheckoutRow): Promise<void> {
      await db.query(
        `INSERT INTO checkouts (id, user_id, email, status, simulated, url, amount_cents, success_url, cancel_url) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [c.id, c.user_id, c.email, c.status, c.simulated, c.url, c.amount_cents, c.success_url, c.cancel_url],
      );
    },
    async checkout(id: string): Promise<CheckoutRow | null> {
      const { rows } = await db.query<CheckoutRow>('SELECT * FROM checkouts WHERE id = $1', [id]);
      return rows[0] ?? null;
    },
    /** Moves an open checkout to a final status; false if it was no longer open (the guard against double payment). */
    async closeCheckout(id: string, status: 'complete' | 'expired'): Promise<boolean> {
      const r = await db.query(`UPDATE checkouts SET status = $2 WHERE id = $1 AND status = 'open'`, [id, status]);
      return (r.rowCount ?? 0) > 0;
    },
    async reopenCheckout(id: string): Promise<void> {
      await db.query(`UPDATE checkouts SET status = 'open' WHERE id = $1`, [id]);
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
