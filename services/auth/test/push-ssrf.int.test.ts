// Push subscriptions as an attacker would use them (issue 27, item 1): a subscription's endpoint is a
// URL the server POSTs to on every alert, so it must never reach our own network. Auth runs as
// `make start` and the chart run it (no loopback test setting); a listener on 127.0.0.1 stands for
// every internal service and counts the requests that reach it. The send-time checks are run with
// senders of the test's own (the service's sender polls hourly here and is never woken, since rows
// are written without a notification), one with a resolver that answers loopback for a push host.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import webpush from 'web-push';
import { startAlertSender } from '../src/alerts/alert-sender';
import { MAX_PUSH_SUBSCRIPTIONS } from '../src/alerts/alert-service';
import { linkToken, startAuth, STRONG, type AuthUnderTest } from './auth-test-kit';
import { browserSubscription, startPushService } from './push-service';

jest.setTimeout(90_000);

let sut: AuthUnderTest;
let hits: { path: string; method: string }[] = [];
let listener: http.Server;
let port = 0;
const run = randomUUID().slice(0, 8);
const vapidKeys = webpush.generateVAPIDKeys();
const silentLogger = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as never;

beforeAll(async () => {
  listener = http.createServer((req, res) => {
    hits.push({ path: req.url ?? '', method: req.method ?? '' });
    req.resume();
    res.writeHead(201).end();
  });
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
  port = (listener.address() as { port: number }).port;
  sut = await startAuth({ env: { ALERT_POLL_MS: '3600000' } });
}, 120_000);
afterAll(async () => {
  await sut?.stop();
  await new Promise((r) => listener?.close(r));
});
beforeEach(() => {
  hits = [];
});

const self = (userId: string) => ({ userId, role: 'user' });
async function member(name: string): Promise<string> {
  const email = `${name}-${run}@example.com`;
  const { user } = await sut.client.SignUp({ email, password: STRONG, ip: '192.0.2.61', dateOfBirth: '1990-04-01' });
  await sut.client.Confirm({ token: await linkToken(sut, email, 'confirm') });
  return user!.id;
}
const keys = () => {
  const s = browserSubscription('x');
  return { p256dh: s.p256dh, auth: s.auth };
};
const internalForms = () => [
  `http://127.0.0.1:${port}/push`,
  `http://localhost:${port}/push`,
  `http://127.1:${port}/push`,
  `http://0x7f000001:${port}/push`,
  `http://2130706433:${port}/push`,
  `http://user:pass@127.0.0.1:${port}/push`,
  `https://127.0.0.1:${port}/push`,
  'https://169.254.169.254/latest/meta-data/',
  'https://10.0.0.1/',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://127.0.0.1.nip.io/',
  'https://[::1]/',
  'https://fcm.googleapis.com.127.0.0.1.nip.io/fcm/send/x',
];
/** A due push delivery for `userId`, written as the consumer writes it. */
async function dueAlert(userId: string): Promise<string> {
  const id = randomUUID();
  await sut.pool.query(
    `INSERT INTO alert_deliveries (id, user_id, kind, ref, channel, title, body, url, due_at, next_at, created_at)
     VALUES ($1, $2, 'pick-dead', $3, 'push', 'Gone dead', 'Lakers -3.5', '/betcard', now() - interval '1 minute', now() - interval '1 minute', now())`,
    [id, userId, `ref-${id}`],
  );
  return id;
}
const delivery = async (id: string) =>
  (await sut.pool.query<{ sent_at: Date | null; dropped: string | null; last_error: string | null }>('SELECT sent_at, dropped, last_error FROM alert_deliveries WHERE id = $1', [id])).rows[0]!;
const senderFor = (extra: Partial<Parameters<typeof startAlertSender>[0]> = {}) =>
  startAlertSender({
    pool: sut.pool,
    vapid: { ...vapidKeys, subject: 'mailto:alerts@gary.invalid' },
    publicOrigin: 'http://gary.test',
    unsubscribeSecret: 'test',
    logger: silentLogger,
    now: () => new Date(),
    pollMs: 3_600_000,
    ...extra,
  });

