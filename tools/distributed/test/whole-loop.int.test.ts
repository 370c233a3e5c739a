// The whole loop in the distributed mode, each service its own process on real Kafka, Postgres and
// Redis: odds -> pick -> decision -> final score -> grading -> settlement -> stats. The decisions
// process is killed (SIGKILL, a crash) before the game ends and restarted after it was graded:
// the pick.graded it missed is not lost, and nothing is applied twice.
import { Client } from 'pg';
import { createGrpcClient } from '@gary/platform';
import { createTestDatabase, getFreePort, type TestDatabase } from '@gary/testinfra';
import { grantPro, startDistributed, until, type Distributed } from '../src';

jest.setTimeout(300_000);

describe('the whole loop across processes, with a crash in the middle', () => {
  let db: TestDatabase;
  let d: Distributed;
  const lines: string[] = [];
  const grpcAddr = (name: string) => `127.0.0.1:${d.processes().find((p) => p.name === name)!.ports.grpc}`;

  beforeAll(async () => {
    db = await createTestDatabase('whole_loop');
    d = await startDistributed({
      env: { ...process.env, DATABASE_URL: db.url, SIMULATION_ADMIN: 'true' },
      gatewayPort: await getFreePort(),
      logLevel: 'warn',
      output: (line) => lines.push(line),
    });
  }, 240_000);

  afterAll(async () => {
    await d?.stop();
    await db?.drop();
  }, 60_000);

  test('a ride is settled once after the decisions process crashed and came back', async () => {
    const api = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(`${d.gatewayUrl}${path}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    };

    // A bettor signs up, confirms from the mail auth stored (no SMTP here; the dev mailbox shows an
    // address's mail to whoever gives its password) and signs in.
    const email = `loop-${Date.now()}@example.com`;
    const password = 'Ride-or-fade-2026!';
    expect((await api('POST', '/api/auth/signup', { email, password, dateOfBirth: '1990-04-01' })).status).toBe(201);
    const auth = createGrpcClient('auth', grpcAddr('auth'));
    const mail = await until('the confirmation mail', async () => (await auth.ListMail({ to: email, limit: 5, password, ip: '127.0.0.1' })).messages[0]);
    const token = new URL(mail.links.find((l) => l.includes('token='))!).searchParams.get('token')!;
    expect((await api('POST', '/api/auth/confirm', { token })).status).toBe(200);
    const session = await api('POST', '/api/auth/signin', { email, password });
    expect(session.status).toBe(200);
    const access = session.body.accessToken as string;
    auth.close();
    // Deciding is for picks the user may read: the rider holds Pro, as billing records a paid subscription.
    const riderId = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
    const billingDb = new Client({ connectionString: db.url });
    await billingDb.connect();
    await grantPro(billingDb, [riderId], 'loop');
    await billingDb.end();

    // The engine publishes today's picks (an operator-triggered run, the same path as 10:00 ET).
    const engine = createGrpcClient('pick-engine', grpcAddr('pick-engine'), { deadlineMs: 60_000 });
    // The test is the operator here: it calls inside the cluster with the admin role, as the
    // gateway would for a verified admin.
    const operator = { role: 'admin', userId: 'operator' };
    await engine.Generate({ requestedBy: 'whole-loop-test' }, operator);
    const picks = await until('published picks', async () => {
      const p = await engine.GetDailyPicks({});
      return p.picks.length > 0 ? p.picks : undefined;
    });
    const open = picks.filter((p) => new Date(p.gameTime).getTime() > Date.now());
    expect(open.length).toBeGreaterThan(0);
    const pick = open[0]!;

    // Ride it (decisions learns of the pick from pick.published on Kafka, so allow it a moment).
    const decided = await until('the decision to be accepted', async () => {
      const r = await api('POST', '/api/decisions', { pickId: pick.pickId, decision: 'ride' }, access);
      return r.status === 200 ? r : undefined;
    });
    expect(decided.body.success).toBe(true);

    // Crash decisions, then finish the game: pick.graded is published while nobody consumes it.
    await d.kill('decisions');
    const odds = createGrpcClient('odds-ingest', grpcAddr('odds-ingest'), { deadlineMs: 30_000 });
    await odds.FinishGame({ eventId: pick.eventId }, operator);
    odds.close();
    const graded = await until('the pick to be graded', async () => {
      const p = await engine.GetPick({ pickId: pick.pickId });
      return p.result ? p : undefined;
    });
    engine.close();
    expect(['won', 'lost', 'push']).toContain(graded.result);

    // Back up: the missed event is consumed, the ride settled, the stats updated, exactly once.
    await d.restart('decisions');
    const expected = graded.result === 'won' ? 'win' : graded.result === 'lost' ? 'loss' : 'push';
    const card = await until('the settlement', async () => {
      const r = await api('GET', '/api/stats/me', undefined, access);
      return r.status === 200 && r.body.winCount + r.body.lossCount + r.body.pushCount === 1 ? r.body : undefined;
    });
    expect(card.totalDecisions).toBe(1);
    expect(card.rideCount).toBe(1);
    expect({ win: card.winCount, loss: card.lossCount, push: card.pushCount }[expected]).toBe(1);

    // Restart once more: redelivery after a restart changes nothing.
    await d.kill('decisions', 'SIGTERM');
    await d.restart('decisions');
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    try {
      const applied = await pg.query(`SELECT count(*)::int AS n FROM decisions.consumed_events WHERE topic = 'pick.graded'`);
      const gradedEvents = await pg.query(
        `SELECT count(*)::int AS n FROM pick_engine.outbox WHERE topic = 'pick.graded' AND envelope->'data'->>'pickId' = $1`,
        [pick.pickId],
      );
      expect(gradedEvents.rows[0].n).toBe(1);
      // decisions applied this pick's pick.published and pick.graded once each.
      const forThisPick = await pg.query(
        `SELECT o.topic, count(*)::int AS n FROM decisions.consumed_events c JOIN pick_engine.outbox o ON o.id = c.event_id
          WHERE o.envelope->'data'->>'pickId' = $1 GROUP BY o.topic ORDER BY o.topic`,
        [pick.pickId],
      );
      const byTopic = Object.fromEntries(forThisPick.rows.map((r: { topic: string; n: number }) => [r.topic, r.n]));
      expect(byTopic['pick.published']).toBe(1);
      expect(byTopic['pick.graded']).toBe(1);
      // decisions also reads the pick's live status (alerts to its riders and faders): each of those
      // events applied once too, however many price moves there were.
      const liveEvents = await pg.query(
        `SELECT count(*)::int AS n FROM pick_engine.outbox WHERE topic = 'pick.live-status' AND envelope->'data'->>'pickId' = $1`,
        [pick.pickId],
      );
      expect(byTopic['pick.live-status'] ?? 0).toBe(liveEvents.rows[0].n);
      expect(Object.keys(byTopic).sort()).toEqual(['pick.graded', 'pick.live-status', 'pick.published'].filter((t) => t !== 'pick.live-status' || liveEvents.rows[0].n > 0));
      expect(applied.rows[0].n).toBeGreaterThanOrEqual(1);
    } finally {
      await pg.end();
    }
    const again = await api('GET', '/api/stats/me', undefined, access);
    expect(again.body.winCount + again.body.lossCount + again.body.pushCount).toBe(1);
    expect(again.body.totalDecisions).toBe(1);
  });
});
