// A member's billing history for their data export, and what billing forgets when they delete their
// account: the address (customers, checkouts). Subscriptions and checkouts stay under the user id:
// the amounts and dates are the books' records, and nothing in them names the member.
import type { Queryable } from '@gary/platform';

const iso = (d: Date | null) => (d ? d.toISOString() : '');

export async function memberHistory(db: Queryable, userId: string) {
  const [subs, checkouts] = await Promise.all([
    db.query<{ id: string; status: string; current_period_end: Date | null; cancel_at_period_end: boolean; updated_at: Date; duplicate_of: string | null }>(
      'SELECT id, status, current_period_end, cancel_at_period_end, updated_at, duplicate_of FROM subscriptions WHERE user_id = $1 ORDER BY updated_at DESC, id',
      [userId],
    ),
    db.query<{ id: string; status: string; amount_cents: number; simulated: boolean; created_at: Date }>(
      'SELECT id, status, amount_cents, simulated, created_at FROM checkouts WHERE user_id = $1 ORDER BY created_at DESC, id',
      [userId],
    ),
  ]);
  return {
    subscriptions: subs.rows.map((s) => ({
      id: s.id,
      status: s.status,
      currentPeriodEnd: iso(s.current_period_end),
      cancelAtPeriodEnd: s.cancel_at_period_end,
      updatedAt: iso(s.updated_at),
      duplicateOf: s.duplicate_of ?? '',
    })),
    checkouts: checkouts.rows.map((c) => ({ id: c.id, status: c.status, amountCents: c.amount_cents, simulated: c.simulated, createdAt: iso(c.created_at) })),
  };
}

export async function forgetMember(tx: Queryable, userId: string, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO customers (user_id, email, forgotten_at) VALUES ($1, '', $2)
     ON CONFLICT (user_id) DO UPDATE SET email = '', forgotten_at = EXCLUDED.forgotten_at`,
    [userId, at],
  );
  await tx.query(`UPDATE checkouts SET email = '' WHERE user_id = $1`, [userId]);
}
