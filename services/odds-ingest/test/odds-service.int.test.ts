// odds-ingest against real Postgres with the simulated provider: refreshes store snapshots, a
// finished game publishes game.final exactly once (repeat polls, racing pollers, FinishGame), and
// the gRPC answers have the proto's shapes.
import { createInProcessBus, createLogger, createMemoryCache, type EventBus } from '@gary/platform';
import type { EventEnvelope } from '@gary/contracts';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { createSimulatedOddsProvider } from '../src/adapters/simulated-odds-provider';
import { createSimulationState } from '@gary/sports-world';
import { createOddsIngestor } from '../src/ingest/odds-ingestor';
import { readConfig, start } from '../src';

const T0 = Date.parse('2026-01-14T15:00:00Z'); // 10am EST on a Wednesday in the NBA season
let clock = T0;
const now = () => new Date(clock);
const ADMIN = { role: 'admin', userId: 'admin-1' };

let svc: ServiceUnderTest<'odds-ingest'>;
let bus: EventBus;
const published: EventEnvelope[] = [];

async function count(sql: string, values: unknown[] = []): Promise<number> {
  const { rows } = await svc.pool.query<{ n: string }>(sql, values);
  return Number(rows[0]?.n ?? 0);
}

beforeAll(async () => {
  bus = createInProcessBus();
  await bus.subscribe({ groupId: 'observer', topics: ['game.final', 'odds.snapshot'], handler: async (e) => { published.push(e); } });
  svc = await startServiceForTest({
    name: 'odds-ingest', readConfig, start, bus,
    env: { ODDS_API_KEY: '', ODDS_POLLER_ENABLED: 'false' },
    adapters: { now, cache: createMemoryCache({ now: () => clock }) },
  });
}, 60_000);

afterAll(async () => {
  await svc?.stop();
  await bus?.close();
});

