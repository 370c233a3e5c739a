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

  test('"Reads never generate for a date other than today (Eastern)": another day is what is stored, or nothing', async () => {
    const loads: string[] = [];
    const saved = { date: '2026-04-09', sportsDone: ['NBA'], simulated: true, games: [] } as unknown as StoredThoughts;
    const reads = thoughtsHandlers({
      runner: { ...runner, load: async (date: string) => (loads.push(date), { stored: null, outcome: never }) } as unknown as ThoughtsRunner,
      store: { ...store, get: async (date: string) => (date === '2026-04-09' ? saved : null) },
      now: () => new Date('2026-04-10T15:00:00Z'),
      requestWaitMs: 20,
      rateLimitWaitMs: 10_000,
    });
    const future = await reads.GetThoughts!({ sport: 'NHL', date: '2030-02-02' }, ctx());
    expect(future).toEqual({ date: '2030-02-02', sport: 'NHL', games: [], simulated: false, error: 'No thoughts from Gary for 2030-02-02.' });
    const past = await reads.GetThoughts!({ sport: 'NBA', date: '2026-04-09' }, ctx());
    expect(past).toMatchObject({ date: '2026-04-09', sport: 'NBA', simulated: true });
    expect(loads).toEqual([]);
    await reads.GetThoughts!({ sport: 'NBA', date: '2026-04-10' }, ctx());
    expect(loads).toEqual(['2026-04-10']);
  });

  test('an impossible date is INVALID_ARGUMENT invalid_date (2026-02-30, 9999-12-31)', async () => {
    await expect(h.GetThoughts!({ sport: 'NBA', date: '2026-02-30' }, ctx())).rejects.toMatchObject({ kind: 'invalid', code: 'invalid_date' });
    await expect(h.GetThoughts!({ sport: 'NBA', date: '9999-12-31' }, ctx())).rejects.toMatchObject({ kind: 'invalid', code: 'invalid_date' });
  });
});
