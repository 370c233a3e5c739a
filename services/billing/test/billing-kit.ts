// Shared setup of billing's integration tests: the service on its own schema with a test clock,
// Stripe-shaped events signed like Stripe signs them, and a snapshot of everything stored.
import { randomBytes } from 'node:crypto';
import type { GrpcCallError, ServiceAdapters } from '@gary/platform';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { readConfig, signPayload, start, type BillingHandle } from '../src';

export const SECRET = 'whsec_test_secret_for_fixtures_only';

export type BillingUnderTest = ServiceUnderTest<'billing'> & { checkout: BillingHandle['checkout'] };

export async function startBilling(opts: { env?: Record<string, string>; adapters?: Partial<ServiceAdapters> } = {}): Promise<BillingUnderTest> {
  const sut = await startServiceForTest({ name: 'billing', readConfig, start, env: { PUBLIC_ORIGIN: 'http://gary.test', ...opts.env }, adapters: opts.adapters });
  return Object.assign(sut, { checkout: (sut.handle as BillingHandle).checkout });
}

export const evtId = () => `evt_${randomBytes(8).toString('hex')}`;

export function completedEvent(p: { id?: string; created: number; userId: string; sub: string; customer?: string }) {
  return {
    id: p.id ?? evtId(),
    object: 'event',
    type: 'checkout.session.completed',
    created: p.created,
    data: {
      object: {
        id: `cs_test_${p.sub}`,
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: p.userId,
        customer: p.customer ?? `cus_${p.sub}`,
        customer_details: { email: 'buyer@example.com' },
        payment_status: 'paid',
        status: 'complete',
        subscription: p.sub,
      },
    },
  };
}

export function subEvent(
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
  p: { id?: string; created: number; sub: string; status?: string; periodEnd: number; cancelAtPeriodEnd?: boolean; customer?: string },
) {
  return {
    id: p.id ?? evtId(),
    object: 'event',
    type,
    created: p.created,
    data: {
      object: {
        id: p.sub,
        object: 'subscription',
        customer: p.customer ?? `cus_${p.sub}`,
        status: p.status ?? (type === 'customer.subscription.deleted' ? 'canceled' : 'active'),
        cancel_at_period_end: p.cancelAtPeriodEnd ?? false,
        cancel_at: null,
        items: { object: 'list', data: [{ id: `si_${p.sub}`, current_period_start: p.created, current_period_end: p.periodEnd }] },
        metadata: {},
      },
    },
  };
}

export function paymentFailedEvent(p: { id?: string; created: number; sub: string }) {
  return {
    id: p.id ?? evtId(),
    object: 'event',
    type: 'invoice.payment_failed',
    created: p.created,
    data: { object: { id: `in_${p.sub}`, object: 'invoice', customer: `cus_${p.sub}`, parent: { subscription_details: { subscription: p.sub } } } },
  };
}

/** The webhook as Stripe delivers it: raw bytes and a Stripe-Signature header made at `signedAt`. */
export function signed(event: object, signedAt: number, secret = SECRET): { payload: Buffer; signature: string } {
  const payload = Buffer.from(JSON.stringify(event, null, 2));
  return { payload, signature: signPayload(payload, secret, signedAt) };
}

export async function failure(p: Promise<unknown>): Promise<GrpcCallError> {
  try {
    await p;
  } catch (err) {
    return err as GrpcCallError;
  }
  throw new Error('expected the call to fail');
}

export async function snapshot(sut: BillingUnderTest): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const t of ['customers', 'subscriptions', 'webhook_events', 'checkouts']) {
    out[t] = (await sut.pool.query(`SELECT * FROM ${t} ORDER BY 1`)).rows;
  }
  // published_at is the relay's bookkeeping, set whenever it gets to the row.
  out['outbox'] = (await sut.pool.query('SELECT id, topic, key, envelope FROM outbox ORDER BY seq')).rows;
  return out;
}

export async function changes(sut: BillingUnderTest, userId: string): Promise<{ plan: string; status: string; cancelAtPeriodEnd: boolean }[]> {
  const { rows } = await sut.pool.query(`SELECT envelope FROM outbox WHERE topic = 'subscription.changed' AND key = $1 ORDER BY seq`, [userId]);
  return rows.map((r) => ({ plan: r.envelope.data.plan, status: r.envelope.data.status, cancelAtPeriodEnd: r.envelope.data.cancelAtPeriodEnd }));
}
