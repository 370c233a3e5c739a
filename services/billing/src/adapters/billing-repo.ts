// Postgres repository of customers, subscriptions, applied webhook events and checkouts.
import { randomBytes } from 'node:crypto';
import type { Pool, Queryable } from '@gary/platform';
import type { SubState } from '../domain/subscription-state';

export interface SubRow extends SubState {
  id: string;
  userId: string | null;
  customerId: string | null;
}

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
}

const toSub = (r: RawSub): SubRow => ({
  id: r.id,
  userId: r.user_id,
  customerId: r.customer_id,
  status: r.status,
  currentPeriodEnd: r.current_period_end ? Math.floor(r.current_period_end.getTime() / 1000) : null,
  cancelAtPeriodEnd: r.cancel_at_period_end,
  stateAt: Number(r.state_at),
});

const toDate = (sec: number | null) => (sec === null ? null : new Date(sec * 1000));

export function createBillingRepo(db: Queryable) {
  return {
    async upsertCustomer(userId: string, email: string): Promise<void> {
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
        `INSERT INTO subscriptions (id, user_id, customer_id, status, current_period_end, cancel_at_period_end, state_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now())
         ON CONFLICT (id) DO UPDATE SET user_id = EXCLUDED.user_id, customer_id = EXCLUDED.customer_id, status = EXCLUDED.status,
           current_period_end = EXCLUDED.current_period_end, cancel_at_period_end = EXCLUDED.cancel_at_period_end,
           state_at = EXCLUDED.state_at, updated_at = now()`,
        [s.id, s.userId, s.customerId, s.status, toDate(s.currentPeriodEnd), s.cancelAtPeriodEnd, s.stateAt],
      );
    },
    async subsOfUser(userId: string): Promise<SubRow[]> {
      const { rows } = await db.query<RawSub>('SELECT * FROM subscriptions WHERE user_id = $1', [userId]);
      return rows.map(toSub);
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

/** The secret named `name`, generated on first use (prefix + 32 random bytes); concurrent starts agree. */
export async function secretOf(pool: Pool, name: string, prefix: string): Promise<string> {
  await pool.query('INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, `${prefix}${randomBytes(32).toString('hex')}`]);
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM secrets WHERE name = $1', [name]);
  return rows[0]!.value;
}
