// The day's card as an owned row (issue 28), on a fake clock: the engine's real gRPC server and
// schema, fixture peers. A card is the picks of one Eastern day's games, whatever run made them;
// its free pick is chosen once when it is first published; the card shown is the one with the
// latest shownFrom (10:00 ET, or earlier when the day before has none), at 23:00 and 01:00 ET too;
// card.published and card.shown are sent once per card.
import { easternWallTimeToUtc } from '@gary/betting';
import type { EventEnvelope } from '@gary/contracts';
import { createInProcessBus } from '@gary/platform';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { readConfig, start } from '../src';
import { QUIET_ENGINE, until } from './engine-kit';
import { books, fixtureSlate, startFixturePeers, type FixtureGame, type FixturePeers } from './fixture-peers';

jest.setTimeout(90_000);

const D = '2030-01-15';
const D1 = '2030-01-16';
const et = (date: string, hour: number, minute = 0) => (easternWallTimeToUtc(date, hour, minute) as { value: Date }).value;
let clock = et(D, 10);
let peers: FixturePeers;
let svc: ServiceUnderTest<'pick-engine'>;
const bus = createInProcessBus();
const seen: EventEnvelope[] = [];

/** `stale`: one book still offers this moneyline, off the rest of the board (a lagging book), so the home side is a Bet. */
const nbaGame = (eventId: string, at: Date, home: string, away: string, ml: [number, number], stale?: [number, number]): FixtureGame => ({
  eventId, sport: 'NBA', home, away, commence: at,
  books: books(ml, { homePoint: -2.5, prices: [-110, -110] }).map((b, i, all) => (stale && i === all.length - 1 ? { ...b, ml: stale } : b)),
  home_ctx: { name: home, record: '30-20', lastTen: '6-4' }, away_ctx: { name: away, record: '25-25', lastTen: '5-5' },
});
const early = nbaGame('nba-d1-lal-gsw', et(D1, 19, 30), 'Golden State Warriors', 'Los Angeles Lakers', [-130, 110]);

beforeAll(async () => {
  peers = await startFixturePeers(clock);
  // D's slate: the fixture's games of D (10:05 to 15:00 ET) and NBA's game of tomorrow evening.
  peers.setGames(D, [...fixtureSlate(clock), early]);
  await bus.subscribe({ groupId: 'card-observer', topics: ['card.published', 'card.shown'], handler: async (e) => void seen.push(e) });
  svc = await startServiceForTest({ name: 'pick-engine', readConfig, start, bus, peers: peers.peers, env: QUIET_ENGINE, adapters: { now: () => clock } });
});

afterAll(async () => {
  await svc?.stop();
  await peers?.stop();
  await bus.close();
});

async function run(date: string, sports: string[] = []): Promise<void> {
  const r = await svc.client.Generate({ date, sports, requestedBy: 'test' });
  expect(r.started).toBe(true);
  await until(async () => {
    const s = await svc.client.GetGenerationStatus({});
    return s.runId === r.runId && !s.running;
  }, `the run of ${date}`);
}

const events = (type: string, date: string) => seen.filter((e) => e.type === type && e.key === date);

test('"a card is the picks whose games are on one Eastern day": the 10:00 run makes today\'s card and tomorrow\'s, each with one free pick chosen at publish', async () => {
  await run(D);
  const today = await svc.client.GetCard({ date: D });
  expect(today.found).toBe(true);
  expect(today.picks.length).toBeGreaterThanOrEqual(4);
  expect(today.picks.every((p) => p.gameDay === D && p.date === D)).toBe(true);
  const best = Math.max(...today.picks.map((p) => p.confidence));
  expect(today.picks.filter((p) => p.free).map((p) => p.pickId)).toEqual([today.freePickId]);
  expect(today.picks.find((p) => p.free)!.confidence).toBe(best);
  expect(today.pickIds.sort()).toEqual(today.picks.map((p) => p.pickId).sort());
  // No card the day before: D's card is shown from its publication (not held back to 10:00).
  expect(today.shownFrom).toBe(clock.toISOString());

  const tomorrow = await svc.client.GetCard({ date: D1 });
  expect(tomorrow.picks.map((p) => [p.eventId, p.gameDay, p.date, p.free])).toEqual([[early.eventId, D1, D, true]]);
  expect(tomorrow.shownFrom).toBe(et(D1, 10).toISOString());

  await until(() => events('card.published', D).length === 1 && events('card.published', D1).length === 1 && events('card.shown', D).length === 1, 'card events');
  const shown = events('card.shown', D)[0] as EventEnvelope<'card.shown'>;
  expect(shown.data.freePickId).toBe(today.freePickId);
  expect(shown.data.picks.map((p) => p.pickId).sort()).toEqual(today.pickIds.sort());
});

