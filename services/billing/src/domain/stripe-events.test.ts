import fs from 'node:fs';
import path from 'node:path';
import { parseStripeEvent } from './stripe-events';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../test/fixtures', name));

describe('the Stripe events billing acts on, read from recorded events', () => {
  it('checkout.session.completed links the subscription and customer (client_reference_id = user id)', () => {
    const raw = JSON.parse(fixture('stripe_webhook_checkout.session.completed.json').toString());
    raw.data.object.client_reference_id = '2b7c0a55-5f38-4c8e-9d0a-3d2f7d0b9a11';
    const r = parseStripeEvent(Buffer.from(JSON.stringify(raw)));
    expect(r).toEqual({
      ok: true,
      event: {
        id: 'evt_1NiEd7CwCgBEGV8OI8Pi0Uu0',
        type: 'checkout.session.completed',
        created: 1692787781,
        change: {
          kind: 'checkout_completed',
          sessionId: 'cs_test_a1WvnB3eDguI7dxy6llB3LBqeRB5l2QhNNr16hRCO6i5k0dAHJX0By35np',
          subscriptionId: 'sub_1NiEd5CwEGCgBV8c3ON1VNaz',
          customerId: 'cus_OV8zF7RMsBo1K1',
          userId: '2b7c0a55-5f38-4c8e-9d0a-3d2f7d0b9a11',
          email: 'test@thepmftool.com',
          paid: true,
        },
      },
    });
  });

  it('a client_reference_id that is not one of our user ids is not trusted', () => {
    const r = parseStripeEvent(fixture('stripe_webhook_checkout.session.completed.json'));
    expect(r.ok && r.event.change.kind === 'checkout_completed' && r.event.change.userId).toBeNull();
  });

  it('customer.subscription.updated reads the period end from the items (API 2025+)', () => {
    const r = parseStripeEvent(fixture('stripe_webhook_customer.subscription.updated.json'));
    expect(r.ok && r.event.change).toEqual({
      kind: 'subscription',
      subscriptionId: 'sub_1Sj9CeQEUxc7vavPhxMty9O3',
      customerId: 'cus_TgWDBC9iOPOb2T',
      userId: null,
      status: 'active',
      currentPeriodEnd: 1769910720,
      cancelAtPeriodEnd: false,
    });
  });

  it('customer.subscription.deleted is canceled', () => {
    const r = parseStripeEvent(fixture('stripe_webhook_customer.subscription.deleted.json'));
    expect(r.ok && r.event.change).toMatchObject({ kind: 'subscription', status: 'canceled', currentPeriodEnd: 1769564718 });
  });

  it('an older API version with a top-level period end and cancel_at_period_end', () => {
    const body = { id: 'evt_1', object: 'event', type: 'customer.subscription.updated', created: 5, data: { object: { id: 'sub_1', customer: 'cus_1', status: 'active', cancel_at_period_end: true, current_period_end: 99 } } };
    const r = parseStripeEvent(Buffer.from(JSON.stringify(body)));
    expect(r.ok && r.event.change).toMatchObject({ currentPeriodEnd: 99, cancelAtPeriodEnd: true });
  });

  it('invoice.payment_failed names its subscription (old and new invoice shapes)', () => {
    const old = { id: 'evt_2', object: 'event', type: 'invoice.payment_failed', created: 5, data: { object: { subscription: 'sub_1', customer: 'cus_1' } } };
    const basil = { ...old, data: { object: { customer: 'cus_1', parent: { subscription_details: { subscription: 'sub_2' } } } } };
    expect(parseStripeEvent(Buffer.from(JSON.stringify(old)))).toMatchObject({ ok: true, event: { change: { kind: 'payment_failed', subscriptionId: 'sub_1' } } });
    expect(parseStripeEvent(Buffer.from(JSON.stringify(basil)))).toMatchObject({ ok: true, event: { change: { kind: 'payment_failed', subscriptionId: 'sub_2' } } });
  });

  it('other event types are ignored; garbage is an InvalidEvent', () => {
    const other = { id: 'evt_3', object: 'event', type: 'charge.succeeded', created: 5, data: { object: {} } };
    expect(parseStripeEvent(Buffer.from(JSON.stringify(other)))).toMatchObject({ ok: true, event: { change: { kind: 'ignored' } } });
    expect(parseStripeEvent(Buffer.from('not json'))).toMatchObject({ ok: false, error: { code: 'invalid_event' } });
    expect(parseStripeEvent(Buffer.from('{"id":"x"}'))).toMatchObject({ ok: false, error: { code: 'invalid_event' } });
    const broken = { id: 'evt_4', object: 'event', type: 'customer.subscription.updated', created: 5, data: { object: { id: 'sub_1' } } };
    expect(parseStripeEvent(Buffer.from(JSON.stringify(broken)))).toMatchObject({ ok: false, error: { code: 'invalid_event' } });
  });
});
