// The LeaderboardStore port: boards (one per period bucket) of users ordered by one score, answering
// the top N and one user's rank in one call. Writes carry the user's stats version and a store keeps
// the newest version of each user's row, so writes from several replicas, a rebuild and live updates
// may interleave in any order and the board still ends at the newest numbers.
// Adapters: in memory (embedded mode, one process) and Redis sorted sets (distributed).
import { compareBoardEntries, type LeaderboardRowData, type RankedRow } from '../domain/leaderboard-rows';

export interface BoardEntry {
  userId: string;
  score: number;
  version: number;
  row: LeaderboardRowData;
}

/** Entries for one board (ttlMs > 0 lets an unused board expire). */
export interface BoardWrite {
  board: string;
  entries: BoardEntry[];
  ttlMs?: number;
}

export interface BoardPage {
  rows: RankedRow[];
  me: RankedRow | null;
}

export interface LeaderboardStore {
  readonly kind: 'memory' | 'redis';
  /** Writes entries to one or more boards (a decision touches three: all time, week, month). */
  write(writes: BoardWrite[]): Promise<void>;
  /** The top `limit` rows of a board and, when userId is given, that user's ranked row (null when absent). */
  read(board: string, limit: number, userId?: string): Promise<BoardPage>;
  /**
   * Takes users off the boards for good (a deleted account): a write of theirs still in flight,
   * whatever its version, cannot put them back.
   */
  remove(boards: readonly string[], userIds: readonly string[]): Promise<void>;
  /**
   * false when the store has lost what the last rebuild wrote (a Redis restarted without
   * persistence, flushed or failed over to an empty replica): the keeper then rebuilds.
   */
  isBuilt(): Promise<boolean>;
  /** Records that a rebuild from Postgres has completed. */
  markBuilt(): Promise<void>;
  close(): Promise<void>;
}

interface MemoryBoard {
  byUser: Map<string, BoardEntry>;
  /** Users removed for good: later writes of theirs are ignored. */
  gone: Set<string>;
  /** Entries in board order (score desc, user id desc). */
  order: BoardEntry[];
  expiresAt: number;
}

const key = (e: BoardEntry) => ({ score: e.score, id: e.userId });

function position(order: BoardEntry[], e: BoardEntry): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareBoardEntries(key(order[mid]!), key(e)) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function createMemoryLeaderboardStore(now: () => number = Date.now): LeaderboardStore {
  const boards = new Map<string, MemoryBoard>();

  const live = (name: string): MemoryBoard | undefined => {
    const b = boards.get(name);
    if (b && b.expiresAt <= now()) {
      boards.delete(name);
      return undefined;
    }
    return b;
  };

  const ranked = (b: MemoryBoard, e: BoardEntry): RankedRow => ({ ...e.row, rank: position(b.order, e) + 1 });

  return {
    kind: 'memory',
    // The boards live and die with this process, as does the keeper that built them.
    isBuilt: async () => true,
    markBuilt: async () => undefined,
    async write(writes) {
      for (const { board: name, entries, ttlMs = 0 } of writes) {
        let b = live(name);
        if (!b) {
          b = { byUser: new Map(), gone: new Set(), order: [], expiresAt: Infinity };
          boards.set(name, b);
        }
        if (ttlMs > 0) b.expiresAt = now() + ttlMs;
        for (const e of entries) {
          if (b.gone.has(e.userId)) continue;
          const cur = b.byUser.get(e.userId);
          if (cur && cur.version > e.version) continue;
          if (cur) b.order.splice(position(b.order, cur), 1);
          const copy = { ...e, row: { ...e.row } };
          b.order.splice(position(b.order, copy), 0, copy);
          b.byUser.set(e.userId, copy);
        }
      }
    },
    async remove(names, userIds) {
      for (const name of names) {
        let b = live(name);
        if (!b) {
          b = { byUser: new Map(), gone: new Set(), order: [], expiresAt: Infinity };
          boards.set(name, b);
        }
        for (const id of userIds) {
          const cur = b.byUser.get(id);
          if (cur) b.order.splice(position(b.order, cur), 1);
          b.byUser.delete(id);
          b.gone.add(id);
        }
      }
    },
    async read(name, limit, userId) {
      const b = live(name);
      if (!b) return { rows: [], me: null };
      const rows = b.order.slice(0, Math.max(0, limit)).map((e, i) => ({ ...e.row, rank: i + 1 }));
      const mine = userId ? b.byUser.get(userId) : undefined;
      return { rows, me: mine ? ranked(b, mine) : null };
    },
    async close() {
      boards.clear();
    },
  };
}
