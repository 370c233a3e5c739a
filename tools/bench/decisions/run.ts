// `npx tsx tools/bench/decisions/run.ts` (what `make bench` calls): the decisions benchmark.
//   1. decisions per second and p99 at 64 connections through gateway HTTP -> gRPC -> Postgres,
//      beside pgbench running the same SQL statement on the same database (target: at or above its
//      rate, p99 at most 50 ms);
//   2. settlement of 1,000,000 pending decisions on one graded slate, beside the service's own
//      settling statement run once over the whole slate, the same work (target: within 1.2x), and
//      from the grades to the last rider's card published by the outbox relay (target: under 15 s
//      at 1,000,000);
//   3. leaderboard top 20 plus my rank, p99 with 1,000,000 users on the board, over HTTP through
//      the gateway beside the gRPC call and the bare Redis call (target: under 5 ms over HTTP).
// Starts its own Postgres and Redis (tools/testinfra) and the services in this process; everything
// on loopback. Environment: BENCH_USERS (default 1000000), BENCH_SECONDS (10), BENCH_POOL (32).
// Short mode (BENCH_SHORT=1, `run-all.ts --short`): 3,000 users, 10 HTTP decisions a connection, pgbench at 5
// transactions a client, no time asserted; it fails only when a request fails, a side made no
// decision, or the service's settlement is missing or differs from the slate statement's.
// BENCH_ONLY=leaderboard: only the leaderboard phase (the slate's users generated and ranked, the
// boards rebuilt, the three depths timed), printed beside the saved baseline and not saved over it.
// BENCH_ONLY=decide: only the decide phase (HTTP beside pgbench), likewise not saved over it.
// BENCH_ONLY=settle: only the settlement phase (the slate generated, the slate statement, the
// service, the relay to the last card), likewise printed and not saved.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { bucketsAt } from '@gary/decisions';
import { startBenchStack, type BenchStack } from './bench-stack';
import { createCpuMeter, perOp } from './cpu';
import { profiled } from './profile';
import { httpLoad, pgbench, pgbenchScript, seedOpenPicks, type LoadResult } from './decide-bench';
import { leaderboardBench, leaderboardRows, type LeaderboardBench } from './leaderboard-bench';
import { compare, printTable, readBaseline, saveAndCompare, type Row } from './report';
import { generateSlate, slateSettle, serviceSettle, type ServiceSettleResult } from './settle-bench';
import { RESULTS_DIR, scale, SHORT } from '../src/report';

