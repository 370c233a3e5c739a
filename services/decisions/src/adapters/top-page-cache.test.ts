import type { RankedRow } from '../domain/leaderboard-rows';
import type { BoardEntry } from './leaderboard-store';
import { createTopPageCache } from './top-page-cache';

const row = (id: string, rank: number): RankedRow => ({ id, username: id, avatar: '', totalDecisions: 10, gradedDecisions: 8, rideCount: 5, fadeCount: 5, correctDecisions: 6, winRate: 60, streak: 1, preferredStrategy: 'ride', rank });
const entry = (userId: string, score: number): BoardEntry => ({ userId, score, version: 2, row: row(userId, 0) });

function cached(ttlMs = 1000) {
  let t = 0;
  const cache = createTopPageCache({ ttlMs, now: () => t });
  const page = [row('a', 1), row('b', 2), row('c', 3)];
  cache.put('all', cache.begin('all'), 3, page, 500);
  return { cache, page, advance: (ms: number) => (t += ms) };
}

describe('top page cache', () => {
  it('answers the top rows of a board for ttlMs, and any shorter page from a longer one', () => {
    const { cache, page, advance } = cached();
    expect(cache.get('all', 3)).toEqual(page);
    expect(cache.get('all', 2)).toEqual(page.slice(0, 2));
    expect(cache.get('all', 20)).toBeUndefined();
    expect(cache.get('week:2026-11-16', 3)).toBeUndefined();
    advance(999);
    expect(cache.get('all', 3)).toEqual(page);
    advance(1);
    expect(cache.get('all', 3)).toBeUndefined();
  });

  it("a write of a user on the page, or of a score that reaches the page's lowest, drops the page at once", () => {
    for (const e of [entry('b', 1), entry('z', 500), entry('z', 900)]) {
      const { cache } = cached();
      cache.invalidate([{ board: 'all', entries: [e] }]);
      expect(cache.get('all', 3)).toBeUndefined();
    }
  });

  it('a write below the page, or to another board, keeps it', () => {
    const { cache, page } = cached();
    cache.invalidate([{ board: 'all', entries: [entry('z', 499)] }, { board: 'week:2026-11-16', entries: [entry('a', 1)] }]);
    expect(cache.get('all', 3)).toEqual(page);
  });

  it('on a board shorter than the page, any new user can enter it: every write drops it', () => {
    const cache = createTopPageCache({ ttlMs: 1000 });
    cache.put('all', cache.begin('all'), 20, [row('a', 1)], 900);
    cache.invalidate([{ board: 'all', entries: [entry('z', 1)] }]);
    expect(cache.get('all', 20)).toBeUndefined();
  });

  it('a page read while a write to its board happened is not kept (it may predate the write)', () => {
    const cache = createTopPageCache({ ttlMs: 1000 });
    const token = cache.begin('all');
    cache.invalidate([{ board: 'all', entries: [entry('z', 1)] }]);
    cache.put('all', token, 3, [row('a', 1), row('b', 2), row('c', 3)], 500);
    expect(cache.get('all', 3)).toBeUndefined();
  });

  it('ttlMs 0 keeps nothing', () => {
    const cache = createTopPageCache({ ttlMs: 0 });
    cache.put('all', cache.begin('all'), 1, [row('a', 1)], 500);
    expect(cache.get('all', 1)).toBeUndefined();
  });
});
