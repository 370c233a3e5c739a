import type { CallContext } from '@gary/platform';
import type { SportOutcome, StoredThoughts, ThoughtsRunner, ThoughtsStore } from '../app/thoughts-runner';
import { STILL_WORKING_MESSAGE, thoughtsHandlers } from './thoughts-handlers';

const ctx = (role?: string) => ({ metadata: undefined, role, userId: 'u1' }) as unknown as CallContext;
const store: ThoughtsStore = { get: async (): Promise<StoredThoughts | null> => null, saveSport: async () => undefined };
const never = new Promise<SportOutcome>(() => undefined);
const runner = { load: async () => ({ stored: null, outcome: never }), regenerate: () => new Map([['NBA', never]]), warm: async () => undefined } as unknown as ThoughtsRunner;
const h = thoughtsHandlers({ runner, store, now: () => new Date('2026-04-10T15:00:00Z'), requestWaitMs: 20, rateLimitWaitMs: 10_000 });

describe('thoughts handlers', () => {
  test('a request waits a bounded time for a run, then says Gary is still working', async () => {
    const t = await h.GetThoughts!({ sport: 'nba', date: '' }, ctx());
    expect(t).toEqual({ date: '2026-04-10', sport: 'NBA', games: [], simulated: false, error: STILL_WORKING_MESSAGE });
  });

  test('Regenerate: "admin: check ctx.role === admin"', async () => {
    await expect(h.Regenerate!({ date: '', sports: [] }, ctx('user'))).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(h.Regenerate!({ date: '', sports: [] }, ctx(undefined))).rejects.toMatchObject({ kind: 'forbidden' });
    const t = await h.Regenerate!({ date: '', sports: ['NBA'] }, ctx('admin'));
    expect(t.error).toBe(STILL_WORKING_MESSAGE);
  });
});
