// The fair line and the starters end to end: fixture odds-ingest and stats-ingest gRPC peers (one
// game with a Pinnacle line, others without), the engine's real gRPC server, Postgres schema and
// jobs. Each pick says whether its fair probability is the sharp line or the consensus; an MLB pick
// records the starters it assumed; a change of probable starter before first pitch shows on the
// pick and in its analysis, and goes away when the club goes back to the assumed starter; the close
// is measured against the sharp close where the sharp book prices it.
import { expectedValue, noVigProbabilities, valueOr } from '@gary/betting';
import { betPriceOf, shiftCover } from '@gary/handicap';
import ratings from '@gary/handicap/ratings/ratings.json';
import { createInProcessBus } from '@gary/platform';
import type { statsV1 } from '@gary/protos';
import type { ServiceUnderTest } from '@gary/testinfra';
import { QUIET_ENGINE, runPicks, startEngine, today, until } from './engine-kit';
import { books, startFixturePeers, type FixtureGame, type FixturePeers } from './fixture-peers';

jest.setTimeout(60_000);

let peers: FixturePeers;
let svc: ServiceUnderTest<'pick-engine'>;
const bus = createInProcessBus();

const starts = (n: number): statsV1.PriorStart[] => Array.from({ length: n }, (_, i) => ({
  date: `2026-04-${String(2 + 5 * i).padStart(2, '0')}`, gameId: String(746000 + i), opponent: 'Tampa Bay Rays', isHome: i % 2 === 0,
  inningsPitched: 6, earnedRuns: 2, runs: 2, strikeouts: 7, walks: 2, hits: 5, homeRuns: 1, battersFaced: 24,
}));
const pitcher = (id: string, fullName: string, team: string, prior: number): statsV1.Pitcher => ({
  id, fullName, team, confirmed: true, era: '3.40', whip: '1.15', inningsPitched: '98.1', strikeouts: 104, walks: 27, homeRuns: 9, wins: 7, losses: 4, kPer_9: 9.5, fip: 3.4, gamesStarted: prior, priorStarts: starts(prior),
});

function slate(now: Date): FixtureGame[] {
  const h = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  return [
    { eventId: 'mlb-nyy-bos', sport: 'MLB', home: 'New York Yankees', away: 'Boston Red Sox', commence: h(2), books: books([-150, 130], { homePoint: -1.5, prices: [135, -160] }),
      sharp: { ml: [-146, 134], spread: [140, -158] },
      home_ctx: { name: 'New York Yankees', record: '20-12', lastTen: '7-3', starter: pitcher('543037', 'Gerrit Cole', 'New York Yankees', 6) },
      away_ctx: { name: 'Boston Red Sox', record: '16-16', lastTen: '4-6', starter: pitcher('678394', 'Brayan Bello', 'Boston Red Sox', 3) }, startersConfirmed: true },
    { eventId: 'nba-bos-nyk', sport: 'NBA', home: 'Boston Celtics', away: 'New York Knicks', commence: new Date(now.getTime() + 5 * 60_000), books: books([-240, 198], { homePoint: -6.5, prices: [-110, -110] }),
      home_ctx: { name: 'Boston Celtics', record: '52-18', lastTen: '7-3' }, away_ctx: { name: 'New York Knicks', record: '44-26', lastTen: '6-4' },
      // No sharp line at publishing; Pinnacle posts one by the close.
      closing: books([-260, 215], { homePoint: -6.5, prices: [-125, 105] }), closingSharp: { ml: [-255, 228], spread: [-118, 102] } },
    { eventId: 'nba-mil-mia', sport: 'NBA', home: 'Miami Heat', away: 'Milwaukee Bucks', commence: h(3), books: books([120, -140], { homePoint: 2.5, prices: [-112, -108] }),
      home_ctx: { name: 'Miami Heat', record: '38-32', lastTen: '5-5' }, away_ctx: { name: 'Milwaukee Bucks', record: '45-25', lastTen: '8-2' } },
  ];
}

