// Keeps the leaderboard boards (All Time, this week, this month) in the LeaderboardStore: rebuilt
// from Postgres on start, refreshed for a user right after each decision, and for every user of a
// pick after its settlement commits (the settlement queues the pick in leaderboard_refresh in its
// own transaction; this drains the queue, so a crash between commit and refresh loses nothing).
import { singleFlightDrain, withTransaction, type Lock, type Logger, type Pool } from '@gary/platform';
import { boardKey, BOARD_TTL_MS, bucketsAt, PERIODS, type Buckets, type Period } from '../domain/periods';
import { boardRow, isRanked, leaderboardScore, type PeriodCounts } from '../domain/leaderboard-rows';
import { createLeaderboardSource, type UserBoardData } from '../adapters/leaderboard-source';
import type { BoardEntry, BoardPage, LeaderboardStore } from '../adapters/leaderboard-store';

export interface KeeperDeps {
  pool: Pool;
  store: LeaderboardStore;
  lock: Lock;
  logger: Logger;
  now: () => Date;
  /** How often the refresh queue is checked when nothing woke it (ms). */
  pollMs?: number;
  /** How often the store is asked whether it still holds the boards (ms). */
  lossCheckMs?: number;
  /**
   * True while this process is settling picks: the refresh waits for a slate's settlements to
   * finish instead of competing with them for the same CPU and rows.
   */
  isBusy?: () => boolean;
}

const entryOf = (u: UserBoardData, c: PeriodCounts): BoardEntry => ({
  userId: u.userId,
  score: leaderboardScore(c),
  version: u.version,
  row: boardRow(u, c),
});

