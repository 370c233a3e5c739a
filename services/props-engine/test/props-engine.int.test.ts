// props-engine against real Postgres, with odds-ingest and stats-ingest played by a fixture gRPC
// server: generation and storage (top 10), grading on game.final exactly once, the Billfold.
import { newPropId } from '@gary/betting';
import { makeEvent, type EventEnvelope } from '@gary/contracts';
import { createInProcessBus, withTransaction } from '@gary/platform';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { readConfig, start } from '../src';
import { storeDay } from '../src/app/prop-events';
import type { PropPick } from '../src/domain/prop-pick';
import { BOX_SCORES, DATE, EVENTS, NOW, startFixturePeers, type FixturePeers } from './fixtures/data-peers.fixture';

let fixture: FixturePeers;
let sut: ServiceUnderTest<'props-engine'>;
const bus = createInProcessBus();

beforeAll(async () => {
  fixture = await startFixturePeers();
  sut = await startServiceForTest({
    name: 'props-engine',
    readConfig,
    start: (c, a) => start(c, a),
    env: { PROPS_GENERATE_ON_START: 'false', OPENAI_API_KEY: '', PERPLEXITY_API_KEY: '' },
    peers: fixture.peers,
    bus,
    adapters: { now: () => NOW },
  });
});

afterAll(async () => {
  await sut?.stop();
  await bus.close();
  await fixture?.stop();
});

const gameFinal = (game: (typeof EVENTS)[keyof typeof EVENTS], home: number, away: number): EventEnvelope<'game.final'> =>
  makeEvent('game.final', {
    source: 'odds-ingest',
    key: game.eventId,
    data: {
      eventId: game.eventId,
      sport: game.sport,
      homeTeam: game.homeTeam,
      awayTeam: game.awayTeam,
      commenceTime: game.commenceTime,
      homeScore: home,
      awayScore: away,
      completedAt: '2026-04-11T05:10:00Z',
      simulated: true,
    },
  });

async function count(sql: string, values: unknown[] = []): Promise<number> {
  const { rows } = await sut.pool.query<{ n: string }>(sql, values);
  return Number(rows[0]?.n ?? 0);
}

