// "Settlements take turns": grades of several picks delivered at once (a backlog after a broker
// outage or a restore) settle one after another, so every user's streak is the order given by the
// decisions' settled_at, which is what the replay that audits the stats row uses.
import { randomUUID } from 'node:crypto';
import type { Decision, GameOutcome } from '@gary/betting';
import { replayStats } from '../src/domain/stats-replay';
import { startDecisions, type Clock, type Decisions } from './decisions-harness';

// The wall clock: settled_at must tell the settlements apart, as in production.
const wallClock: Clock = { now: () => new Date(), set: () => undefined, advance: () => undefined };

let d: Decisions;
beforeAll(async () => {
  d = await startDecisions({ clock: wallClock });
});
afterAll(async () => {
  await d.stop();
});

test('grades delivered together settle in turn: every streak equals the replay of the rows by settled_at', async () => {
  const users = Array.from({ length: 30 }, () => randomUUID());
  const picks = [];
  for (let i = 0; i < 8; i++) picks.push(await d.publishPick());
  for (const [u, user] of users.entries()) {
    for (const [i, p] of picks.entries()) await d.decide(user, p.pickId, (u + i) % 3 === 0 ? 'fade' : 'ride');
  }
  const results: GameOutcome[] = ['won', 'lost', 'won', 'won', 'lost', 'lost', 'won', 'lost'];
  await d.bus.publish(picks.map((p, i) => d.gradedEvent(p.pickId, results[i]!)));
  await d.bus.drain();

  for (const user of users) {
    const { rows } = await d.sut.pool.query<{ pick_id: string; decision: Decision; outcome: any; result: GameOutcome | null; settled_at: Date | null }>(
      'SELECT d.pick_id, d.decision, d.outcome, p.result, d.settled_at FROM decisions d JOIN picks p USING (pick_id) WHERE d.user_id = $1',
      [user],
    );
    expect(rows.every((r) => r.outcome !== 'pending')).toBe(true);
    const want = replayStats(rows.map((r) => ({ pickId: r.pick_id, decision: r.decision, outcome: r.outcome, pickResult: r.result, settledAt: r.settled_at?.getTime() ?? null })));
    const got = (await d.sut.pool.query('SELECT * FROM user_stats WHERE user_id = $1', [user])).rows[0];
    expect({ current: got.current_streak, longest: got.longest_streak, last: got.last_result, wins: got.win_count, losses: got.loss_count }).toEqual({
      current: want.currentStreak,
      longest: want.longestStreak,
      last: want.lastResult,
      wins: want.winCount,
      losses: want.lossCount,
    });
  }
  // The settlements were told apart by time: no two picks share a settled_at.
  const { rows: times } = await d.sut.pool.query('SELECT count(DISTINCT settled_at)::int AS n FROM decisions WHERE pick_id = ANY($1)', [picks.map((p) => p.pickId)]);
  expect(times[0].n).toBe(picks.length);
});
