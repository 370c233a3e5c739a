// Applies Stripe webhooks: signature first (nothing is read before it checks out), then each event
// once (its id is recorded in the same transaction as its effect), out-of-order events resolved by
// the subscription's own timestamps, and subscription.changed published through the outbox.
import { makeEvent } from '@gary/contracts';
import { enqueue, invalid, withTransaction, type Logger, type Pool, type PoolClient } from '@gary/platform';
import { ACTIVE_STATUSES, createBillingRepo, type BillingRepo, type SubRow } from './adapters/billing-repo';
import { parseStripeEvent, type ParsedEvent, type StripeChange } from './domain/stripe-events';
import { verifySignature } from './domain/stripe-signature';
import { entitlementOf, isNewer, isPro, type Entitlement, type SubState } from './domain/subscription-state';

export interface WebhookOutcome {
  applied: boolean;
  eventId: string;
  type: string;
  reason: string;
  /** The user whose subscription changed, when known. */
  userId?: string | null;
  /** A completed checkout session (its user's other open sessions are expired after this). */
  sessionId?: string | null;
}

type Applied = { outcome: 'applied' | 'stale' | 'ignored'; reason: string; userId: string | null };

const GIVES_ACCESS = new Set<string>(ACTIVE_STATUSES);

export function createWebhookProcessor(deps: { pool: Pool; secret: string; now: () => Date; logger: Logger }) {
  const nowSec = () => Math.floor(deps.now().getTime() / 1000);

  async function userFor(repo: BillingRepo, current: SubRow | null, given: string | null, customerId: string | null): Promise<string | null> {
    return current?.userId ?? given ?? (customerId ? await repo.userOfCustomer(customerId) : null);
  }

  /**
   * Saves a subscription, keeping one active subscription per user. When `next` gives access and
   * its user already has another subscription that still does, `next` is saved as that one's
   * duplicate and listed for a refund (the database's partial unique index is the guard; this
   * keeps the transaction from hitting it). Another subscription whose paid time is over is ended.
   */
  async function save(repo: BillingRepo, next: SubRow): Promise<void> {
    if (next.userId && !next.duplicateOf && GIVES_ACCESS.has(next.status)) {
      await repo.lockUser(next.userId);
      let keeper: SubRow | undefined;
      for (const other of await repo.otherActive(next.userId, next.id)) {
        if (!keeper && isPro(other, nowSec())) keeper = other;
        else await repo.saveSub({ ...other, status: 'canceled' });
      }
      if (keeper) {
        await repo.addRefund(next.id, next.userId, keeper.id);
        deps.logger.warn({ subscriptionId: next.id, keptId: keeper.id }, 'a second active subscription for one user: kept as a duplicate, to be refunded');
        next = { ...next, duplicateOf: keeper.id };
      }
    }
    await repo.saveSub(next);
  }

  /** Saves `incoming` if it is newer than what is stored; otherwise only fills in a missing owner. */
  async function applyState(repo: BillingRepo, id: string, incoming: SubState, userId: string | null, customerId: string | null): Promise<Applied> {
    const current = await repo.subForUpdate(id);
    const owner = await userFor(repo, current, userId, customerId);
    if (!isNewer(current, incoming)) {
      if (current && !current.userId && owner) await save(repo, { ...current, userId: owner });
      return { outcome: 'stale', reason: 'an event newer than this one was already applied', userId: null };
    }
    await save(repo, { id, userId: owner, customerId: customerId ?? current?.customerId ?? null, duplicateOf: current?.duplicateOf ?? null, ...incoming });
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
        await save(repo, next);
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
      const sessionId = event.change.kind === 'checkout_completed' ? event.change.sessionId : null;
      return { applied: r.outcome === 'applied', eventId: event.id, type: event.type, reason: r.reason, userId: r.userId, sessionId };
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