// The decisions service runs in this process, so this process takes the V8 flags its Deployment
// sets (charts/gary/values.yaml, services.decisions.env.NODE_OPTIONS): started without them, the
// benchmark starts itself again with them.
const DECISIONS_NODE_FLAGS = ['--max-semi-space-size=4'];
if (!DECISIONS_NODE_FLAGS.every((f) => process.execArgv.includes(f))) {
  const again = spawnSync(process.execPath, [...DECISIONS_NODE_FLAGS, '--import', 'tsx', __filename], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}

const USERS = scale('BENCH_USERS', 1_000_000, 3_000);
const SECONDS = scale('BENCH_SECONDS', 10, 3);
const WARM_SECONDS = SHORT ? 1 : 3;
const LEADERBOARD_SAMPLES = SHORT ? 200 : 2000;
const POOL = scale('BENCH_POOL', 32, 32);
// The settlement through the service is awaited at most SETTLE_WAIT_S; past it the run goes on
// and reports it unsettled, so the other figures are still printed.
const SETTLE_WAIT_S = SHORT ? 60 : 240;
const BOUND_MINUTES = SHORT ? 5 : 20;
// Short mode counts pgbench's transactions, not seconds: the statement must run, however slow the machine.
const PGBENCH_SHORT_TX = 5;
// And the HTTP side counts requests: a few seconds on a busy machine can end before one is answered.
const SHORT_REQUESTS_PER_CONNECTION = 10;
const CONNECTIONS = 64;
const DECIDE_P99_MS = 50;
const RESULTS_FILE = join(RESULTS_DIR, 'decisions.json');
const ONLY = process.env.BENCH_ONLY ?? '';
if (ONLY !== '' && ONLY !== 'leaderboard' && ONLY !== 'decide' && ONLY !== 'settle') {
  console.error(`BENCH_ONLY=${ONLY}: the phases that run alone are decide, leaderboard and settle`);
  process.exit(2);
}

const t0 = Date.now();
const say = (s: string) => console.log(s);
const step = (s: string) => say(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(3)} s] ${s}`);
/** The machine's load while measuring: other work on the same cores moves every figure. */
const load = () => `load average ${loadavg().map((v) => v.toFixed(2)).join(', ')}`;

let stopStack: (() => Promise<void>) | null = null;

async function main(): Promise<number> {
  // The whole run is bounded: a stuck phase fails the benchmark (stopping its servers) instead of hanging it.
  const watchdog = setTimeout(() => {
    console.error(`benchmark took longer than ${BOUND_MINUTES} minutes: stopping`);
    const force = setTimeout(() => process.exit(2), 20_000);
    force.unref();
    void (stopStack ? stopStack() : Promise.resolve()).finally(() => process.exit(2));
  }, BOUND_MINUTES * 60_000);
  watchdog.unref();

  step(`starting Postgres, Redis, the decisions service (node ${DECISIONS_NODE_FLAGS.join(' ')}) and the gateway (pool ${POOL})`);
  const stack = await startBenchStack({ poolMax: POOL, say: (s) => step(s) });
  stopStack = () => stack.stop();
  const stop = () => void stack.stop().finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    if (ONLY === 'leaderboard') return await leaderboardOnly(stack);
    if (ONLY === 'settle') return await settleOnly(stack);
    await seedOpenPicks(stack);
    step(`decide: warming up for ${WARM_SECONDS} s (${load()})`);
    const warm = await httpLoad(stack.gatewayUrl, CONNECTIONS, WARM_SECONDS, 1);
    const meter = createCpuMeter(stack.pool, stack.redis, stack.gatewayPid);
    await meter.init();
    step(`decide: HTTP ${SHORT ? `${SHORT_REQUESTS_PER_CONNECTION} requests each` : `for ${SECONDS} s`} at ${CONNECTIONS} connections`);
    const c0 = await meter.snapshot();
    const svc = await profiled(process.env.BENCH_CPU_PROFILE, () => httpLoad(stack.gatewayUrl, CONNECTIONS, SECONDS, warm.next, SHORT ? CONNECTIONS * SHORT_REQUESTS_PER_CONNECTION : undefined));
    const c1 = await meter.snapshot();
    if (svc.failed > 0) step(`  ${svc.failed} requests failed`);
    step(`decide: pgbench ${SHORT ? `${PGBENCH_SHORT_TX} transactions each` : `for ${SECONDS} s`} at ${CONNECTIONS} clients, the same statement`);
    const pgb = await pgbench(stack.databaseUrl, pgbenchScript(bucketsAt(new Date())), CONNECTIONS, SECONDS, SHORT ? PGBENCH_SHORT_TX : undefined);
    const c2 = await meter.snapshot();
    const svcCpu = perOp(c0, c1, svc.ok);
    // The load generator's own CPU (its startup excluded) replaces the children's total.
    if (svc.clientCpuMs !== undefined) svcCpu.children = svc.clientCpuMs / svc.ok;
    const pgbCpu = perOp(c1, c2, pgb.ok);
    step(`  measured (${load()})`);
    if (ONLY === 'decide') return await decideOnlyReport(svc, pgb, svcCpu, pgbCpu);

    step(`settlement: generating ${USERS.toLocaleString('en-US')} users with one pending decision each on a 10-pick slate`);
    const genSeconds = await generateSlate(stack.pool, USERS, bucketsAt(new Date()).today);
    step(`  generated in ${genSeconds.toFixed(1)} s`);
    step('leaderboard: rebuilding the boards from Postgres');
    const r0 = Date.now();
    await stack.decisions.leaderboard.rebuild();
    const rebuildSeconds = (Date.now() - r0) / 1000;
    step(`  rebuilt in ${rebuildSeconds.toFixed(1)} s; top 20 + my rank, one call at a time (${load()})`);
    const lb = await leaderboardBench(stack, { samples: LEADERBOARD_SAMPLES, slateUsers: USERS });
    step(`  measured (${load()})`);
    step('settlement: the settling statement once for the whole slate (rolled back)');
    const slate = await slateSettle(stack.pool);
    await stack.pool.query('VACUUM ANALYZE decisions, user_stats, picks, outbox');
    step(`  ${slate.seconds.toFixed(1)} s for ${slate.rows.toLocaleString('en-US')} users; now through the service`);
    const { served, settled, same } = await settleThroughService(stack, slate);

    step('leaderboard: again, while the outbox relay publishes the settlement\'s events');
    const unpublishedBusy = (await stack.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL')).rows[0]!.n;
    const lbBusy = await leaderboardBench(stack, { samples: LEADERBOARD_SAMPLES / 2, slateUsers: USERS });
    const unpublished = (await stack.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL')).rows[0]!.n;

    const rows: Row[] = [
      ...decideRows(svc, pgb),
      ...settleRows(served, slate, same),
      ...leaderboardRows(lb, USERS),
      {
        key: 'leaderboard_busy_http_p99_ms',
        what: 'leaderboard p99 during relay backlog (HTTP)',
        value: lbBusy.http.p99,
        unit: 'ms',
        reference: { label: 'Redis call', value: lbBusy.store.p99 },
      },
    ];
    say('');
    if (SHORT) say(`short mode (${USERS.toLocaleString('en-US')} users, ${SECONDS} s runs): the targets are shown, not asserted`);
    printTable(rows, say, await readBaseline(RESULTS_FILE));
    say('');
    say(`decide: ${svc.ok.toLocaleString('en-US')} decisions over HTTP (p50 ${svc.p50} ms), ${pgb.ok.toLocaleString('en-US')} by pgbench (p50 ${pgb.p50.toFixed(2)} ms);`);
    say(`  the service's run also includes its outbox relay publishing every user-stats.updated and the leaderboard writes to Redis.`);
    const us = (v: number) => `${Math.round(v * 1000)}`;
    say(
      `  CPU per decision (us): HTTP run: gateway ${us(svcCpu.gateway)}, decisions service ${us(svcCpu.service)}, load generator ${us(svcCpu.children)}, ` +
        `postgres ${us(svcCpu.postgres)}, redis ${us(svcCpu.redis)}; pgbench run: postgres ${us(pgbCpu.postgres)}, pgbench client ${us(pgbCpu.children)}.`,
    );
    say(
      `settlement: leaderboard rows of all ${USERS.toLocaleString('en-US')} users rewritten ${
        served.leaderboardSeconds === null ? 'not within the wait' : `${served.leaderboardSeconds.toFixed(1)} s after the grades were published`
      }; the second leaderboard measure ran with ${unpublishedBusy.toLocaleString('en-US')} events waiting in the outbox (${unpublished.toLocaleString('en-US')} after it).`,
    );
    say(`leaderboard: rebuilt from Postgres (${lb.boardSize.toLocaleString('en-US')} users, three boards) in ${rebuildSeconds.toFixed(1)} s; p50 HTTP ${lb.http.p50.toFixed(2)} ms, gRPC ${lb.grpc.p50.toFixed(2)} ms, Redis ${lb.store.p50.toFixed(2)} ms;`);
    say(`  one HTTP hop with nothing behind it (gateway /health from the same client): p50 ${lb.healthHttp.p50.toFixed(2)} ms, p99 ${lb.healthHttp.p99.toFixed(2)} ms.`);
    say(`data generation: ${genSeconds.toFixed(1)} s; whole run ${((Date.now() - t0) / 1000).toFixed(0)} s on ${require('node:os').cpus().length} cpus.`);

    await saveAndCompare(
      RESULTS_FILE,
      {
        decide_per_second: svc.perSecond,
        decide_p99_ms: svc.p99,
        pgbench_per_second: pgb.perSecond,
        pgbench_p99_ms: pgb.p99,
        cpu_us_gateway_per_decision: svcCpu.gateway * 1000,
        cpu_us_service_per_decision: svcCpu.service * 1000,
        cpu_us_postgres_per_decision: svcCpu.postgres * 1000,
        cpu_us_postgres_per_pgbench_tx: pgbCpu.postgres * 1000,
        settle_seconds: served.seconds,
        slate_sql_seconds: slate.seconds,
        grade_to_last_card_seconds: served.lastCardSeconds,
        relayed_per_second: served.relayedPerSecond,
        leaderboard_refresh_seconds: served.leaderboardSeconds ?? NaN,
        leaderboard_http_p99_ms: lb.http.p99,
        leaderboard_grpc_p99_ms: lb.grpc.p99,
        leaderboard_store_p99_ms: lb.store.p99,
        gateway_health_http_p99_ms: lb.healthHttp.p99,
        leaderboard_busy_http_p99_ms: lbBusy.http.p99,
        leaderboard_rebuild_seconds: rebuildSeconds,
        users: USERS,
      },
      say,
    );
    if (SHORT) {
      // No time asserted: only what went wrong fails a short run.
      const wrong = [
        svc.failed > 0 && `${svc.failed} decide requests failed`,
        svc.ok === 0 && 'no decision was made over HTTP',
        pgb.failed > 0 && `${pgb.failed} pgbench transactions failed`,
        pgb.ok === 0 && 'pgbench made no decision',
        !settled ? `the slate was not settled within ${SETTLE_WAIT_S} s` : !same && 'the service settled differently from the slate statement',
        settled && !Number.isFinite(served.lastCardSeconds) && 'the relay did not publish every card',
      ].filter(Boolean);
      for (const w of wrong) say(`short mode: ${w}`);
      return wrong.length === 0 ? 0 : 1;
    }
    return rows.every((r) => !r.target || r.target.ok) ? 0 : 1;
  } catch (err) {
    // Said before the servers stop, which on a busy machine can take longer than the bound leaves.
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    return 1;
  } finally {
    step('stopping');
    await stack.stop();
  }
}

