// Checkout: through the stripe SDK against a local server answering Stripe's recorded shapes, and
// through the local simulator when no key is set (signed webhooks down the same path).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { completedEvent, failure, SECRET, signed, startBilling, subEvent, type BillingUnderTest } from './billing-kit';

const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));
const UNABLE = 'Unable to redirect to checkout. Please try again.';

describe('the local checkout simulator (no STRIPE_SECRET_KEY)', () => {
  let clock = new Date('2026-04-10T12:00:00Z');
  let sut: BillingUnderTest;
  const userId = randomUUID();
  beforeAll(async () => {
    sut = await startBilling({ adapters: { now: () => clock } });
  });
  afterAll(() => sut.stop());

  it('creates a simulated checkout served at /dev/checkout/:id', async () => {
    const c = await sut.client.CreateCheckout({ userId, email: 'sim@example.com', origin: 'http://localhost:18082' });
    expect(c.simulated).toBe(true);
    expect(c.url).toBe(`http://localhost:18082/dev/checkout/${c.id}`);
    const page = await sut.client.GetSimulatedCheckout({ id: c.id });
    expect(page).toMatchObject({ userId, status: 'open', amountCents: 2900, successUrl: `http://localhost:18082/checkout/success?session_id=${c.id}`, cancelUrl: 'http://localhost:18082/checkout/cancel' });
  });

  it('Pay sends correctly signed webhooks through the webhook path: Pro for a month', async () => {
    const c = await sut.client.CreateCheckout({ userId, email: 'sim@example.com', origin: 'http://localhost:18082' });
    const done = await sut.client.CompleteSimulatedCheckout({ id: c.id, outcome: 'pay' });
    expect(done.status).toBe('complete');
    expect(await sut.client.GetEntitlement({ userId })).toMatchObject({ plan: 'pro', status: 'active', currentPeriodEnd: '2026-05-10T12:00:00.000Z', cancelAtPeriodEnd: false });
    const { rows } = await sut.pool.query('SELECT type, outcome FROM webhook_events ORDER BY created, type');
    expect(rows).toEqual([
      { type: 'checkout.session.completed', outcome: 'applied' },
      { type: 'customer.subscription.created', outcome: 'applied' },
    ]);
    expect((await failure(sut.client.CompleteSimulatedCheckout({ id: c.id, outcome: 'pay' }))).code).toBe('checkout_closed');
    expect((await failure(sut.client.CreateCheckout({ userId, email: 'sim@example.com', origin: '' }))).code).toBe('already_subscribed');
  });

  it('Cancel on the page leaves the plan alone', async () => {
    const other = randomUUID();
    const c = await sut.client.CreateCheckout({ userId: other, email: 'other@example.com', origin: 'http://localhost:18082' });
    expect((await sut.client.CompleteSimulatedCheckout({ id: c.id, outcome: 'cancel' })).status).toBe('expired');
    expect((await sut.client.GetEntitlement({ userId: other })).plan).toBe('free');
    expect((await failure(sut.client.CompleteSimulatedCheckout({ id: c.id, outcome: 'pay' }))).code).toBe('checkout_closed');
  });

  it('a cancelled subscription can be resumed before its period ends, and renews again', async () => {
    expect((await failure(sut.client.Resume({ userId }))).code).toBe('no_cancelled_subscription');
    expect(await sut.client.Cancel({ userId })).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
    expect(await sut.client.Resume({ userId })).toMatchObject({ plan: 'pro', status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: '2026-05-10T12:00:00.000Z' });
    expect(await sut.client.GetEntitlement({ userId })).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: false });
  });

  it('cancel anytime: access lasts to the end of the billing period, then the subscription ends', async () => {
    const e = await sut.client.Cancel({ userId });
    expect(e).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true, currentPeriodEnd: '2026-05-10T12:00:00.000Z' });
    expect((await failure(sut.client.Cancel({ userId }))).code).toBe('no_subscription');
    clock = new Date('2026-05-10T12:00:01Z');
    expect(await sut.checkout.endSimulatedPeriods()).toBe(1);
    expect(await sut.client.GetEntitlement({ userId })).toMatchObject({ plan: 'free', status: 'canceled' });
  });

  it('unknown or malformed ids are refused', async () => {
    expect((await failure(sut.client.GetSimulatedCheckout({ id: 'cs_sim_nope' }))).code).toBe('checkout_not_found');
    expect((await failure(sut.client.GetSimulatedCheckout({ id: "'; DROP TABLE checkouts; --" }))).code).toBe('checkout_not_found');
    expect(await sut.client.GetEntitlement({ userId: 'guest' })).toMatchObject({ plan: 'free' });
  });
});

