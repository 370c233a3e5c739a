// `make soak` (`make bench BENCH=soak`): a day of chaos in the distributed mode, each service its
// own process on a Postgres, Redis and Kafka of the run's own (tools/testinfra startDedicatedInfra).
// The fault schedule is printed first, then a compressed day runs through it: tomorrow's slate
// published, bettors riding and fading each round's picks through the gateway (retrying what failed,
// as the app does) and reading the leaderboard and their stats all day, each round's games ended and graded, streams of their stats held open, today's
// card published mid-day, a game or two scratched (the scratch alert to its pick's deciders, by push
// and email), and the pick log's checkpoint read as a reader would. Meanwhile: a random service SIGKILLed every minute, the
// broker stopped twice for 20 s, Redis restarted empty, Postgres restarted, and decisions' link to
// Postgres slowed by 200 ms a round trip (a TCP proxy). At the end, once the backlogs are drained:
// 0 decisions lost or applied twice, every user's stats equal to a replay of their rows, the Redis
// leaderboard equal to one rebuilt from the rows, every graded pick settled once, every due alert
// sent once, every checkpoint seen consistent with the final log; and the bettors' error rate
// during each fault. Full: 20 minutes, 2,000 bettors. Short (BENCH_SHORT=1, CI): one fault of each
// kind over about 80 s with 300 bettors; no time asserted, but anything lost, doubled or unequal
// fails it. Environment: SOAK_BETTORS, SOAK_SECONDS, SOAK_STREAMS, SOAK_ROUNDS, SOAK_SEED.
import http from 'node:http';
import { Pool } from 'pg';
import { createGrpcClient, type ServiceClient } from '@gary/platform';
import { getFreePort, startDedicatedInfra, type DedicatedInfra } from '@gary/testinfra';
import { decide, grantPro, rng, sleep, startDistributed, startSlowLink, tokenKey, until, userId, type Bettor, type Decision, type Distributed, type SlowLink } from '@gary/distributed';
import { report, scale, SHORT, type Figure } from '../src/report';
import { describeFault, faultSchedule, SLOW_LINK_MS, type Fault } from './schedule';
import { holdStreams, type StreamHolders } from './streams';
import { proveAlerts, proveDecisions, proveLeaderboard, proveLog } from './proofs';

const BETTORS = scale('SOAK_BETTORS', 2000, 300);
const DAY_S = scale('SOAK_SECONDS', 1200, 80);
const STREAMS = scale('SOAK_STREAMS', 200, 40);
const ROUNDS = scale('SOAK_ROUNDS', 8, 3);
const PICKS_PER_ROUND = SHORT ? 1 : 2;
const SEED = Number(process.env.SOAK_SEED ?? 29);
const SLOW_SERVICE = 'decisions';
/** Seconds after a fault ends during which the bettors' errors are still its. */
const AFTERMATH_S = 5;
const BOUND_MINUTES = SHORT ? 6 : 45;
const operator = { role: 'admin', userId: 'operator' };

