// Alert fairness under load (`make bench BENCH=alerts`): N accounts with one push subscription each
// get one alert (the picks-out alert for everyone, enqueued by the same function the
// `alert.requested` consumer runs), delivered by auth's own alert sender to a push service on
// loopback that answers at once. The delay of each account is from the enqueue to the push request's
// arrival. The run is made twice: alone, and while one account holds the maximum of subscriptions
// at a push service that answers only after 4 s (the attack of issue 27); the difference of the
// two p99s is that account's effect on everyone else. Short mode (BENCH_SHORT=1) alerts 1,000.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { withTransaction } from '@gary/platform';
import { startInfra, startServiceForTest } from '@gary/testinfra';
import webpush from 'web-push';
import { MAX_PUSH_SUBSCRIPTIONS, enqueueAlert } from '../../../services/auth/src/alerts/alert-service';
import { readConfig, start } from '../../../services/auth/src';
import { percentile, report, scale, type Figure } from '../src/report';

const ACCOUNTS = scale('BENCH_ALERT_ACCOUNTS', 10_000, 1_000);
const SLOW_ANSWER_MS = 4_000;
const TARGET_P99_MS = 5_000;

interface PushServer {
  origin: string;
  arrivals: Map<string, number>;
  close(): Promise<void>;
}

async function pushServer(answerAfterMs: number): Promise<PushServer> {
  const arrivals = new Map<string, number>();
  const server = http.createServer((req, res) => {
    arrivals.set(req.url ?? '', Date.now());
    req.resume();
    setTimeout(() => res.writeHead(201).end(), answerAfterMs);
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', 1024, r));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    arrivals,
    close: () => new Promise((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

async function main(): Promise<void> {
  const infra = await startInfra({ needs: ['postgres'] });
  Object.assign(process.env, infra.env);
  const fast = await pushServer(0);
  const slow = await pushServer(SLOW_ANSWER_MS);
  const sut = await startServiceForTest({
    name: 'auth',
    readConfig,
    start,
    // The sender is woken by the enqueue's notification; the poll is only its fallback.
    env: { ALERT_PUSH_TEST_LOOPBACK: 'true', ALERT_POLL_MS: '1000', PUBLIC_ORIGIN: 'http://gary.test' },
  });
  const { p256dh, auth } = (() => {
    const k = webpush.generateVAPIDKeys(); // any P-256 point and 16 bytes: the push service does not decrypt here
    return { p256dh: k.publicKey, auth: Buffer.alloc(16, 7).toString('base64url') };
  })();

  async function accounts(n: number, tag: string): Promise<string[]> {
    const ids = Array.from({ length: n }, () => randomUUID());
    for (let i = 0; i < ids.length; i += 2_000) {
      const chunk = ids.slice(i, i + 2_000);
      await sut.pool.query(
        `INSERT INTO users (id, email, email_confirmed_at, date_of_birth)
         SELECT id, 'bench-' || id || '@example.com', now(), '1990-01-01' FROM unnest($1::uuid[]) AS id`,
        [chunk],
      );
      await sut.pool.query(
        `INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth)
         SELECT gen_random_uuid(), id, $2 || '/' || $3 || '/' || id, $4, $5 FROM unnest($1::uuid[]) AS id`,
        [chunk, fast.origin, tag, p256dh, auth],
      );
    }
    return ids;
  }

  async function phase(name: string, withSlowAccount: boolean, n = ACCOUNTS): Promise<{ p50: number; p99: number; max: number; sent: number }> {
    await sut.pool.query('TRUNCATE alert_deliveries, push_subscriptions, users CASCADE');
    fast.arrivals.clear();
    slow.arrivals.clear();
    const ids = await accounts(n, name);
    if (withSlowAccount) {
      const [hog] = await accounts(1, `${name}-hog`);
      await sut.pool.query('DELETE FROM push_subscriptions WHERE user_id = $1', [hog]);
      for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS; i++)
        await sut.pool.query('INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4, $5)', [randomUUID(), hog, `${slow.origin}/hog/${i}`, p256dh, auth]);
    }
    const t0 = Date.now();
    await withTransaction(sut.pool, (tx) =>
      enqueueAlert(
        tx,
        { kind: 'picks-out', ref: `bench-${name}`, userIds: null, title: "Gary's picks are out", body: '25 picks today.', url: '/real-gary-picks', freeVariant: null, requestedAt: new Date().toISOString() },
        new Date(),
      ),
    );
    const deadline = Date.now() + 5 * 60_000;
    while (fast.arrivals.size < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const delays = ids.map((id) => fast.arrivals.get(`/${name}/${id}`)).filter((t): t is number => t !== undefined).map((t) => t - t0);
    return { p50: percentile(delays, 50), p99: percentile(delays, 99), max: Math.max(...delays), sent: delays.length };
  }

  try {
    // A first, unmeasured round: the sender's code is compiled and the pool's connections open before the clock runs.
    await phase('warm-up', false, Math.min(500, ACCOUNTS));
    const alone = await phase('alone', false);
    const attacked = await phase('attacked', true);
    for (const [n, r] of [['alone', alone], ['with a slow account', attacked]] as const)
      console.log(`${n}: ${r.sent}/${ACCOUNTS} delivered, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms`);
    const figures: Figure[] = [
      { name: `accounts alerted at once`, value: ACCOUNTS, unit: 'accounts', better: 'higher' },
      { name: 'delivery delay p50 (alone)', value: alone.p50, unit: 'ms', better: 'lower' },
      { name: 'delivery delay p99 (alone)', value: alone.p99, unit: 'ms', better: 'lower' },
      { name: `delivery delay p50 (one account with ${MAX_PUSH_SUBSCRIPTIONS} endpoints answering in 4 s)`, value: attacked.p50, unit: 'ms', better: 'lower' },
      { name: 'delivery delay p99 (the others, with that account)', value: attacked.p99, unit: 'ms', better: 'lower', target: `< ${TARGET_P99_MS} ms`, met: attacked.p99 < TARGET_P99_MS },
      { name: "the slow account's effect on the others' p99", value: attacked.p99 - alone.p99, unit: 'ms', better: 'lower' },
      { name: 'alerts not delivered', value: 2 * ACCOUNTS - alone.sent - attacked.sent, unit: 'alerts', better: 'lower', target: '0', met: alone.sent + attacked.sent === 2 * ACCOUNTS },
    ];
    report('alerts', figures, { accounts: ACCOUNTS, slowAnswerMs: SLOW_ANSWER_MS, maxSubscriptions: MAX_PUSH_SUBSCRIPTIONS });
    if (alone.sent + attacked.sent !== 2 * ACCOUNTS) process.exitCode = 1;
  } finally {
    await sut.stop();
    await fast.close();
    await slow.close();
    await infra.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