describe('generation', () => {
  test('"Generated N new prop picks!": the day\'s top 10 are stored, ordered by confidence then EV', async () => {
    const res = await sut.client.Generate({ date: '', sports: [] });
    expect(res).toEqual({ success: true, count: 10, level: 'success', message: 'Generated 10 new prop picks!' });
    expect(await count('SELECT count(*) AS n FROM prop_picks WHERE date = $1', [DATE])).toBe(10);

    const daily = await sut.client.GetDailyProps({ date: '', now: '' });
    expect(daily.date).toBe(DATE);
    expect(daily.simulated).toBe(true);
    expect(daily.props).toHaveLength(10);
    const conf = daily.props.map((p) => p.confidence);
    expect([...conf].sort((a, b) => b - a)).toEqual(conf);
    // The rules-based strikeout prop leads: Cole's 11.45 K/9 gives 7.0 expected against 5.5.
    expect(daily.props[0]).toMatchObject({ player: 'Gerrit Cole', playerId: '543037', propType: 'strikeouts', prop: 'strikeouts 5.5', line: 5.5, bet: 'over', odds: -115, confidence: 0.7, source: 'rules', time: '7:05 PM ET', matchup: 'Boston Red Sox @ New York Yankees' });
    for (const p of daily.props) {
      expect(p.odds).toBeGreaterThan(-150);
      expect(p.analysis.length).toBeGreaterThanOrEqual(3);
      expect(['over', 'under']).toContain(p.bet);
    }
    // Devers' only side (+155, 37%) is the eleventh by confidence and is not stored.
    expect(daily.props.find((p) => p.player === 'Rafael Devers')).toBeUndefined();
    // Neither the game that had started nor tomorrow's is looked at; market lists are the sport's.
    const asked = fixture.requests.propMarkets.map((r) => r.eventId);
    expect(asked).not.toContain(EVENTS.started.eventId);
    expect(asked).not.toContain(EVENTS.tomorrow.eventId);
    expect(fixture.requests.propMarkets.find((r) => r.eventId === EVENTS.rangers.eventId)!.markets).toEqual([
      'player_points', 'player_goals', 'player_assists', 'player_shots_on_goal', 'player_power_play_points',
    ]);
  });

  test('"No player prop data available for this game after trying all sources." is noted for the game with no board', async () => {
    const { rows } = await sut.pool.query<{ notes: string[] }>("SELECT notes FROM prop_runs WHERE trigger = 'request' ORDER BY id DESC LIMIT 1");
    expect(rows[0]!.notes).toContain('Miami Heat @ New York Knicks: No player prop data available for this game after trying all sources.');
  });

  test('"Team Props decisions are saved like any other": every stored prop goes out as prop.published, in the words of the bet and without content in its key', async () => {
    const props = (await sut.client.GetDailyProps({ date: DATE, now: '' })).props;
    const { rows } = await sut.pool.query<{ key: string; data: { propId: string; pick: string; odds: number; league: string; eventId: string; date: string } }>(
      "SELECT key, envelope->'data' AS data FROM outbox WHERE topic = 'prop.published'",
    );
    const latest = new Map(rows.map((r) => [r.data.propId, r]));
    expect([...latest.keys()].sort()).toEqual(props.map((p) => p.id).sort());
    for (const p of props) {
      const e = latest.get(p.id)!;
      expect(e.key).toBe(p.id);
      expect(e.data).toMatchObject({ date: DATE, league: p.league, eventId: p.eventId, odds: p.odds, pick: `${p.player} ${p.bet} ${p.line} ${p.propType}` });
    }
  });

  test('a second run stores the same props again, never more than 10 a day', async () => {
    const before = (await sut.client.GetDailyProps({ date: DATE, now: '' })).props.map((p) => p.id).sort();
    const res = await sut.client.Generate({ date: DATE, sports: [] });
    expect(res.count).toBe(10);
    const after = (await sut.client.GetDailyProps({ date: DATE, now: '' })).props.map((p) => p.id).sort();
    expect(after).toEqual(before);
    expect(await count('SELECT count(*) AS n FROM prop_picks')).toBe(10);
  });

  test('"Generating new prop picks... This may take a moment." while another run holds the lock', async () => {
    const token = await sut.adapters.lock.acquire('props-engine:generate', 60_000);
    try {
      expect(await sut.client.Generate({ date: '', sports: [] })).toEqual({ success: false, count: 0, level: 'info', message: 'Generating new prop picks... This may take a moment.' });
    } finally {
      await sut.adapters.lock.release('props-engine:generate', token!);
    }
  });

  test('"before 10:00 Eastern the previous day\'s are tried first": 8 AM the next day still shows them, 10 AM does not', async () => {
    const early = await sut.client.GetDailyProps({ date: '', now: '2026-04-11T12:00:00Z' });
    expect(early.date).toBe(DATE);
    expect(early.props).toHaveLength(10);
    const later = await sut.client.GetDailyProps({ date: '', now: '2026-04-11T14:00:00Z' });
    expect(later).toMatchObject({ date: '2026-04-11', props: [], simulated: false });
  });

  test('"tomorrow\'s picks, if published early, are a separate labelled section": a day with no props of its own answers with the next day\'s', async () => {
    // 11 PM Eastern on 9 April: the 9th has none; the 10th's, made that morning here, stand for
    // ones made early, and are the answer under their own date.
    const eve = await sut.client.GetDailyProps({ date: '', now: '2026-04-10T03:00:00Z' });
    expect(eve.date).toBe(DATE);
    expect(eve.props).toHaveLength(10);
  });

  test('bad input is a clear INVALID_ARGUMENT', async () => {
    await expect(sut.client.Generate({ date: '', sports: ['NFL'] })).rejects.toMatchObject({ code: 'invalid_sport' });
    await expect(sut.client.GetDailyProps({ date: '2026-4-1', now: '' })).rejects.toMatchObject({ code: 'invalid_date' });
    await expect(sut.client.GetBillfold({ range: 'forever', now: '' })).rejects.toMatchObject({ code: 'invalid_range' });
  });
});