/** Decide through the service at or above pgbench's rate on the same statement, p99 at most 50 ms (issue 31). */
function decideRows(svc: LoadResult, pgb: LoadResult): Row[] {
  return [
    {
      key: 'decide_per_second',
      what: `decisions/s at ${CONNECTIONS} conns (HTTP->gRPC->PG)`,
      value: svc.perSecond,
      unit: '/s',
      reference: { label: 'pgbench', value: pgb.perSecond },
      target: { label: `>= 1.0x pgbench (${(svc.perSecond / pgb.perSecond).toFixed(2)}x)`, ok: svc.perSecond >= pgb.perSecond },
    },
    {
      key: 'decide_p99_ms',
      what: 'decide p99',
      value: svc.p99,
      unit: 'ms',
      reference: { label: 'pgbench', value: pgb.p99 },
      target: { label: '<= 50 ms', ok: svc.p99 <= DECIDE_P99_MS },
    },
  ];
}

/** BENCH_ONLY=decide: the decide rows beside the saved baseline, not saved over it. */
async function decideOnlyReport(svc: LoadResult, pgb: LoadResult, svcCpu: ReturnType<typeof perOp>, pgbCpu: ReturnType<typeof perOp>): Promise<number> {
  const rows = decideRows(svc, pgb);
  const baseline = await readBaseline(RESULTS_FILE);
  say('');
  if (SHORT) say(`short mode (${SECONDS} s runs): the target is shown, not asserted`);
  printTable(rows, say, baseline);
  say('');
  say(`decide: ${svc.ok.toLocaleString('en-US')} decisions over HTTP (p50 ${svc.p50} ms), ${pgb.ok.toLocaleString('en-US')} by pgbench (p50 ${pgb.p50.toFixed(2)} ms, p99 ${pgb.p99.toFixed(2)} ms).`);
  const us = (v: number) => `${Math.round(v * 1000)}`;
  say(
    `  CPU per decision (us): HTTP run: gateway ${us(svcCpu.gateway)}, decisions service ${us(svcCpu.service)}, load generator ${us(svcCpu.children)}, ` +
      `postgres ${us(svcCpu.postgres)}, redis ${us(svcCpu.redis)}; pgbench run: postgres ${us(pgbCpu.postgres)}, pgbench client ${us(pgbCpu.children)}.`,
  );
  compare(baseline, { decide_per_second: svc.perSecond, decide_p99_ms: svc.p99, pgbench_per_second: pgb.perSecond, pgbench_p99_ms: pgb.p99 }, say);
  say(`(a run of one phase: ${RESULTS_FILE} keeps the last full run's figures)`);
  const wrong = [svc.failed > 0 && `${svc.failed} decide requests failed`, svc.ok === 0 && 'no decision was made over HTTP', pgb.failed > 0 && `${pgb.failed} pgbench transactions failed`, pgb.ok === 0 && 'pgbench made no decision'].filter(Boolean);
  for (const w of wrong) say(`decide: ${w}`);
  return wrong.length > 0 ? 1 : SHORT || rows.every((r) => !r.target || r.target.ok) ? 0 : 1;
}