beforeAll(async () => {
  peers = await startFixturePeers(new Date());
  peers.setGames(today, slate(new Date()));
  svc = await startEngine(bus, peers, { ...QUIET_ENGINE, PICKS_STARTER_WATCH_MS: '200' });
  await svc.client.Generate({ requestedBy: 'test', sports: ['NBA', 'MLB'] });
  // A night-time run puts games after midnight on the next day's card: read the run's picks across both.
  await until(async () => (await runPicks(svc.client, today)).length === 3, 'three picks');
});

afterAll(async () => {
  await svc?.stop();
  await peers?.stop();
  await bus.close();
});

const pickOf = async (eventId: string) => (await runPicks(svc.client, today)).find((p) => p.eventId === eventId)!;

test('"the fair line is Pinnacle\'s no-vig line where it exists, else the consensus": each pick says which, with the probability', async () => {
  const mlb = await pickOf('mlb-nyy-bos');
  expect(mlb.fairSource).toBe('sharp');
  // decidePick owns the fair line: the sharp moneyline's no-vig, carried to the run line by the same
  // shift of the margin the consensus run line is read with.
  const sharpHome = valueOr(noVigProbabilities([-146, 134]), [])[0]!;
  const fairHomeBet = mlb.type === 'moneyline' ? sharpHome : shiftCover(valueOr(noVigProbabilities([135, -160]), [])[0]!, valueOr(noVigProbabilities([-150, 130]), [])[0]!, sharpHome);
  // (to 3 places: decidePick scales a moneyline by the consensus pair's share, which the feed's rounded no-vig puts a hair under 1)
  expect(mlb.fairProbability).toBeCloseTo(mlb.side === 'home' ? fairHomeBet : 1 - fairHomeBet, 3);
  // The consensus stays the market's number; the fair line is its own figure.
  expect(mlb.fairProbability).not.toBeCloseTo(mlb.noVigProbability, 4);
  const nba = await pickOf('nba-mil-mia');
  expect(nba.fairSource).toBe('consensus');
  expect(nba.fairProbability).toBeCloseTo(nba.noVigProbability, 4);
  // Shown in the analysis too.
  expect(mlb.analysis).toMatchObject({ fairSource: 'sharp', fair: mlb.fairProbability });
  expect(nba.analysis).toMatchObject({ fairSource: 'consensus' });
  const stored = await svc.pool.query('SELECT source FROM pick_fair_lines ORDER BY source');
  expect(stored.rows.map((r) => r.source)).toEqual(['consensus', 'consensus', 'sharp']);
});

test('"a pick is a Bet when a featured book\'s price beats the fair price by the learned threshold, else a Lean": the MLB pick\'s call against Pinnacle is stored and served', async () => {
  const mlb = await pickOf('mlb-nyy-bos');
  const threshold = (ratings as unknown as { leagues: Record<string, { bet?: { threshold: number | null } }> }).leagues.MLB!.bet!.threshold!;
  const ev = valueOr(expectedValue(mlb.fairProbability!, mlb.odds), NaN);
  expect(mlb.evAtFair).toBeCloseTo(ev, 5);
  const want = ev > 0 && ev >= threshold ? 'bet' : 'lean';
  expect(mlb.classification).toBe(want);
  expect(mlb.stake === undefined || mlb.stake === null).toBe(want === 'lean');
  expect(mlb.betPrice).toBe(betPriceOf(mlb.fairProbability!, threshold));
  expect(mlb.analysis).toMatchObject({ classification: want, betPrice: mlb.betPrice });
  const row = (await svc.pool.query('SELECT classification, ev_at_fair, stake, bet_price FROM pick_fair_lines WHERE pick_id = $1', [mlb.pickId])).rows[0]!;
  expect(row).toMatchObject({ classification: want, bet_price: mlb.betPrice });
  expect(Number(row.ev_at_fair)).toBeCloseTo(ev, 5);
  // Every pick has its call; published with it, it cannot change.
  const all = await runPicks(svc.client, today);
  expect(all.every((p) => p.classification === 'bet' || p.classification === 'lean')).toBe(true);
  await expect(svc.pool.query("UPDATE pick_fair_lines SET classification = 'bet', stake = 1 WHERE pick_id = $1", [mlb.pickId])).rejects.toThrow(/cannot change/);
});

