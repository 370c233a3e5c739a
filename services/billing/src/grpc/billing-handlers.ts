// gRPC handlers of gary.billing.v1.BillingService.
import { forbidden, type CallContext, type Pool, type ServiceImpl } from '@gary/platform';
import { memberHistory } from '../adapters/member-history';
import type { CheckoutRow } from '../adapters/billing-repo';
import type { CheckoutService } from '../checkout-service';
import type { Entitlement } from '../domain/subscription-state';
import type { WebhookProcessor } from '../webhook-processor';

const entitlementReply = (userId: string, e: Entitlement) => ({
  userId,
  plan: e.plan,
  status: e.status,
  currentPeriodEnd: e.currentPeriodEnd === null ? '' : new Date(e.currentPeriodEnd * 1000).toISOString(),
  cancelAtPeriodEnd: e.cancelAtPeriodEnd,
});

const checkoutReply = (c: CheckoutRow) => ({
  id: c.id,
  userId: c.user_id,
  email: c.email,
  status: c.status,
  amountCents: c.amount_cents,
  successUrl: c.success_url,
  cancelUrl: c.cancel_url,
});

function assertSelf(ctx: CallContext, userId: string): void {
  if (ctx.userId && ctx.userId !== userId && ctx.role !== 'admin') throw forbidden('forbidden', 'You can only manage your own plan.');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function billingHandlers(d: { checkout: CheckoutService; webhooks: WebhookProcessor; pool: Pool }): ServiceImpl<'billing'> {
  return {
    async GetEntitlement(req) {
      // Anyone unknown (guests, malformed ids) is simply free.
      if (!UUID.test(req.userId)) return entitlementReply(req.userId, { plan: 'free', status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false });
      return entitlementReply(req.userId, await d.webhooks.entitlement(req.userId));
    },
    async CreateCheckout(req, ctx) {
      assertSelf(ctx, req.userId);
      if (!UUID.test(req.userId)) throw forbidden('forbidden', 'Sign in to upgrade.');
      return d.checkout.createCheckout({ userId: req.userId, email: req.email, origin: req.origin });
    },
    async HandleWebhook(req) {
      const outcome = await d.webhooks.handle(Buffer.from(req.payload), req.signature);
      // The webhook is recorded; closing other checkouts and refunds are retried by the sweep if they fail here.
      await d.checkout.afterWebhook(outcome).catch(() => undefined);
      return outcome;
    },
    async Cancel(req, ctx) {
      assertSelf(ctx, req.userId);
      return entitlementReply(req.userId, await d.checkout.cancel(req.userId));
    },
    async Resume(req, ctx) {
      assertSelf(ctx, req.userId);
      return entitlementReply(req.userId, await d.checkout.resume(req.userId));
    },
    async ListSubscriptions(req, ctx) {
      assertSelf(ctx, req.userId);
      if (!UUID.test(req.userId)) return { subscriptions: [], checkouts: [] };
      return memberHistory(d.pool, req.userId);
    },
    async GetSimulatedCheckout(req) {
      return checkoutReply(await d.checkout.simulated(req.id));
    },
    async CompleteSimulatedCheckout(req) {
      return checkoutReply(await d.checkout.completeSimulated(req.id, req.outcome));
    },
  };
}