async function settleThroughService(stack: BenchStack, slate: Awaited<ReturnType<typeof slateSettle>>) {
  const served = await profiled(process.env.BENCH_SETTLE_CPU_PROFILE, () => serviceSettle(stack, SETTLE_WAIT_S * 1000, SHORT ? 60_000 : 240_000));
  const settled = Number.isFinite(served.seconds);
  const same = settled && JSON.stringify(served.checksum) === JSON.stringify(slate.checksum);
  if (!settled) step(`  NOT settled within ${SETTLE_WAIT_S} s`);
  else step(`  ${served.seconds.toFixed(1)} s; rows ${same ? 'identical to' : 'DIFFERENT FROM'} the slate statement's`);
  if (settled && !same) step(`  service ${JSON.stringify(served.checksum)} / slate statement ${JSON.stringify(slate.checksum)}`);
  if (settled) {
    step(
      Number.isFinite(served.lastCardSeconds)
        ? `  last card published ${served.lastCardSeconds.toFixed(1)} s after the grades (${served.cards.toLocaleString('en-US')} cards; ${Math.round(served.relayedPerSecond).toLocaleString('en-US')}/s relayed after the last settlement) (${load()})`
        : `  the relay did NOT publish every card within ${SETTLE_WAIT_S} s of the settlement`,
    );
  }
  return { served, settled, same };
}

