// Stripe-shaped events for the local checkout simulator: the same fields Stripe sends (API
// 2025+ shape, period on the subscription items), so the simulator drives the real webhook path.
export interface SimSubscription {
  id: string;
  customer: string;
  userId: string;
  status: 'active' | 'canceled';
  startedAt: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
}

export const PRO_AMOUNT_CENTS = 2900;

function event(id: string, type: string, created: number, object: Record<string, unknown>) {
  return { id, object: 'event', api_version: '2025-08-27.basil', created, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
}

export function checkoutCompletedEvent(p: { eventId: string; created: number; sessionId: string; email: string; sub: SimSubscription; successUrl: string; cancelUrl: string }) {
  return event(p.eventId, 'checkout.session.completed', p.created, {
    id: p.sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    amount_subtotal: PRO_AMOUNT_CENTS,
    amount_total: PRO_AMOUNT_CENTS,
    currency: 'usd',
    client_reference_id: p.sub.userId,
    customer: p.sub.customer,
    customer_email: p.email,
    customer_details: { email: p.email },
    subscription: p.sub.id,
    success_url: p.successUrl,
    cancel_url: p.cancelUrl,
    livemode: false,
    metadata: { userId: p.sub.userId },
  });
}

export function subscriptionEvent(type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted', p: { eventId: string; created: number; sub: SimSubscription }) {
  const s = p.sub;
  return event(p.eventId, type, p.created, {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: null,
    canceled_at: s.status === 'canceled' ? p.created : null,
    ended_at: s.status === 'canceled' ? p.created : null,
    created: s.startedAt,
    start_date: s.startedAt,
    currency: 'usd',
    livemode: false,
    metadata: { userId: s.userId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id.slice(4)}`,
          object: 'subscription_item',
          current_period_start: s.startedAt,
          current_period_end: s.currentPeriodEnd,
          price: { id: 'price_sim_pro', object: 'price', currency: 'usd', unit_amount: PRO_AMOUNT_CENTS, recurring: { interval: 'month', interval_count: 1 } },
          quantity: 1,
        },
      ],
    },
  });
}