test('"a pick records which starters it assumed": the MLB pick stores both announced starters with their earlier starts; other leagues none', async () => {
  const mlb = await pickOf('mlb-nyy-bos');
  expect(mlb.starters).toEqual([
    { side: 'home', id: '543037', name: 'Gerrit Cole', priorStarts: 6 },
    { side: 'away', id: '678394', name: 'Brayan Bello', priorStarts: 3 },
  ]);
  const row = (await svc.pool.query('SELECT assumed FROM pick_starters WHERE pick_id = $1', [mlb.pickId])).rows[0]!;
  expect(row.assumed.away.priorStarts).toHaveLength(3);
  expect(row.assumed.away.priorStarts[0]).toMatchObject({ date: '2026-04-02', inningsPitched: 6, earnedRuns: 2, strikeouts: 7 });
  expect((await pickOf('nba-mil-mia')).starters).toEqual([]);
  await expect(svc.pool.query("UPDATE pick_starters SET assumed = '{}' WHERE pick_id = $1", [mlb.pickId])).rejects.toThrow(/cannot change/);
});

test('"a change of starter after publishing is shown": a new probable starter flags the pick and its analysis; back to the assumed one, the flag goes', async () => {
  const game = peers.games.find((g) => g.eventId === 'mlb-nyy-bos')!;
  const before = await pickOf('mlb-nyy-bos');
  expect(before.starterChanges).toEqual([]);
  game.away_ctx = { ...game.away_ctx, starter: pitcher('676477', 'Kutter Crawford', 'Boston Red Sox', 5) };
  const changed = await until(async () => {
    const p = await pickOf('mlb-nyy-bos');
    return p.starterChanges.length > 0 ? p : null;
  }, 'the starter change');
  expect(changed.starterChanges).toEqual([{ side: 'away', team: 'Boston Red Sox', assumed: 'Brayan Bello', now: 'Kutter Crawford', seenAt: expect.any(String) }]);
  expect(changed.analysis!.starterChanges).toEqual(['Starter change: Boston Red Sox now list Kutter Crawford, not Brayan Bello (the starter this pick assumed)']);
  // The pick itself (what was published) is unchanged.
  expect(changed.starters).toEqual(before.starters);
  expect(changed.pick).toBe(before.pick);

  game.away_ctx = { ...game.away_ctx, starter: pitcher('678394', 'Brayan Bello', 'Boston Red Sox', 3) };
  await until(async () => (await pickOf('mlb-nyy-bos')).starterChanges.length === 0, 'the change to clear');
  expect((await pickOf('mlb-nyy-bos')).analysis!.starterChanges).toEqual([]);
});

test('"closing line value is measured against the sharp close where one exists": the close takes Pinnacle\'s no-vig line and says so', async () => {
  const p = await until(async () => {
    const x = await pickOf('nba-bos-nyk');
    return x.closingSource ? x : null;
  }, 'the closing line');
  expect(p.fairSource).toBe('consensus');
  expect(p.closingSource).toBe('sharp');
  const row = (await svc.pool.query('SELECT closing_no_vig, closing_line FROM picks WHERE pick_id = $1', [p.pickId])).rows[0]!;
  const sharpClose = p.type === 'moneyline' ? valueOr(noVigProbabilities([-255, 228]), []) : valueOr(noVigProbabilities([-118, 102]), []);
  expect(Number(row.closing_no_vig)).toBeCloseTo(sharpClose[p.side === 'home' ? 0 : 1]!, 6);
});
