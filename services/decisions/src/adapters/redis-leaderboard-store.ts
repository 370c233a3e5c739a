// LeaderboardStore on Redis: per board a sorted set (score -> user id), a hash of row JSON and a
// hash of row versions, all under one hash tag so a cluster keeps the boards on one slot and one
// script can write several. Writes and the read are Lua scripts: a decision's three boards are one
// call that keeps the newest version of each row, and a read is one ZREVRANGE + one ZREVRANK + one
// HMGET in a single round trip. The top rows are kept in memory for a moment (top-page-cache.ts), so
// most reads ask Redis only for the reader's rank and row.
import type { Redis } from 'ioredis';
import type { RankedRow, LeaderboardRowData } from '../domain/leaderboard-rows';
import type { BoardEntry, LeaderboardStore } from './leaderboard-store';
import { createTopPageCache } from './top-page-cache';

// KEYS: (z, rows, ver) per board; ARGV per board: ttl, n, then n x (member, score, version, row).
const PUT = `
local a = 1
for b = 0, #KEYS / 3 - 1 do
  local z, rows, ver = KEYS[b * 3 + 1], KEYS[b * 3 + 2], KEYS[b * 3 + 3]
  local ttl, n = tonumber(ARGV[a]), tonumber(ARGV[a + 1])
  a = a + 2
  for i = 1, n do
    local member, score, version, row = ARGV[a], ARGV[a + 1], tonumber(ARGV[a + 2]), ARGV[a + 3]
    a = a + 4
    local cur = redis.call('HGET', ver, member)
    if (not cur) or tonumber(cur) <= version then
      redis.call('ZADD', z, score, member)
      redis.call('HSET', rows, member, row)
      redis.call('HSET', ver, member, version)
    end
  end
  if ttl > 0 then
    redis.call('PEXPIRE', z, ttl)
    redis.call('PEXPIRE', rows, ttl)
    redis.call('PEXPIRE', ver, ttl)
  end
end
return 1`;

// The top `limit` rows, the reader's rank and row, and the score of the page's last row (what a
// write must reach to change the page).
const READ = `
local top = redis.call('ZREVRANGE', KEYS[1], 0, tonumber(ARGV[1]) - 1, 'WITHSCORES')
local rank = false
if ARGV[2] ~= '' then rank = redis.call('ZREVRANK', KEYS[1], ARGV[2]) end
local ids = {}
for i = 1, #top, 2 do ids[#ids + 1] = top[i] end
local last = false
if #top > 0 then last = top[#top] end
if ARGV[2] ~= '' then ids[#ids + 1] = ARGV[2] end
local rows = {}
if #ids > 0 then rows = redis.call('HMGET', KEYS[2], unpack(ids)) end
return {rows, rank, last}`;

// One user's rank and row.
const READ_ME = `
local rank = redis.call('ZREVRANK', KEYS[1], ARGV[1])
if not rank then return {false, false} end
return {redis.call('HGET', KEYS[2], ARGV[1]), rank}`;

// KEYS: (z, rows, ver) per board; ARGV: the users. Their version becomes the largest a write can
// carry, so a write of theirs still in flight cannot put them back.
const REMOVE = `
for b = 0, #KEYS / 3 - 1 do
  local z, rows, ver = KEYS[b * 3 + 1], KEYS[b * 3 + 2], KEYS[b * 3 + 3]
  for i = 1, #ARGV do
    redis.call('ZREM', z, ARGV[i])
    redis.call('HDEL', rows, ARGV[i])
    redis.call('HSET', ver, ARGV[i], '9007199254740991')
  end
end
return 1`;

type Scripted = Redis & {
  lbRemove(numKeys: number, ...keysThenArgs: string[]): Promise<number>;
  lbPut(numKeys: number, ...keysThenArgs: (string | number)[]): Promise<number>;
  lbRead(z: string, rows: string, limit: number, userId: string): Promise<[(string | null)[], number | null, string | null]>;
  lbReadMe(z: string, rows: string, userId: string): Promise<[string | null, number | null]>;
};

/** Entries per PUT call: large enough to amortise the round trip, small enough not to block Redis. */
const BATCH = 500;

/** How long a replica answers a board's top rows from memory (see top-page-cache.ts). */
export const TOP_PAGE_CACHE_MS = 1_000;

