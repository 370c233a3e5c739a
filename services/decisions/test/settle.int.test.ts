import { randomUUID } from 'node:crypto';
import type { Decision, GameOutcome } from '@gary/betting';
import { replayStats } from '../src/domain/stats-replay';
import { startDecisions, type Decisions } from './decisions-harness';

let d: Decisions;
beforeAll(async () => {
  d = await startDecisions();
});
afterAll(async () => {
  await d.stop();
});

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const snapshot = async () => {
  const q = async (sql: string) => (await d.sut.pool.query(sql)).rows;
  return {
    stats: await q('SELECT * FROM user_stats ORDER BY user_id'),
    decisions: await q('SELECT * FROM decisions ORDER BY user_id, pick_id'),
    outbox: await q('SELECT count(*)::int AS n FROM outbox'),
  };
};

describe('settlement', () => {
  it('a full ride/fade/settle cycle gives the stats and streaks the rules give, recomputed from the decision rows', async () => {
    const rand = rng(7);
    const users = Array.from({ length: 25 }, () => randomUUID());
    const picks = [];
    for (let i = 0; i < 14; i++) picks.push(await d.publishPick({ odds: [-110, -150, 135, 200][i % 4]! }));
    const results: GameOutcome[] = ['won', 'won', 'lost', 'won', 'push', 'lost', 'lost', 'lost', 'won', 'push', 'won', 'won', 'won', 'lost'];

    for (const [i, p] of picks.entries()) {
      for (const u of users) {
        const x = rand();
        if (x < 0.45) await d.decide(u, p.pickId, 'ride');
        else if (x < 0.85) await d.decide(u, p.pickId, x < 0.6 ? 'bet' : 'fade');
      }
      // Picks are graded one after another, some while others are still open.
      if (i % 2 === 1) {
        d.clock.advance(60_000);
        await d.grade(picks[i - 1]!.pickId, results[i - 1]!);
        d.clock.advance(60_000);
        await d.grade(p.pickId, results[i]!);
      }
    }
    // Late decisions on graded picks are settled at once, in between.
    for (const u of users.slice(0, 5)) {
      d.clock.advance(1_000);
      const p = picks[Math.floor(rand() * picks.length)]!;
      await d.decide(u, p.pickId, rand() < 0.5 ? 'ride' : 'fade');
    }

    for (const u of users) {
      const { rows } = await d.sut.pool.query<{ pick_id: string; decision: Decision; outcome: any; result: GameOutcome | null; settled_at: Date | null }>(
        `SELECT d.pick_id, d.decision, d.outcome, p.result, d.settled_at FROM decisions d JOIN picks p USING (pick_id) WHERE d.user_id = $1`,
        [u],
      );
      const want = replayStats(rows.map((r) => ({ pickId: r.pick_id, decision: r.decision, outcome: r.outcome, pickResult: r.result, settledAt: r.settled_at?.getTime() ?? null })));
      expect(want.wrongOutcomes).toEqual([]);
      const got = (await d.sut.pool.query('SELECT * FROM user_stats WHERE user_id = $1', [u])).rows[0];
      if (rows.length === 0) {
        expect(got).toBeUndefined();
        continue;
      }
      expect({
        totalPicks: got.total_picks,
        rideCount: got.ride_count,
        fadeCount: got.fade_count,
        winCount: got.win_count,
        lossCount: got.loss_count,
        pushCount: got.push_count,
        currentStreak: got.current_streak,
        longestStreak: got.longest_streak,
        lastResult: got.last_result,
      }).toEqual({ ...want, wrongOutcomes: undefined, lastResult: want.lastResult });
      // Every recent entry says what its decision row says.
      const byPick = new Map(rows.map((r) => [r.pick_id, r]));
      for (const e of got.recent_results) {
        const r = byPick.get(e.pickId)!;
        expect(e).toMatchObject({ decision: r.decision, outcome: r.outcome, resultPending: r.outcome === 'pending', pickResult: r.outcome === 'pending' ? null : r.result });
      }
      const card = await d.sut.client.GetStats({ userId: u });
      expect(card).toMatchObject({ winCount: want.winCount, lossCount: want.lossCount, streak: want.currentStreak, totalDecisions: want.totalPicks });
    }
    // Some users must have had real streaks for this to mean anything.
    const { rows: spread } = await d.sut.pool.query('SELECT max(longest_streak) AS hi, min(current_streak) AS lo, sum(push_count)::int AS pushes FROM user_stats');
    expect(spread[0].hi).toBeGreaterThanOrEqual(2);
    expect(spread[0].lo).toBeLessThanOrEqual(-2);
    expect(spread[0].pushes).toBeGreaterThan(0);
  });

  it('every decision on the pick is settled in one go, one user-stats.updated per affected user', async () => {
    const pick = await d.publishPick();
    const riders = Array.from({ length: 30 }, () => randomUUID());
    const faders = Array.from({ length: 20 }, () => randomUUID());
    for (const u of riders) await d.decide(u, pick.pickId, 'ride');
    for (const u of faders) await d.decide(u, pick.pickId, 'fade');
    const before = (await d.statsEvents()).length;
    await d.grade(pick.pickId, 'won');
    const { rows } = await d.sut.pool.query('SELECT decision, outcome, count(*)::int AS n FROM decisions WHERE pick_id = $1 GROUP BY 1, 2 ORDER BY 1', [pick.pickId]);
    expect(rows).toEqual([
      { decision: 'fade', outcome: 'loss', n: 20 },
      { decision: 'ride', outcome: 'win', n: 30 },
    ]);
    const events = (await d.statsEvents()).slice(before);
    expect(events).toHaveLength(50);
    expect(new Set(events.map((e) => e.key))).toEqual(new Set([...riders, ...faders]));
    const rider = events.find((e) => e.key === riders[0])!;
    expect(rider.data).toMatchObject({ winCount: 1, lossCount: 0, streak: 1, longestStreak: 1, record: '1-0', winRate: 100, leagues: [{ league: 'NBA', wins: 1, total: 1 }] });
    const fader = events.find((e) => e.key === faders[0])!;
    expect(fader.data).toMatchObject({ lossCount: 1, streak: -1, recentResults: [{ pickId: pick.pickId, resultPending: false, pickResult: 'won', userCorrect: false, outcome: 'loss' }] });
  });

  it('a push counts push_count and leaves the streak; the entry is marked settled with the result', async () => {
    const [a, b] = [await d.publishPick(), await d.publishPick()];
    const u = randomUUID();
    await d.decide(u, a.pickId, 'ride');
    await d.decide(u, b.pickId, 'fade');
    await d.grade(a.pickId, 'won');
    await d.grade(b.pickId, 'push');
    const s = (await d.sut.pool.query('SELECT * FROM user_stats WHERE user_id = $1', [u])).rows[0];
    expect(s).toMatchObject({ win_count: 1, push_count: 1, current_streak: 1, last_result: 'win' });
    expect(s.recent_results[0]).toMatchObject({ pickId: b.pickId, resultPending: false, pickResult: 'push', userCorrect: false, outcome: 'push' });
  });

  it('a redelivered or duplicated pick.graded changes nothing', async () => {
    const pick = await d.publishPick();
    for (let i = 0; i < 5; i++) await d.decide(randomUUID(), pick.pickId, i % 2 ? 'ride' : 'fade');
    const first = await d.grade(pick.pickId, 'lost');
    const after = await snapshot();
    await d.bus.publish([first, first]);
    await d.bus.drain();
    expect(await snapshot()).toEqual(after);
    // The same grade again under a new event id, and a contradicting one: neither settles twice.
    await d.grade(pick.pickId, 'lost');
    await d.grade(pick.pickId, 'won');
    expect(await snapshot()).toEqual(after);
    const { rows } = await d.sut.pool.query(`SELECT outcome FROM consumed_events WHERE topic = 'pick.graded' ORDER BY applied_at DESC LIMIT 2`);
    expect(rows.map((r) => r.outcome).sort()).toEqual(['skipped: already graded', 'skipped: already graded lost']);
  });

  it('an event for an unknown pick is recorded and skipped with a logged reason; the pick arrives graded later', async () => {
    const pickId = `nba-early-${randomUUID().slice(0, 8)}`;
    const e = await d.grade(pickId, 'won');
    const { rows } = await d.sut.pool.query('SELECT outcome FROM consumed_events WHERE event_id = $1', [e.id]);
    expect(rows).toEqual([{ outcome: 'skipped: unknown pick' }]);
    await d.publishPick({ pickId });
    const p = (await d.sut.pool.query('SELECT result, final_score FROM picks WHERE pick_id = $1', [pickId])).rows[0];
    expect(p).toEqual({ result: 'won', final_score: '101-99' });
  });
});

