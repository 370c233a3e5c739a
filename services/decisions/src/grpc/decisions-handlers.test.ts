// The Decide handler's group commit, against a repository double (the statement itself is tested
// against real Postgres in test/decide.int.test.ts).
import { randomUUID } from 'node:crypto';
import { createLogger, type CallContext } from '@gary/platform';
import type { DecideItem, DecideResult, DecisionsRepo } from '../adapters/decisions-repo';
import type { LeaderboardKeeper } from '../leaderboard/leaderboard-keeper';
import { createDecisionsHandlers } from './decisions-handlers';

const board = (userId: string) => ({ userId, username: '', streak: 0, version: 1, all: { total: 1, rides: 1, fades: 0, wins: 0, losses: 0 }, week: { total: 1, rides: 1, fades: 0, wins: 0, losses: 0 }, month: { total: 1, rides: 1, fades: 0, wins: 0, losses: 0 } });

function setup(failWhen: (items: DecideItem[]) => boolean) {
  const batches: string[][] = [];
  const written: string[] = [];
  const repo = {
    async decideMany(items: DecideItem[]): Promise<DecideResult[]> {
      batches.push(items.map((i) => i.pickId));
      if (failWhen(items)) throw new Error('value too long for type character varying(64)');
      return items.map((i) => ({ kind: 'made', decision: i.decision, outcome: 'pending', board: board(i.userId) }) as unknown as DecideResult);
    },
  } as unknown as DecisionsRepo;
  const keeper = { writeUsers: async (rows: { userId: string }[]) => void written.push(...rows.map((r) => r.userId)) } as unknown as LeaderboardKeeper;
  let wakes = 0;
  const handlers = createDecisionsHandlers({ repo, keeper, now: () => new Date('2026-11-18T15:00:00Z'), logger: createLogger({ name: 't', level: 'silent' }), wakeRelay: () => void wakes++ });
  const ctx = {} as CallContext;
  const decide = (pickId: string) => handlers.Decide!({ userId: randomUUID(), pickId, decision: 'ride', now: '' }, ctx);
  return { batches, written, decide, wakes: () => wakes };
}

describe('Decide: group commit', () => {
  it('concurrent decisions go in one statement; each is answered, on the leaderboard, and the relay is woken', async () => {
    const t = setup(() => false);
    const answers = await Promise.all(['p1', 'p2', 'p3'].map((p) => t.decide(p)));
    expect(answers.every((a) => a.success)).toBe(true);
    expect(t.batches).toEqual([['p1', 'p2', 'p3']]);
    expect(t.written).toHaveLength(3);
    expect(t.wakes()).toBe(1);
  });

  it('when a shared statement fails, each decision is tried alone: one bad decision does not fail the others', async () => {
    const t = setup((items) => items.some((i) => i.pickId === 'bad'));
    const answers = await Promise.allSettled(['p1', 'bad', 'p3'].map((p) => t.decide(p)));
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((answers[1] as PromiseRejectedResult).reason.message).toBe('value too long for type character varying(64)');
    expect(t.batches[0]).toEqual(['p1', 'bad', 'p3']);
    expect(t.batches.slice(1).sort()).toEqual([['bad'], ['p1'], ['p3']]);
    expect(t.written).toHaveLength(2);
  });
});