describe('grading on game.final', () => {
  const expected = (bet: string, line: number, actual: number) => (actual === line ? 'push' : (actual > line) === (bet === 'over') ? 'won' : 'lost');
  const actuals: Record<string, number> = { 'LeBron James': 26, 'Jayson Tatum': 24, 'Anthony Davis': 11, 'Jaylen Brown': 5 };

  test('over wins above the line, push at it, loses below (under mirrored); results in prop_results; each final result goes out once as prop.graded', async () => {
    await bus.publish([gameFinal(EVENTS.lakers, 112, 108)]);
    await bus.drain();
    const props = (await sut.client.GetDailyProps({ date: DATE, now: '' })).props.filter((p) => p.eventId === EVENTS.lakers.eventId);
    expect(props).toHaveLength(4);
    for (const p of props) {
      expect(p.result).toBe(expected(p.bet, p.line, actuals[p.player]!));
      expect(p.actualValue).toBe(actuals[p.player]);
    }
    expect(props.find((p) => p.player === 'Anthony Davis')!.result).toBe('push');
    const { rows } = await sut.pool.query<{ result: string; player_name: string; pick_text: string }>('SELECT result, player_name, pick_text FROM prop_results WHERE event_id = $1', [EVENTS.lakers.eventId]);
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r.player_name === 'LeBron James')!.pick_text).toMatch(/^LeBron James (Over|Under) 25\.5 points -110$/);
    // "Team Props decisions are saved like any other": decisions settles them from prop.graded.
    const graded = (await sut.pool.query<{ data: { propId: string; result: string; actualValue: number } }>("SELECT envelope->'data' AS data FROM outbox WHERE topic = 'prop.graded'")).rows.map((r) => r.data);
    expect(graded.map((g) => [g.propId, g.result, g.actualValue]).sort()).toEqual(props.map((p) => [p.id, p.result, p.actualValue]).sort());
  });

  test('every pending reason, from the box score and the context', async () => {
    await bus.publish([gameFinal(EVENTS.rangers, 3, 2), gameFinal(EVENTS.yankees, 5, 3)]);
    await bus.drain();
    const { rows } = await sut.pool.query<{ player_name: string; result: string; pending_reason: string }>(
      'SELECT player_name, result, pending_reason FROM prop_results WHERE event_id = ANY($1) ORDER BY player_name',
      [[EVENTS.rangers.eventId, EVENTS.yankees.eventId]],
    );
    const reasons = Object.fromEntries(rows.map((r) => [r.player_name, `${r.result}: ${r.pending_reason}`]));
    expect(reasons).toEqual({
      'Adam Fox': 'pending: Player stats not found in boxscore',
      'Artemi Panarin': 'pending: Stat type not found',
      'David Pastrnak': 'pending: Player ID not found',
      'Aaron Judge': 'pending: Game not found',
      'Anthony Volpe': 'pending: Game not found',
      'Gerrit Cole': 'pending: Game not found',
    });
    expect(await count('SELECT count(*) AS n FROM prop_results')).toBe(10);
    expect(await count("SELECT count(*) AS n FROM prop_results WHERE result = 'pending' AND pending_reason IS NULL")).toBe(0);
  });

  test('graded exactly once: a redelivered event, and a second game.final for the same game, change nothing', async () => {
    const snapshot = async () => (await sut.pool.query('SELECT prop_id, result, actual_value, pending_reason, graded_at FROM prop_results ORDER BY prop_id')).rows;
    const before = await snapshot();
    const first = gameFinal(EVENTS.lakers, 112, 108);
    await bus.publish([first, first]);
    await bus.drain();
    await bus.publish([gameFinal(EVENTS.lakers, 112, 108), gameFinal(EVENTS.rangers, 3, 2)]);
    await bus.drain();
    expect(await snapshot()).toEqual(before);
    expect(await count('SELECT count(*) AS n FROM prop_results')).toBe(10);
    expect(await count("SELECT count(*) AS n FROM consumed_events WHERE consumer = 'props-engine' AND event_id = $1", [first.id])).toBe(1);
    // Only final results go out, each once: pending props send nothing.
    expect(await count("SELECT count(*) AS n FROM outbox WHERE topic = 'prop.graded'")).toBe(4);
  });

  test('the Billfold counts graded props only (pending are not results)', async () => {
    const b = await sut.client.GetBillfold({ range: 'all', now: '2026-04-11T15:00:00Z' });
    const results = (await sut.pool.query<{ result: string }>("SELECT result FROM prop_results WHERE result <> 'pending'")).rows.map((r) => r.result);
    const wins = results.filter((r) => r === 'won').length;
    const losses = results.filter((r) => r === 'lost').length;
    expect(b.empty).toBe(false);
    expect(b.record).toEqual({ wins, losses, pushes: 1 });
    expect(b.yesterday).toEqual({ wins, losses, pushes: 1 });
    expect(b.recent).toHaveLength(4);
    expect(b.bySport.map((s) => s.sport)).toEqual(['NBA']);
    expect(b.avgClv).toBeUndefined();
    expect(b.calibration.reduce((s, c) => s + c.picks, 0)).toBe(4);
  });

  test('a prop pending on a missing box score is graded when a later look finds one; then it is final', async () => {
    BOX_SCORES[EVENTS.yankees.eventId] = {
      found: true,
      final: true,
      sport: 'MLB',
      homeTeam: EVENTS.yankees.homeTeam,
      awayTeam: EVENTS.yankees.awayTeam,
      homeScore: 5,
      awayScore: 3,
      simulated: true,
      players: [
        { playerId: '543037', name: 'Gerrit Cole', team: 'New York Yankees', stats: { pitcher_strikeouts: 8, pitcher_outs: 19 } },
        { playerId: '592450', name: 'Aaron Judge', team: 'New York Yankees', stats: { hits: 1, total_bases: 4, runs: 1, rbis: 2 } },
        { playerId: '683011', name: 'Anthony Volpe', team: 'New York Yankees', stats: { hits: 1, total_bases: 1 } },
      ],
    };
    await bus.publish([gameFinal(EVENTS.yankees, 5, 3)]);
    await bus.drain();
    const { rows } = await sut.pool.query<{ player_name: string; result: string; actual_value: number }>(
      'SELECT player_name, result, actual_value FROM prop_results WHERE event_id = $1 ORDER BY player_name',
      [EVENTS.yankees.eventId],
    );
    // Cole over 5.5 K (8), Judge over 1.5 TB (4), Volpe over 1.5 hits (1).
    expect(rows.map((r) => [r.player_name, r.result, r.actual_value])).toEqual([
      ['Aaron Judge', 'won', 4],
      ['Anthony Volpe', 'lost', 1],
      ['Gerrit Cole', 'won', 8],
    ]);
    const graded = "SELECT count(*) AS n FROM prop_results WHERE event_id = $1 AND result <> 'pending'";
    expect(await count(graded, [EVENTS.yankees.eventId])).toBe(3);
    BOX_SCORES[EVENTS.yankees.eventId] = 'not-found';
    await bus.publish([gameFinal(EVENTS.yankees, 5, 3)]);
    await bus.drain();
    expect(await count("SELECT count(*) AS n FROM prop_results WHERE event_id = $1 AND result = 'won'", [EVENTS.yankees.eventId])).toBe(2);
    expect(await count(graded, [EVENTS.yankees.eventId])).toBe(3);
  });
});