/** The settlement's figures: the service beside the slate statement, and the relay to the last card. */
function settleRows(served: ServiceSettleResult, slate: { seconds: number }, same: boolean): Row[] {
  const settled = Number.isFinite(served.seconds);
  const ratio = served.seconds / slate.seconds;
  return [
    {
      key: 'settle_seconds',
      what: `settle ${USERS.toLocaleString('en-US')} decisions (10 events)`,
      value: served.seconds,
      unit: 's',
      reference: { label: 'one statement', value: slate.seconds },
      target: {
        label: settled ? `<= 1.2x one statement (${ratio.toFixed(2)}x)` : `<= 1.2x one statement (not settled within ${SETTLE_WAIT_S} s)`,
        ok: ratio <= 1.2 && same,
      },
    },
    {
      key: 'grade_to_last_card_seconds',
      what: `grade -> last of ${served.cards.toLocaleString('en-US')} cards published`,
      value: served.lastCardSeconds,
      unit: 's',
      target: {
        label: USERS >= 1_000_000 ? '< 15 s' : '< 15 s at 1,000,000 (shown)',
        ok: Number.isFinite(served.lastCardSeconds) && (USERS < 1_000_000 || served.lastCardSeconds < 15),
      },
    },
    { key: 'relayed_per_second', what: 'cards relayed per second (outbox -> bus)', value: served.relayedPerSecond, unit: '/s' },
  ];
}

