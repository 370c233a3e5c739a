// Rides and fades on the Parlay of the Day: the same decision table as picks, fed by
// parlay.published (the projection), settled by parlay.graded (revision 0) and re-settled when a
// leg's correction changed the parlay's grade (revision 1), counted in the BetCard like a pick.
import { randomUUID } from 'node:crypto';
import { newParlayId } from '@gary/betting';
import { makeEvent, type EventData } from '@gary/contracts';
import { startDecisions, type Decisions } from './decisions-harness';

let d: Decisions;
beforeAll(async () => {
  d = await startDecisions();
});
afterAll(async () => {
  await d.stop();
});

const parlayId = () => newParlayId();

async function publishParlay(id: string, over: Partial<EventData<'parlay.published'>> = {}) {
  const data: EventData<'parlay.published'> = {
    parlayId: id,
    date: '2026-11-18',
    legCount: 3,
    odds: 600,
    decimalPrice: 7,
    probability: 0.22272,
    firstGameTime: new Date(d.clock.now().getTime() + 3 * 3600_000).toISOString(),
    publishedAt: d.clock.now().toISOString(),
    ...over,
  };
  await d.bus.publish([makeEvent('parlay.published', { source: 'pick-engine', key: id, data })]);
  await d.bus.drain();
}

const graded = (id: string, result: 'won' | 'lost' | 'push', revision = 0, previous: 'won' | 'lost' | 'push' | null = null, wonWith?: { settledDecimal: number; legs: EventData<'parlay.graded'>['legs'] }) =>
  makeEvent('parlay.graded', {
    source: 'pick-engine',
    key: id,
    data: {
      parlayId: id, date: '2026-11-18', revision, result, previous,
      settledDecimal: result === 'won' ? (wonWith?.settledDecimal ?? 7) : null,
      legs: wonWith?.legs ?? (result === 'won' ? { won: 3, lost: 0, push: 0, void: 0 } : result === 'lost' ? { won: 2, lost: 1, push: 0, void: 0 } : { won: 0, lost: 0, push: 2, void: 1 }),
      gradedAt: d.clock.now().toISOString(),
    },
  });

const outcomes = async (pickId: string) =>
  (await d.sut.pool.query('SELECT user_id, decision, outcome FROM decisions WHERE pick_id = $1 ORDER BY decision', [pickId])).rows.map((r) => [r.decision, r.outcome]);

test('"users can ride or fade it like a pick": a won parlay settles the ride a win and the fade a loss, counted on the BetCard under PARLAY', async () => {
  const [rider, fader] = [randomUUID(), randomUUID()];
  await d.register(rider, `pr_${rider.slice(0, 6)}`);
  await d.register(fader, `pf_${fader.slice(0, 6)}`);
  const id = parlayId();
  await publishParlay(id);
  expect((await d.decide(rider, id, 'ride')).success).toBe(true);
  expect((await d.decide(fader, id, 'fade')).success).toBe(true);
  // The same decision table's guard: one decision per user and parlay.
  expect((await d.decide(rider, id, 'fade')).success).toBe(false);
  d.clock.advance(4 * 3600_000);
  const e = graded(id, 'won');
  await d.bus.publish([e]);
  await d.bus.drain();
  expect(await outcomes(id)).toEqual([['fade', 'loss'], ['ride', 'win']]);
  // Redelivered: settled once.
  await d.bus.publish([e, graded(id, 'won')]);
  await d.bus.drain();
  const rows = (await d.sut.pool.query('SELECT user_id, win_count, loss_count FROM user_stats WHERE user_id = ANY($1)', [[rider, fader]])).rows;
  expect(Object.fromEntries(rows.map((r) => [r.user_id, [r.win_count, r.loss_count]]))).toEqual({ [rider]: [1, 0], [fader]: [0, 1] });
  const card = (await d.sut.client.GetStats({ userId: rider }, { userId: rider })) as unknown as { leagues: { league: string; wins: number }[]; unitsWon?: number };
  expect(card.leagues).toEqual([expect.objectContaining({ league: 'PARLAY', wins: 1 })]);
  // The projection names no leg: only the parlay's own words.
  const pick = (await d.sut.pool.query('SELECT pick, matchup, league, odds FROM picks WHERE pick_id = $1', [id])).rows[0];
  expect(pick).toEqual({ pick: '3-leg parlay', matchup: 'Parlay of the Day (3 legs)', league: 'PARLAY', odds: 600 });
});

