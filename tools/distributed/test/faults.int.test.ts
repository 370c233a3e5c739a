// Faults in the distributed mode: every service its own process on a Postgres, Redis and Kafka of
// this file's own (tools/testinfra startDedicatedInfra), so stopping one never disturbs the other
// test files. In order, on one stack: the Kafka broker stopped for 20 s in the middle of 10,000
// decisions and a slate's grading; the decisions process killed (SIGKILL) while it settles a graded
// slate; Redis restarted empty; Postgres restarted. Each prints its figure.
import { Client, Pool } from 'pg';
import { createGrpcClient } from '@gary/platform';
import { consumerLag, getFreePort, startDedicatedInfra, type DedicatedInfra } from '@gary/testinfra';
import { startDistributed, type Distributed } from '../src';
import { checkStats, decide, readTopicIds, grantPro, rng, sleep, tokenKey, until, userId, type Bettor, type Decision } from './fault-helpers';

jest.setTimeout(240_000);

const DECISIONS = 10_000;
const PICKS_PER_GROUP = 4;
const KAFKA_DOWN_MS = 20_000;
const operator = { role: 'admin', userId: 'operator' };
const figure = (line: string) => process.stdout.write(`${line}\n`);

describe('faults in the distributed mode (each service its own process)', () => {
  let infra: DedicatedInfra;
  let d: Distributed;
  let db: Pool;
  let bettors: Bettor[];
  /** Group A is graded while the broker is down, group B is settled while decisions is killed. */
  let groupA: { pickId: string; eventId: string }[];
  let groupB: { pickId: string; eventId: string }[];
  let spare: { pickId: string; eventId: string }[];
  let sign: (user: string) => Promise<string>;
  const lines: string[] = [];
  const grpcAddr = (name: string) => `127.0.0.1:${d.processes().find((p) => p.name === name)!.ports.grpc}`;
  const http = (name: string) => `http://127.0.0.1:${d.processes().find((p) => p.name === name)!.ports.http}`;
  const unsettled = async (picks: { pickId: string }[]) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM decisions.decisions WHERE pick_id = ANY($1) AND outcome = 'pending'`, [picks.map((p) => p.pickId)])).rows[0]!.n;
  const finishGames = async (picks: { eventId: string }[]) => {
    const odds = createGrpcClient('odds-ingest', grpcAddr('odds-ingest'), { deadlineMs: 30_000 });
    try {
      for (const p of picks) await odds.FinishGame({ eventId: p.eventId }, operator);
    } finally {
      odds.close();
    }
  };

  beforeAll(async () => {
    infra = await startDedicatedInfra();
    const key = await tokenKey();
    sign = key.sign;
    d = await startDistributed({
      env: { ...process.env, ...infra.env, SIMULATION_ADMIN: 'true', JWT_PRIVATE_KEY: key.pem },
      // Every request of the load comes from this one address while being a different user's.
      serviceEnv: { gateway: { RATE_LIMIT_PER_IP_PER_MINUTE: String(1e9) } },
      gatewayPort: await getFreePort(),
      logLevel: 'warn',
      output: (line) => lines.push(line),
    });
    db = new Pool({ connectionString: infra.env.DATABASE_URL, max: 4 });
    db.on('error', () => undefined);

    // Tomorrow's slate (Eastern): every game still open whatever the time of day the test runs.
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const engine = createGrpcClient('pick-engine', grpcAddr('pick-engine'), { deadlineMs: 60_000 });
    await engine.Generate({ requestedBy: 'faults-test', date: tomorrow }, operator);
    const picks = await until('published picks', async () => {
      const p = await engine.GetDailyPicks({ date: tomorrow });
      const open = p.picks.filter((x) => new Date(x.gameTime).getTime() > Date.now() + 30 * 60_000);
      return open.length >= 2 * PICKS_PER_GROUP + 1 && !(await engine.GetGenerationStatus({})).running ? open : undefined;
    });
    engine.close();
    // One game per pick, so finishing a game grades exactly one pick of the group.
    const byEvent = [...new Map(picks.map((p) => [p.eventId, { pickId: p.pickId, eventId: p.eventId }])).values()];
    groupA = byEvent.slice(0, PICKS_PER_GROUP);
    groupB = byEvent.slice(PICKS_PER_GROUP, 2 * PICKS_PER_GROUP);
    spare = byEvent.slice(2 * PICKS_PER_GROUP);
    expect(groupB).toHaveLength(PICKS_PER_GROUP);
    // decisions learns of picks from pick.published on Kafka.
    const ids = [...groupA, ...groupB, ...spare].map((p) => p.pickId);
    await until('the picks in the decisions projection', async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM decisions.picks WHERE pick_id = ANY($1)', [ids])).rows[0]!.n === ids.length,
    );
    const users = DECISIONS / (2 * PICKS_PER_GROUP);
    bettors = await Promise.all(Array.from({ length: users }, async (_, i) => {
      const id = userId(`faults-${i}`);
      return { userId: id, token: await sign(id) };
    }));
    // Deciding is for picks the user may read: the bettors hold Pro.
    await grantPro(db, bettors.map((b) => b.userId), 'faults');
  }, 300_000);

  afterAll(async () => {
    await db?.end().catch(() => undefined);
    await d?.stop();
    await infra?.stop();
  }, 90_000);

  /** Where the pipeline stands, printed when a wait fails: each outbox's backlog, what each consumer applied, the processes' last lines. */
  const dumpState = async () => {
    const q = async (sql: string) => (await db.query(sql).catch((e: Error) => ({ rows: [{ error: e.message }] }))).rows;
    figure(`outbox backlog: ${JSON.stringify(await q(`SELECT 'odds_ingest' s, count(*) FILTER (WHERE published_at IS NULL) n, count(*) t FROM odds_ingest.outbox UNION ALL SELECT 'pick_engine', count(*) FILTER (WHERE published_at IS NULL), count(*) FROM pick_engine.outbox UNION ALL SELECT 'decisions', count(*) FILTER (WHERE published_at IS NULL), count(*) FROM decisions.outbox`))}`);
    figure(`consumed: ${JSON.stringify(await q(`SELECT 'pick_engine' s, topic, count(*) n FROM pick_engine.consumed_events GROUP BY topic UNION ALL SELECT 'decisions', topic, count(*) FROM decisions.consumed_events GROUP BY topic`))}`);
    figure(`consumer lag: ${JSON.stringify(await groupLag(infra.env.KAFKA_BROKERS!, ['pick-engine', 'decisions']).catch((e: Error) => e.message))}`);
    figure(lines.filter((l) => !l.startsWith('[supervisor]')).slice(-40).join('\n'));
  };

  /** Waits until decisions' outbox is sent; if it is not, says what is still waiting and the services' last words. */
  const outboxDelivered = (context: string) =>
    until('the decisions outbox delivered', async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM decisions.outbox WHERE published_at IS NULL')).rows[0]!.n === 0,
    120_000, 500).catch(async (err: Error) => {
      const waiting = await db.query('SELECT topic, count(*)::int AS n, min(created_at) AS since FROM decisions.outbox WHERE published_at IS NULL GROUP BY topic').catch(() => ({ rows: [] }));
      figure(`${context}; unsent: ${JSON.stringify(waiting.rows)}`);
      await dumpState();
      throw err;
    });

  const decisionsFor = (group: { pickId: string }[], seed: number): Decision[] => {
    const r = rng(seed);
    return group.flatMap((p) => bettors.map((b): Decision => ({ bettor: b, pickId: p.pickId, side: r() < 0.5 ? 'ride' : 'fade' })));
  };

  test('Kafka broker stopped for 20 s during 10,000 decisions and a grading: every decision kept once, stats equal the replay of the rows, every event delivered', async () => {
    const first = decisionsFor(groupA, 1);
    const second = decisionsFor(groupB, 2);
    const pace = { perSecond: 350, concurrency: 16 };
    const t0 = Date.now();
    const phases: string[] = [];
    const mark = (what: string) => phases.push(`${what} ${((Date.now() - t0) / 1000).toFixed(1)}`);
    // The broker stops when 4 of the first 5 thousand decisions are in, is started again 20 s after
    // it stopped whatever the load is doing, and group A's games end while it is down.
    let stopAt!: () => void;
    const atFourThousand = new Promise<void>((r) => (stopAt = r));
    let downSince = 0;
    let upSince = 0;
    const outage = (async () => {
      await atFourThousand;
      await infra.kafka.down();
      downSince = Date.now();
      mark('broker stopped');
      await sleep(KAFKA_DOWN_MS);
      mark('broker starting');
      await infra.kafka.up();
      upSince = Date.now();
      mark('broker answering');
    })();
    const a = await decide(d.gatewayUrl, first, { ...pace, onAccepted: (n) => n === 4_000 && stopAt() });
    mark('first 5,000 made');
    // game.final waits in odds-ingest's outbox while the broker is down.
    await until('the broker stopped', async () => downSince > 0, 60_000, 50);
    await finishGames(groupA);
    const gradedWhileDown = upSince === 0;
    mark('group A games ended');
    const b = await decide(d.gatewayUrl, second, pace);
    mark('second 5,000 made');
    await outage;
    await until('group A settled after the broker came back', async () => (await unsettled(groupA)) === 0, 120_000, 500).catch(async (err: Error) => {
      figure(`kafka-down phases (s): ${phases.join(', ')}`);
      await dumpState();
      throw err;
    });
    mark('group A settled');
    await outboxDelivered(`kafka-down phases (s): ${phases.join(', ')}`);
    mark('outbox delivered');
    figure(`kafka-down phases (s): ${phases.join(', ')}`);

    const accepted = a.accepted + b.accepted;
    const rows = (await db.query<{ user_id: string; pick_id: string; decision: string }>('SELECT user_id, pick_id, decision FROM decisions.decisions')).rows;
    const sent = new Map([...first, ...second].map((x) => [`${x.bettor.userId}|${x.pickId}`, x.side]));
    const kept = new Set(rows.map((r) => `${r.user_id}|${r.pick_id}`));
    const lost = [...sent.keys()].filter((k) => !kept.has(k)).length;
    const wrongSide = rows.filter((r) => sent.get(`${r.user_id}|${r.pick_id}`) !== r.decision).length;
    const graded = await db.query<{ event_id: string; n: number }>(
      `SELECT event_id, count(*)::int AS n FROM decisions.consumed_events WHERE topic = 'pick.graded' GROUP BY event_id`,
    );
    const stats = await checkStats(db);
    // Each decision wrote one user-stats.updated, each settled decision one more: nothing twice. (The
    // outbox carries the day's alert requests too, by the hour the test runs: those are not counted.)
    const outbox = (await db.query<{ id: string }>(`SELECT id FROM decisions.outbox WHERE topic = 'user-stats.updated'`)).rows.map((r) => r.id);
    const settledRows = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM decisions.decisions WHERE outcome <> 'pending'`)).rows[0]!.n;
    const inKafka = await readTopicIds(infra.env.KAFKA_BROKERS!, 'user-stats.updated', new Set(outbox));
    const twice = rows.length - sent.size + (outbox.length - (rows.length + settledRows)) + graded.rows.filter((g) => g.n > 1).length;
    figure(
      `fault kafka-down: ${DECISIONS} decisions (${accepted} confirmed, ${a.retries + b.retries} retried), broker stopped ${KAFKA_DOWN_MS / 1000} s ` +
        `(answering again after ${((upSince - downSince) / 1000).toFixed(0)} s; group A's games ended ${gradedWhileDown ? 'while it was down' : 'AFTER it was back'}); ` +
        `${lost} lost, ${twice} twice, stats ${stats.mismatched.length === 0 ? 'match' : `DIFFER for ${stats.mismatched.length} users`}; ` +
        `${inKafka.missing} of ${outbox.length} events missing from Kafka`,
    );
    expect(gradedWhileDown).toBe(true);
    expect(a.failed.concat(b.failed).slice(0, 3)).toEqual([]);
    expect(accepted).toBe(DECISIONS);
    expect(rows).toHaveLength(DECISIONS);
    expect(lost).toBe(0);
    expect(wrongSide).toBe(0);
    expect(graded.rows).toHaveLength(PICKS_PER_GROUP);
    expect(settledRows).toBe(DECISIONS / 2);
    expect(outbox.length).toBe(rows.length + settledRows);
    expect(twice).toBe(0);
    expect(stats.wrongOutcomes).toBe(0);
    expect(stats.mismatched).toEqual([]);
    expect(inKafka.missing).toBe(0);
  });

  test('decisions killed (SIGKILL) while it settles a graded slate: every decision settled exactly once after the restart', async () => {
    // The first game of the slate settles; the rest wait behind the settlement lock, which this
    // test holds, so the process is killed with a settlement transaction open.
    await finishGames(groupB.slice(0, 1));
    await until('the first pick settled', async () => (await unsettled(groupB.slice(0, 1))) === 0, 120_000).catch(async (err: Error) => {
      await dumpState();
      throw err;
    });
    const holder = new Client({ connectionString: infra.env.DATABASE_URL });
    holder.on('error', () => undefined);
    await holder.connect();
    await holder.query(`SELECT pg_advisory_lock(hashtext('decisions:settlement'))`);
    let waiting = 0;
    try {
      await finishGames(groupB.slice(1));
      waiting = await until('a settlement waiting inside its transaction', async () => {
        const r = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND wait_event = 'advisory' AND state = 'active' AND pid <> $1`,
          [(holder as unknown as { processID: number }).processID],
        );
        return r.rows[0]!.n;
      }, 120_000);
      await d.kill('decisions');
    } finally {
      await holder.query(`SELECT pg_advisory_unlock(hashtext('decisions:settlement'))`).catch(() => undefined);
      await holder.end().catch(() => undefined);
    }
    const killedWith = PICKS_PER_GROUP - (await countSettledPicks(db, groupB));
    await d.restart('decisions');
    await until('the slate settled after the restart', async () => (await unsettled(groupB)) === 0, 120_000, 500);
    await outboxDelivered('after the restart');

    const graded = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM decisions.consumed_events WHERE topic = 'pick.graded'`);
    const settledRows = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM decisions.decisions WHERE outcome <> 'pending'`)).rows[0]!.n;
    const outbox = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM decisions.outbox WHERE topic = 'user-stats.updated'`)).rows[0]!.n;
    const stats = await checkStats(db);
    const twice = outbox - (DECISIONS + settledRows) + (graded.rows[0]!.n - 2 * PICKS_PER_GROUP);
    figure(
      `fault decisions-killed: SIGKILL with ${waiting} settlement waiting and ${killedWith} of ${PICKS_PER_GROUP} picks unsettled; after restart ` +
        `${settledRows} of ${DECISIONS} settled, ${twice} twice, stats ${stats.mismatched.length === 0 ? 'match' : `DIFFER for ${stats.mismatched.length} users`}`,
    );
    expect(killedWith).toBe(PICKS_PER_GROUP - 1);
    expect(settledRows).toBe(DECISIONS);
    expect(graded.rows[0]!.n).toBe(2 * PICKS_PER_GROUP);
    expect(outbox).toBe(2 * DECISIONS);
    expect(twice).toBe(0);
    expect(stats.wrongOutcomes).toBe(0);
    expect(stats.mismatched).toEqual([]);
  });

  test('Redis restarted empty: the leaderboard is rebuilt from Postgres and reads as it did before', async () => {
    const me = bettors[bettors.length - 1]!;
    const board = async () => {
      const res = await fetch(`${d.gatewayUrl}/api/leaderboard?period=all`, { headers: { authorization: `Bearer ${me.token}` } });
      return { status: res.status, body: (await res.json()) as { rows: unknown[]; me: { rank: number } | null } };
    };
    const before = await until('the leaderboard with every bettor', async () => {
      const b = await board();
      return b.status === 200 && b.body.rows.length === 20 && b.body.me ? b.body : undefined;
    });
    await infra.redis.down();
    await infra.redis.up();
    const upAt = Date.now();
    let last: unknown = null;
    const after = await until('the leaderboard as it was', async () => {
      const b = await board();
      last = b;
      return b.status === 200 && JSON.stringify(b.body) === JSON.stringify(before) ? b.body : undefined;
    }, 60_000).catch((err: Error) => {
      figure(`redis-restart: last answer ${JSON.stringify(last).slice(0, 600)}\nbefore ${JSON.stringify(before).slice(0, 600)}`);
      figure(lines.filter((l) => l.startsWith('[decisions') || l.startsWith('[gateway')).slice(-30).join('\n'));
      throw err;
    });
    const seconds = (Date.now() - upAt) / 1000;
    figure(`fault redis-restart: leaderboard rebuilt and equal to before (top 20, my rank ${after.me?.rank}) ${seconds.toFixed(1)} s after Redis was back`);
    expect(after).toEqual(before);
  });

  test('Postgres restarted: every service reconnects and answers again within 10 seconds', async () => {
    const fresh = userId('faults-after-postgres');
    await grantPro(db, [fresh], 'faults_after_postgres');
    await infra.postgres.down();
    await sleep(2_000);
    await infra.postgres.up();
    const upAt = Date.now();
    const token = await sign(fresh);
    const pick = spare[0]!;
    const answered: Record<string, number> = {};
    const checks: Record<string, () => Promise<boolean>> = Object.fromEntries([
      ...d.processes().filter((p) => p.name !== 'gateway').map((p) => [p.name, async () => (await fetch(`${http(p.name)}/ready`)).status === 200] as const),
      ['gateway decision', async () => {
        const res = await fetch(`${d.gatewayUrl}/api/decisions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ pickId: pick.pickId, decision: 'ride' }),
        });
        return res.status === 200 || res.status === 409;
      }],
      ['gateway stats', async () => (await fetch(`${d.gatewayUrl}/api/stats/me`, { headers: { authorization: `Bearer ${token}` } })).status === 200],
      ['gateway picks', async () => (await fetch(`${d.gatewayUrl}/api/picks/today`)).status === 200],
    ]);
    await Promise.all(
      Object.entries(checks).map(([name, check]) =>
        until(`${name} to answer after Postgres came back`, async () => {
          const ok = await check().catch(() => false);
          if (ok) answered[name] = (Date.now() - upAt) / 1000;
          return ok;
        }, 10_000, 100).catch(() => undefined),
      ),
    );
    const slowest = Math.max(...Object.values(answered));
    const silent = Object.keys(checks).filter((n) => answered[n] === undefined);
    figure(
      `fault postgres-restart: ${Object.keys(answered).length} of ${Object.keys(checks).length} answered again, the last ${slowest.toFixed(1)} s after Postgres was back` +
        (silent.length ? `; silent after 10 s: ${silent.join(', ')}` : ''),
    );
    expect(silent).toEqual([]);
    expect(d.processes().filter((p) => !p.running).map((p) => p.name)).toEqual([]);
  });
});

async function countSettledPicks(db: Pool, picks: { pickId: string }[]): Promise<number> {
  const r = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM decisions.picks WHERE pick_id = ANY($1) AND result IS NOT NULL`, [picks.map((p) => p.pickId)]);
  return r.rows[0]!.n;
}

/** Per consumer group and topic: messages on the topic not yet committed by the group. */
async function groupLag(brokers: string, groups: string[]): Promise<Record<string, Record<string, number>>> {
  const out: Record<string, Record<string, number>> = {};
  for (const groupId of groups) out[groupId] = await consumerLag(brokers, groupId);
  return out;
}