describe('a rerun that withdraws a prop', () => {
  // A day of its own, games a week after the fixture's clock: nothing else in this file reads it.
  const day = '2026-04-17';
  const prop = (id: string, player: string, confidence: number): PropPick => ({
    id, date: day, league: 'NBA', eventId: `ev-${id}`, player, team: 'Los Angeles Lakers', playerId: '', propType: 'points', market: 'player_points',
    line: 20.5, bet: 'over', odds: -110, confidence, ev: 3, analysis: ['a'], matchup: 'Golden State Warriors @ Los Angeles Lakers',
    homeTeam: 'Los Angeles Lakers', awayTeam: 'Golden State Warriors', gameTime: '2026-04-18T02:00:00Z', source: 'odds', writer: 'offline', simulated: false,
  });
  const events = async (topic: string) =>
    (await sut.pool.query<{ data: { propId: string; result?: string } }>("SELECT envelope->'data' AS data FROM outbox WHERE topic = $1 AND envelope->'data'->>'date' = $2 ORDER BY seq", [topic, day])).rows.map((r) => r.data);

  test('"decisions on a void pick are void": a prop a rerun does not store again goes out as prop.graded void (it will never be graded); one stored again keeps its id and is sent again', async () => {
    const [kept, dropped] = [prop(newPropId(), 'Anthony Davis', 0.8), prop(newPropId(), 'Austin Reaves', 0.75)];
    await withTransaction(sut.pool, (tx) => storeDay(tx, day, [kept, dropped], NOW));
    expect((await events('prop.published')).map((e) => e.propId).sort()).toEqual([dropped.id, kept.id].sort());
    // The rerun: the same Anthony Davis prop (a new id, as a run makes one) and not Austin Reaves.
    await withTransaction(sut.pool, (tx) => storeDay(tx, day, [{ ...kept, id: newPropId() }], NOW));
    expect((await events('prop.published')).map((e) => e.propId)).toEqual([expect.any(String), expect.any(String), kept.id]);
    expect(await events('prop.graded')).toEqual([expect.objectContaining({ propId: dropped.id, result: 'void', actualValue: null })]);
  });
});

