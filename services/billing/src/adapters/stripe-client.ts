// The Stripe API through the official SDK: Checkout Sessions for the Pro price and scheduling a
// cancellation at period end. STRIPE_API_BASE points it elsewhere (a local server in tests).
import Stripe from 'stripe';

export interface StripeSubscriptionView {
  id: string;
  customer: string | null;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  current_period_end: number | null;
  items: { data: { current_period_end: number | null }[] };
  metadata: Record<string, string>;
}

export interface StripeClient {
  createCheckoutSession(p: {
    priceId: string;
    userId: string;
    email: string;
    customerId: string | null;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  /** Sets whether the subscription ends at the end of its paid period (cancel) or renews (resume). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<StripeSubscriptionView>;
  /** Expires an open Checkout Session so it can no longer be paid (already closed: nothing to do). */
  expireCheckoutSession(sessionId: string): Promise<void>;
  /** Cancels a duplicate subscription now and refunds its payment; idempotent per subscription. */
  cancelAndRefund(subscriptionId: string): Promise<void>;
}

export function createStripeClient(opts: { secretKey: string; apiBase?: string; timeoutMs?: number }): StripeClient {
  const base = opts.apiBase ? new URL(opts.apiBase) : null;
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 1,
    timeout: opts.timeoutMs ?? 10_000,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const) }
      : {}),
  });
  return {
    async createCheckoutSession(p) {
      const s = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: p.priceId, quantity: 1 }],
        success_url: p.successUrl,
        cancel_url: p.cancelUrl,
        client_reference_id: p.userId,
        ...(p.customerId ? { customer: p.customerId } : { customer_email: p.email }),
        metadata: { userId: p.userId },
        subscription_data: { metadata: { userId: p.userId } },
      });
      if (!s.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: s.id, url: s.url };
    },
    async expireCheckoutSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `gary-expire-${sessionId}` });
      } catch (err) {
        // A session already completed or expired cannot be expired: that is the state we want.
        if ((err as { statusCode?: number }).statusCode === 400) return;
        throw err;
      }
    },
    async cancelAndRefund(subscriptionId) {
      const sub = await stripe.subscriptions.cancel(subscriptionId, { prorate: false }, { idempotencyKey: `gary-dup-cancel-${subscriptionId}` });
      const invoiceId = typeof sub.latest_invoice === 'string' ? sub.latest_invoice : sub.latest_invoice?.id;
      if (!invoiceId) return;
      const invoice = (await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] })) as unknown as {
        payment_intent?: string | { id: string } | null;
        payments?: { data: { payment?: { payment_intent?: string | { id: string } | null } }[] };
      };
      // Before API 2025-03-31.basil the invoice names its PaymentIntent; after, its payments do.
      const pi = invoice.payment_intent ?? invoice.payments?.data.find((p) => p.payment?.payment_intent)?.payment?.payment_intent ?? null;
      const paymentIntent = typeof pi === 'string' ? pi : pi?.id;
      if (!paymentIntent) return;
      await stripe.refunds.create({ payment_intent: paymentIntent, reason: 'duplicate' }, { idempotencyKey: `gary-dup-refund-${subscriptionId}` });
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const s = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
      const raw = s as unknown as Record<string, unknown>;
      return {
        id: s.id,
        customer: typeof s.customer === 'string' ? s.customer : (s.customer?.id ?? null),
        status: s.status,
        cancel_at_period_end: s.cancel_at_period_end,
        cancel_at: s.cancel_at ?? null,
        current_period_end: typeof raw['current_period_end'] === 'number' ? (raw['current_period_end'] as number) : null,
        items: { data: s.items.data.map((i) => ({ current_period_end: (i as unknown as { current_period_end?: number }).current_period_end ?? null })) },
        metadata: s.metadata ?? {},
      };
    },
  };
}