describe('the card a settlement sends, read in the settling pass', () => {
  it('each settled user\'s user-stats.updated carries the whole card as built from their stats row and every decision (leagues, units at stake, earlier results), the one just settled included', async () => {
    const { buildBetCard } = await import('../src/domain/bet-card');
    const { cardDecisionsOf, toStatsRow } = await import('../src/adapters/card-events');
    const earlier = [await d.publishPick({ league: 'NHL', odds: 130 }), await d.publishPick({ league: 'MLB', odds: -150 })];
    const open = await d.publishPick({ league: 'NFL', odds: 120 });
    const graded = await d.publishPick({ league: 'NBA', odds: -135 });
    const users = Array.from({ length: 12 }, () => randomUUID());
    for (const [i, u] of users.entries()) {
      await d.decide(u, graded.pickId, i % 3 === 0 ? 'fade' : 'ride');
      if (i % 2 === 0) await d.decide(u, earlier[0]!.pickId, 'ride');
      if (i % 3 !== 1) await d.decide(u, earlier[1]!.pickId, i % 2 === 0 ? 'fade' : 'ride');
      if (i % 4 === 0) await d.decide(u, open.pickId, 'fade');
    }
    await d.sut.pool.query('UPDATE decisions SET stake_units = 2.5 WHERE user_id = ANY($1::uuid[]) AND pick_id <> $2', [users.filter((_, i) => i % 2 === 1), open.pickId]);
    await d.grade(earlier[0]!.pickId, 'won', 130);
    await d.grade(earlier[1]!.pickId, 'lost', -150);
    const before = (await d.statsEvents()).length;
    await d.grade(graded.pickId, 'won', -135);
    const events = (await d.statsEvents()).slice(before);
    expect(new Set(events.map((e) => e.key))).toEqual(new Set(users));
    const { rows } = await d.sut.pool.query('SELECT * FROM user_stats WHERE user_id = ANY($1::uuid[])', [users]);
    const decisions = await cardDecisionsOf(d.sut.pool, users);
    for (const row of rows) {
      const sent = events.find((e) => e.key === row.user_id)!;
      expect(sent.data).toEqual(buildBetCard(toStatsRow(row), decisions.get(row.user_id)!));
    }
    // Units and leagues moved with this settlement, so the comparison covers them.
    expect(events.some((e) => e.type === 'user-stats.updated' && e.data.vsRidingAll.unitsChoosing !== 0 && e.data.leagues.some((l) => l.league === 'NBA' && l.wins + l.losses === 1))).toBe(true);
  });
});