const t0 = Date.now();
const step = (s: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${s}`);

interface Ran {
  fault: Fault;
  start: number;
  end: number;
  error?: string;
}

/** Requests the bettors made (decisions, reads, stream opens and drops, log reads): when, and whether they failed. */
const attempts: { at: number; failed: boolean }[] = [];
const record = (at: number, failed: boolean) => void attempts.push({ at, failed });

let cleanup: (() => Promise<void>) | null = null;

async function main(): Promise<number> {
  const schedule = faultSchedule({ daySeconds: DAY_S, short: SHORT, seed: SEED, slowService: SLOW_SERVICE, slowSeconds: SHORT ? 10 : 30, brokerDownSeconds: SHORT ? 10 : 20 });
  console.log(`== soak: fault schedule (seed ${SEED}; seconds after the day starts; the day is ${DAY_S} s)`);
  for (const f of schedule) console.log(`  ${String(f.at).padStart(5)} s  ${describeFault(f)}`);
  console.log(`  ${BETTORS} bettors, ${STREAMS} of them holding stat streams; ${ROUNDS} rounds of decisions and grading\n`);

  const watchdog = setTimeout(() => {
    console.error(`soak took longer than ${BOUND_MINUTES} minutes: stopping`);
    setTimeout(() => process.exit(2), 60_000).unref();
    void (cleanup ? cleanup() : Promise.resolve()).finally(() => process.exit(2));
  }, BOUND_MINUTES * 60_000);
  watchdog.unref();

  let infra: DedicatedInfra | null = null;
  let d: Distributed | null = null;
  let link: SlowLink | null = null;
  let streams: StreamHolders | null = null;
  const pools: Pool[] = [];
  const arrivals = new Map<string, number>();
  const pushService = http.createServer((req, res) => {
    arrivals.set(req.url ?? '', (arrivals.get(req.url ?? '') ?? 0) + 1);
    req.resume();
    res.writeHead(201).end();
  });
  const log: string[] = [];
  cleanup = async () => {
    streams?.close();
    for (const p of pools) await p.end().catch(() => undefined);
    await d?.stop().catch(() => undefined);
    await link?.close();
    await infra?.stop();
    pushService.closeAllConnections();
    pushService.close();
  };
  try {
    infra = await startDedicatedInfra();
    const pgUrl = new URL(infra.env.DATABASE_URL!);
    link = await startSlowLink({ host: pgUrl.hostname, port: Number(pgUrl.port) });
    const slowUrl = new URL(pgUrl);
    slowUrl.hostname = '127.0.0.1';
    slowUrl.port = String(link.port);
    await new Promise<void>((r) => pushService.listen(0, '127.0.0.1', 1024, r));
    const pushOrigin = `http://127.0.0.1:${(pushService.address() as { port: number }).port}`;
    const endpointOf = (user: string) => `/soak/${user}`;
    const key = await tokenKey();
    step(`servers ready; starting every service as its own process (${SLOW_SERVICE} reaches Postgres through the slowable link)`);
    d = await startDistributed({
      env: { ...process.env, ...infra.env, SIMULATION_ADMIN: 'true', JWT_PRIVATE_KEY: key.pem },
      serviceEnv: {
        // Every request comes from this machine's one address while being a different user's.
        gateway: { RATE_LIMIT_PER_IP_PER_MINUTE: String(1e9) },
        // Tomorrow's slate and today's card are generated within minutes of each other here.
        'pick-engine': { PICKS_COOLDOWN_MS: '0' },
        // The bettors' browsers: a push service on loopback that counts what arrives.
        auth: { ALERT_PUSH_TEST_LOOPBACK: 'true', ALERT_POLL_MS: '1000' },
        [SLOW_SERVICE]: { DATABASE_URL: slowUrl.toString() },
      },
      gatewayPort: await getFreePort(),
      logLevel: 'warn',
      output: (line) => log.push(line),
    });
    const dist = d;
    const inf = infra;
    const pool = (searchPath?: string) => {
      const p = new Pool({ connectionString: inf.env.DATABASE_URL, max: 3, ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}) });
      p.on('error', () => undefined);
      pools.push(p);
      return p;
    };
    const db = pool();
    const grpcAddr = (name: string) => `127.0.0.1:${dist.processes().find((p) => p.name === name)!.ports.grpc}`;
    /** One gRPC call, retried while its service is down or restarting. */
    const call = <N extends 'pick-engine' | 'odds-ingest', T>(what: string, service: N, fn: (c: ServiceClient<N>) => Promise<T>) =>
      until(what, async () => {
        const c = createGrpcClient(service, grpcAddr(service), { deadlineMs: 60_000 });
        try {
          return { v: await fn(c) };
        } finally {
          c.close();
        }
      }, 240_000, 1_000).then((r) => r.v);

    // Tomorrow's slate (Eastern): every game open whatever the hour the run starts.
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    await call('tomorrow generated', 'pick-engine', (e) => e.Generate({ requestedBy: 'soak', date: tomorrow }, operator));
    const open = await call('tomorrow published', 'pick-engine', async (e) => {
      if ((await e.GetGenerationStatus({})).running) throw new Error('still generating');
      const p = await e.GetDailyPicks({ date: tomorrow });
      const o = p.picks.filter((x) => new Date(x.gameTime).getTime() > Date.now() + 60 * 60_000);
      if (o.length === 0) throw new Error('no open picks yet');
      return o;
    });
    // One game per pick, so ending a game grades one pick.
    const slate = [...new Map(open.map((p) => [p.eventId, { pickId: p.pickId, eventId: p.eventId }])).values()];
    // Rounds where one more pick is decided and then its game scratched (void): the scratch alert.
    const scratchRounds = SHORT ? [1] : [2, 5];
    const rounds = Math.min(ROUNDS, slate.length - scratchRounds.length);
    const perRound = Math.max(1, Math.min(PICKS_PER_ROUND, Math.floor((slate.length - scratchRounds.length) / rounds)));
    const scratchOf = (r: number) => (scratchRounds.includes(r) ? slate[rounds * perRound + scratchRounds.indexOf(r)] : undefined);
    await until('the slate in the decisions projection', async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM decisions.picks WHERE pick_id = ANY($1)', [slate.map((p) => p.pickId)])).rows[0]!.n === slate.length,
    );
    const bettors: Bettor[] = await Promise.all(Array.from({ length: BETTORS }, async (_, i) => {
      const id = userId(`soak-${i}`);
      return { userId: id, token: await key.sign(id) };
    }));
    const ids = bettors.map((b) => b.userId);
    // Deciding is for picks the user may read: the bettors hold Pro. Each has an account with a
    // confirmed address and one browser subscribed to push.
    await grantPro(db, ids, 'soak');
    await db.query(
      `INSERT INTO auth.users (id, email, email_confirmed_at, date_of_birth, plan)
       SELECT id, 'soak-' || id || '@example.com', now(), '1990-01-01', 'pro' FROM unnest($1::uuid[]) AS id`,
      [ids],
    );
    const { publicKey: p256dh } = (await import('web-push')).default.generateVAPIDKeys();
    await db.query(
      `INSERT INTO auth.push_subscriptions (id, user_id, endpoint, p256dh, auth)
       SELECT gen_random_uuid(), id, $2 || '/soak/' || id, $3, $4 FROM unnest($1::uuid[]) AS id`,
      [ids, pushOrigin, p256dh, Buffer.alloc(16, 7).toString('base64url')],
    );
    step(`slate of ${slate.length} picks; ${rounds} rounds of ${perRound}; the day starts`);

    // The day.
    const dayStart = Date.now();
    const at = (s: number) => dayStart + s * 1000;
    const waitUntil = async (t: number) => {
      if (t > Date.now()) await sleep(t - Date.now());
    };
    streams = holdStreams(dist.gatewayUrl, bettors.slice(0, STREAMS), record);

    const ran: Ran[] = [];
    const faults = (async () => {
      let lastEnd = 0;
      for (const f of schedule) {
        // A fault that runs late (a broker slow to answer again) delays the next: one fault at a time,
        // so each error rate is one fault's.
        await waitUntil(Math.max(at(f.at), lastEnd + (AFTERMATH_S + 1) * 1000));
        const r: Ran = { fault: f, start: Date.now(), end: 0 };
        step(`fault: ${describeFault(f)}`);
        try {
          if (f.kind === 'kill') {
            await dist.kill(f.service!);
            await dist.restart(f.service!);
          } else if (f.kind === 'broker-stop') {
            await inf.kafka.down();
            await sleep(f.seconds! * 1000);
            await inf.kafka.up();
          } else if (f.kind === 'redis-restart') {
            await inf.redis.down();
            await inf.redis.up();
          } else if (f.kind === 'postgres-restart') {
            await inf.postgres.down();
            await sleep(2_000);
            await inf.postgres.up();
          } else {
            link!.slow(SLOW_LINK_MS);
            await sleep(f.seconds! * 1000);
            link!.slow(0);
          }
        } catch (err) {
          r.error = (err as Error).message;
          step(`  fault ${f.kind} failed: ${r.error}`);
        }
        r.end = Date.now();
        lastEnd = r.end;
        step(`  over after ${((r.end - r.start) / 1000).toFixed(1)} s`);
        ran.push(r);
      }
    })();

    // Today's card (its picks-out alert goes to every bettor).
    const publishToday = async (): Promise<boolean> => {
      await call("today's card generated", 'pick-engine', (e) => e.Generate({ requestedBy: 'soak' }, operator));
      step("today's card generating (the picks-out alert follows)");
      return true;
    };
    const sent: Decision[] = [];
    const failed = new Set<string>();
    const k = (x: Decision) => `${x.bettor.userId}|${x.pickId}`;
    const side = rng(SEED);
    const roundS = DAY_S / rounds;
    const day = (async () => {
      let published = false;
      for (let r = 0; r < rounds; r++) {
        await waitUntil(at(r * roundS));
        const picks = slate.slice(r * perRound, (r + 1) * perRound);
        const scratch = scratchOf(r);
        const list = [...picks, ...(scratch ? [scratch] : [])].flatMap((p) => bettors.map((b): Decision => ({ bettor: b, pickId: p.pickId, side: side() < 0.5 ? 'ride' : 'fade' })));
        sent.push(...list);
        const res = await decide(dist.gatewayUrl, list, { perSecond: list.length / (roundS * 0.75), concurrency: 16, onAttempt: record });
        let left = res.failed.map((f) => f.decision);
        // A bettor whose decision failed tries again a little later, until the round's games start.
        while (left.length > 0 && Date.now() < at((r + 0.85) * roundS)) {
          await sleep(3_000);
          left = (await decide(dist.gatewayUrl, left, { perSecond: 50, concurrency: 8, onAttempt: record })).failed.map((f) => f.decision);
        }
        for (const x of left) failed.add(k(x));
        step(`round ${r + 1}: ${list.length} decisions, ${list.length - left.length} confirmed (${res.retries} retried)`);
        if (!published && Date.now() >= at(DAY_S * 0.4)) published = await publishToday();
        await waitUntil(at((r + 0.9) * roundS));
        await call(`round ${r + 1}'s games ended`, 'odds-ingest', async (o) => {
          for (const p of picks) await o.FinishGame({ eventId: p.eventId }, operator);
        });
        if (scratch)
          await call(`round ${r + 1}'s game scratched`, 'pick-engine', (e) =>
            e.ScratchGame({ eventId: scratch.eventId, status: 'postponed', reason: 'Soak: the game was postponed', requestedBy: 'soak' }, operator),
          );
        step(`round ${r + 1}: ${picks.length} games ended${scratch ? ', 1 scratched' : ''}`);
      }
      if (!published) await publishToday();
    })();
    // A reader of the pick log: its checkpoint every few seconds.
    const notes = new Set<string>();
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const sentAt = Date.now();
        try {
          const res = await fetch(`${dist.gatewayUrl}/api/ledger/checkpoint`, { signal: AbortSignal.timeout(10_000) });
          record(sentAt, res.status >= 500 || res.status === 429);
          if (res.ok) notes.add(await res.text());
        } catch {
          record(sentAt, true);
        }
        await sleep(SHORT ? 3_000 : 10_000);
      }
    })();

    // Bettors reading all day: the leaderboard (Redis) and their own stats (Postgres), a few a second.
    const browsing = (async () => {
      const pickBettor = rng(SEED + 1);
      while (reading) {
        const b = bettors[Math.floor(pickBettor() * bettors.length)]!;
        const path = pickBettor() < 0.5 ? '/api/leaderboard?period=all' : '/api/stats/me';
        const sentAt = Date.now();
        try {
          const res = await fetch(`${dist.gatewayUrl}${path}`, { headers: { authorization: `Bearer ${b.token}` }, signal: AbortSignal.timeout(10_000) });
          await res.arrayBuffer();
          record(sentAt, res.status >= 500 || res.status === 429);
        } catch {
          record(sentAt, true);
        }
        await sleep(200);
      }
    })();

    await Promise.all([faults, day]);
    await waitUntil(at(DAY_S));
    step('the day is over; draining what the faults held back');
    // A process that died by itself (not by the schedule) is reported, then started again.
    const diedAlone = dist.processes().filter((p) => !p.running).map((p) => p.name);
    for (const name of diedAlone) await dist.restart(name);

    const scalar = async (sql: string, values: unknown[] = []) => (await db.query<{ n: number }>(sql, values)).rows[0]!.n;
    const outboxes = (await db.query<{ table_schema: string }>(`SELECT table_schema FROM information_schema.tables WHERE table_name = 'outbox'`)).rows.map((r) => r.table_schema);
    const drained = async () => {
      if (await scalar(`SELECT count(*)::int AS n FROM decisions.decisions d JOIN decisions.picks p USING (pick_id) WHERE p.result IS NOT NULL AND d.outcome = 'pending'`)) return false;
      for (const s of outboxes) if (await scalar(`SELECT count(*)::int AS n FROM ${s}.outbox WHERE published_at IS NULL`)) return false;
      if (await scalar('SELECT count(*)::int AS n FROM decisions.leaderboard_refresh')) return false;
      if (await scalar(`SELECT count(*)::int AS n FROM auth.alert_deliveries WHERE sent_at IS NULL AND dropped IS NULL AND due_at <= now()`)) return false;
      // The scratch alerts have been asked for and turned into deliveries.
      return (await scalar(`SELECT count(DISTINCT ref)::int AS n FROM auth.alert_deliveries WHERE kind = 'pick-scratched'`)) === scratchRounds.length;
    };
    const drainStart = Date.now();
    const isDrained = await until('the backlogs drained', drained, SHORT ? 150_000 : 300_000, 1_000).then(
      () => true,
      (err: Error) => (step(`not drained: ${err.message}`), false),
    );
    const drainS = (Date.now() - drainStart) / 1000;
    step(`drained in ${drainS.toFixed(1)} s`);
    // The streams end on the user's final stats (a dropped one reconnects and is sent its card).
    const statsOf = new Map((await db.query<{ user_id: string; win_count: number; loss_count: number; push_count: number }>('SELECT user_id, win_count, loss_count, push_count FROM decisions.user_stats')).rows.map((r) => [r.user_id, r]));
    const stale = () =>
      bettors.slice(0, STREAMS).filter((b) => {
        const c = streams!.last.get(b.userId);
        const s = statsOf.get(b.userId);
        return !c || !s || c.winCount !== s.win_count || c.lossCount !== s.loss_count || c.pushCount !== s.push_count;
      }).length;
    await until('every stream on its final stats', async () => stale() === 0, 30_000, 500).catch(() => undefined);
    const staleStreams = stale();
    reading = false;
    await Promise.all([reader, browsing]);
    streams.close();

    const confirmed = new Set(sent.filter((x) => !failed.has(k(x))).map(k));
    const decisions = await proveDecisions(db, inf.env.KAFKA_BROKERS!, sent, confirmed);
    const board = await proveLeaderboard(pool('decisions'), inf.env.REDIS_URL!, BETTORS + 10);
    const alerts = await proveAlerts(db, arrivals, (u) => endpointOf(u));
    const keyText = await (await fetch(`${dist.gatewayUrl}/api/ledger/key`)).text();
    const logProof = await proveLog(pool('pick_engine'), [...notes], keyText.trim());

    // The bettors' errors during each fault (and its aftermath), and outside every fault.
    const windows = ran.map((r) => ({ r, from: r.start, to: r.end + AFTERMATH_S * 1000 }));
    const rate = (xs: { failed: boolean }[]) => (xs.length ? (100 * xs.filter((x) => x.failed).length) / xs.length : 0);
    console.log(`\n== soak: the faults as they ran (errors: the bettors' requests sent from the fault's start to ${AFTERMATH_S} s after it ended)`);
    console.log(`  ${'at'.padStart(6)}  ${'fault'.padEnd(72)}  ${'held'.padStart(6)}  ${'requests'.padStart(8)}  errors`);
    const byKind = new Map<string, { failed: boolean }[]>();
    for (const w of windows) {
      const xs = attempts.filter((a) => a.at >= w.from && a.at <= w.to);
      byKind.set(w.r.fault.kind, [...(byKind.get(w.r.fault.kind) ?? []), ...xs]);
      console.log(
        `  ${(((w.r.start - dayStart) / 1000).toFixed(0) + ' s').padStart(6)}  ${describeFault(w.r.fault).padEnd(72)}  ${(((w.r.end - w.r.start) / 1000).toFixed(1) + ' s').padStart(6)}  ${String(xs.length).padStart(8)}  ${rate(xs).toFixed(1)}%${w.r.error ? `  (fault failed: ${w.r.error})` : ''}`,
      );
    }
    const calm = attempts.filter((a) => !windows.some((w) => a.at >= w.from && a.at <= w.to));
    console.log(`  outside every fault: ${calm.length} requests, ${rate(calm).toFixed(2)}% errors`);
    console.log(
      `\n== soak: the day's end\n` +
        `  decisions: ${decisions.sent} sent, ${decisions.confirmed} confirmed, ${decisions.rows} rows; ${decisions.lost} lost, ${decisions.doubled} applied twice\n` +
        `  stats: ${decisions.statsUsers - decisions.statsMismatched} of ${decisions.statsUsers} users equal to the replay of their rows (${decisions.wrongOutcomes} wrong outcomes)\n` +
        `  leaderboard: Redis ${board.differing.length === 0 ? 'equal to' : `DIFFERS from (${board.differing.join(', ')})`} the boards rebuilt from rows (${board.rows} rows on 3 boards)\n` +
        `  grading: ${decisions.gradedPicks} picks graded, ${decisions.unsettled} decisions on them unsettled\n` +
        `  alerts: ${alerts.due} due, ${alerts.sent} sent, ${alerts.unsent} unsent, ${alerts.doubled} sent twice, ${alerts.pushesMissing} marked sent but never pushed\n` +
        `  pick log: ${logProof.checkpoints} checkpoints seen, each consistent with the final log of ${logProof.size}${logProof.inconsistent.length ? `: NOT ${logProof.inconsistent.join('; ')}` : ''}\n` +
        `  events: ${decisions.missingFromKafka} stats events missing from Kafka; streams: ${streams.opened} opened, ${streams.dropped} dropped, ${staleStreams} of ${STREAMS} not on their final stats\n` +
        `  processes that died outside the schedule: ${diedAlone.length ? diedAlone.join(', ') : 'none'}; backlogs ${isDrained ? `drained ${drainS.toFixed(1)} s after the day` : 'NOT drained'}`,
    );
    const zero = (name: string, value: number, unit = ''): Figure => ({ name, value, unit, better: 'lower', target: '0', met: value === 0 });
    const perFault = [...byKind].map(([kind, xs]): Figure => ({ name: `bettors' error rate during ${kind}`, value: rate(xs), unit: '%', better: 'lower' }));
    const figures: Figure[] = [
      zero('decisions lost', decisions.lost),
      zero('decisions applied twice', decisions.doubled),
      zero('users whose stats differ from the replay', decisions.statsMismatched + decisions.wrongOutcomes),
      zero('leaderboards differing from the rebuild', board.differing.length),
      zero('decisions on graded picks unsettled', decisions.unsettled),
      zero('due alerts unsent', alerts.unsent + alerts.pushesMissing),
      zero('alerts sent twice', alerts.doubled),
      zero('log checkpoints inconsistent', logProof.inconsistent.length),
      zero('stats events missing from Kafka', decisions.missingFromKafka),
      { name: 'decisions confirmed', value: decisions.confirmed, unit: '', better: 'higher' },
      { name: 'alerts sent', value: alerts.sent, unit: '', better: 'higher' },
      ...perFault,
      { name: "bettors' error rate outside faults", value: rate(calm), unit: '%', better: 'lower' },
      { name: 'streams not on their final stats', value: staleStreams, unit: '', better: 'lower' },
      { name: 'drained after the day', value: drainS, unit: 's', better: 'lower' },
    ];
    report('soak', figures, { bettors: BETTORS, daySeconds: DAY_S, streams: STREAMS, rounds, perRound, seed: SEED, schedule });
    const failures = log.filter((l) => /exited \(code|"level":(50|60)/.test(l));
    const processOf = (l: string) => l.slice(1, l.indexOf(']')).trim();
    const givenUp = log.filter((l) => l.includes('kafkajs will not restart it')).map(processOf);
    const restarted = log.filter((l) => l.includes('Kafka consumer restarted')).map(processOf);
    if (givenUp.length) console.log(`\nKafka consumers kafkajs gave up on: ${givenUp.join(', ')}; restarted by the bus: ${restarted.join(', ') || 'none'}`);
    if (failures.length) console.log(`\nprocess errors during the run (${failures.length}, the first 5):\n${failures.slice(0, 5).map((l) => l.slice(0, 300)).join('\n')}`);
    if (decisions.mismatchedDetail.length) console.log(`\nusers whose stats differ from the replay (the first ${decisions.mismatchedDetail.length}):\n${decisions.mismatchedDetail.join('\n')}`);
    const correct =
      isDrained &&
      decisions.lost === 0 &&
      decisions.doubled === 0 &&
      decisions.statsMismatched === 0 &&
      decisions.wrongOutcomes === 0 &&
      board.differing.length === 0 &&
      decisions.unsettled === 0 &&
      alerts.unsent + alerts.pushesMissing + alerts.doubled === 0 &&
      logProof.inconsistent.length === 0 &&
      decisions.missingFromKafka === 0 &&
      ran.every((r) => !r.error);
    return correct ? 0 : 1;
  } finally {
    step('stopping');
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  async (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    await cleanup?.().catch(() => undefined);
    process.exit(1);
  },
);
