// Parses the Stripe events billing acts on into plain changes. Only the fields used are checked;
// the rest of Stripe's large objects is ignored. Handles both API shapes of the billing period
// (top-level current_period_end before 2025-03-31.basil, items.data[].current_period_end after).
import { z } from 'zod';

export type StripeChange =
  | { kind: 'checkout_completed'; sessionId: string; subscriptionId: string; customerId: string | null; userId: string | null; email: string | null; paid: boolean }
  | {
      kind: 'subscription';
      subscriptionId: string;
      customerId: string | null;
      userId: string | null;
      status: string;
      currentPeriodEnd: number | null;
      cancelAtPeriodEnd: boolean;
    }
  | { kind: 'payment_failed'; subscriptionId: string; customerId: string | null }
  | { kind: 'ignored'; reason: string };

export interface ParsedEvent {
  id: string;
  type: string;
  created: number;
  change: StripeChange;
}

export type EventError = { name: 'InvalidEvent'; code: 'invalid_event'; message: string };

/** Stripe's ids (evt_..., sub_..., cus_..., cs_...): letters, digits and underscores, nothing else is stored. */
const stripeId = z.string().regex(/^[A-Za-z0-9_]{1,255}$/, 'not a Stripe id');
const idOf = z.union([stripeId, z.object({ id: stripeId }).transform((o) => o.id)]);
const uuid = z.string().uuid();

const envelope = z.object({
  id: stripeId,
  object: z.literal('event'),
  type: z.string().regex(/^[a-z0-9_.]{1,255}$/, 'not a Stripe event type'),
  created: z.number().int().positive(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const checkoutSession = z.object({
  id: stripeId,
  mode: z.string().nullish(),
  subscription: idOf.nullish(),
  customer: idOf.nullish(),
  client_reference_id: z.string().nullish(),
  customer_email: z.string().nullish(),
  customer_details: z.object({ email: z.string().nullish() }).nullish(),
  payment_status: z.string().nullish(),
});

const subscription = z.object({
  id: stripeId,
  customer: idOf.nullish(),
  status: z.string(),
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: z.number().nullish(),
  current_period_end: z.number().nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().nullish() })) }).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const invoice = z.object({
  subscription: idOf.nullish(),
  customer: idOf.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: idOf.nullish() }).nullish() }).nullish(),
});

const userIdOr = (v: string | null | undefined) => (v && uuid.safeParse(v).success ? v : null);

export function changeOf(type: string, obj: Record<string, unknown>): StripeChange | EventError {
  const bad = (what: string): EventError => ({ name: 'InvalidEvent', code: 'invalid_event', message: `invalid ${what} in ${type}` });
  switch (type) {
    case 'checkout.session.completed': {
      const s = checkoutSession.safeParse(obj);
      if (!s.success) return bad('checkout session');
      if (s.data.mode !== 'subscription' || !s.data.subscription) return { kind: 'ignored', reason: 'not a subscription checkout' };
      return {
        kind: 'checkout_completed',
        sessionId: s.data.id,
        subscriptionId: s.data.subscription,
        customerId: s.data.customer ?? null,
        userId: userIdOr(s.data.client_reference_id),
        email: s.data.customer_details?.email ?? s.data.customer_email ?? null,
        paid: s.data.payment_status === 'paid' || s.data.payment_status === 'no_payment_required',
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const s = subscription.safeParse(obj);
      if (!s.success) return bad('subscription');
      const itemEnds = (s.data.items?.data ?? []).map((i) => i.current_period_end).filter((n): n is number => typeof n === 'number');
      const periodEnd = itemEnds.length > 0 ? Math.max(...itemEnds) : (s.data.current_period_end ?? null);
      // Newer API versions schedule a cancellation with cancel_at instead of the flag.
      const cancelAt = s.data.cancel_at ?? null;
      return {
        kind: 'subscription',
        subscriptionId: s.data.id,
        customerId: s.data.customer ?? null,
        userId: userIdOr(s.data.metadata?.['userId']),
        status: type === 'customer.subscription.deleted' ? 'canceled' : s.data.status,
        currentPeriodEnd: cancelAt !== null && (periodEnd === null || cancelAt < periodEnd) ? cancelAt : periodEnd,
        cancelAtPeriodEnd: Boolean(s.data.cancel_at_period_end) || cancelAt !== null,
      };
    }
    case 'invoice.payment_failed': {
      const s = invoice.safeParse(obj);
      if (!s.success) return bad('invoice');
      const subId = s.data.subscription ?? s.data.parent?.subscription_details?.subscription ?? null;
      if (!subId) return { kind: 'ignored', reason: 'invoice without a subscription' };
      return { kind: 'payment_failed', subscriptionId: subId, customerId: s.data.customer ?? null };
    }
    default:
      return { kind: 'ignored', reason: `unhandled event type ${type}` };
  }
}

/** A NUL byte in any key or string of parsed JSON (iterative: deep nesting cannot overflow the stack). */
function hasNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

export function parseStripeEvent(raw: Buffer): { ok: true; event: ParsedEvent } | { ok: false; error: EventError } {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return { ok: false, error: { name: 'InvalidEvent', code: 'invalid_event', message: 'The webhook body is not JSON.' } };
  }
  // Postgres cannot store a NUL byte; no Stripe event carries one.
  if (hasNul(json)) return { ok: false, error: { name: 'InvalidEvent', code: 'invalid_event', message: 'The webhook body has a NUL byte.' } };
  const env = envelope.safeParse(json);
  if (!env.success) return { ok: false, error: { name: 'InvalidEvent', code: 'invalid_event', message: 'The webhook body is not a Stripe event.' } };
  const change = changeOf(env.data.type, env.data.data.object);
  if ('name' in change) return { ok: false, error: change };
  return { ok: true, event: { id: env.data.id, type: env.data.type, created: env.data.created, change } };
}
