// A subscription's whole life through signed webhooks over gRPC, the entitlement after each step,
// and the webhook attacks (bad or old signature, replay) refused with nothing stored changing.
import { randomUUID } from 'node:crypto';
import { makeEvent } from '@gary/contracts';
import { createInProcessBus } from '@gary/platform';
import { signPayload } from '../src';
import {
  changes, completedEvent, failure, paymentFailedEvent, SECRET, signed, snapshot, startBilling, subEvent, type BillingUnderTest,
} from './billing-kit';

const DAY = 86_400;
let clock = new Date('2026-02-01T15:00:00Z');
const nowSec = () => Math.floor(clock.getTime() / 1000);
const bus = createInProcessBus();
let sut: BillingUnderTest;

beforeAll(async () => {
  sut = await startBilling({ env: { STRIPE_WEBHOOK_SECRET: SECRET }, adapters: { now: () => clock, bus } });
});
afterAll(async () => {
  await sut.stop();
  await bus.close();
});

const deliver = (event: object, signedAt = nowSec()) => sut.client.HandleWebhook(signed(event, signedAt));
const entitlement = (userId: string) => sut.client.GetEntitlement({ userId });

describe("a subscription's whole life through signed webhooks", () => {
  const userId = randomUUID();
  const sub = 'sub_life_1';
  const T = nowSec();
  const periodEnd = T + 30 * DAY;
  const cancelEvent = subEvent('customer.subscription.updated', { created: T + 20, sub, periodEnd, cancelAtPeriodEnd: true });

  it('user.registered creates the customer row', async () => {
    await bus.publish([makeEvent('user.registered', { source: 'auth', key: userId, data: { userId, email: 'life@example.com', username: 'life', registeredAt: clock.toISOString() } })]);
    await bus.drain();
    const { rows } = await sut.pool.query('SELECT email, stripe_customer_id FROM customers WHERE user_id = $1', [userId]);
    expect(rows).toEqual([{ email: 'life@example.com', stripe_customer_id: null }]);
    expect(await entitlement(userId)).toMatchObject({ plan: 'free', status: 'none' });
  });

  it('checkout.session.completed: Pro', async () => {
    const r = await deliver(completedEvent({ created: T, userId, sub }));
    expect(r).toMatchObject({ applied: true, type: 'checkout.session.completed' });
    expect(await entitlement(userId)).toMatchObject({ plan: 'pro', status: 'active', cancelAtPeriodEnd: false });
    const { rows } = await sut.pool.query('SELECT stripe_customer_id FROM customers WHERE user_id = $1', [userId]);
    expect(rows[0].stripe_customer_id).toBe(`cus_${sub}`);
  });

  it('customer.subscription.updated brings the billing period: still Pro', async () => {
    await deliver(subEvent('customer.subscription.updated', { created: T + 10, sub, periodEnd }));
    expect(await entitlement(userId)).toMatchObject({ plan: 'pro', status: 'active', currentPeriodEnd: new Date(periodEnd * 1000).toISOString() });
  });

  it('updated with cancel_at_period_end: Pro until the end of the period', async () => {
    expect((await deliver(cancelEvent)).applied).toBe(true);
    expect(await entitlement(userId)).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
  });

  it('a replayed event (same id, freshly signed) is applied once: nothing stored changes', async () => {
    const before = await snapshot(sut);
    const r = await deliver(cancelEvent);
    expect(r).toEqual({ applied: false, eventId: cancelEvent.id, type: 'customer.subscription.updated', reason: 'already applied' });
    expect(await snapshot(sut)).toEqual(before);
  });

  it('an older event arriving late does not undo the cancellation (out of order)', async () => {
    const late = await deliver(subEvent('customer.subscription.updated', { created: T + 15, sub, periodEnd, cancelAtPeriodEnd: false }));
    expect(late).toMatchObject({ applied: false, reason: 'an event newer than this one was already applied' });
    expect(await entitlement(userId)).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
  });

  it('after the cancelled period ends: free, even before Stripe says deleted', async () => {
    clock = new Date((periodEnd + 60) * 1000);
    expect(await entitlement(userId)).toMatchObject({ plan: 'free', status: 'active', cancelAtPeriodEnd: true });
  });

  it('customer.subscription.deleted: free, for good', async () => {
    await deliver(subEvent('customer.subscription.deleted', { created: periodEnd + 1, sub, periodEnd }));
    expect(await entitlement(userId)).toMatchObject({ plan: 'free', status: 'canceled' });
    // A stale "active" from before the deletion cannot bring it back.
    await deliver(subEvent('customer.subscription.updated', { created: periodEnd, sub, periodEnd }));
    expect(await entitlement(userId)).toMatchObject({ plan: 'free', status: 'canceled' });
  });

  it('publishes subscription.changed after every change that applied', async () => {
    expect(await changes(sut, userId)).toEqual([
      { plan: 'pro', status: 'active', cancelAtPeriodEnd: false },
      { plan: 'pro', status: 'active', cancelAtPeriodEnd: false },
      { plan: 'pro', status: 'active', cancelAtPeriodEnd: true },
      { plan: 'free', status: 'canceled', cancelAtPeriodEnd: false },
    ]);
  });
});