it(`without a key and outside the embedded mode there is no simulator: '${UNABLE}'`, async () => {
  const sut = await startBilling({ adapters: { mode: 'distributed' } });
  try {
    const err = await failure(sut.client.CreateCheckout({ userId: randomUUID(), email: 'x@example.com', origin: '' }));
    expect([err.kind, err.message]).toEqual(['unavailable', UNABLE]);
  } finally {
    await sut.stop();
  }
});

describe('Checkout with STRIPE_SECRET_KEY via the stripe SDK (a local server answers)', () => {
  const requests: { method: string; path: string; auth: string; body: URLSearchParams }[] = [];
  let reply: { status: number; body: unknown } = { status: 200, body: fixture('stripe_checkout_sessions_create.json') };
  let server: http.Server;
  let sut: BillingUnderTest;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        requests.push({ method: req.method!, path: req.url!, auth: String(req.headers.authorization), body: new URLSearchParams(raw) });
        res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': 'req_local' });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    sut = await startBilling({
      env: { STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_PRICE_ID: 'price_pro_29', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: `http://127.0.0.1:${port}` },
    });
  });
  afterAll(async () => {
    await sut.stop();
    await new Promise((r) => server.close(r));
  });

  it('creates a Checkout Session: mode subscription, the Pro price, success and cancel pages, client_reference_id = user id', async () => {
    const userId = randomUUID();
    const c = await sut.client.CreateCheckout({ userId, email: 'buyer@example.com', origin: 'https://gary.example' });
    expect(c).toEqual({ id: 'cs_test_a1WvnB3eDguI7dxy6llB3LBqeRB5l2QhNNr16hRCO6i5k0dAHJX0By35np', url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\//), simulated: false });
    const r = requests.at(-1)!;
    expect([r.method, r.path, r.auth]).toEqual(['POST', '/v1/checkout/sessions', 'Bearer sk_test_local']);
    expect(Object.fromEntries(r.body)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_29',
      'line_items[0][quantity]': '1',
      success_url: 'https://gary.example/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://gary.example/checkout/cancel',
      client_reference_id: userId,
      customer_email: 'buyer@example.com',
      'subscription_data[metadata][userId]': userId,
    });
  });

  it.each([
    ['400 resource_missing', 400, fixture('stripe_errors.json')['400_resource_missing_price']],
    ['401 invalid key', 401, fixture('stripe_errors.json')['401_invalid_api_key']],
  ])(`a Stripe error (%s) answers '${UNABLE}'`, async (_name, status, body) => {
    reply = { status, body };
    const err = await failure(sut.client.CreateCheckout({ userId: randomUUID(), email: 'b@example.com', origin: '' }));
    expect([err.code, err.message]).toEqual(['checkout_failed', UNABLE]);
    reply = { status: 200, body: fixture('stripe_checkout_sessions_create.json') };
  });

  it('the simulator is off when a key is set', async () => {
    expect((await failure(sut.client.GetSimulatedCheckout({ id: 'cs_sim_x' }))).code).toBe('simulator_disabled');
  });

  it('cancel asks Stripe for cancel_at_period_end and applies the answer', async () => {
    const userId = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    await sut.client.HandleWebhook(signed(completedEvent({ created: now, userId, sub: 'sub_1Sj9CeQEUxc7vavPhxMty9O3' }), now));
    await sut.client.HandleWebhook(signed(subEvent('customer.subscription.updated', { created: now, sub: 'sub_1Sj9CeQEUxc7vavPhxMty9O3', periodEnd: now + 86_400 * 20 }), now));
    const updated = fixture('stripe_webhook_customer.subscription.updated.json').data.object;
    updated.cancel_at_period_end = true;
    updated.items.data[0].current_period_end = now + 86_400 * 20;
    reply = { status: 200, body: updated };
    const e = await sut.client.Cancel({ userId });
    const r = requests.at(-1)!;
    expect([r.method, r.path, r.body.get('cancel_at_period_end')]).toEqual(['POST', '/v1/subscriptions/sub_1Sj9CeQEUxc7vavPhxMty9O3', 'true']);
    expect(e).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });

    // Resume before the period ends: Stripe is asked to renew again, and the answer applies.
    reply = { status: 200, body: { ...updated, cancel_at_period_end: false } };
    const resumed = await sut.client.Resume({ userId });
    const r2 = requests.at(-1)!;
    expect([r2.method, r2.path, r2.body.get('cancel_at_period_end')]).toEqual(['POST', '/v1/subscriptions/sub_1Sj9CeQEUxc7vavPhxMty9O3', 'false']);
    expect(resumed).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: false });
  });
});
