// Corrections in decisions: pick.corrected re-settles a pick's decisions (a changed result, or a
// scratched game that voids them) exactly once, and each user's stats become what they would be
// had the pick been graded that way from the start (or, for a scratch, never decided on).
import { randomUUID } from 'node:crypto';
import { makeEvent, type EventData } from '@gary/contracts';
import { createDecisionsRepo } from '../src/adapters/decisions-repo';
import { replayUsers } from '../src/adapters/corrections-repo';
import { bucketsAt } from '../src/domain/periods';
import { eventually, startDecisions, type Decisions } from './decisions-harness';

let d: Decisions;
beforeAll(async () => {
  d = await startDecisions();
});
afterAll(async () => {
  await d.stop();
});

let revisions = 0;
const correction = (pickId: string, oldResult: EventData<'pick.corrected'>['oldResult'], newResult: EventData<'pick.corrected'>['newResult'], revision = 1) =>
  makeEvent('pick.corrected', {
    source: 'pick-engine',
    key: pickId,
    data: {
      correctionId: `pc_test_${++revisions}`,
      pickId,
      eventId: 'ev',
      date: '2026-11-18',
      league: 'NBA',
      revision,
      kind: newResult === 'void' ? 'postponed' : 'final',
      oldResult,
      newResult,
      oldFinalScore: oldResult === null || oldResult === 'void' ? null : '101-99',
      newFinalScore: newResult === 'void' ? '' : '99-101',
      reason: newResult === 'void' ? 'Postponed: weather' : 'Corrected final score: 101-99 became 99-101',
      source: 'odds-ingest: simulated provider',
      correctedAt: d.clock.now().toISOString(),
    },
  });

const publish = async (...events: ReturnType<typeof correction>[]) => {
  await d.bus.publish(events);
  await d.bus.drain();
};

/** A user's stats row without who it is (to compare two users), and their BetCard the same way. */
const statsOf = async (userId: string, samePicks = true) => {
  const row = (await d.sut.pool.query('SELECT * FROM user_stats WHERE user_id = $1', [userId])).rows[0]!;
  const { user_id: _u, username: _n, version: _v, created_at: _c, updated_at: _t, ...rest } = row;
  // A control user who decided on another pick has the same entries but for the pick id.
  return samePicks ? rest : { ...rest, recent_results: rest.recent_results.map(({ pickId: _p, ...e }: { pickId: string }) => e) };
};
// The card without who it is and the row's own update counter and time (the voided user's row was
// written more often than the control's; what it counts must be the same).
const cardOf = async (userId: string) => {
  const { userId: _u, username: _n, version: _v, updatedAt: _t, ...card } = (await d.sut.client.GetStats({ userId }, { userId })) as unknown as Record<string, unknown>;
  return card;
};

test('"a scratch voids decisions and leaves stats as if they were never made": decisions on a postponed pick are void and count in no record, streak or board', async () => {
  const [a, control] = [randomUUID(), randomUUID()];
  await d.register(a, `scratch_a_${a.slice(0, 6)}`);
  await d.register(control, `scratch_c_${control.slice(0, 6)}`);
  const p1 = await d.publishPick();
  const p2 = await d.publishPick({ pick: 'Knicks +4.5 -110', side: 'away', line: 4.5 });
  const p3 = await d.publishPick({ odds: 150, pick: 'Celtics ML +150', type: 'moneyline', line: 0 });
  // a decides on all three; control makes only the decision on p1, at the same moments.
  await d.decide(a, p1.pickId, 'ride');
  await d.decide(control, p1.pickId, 'ride');
  d.clock.advance(1_000);
  await d.decide(a, p2.pickId, 'fade');
  d.clock.advance(1_000);
  await d.decide(a, p3.pickId, 'ride');
  d.clock.advance(60_000);
  await d.grade(p1.pickId, 'won');
  d.clock.advance(60_000);
  await d.grade(p2.pickId, 'won'); // a's fade loses: streak back to -1
  expect((await statsOf(a)).loss_count).toBe(1);

  // p2's game is declared void after grading; p3's is postponed before it is played.
  d.clock.advance(60_000);
  await publish(correction(p2.pickId, 'won', 'void'), correction(p3.pickId, null, 'void'));

  const rows = (await d.sut.pool.query('SELECT pick_id, outcome FROM decisions WHERE user_id = $1 ORDER BY decided_at', [a])).rows;
  expect(rows.map((r) => r.outcome)).toEqual(['win', 'void', 'void']);
  expect(await statsOf(a)).toEqual(await statsOf(control));
  expect(await statsOf(a)).toMatchObject({ total_picks: 1, ride_count: 1, fade_count: 0, win_count: 1, loss_count: 0, current_streak: 1, longest_streak: 1, last_result: 'win' });
  expect(await cardOf(a)).toEqual(await cardOf(control));
  // Leaderboard rows (written after the commit): the same counts as the control's.
  const strip = (m: Record<string, unknown> | null | undefined) => {
    const { username: _n, userId: _u, id: _i, rank: _r, ...rest } = m ?? {};
    return rest;
  };
  await eventually(async () => {
    const board = await d.sut.client.GetLeaderboard({ period: 'week', userId: a }, { userId: a });
    const boardControl = await d.sut.client.GetLeaderboard({ period: 'week', userId: control }, { userId: control });
    expect(board.me).toBeTruthy();
    expect(strip(board.me as never)).toEqual(strip(boardControl.me as never));
  });
  // Deciding on a scratched pick is refused like a closed game.
  const late = randomUUID();
  await expect(d.decide(late, p3.pickId, 'ride')).rejects.toMatchObject({ kind: 'precondition' });
});

