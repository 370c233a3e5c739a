// LeaderboardStore on Redis: per board a sorted set (score -> user id), a hash of row JSON and a
// hash of row versions, under one hash tag so a cluster keeps a board on one slot. Writes and the
// read are Lua scripts: a batch of entries is applied atomically keeping the newest version, and a
// read is one ZREVRANGE + one ZREVRANK + one HMGET in a single round trip.
import type { Redis } from 'ioredis';
import type { RankedRow, LeaderboardRowData } from '../domain/leaderboard-rows';
import type { BoardEntry, LeaderboardStore } from './leaderboard-store';

const PUT = `
local ttl = tonumber(ARGV[1])
for i = 2, #ARGV, 4 do
  local member, score, version, row = ARGV[i], ARGV[i + 1], tonumber(ARGV[i + 2]), ARGV[i + 3]
  local cur = redis.call('HGET', KEYS[3], member)
  if (not cur) or tonumber(cur) <= version then
    redis.call('ZADD', KEYS[1], score, member)
    redis.call('HSET', KEYS[2], member, row)
    redis.call('HSET', KEYS[3], member, version)
  end
end
if ttl > 0 then
  for k = 1, 3 do redis.call('PEXPIRE', KEYS[k], ttl) end
end
return 1`;

const READ = `
local top = redis.call('ZREVRANGE', KEYS[1], 0, tonumber(ARGV[1]) - 1)
local rank = false
if ARGV[2] ~= '' then rank = redis.call('ZREVRANK', KEYS[1], ARGV[2]) end
local ids = {}
for i = 1, #top do ids[i] = top[i] end
if ARGV[2] ~= '' then ids[#ids + 1] = ARGV[2] end
local rows = {}
if #ids > 0 then rows = redis.call('HMGET', KEYS[2], unpack(ids)) end
return {rows, rank}`;

type Scripted = Redis & {
  lbPut(z: string, rows: string, ver: string, ...args: (string | number)[]): Promise<number>;
  lbRead(z: string, rows: string, limit: number, userId: string): Promise<[(string | null)[], number | null]>;
};

/** Entries per PUT call: large enough to amortise the round trip, small enough not to block Redis. */
const BATCH = 500;

export function createRedisLeaderboardStore(redis: Redis, opts: { prefix?: string; ownsClient?: boolean } = {}): LeaderboardStore {
  const prefix = opts.prefix ?? 'gary:lb:';
  const r = redis as Scripted;
  if (typeof r.lbPut !== 'function') {
    redis.defineCommand('lbPut', { numberOfKeys: 3, lua: PUT });
    redis.defineCommand('lbRead', { numberOfKeys: 2, lua: READ });
  }
  const keys = (board: string) => {
    const tag = `${prefix}{${board}}`;
    return { z: `${tag}:z`, rows: `${tag}:rows`, ver: `${tag}:ver` };
  };

  return {
    kind: 'redis',
    async put(board, entries, ttlMs = 0) {
      const k = keys(board);
      // ioredis writes every call at once without waiting for replies: the batches go out pipelined.
      const calls: Promise<number>[] = [];
      for (let i = 0; i < entries.length; i += BATCH) {
        const args: (string | number)[] = [ttlMs];
        for (const e of entries.slice(i, i + BATCH)) args.push(e.userId, e.score, e.version, JSON.stringify(e.row));
        calls.push(r.lbPut(k.z, k.rows, k.ver, ...args));
      }
      await Promise.all(calls);
    },
    async read(board, limit, userId) {
      const k = keys(board);
      const [raw, rank] = await r.lbRead(k.z, k.rows, Math.max(0, limit), userId ?? '');
      const parsed = raw.map((j) => (j ? (JSON.parse(j) as LeaderboardRowData) : null));
      const topCount = userId ? parsed.length - 1 : parsed.length;
      const rows: RankedRow[] = [];
      for (let i = 0; i < topCount; i++) {
        const row = parsed[i];
        if (row) rows.push({ ...row, rank: i + 1 });
      }
      const mine = userId ? parsed[parsed.length - 1] : null;
      return { rows, me: mine && typeof rank === 'number' ? { ...mine, rank: rank + 1 } : null };
    },
    async close() {
      if (opts.ownsClient) redis.disconnect();
    },
  };
}

export type { BoardEntry };
