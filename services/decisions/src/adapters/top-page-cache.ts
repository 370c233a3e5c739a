// The top of each board, kept for a moment: every leaderboard read asks for the same top 20, so
// one replica answers them from memory and asks Redis only for the reader's own rank and row.
// A write by this replica that can change a cached page drops it at once (the user is on it, or
// their new score reaches its lowest score); writes by other replicas show within ttlMs.
import type { RankedRow } from '../domain/leaderboard-rows';
import type { BoardWrite } from './leaderboard-store';

interface Page {
  limit: number;
  rows: RankedRow[];
  members: Set<string>;
  /** Score of the page's last row; -Infinity when the board has fewer rows than the page holds. */
  lowestScore: number;
  at: number;
}

export interface TopPageCache {
  /** The cached top `limit` rows of a board, when fresh. */
  get(board: string, limit: number): RankedRow[] | undefined;
  /** Call before reading a page from the store; pass the token to put(). */
  begin(board: string): number;
  /** Keeps a page read from the store, unless a write dropped the board since begin(). */
  put(board: string, token: number, limit: number, rows: RankedRow[], lastScore: number | null): void;
  /** Drops every cached page these writes may change. */
  invalidate(writes: BoardWrite[]): void;
  /** Drops the boards' pages outright (a member left them). */
  drop(boards: readonly string[]): void;
}

export function createTopPageCache(opts: { ttlMs: number; now?: () => number }): TopPageCache {
  const now = opts.now ?? Date.now;
  const pages = new Map<string, Page>();
  const generations = new Map<string, number>();
  const generation = (board: string) => generations.get(board) ?? 0;

  return {
    get(board, limit) {
      const p = pages.get(board);
      if (!p || p.limit < limit || now() - p.at >= opts.ttlMs) return undefined;
      return p.rows.slice(0, limit);
    },
    begin: generation,
    put(board, token, limit, rows, lastScore) {
      if (opts.ttlMs <= 0 || token !== generation(board)) return;
      const lowestScore = rows.length < limit || lastScore === null ? -Infinity : lastScore;
      pages.set(board, { limit, rows, members: new Set(rows.map((r) => r.id)), lowestScore, at: now() });
    },
    invalidate(writes) {
      for (const w of writes) {
        const p = pages.get(w.board);
        // A read in flight for this board must not store what it read before this write.
        generations.set(w.board, generation(w.board) + 1);
        if (p && w.entries.some((e) => p.members.has(e.userId) || e.score >= p.lowestScore)) pages.delete(w.board);
      }
    },
    drop(boards) {
      for (const b of boards) {
        generations.set(b, generation(b) + 1);
        pages.delete(b);
      }
    },
  };
}
