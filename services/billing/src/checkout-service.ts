// Checkout and cancellation. With a Stripe key: a Checkout Session for the Pro price, and
// cancel-at-period-end through the API. Without one: the local checkout simulator, whose Pay
// button sends correctly signed Stripe-shaped webhooks through the very same webhook path.
import { randomBytes } from 'node:crypto';
import { conflict, notFound, originOf, unavailable, AppError, type Logger, type Pool } from '@gary/platform';
import { createBillingRepo, type CheckoutRow } from './adapters/billing-repo';
import type { StripeClient } from './adapters/stripe-client';
import { checkoutCompletedEvent, PRO_AMOUNT_CENTS, subscriptionEvent, type SimSubscription } from './domain/simulated-stripe';
import { changeOf } from './domain/stripe-events';
import { signPayload } from './domain/stripe-signature';
import { addOneMonth, isPro, type Entitlement } from './domain/subscription-state';
import type { WebhookOutcome, WebhookProcessor } from './webhook-processor';

export const CHECKOUT_FAILED = 'Unable to redirect to checkout. Please try again.';

const rid = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

export interface CheckoutDeps {
  pool: Pool;
  now: () => Date;
  logger: Logger;
  webhooks: WebhookProcessor;
  /** Null: no key, the simulator runs. */
  stripe: StripeClient | null;
  priceId: string;
  /** Signs the simulator's webhooks (the same secret the webhook path verifies with). */
  webhookSecret: string;
  publicOrigin: string;
  /** The simulator page is served by the gateway only in the embedded mode. */
  simulatorAvailable: boolean;
}

