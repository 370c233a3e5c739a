// Leaderboard top 20 plus my rank with 1,000,000 users on the board: p99 of one call, one at a
// time, at three depths: the Redis store (one Lua call: ZREVRANGE + ZREVRANK + HMGET), gRPC
// GetLeaderboard, and HTTP GET /api/leaderboard through the gateway, asked from a process of its own.
import { createRedisLeaderboardStore } from '@gary/decisions';
import { createGrpcClient } from '@gary/platform';
import { benchUser, type BenchStack } from './bench-stack';
import type { Row } from './report';
import { timed } from './timed';
import { runWorker } from './worker';

type Timing = { p50: number; p99: number };

export interface LeaderboardBench {
  boardSize: number;
  store: Timing;
  grpc: Timing;
  http: Timing;
  /** The gateway's /health over HTTP from the same client: what the HTTP hop alone costs here. */
  healthHttp: Timing;
}

/** Asks as users of the slate, every one ranked: through the store, gRPC and HTTP (bench tokens). */
export async function leaderboardBench(stack: BenchStack, o: { samples: number; slateUsers: number }): Promise<LeaderboardBench> {
  // The bare Redis call: no top page kept in memory.
  const store = createRedisLeaderboardStore(stack.redis, { prefix: stack.leaderboardPrefix, topPageCacheMs: 0 });
  const boardSize = await stack.redis.zcard(`${stack.leaderboardPrefix}{lb}:all:z`);
  const pickUser = () => benchUser('c0000000', 1 + Math.floor(Math.random() * o.slateUsers));
  const check = (page: { rows: unknown[]; me: unknown }) => {
    if (page.rows.length !== 20 || !page.me) throw new Error(`leaderboard answered ${page.rows.length} rows and ${page.me ? 'a' : 'no'} rank`);
  };
  const storeT = await timed(o.samples, async () => check(await store.read('all', 20, pickUser())));
  const client = createGrpcClient('decisions', `127.0.0.1:${stack.decisions.grpcPort}`, { deadlineMs: 5_000 });
  const grpcT = await timed(o.samples, async () => check(await client.GetLeaderboard({ period: 'all', userId: pickUser(), limit: 20 })));
  client.close();
  // Members ranked on the board ask over HTTP too (`c-<n>` is slate user n): only a user with a
  // graded decision has a rank, and the users who decided over HTTP have only pending ones.
  const tokens = Array.from({ length: Math.min(o.samples, o.slateUsers) }, () => `c-${1 + Math.floor(Math.random() * o.slateUsers)}`);
  const httpT = await runWorker<{ leaderboard: Timing; health: Timing }>('leaderboard-http-worker.ts', {
    url: `${stack.gatewayUrl}/api/leaderboard?period=all`,
    healthUrl: `${stack.gatewayUrl}/health`,
    tokens,
    samples: o.samples,
  }, 120_000);
  return { boardSize, store: storeT, grpc: grpcT, http: httpT.leaderboard, healthHttp: httpT.health };
}

/** The HTTP answer's target: top 20 plus my rank through the gateway, p99. */
export const LEADERBOARD_HTTP_TARGET_MS = 5;

/**
 * The leaderboard's rows of the table: HTTP through the gateway (the target) with the gRPC call
 * and the bare Redis call beside it, measured one after another in the same run; gRPC beside Redis.
 */
export function leaderboardRows(lb: LeaderboardBench, users: number): Row[] {
  const ms = (v: number) => `${v.toFixed(2)} ms`;
  return [
    {
      key: 'leaderboard_http_p99_ms',
      what: `leaderboard top20+rank p99, ${lb.boardSize.toLocaleString('en-US')} users (HTTP via gateway)`,
      value: lb.http.p99,
      unit: 'ms',
      reference: { label: `gRPC ${ms(lb.grpc.p99)}, Redis call`, value: lb.store.p99 },
      target: { label: `< ${LEADERBOARD_HTTP_TARGET_MS} ms`, ok: lb.http.p99 < LEADERBOARD_HTTP_TARGET_MS && lb.boardSize >= users },
    },
    {
      key: 'leaderboard_grpc_p99_ms',
      what: 'leaderboard p99 at the service (gRPC)',
      value: lb.grpc.p99,
      unit: 'ms',
      reference: { label: 'Redis call', value: lb.store.p99 },
    },
    {
      key: 'gateway_health_http_p99_ms',
      what: 'one HTTP hop, nothing behind it (gateway /health)',
      value: lb.healthHttp.p99,
      unit: 'ms',
    },
  ];
}