describe('odds-ingest with the simulated provider', () => {
  it("'Stores events, every odds snapshot': a refresh stores one snapshot per pre-game event and publishes odds.snapshot for each, with every featured book's prices", async () => {
    const first = await svc.client.RefreshOdds({ sport: 'NBA' });
    expect(first.games).toBeGreaterThan(0);
    expect(first.snapshots).toBeGreaterThan(0);
    expect(first.creditsSpent).toBe(0);
    expect(await count('SELECT count(*) AS n FROM odds_snapshots')).toBe(first.snapshots);
    expect(await count("SELECT count(*) AS n FROM outbox WHERE topic = 'odds.snapshot'")).toBe(first.snapshots);

    // Same moment, same prices: nothing new is stored or published.
    const again = await svc.client.RefreshOdds({ sport: 'NBA' });
    expect(again.snapshots).toBe(0);
    expect(await count('SELECT count(*) AS n FROM odds_snapshots')).toBe(first.snapshots);

    // An hour later the lines have drifted: new snapshots for the games whose prices moved.
    clock = T0 + 3_600_000;
    const later = await svc.client.RefreshOdds({ sport: 'NBA' });
    expect(later.snapshots).toBeGreaterThan(0);
    await svc.handle.relay.flush();
    expect(await count('SELECT count(*) AS n FROM odds_snapshots')).toBe(first.snapshots + later.snapshots);
    const snapshots = published.filter((e) => e.type === 'odds.snapshot');
    expect(snapshots.length).toBe(first.snapshots + later.snapshots);
    const one = snapshots[0]!;
    if (one.type !== 'odds.snapshot') throw new Error('not a snapshot');
    expect(one.data.books.length).toBeGreaterThanOrEqual(4);
    for (const b of one.data.books) {
      expect(['fanduel', 'draftkings', 'betmgm', 'williamhill_us', 'betrivers', 'fanatics']).toContain(b.key);
      expect(b.title).not.toBe(b.key);
      expect(Number.isInteger(b.moneyline?.home)).toBe(true);
      expect(b.spread?.home.point).toBe(-(b.spread?.away.point ?? NaN));
    }
  });

  it("the slate: today's NBA games (and tomorrow's) with best prices, no-vig probabilities, EV, status and the simulated flag", async () => {
    const slate = await svc.client.GetSlate({ sport: 'nba', date: '' });
    expect(slate).toMatchObject({ sport: 'NBA', date: '2026-01-14', simulated: true, inSeason: true });
    expect(slate.games.length).toBeGreaterThan(0);
    const dates = new Set(slate.games.map((g) => new Date(g.commenceTime).toLocaleDateString('en-CA', { timeZone: 'America/New_York' })));
    expect([...dates].every((d) => d === '2026-01-14' || d === '2026-01-15')).toBe(true);
    for (const g of slate.games) {
      expect(g.status).toBe('scheduled');
      expect(g.markets.map((m) => m.market)).toEqual(['h2h', 'spreads', 'totals']);
      for (const m of g.markets) {
        expect(m.bookmakers).toBeGreaterThanOrEqual(2);
        expect(m.sides.reduce((t, s) => t + s.noVigProbability, 0)).toBeCloseTo(1, 3);
        for (const s of m.sides) {
          expect(Number.isInteger(s.price) && Math.abs(s.price) >= 100).toBe(true);
          expect(s.bookmaker).not.toBe('');
          expect(s.ev).toBeGreaterThan(-0.2);
        }
      }
      const spreads = g.markets.find((m) => m.market === 'spreads')!;
      expect(spreads.sides[0]!.point).toBe(-spreads.sides[1]!.point);
      // Slates stay small: every book's prices come with the event's own odds.
      expect(g.books).toEqual([]);
    }
    const one = await svc.client.GetEventOdds({ eventId: slate.games[0]!.eventId });
    expect(one.game!.books.length).toBeGreaterThan(0);
    // NHL: only games dated today.
    await svc.client.RefreshOdds({ sport: 'NHL' });
    const nhl = await svc.client.GetSlate({ sport: 'NHL', date: '2026-01-14' });
    for (const g of nhl.games) expect(new Date(g.commenceTime).toLocaleDateString('en-CA', { timeZone: 'America/New_York' })).toBe('2026-01-14');
    // MLB in January: out of season, no games, said plainly.
    const mlb = await svc.client.GetSlate({ sport: 'MLB', date: '2026-01-14' });
    expect(mlb).toMatchObject({ inSeason: false, games: [] });
  });

  it('line movement: opening vs latest from stored snapshots, with the bookmakers compared', async () => {
    const slate = await svc.client.GetSlate({ sport: 'NBA', date: '2026-01-14' });
    const game = slate.games[0]!;
    const lm = await svc.client.GetLineMovement({ eventId: game.eventId });
    expect(lm.error).toBe('');
    expect(lm.markets.map((m) => m.market)).toEqual(['moneyline', 'spreads', 'totals']);
    const ml = lm.markets[0]!;
    expect(ml.bookmakers.length).toBeGreaterThanOrEqual(8);
    expect(ml.openingPrice).not.toBe(0);
    expect(ml.latestPrice).toBe(game.markets[0]!.sides.find((s) => s.side === 'home')!.price);
    expect(ml.significant).toBe(ml.discrepancy > 0.1);
  });

  it('a simulated line move (admin, simulator only): the moneyline and spread move toward the side and go out as odds.snapshot at once', async () => {
    const slate = await svc.client.GetSlate({ sport: 'NBA', date: '2026-01-14' });
    const game = slate.games.find((g) => g.status === 'scheduled')!;
    const before = published.filter((e) => e.type === 'odds.snapshot' && e.key === game.eventId).length;
    await expect(svc.client.MoveLine({ eventId: game.eventId, toward: 'away' })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(svc.client.MoveLine({ eventId: game.eventId, toward: 'sideways' }, ADMIN)).rejects.toMatchObject({ code: 'invalid_toward' });
    const moved = await svc.client.MoveLine({ eventId: game.eventId, toward: 'away' }, ADMIN);
    expect(moved.snapshots).toBeGreaterThanOrEqual(1);
    await svc.handle.relay.flush();
    const snaps = published.filter((e) => e.type === 'odds.snapshot' && e.key === game.eventId);
    expect(snaps.length).toBe(before + 1);
    const [prev, next] = snaps.slice(-2) as EventEnvelope<'odds.snapshot'>[];
    // Toward the away side: every book's away moneyline is shorter than before (and the home one longer).
    for (const b of next!.data.books) {
      const was = prev!.data.books.find((x) => x.key === b.key)!;
      expect(b.moneyline!.away).toBeLessThan(was.moneyline!.away);
      expect(b.moneyline!.home).toBeGreaterThan(was.moneyline!.home);
    }
  });

  it("'A finished simulated game publishes game.final exactly once': FinishGame, then the poller twice", async () => {
    const slate = await svc.client.GetSlate({ sport: 'NBA', date: '2026-01-14' });
    const game = slate.games[0]!;
    const final = await svc.client.FinishGame({ eventId: game.eventId }, ADMIN);
    expect(final).toMatchObject({ eventId: game.eventId, completed: true, hasScore: true, homeTeam: game.homeTeam });
    expect(final.homeScore).not.toBe(final.awayScore);
    // Again, and the poller twice: still one final, one event.
    await svc.client.FinishGame({ eventId: game.eventId }, ADMIN);
    const ingestor = createOddsIngestor(sharedDeps());
    await ingestor.pollScores();
    await ingestor.pollScores();
    expect(await count("SELECT count(*) AS n FROM outbox WHERE topic = 'game.final' AND key = $1", [game.eventId])).toBe(1);
    await svc.handle.relay.flush();
    expect(published.filter((e) => e.type === 'game.final' && e.key === game.eventId)).toHaveLength(1);
    const after = await svc.client.GetSlate({ sport: 'NBA', date: '2026-01-14' });
    expect(after.games.find((g) => g.eventId === game.eventId)!.status).toBe('final');
    const scores = await svc.client.GetScores({ sport: 'NBA', date: '2026-01-14' });
    expect(scores.games.find((g) => g.eventId === game.eventId)).toMatchObject({ completed: true, homeScore: final.homeScore, awayScore: final.awayScore });
  });

  it("'on a final score it publishes game.final (once per game)': two pollers racing after the games' end publish each final once", async () => {
    clock = Date.parse('2026-01-15T12:00:00Z'); // every game of the 14th is over by the clock
    const a = createOddsIngestor(sharedDeps());
    const b = createOddsIngestor(sharedDeps());
    const [ra, rb] = await Promise.all([a.pollScores(), b.pollScores()]);
    const finals = [...ra, ...rb].flatMap((r) => r.finals);
    expect(finals.length).toBeGreaterThan(0);
    expect(new Set(finals).size).toBe(finals.length);
    const { rows } = await svc.pool.query<{ key: string; n: string }>("SELECT key, count(*) AS n FROM outbox WHERE topic = 'game.final' GROUP BY key");
    expect(rows.every((r) => r.n === '1')).toBe(true);
    expect(rows.length).toBe(await count('SELECT count(*) AS n FROM game_finals'));
    // The 14th's games all have their finals now.
    const scores = await svc.client.GetScores({ sport: 'NBA', date: '2026-01-14' });
    expect(scores.games.length).toBeGreaterThan(0);
    expect(scores.games.every((g) => g.completed && g.hasScore)).toBe(true);
  });

  it('gRPC answers: bad sport and bad date are INVALID_ARGUMENT with what was wrong; unknown events NOT_FOUND', async () => {
    await expect(svc.client.GetSlate({ sport: 'CURLING', date: '' })).rejects.toMatchObject({ code: 'unknown_sport', message: expect.stringContaining("Unknown sport 'CURLING'") });
    await expect(svc.client.GetSlate({ sport: 'NBA', date: '2026-02-30' })).rejects.toMatchObject({ code: 'invalid_date' });
    await expect(svc.client.GetEventOdds({ eventId: 'nope' })).rejects.toMatchObject({ code: 'event_not_found', kind: 'not_found' });
    await expect(svc.client.FinishGame({ eventId: 'x' })).rejects.toMatchObject({ kind: 'forbidden' });
    const quota = await svc.client.GetQuota({});
    expect(quota).toMatchObject({ simulated: true, floor: 50 });
  });

  it('event odds and prop markets for a simulated game', async () => {
    clock = T0;
    const slate = await svc.client.GetSlate({ sport: 'NBA', date: '2026-01-15' });
    const game = slate.games.find((g) => g.status === 'scheduled')!;
    const odds = await svc.client.GetEventOdds({ eventId: game.eventId });
    expect(odds.simulated).toBe(true);
    expect(odds.game!.eventId).toBe(game.eventId);
    const props = await svc.client.GetPropMarkets({ eventId: game.eventId, markets: [] });
    expect(props.props.length).toBeGreaterThan(0);
    for (const p of props.props) {
      expect([game.homeTeam, game.awayTeam]).toContain(p.team);
      expect(p.market.startsWith('player_')).toBe(true);
      expect(p.hasOver || p.hasUnder).toBe(true);
    }
  });

  it('the first score poll after a start catches up: games that started and ended unseen show up final', async () => {
    clock = Date.parse('2026-01-17T21:00:00Z'); // Saturday 4pm EST: the morning's EPL games are over
    const ingestor = createOddsIngestor(sharedDeps());
    const quiet = await ingestor.pollScores();
    expect(quiet.find((r) => r.sport === 'soccer_epl')).toBeUndefined();
    const caught = await ingestor.pollScores({ catchUp: true });
    expect(caught.find((r) => r.sport === 'soccer_epl')!.finals.length).toBeGreaterThan(0);
    const epl = await svc.client.GetSlate({ sport: 'EPL', date: '2026-01-17' });
    expect(epl.games.length).toBeGreaterThan(0);
    expect(epl.games.every((g) => g.status === 'final')).toBe(true);
  });
});

// A second ingestor on the same schema: another replica (its own simulator state, its own lock).
function sharedDeps() {
  const state = createSimulationState();
  const sim = createSimulatedOddsProvider({ now, state });
  return {
    pool: svc.pool, cache: createMemoryCache(), logger: createLogger({ name: 'replica', level: 'silent' }), now,
    provider: sim, simulated: true, sim: { provider: sim, state }, creditsSpent: () => 0,
  };
}