describe('"push subscriptions are a server-side request forgery": closed', () => {
  it('"accept only https endpoints of the real push services by host": every internal address form is refused at registration, and nothing is called', async () => {
    const mal = await member('mal');
    for (const endpoint of internalForms()) {
      await expect(sut.client.AddPushSubscription({ userId: mal, endpoint, ...keys() }, self(mal))).rejects.toMatchObject({ code: 'invalid_subscription' });
    }
    const { rows } = await sut.pool.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [mal]);
    expect(rows).toHaveLength(0);
    expect(hits).toHaveLength(0);
  });

  it('"at send time too": subscriptions stored before the rule, at every internal form, get no request (the listener counts 0) and are removed', async () => {
    const old = await member('old');
    for (const endpoint of internalForms())
      await sut.pool.query('INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4, $5)', [randomUUID(), old, endpoint, keys().p256dh, keys().auth]);
    const id = await dueAlert(old);
    const sender = senderFor();
    try {
      await sender.flush();
    } finally {
      await sender.stop();
    }
    expect(hits).toHaveLength(0);
    expect((await delivery(id)).dropped).toBe('no_subscription');
    expect((await sut.pool.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [old])).rows).toHaveLength(0);
  });

  it('"refuse an endpoint whose address resolves to loopback, private or link-local space at send time": a push host whose DNS answers 127.0.0.1 gets no connection', async () => {
    const dns = await member('dns');
    await sut.client.AddPushSubscription({ userId: dns, endpoint: `https://fcm.googleapis.com/fcm/send/${run}`, ...keys() }, self(dns));
    const id = await dueAlert(dns);
    const asked: string[] = [];
    for (const address of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '::1']) {
      const sender = senderFor({ resolve: async (host) => (asked.push(host), [{ address, family: address.includes(':') ? 6 : 4 }]) });
      try {
        await sender.flush();
      } finally {
        await sender.stop();
      }
      const d = await delivery(id);
      expect(d.sent_at).toBeNull();
      expect(d.last_error).toMatch(/not public/);
      await sut.pool.query('UPDATE alert_deliveries SET next_at = now() - interval \'1 minute\' WHERE id = $1', [id]);
    }
    expect(asked).toEqual(Array(4).fill('fcm.googleapis.com'));
    expect(hits).toHaveLength(0);
    // A passing DNS failure is not the subscription's fault: it is kept for the next try.
    expect((await sut.pool.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [dns])).rows).toHaveLength(1);
  });

  it('"never follow redirects": a push service answering 302 to an internal address is an answer; the address it names gets nothing', async () => {
    const red = await member('red');
    const redirector = http.createServer((req, res) => {
      req.resume();
      res.writeHead(302, { location: `http://127.0.0.2:${port}/internal` }).end();
    });
    await new Promise<void>((r) => redirector.listen(0, '127.0.0.1', r));
    const rport = (redirector.address() as { port: number }).port;
    await sut.pool.query('INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4, $5)', [
      randomUUID(),
      red,
      `http://127.0.0.1:${rport}/push/${run}`,
      keys().p256dh,
      keys().auth,
    ]);
    const id = await dueAlert(red);
    const sender = senderFor({ allowLoopbackForTests: true });
    try {
      await sender.flush();
    } finally {
      await sender.stop();
      await new Promise((r) => redirector.close(r));
    }
    expect(hits).toHaveLength(0);
    const d = await delivery(id);
    expect(d.sent_at).toBeNull();
    expect(d.last_error).toBe('push service answered 302');
  });
});

describe('"one account stalls everyone\'s alerts": closed', () => {
  it(`"cap subscriptions per account": the ${MAX_PUSH_SUBSCRIPTIONS + 1}th browser is refused with a clear error`, async () => {
    const cap = await member('cap');
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS; i++)
      await sut.client.AddPushSubscription({ userId: cap, endpoint: `https://fcm.googleapis.com/fcm/send/${run}-cap-${i}`, ...keys() }, self(cap));
    await expect(sut.client.AddPushSubscription({ userId: cap, endpoint: `https://fcm.googleapis.com/fcm/send/${run}-cap-x`, ...keys() }, self(cap))).rejects.toMatchObject({
      code: 'too_many_subscriptions',
    });
    // The same browser again is no new one.
    await sut.client.AddPushSubscription({ userId: cap, endpoint: `https://fcm.googleapis.com/fcm/send/${run}-cap-0`, ...keys() }, self(cap));
  });

  it('"send outside the row\'s transaction, in parallel under one short deadline": an account whose endpoints hang does not delay another account\'s alert', async () => {
    const slowPush = http.createServer((req) => req.resume()); // never answers
    await new Promise<void>((r) => slowPush.listen(0, '127.0.0.1', r));
    const sport = (slowPush.address() as { port: number }).port;
    const fast = await startPushService();
    const slow = await member('slow');
    const quick = await member('quick');
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS; i++)
      await sut.pool.query('INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4, $5)', [randomUUID(), slow, `http://127.0.0.1:${sport}/s/${i}`, keys().p256dh, keys().auth]);
    const b = browserSubscription(`${fast.origin}/q/${run}`);
    await sut.pool.query('INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4, $5)', [randomUUID(), quick, b.endpoint, b.p256dh, b.auth]);
    const slowId = await dueAlert(slow);
    const quickId = await dueAlert(quick);
    const sender = senderFor({ allowLoopbackForTests: true, pushTimeoutMs: 3_000 });
    const t0 = Date.now();
    try {
      const flushed = sender.flush();
      for (;;) {
        if ((await delivery(quickId)).sent_at) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const quickMs = Date.now() - t0;
      expect((await delivery(slowId)).sent_at).toBeNull();
      await flushed;
      const slowMs = Date.now() - t0;
      // The quick alert went while the slow account's five requests were still waiting out their deadline.
      expect(quickMs).toBeLessThan(slowMs);
      expect((await delivery(slowId)).last_error).toMatch(/did not answer in 3000 ms/);
      // All five hung together: one deadline, not five in a row.
      expect(slowMs).toBeLessThan(4 * 3_000);
    } finally {
      await sender.stop();
      slowPush.closeAllConnections();
      await new Promise((r) => slowPush.close(r));
      await fast.close();
    }
  });

  it('"an endpoint moves to whichever account registers it last": it no longer does; the first owner keeps it', async () => {
    const first = await member('first');
    const second = await member('second');
    const endpoint = `https://updates.push.services.mozilla.com/wpush/v2/${run}`;
    await sut.client.AddPushSubscription({ userId: first, endpoint, ...keys() }, self(first));
    await expect(sut.client.AddPushSubscription({ userId: second, endpoint, ...keys() }, self(second))).rejects.toMatchObject({ code: 'subscription_taken' });
    const { rows } = await sut.pool.query<{ user_id: string }>('SELECT user_id FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
    expect(rows.map((r) => r.user_id)).toEqual([first]);
  });
});