test('"a correction re-settles decisions exactly once": riders and faders take the corrected result; replaying it changes nothing', async () => {
  const [rider, fader, ctlRider, ctlFader] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const q = await d.publishPick();
  const ctl = await d.publishPick({ eventId: 'ev-control' });
  await d.decide(rider, q.pickId, 'ride');
  await d.decide(ctlRider, ctl.pickId, 'ride');
  await d.decide(fader, q.pickId, 'fade');
  await d.decide(ctlFader, ctl.pickId, 'fade');
  d.clock.advance(60_000);
  await d.grade(q.pickId, 'won');
  await d.grade(ctl.pickId, 'lost'); // what q should have been
  expect((await statsOf(rider)).win_count).toBe(1);

  const fix = correction(q.pickId, 'won', 'lost');
  await publish(fix);
  expect((await d.sut.pool.query('SELECT decision, outcome FROM decisions WHERE pick_id = $1 ORDER BY decision', [q.pickId])).rows.map((r) => [r.decision, r.outcome])).toEqual([['fade', 'win'], ['ride', 'loss']]);
  expect(await statsOf(rider, false)).toEqual(await statsOf(ctlRider, false));
  expect(await statsOf(fader, false)).toEqual(await statsOf(ctlFader, false));
  const applied = (await d.sut.pool.query('SELECT * FROM applied_corrections WHERE pick_id = $1', [q.pickId])).rows;
  expect(applied).toEqual([expect.objectContaining({ revision: 1, old_result: 'won', new_result: 'lost', decisions: 2, users: 2 })]);

  const before = {
    versions: (await d.sut.pool.query('SELECT user_id, version FROM user_stats WHERE user_id = ANY($1::uuid[]) ORDER BY user_id', [[rider, fader]])).rows,
    outbox: (await d.sut.pool.query("SELECT count(*)::int AS n FROM outbox WHERE topic = 'user-stats.updated'")).rows[0]!.n,
  };
  // The same event again, the same correction under a new event id, and an older revision.
  await publish(fix, { ...fix, id: randomUUID() }, correction(q.pickId, 'won', 'push', 1));
  expect((await d.sut.pool.query('SELECT user_id, version FROM user_stats WHERE user_id = ANY($1::uuid[]) ORDER BY user_id', [[rider, fader]])).rows).toEqual(before.versions);
  expect((await d.sut.pool.query("SELECT count(*)::int AS n FROM outbox WHERE topic = 'user-stats.updated'")).rows[0]!.n).toBe(before.outbox);
  expect(await statsOf(rider, false)).toEqual(await statsOf(ctlRider, false));
  // The database guard: a second application of the same revision is refused.
  await expect(
    d.sut.pool.query("INSERT INTO applied_corrections (correction_id, pick_id, revision, new_result) VALUES ('other', $1, 1, 'push')", [q.pickId]),
  ).rejects.toThrow(/applied_corrections_once/);

  // The next revision applies, once.
  await publish(correction(q.pickId, 'lost', 'push', 2));
  expect(await statsOf(rider)).toMatchObject({ win_count: 0, loss_count: 0, push_count: 1 });
  const events = (await d.statsEvents()).filter((e) => e.key === rider);
  // decide, settle, correction 1, correction 2
  expect(events).toHaveLength(4);
  expect(events.at(-1)!.data).toMatchObject({ winCount: 0, lossCount: 0, pushCount: 1 });
});

test('"every user\'s stats equal a recomputation": a decision committed while a correction replays its user is counted, not overwritten by the replay', async () => {
  const u = randomUUID();
  await d.register(u, `replay_race_${u.slice(0, 6)}`);
  const p1 = await d.publishPick();
  const p2 = await d.publishPick({ pick: 'Knicks +4.5 -110', side: 'away', line: 4.5 });
  await d.decide(u, p1.pickId, 'ride');
  const decider = await d.sut.pool.connect();
  const replayer = await d.sut.pool.connect();
  try {
    // A decision on p2 made in a transaction still open when a correction replays the same user.
    await decider.query('BEGIN');
    const at = d.clock.now();
    const made = await createDecisionsRepo(decider).decideMany([{ userId: u, pickId: p2.pickId, decision: 'fade' }], at, bucketsAt(at));
    expect(made[0]).toMatchObject({ kind: 'made' });
    await replayer.query('BEGIN');
    const replaying = replayUsers(replayer, [u], at);
    const pid = (replayer as unknown as { processID: number }).processID;
    await eventually(async () => {
      const r = await d.sut.pool.query('SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1', [pid]);
      expect(r.rows[0]?.wait_event_type).toBe('Lock');
    });
    await decider.query('COMMIT');
    await replaying;
    await replayer.query('COMMIT');
  } finally {
    decider.release();
    replayer.release();
  }
  expect(await statsOf(u)).toMatchObject({ total_picks: 2, ride_count: 1, fade_count: 1 });
});
