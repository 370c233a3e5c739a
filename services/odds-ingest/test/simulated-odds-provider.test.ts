import { createSimulatedOddsProvider } from '../src/adapters/simulated-odds-provider';
import { CATALOGUE, impliedOf as impliedProbability, SPORT_KEYS, type SportKey, finalScoreOf, slateFor, statusAt, createSimulationState, lagShadeOf, LAG_SHADE } from '@gary/sports-world';
import { easternParts, noVigProbabilities as noVig, valueOr } from '@gary/betting';
import type { GameOdds } from '../src/domain/odds-types';

const noVigProbabilities = (prices: number[]): number[] => valueOr(noVig(prices), []);
const easternHour = (iso: string) => valueOr(easternParts(new Date(iso)), { hour: -1, minute: -1 });
const clock = (iso: string) => { const d = new Date(iso); return () => d; };
const WED_JAN = '2026-01-14T15:00:00Z'; // 10am EST Wednesday

async function oddsOf(sport: SportKey, now: string): Promise<GameOdds[]> {
  const answer = await createSimulatedOddsProvider({ now: clock(now) }).odds(sport);
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.data;
}

describe('simulated odds provider', () => {
  it('same date -> same slate and the same prices (deterministic per date and sport)', async () => {
    const a = await createSimulatedOddsProvider({ now: clock(WED_JAN) }).odds('basketball_nba');
    const b = await createSimulatedOddsProvider({ now: clock(WED_JAN) }).odds('basketball_nba');
    expect(a).toEqual(b);
    expect(slateFor('icehockey_nhl', '2026-01-14').map((g) => g.id)).toEqual(slateFor('icehockey_nhl', '2026-01-14').map((g) => g.id));
    expect(slateFor('icehockey_nhl', '2026-01-14').map((g) => g.id)).not.toEqual(slateFor('icehockey_nhl', '2026-01-15').map((g) => g.id));
  });

  it('says simulated: true on every answer', async () => {
    const p = createSimulatedOddsProvider({ now: clock(WED_JAN) });
    const game = (await p.odds('basketball_nba'));
    const id = game.ok ? game.data[0]!.id : '';
    const answers = [await p.sports(), game, await p.events('basketball_nba'), await p.scores('basketball_nba'), await p.eventOdds('basketball_nba', id), await p.eventPropOdds('basketball_nba', id, ['player_points'])];
    for (const a of answers) expect(a.ok && a.simulated).toBe(true);
  });

  it('uses real team names for all five sports (30 NBA, 30 MLB, 32 NHL, 32 NFL, 20 EPL clubs)', () => {
    expect(SPORT_KEYS.map((s) => CATALOGUE[s].length)).toEqual([30, 30, 32, 32, 20]);
    expect(CATALOGUE.basketball_nba.map((t) => t.name)).toContain('Oklahoma City Thunder');
    expect(CATALOGUE.soccer_epl.map((t) => t.name)).toContain('Brighton and Hove Albion');
    for (const s of SPORT_KEYS) for (const t of CATALOGUE[s]) expect(t.players.length).toBeGreaterThanOrEqual(2);
    const ids = SPORT_KEYS.flatMap((s) => CATALOGUE[s].flatMap((t) => t.players.map((p) => p.id)));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a realistic schedule per sport', () => {
    const nba = slateFor('basketball_nba', '2026-01-14');
    expect(nba.length).toBeGreaterThanOrEqual(5);
    expect(nba.length).toBeLessThanOrEqual(12);
    for (const g of nba) {
      const { hour, minute } = easternHour(g.commenceTime);
      expect(hour * 60 + minute).toBeGreaterThanOrEqual(19 * 60);
      expect(hour * 60 + minute).toBeLessThanOrEqual(22 * 60 + 30);
    }
    const teams = nba.flatMap((g) => [g.home.name, g.away.name]);
    expect(new Set(teams).size).toBe(teams.length);
    expect(slateFor('baseball_mlb', '2026-01-14')).toEqual([]);
    expect(slateFor('baseball_mlb', '2026-07-14').length).toBeGreaterThanOrEqual(10);
    expect(slateFor('americanfootball_nfl', '2025-10-12').length).toBe(13); // a Sunday
    expect(slateFor('americanfootball_nfl', '2025-10-14')).toEqual([]); // a Tuesday
    expect(slateFor('americanfootball_nfl', '2025-07-13')).toEqual([]); // a Sunday out of season
    const epl = slateFor('soccer_epl', '2026-01-17'); // a Saturday
    expect(epl.length).toBeGreaterThanOrEqual(5);
    for (const g of epl) expect(easternHour(g.commenceTime).hour).toBeLessThan(13);
    expect(slateFor('soccer_epl', '2026-01-14')).toEqual([]);
  });

  it('prices: every US book carries a 4-5% margin, the sharp book (Pinnacle) 2-2.5% and nearer the fair price, and the books agree with the fair probabilities', async () => {
    for (const [sport, now] of [['basketball_nba', WED_JAN], ['baseball_mlb', '2026-07-14T14:00:00Z'], ['icehockey_nhl', WED_JAN]] as const) {
      const games = await oddsOf(sport, now);
      expect(games.length).toBeGreaterThan(0);
      for (const g of games) {
        const sim = [...slateFor(sport, '2026-01-14'), ...slateFor(sport, '2026-07-14'), ...slateFor(sport, '2026-01-15'), ...slateFor(sport, '2026-07-15'), ...slateFor(sport, '2026-01-16'), ...slateFor(sport, '2026-07-16'), ...slateFor(sport, '2026-01-17'), ...slateFor(sport, '2026-07-17')].find((x) => x.id === g.id)!;
        expect(g.bookmakers.filter((b) => !b.sharp).length).toBeGreaterThanOrEqual(4);
        expect(g.bookmakers.filter((b) => b.sharp).map((b) => b.key)).toEqual(['pinnacle']);
        for (const b of g.bookmakers) {
          const h2h = b.markets.h2h!;
          const overround = impliedProbability(h2h.home) + impliedProbability(h2h.away);
          // Rounding to whole American prices moves a margin by up to about half a point.
          expect(overround).toBeGreaterThan(b.sharp ? 1.012 : 1.03);
          expect(overround).toBeLessThan(b.sharp ? 1.035 : 1.065);
          // A lagging book (the next test) sits off the market on purpose; every other book agrees with it.
          if (lagShadeOf(`${g.id}|h2h`, b.key) === 0) expect(Math.abs(noVigProbabilities([h2h.home, h2h.away])[0]! - sim.model.pHome)).toBeLessThan(b.sharp ? 0.03 : 0.06);
          expect(b.markets.spreads!.home.point).toBe(-b.markets.spreads!.away.point);
          if (sport === 'baseball_mlb') expect(Math.abs(b.markets.spreads!.home.point)).toBe(1.5);
          // The favourite gives points.
          if (sport === 'basketball_nba' && sim.model.pHome > 0.55) expect(b.markets.spreads!.home.point).toBeLessThan(0);
          expect(Math.abs(noVigProbabilities([b.markets.totals!.over, b.markets.totals!.under])[0]! - sim.model.total.pOver)).toBeLessThan(0.06);
        }
      }
    }
  });

  it('a simulated day has Bets and Leans: on some games one US book lags the sharp line, its moneyline off the market by 0.35-0.6 in log-odds to either side, on others none lags; the sharp book never lags', async () => {
    const logit = (p: number) => Math.log(p / (1 - p));
    let lagging = 0;
    let games = 0;
    const sides = new Set<number>();
    for (const [sport, now] of [['basketball_nba', WED_JAN], ['baseball_mlb', '2026-07-14T14:00:00Z'], ['icehockey_nhl', WED_JAN]] as const) {
      for (const g of await oddsOf(sport, now)) {
        games++;
        const sharp = g.bookmakers.find((b) => b.sharp)!;
        const fairHome = noVigProbabilities([sharp.markets.h2h!.home, sharp.markets.h2h!.away])[0]!;
        expect(lagShadeOf(`${g.id}|h2h`, sharp.key)).toBe(0);
        const lagged = g.bookmakers.filter((b) => lagShadeOf(`${g.id}|h2h`, b.key) !== 0);
        if (lagged.length > 0) lagging++;
        for (const b of lagged) {
          const off = logit(noVigProbabilities([b.markets.h2h!.home, b.markets.h2h!.away])[0]!) - logit(fairHome);
          sides.add(Math.sign(off));
          // The shade, less the book's own small lean and the sharp book's, and whole-price rounding.
          expect(Math.abs(off)).toBeGreaterThan(LAG_SHADE[0] - 0.12);
          expect(Math.abs(off)).toBeLessThan(LAG_SHADE[1] + 0.12);
        }
      }
    }
    expect(lagging).toBeGreaterThan(0);
    expect(lagging).toBeLessThan(games);
    expect([...sides].sort()).toEqual([-1, 1]);
  });

  it("'MLB spread is always -1.5/+1.5'", () => {
    for (const day of ['2026-05-01', '2026-06-12', '2026-08-20']) {
      for (const g of slateFor('baseball_mlb', day)) expect(Math.abs(g.model.spread.homePoint)).toBe(1.5);
    }
  });

  it('EPL moneyline is 3-way: home, draw, away', async () => {
    const games = await oddsOf('soccer_epl', '2026-01-16T15:00:00Z');
    expect(games.length).toBeGreaterThan(0);
    for (const g of games) for (const b of g.bookmakers) {
      const { home, away, draw } = b.markets.h2h!;
      expect(draw).toBeDefined();
      const total = [home, away, draw!].map(impliedProbability).reduce((x, y) => x + y, 0);
      expect(total).toBeGreaterThan(b.sharp ? 1.02 : 1.04);
      expect(total).toBeLessThan(1.08);
    }
  });

  it('lines drift slowly: snapshots an hour apart differ a little', async () => {
    const nine = await oddsOf('basketball_nba', '2026-01-14T14:00:00Z');
    const ten = await oddsOf('basketball_nba', '2026-01-14T15:00:00Z');
    let changed = 0;
    let maxMove = 0;
    for (const g of nine) {
      const later = ten.find((x) => x.id === g.id)!;
      for (const b of g.bookmakers) {
        const a = b.markets.h2h!.home;
        const c = later.bookmakers.find((x) => x.key === b.key)!.markets.h2h!.home;
        if (a !== c) changed++;
        maxMove = Math.max(maxMove, Math.abs(impliedProbability(a) - impliedProbability(c)));
      }
    }
    expect(changed).toBeGreaterThan(0);
    expect(maxMove).toBeLessThan(0.02);
  });

  it('finals appear only after each game ends; live scores before, none before the start', async () => {
    const game = slateFor('basketball_nba', '2026-01-14')[0]!;
    const start = Date.parse(game.commenceTime);
    const end = Date.parse(game.expectedEnd);
    const final = finalScoreOf(game);
    const scoreAt = async (ms: number) => {
      const a = await createSimulatedOddsProvider({ now: () => new Date(ms) }).scores('basketball_nba');
      if (!a.ok) throw new Error(a.error.message);
      return a.data.find((g) => g.id === game.id)!;
    };
    expect(await scoreAt(start - 60_000)).toMatchObject({ completed: false, scores: null, lastUpdate: null });
    const early = await scoreAt(start + (end - start) * 0.3);
    const late = await scoreAt(end - 60_000);
    expect(early.completed).toBe(false);
    expect(early.scores!.home).toBeLessThanOrEqual(late.scores!.home);
    expect(late.scores!.home).toBeLessThanOrEqual(final.home);
    expect(late.completed).toBe(false);
    expect(await scoreAt(end)).toMatchObject({ completed: true, scores: final });
    // Completed games leave the odds list.
    const after = await createSimulatedOddsProvider({ now: () => new Date(end + 1) }).odds('basketball_nba');
    expect(after.ok && after.data.some((g) => g.id === game.id)).toBe(false);
  });

  it('finishNow forces a game final with its usual score', async () => {
    const game = slateFor('icehockey_nhl', '2026-01-14')[0]!;
    const now = new Date(Date.parse(game.commenceTime) - 3_600_000);
    const state = createSimulationState();
    const p = createSimulatedOddsProvider({ now: () => now, state });
    const forced = p.finishNow(game.id);
    expect(forced).toMatchObject({ ok: true, simulated: true, data: { id: game.id, completed: true, scores: finalScoreOf(game) } });
    const scores = await p.scores('icehockey_nhl');
    expect(scores.ok && scores.data.find((g) => g.id === game.id)?.completed).toBe(true);
    expect(statusAt(game, now, state).state).toBe('final');
    expect(p.finishNow('0123456789abcdef0123456789abcdef')).toMatchObject({ ok: false, error: { name: 'NotFound' } });
  });

  it('final scores are drawn from the same probabilities as the prices', () => {
    for (const sport of ['basketball_nba', 'icehockey_nhl', 'soccer_epl'] as const) {
      let expectedHomeWins = 0;
      let homeWins = 0;
      let n = 0;
      for (let d = 0; d < 120; d++) {
        const date = new Date(Date.UTC(2025, 10, 1 + d)).toISOString().slice(0, 10);
        for (const g of slateFor(sport, date)) {
          const f = finalScoreOf(g);
          if (sport !== 'soccer_epl') expect(f.home).not.toBe(f.away);
          expectedHomeWins += g.model.pHome;
          if (f.home > f.away) homeWins++;
          n++;
        }
      }
      expect(n).toBeGreaterThanOrEqual(100);
      expect(Math.abs(homeWins - expectedHomeWins) / n).toBeLessThan(0.05);
    }
  });

  it('player props per game in the Odds API shape; unknown markets are skipped; MLB strikeouts only for named starters', async () => {
    const p = createSimulatedOddsProvider({ now: clock(WED_JAN) });
    const nba = slateFor('basketball_nba', '2026-01-14')[0]!;
    const props = await p.eventPropOdds('basketball_nba', nba.id, ['player_points', 'player_rebounds', 'player_assists', 'player_threes', 'player_blocks', 'player_steals', 'player_pass_tds']);
    expect(props.ok).toBe(true);
    if (!props.ok) return;
    expect(props.data.marketsFound).toHaveLength(6);
    expect(props.data.marketsSkipped).toEqual(['player_pass_tds']);
    const points = props.data.bookmakers[0]!.markets.find((m) => m.key === 'player_points')!;
    const star = nba.home.players[0]!.name;
    const over = points.outcomes.find((o) => o.description === star && o.name === 'Over')!;
    const under = points.outcomes.find((o) => o.description === star && o.name === 'Under')!;
    expect(over.point).toBe(under.point);
    expect((over.point! * 2) % 2).toBe(1);

    const mlbNow = '2026-07-14T14:00:00Z';
    const mlbProvider = createSimulatedOddsProvider({ now: clock(mlbNow) });
    for (const g of slateFor('baseball_mlb', '2026-07-14')) {
      const a = await mlbProvider.eventPropOdds('baseball_mlb', g.id, ['pitcher_strikeouts', 'batter_hits', 'batter_total_bases', 'batter_home_runs', 'batter_rbis']);
      if (!a.ok) throw new Error(a.error.message);
      const pitchers = new Set(a.data.bookmakers.flatMap((b) => b.markets.filter((m) => m.key === 'pitcher_strikeouts').flatMap((m) => m.outcomes.map((o) => o.description))));
      for (const side of [g.starters!.home, g.starters!.away]) {
        expect(pitchers.has(side.player.name)).toBe(side.confirmed);
      }
      expect(a.data.marketsFound).toEqual(expect.arrayContaining(['batter_hits', 'batter_total_bases', 'batter_home_runs', 'batter_rbis']));
    }
    const nhl = slateFor('icehockey_nhl', '2026-01-14')[0]!;
    const nhlProps = await p.eventPropOdds('icehockey_nhl', nhl.id, ['player_points', 'player_goals', 'player_assists', 'player_shots_on_goal', 'player_power_play_points']);
    expect(nhlProps.ok && nhlProps.data.marketsFound).toHaveLength(5);
  });

  it('unknown sports and events are NotFound, like the real API', async () => {
    const p = createSimulatedOddsProvider({ now: clock(WED_JAN) });
    expect(await p.odds('curling_world')).toMatchObject({ ok: false, error: { name: 'NotFound', code: 'UNKNOWN_SPORT' } });
    expect(await p.eventOdds('basketball_nba', 'nope')).toMatchObject({ ok: false, error: { name: 'NotFound', code: 'EVENT_NOT_FOUND' } });
  });
});