export function createLeaderboardKeeper(deps: KeeperDeps) {
  const { pool, store, logger } = deps;
  const source = createLeaderboardSource(pool);
  let timer: NodeJS.Timeout | null = null;
  let lossTimer: NodeJS.Timeout | null = null;
  let stopped = false;
  let ready: Promise<void> = Promise.resolve();

  async function write(users: UserBoardData[], b: Buckets): Promise<void> {
    const by: Record<Period, BoardEntry[]> = { all: [], week: [], month: [] };
    for (const u of users) {
      // Ranked only with a graded decision in the period; pending ones alone keep a user off the board.
      if (isRanked(u.all)) by.all.push(entryOf(u, u.all));
      if (isRanked(u.week)) by.week.push(entryOf(u, u.week));
      if (isRanked(u.month)) by.month.push(entryOf(u, u.month));
    }
    await store.write(
      (['all', 'week', 'month'] as const).filter((p) => by[p].length > 0).map((p) => ({ board: boardKey(p, b), entries: by[p], ttlMs: BOARD_TTL_MS[p] })),
    );
  }

  async function refreshUsers(userIds: string[]): Promise<void> {
    const b = bucketsAt(deps.now());
    await write(await source.forUsers(userIds, b), b);
  }

  /** Writes pages as they are read, the next page's query overlapping the last page's write. */
  async function writePages(pages: AsyncGenerator<UserBoardData[]>, b: Buckets, onStop: 'throw' | 'break'): Promise<number> {
    let n = 0;
    let writing: Promise<void> = Promise.resolve();
    for await (const page of pages) {
      await writing;
      if (stopped) {
        // Stopping mid-pick rolls the queue entry back, so the next start finishes it.
        if (onStop === 'throw') throw new Error('leaderboard keeper stopping');
        break;
      }
      writing = write(page, b);
      n += page.length;
    }
    await writing;
    return n;
  }

  async function refreshPick(pickId: string): Promise<number> {
    const b = bucketsAt(deps.now());
    return writePages(source.forPick(pickId, b), b, 'throw');
  }

  async function rebuild(): Promise<number> {
    const b = bucketsAt(deps.now());
    const n = await writePages(source.everyone(b), b, 'break');
    // Rebuilt without deleted members: their rows are gone, and a removal that failed is done here.
    const { rows } = await pool.query<{ user_id: string }>('SELECT user_id FROM deleted_users');
    if (rows.length > 0 && !stopped) await store.remove(PERIODS.map((p) => boardKey(p, b)), rows.map((r) => r.user_id));
    return n;
  }

  /** Takes one queued pick at a time (SKIP LOCKED: replicas share the queue) until none is left. */
  async function drainOnce(): Promise<number> {
    // A slate's settlements finish first instead of competing with the refresh for CPU and rows.
    while (!stopped && deps.isBusy?.()) await new Promise((r) => setTimeout(r, 200));
    if (stopped) return 0;
    return withTransaction(pool, async (client) => {
      const { rows } = await client.query<{ pick_id: string }>(
        'SELECT pick_id FROM leaderboard_refresh ORDER BY queued_at LIMIT 1 FOR UPDATE SKIP LOCKED',
      );
      const pickId = rows[0]?.pick_id;
      if (!pickId) return 0;
      const users = await refreshPick(pickId);
      await client.query('DELETE FROM leaderboard_refresh WHERE pick_id = $1', [pickId]);
      logger.info({ pickId, users }, 'leaderboard refreshed after settlement');
      return 1;
    });
  }

  const queue = singleFlightDrain({ step: drainOnce, stopped: () => stopped });
  /** Drains the refresh queue; calls while a drain runs make it look once more when it ends. */
  function drain(): Promise<void> {
    return queue.run().then(
      () => undefined,
      (err) => logger.warn({ err }, 'leaderboard refresh failed; will retry'),
    );
  }

  /** Rebuilds from Postgres and marks the store built; replicas sharing a Redis store take turns (one rebuild is enough). */
  async function rebuildShared(): Promise<void> {
    const token = store.kind === 'memory' ? 'own' : await deps.lock.acquire('decisions:leaderboard-rebuild', 15 * 60_000);
    if (!token) return;
    try {
      const t0 = Date.now();
      const users = await rebuild();
      if (!stopped) await store.markBuilt();
      logger.info({ users, ms: Date.now() - t0 }, 'leaderboard rebuilt from Postgres');
    } finally {
      if (token !== 'own') await deps.lock.release('decisions:leaderboard-rebuild', token);
    }
  }

  let rebuilding: Promise<void> | null = null;
  async function rebuildIfLost(): Promise<void> {
    if (stopped || rebuilding) return;
    rebuilding = (async () => {
      await ready;
      if (stopped || (await store.isBuilt())) return;
      logger.warn('leaderboard store lost its boards: rebuilding from Postgres');
      await rebuildShared();
    })()
      .catch((err) => logger.warn({ err }, 'leaderboard check failed; will retry'))
      .finally(() => {
        rebuilding = null;
      });
    return rebuilding;
  }

  return {
    /** Writes rows already read (the decide statement returns its user's). */
    writeUsers: (users: UserBoardData[], b: Buckets = bucketsAt(deps.now())) => write(users, b),
    refreshUsers,
    /** Takes deleted members off every board being read (their rows are gone, so no rebuild adds them back). */
    async removeUsers(userIds: string[]): Promise<void> {
      const b = bucketsAt(deps.now());
      await store.remove(PERIODS.map((p) => boardKey(p, b)), userIds);
    },
    refreshPick,
    rebuild,
    drain,
    /** Once a settlement has committed: refresh the users it queued now instead of at the next poll. */
    kick(): void {
      if (!stopped) void drain();
    },
    /** Resolves when the rebuild started by start() has finished. */
    ready: () => ready,
    async read(period: Period, limit: number, userId?: string): Promise<BoardPage> {
      return store.read(boardKey(period, bucketsAt(deps.now())), limit, userId);
    },
    start(): void {
      ready = rebuildShared()
        .then(() => drain())
        .catch((err) => logger.error({ err }, 'leaderboard rebuild failed'));
      timer = setInterval(() => void drain(), deps.pollMs ?? 2_000);
      timer.unref();
      // A store that lost the boards (Redis restarted empty) is rebuilt once it answers again.
      lossTimer = setInterval(() => void rebuildIfLost(), deps.lossCheckMs ?? 1_000);
      lossTimer.unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      if (lossTimer) clearInterval(lossTimer);
      await ready;
      if (rebuilding) await rebuilding;
      await queue.idle();
    },
  };
}

export type LeaderboardKeeper = ReturnType<typeof createLeaderboardKeeper>;
