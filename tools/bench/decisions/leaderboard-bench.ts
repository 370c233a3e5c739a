// Leaderboard top 20 plus my rank with 1,000,000 users on the board: p99 of one call, one at a
// time, at three depths: the Redis store (one Lua call: ZREVRANGE + ZREVRANK + HMGET), gRPC
// GetLeaderboard, and HTTP GET /api/leaderboard through the gateway.
import http from 'node:http';
import { createRedisLeaderboardStore } from '@gary/decisions';
import { createGrpcClient } from '@gary/platform';
import { benchUser, type BenchStack } from './bench-stack';
import { percentile } from './stats';

/** n timed calls after n/5 untimed ones (the first calls of a path pay for its JIT compilation). */
async function timed(n: number, fn: (i: number) => Promise<void>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < Math.ceil(n / 5); i++) await fn(n + i);
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    await fn(i);
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 0.5), p99: percentile(ms, 0.99) };
}

function get(agent: http.Agent, url: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

export interface LeaderboardBench {
  boardSize: number;
  store: { p50: number; p99: number };
  grpc: { p50: number; p99: number };
  http: { p50: number; p99: number };
}

/** Asks as users of the slate (gRPC, store) and as users who decided over HTTP (bench tokens). */
export async function leaderboardBench(stack: BenchStack, o: { samples: number; slateUsers: number }): Promise<LeaderboardBench> {
  const store = createRedisLeaderboardStore(stack.redis, { prefix: stack.leaderboardPrefix });
  const boardSize = await stack.redis.zcard(`${stack.leaderboardPrefix}{lb}:all:z`);
  const pickUser = () => benchUser('c0000000', 1 + Math.floor(Math.random() * o.slateUsers));
  const check = (page: { rows: unknown[]; me: unknown }) => {
    if (page.rows.length !== 20 || !page.me) throw new Error(`leaderboard answered ${page.rows.length} rows and ${page.me ? 'a' : 'no'} rank`);
  };
  const storeT = await timed(o.samples, async () => check(await store.read('all', 20, pickUser())));
  const client = createGrpcClient('decisions', `127.0.0.1:${stack.decisions.grpcPort}`, { deadlineMs: 5_000 });
  const grpcT = await timed(o.samples, async () => check(await client.GetLeaderboard({ period: 'all', userId: pickUser(), limit: 20 })));
  client.close();
  // Tokens of users whose decision over HTTP went through (`u-<n>` is user d0000000-...-<n in hex>).
  const { rows } = await stack.pool.query<{ n: string }>(
    `SELECT ('x' || lpad(right(user_id::text, 12), 16, '0'))::bit(64)::bigint::text AS n FROM decisions
     WHERE user_id::text LIKE 'd0000000%' ORDER BY random() LIMIT $1`,
    [o.samples],
  );
  if (rows.length === 0) throw new Error('no user decided over HTTP');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const httpT = await timed(o.samples, async (i) => {
    const res = await get(agent, `${stack.gatewayUrl}/api/leaderboard?period=all`, `u-${rows[i % rows.length]!.n}`);
    if (res.status !== 200) throw new Error(`GET /api/leaderboard answered ${res.status}: ${res.body.slice(0, 200)}`);
    check(JSON.parse(res.body) as { rows: unknown[]; me: unknown });
  });
  agent.destroy();
  return { boardSize, store: storeT, grpc: grpcT, http: httpT };
}
