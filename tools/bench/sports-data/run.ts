// `npx tsx tools/bench/sports-data/run.ts` (what `make bench` calls): the sports-data benchmark.
//   1. Odds API credits one full refresh spends per sport: odds-ingest's real client and refresh
//      path against a local server that charges credits as The Odds API does (odds: markets x
//      regions, scores: 1, or 2 with daysFrom; sports and events free) and reports them in
//      x-requests-last / -used / -remaining. Target: the bulk call only, 3 credits (3 markets x 1
//      region) per sport; a second refresh within 5 minutes is served from the cache (0 credits).
//   2. p99 of a cached slate read over BENCH_READS reads (default 5,000), through gRPC GetSlate
//      and through the gateway's GET /api/slate (HTTP keep-alive), one request at a time.
// Starts its own Postgres (tools/testinfra) unless DATABASE_URL is set; everything on loopback.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGateway, readConfig as gatewayConfig } from '@gary/gateway';
import { readConfig, start } from '@gary/odds-ingest';
import { oddsBody, slateFor, SPORTS, SPORT_KEYS, type SportKey } from '@gary/sports-world';
import {
  createGrpcClient, createInProcessBus, createLogger, createMemoryCache, createMemoryLock, createMemoryRateLimiter, createPool, schemaOf, type ServiceAdapters,
} from '@gary/platform';
import { getFreePort, startPostgres } from '@gary/testinfra';
import { percentile, report, scale, SHORT, type Figure } from '../src/report';

// Short mode (BENCH_SHORT=1): 300 reads each way.
const READS = scale('BENCH_READS', 5_000, 300);
const WARM_READS = SHORT ? 30 : 200;
// Late October: all five sports are in season (MLB's postseason, NFL and EPL Sundays, NBA, NHL).
const NOW = new Date('2026-10-25T14:00:00Z');
const say = (s: string) => console.log(`[sports-data] ${s}`);

/** A local Odds API v4: odds bodies from the simulator's slates, credits charged as the real API does. */
async function startChargingOddsApi(): Promise<{ baseUrl: string; ledger: Array<{ path: string; cost: number }>; close(): Promise<void> }> {
  const ledger: Array<{ path: string; cost: number }> = [];
  let used = 0;
  const QUOTA = 20_000;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const m = /^\/v4\/sports\/([a-z_]+)\/(odds|scores|events)$/.exec(url.pathname);
    const sport = m?.[1] as SportKey | undefined;
    if (!m || !sport || !SPORT_KEYS.includes(sport)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Unknown sport', error_code: 'UNKNOWN_SPORT' }));
      return;
    }
    const list = (q: string | null) => (q ? q.split(',').filter(Boolean).length : 0);
    let cost = 0;
    let body: unknown = [];
    if (m[2] === 'odds') {
      cost = Math.max(1, list(url.searchParams.get('markets'))) * Math.max(1, list(url.searchParams.get('regions')));
      const to = url.searchParams.get('commenceTimeTo');
      const dates = ['2026-10-24', '2026-10-25', '2026-10-26'];
      body = dates.flatMap((d) => slateFor(sport, d)).filter((g) => Date.parse(g.commenceTime) > NOW.getTime() && (!to || Date.parse(g.commenceTime) <= Date.parse(to))).map((g) => oddsBody(g, NOW));
    } else if (m[2] === 'scores') {
      cost = url.searchParams.get('daysFrom') ? 2 : 1;
    }
    used += cost;
    ledger.push({ path: `${url.pathname}`, cost });
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-requests-last': String(cost), 'x-requests-used': String(used), 'x-requests-remaining': String(QUOTA - used),
    }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ledger,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

async function timed(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = process.hrtime.bigint();
    await fn();
    out.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return out;
}

