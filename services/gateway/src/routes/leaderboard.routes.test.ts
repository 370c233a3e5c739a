// The leaderboard's rate limit: counted alongside the call to decisions (one round trip fewer before
// the answer), and still a 429 with Retry-After over the limit, whatever decisions answered. The
// gateway in front of a stand-in decisions gRPC server on loopback, over loopback HTTP.
import { playBlockKey, revokedSessionKey } from '@gary/contracts';
import { createLogger, createMemoryCache, createMemoryRateLimiter, notFound, startGrpcServer, type Cache, type GrpcServer, type RateLimiter, type ServiceImpl } from '@gary/platform';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../app';
import { readConfig } from '../config';

const USER = '6f1c2a9e-2b7d-4c1e-9a3b-0d5e8f7a6b21';
const row = { id: USER, username: 'sam', avatar: '', totalDecisions: 3, gradedDecisions: 2, rideCount: 2, fadeCount: 1, correctDecisions: 1, winRate: 50, streak: 1, preferredStrategy: 'ride', rank: 1 };

/** What the stand-in answers, and when decisions was asked relative to the limiter's count. */
const state = { fail: false, asked: [] as string[], onAsk: () => undefined as void };
const impl: Partial<ServiceImpl<'decisions'>> = {
  async GetLeaderboard(req) {
    state.asked.push(req.userId);
    state.onAsk();
    if (state.fail) throw notFound('not_found', 'gone');
    return { period: 'all', rows: [row], me: req.userId ? row : null };
  },
};

let grpc: GrpcServer;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  grpc = await startGrpcServer({ service: 'decisions', impl: impl as ServiceImpl<'decisions'>, host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await grpc.stop();
});
beforeEach(() => {
  state.fail = false;
  state.asked.length = 0;
  state.onAsk = () => undefined;
});

async function gateway(rateLimiter: RateLimiter, env: Record<string, string> = {}, cache?: Cache): Promise<string> {
  const app = await buildGateway({
    config: readConfig({ LOG_LEVEL: 'silent', ...env }),
    logger: createLogger({ name: 'gateway-test', level: 'silent' }),
    peers: { decisions: `127.0.0.1:${grpc.port}` },
    verifyAccessToken: async (token) => (token === 'member' ? { userId: USER, role: 'user', guest: false, sessionId: 's1' } : null),
    mode: 'embedded',
    rateLimiter,
    cache,
  });
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}

async function get(url: string, token?: string) {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: JSON.parse(await res.text()) as Record<string, unknown> };
}

describe('GET /api/leaderboard and the rate limits', () => {
  it('"the leaderboard in under 5 ms over HTTP": its limit is counted while decisions is asked, not before', async () => {
    // A limiter whose count answers once decisions was asked (or after 5 s, when it never is first).
    const memory = createMemoryRateLimiter();
    const counted: string[] = [];
    const asked = new Promise<void>((r) => (state.onAsk = r));
    const slow: RateLimiter = {
      async hit(key, limit, windowMs) {
        await Promise.race([asked, new Promise((r) => setTimeout(r, 5_000))]);
        counted.push(`${key} after ${state.asked.length} asked`);
        return memory.hit(key, limit, windowMs);
      },
      reset: (key) => memory.reset(key),
    };
    const base = await gateway(slow);
    const res = await get(`${base}/api/leaderboard?period=all`, 'member');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ period: 'all', me: { id: USER, rank: 1 } });
    expect(counted.sort()).toEqual([`gw:ip:127.0.0.1 after 1 asked`, `gw:user:${USER} after 1 asked`]);
  });

  it('over the limit it still answers 429 with Retry-After, whatever decisions answered', async () => {
    const base = await gateway(createMemoryRateLimiter(), { RATE_LIMIT_PER_IP_PER_MINUTE: '2' });
    expect((await get(`${base}/api/leaderboard`, 'member')).status).toBe(200);
    state.fail = true;
    expect((await get(`${base}/api/leaderboard`, 'member')).status).toBe(404);
    for (const fail of [true, false]) {
      state.fail = fail;
      const over = await get(`${base}/api/leaderboard`, 'member');
      expect([over.status, (over.body.error as { code: string }).code]).toEqual([429, 'rate_limited']);
      expect(Number(over.retryAfter)).toBeGreaterThan(0);
      expect(over.body).not.toHaveProperty('rows');
    }
  });

  it('a limiter that cannot count answers 500 in the one error shape, not the rows', async () => {
    const broken: RateLimiter = { hit: async () => Promise.reject(new Error('redis down')), reset: async () => undefined };
    const base = await gateway(broken);
    const res = await get(`${base}/api/leaderboard`);
    expect([res.status, res.body]).toEqual([500, { error: { code: 'internal', message: 'Something went wrong. Please try again.' } }]);
  });
});

describe('GET /api/leaderboard and the caller\'s lookups in the shared cache', () => {
  /** A cache that answers after a moment and notes when each read was asked and answered. */
  function slowCache() {
    const memory = createMemoryCache();
    const log: string[] = [];
    const cache: Cache = {
      async get<T>(key: string) {
        log.push(`ask ${key}`);
        await new Promise((r) => setTimeout(r, 100));
        log.push(`answer ${key}`);
        return memory.get<T>(key);
      },
      set: (key, value, ttlMs) => memory.set(key, value, ttlMs),
      del: (key) => memory.del(key),
    };
    return { cache, log };
  }

  it('a member\'s play-block entry is read together with the ended-session list: one round trip, not two', async () => {
    const { cache, log } = slowCache();
    const base = await gateway(createMemoryRateLimiter(), {}, cache);
    const res = await get(`${base}/api/leaderboard`, 'member');
    expect([res.status, res.body.me]).toEqual([200, expect.objectContaining({ id: USER })]);
    expect(log.slice(0, 2).sort()).toEqual([`ask ${playBlockKey(USER)}`, `ask ${revokedSessionKey('s1')}`]);
  });

  it('"while on a cool-off: no picks, props, thoughts or decisions": the entry read early still refuses with 403 play_break', async () => {
    const { cache } = slowCache();
    const base = await gateway(createMemoryRateLimiter(), {}, cache);
    await cache.set(playBlockKey(USER), { state: 'cool_off', until: new Date(Date.now() + 3_600_000).toISOString() }, 60_000);
    const res = await get(`${base}/api/leaderboard`, 'member');
    expect([res.status, (res.body.error as { code: string }).code]).toEqual([403, 'play_break']);
    expect(state.asked).toEqual([]);
  });

  it('"the gateway refuses tokens of revoked sessions": an ended session asks as nobody, its play-block entry unused', async () => {
    const { cache } = slowCache();
    const base = await gateway(createMemoryRateLimiter(), {}, cache);
    await cache.set(playBlockKey(USER), { state: 'cool_off', until: new Date(Date.now() + 3_600_000).toISOString() }, 60_000);
    await cache.set(revokedSessionKey('s1'), 1, 60_000);
    const res = await get(`${base}/api/leaderboard`, 'member');
    expect([res.status, res.body.me]).toEqual([200, null]);
    expect(state.asked).toEqual(['']);
  });
});
