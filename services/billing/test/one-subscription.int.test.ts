// "One user has at most one active subscription": two checkouts opened while free cannot both
// become Pro. The simulator refuses the second payment; a race (or Stripe delivering two paid
// sessions) leaves the second subscription a duplicate that is cancelled and refunded; the
// database's partial unique index is the guard; the migration sorts out duplicates already stored.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createPool, runMigrations } from '@gary/platform';
import { uniqueSchema } from '@gary/testinfra';
import { completedEvent, failure, SECRET, signed, startBilling, subEvent, type BillingUnderTest } from './billing-kit';

const activeSubs = async (sut: BillingUnderTest, userId: string) =>
  (await sut.pool.query(`SELECT id, duplicate_of FROM subscriptions WHERE user_id = $1 AND status IN ('active', 'trialing') AND duplicate_of IS NULL`, [userId])).rows;

describe('the simulator: two checkouts opened while free', () => {
  let sut: BillingUnderTest;
  beforeAll(async () => {
    sut = await startBilling();
  });
  afterAll(() => sut.stop());

  it('"paying a second checkout refuses it": already_subscribed, the checkout is closed, one active subscription', async () => {
    const userId = randomUUID();
    const a = await sut.client.CreateCheckout({ userId, email: 'two@example.com', origin: 'http://localhost:8080' });
    const b = await sut.client.CreateCheckout({ userId, email: 'two@example.com', origin: 'http://localhost:8080' });
    expect((await sut.client.CompleteSimulatedCheckout({ id: a.id, outcome: 'pay' })).status).toBe('complete');
    // Paying A closed B, as Stripe's sessions are expired when one completes.
    expect((await sut.client.GetSimulatedCheckout({ id: b.id })).status).toBe('expired');
    const err = await failure(sut.client.CompleteSimulatedCheckout({ id: b.id, outcome: 'pay' }));
    expect(err.code).toMatch(/^(checkout_closed|already_subscribed)$/);
    expect(await activeSubs(sut, userId)).toHaveLength(1);
  });

  it('"cancel then stops" the one subscription: two payments at the same moment leave one active, the other refunded', async () => {
    const userId = randomUUID();
    const checkouts = await Promise.all([1, 2, 3].map(() => sut.client.CreateCheckout({ userId, email: 'race@example.com', origin: 'http://localhost:8080' })));
    const paid = await Promise.allSettled(checkouts.map((c) => sut.client.CompleteSimulatedCheckout({ id: c.id, outcome: 'pay' })));
    expect(paid.filter((p) => p.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    expect(await activeSubs(sut, userId)).toHaveLength(1);
    const { rows: all } = await sut.pool.query('SELECT id, status, duplicate_of FROM subscriptions WHERE user_id = $1', [userId]);
    const dups = all.filter((r) => r.duplicate_of);
    for (const d of dups) expect(d.status).toBe('canceled');
    const { rows: refunds } = await sut.pool.query('SELECT status FROM refunds WHERE user_id = $1', [userId]);
    expect(refunds.map((r) => r.status)).toEqual(dups.map(() => 'done'));

    const e = await sut.client.Cancel({ userId });
    expect(e).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
    const { rows: live } = await sut.pool.query(`SELECT id FROM subscriptions WHERE user_id = $1 AND status = 'active' AND NOT cancel_at_period_end`, [userId]);
    expect(live).toEqual([]);
  });

  it('"a constraint in the database": a second active subscription row for one user is refused by Postgres', async () => {
    const userId = randomUUID();
    const insert = (id: string) =>
      sut.pool.query(`INSERT INTO subscriptions (id, user_id, status, state_at) VALUES ($1, $2, 'active', 1)`, [id, userId]);
    await insert(`sub_a_${Date.now()}`);
    await expect(insert(`sub_b_${Date.now()}`)).rejects.toMatchObject({ code: '23505' });
  });
});

describe('with Stripe: two paid sessions for one user', () => {
  const requests: { method: string; path: string; body: URLSearchParams }[] = [];
  let server: http.Server;
  let sut: BillingUnderTest;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        requests.push({ method: req.method!, path: req.url!.split('?')[0]!, body: new URLSearchParams(raw) });
        const url = req.url!;
        let body: unknown = {};
        if (req.method === 'DELETE' && url.startsWith('/v1/subscriptions/')) {
          body = { id: url.split('/')[3], object: 'subscription', status: 'canceled', customer: 'cus_x', latest_invoice: 'in_dup', cancel_at_period_end: false, items: { object: 'list', data: [] }, metadata: {} };
        } else if (url.startsWith('/v1/invoices/in_dup')) {
          body = { id: 'in_dup', object: 'invoice', payments: { object: 'list', data: [{ id: 'inpay_1', object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: 'pi_dup' } }] } };
        } else if (url.startsWith('/v1/refunds')) {
          body = { id: 're_dup', object: 'refund', payment_intent: 'pi_dup', status: 'succeeded' };
        } else if (url.includes('/expire')) {
          body = { id: url.split('/')[4], object: 'checkout.session', status: 'expired' };
        }
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_local' });
        res.end(JSON.stringify(body));
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

  it('"expire the other open sessions when one completes", and a second paid subscription is cancelled and refunded', async () => {
    const userId = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    await sut.pool.query(
      `INSERT INTO checkouts (id, user_id, email, status, simulated, url, amount_cents, success_url, cancel_url) VALUES
       ('cs_test_first', $1, 'b@example.com', 'open', false, 'https://checkout.stripe.com/x', 2900, 's', 'c'),
       ('cs_test_other', $1, 'b@example.com', 'open', false, 'https://checkout.stripe.com/y', 2900, 's', 'c')`,
      [userId],
    );
    const first = { ...completedEvent({ created: now, userId, sub: 'sub_first' }) };
    first.data.object.id = 'cs_test_first';
    await sut.client.HandleWebhook(signed(first, now));
    await sut.client.HandleWebhook(signed(subEvent('customer.subscription.created', { created: now, sub: 'sub_first', periodEnd: now + 86_400 * 30 }), now));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /v1/checkout/sessions/cs_test_other/expire');
    expect((await sut.pool.query(`SELECT id, status FROM checkouts WHERE user_id = $1 ORDER BY id`, [userId])).rows).toEqual([
      { id: 'cs_test_first', status: 'complete' },
      { id: 'cs_test_other', status: 'expired' },
    ]);

    // Stripe still delivers a second paid subscription (a session paid before it was expired).
    await sut.client.HandleWebhook(signed(completedEvent({ created: now + 1, userId, sub: 'sub_second' }), now + 1));
    await sut.client.HandleWebhook(signed(subEvent('customer.subscription.created', { created: now + 1, sub: 'sub_second', periodEnd: now + 86_400 * 30 }), now + 1));
    expect(await activeSubs(sut, userId)).toEqual([{ id: 'sub_first', duplicate_of: null }]);
    const calls = requests.map((r) => `${r.method} ${r.path}`);
    expect(calls).toContain('DELETE /v1/subscriptions/sub_second');
    expect(calls).not.toContain('DELETE /v1/subscriptions/sub_first');
    const refund = requests.find((r) => r.path === '/v1/refunds')!;
    expect(Object.fromEntries(refund.body)).toMatchObject({ payment_intent: 'pi_dup', reason: 'duplicate' });
    expect((await sut.pool.query('SELECT subscription_id, kept_id, status FROM refunds WHERE user_id = $1', [userId])).rows).toEqual([
      { subscription_id: 'sub_second', kept_id: 'sub_first', status: 'done' },
    ]);
    expect(await sut.client.GetEntitlement({ userId })).toMatchObject({ plan: 'pro', status: 'active' });
  });

  it('webhook event ids with a NUL byte are 400 invalid_event, not a Postgres error', async () => {
    const now = Math.floor(Date.now() / 1000);
    const ev = completedEvent({ id: 'evt_\u0000x', created: now, userId: randomUUID(), sub: 'sub_nul' });
    const err = await failure(sut.client.HandleWebhook(signed(ev, now)));
    expect([err.kind, err.code]).toEqual(['invalid', 'invalid_event']);
    const email = completedEvent({ created: now, userId: randomUUID(), sub: 'sub_nul2' });
    email.data.object.customer_details.email = 'a\u0000@example.com';
    expect((await failure(sut.client.HandleWebhook(signed(email, now)))).code).toBe('invalid_event');
  });
});

test('"a migration that handles existing duplicate rows safely": the furthest-reaching subscription stays, the others are kept as duplicates owed a refund', async () => {
  const s = await uniqueSchema('billing_mig');
  const pool = createPool({ url: process.env.DATABASE_URL!, schema: s.schema, max: 2 });
  const migrations = path.resolve(__dirname, '../migrations');
  const before = fs.mkdtempSync(path.join(os.tmpdir(), 'billing-0001-'));
  try {
    fs.copyFileSync(path.join(migrations, '0001_billing.sql'), path.join(before, '0001_billing.sql'));
    await runMigrations({ pool, schema: s.schema, dir: before });
    const [u1, u2] = [randomUUID(), randomUUID()];
    await pool.query(
      `INSERT INTO subscriptions (id, user_id, status, current_period_end, state_at) VALUES
       ('sub_old', $1, 'active', '2026-05-01Z', 10), ('sub_new', $1, 'active', '2026-06-01Z', 20), ('sub_gone', $1, 'canceled', '2026-04-01Z', 5),
       ('sub_only', $2, 'active', '2026-06-01Z', 20), ('sub_orphan', NULL, 'active', NULL, 1)`,
      [u1, u2],
    );
    // Every later migration runs after it (0003 forgets deleted members' addresses); 0002 is the one under test.
    expect((await runMigrations({ pool, schema: s.schema, dir: migrations }))[0]).toBe('0002_one_active_subscription');
    const { rows } = await pool.query('SELECT id, status, duplicate_of FROM subscriptions ORDER BY id');
    expect(rows).toEqual([
      { id: 'sub_gone', status: 'canceled', duplicate_of: null },
      { id: 'sub_new', status: 'active', duplicate_of: null },
      { id: 'sub_old', status: 'active', duplicate_of: 'sub_new' },
      { id: 'sub_only', status: 'active', duplicate_of: null },
      { id: 'sub_orphan', status: 'active', duplicate_of: null },
    ]);
    expect((await pool.query('SELECT subscription_id, user_id, kept_id, status FROM refunds')).rows).toEqual([{ subscription_id: 'sub_old', user_id: u1, kept_id: 'sub_new', status: 'pending' }]);
  } finally {
    fs.rmSync(before, { recursive: true, force: true });
    await pool.end();
    await s.drop();
  }
});
