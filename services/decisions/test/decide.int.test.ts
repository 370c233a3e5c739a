import { randomUUID } from 'node:crypto';
import type { BetCard } from '@gary/contracts';
import { betCardToProto } from '../src/domain/bet-card';
import { startDecisions, type Decisions } from './decisions-harness';

let d: Decisions;
beforeAll(async () => {
  d = await startDecisions();
});
afterAll(async () => {
  await d.stop();
});

const statsOf = async (userId: string) =>
  (await d.sut.pool.query('SELECT * FROM user_stats WHERE user_id = $1', [userId])).rows[0] as Record<string, any> | undefined;

describe('Decide', () => {
  it("'bet' is accepted as 'ride'; total_picks +1, ride_count +1, a pending entry at the head of recent_results", async () => {
    const pick = await d.publishPick();
    const user = randomUUID();
    const res = await d.decide(user, pick.pickId, 'bet');
    expect(res).toEqual({ success: true, error: '', existingDecision: '', outcome: 'pending' });
    const s = await statsOf(user);
    expect(s).toMatchObject({ total_picks: 1, ride_count: 1, fade_count: 0 });
    expect(s!.recent_results[0]).toMatchObject({ pickId: pick.pickId, matchup: 'Knicks @ Celtics', decision: 'ride', resultPending: true, outcome: 'pending' });
    const { rows } = await d.sut.pool.query('SELECT decision, outcome FROM decisions WHERE user_id = $1', [user]);
    expect(rows).toEqual([{ decision: 'ride', outcome: 'pending' }]);
  });

  it('user-stats.updated goes through the outbox with the new counters', async () => {
    const pick = await d.publishPick();
    const user = randomUUID();
    await d.decide(user, pick.pickId, 'fade');
    const mine = (await d.statsEvents()).filter((e) => e.key === user);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.data).toMatchObject({ userId: user, totalDecisions: 1, rideCount: 0, fadeCount: 1, streak: 0 });
  });

  it('"the BetCard and the user-stats.updated payload are one type": each event carries the whole card GetStats answers at that version, and versions grow', async () => {
    const [a, b] = [await d.publishPick({ odds: -150 }), await d.publishPick({ league: 'NHL' })];
    const user = randomUUID();
    await d.register(user, 'casey');
    await d.decide(user, a.pickId, 'ride');
    const afterFirst = await d.sut.client.GetStats({ userId: user }, { userId: user });
    await d.decide(user, b.pickId, 'fade');
    const mine = (await d.statsEvents()).filter((e) => e.key === user && e.type === 'user-stats.updated');
    expect(mine).toHaveLength(2);
    expect(betCardToProto(mine[0]!.data as BetCard)).toEqual(afterFirst);
    expect(betCardToProto(mine[1]!.data as BetCard)).toEqual(await d.sut.client.GetStats({ userId: user }, { userId: user }));
    expect(mine[1]!.data).toMatchObject({ username: 'casey', totalDecisions: 2, badge: 'RIDES WITH GARY', leagues: [{ league: 'NBA', total: 1 }, { league: 'NHL', total: 1 }] });
    const versions = mine.map((e) => (e.data as BetCard).version);
    expect(versions[1]).toBeGreaterThan(versions[0]!);
  });

  it("anything else is rejected: 'Decision action must be ride or fade'", async () => {
    const pick = await d.publishPick();
    await expect(d.decide(randomUUID(), pick.pickId, 'hold')).rejects.toMatchObject({ kind: 'invalid', message: 'Decision action must be ride or fade' });
  });

  it('a missing pick id or a pick that does not exist is rejected', async () => {
    await expect(d.decide(randomUUID(), '', 'ride')).rejects.toMatchObject({ kind: 'invalid', code: 'missing_pick' });
    await expect(d.decide(randomUUID(), 'nba-nope', 'ride')).rejects.toMatchObject({ kind: 'not_found', code: 'pick_not_found' });
  });

  it('a pick whose game has started is closed', async () => {
    const pick = await d.publishPick({ gameTime: new Date(d.clock.now().getTime() - 60_000).toISOString() });
    const user = randomUUID();
    await expect(d.decide(user, pick.pickId, 'ride')).rejects.toMatchObject({ kind: 'precondition', code: 'pick_closed' });
    expect(await statsOf(user)).toBeUndefined();
  });

  it("not signed in: 'Sign in to track your picks!'", async () => {
    const pick = await d.publishPick();
    await expect(d.sut.client.Decide({ pickId: pick.pickId, decision: 'ride' })).rejects.toMatchObject({
      kind: 'unauthenticated',
      message: 'Sign in to track your picks!',
    });
  });

  it("a repeat answers the existing decision: 'You already chose to {DECISION} this pick!'", async () => {
    const pick = await d.publishPick();
    const user = randomUUID();
    await d.decide(user, pick.pickId, 'fade');
    const again = await d.decide(user, pick.pickId, 'ride');
    expect(again).toEqual({ success: false, error: 'You already chose to FADE this pick!', existingDecision: 'fade', outcome: 'pending' });
    expect(await statsOf(user)).toMatchObject({ total_picks: 1, fade_count: 1, ride_count: 0 });
  });

  it('a repeat after the game started still answers the existing decision', async () => {
    const pick = await d.publishPick({ gameTime: new Date(d.clock.now().getTime() + 60_000).toISOString() });
    const user = randomUUID();
    await d.decide(user, pick.pickId, 'ride');
    d.clock.advance(120_000);
    try {
      expect(await d.decide(user, pick.pickId, 'ride')).toMatchObject({ success: false, existingDecision: 'ride' });
    } finally {
      d.clock.advance(-120_000);
    }
  });

  it('200 concurrent identical decisions give exactly one row and one total_picks increment (two concurrent requests never both win)', async () => {
    const pick = await d.publishPick();
    const user = randomUUID();
    const answers = await Promise.all(Array.from({ length: 200 }, () => d.decide(user, pick.pickId, 'ride')));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    const losers = answers.filter((a) => !a.success);
    expect(losers).toHaveLength(199);
    for (const a of losers) expect(a).toMatchObject({ error: 'You already chose to RIDE this pick!', existingDecision: 'ride' });
    const { rows } = await d.sut.pool.query('SELECT count(*)::int AS n FROM decisions WHERE user_id = $1 AND pick_id = $2', [user, pick.pickId]);
    expect(rows[0].n).toBe(1);
    expect(await statsOf(user)).toMatchObject({ total_picks: 1, ride_count: 1 });
    expect((await d.statsEvents()).filter((e) => e.key === user)).toHaveLength(1);
  });

  it('concurrent decisions by one user on 20 different picks all count', async () => {
    const picks = [];
    for (let i = 0; i < 20; i++) picks.push(await d.publishPick());
    const user = randomUUID();
    const answers = await Promise.all(picks.map((p, i) => d.decide(user, p.pickId, i % 3 === 0 ? 'fade' : 'ride')));
    expect(answers.every((a) => a.success)).toBe(true);
    const s = await statsOf(user);
    expect(s).toMatchObject({ total_picks: 20, ride_count: 13, fade_count: 7 });
    expect(s!.recent_results).toHaveLength(10);
  });

  it('recent_results keeps 10, newest first', async () => {
    const user = randomUUID();
    const picks = [];
    for (let i = 0; i < 12; i++) {
      const p = await d.publishPick();
      picks.push(p.pickId);
      await d.decide(user, p.pickId, 'ride');
    }
    const s = await statsOf(user);
    expect(s!.recent_results.map((r: { pickId: string }) => r.pickId)).toEqual(picks.slice(2).reverse());
  });

  it('a late decision on an already-graded pick is settled at once', async () => {
    // Graded while its stored game time is still ahead (a rescheduled or early-finished game).
    const pick = await d.publishPick();
    await d.grade(pick.pickId, 'lost');
    const user = randomUUID();
    const res = await d.decide(user, pick.pickId, 'fade');
    expect(res).toMatchObject({ success: true, outcome: 'win' });
    const s = await statsOf(user);
    expect(s).toMatchObject({ total_picks: 1, fade_count: 1, win_count: 1, current_streak: 1, longest_streak: 1, last_result: 'win' });
    expect(s!.recent_results[0]).toMatchObject({ resultPending: false, pickResult: 'lost', userCorrect: true, outcome: 'win' });
  });

  it('in one shared statement each decision gets its own answer: a repeat, an unknown pick, a closed pick and a new decision', async () => {
    const open = await d.publishPick();
    const started = await d.publishPick({ gameTime: new Date(d.clock.now().getTime() - 60_000).toISOString() });
    const [repeater, lost, late, fresh] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await d.decide(repeater, open.pickId, 'fade');
    const answers = await Promise.allSettled([
      d.decide(repeater, open.pickId, 'ride'),
      d.decide(lost, 'nba-nope', 'ride'),
      d.decide(late, started.pickId, 'ride'),
      d.decide(fresh, open.pickId, 'ride'),
    ]);
    expect(answers[0]).toMatchObject({ status: 'fulfilled', value: { success: false, error: 'You already chose to FADE this pick!', existingDecision: 'fade' } });
    expect(answers[1]).toMatchObject({ status: 'rejected', reason: { kind: 'not_found', code: 'pick_not_found' } });
    expect(answers[2]).toMatchObject({ status: 'rejected', reason: { kind: 'precondition', code: 'pick_closed' } });
    expect(answers[3]).toMatchObject({ status: 'fulfilled', value: { success: true, outcome: 'pending' } });
    expect(await statsOf(repeater)).toMatchObject({ total_picks: 1, fade_count: 1 });
    expect(await statsOf(late)).toBeUndefined();
    expect(await statsOf(fresh)).toMatchObject({ total_picks: 1, ride_count: 1 });
  });

  it('concurrent decisions by many users share statements, and each counts once with its own stats and event', async () => {
    const picks = [await d.publishPick(), await d.publishPick(), await d.publishPick()];
    await d.grade(picks[2]!.pickId, 'won');
    const users = Array.from({ length: 300 }, () => randomUUID());
    const answers = await Promise.all(users.map((u, i) => d.decide(u, picks[i % 3]!.pickId, i % 2 ? 'ride' : 'fade')));
    // 300 decisions, far fewer transactions: the decisions went in shared statements. Counted by
    // the transactions that wrote the rows (xmin), so background work (the outbox relay, other
    // consumers) on the same database does not count.
    expect(await writingTransactions(users)).toBeLessThan(150);
    answers.forEach((a, i) => expect(a).toEqual({ success: true, error: '', existingDecision: '', outcome: i % 3 === 2 ? (i % 2 ? 'win' : 'loss') : 'pending' }));
    const { rows } = await d.sut.pool.query<{ user_id: string; total_picks: number; ride_count: number; fade_count: number; win_count: number; loss_count: number; current_streak: number }>(
      'SELECT user_id, total_picks, ride_count, fade_count, win_count, loss_count, current_streak FROM user_stats WHERE user_id = ANY($1::uuid[])',
      [users],
    );
    const byUser = new Map(rows.map((r) => [r.user_id, r]));
    users.forEach((u, i) => {
      const settled = i % 3 === 2;
      const won = settled && i % 2 === 1;
      expect(byUser.get(u)).toMatchObject({
        total_picks: 1,
        ride_count: i % 2,
        fade_count: 1 - (i % 2),
        win_count: won ? 1 : 0,
        loss_count: settled && !won ? 1 : 0,
        current_streak: !settled ? 0 : won ? 1 : -1,
      });
    });
    const events = (await d.statsEvents()).filter((e) => (users as string[]).includes(e.key));
    expect(events).toHaveLength(300);
  });
});

async function writingTransactions(users: readonly string[]): Promise<number> {
  const { rows } = await d.sut.pool.query<{ n: string }>('SELECT count(DISTINCT xmin::text) AS n FROM decisions WHERE user_id = ANY($1::uuid[])', [users]);
  return Number(rows[0]!.n);
}