test('"the card shown" at 23:00 ET is today\'s, at 01:00 ET still yesterday\'s, and from 10:00 ET the new day\'s', async () => {
  clock = et(D, 23);
  const late = await svc.client.GetDailyPicks({});
  expect([late.date, late.shownFrom]).toEqual([D, (await svc.client.GetCard({ date: D })).shownFrom]);
  expect(late.picks.every((p) => p.gameDay === D)).toBe(true);

  clock = et(D1, 1);
  const night = await svc.client.GetDailyPicks({});
  expect(night.date).toBe(D);
  expect(night.picks.map((p) => p.eventId)).not.toContain(early.eventId);
  expect((await svc.client.GetCard({})).date).toBe(D);

  clock = et(D1, 10);
  const morning = await svc.client.GetDailyPicks({});
  expect(morning.date).toBe(D1);
  expect(morning.picks.map((p) => p.eventId)).toEqual([early.eventId]);
});

test('"the free pick is chosen once": the next day\'s run adds its games to the card that holds the early pick, the free pick stays, card.shown goes once the run has stored', async () => {
  const before = await svc.client.GetCard({ date: D1 });
  expect((await svc.client.GetDailyPicks({ date: D1 })).complete).toBe(false); // only the pick made early
  await new Promise((r) => setTimeout(r, 300));
  expect(events('card.shown', D1)).toEqual([]); // shown since 10:00, but its own run has not stored
  const strong = nbaGame('nba-d1-bkn-bos', et(D1, 19), 'Boston Celtics', 'Brooklyn Nets', [-250, 205]);
  peers.setGames(D1, [early, strong]);
  clock = new Date(et(D1, 10).getTime() + 60_000);
  await run(D1, ['NBA']);
  const after = await svc.client.GetCard({ date: D1 });
  expect((await svc.client.GetDailyPicks({ date: D1 })).complete).toBe(true);
  expect(after.picks.map((p) => p.eventId).sort()).toEqual([early.eventId, strong.eventId].sort());
  expect(after.freePickId).toBe(before.freePickId);
  expect(after.shownFrom).toBe(before.shownFrom);
  expect(after.picks.filter((p) => p.free).map((p) => p.pickId)).toEqual([before.freePickId]);
  await until(() => events('card.shown', D1).length === 1, 'card.shown of the next day');
  expect((events('card.shown', D1)[0] as EventEnvelope<'card.shown'>).data.picks).toHaveLength(2);
  expect(events('card.published', D1)).toHaveLength(1);
  // A card only grows: the database refuses a new free pick.
  await expect(svc.pool.query('UPDATE cards SET free_pick_id = $2 WHERE date = $1', [D1, after.picks.find((p) => !p.free)!.pickId])).rejects.toThrow(/only grows/);
});

test('"a start late in the evening shows the next day\'s card": with no card the day before, the card is shown from its publishing, card.shown goes at once, and the Parlay of the Day is that card\'s', async () => {
  const day = '2030-01-20';
  const next = '2030-01-21';
  clock = et(day, 23);
  peers.setGames(day, [
    // A lagging book on each: the parlay is built from Bets and alive picks only.
    nbaGame('nba-late-den-phx', et(next, 19), 'Phoenix Suns', 'Denver Nuggets', [-140, 120], [110, -130]),
    nbaGame('nba-late-mia-orl', et(next, 19, 30), 'Orlando Magic', 'Miami Heat', [-180, 155], [-110, -110]),
  ]);
  await run(day, ['NBA']);
  const card = await svc.client.GetCard({ date: next });
  expect([card.found, card.shownFrom, card.picks.length]).toEqual([true, clock.toISOString(), 2]);
  expect((await svc.client.GetCard({})).date).toBe(next);
  // Its own day's run (10:00 tomorrow) has not stored: the run that made it is the one members wait for.
  await until(() => events('card.shown', next).length === 1, 'card.shown of the card shown from its publishing');
  expect((events('card.shown', next)[0] as EventEnvelope<'card.shown'>).data.picks.map((p) => p.pickId)).toEqual(card.pickIds);
  // "The Parlay of the Day is the card's": built from the card's picks, filed under the card's date
  // (not the run's), and the one read now.
  const shown = await svc.client.GetDailyParlay({});
  expect([shown.found, shown.date, shown.parlay?.date]).toEqual([true, next, next]);
  expect(shown.parlay!.legs.map((l) => l.pickId).sort()).toEqual([...card.pickIds].sort());
  expect((await svc.client.GetCard({ date: next })).parlayId).toBe(shown.parlay!.parlayId);
  expect((await svc.client.GetDailyParlay({ date: day })).found).toBe(false);
});

test('a date that does not exist is INVALID_ARGUMENT; a day without a card is found: false', async () => {
  await expect(svc.client.GetCard({ date: '2030-02-30' })).rejects.toMatchObject({ kind: 'invalid', code: 'invalid_date' });
  expect(await svc.client.GetCard({ date: '2030-03-01' })).toMatchObject({ date: '2030-03-01', found: false, picks: [], freePickId: '' });
});