/** BENCH_ONLY=settle: the slate generated, settled by the slate statement (rolled back) and through the service, relayed. */
async function settleOnly(stack: BenchStack): Promise<number> {
  step(`settle only: generating ${USERS.toLocaleString('en-US')} users with one pending decision each on a 10-pick slate`);
  const genSeconds = await generateSlate(stack.pool, USERS, bucketsAt(new Date()).today);
  step(`  generated in ${genSeconds.toFixed(1)} s; the settling statement once for the whole slate (rolled back) (${load()})`);
  const slate = await slateSettle(stack.pool);
  await stack.pool.query('VACUUM ANALYZE decisions, user_stats, picks, outbox');
  step(`  ${slate.seconds.toFixed(1)} s for ${slate.rows.toLocaleString('en-US')} users; now through the service (${load()})`);
  const { served, settled, same } = await settleThroughService(stack, slate);
  const rows = settleRows(served, slate, same);
  const baseline = await readBaseline(RESULTS_FILE);
  say('');
  printTable(rows, say, baseline);
  say('');
  compare(baseline, Object.fromEntries(rows.map((r) => [r.key, r.value])), say);
  say(`(a run of one phase: ${RESULTS_FILE} keeps the last full run's figures)`);
  const wrong = !settled || !same || !Number.isFinite(served.lastCardSeconds);
  return wrong || (!SHORT && !rows.every((r) => !r.target || r.target.ok)) ? 1 : 0;
}

/** BENCH_ONLY=leaderboard: the slate's users ranked on rebuilt boards, then the three depths timed. */
async function leaderboardOnly(stack: Awaited<ReturnType<typeof startBenchStack>>): Promise<number> {
  step(`leaderboard only: generating ${USERS.toLocaleString('en-US')} users, each with a graded decision`);
  const genSeconds = await generateSlate(stack.pool, USERS, bucketsAt(new Date()).today);
  step(`  generated in ${genSeconds.toFixed(1)} s; rebuilding the boards from Postgres`);
  const r0 = Date.now();
  await stack.decisions.leaderboard.rebuild();
  step(`  rebuilt in ${((Date.now() - r0) / 1000).toFixed(1)} s; top 20 + my rank, one call at a time (${load()})`);
  const lb: LeaderboardBench = await leaderboardBench(stack, { samples: LEADERBOARD_SAMPLES, slateUsers: USERS });
  step(`  measured (${load()})`);
  const rows = leaderboardRows(lb, USERS);
  const baseline = await readBaseline(RESULTS_FILE);
  say('');
  if (SHORT) say(`short mode (${USERS.toLocaleString('en-US')} users): the target is shown, not asserted`);
  printTable(rows, say, baseline);
  say('');
  say(`leaderboard: p50 HTTP ${lb.http.p50.toFixed(2)} ms, gRPC ${lb.grpc.p50.toFixed(2)} ms, Redis ${lb.store.p50.toFixed(2)} ms; /health p50 ${lb.healthHttp.p50.toFixed(2)} ms.`);
  compare(baseline, { ...Object.fromEntries(rows.map((r) => [r.key, r.value])), leaderboard_store_p99_ms: lb.store.p99 }, say);
  say(`(a run of one phase: ${RESULTS_FILE} keeps the last full run's figures)`);
  return SHORT || rows.every((r) => !r.target || r.target.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