async function main(): Promise<void> {
  let stopPg: (() => Promise<void>) | null = null;
  let databaseUrl = process.env.DATABASE_URL;
  const dir = mkdtempSync(join(tmpdir(), 'gary-bench-sports-'));
  if (!databaseUrl) {
    const pg = await startPostgres({ dataDir: join(dir, 'pg'), port: await getFreePort(), persistent: false });
    databaseUrl = pg.url;
    stopPg = pg.stop;
    say('Postgres started');
  }
  const api = await startChargingOddsApi();
  const logger = createLogger({ name: 'bench', level: process.env.LOG_LEVEL ?? 'warn' });
  const schema = `${schemaOf('odds-ingest')}_bench_${process.pid}`;
  const pool = createPool({ url: databaseUrl, schema, max: 10 });
  const bus = createInProcessBus();
  const adapters: ServiceAdapters = {
    logger, pool, schema, bus, cache: createMemoryCache(), lock: createMemoryLock(), rateLimiter: createMemoryRateLimiter(),
    peers: {}, mode: 'distributed', now: () => NOW,
  };
  const config = readConfig({
    DATABASE_URL: databaseUrl, GRPC_HOST: '127.0.0.1', GRPC_PORT: '0', ODDS_API_KEY: 'bench-key',
    ODDS_API_BASE_URL: api.baseUrl, ODDS_POLLER_ENABLED: 'false', LOG_LEVEL: 'warn',
  });
  const handle = await start(config, adapters);
  const client = createGrpcClient('odds-ingest', `127.0.0.1:${handle.grpcPort}`, { deadlineMs: 10_000 });
  const gateway = await buildGateway({
    config: gatewayConfig({ RATE_LIMIT_PER_IP_PER_MINUTE: '10000000', RATE_LIMIT_PER_USER_PER_MINUTE: '10000000', LOG_LEVEL: 'warn' }),
    logger, peers: { 'odds-ingest': `127.0.0.1:${handle.grpcPort}` }, mode: 'distributed', rateLimiter: createMemoryRateLimiter(),
    verifyAccessToken: async () => null,
  });
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const gwUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;

  const figures: Figure[] = [];
  const meta: Record<string, unknown> = { reads: READS, now: NOW.toISOString(), cache: 'memory (embedded mode)', loadAverage1mAtStart: loadavg()[0] };
  try {
    // 1. Credits per refresh, per sport.
    for (const sport of SPORT_KEYS) {
      const league = SPORTS[sport].league;
      const before = api.ledger.length;
      const r = await client.RefreshOdds({ sport: league });
      const calls = api.ledger.slice(before);
      const credits = calls.reduce((t, c) => t + c.cost, 0);
      const again = await client.RefreshOdds({ sport: league });
      const creditsAgain = api.ledger.slice(before + calls.length).reduce((t, c) => t + c.cost, 0);
      say(`${league}: ${r.games} games, ${r.snapshots} snapshots; ${calls.length} call(s) ${calls.map((c) => c.path).join(', ')} = ${credits} credits (service counted ${r.creditsSpent}); again within 5 min: ${creditsAgain} credits (${again.creditsSpent})`);
      figures.push({ name: `credits per ${league} refresh`, value: credits, unit: 'credits', better: 'lower', target: '3 (bulk call only)', met: credits === 3 && calls.length === 1 && creditsAgain === 0 });
    }
    const quota = await client.GetQuota({});
    meta.quotaAfter = quota;

    // 2. Cached slate reads.
    const slate = await client.GetSlate({ sport: 'NBA', date: '2026-10-25' });
    meta.slateGames = slate.games.length;
    say(`slate NBA 2026-10-25: ${slate.games.length} games; ${READS} cached reads through gRPC, then HTTP`);
    await timed(WARM_READS, () => client.GetSlate({ sport: 'NBA', date: '2026-10-25' }));
    const grpc = await timed(READS, () => client.GetSlate({ sport: 'NBA', date: '2026-10-25' }));
    const url = `${gwUrl}/api/slate?sport=NBA&date=2026-10-25`;
    const get = async () => {
      const res = await fetch(url);
      if (res.status !== 200) throw new Error(`GET /api/slate answered ${res.status}`);
      await res.arrayBuffer();
    };
    await timed(WARM_READS, get);
    const http = await timed(READS, get);
    figures.push(
      { name: 'cached slate read, gRPC p50', value: percentile(grpc, 50), unit: 'ms', better: 'lower' },
      { name: 'cached slate read, gRPC p99', value: percentile(grpc, 99), unit: 'ms', better: 'lower', target: '< 10 ms', met: percentile(grpc, 99) < 10 },
      { name: 'cached slate read, gateway HTTP p50', value: percentile(http, 50), unit: 'ms', better: 'lower' },
      { name: 'cached slate read, gateway HTTP p99', value: percentile(http, 99), unit: 'ms', better: 'lower', target: '< 15 ms', met: percentile(http, 99) < 15 },
    );
    meta.loadAverage1mAtEnd = loadavg()[0];
    say(`load average (1 min) ${Number(meta.loadAverage1mAtStart).toFixed(2)} at start, ${Number(meta.loadAverage1mAtEnd).toFixed(2)} at the end, on ${cpus().length} cores shared with other work`);
    report('sports-data', figures, meta);
  } finally {
    client.close();
    await gateway.close();
    await handle.stop();
    await bus.close();
    await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await pool.end();
    await api.close();
    if (stopPg) await stopPg();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error(err);
  process.exit(1);
});