describe('invoice.payment_failed', () => {
  const userId = randomUUID();
  const sub = 'sub_failing_2';

  it('payment failed: free while past due; a recovery makes it Pro again; a late failure changes nothing', async () => {
    const T = nowSec();
    await deliver(completedEvent({ created: T, userId, sub }));
    await deliver(subEvent('customer.subscription.created', { created: T, sub, periodEnd: T + 30 * DAY }));
    expect((await entitlement(userId)).plan).toBe('pro');

    await deliver(paymentFailedEvent({ created: T + 5, sub }));
    expect(await entitlement(userId)).toMatchObject({ plan: 'free', status: 'past_due' });

    await deliver(subEvent('customer.subscription.updated', { created: T + 10, sub, periodEnd: T + 30 * DAY }));
    expect(await entitlement(userId)).toMatchObject({ plan: 'pro', status: 'active' });

    const late = await deliver(paymentFailedEvent({ created: T + 3, sub }));
    expect(late.applied).toBe(false);
    expect(await entitlement(userId)).toMatchObject({ plan: 'pro', status: 'active' });
  });
});

describe('out of order: the subscription events arrive before the checkout completion', () => {
  it('the deletion that came first still wins once the checkout links the user', async () => {
    const userId = randomUUID();
    const sub = 'sub_early_3';
    const T = nowSec();
    await deliver(subEvent('customer.subscription.created', { created: T, sub, periodEnd: T + 30 * DAY }));
    await deliver(subEvent('customer.subscription.deleted', { created: T + 50, sub, periodEnd: T + 30 * DAY }));
    expect((await entitlement(userId)).plan).toBe('free');
    await deliver(completedEvent({ created: T + 1, userId, sub }));
    expect(await entitlement(userId)).toMatchObject({ plan: 'free', status: 'canceled' });
  });

  it('an update that arrives before the completion is kept, and the completion links it', async () => {
    const userId = randomUUID();
    const sub = 'sub_early_4';
    const T = nowSec();
    await deliver(subEvent('customer.subscription.updated', { created: T + 5, sub, periodEnd: T + 30 * DAY }));
    await deliver(completedEvent({ created: T, userId, sub }));
    expect(await entitlement(userId)).toMatchObject({ plan: 'pro', status: 'active', currentPeriodEnd: new Date((T + 30 * DAY) * 1000).toISOString() });
  });
});

describe('webhook attacks are refused and nothing stored changes', () => {
  let before: Record<string, unknown[]>;
  const victim = randomUUID();
  beforeEach(async () => {
    before = await snapshot(sut);
  });
  afterEach(async () => {
    expect(await snapshot(sut)).toEqual(before);
    expect((await entitlement(victim)).plan).toBe('free');
  });

  it('signed with the wrong secret', async () => {
    const err = await failure(sut.client.HandleWebhook(signed(completedEvent({ created: nowSec(), userId: victim, sub: 'sub_evil' }), nowSec(), 'whsec_attacker')));
    expect([err.kind, err.code]).toEqual(['invalid', 'bad_signature']);
  });

  it('a body changed after signing', async () => {
    const good = signed(completedEvent({ created: nowSec(), userId: randomUUID(), sub: 'sub_evil' }), nowSec());
    const tampered = Buffer.from(good.payload.toString('utf8').replace(/"client_reference_id": "[^"]+"/, `"client_reference_id": "${victim}"`));
    expect(tampered.equals(good.payload)).toBe(false);
    expect((await failure(sut.client.HandleWebhook({ payload: tampered, signature: good.signature }))).code).toBe('bad_signature');
  });

  it('an old signature (a captured delivery replayed after 5 minutes)', async () => {
    const err = await failure(sut.client.HandleWebhook(signed(completedEvent({ created: nowSec(), userId: victim, sub: 'sub_evil' }), nowSec() - 301)));
    expect([err.code, err.message]).toEqual(['signature_too_old', 'Timestamp outside the tolerance zone']);
  });

  it('no or a malformed Stripe-Signature header', async () => {
    const { payload } = signed(completedEvent({ created: nowSec(), userId: victim, sub: 'sub_evil' }), nowSec());
    for (const signature of ['', 'garbage', `t=${nowSec()}`, 'v1=abc']) {
      expect((await failure(sut.client.HandleWebhook({ payload, signature }))).code).toBe('bad_signature');
    }
  });

  it('a correctly signed body that is not a Stripe event', async () => {
    const payload = Buffer.from('{"hello":"world"}');
    const signature = signPayload(payload, SECRET, nowSec());
    expect((await failure(sut.client.HandleWebhook({ payload, signature }))).code).toBe('invalid_event');
  });
});