test('rides and fades close when the first leg\'s game starts', async () => {
  const u = randomUUID();
  await d.register(u, `pl_late_${u.slice(0, 6)}`);
  const id = parlayId();
  await publishParlay(id, { firstGameTime: new Date(d.clock.now().getTime() + 60_000).toISOString() });
  d.clock.advance(120_000);
  await expect(d.decide(u, id, 'ride')).rejects.toThrow(/pick_closed|game has started/);
});

test('"a push parlay pushes" and a leg\'s correction re-settles: push, then lost (revision 1), stats as if graded lost from the start', async () => {
  const [rider, control] = [randomUUID(), randomUUID()];
  await d.register(rider, `pp_${rider.slice(0, 6)}`);
  await d.register(control, `pc_${control.slice(0, 6)}`);
  const id = parlayId();
  const other = parlayId();
  await publishParlay(id);
  await publishParlay(other, { date: '2026-11-19' });
  await d.decide(rider, id, 'ride');
  await d.decide(control, other, 'ride');
  d.clock.advance(4 * 3600_000);
  await d.bus.publish([graded(id, 'push')]);
  await d.bus.drain();
  expect(await outcomes(id)).toEqual([['ride', 'push']]);
  await d.bus.publish([graded(id, 'lost', 1, 'push'), graded(other, 'lost')]);
  await d.bus.drain();
  expect(await outcomes(id)).toEqual([['ride', 'loss']]);
  const stats = (await d.sut.pool.query('SELECT user_id, win_count, loss_count, push_count, current_streak FROM user_stats WHERE user_id = ANY($1)', [[rider, control]])).rows;
  const by = Object.fromEntries(stats.map(({ user_id, ...r }) => [user_id, r]));
  expect(by[rider]).toEqual(by[control]);
  expect(by[rider]).toEqual({ win_count: 0, loss_count: 1, push_count: 0, current_streak: -1 });
});

test('"a push or void leg drops out": a won parlay with a pushed leg counts on the BetCard at the price it paid, not the published +600', async () => {
  const [rider, fader] = [randomUUID(), randomUUID()];
  await d.register(rider, `pd_${rider.slice(0, 6)}`);
  await d.register(fader, `pe_${fader.slice(0, 6)}`);
  const id = parlayId();
  await publishParlay(id);
  await d.decide(rider, id, 'ride');
  await d.decide(fader, id, 'fade');
  d.clock.advance(4 * 3600_000);
  // Two legs won at 1.8 and 2.0, the third pushed: 3.6 paid (+260), not 7.0 (+600).
  await d.bus.publish([graded(id, 'won', 0, null, { settledDecimal: 3.6, legs: { won: 2, lost: 0, push: 1, void: 0 } })]);
  await d.bus.drain();
  const units = async (u: string) => ((await d.sut.client.GetStats({ userId: u }, { userId: u })) as unknown as { unitsWon: number }).unitsWon;
  expect(await units(rider)).toBe(2.6);
  // The fade loses its one unit; the published price stays what was published.
  expect(await units(fader)).toBe(-1);
  expect((await d.sut.pool.query('SELECT odds, settled_odds FROM picks WHERE pick_id = $1', [id])).rows[0]).toEqual({ odds: 600, settled_odds: 260 });
  // A correction that turns it lost drops the paid price: the card counts the loss at the published one.
  await d.bus.publish([graded(id, 'lost', 1, 'won')]);
  await d.bus.drain();
  expect(await units(rider)).toBe(-1);
  expect((await d.sut.pool.query('SELECT settled_odds FROM picks WHERE pick_id = $1', [id])).rows[0]).toEqual({ settled_odds: null });
});