describe('a scratched game', () => {
  // A day of its own, like the rerun's: nothing else in this file reads it.
  const day = '2026-04-18';
  const eventId = 'scratched-game-1';
  const prop = (player: string, confidence: number): PropPick => ({
    id: newPropId(), date: day, league: 'NBA', eventId, player, team: 'Los Angeles Lakers', playerId: '', propType: 'points', market: 'player_points',
    line: 20.5, bet: 'over', odds: -110, confidence, ev: 3, analysis: ['a'], matchup: 'Golden State Warriors @ Los Angeles Lakers',
    homeTeam: 'Los Angeles Lakers', awayTeam: 'Golden State Warriors', gameTime: '2026-04-19T02:00:00Z', source: 'odds', writer: 'offline', simulated: false,
  });
  const scratched = () =>
    makeEvent('game.scratched', {
      source: 'odds-ingest',
      key: eventId,
      data: {
        eventId, sport: 'NBA', homeTeam: 'Los Angeles Lakers', awayTeam: 'Golden State Warriors', commenceTime: '2026-04-19T02:00:00Z',
        status: 'postponed', reason: 'Arena power outage', source: 'provider', newEventId: null, newCommenceTime: null, seenAt: '2026-04-18T20:00:00Z',
      },
    });

  test('"decisions on a void pick are void": a scratched game\'s props become void and go out as prop.graded void, once; they are never graded after', async () => {
    const props = [prop('Anthony Davis', 0.8), prop('Austin Reaves', 0.75)];
    await withTransaction(sut.pool, (tx) => storeDay(tx, day, props, NOW));
    const billfoldBefore = await sut.client.GetBillfold({ range: 'all', now: '2026-04-20T15:00:00Z' });
    const first = scratched();
    await bus.publish([first, first, scratched()]);
    await bus.drain();
    const { rows } = await sut.pool.query<{ prop_id: string; result: string; pending_reason: string }>('SELECT prop_id, result, pending_reason FROM prop_results WHERE event_id = $1 ORDER BY prop_id', [eventId]);
    expect(rows).toEqual(props.map((p) => ({ prop_id: p.id, result: 'void', pending_reason: 'postponed: Arena power outage' })).sort((a, b) => a.prop_id.localeCompare(b.prop_id)));
    const graded = (await sut.pool.query<{ data: { propId: string; result: string } }>("SELECT envelope->'data' AS data FROM outbox WHERE topic = 'prop.graded' AND envelope->'data'->>'date' = $1", [day])).rows.map((r) => [r.data.propId, r.data.result]);
    expect(graded.sort()).toEqual(props.map((p) => [p.id, 'void']).sort());
    // The page shows them void; the record does not count them.
    const shown = (await sut.client.GetDailyProps({ date: day, now: '' })).props.filter((p) => p.eventId === eventId);
    expect(shown.map((p) => p.result)).toEqual(['void', 'void']);
    expect(await sut.client.GetBillfold({ range: 'all', now: '2026-04-20T15:00:00Z' })).toEqual(billfoldBefore);
    // A final score arriving later for the same game grades nothing.
    await bus.publish([makeEvent('game.final', { source: 'odds-ingest', key: eventId, data: { eventId, sport: 'NBA', homeTeam: 'Los Angeles Lakers', awayTeam: 'Golden State Warriors', commenceTime: '2026-04-19T02:00:00Z', homeScore: 100, awayScore: 99, completedAt: '2026-04-19T05:00:00Z', simulated: true } })]);
    await bus.drain();
    expect(await count("SELECT count(*) AS n FROM prop_results WHERE event_id = $1 AND result <> 'void'", [eventId])).toBe(0);
  });
});