export function createRedisLeaderboardStore(
  redis: Redis,
  opts: { prefix?: string; ownsClient?: boolean; topPageCacheMs?: number } = {},
): LeaderboardStore {
  const prefix = opts.prefix ?? 'gary:lb:';
  const r = redis as Scripted;
  if (typeof r.lbPut !== 'function') {
    redis.defineCommand('lbPut', { lua: PUT });
    redis.defineCommand('lbRead', { numberOfKeys: 2, lua: READ });
    redis.defineCommand('lbReadMe', { numberOfKeys: 2, lua: READ_ME });
    redis.defineCommand('lbRemove', { lua: REMOVE });
  }
  const top = createTopPageCache({ ttlMs: opts.topPageCacheMs ?? TOP_PAGE_CACHE_MS });
  const parseRow = (j: string | null) => (j ? (JSON.parse(j) as LeaderboardRowData) : null);
  const keys = (board: string) => {
    const base = `${prefix}{lb}:${board}`;
    return { z: `${base}:z`, rows: `${base}:rows`, ver: `${base}:ver` };
  };

  // Set when a rebuild completes and never expires: a Redis that comes back without it has lost the boards.
  const builtKey = `${prefix}{lb}:built`;

  return {
    kind: 'redis',
    async isBuilt() {
      return (await redis.exists(builtKey)) === 1;
    },
    async markBuilt() {
      await redis.set(builtKey, new Date().toISOString());
    },
    async write(writes) {
      top.invalidate(writes);
      // Calls of at most BATCH entries; small writes to several boards share one call. ioredis sends
      // every call without waiting for replies, so the calls go out pipelined.
      const calls: Promise<number>[] = [];
      let keysOut: string[] = [];
      let argsOut: (string | number)[] = [];
      let count = 0;
      const flush = () => {
        if (keysOut.length > 0) calls.push(r.lbPut(keysOut.length, ...keysOut, ...argsOut));
        keysOut = [];
        argsOut = [];
        count = 0;
      };
      for (const w of writes) {
        const k = keys(w.board);
        for (let i = 0; i < w.entries.length; i += BATCH) {
          const part = w.entries.slice(i, i + BATCH);
          if (count + part.length > BATCH) flush();
          keysOut.push(k.z, k.rows, k.ver);
          argsOut.push(w.ttlMs ?? 0, part.length);
          for (const e of part) argsOut.push(e.userId, e.score, e.version, JSON.stringify(e.row));
          count += part.length;
        }
      }
      flush();
      try {
        await Promise.all(calls);
      } finally {
        // Again once written: a read that started meanwhile may have seen the board before the write.
        top.invalidate(writes);
      }
    },
    async remove(boards, userIds) {
      if (boards.length === 0 || userIds.length === 0) return;
      top.drop(boards);
      const ks = boards.flatMap((b) => {
        const k = keys(b);
        return [k.z, k.rows, k.ver];
      });
      try {
        await r.lbRemove(ks.length, ...ks, ...userIds);
      } finally {
        top.drop(boards);
      }
    },
    async read(board, limit, userId) {
      const k = keys(board);
      const cached = top.get(board, limit);
      if (cached) {
        if (!userId) return { rows: cached, me: null };
        const mine = cached.find((row) => row.id === userId);
        if (mine) return { rows: cached, me: mine };
        const [raw, rank] = await r.lbReadMe(k.z, k.rows, userId);
        const row = parseRow(raw);
        return { rows: cached, me: row && typeof rank === 'number' ? { ...row, rank: rank + 1 } : null };
      }
      const token = top.begin(board);
      const [raw, rank, last] = await r.lbRead(k.z, k.rows, Math.max(0, limit), userId ?? '');
      const parsed = raw.map(parseRow);
      const topCount = userId ? parsed.length - 1 : parsed.length;
      const rows: RankedRow[] = [];
      for (let i = 0; i < topCount; i++) {
        const row = parsed[i];
        if (row) rows.push({ ...row, rank: i + 1 });
      }
      top.put(board, token, limit, rows, last === null ? null : Number(last));
      const mine = userId ? parsed[parsed.length - 1] : null;
      return { rows, me: mine && typeof rank === 'number' ? { ...mine, rank: rank + 1 } : null };
    },
    async close() {
      if (opts.ownsClient) redis.disconnect();
    },
  };
}

export type { BoardEntry };
