// Applies Stripe webhooks: signature first (nothing is read before it checks out), then each event
// once (its id is recorded in the same transaction as its effect), out-of-order events resolved by
// the subscription's own timestamps, and subscription.changed published through the outbox.
import { makeEvent } from '@gary/contracts';
import { enqueue, invalid, withTransaction, type Logger, type Pool, type PoolClient } from '@gary/platform';
import { createBillingRepo, type BillingRepo, type SubRow } from './adapters/billing-repo';
import { parseStripeEvent, type ParsedEvent, type StripeChange } from './domain/stripe-events';
import { verifySignature } from './domain/stripe-signature';
import { entitlementOf, isNewer, type Entitlement, type SubState } from './domain/subscription-state';

export interface WebhookOutcome {
  applied: boolean;
  eventId: string;
  type: string;
  reason: string;
}

type Applied = { outcome: 'applied' | 'stale' | 'ignored'; reason: string; userId: string | null };

export function createWebhookProcessor(deps: { pool: Pool; secret: string; now: () => Date; logger: Logger }) {
  const nowSec = () => Math.floor(deps.now().getTime() / 1000);

  async function userFor(repo: BillingRepo, current: SubRow | null, given: string | null, customerId: string | null): Promise<string | null> {
    return current?.userId ?? given ?? (customerId ? await repo.userOfCustomer(customerId) : null);
  }

  /** Saves `incoming` if it is newer than what is stored; otherwise only fills in a missing owner. */
  async function applyState(repo: BillingRepo, id: string, incoming: SubState, userId: string | null, customerId: string | null): Promise<Applied> {
    const current = await repo.subForUpdate(id);
    const owner = await userFor(repo, current, userId, customerId);
    if (!isNewer(current, incoming)) {
      if (current && !current.userId && owner) await repo.saveSub({ ...current, userId: owner });
      return { outcome: 'stale', reason: 'an event newer than this one was already applied', userId: null };
    }
    await repo.saveSub({ id, userId: owner, customerId: customerId ?? current?.customerId ?? null, ...incoming });
    return { outcome: 'applied', reason: '', userId: owner };
  }

  async function apply(repo: BillingRepo, change: StripeChange, created: number): Promise<Applied> {
    switch (change.kind) {
      case 'checkout_completed': {
        const current = await repo.subForUpdate(change.subscriptionId);
        const userId = await userFor(repo, current, change.userId, change.customerId);
        if (!userId) return { outcome: 'ignored', reason: 'checkout for an unknown user', userId: null };
        if (change.customerId) await repo.linkCustomer(userId, change.email ?? (await repo.customer(userId))?.email ?? '', change.customerId);
        // The completion carries no period; a subscription event for the same subscription may already have come.
        const next: SubRow = current
          ? { ...current, userId: current.userId ?? userId, customerId: current.customerId ?? change.customerId }
          : { id: change.subscriptionId, userId, customerId: change.customerId, status: 'incomplete', currentPeriodEnd: null, cancelAtPeriodEnd: false, stateAt: created };
        if (change.paid && next.status === 'incomplete' && created >= next.stateAt) next.status = 'active';
        await repo.saveSub(next);
        return { outcome: 'applied', reason: '', userId };
      }
      case 'subscription':
        return applyState(
          repo,
          change.subscriptionId,
          { status: change.status, currentPeriodEnd: change.currentPeriodEnd, cancelAtPeriodEnd: change.cancelAtPeriodEnd, stateAt: created },
          change.userId,
          change.customerId,
        );
      case 'payment_failed': {
        const current = await repo.subForUpdate(change.subscriptionId);
        const incoming = { status: 'past_due', currentPeriodEnd: current?.currentPeriodEnd ?? null, cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false, stateAt: created };
        return applyState(repo, change.subscriptionId, incoming, null, change.customerId);
      }
      case 'ignored':
        return { outcome: 'ignored', reason: change.reason, userId: null };
    }
  }

  async function entitlementIn(db: BillingRepo, userId: string): Promise<Entitlement> {
    return entitlementOf(await db.subsOfUser(userId), nowSec());
  }

  async function publishChange(tx: PoolClient, userId: string): Promise<void> {
    const e = await entitlementIn(createBillingRepo(tx), userId);
    await enqueue(tx, [
      makeEvent('subscription.changed', {
        source: 'billing',
        key: userId,
        data: {
          userId,
          plan: e.plan,
          status: e.status,
          currentPeriodEnd: e.currentPeriodEnd === null ? null : new Date(e.currentPeriodEnd * 1000).toISOString(),
          cancelAtPeriodEnd: e.cancelAtPeriodEnd,
          changedAt: deps.now().toISOString(),
        },
      }),
    ]);
  }

  async function applyEvent(event: ParsedEvent): Promise<WebhookOutcome> {
    return withTransaction(deps.pool, async (tx) => {
      const repo = createBillingRepo(tx);
      if (!(await repo.recordEvent(event.id, event.type, event.created))) {
        return { applied: false, eventId: event.id, type: event.type, reason: 'already applied' };
      }
      const r = await apply(repo, event.change, event.created);
      if (r.outcome !== 'applied') await repo.setEventOutcome(event.id, r.outcome);
      if (r.userId) await publishChange(tx, r.userId);
      deps.logger.info({ eventId: event.id, type: event.type, outcome: r.outcome }, 'stripe webhook');
      return { applied: r.outcome === 'applied', eventId: event.id, type: event.type, reason: r.reason };
    });
  }

  return {
    /** The one webhook code path: Stripe's deliveries and the simulator's both come through here. */
    async handle(payload: Buffer, signature: string): Promise<WebhookOutcome> {
      const v = verifySignature(payload, signature, deps.secret, nowSec());
      if (!v.ok) throw invalid(v.error.code, v.error.message);
      const parsed = parseStripeEvent(payload);
      if (!parsed.ok) throw invalid(parsed.error.code, parsed.error.message);
      return applyEvent(parsed.event);
    },

    /** Applies a subscription as the Stripe API just returned it (after our own update call). */
    async applyApiSubscription(change: Extract<StripeChange, { kind: 'subscription' }>): Promise<void> {
      await withTransaction(deps.pool, async (tx) => {
        const r = await applyState(
          createBillingRepo(tx),
          change.subscriptionId,
          { status: change.status, currentPeriodEnd: change.currentPeriodEnd, cancelAtPeriodEnd: change.cancelAtPeriodEnd, stateAt: nowSec() },
          change.userId,
          change.customerId,
        );
        if (r.userId) await publishChange(tx, r.userId);
      });
    },

    entitlement: (userId: string) => entitlementIn(createBillingRepo(deps.pool), userId),
  };
}

export type WebhookProcessor = ReturnType<typeof createWebhookProcessor>;
