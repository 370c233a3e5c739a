// Team Props rides and fades ("Team Props decisions are saved like any other"): the same decision
// table as picks, fed by prop.published (the projection), settled by prop.graded, counted on the
// BetCard and the leaderboard like a pick; a prop withdrawn before its game (void) voids them.
import { randomUUID } from 'node:crypto';
import { newPropId } from '@gary/betting';
import { makeEvent, type EventData } from '@gary/contracts';
import { eventually, startDecisions, type Decisions } from './decisions-harness';

let d: Decisions;
beforeAll(async () => {
  d = await startDecisions();
});
afterAll(async () => {
  await d.stop();
});

async function publishProp(over: Partial<EventData<'prop.published'>> = {}) {
  const data: EventData<'prop.published'> = {
    propId: newPropId(),
    date: '2026-11-18',
    league: 'NBA',
    eventId: `ev-${randomUUID().slice(0, 8)}`,
    matchup: 'Golden State Warriors @ Los Angeles Lakers',
    player: 'LeBron James',
    pick: 'LeBron James over 25.5 points',
    odds: -115,
    gameTime: new Date(d.clock.now().getTime() + 3 * 3600_000).toISOString(),
    publishedAt: d.clock.now().toISOString(),
    ...over,
  };
  await d.bus.publish([makeEvent('prop.published', { source: 'props-engine', key: data.propId, data })]);
  await d.bus.drain();
  return data;
}

const graded = (propId: string, result: EventData<'prop.graded'>['result'], actualValue: number | null = 27) =>
  makeEvent('prop.graded', { source: 'props-engine', key: propId, data: { propId, date: '2026-11-18', league: 'NBA', result, actualValue, gradedAt: d.clock.now().toISOString() } });

const outcomes = async (pickId: string) =>
  (await d.sut.pool.query('SELECT decision, outcome FROM decisions WHERE pick_id = $1 ORDER BY decision', [pickId])).rows.map((r) => [r.decision, r.outcome]);

const statsOf = async (userId: string) =>
  (await d.sut.pool.query('SELECT total_picks, win_count, loss_count, push_count, current_streak FROM user_stats WHERE user_id = $1', [userId])).rows[0];

test('"Team Props decisions are saved like any other": a published prop is decided, graded once (a redelivered prop.graded changes nothing), and counted on the BetCard and the leaderboard', async () => {
  const [rider, fader] = [randomUUID(), randomUUID()];
  await d.register(rider, `propr_${rider.slice(0, 6)}`);
  await d.register(fader, `propf_${fader.slice(0, 6)}`);
  const prop = await publishProp();
  const ride = await d.decide(rider, prop.propId, 'ride');
  expect(ride).toMatchObject({ success: true });
  expect((await d.decide(fader, prop.propId, 'fade')).success).toBe(true);
  // The one decision table's guard holds for props too.
  expect((await d.decide(rider, prop.propId, 'fade')).success).toBe(false);
  // The projection: the prop's words and price, its league and game.
  expect((await d.sut.pool.query('SELECT pick, matchup, league, odds, game_time FROM picks WHERE pick_id = $1', [prop.propId])).rows[0]).toEqual({
    pick: 'LeBron James over 25.5 points', matchup: prop.matchup, league: 'NBA', odds: -115, game_time: new Date(prop.gameTime),
  });

  d.clock.advance(4 * 3600_000);
  const e = graded(prop.propId, 'won');
  await d.bus.publish([e]);
  await d.bus.drain();
  expect(await outcomes(prop.propId)).toEqual([['fade', 'loss'], ['ride', 'win']]);
  const cardsAfterFirst = (await d.statsEvents()).length;
  // Redelivered, and sent again under a new event id: settled once.
  await d.bus.publish([e, graded(prop.propId, 'won')]);
  await d.bus.drain();
  expect(await outcomes(prop.propId)).toEqual([['fade', 'loss'], ['ride', 'win']]);
  expect(await statsOf(rider)).toMatchObject({ total_picks: 1, win_count: 1, loss_count: 0, current_streak: 1 });
  expect(await statsOf(fader)).toMatchObject({ total_picks: 1, win_count: 0, loss_count: 1, current_streak: -1 });
  expect((await d.statsEvents()).length).toBe(cardsAfterFirst);

  const card = (await d.sut.client.GetStats({ userId: rider }, { userId: rider })) as unknown as { winCount: number; leagues: { league: string; wins: number; total: number }[] };
  expect(card.winCount).toBe(1);
  expect(card.leagues).toEqual([expect.objectContaining({ league: 'NBA', wins: 1, total: 1 })]);
  const mine = await d.sut.client.ListMine({ userId: rider, limit: 10 }, { userId: rider });
  expect(mine.decisions.map((x) => [x.pickId, x.outcome])).toEqual([[prop.propId, 'win']]);
  await eventually(async () => {
    const board = await d.sut.client.GetLeaderboard({ period: 'week', userId: rider }, { userId: rider });
    expect(board.me).toMatchObject({ totalDecisions: 1, correctDecisions: 1, gradedDecisions: 1 });
  });
});

test('"decisions on a void pick are void": a prop withdrawn before its game (prop.graded void) voids its rides and fades, once, and counts in no record', async () => {
  const u = randomUUID();
  await d.register(u, `propv_${u.slice(0, 6)}`);
  const prop = await publishProp();
  expect((await d.decide(u, prop.propId, 'ride')).success).toBe(true);
  const v = graded(prop.propId, 'void', null);
  await d.bus.publish([v]);
  await d.bus.drain();
  expect(await outcomes(prop.propId)).toEqual([['ride', 'void']]);
  await d.bus.publish([v, graded(prop.propId, 'void', null)]);
  await d.bus.drain();
  expect(await outcomes(prop.propId)).toEqual([['ride', 'void']]);
  expect(await statsOf(u)).toMatchObject({ total_picks: 0, win_count: 0, loss_count: 0, push_count: 0 });
  // A withdrawn prop takes no more decisions.
  await expect(d.decide(randomUUID(), prop.propId, 'fade')).rejects.toMatchObject({ kind: 'precondition' });
});

test('rides and fades on a prop close when its game starts', async () => {
  const prop = await publishProp({ gameTime: new Date(d.clock.now().getTime() + 60_000).toISOString() });
  d.clock.advance(2 * 60_000);
  await expect(d.decide(randomUUID(), prop.propId, 'ride')).rejects.toMatchObject({ kind: 'precondition' });
});