export function createCheckoutService(deps: CheckoutDeps) {
  const repo = createBillingRepo(deps.pool);
  const nowSec = () => Math.floor(deps.now().getTime() / 1000);


  async function deliver(event: object): Promise<void> {
    const payload = Buffer.from(JSON.stringify(event));
    await deps.webhooks.handle(payload, signPayload(payload, deps.webhookSecret, nowSec()));
  }

  function simulatorOnly(): void {
    if (deps.stripe) throw new AppError('precondition', 'simulator_disabled', 'The checkout simulator is off: payments go through Stripe.');
  }

  async function simulated(id: string): Promise<CheckoutRow> {
    simulatorOnly();
    const c = id.startsWith('cs_sim_') ? await repo.checkout(id) : null;
    if (!c || !c.simulated) throw notFound('checkout_not_found', 'No such checkout.');
    return c;
  }

  /**
   * Refunds owed for duplicate subscriptions: with Stripe, cancel now and refund the payment; in the
   * simulator, end the subscription (no money moved). A failure stays pending for the next sweep.
   */
  async function settleRefunds(): Promise<number> {
    let done = 0;
    for (const r of await repo.claimRefunds(20)) {
      try {
        if (deps.stripe) {
          await deps.stripe.cancelAndRefund(r.subscription_id);
        } else {
          const s = await repo.sub(r.subscription_id);
          if (s && s.status !== 'canceled') {
            const sim: SimSubscription = { id: s.id, customer: s.customerId ?? '', userId: r.user_id, status: 'canceled', startedAt: s.stateAt, currentPeriodEnd: s.currentPeriodEnd ?? nowSec(), cancelAtPeriodEnd: false };
            await deliver(subscriptionEvent('customer.subscription.deleted', { eventId: rid('evt_sim_'), created: Math.max(nowSec(), s.stateAt), sub: sim }));
          }
        }
        await repo.finishRefund(r.subscription_id);
        deps.logger.info({ subscriptionId: r.subscription_id, keptId: r.kept_id }, 'duplicate subscription cancelled and refunded');
        done++;
      } catch (err) {
        deps.logger.warn({ err: (err as Error).message, subscriptionId: r.subscription_id }, 'refund of a duplicate subscription failed; retried later');
        await repo.refundFailed(r.subscription_id, (err as Error).message);
      }
    }
    return done;
  }

  /** A completed checkout closes the user's other open ones (with Stripe: expired through the API). */
  async function closeOtherCheckouts(userId: string, paidId: string): Promise<void> {
    for (const c of await repo.openCheckoutsOf(userId, paidId)) {
      if (!c.simulated && deps.stripe) {
        try {
          await deps.stripe.expireCheckoutSession(c.id);
        } catch (err) {
          deps.logger.warn({ err: (err as Error).message, checkoutId: c.id }, 'expiring an open Stripe checkout failed');
          continue;
        }
      }
      await repo.closeCheckout(c.id, 'expired');
    }
  }

  /** Cancel (`ending`) or resume a Pro subscription at the end of its paid period, through Stripe or the simulator. */
  async function setEnding(userId: string, ending: boolean): Promise<Entitlement> {
    const sub = (await repo.subsOfUser(userId)).find((s) => isPro(s, nowSec()) && s.cancelAtPeriodEnd !== ending);
    if (!sub) {
      throw ending
        ? notFound('no_subscription', 'You have no active subscription to cancel.')
        : notFound('no_cancelled_subscription', 'You have no cancelled subscription to resume.');
    }
    if (deps.stripe) {
      let view;
      try {
        view = await deps.stripe.setCancelAtPeriodEnd(sub.id, ending);
      } catch (err) {
        deps.logger.warn({ err: (err as Error).message, ending }, 'Stripe subscription update failed');
        throw ending
          ? unavailable('cancel_failed', 'Unable to cancel right now. Please try again.')
          : unavailable('resume_failed', 'Unable to resume right now. Please try again.');
      }
      const change = changeOf('customer.subscription.updated', view as unknown as Record<string, unknown>);
      if ('kind' in change && change.kind === 'subscription') await deps.webhooks.applyApiSubscription(change);
    } else {
      const sim: SimSubscription = {
        id: sub.id,
        customer: sub.customerId ?? rid('cus_sim_'),
        userId,
        status: 'active',
        startedAt: sub.stateAt,
        currentPeriodEnd: sub.currentPeriodEnd ?? addOneMonth(nowSec()),
        cancelAtPeriodEnd: ending,
      };
      await deliver(subscriptionEvent('customer.subscription.updated', { eventId: rid('evt_sim_'), created: nowSec(), sub: sim }));
    }
    return deps.webhooks.entitlement(userId);
  }

  return {
    simulated,
    settleRefunds,

    /** After a webhook is applied: a completed checkout closes the user's other ones; owed refunds are settled. */
    async afterWebhook(outcome: WebhookOutcome): Promise<void> {
      if (outcome.sessionId && outcome.userId) {
        await repo.closeCheckout(outcome.sessionId, 'complete');
        await closeOtherCheckouts(outcome.userId, outcome.sessionId);
      }
      await settleRefunds();
    },

    async createCheckout(req: { userId: string; email: string; origin: string }): Promise<{ id: string; url: string; simulated: boolean }> {
      if ((await deps.webhooks.entitlement(req.userId)).plan === 'pro') throw conflict('already_subscribed', 'You already have Pro.');
      const origin = originOf(req.origin, deps.publicOrigin);
      await repo.upsertCustomer(req.userId, req.email);
      const cancelUrl = `${origin}/checkout/cancel`;
      if (deps.stripe) {
        const customer = await repo.customer(req.userId);
        try {
          const s = await deps.stripe.createCheckoutSession({
            priceId: deps.priceId,
            userId: req.userId,
            email: req.email,
            customerId: customer?.stripe_customer_id ?? null,
            successUrl: `${origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
            cancelUrl,
          });
          await repo.insertCheckout({ id: s.id, user_id: req.userId, email: req.email, status: 'open', simulated: false, url: s.url, amount_cents: PRO_AMOUNT_CENTS, success_url: `${origin}/checkout/success?session_id=${s.id}`, cancel_url: cancelUrl });
          return { id: s.id, url: s.url, simulated: false };
        } catch (err) {
          deps.logger.warn({ err: (err as Error).message }, 'Stripe checkout session failed');
          throw unavailable('checkout_failed', CHECKOUT_FAILED);
        }
      }
      if (!deps.simulatorAvailable) throw unavailable('checkout_failed', CHECKOUT_FAILED);
      const id = rid('cs_sim_');
      const row: CheckoutRow = {
        id,
        user_id: req.userId,
        email: req.email,
        status: 'open',
        simulated: true,
        url: `${origin}/dev/checkout/${id}`,
        amount_cents: PRO_AMOUNT_CENTS,
        success_url: `${origin}/checkout/success?session_id=${id}`,
        cancel_url: cancelUrl,
      };
      await repo.insertCheckout(row);
      return { id, url: row.url, simulated: true };
    },

    /** Cancel anytime: access lasts to the end of the paid period. */
    cancel: (userId: string) => setEnding(userId, true),
    /** A cancelled subscription renews again if resumed before its paid period ends. */
    resume: (userId: string) => setEnding(userId, false),

    /** Pay or cancel on the simulator page. Pay sends checkout.session.completed and customer.subscription.created. */
    async completeSimulated(id: string, outcome: string): Promise<CheckoutRow> {
      const c = await simulated(id);
      if (outcome !== 'pay' && outcome !== 'cancel') throw new AppError('invalid', 'invalid_outcome', "Outcome must be 'pay' or 'cancel'.");
      // One active subscription per user: a second checkout is refused before anything is charged.
      if (outcome === 'pay' && c.status === 'open' && (await deps.webhooks.entitlement(c.user_id)).plan === 'pro') {
        await repo.closeCheckout(id, 'expired');
        throw conflict('already_subscribed', 'You already have Pro: this checkout was closed and nothing was charged.');
      }
      if (!(await repo.closeCheckout(id, outcome === 'pay' ? 'complete' : 'expired'))) {
        throw conflict('checkout_closed', 'This checkout is already finished.');
      }
      if (outcome === 'pay') {
        const now = nowSec();
        const customer = (await repo.customer(c.user_id))?.stripe_customer_id ?? rid('cus_sim_');
        const sub: SimSubscription = { id: rid('sub_sim_'), customer, userId: c.user_id, status: 'active', startedAt: now, currentPeriodEnd: addOneMonth(now), cancelAtPeriodEnd: false };
        try {
          await deliver(checkoutCompletedEvent({ eventId: rid('evt_sim_'), created: now, sessionId: id, email: c.email, sub, successUrl: c.success_url, cancelUrl: c.cancel_url }));
          await deliver(subscriptionEvent('customer.subscription.created', { eventId: rid('evt_sim_'), created: now, sub }));
        } catch (err) {
          // Let the buyer press Pay again rather than leave a paid-looking checkout with no subscription.
          await repo.reopenCheckout(id);
          throw err;
        }
        await closeOtherCheckouts(c.user_id, id);
        // Two checkouts paid at the same moment both get past the check above; the second
        // subscription is then a duplicate (the database's guard) and is refunded here.
        await settleRefunds();
      }
      return (await repo.checkout(id))!;
    },

    /** Stripe deletes a subscription cancelled at period end when the period is over; the simulator does the same. */
    async endSimulatedPeriods(): Promise<number> {
      if (deps.stripe) return 0;
      const due = await repo.simulatedDue(nowSec());
      for (const s of due) {
        const sim: SimSubscription = { id: s.id, customer: s.customerId ?? '', userId: s.userId ?? '', status: 'canceled', startedAt: s.stateAt, currentPeriodEnd: s.currentPeriodEnd ?? nowSec(), cancelAtPeriodEnd: true };
        await deliver(subscriptionEvent('customer.subscription.deleted', { eventId: rid('evt_sim_'), created: nowSec(), sub: sim }));
      }
      return due.length;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
