// Each game picked once (issue 28): NBA's slate takes tomorrow's games, so a day's run picks some of
// the next day's games early. Those picks stand on the next day's card, the next day's run skips
// them, the database refuses a second live pick on an event, a voided pick frees its event, and the
// migration voids existing duplicates through the public corrections log.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays } from '@gary/betting';
import { createInProcessBus, createPool, runMigrations, type Pool } from '@gary/platform';
import { uniqueSchema, type ServiceUnderTest } from '@gary/testinfra';
import { storePicks } from '../src/generation/store-picks';
import { candidate, startEngine, storeDeps, today, until } from './engine-kit';
import { books, startFixturePeers, type FixtureGame, type FixturePeers } from './fixture-peers';

jest.setTimeout(90_000);

const tomorrow = (addDays(today, 1) as { value: string }).value;
const dayAfter = (addDays(today, 2) as { value: string }).value;
let peers: FixturePeers;
let svc: ServiceUnderTest<'pick-engine'>;
const bus = createInProcessBus();

/** A game at 7:30 PM Eastern-ish (23:30 UTC) on the given Eastern day. */
const nbaGame = (eventId: string, day: string, home: string, away: string): FixtureGame => ({
  eventId, sport: 'NBA', home, away, commence: new Date(`${day}T23:30:00Z`), books: books([-130, 110], { homePoint: -2.5, prices: [-110, -110] }),
  home_ctx: { name: home, record: '30-20', lastTen: '6-4' }, away_ctx: { name: away, record: '25-25', lastTen: '5-5' },
});

beforeAll(async () => {
  peers = await startFixturePeers(new Date());
  svc = await startEngine(bus, peers);
});

afterAll(async () => {
  await svc?.stop();
  await peers?.stop();
  await bus.close();
});

const livePicksPerEvent = async (pool: Pool) =>
  (await pool.query<{ event_id: string; n: number }>('SELECT event_id, count(*)::int AS n FROM picks WHERE NOT voided GROUP BY event_id HAVING count(*) > 1')).rows;

const finished = (runId: string) =>
  until(async () => {
    const s = await svc.client.GetGenerationStatus({});
    return s.runId === runId && !s.running ? s : null;
  }, `run ${runId}`);

test('"each game picked once": a game of tomorrow picked by today\'s run stands on tomorrow\'s card, and tomorrow\'s run skips it', async () => {
  const early = nbaGame('nba-tomorrow-lal-gsw', tomorrow, 'Golden State Warriors', 'Los Angeles Lakers');
  peers.setGames(today, [...peers.games, early]);
  const first = await svc.client.Generate({ requestedBy: 'test' });
  await finished(first.runId);

  const todays = await svc.client.GetDailyPicks({ date: today });
  expect(todays.picks.map((p) => p.eventId)).not.toContain(early.eventId);
  const tomorrows = await svc.client.GetDailyPicks({ date: tomorrow });
  expect(tomorrows.picks.filter((p) => p.eventId === early.eventId).map((p) => p.date)).toEqual([today]);

  // Tomorrow's run sees the same game again (and one more); it picks only the new one.
  const other = nbaGame('nba-tomorrow-bkn-phi', tomorrow, 'Philadelphia 76ers', 'Brooklyn Nets');
  const later = nbaGame('nba-dayafter-chi-det', dayAfter, 'Detroit Pistons', 'Chicago Bulls');
  peers.setGames(tomorrow, [early, other, later]);
  await new Promise((r) => setTimeout(r, 1_600)); // past the cooldown
  const second = await svc.client.Generate({ date: tomorrow, sports: ['NBA'], requestedBy: 'test' });
  const status = await finished(second.runId);
  expect(status.sports[0]!.message).toBe('2 picks from 3 games (1 already picked)');
  const card = await svc.client.GetDailyPicks({ date: tomorrow });
  expect(card.picks.map((p) => p.eventId)).toEqual(expect.arrayContaining([early.eventId, other.eventId]));
  expect((await svc.client.GetDailyPicks({ date: dayAfter })).picks.map((p) => p.eventId)).toContain(later.eventId);
  expect(await livePicksPerEvent(svc.pool)).toEqual([]);
  const published = await svc.pool.query('SELECT count(*)::int AS n FROM outbox WHERE topic = $1 AND key = ANY($2)', ['pick.published', card.picks.map((p) => p.pickId)]);
  expect(published.rows[0].n).toBe(card.picks.length);
});

test('"one live pick per event": the storing transaction leaves out a game already picked, and the database refuses a second live pick', async () => {
  const deps = storeDeps(() => svc)();
  const [taken] = (await svc.client.GetDailyPicks({ date: tomorrow })).picks;
  const gameTime = new Date(Date.parse(taken!.gameTime)).toISOString();
  const day = (addDays(today, 5) as { value: string }).value;
  const out = await storePicks(deps, day, [candidate({ eventId: taken!.eventId, gameTime }), candidate({ eventId: 'nba-fresh-1', gameTime })], null);
  expect(out).toMatchObject({ ok: true, stored: 1 });
  const stored = await svc.pool.query('SELECT event_id FROM picks WHERE pick_id = ANY($1)', [out.ok ? out.pickIds : []]);
  expect(stored.rows.map((r) => r.event_id)).toEqual(['nba-fresh-1']);
  await expect(
    svc.pool.query(
      `INSERT INTO picks (pick_id, date, idx, league, event_id, home_team, away_team, game, time, game_time, pick_text, odds, type, side, line, confidence,
         rationale, trap_alert, revenge, superstition, momentum, no_vig_probability, ev, bookmaker, simulated, writer, published_at)
       SELECT 'pk_second', date, idx + 100, league, event_id, home_team, away_team, game, time, game_time, pick_text, odds, type, side, line, confidence,
         rationale, trap_alert, revenge, superstition, momentum, no_vig_probability, ev, bookmaker, simulated, writer, published_at FROM picks WHERE pick_id = $1`,
      [taken!.pickId],
    ),
  ).rejects.toThrow(/picks_one_live_per_event/);
});

test('"a voided pick of a postponed game frees its event" for the rescheduled game', async () => {
  const deps = storeDeps(() => svc)();
  const gameTime = new Date(Date.now() + 30 * 3_600_000).toISOString();
  const day = (addDays(today, 6) as { value: string }).value;
  const first = await storePicks(deps, day, [candidate({ eventId: 'nba-postponed-1', gameTime })], null);
  expect(first).toMatchObject({ ok: true, stored: 1 });
  expect(await svc.client.ScratchGame({ eventId: 'nba-postponed-1', status: 'postponed', reason: 'Postponed: weather', requestedBy: 'test' })).toEqual({ voided: 1 });
  const again = await storePicks(deps, (addDays(today, 7) as { value: string }).value, [candidate({ eventId: 'nba-postponed-1', gameTime })], null);
  expect(again).toMatchObject({ ok: true, stored: 1 });
  const rows = (await svc.pool.query('SELECT voided FROM picks WHERE event_id = $1 ORDER BY published_at', ['nba-postponed-1'])).rows;
  expect(rows).toEqual([{ voided: true }, { voided: false }]);
  // voided follows the corrections log only.
  await expect(svc.pool.query('UPDATE picks SET voided = false WHERE event_id = $1', ['nba-postponed-1'])).rejects.toThrow(/latest correction/);
});

const insertPick = (pool: Pool, o: { id: string; date: string; eventId: string; publishedAt: string; gameTime: string; text: string; odds: number; side: 'home' | 'away' }) =>
  pool.query(
    `INSERT INTO picks (pick_id, date, idx, league, event_id, home_team, away_team, game, time, game_time, pick_text, odds, type, side, line, confidence,
       rationale, trap_alert, revenge, superstition, momentum, no_vig_probability, ev, bookmaker, simulated, writer, published_at)
     VALUES ($1, $2, 0, 'NBA', $3, 'Golden State Warriors', 'Los Angeles Lakers', 'Lakers @ Warriors', '7:30 PM ET', $4, $5, $6, 'moneyline', $7, 0, 0.6,
       'Ride it.', false, false, false, 0.5, 0.55, 0.02, 'DraftKings', false, 'offline', $8)`,
    [o.id, o.date, o.eventId, o.gameTime, o.text, o.odds, o.side, o.publishedAt],
  );

test('"existing duplicates are resolved by a migration": the earlier pick stands, the later one is voided through the public corrections log with its reason', async () => {
  const s = await uniqueSchema('pick_engine_dups');
  const pool = createPool({ url: process.env.DATABASE_URL!, schema: s.schema, max: 2 });
  const migrations = path.resolve(__dirname, '../migrations');
  const before = fs.mkdtempSync(path.join(os.tmpdir(), 'pick-engine-0008-'));
  try {
    for (const f of fs.readdirSync(migrations).filter((f) => f < '0009')) fs.copyFileSync(path.join(migrations, f), path.join(before, f));
    await runMigrations({ pool, schema: s.schema, dir: before });
    await pool.query(`INSERT INTO daily_picks (date, pick_ids) VALUES ('2026-11-27', '{pk_early,pk_single}'), ('2026-11-28', '{pk_late}')`);
    // Nov 27's run picked the Nov 28 game; Nov 28's run picked it again on the other side.
    await insertPick(pool, { id: 'pk_early', date: '2026-11-27', eventId: 'ev-dup', publishedAt: '2026-11-27T15:00:00Z', gameTime: '2026-11-29T00:30:00Z', text: 'Golden State Warriors ML -130', odds: -130, side: 'home' });
    await insertPick(pool, { id: 'pk_late', date: '2026-11-28', eventId: 'ev-dup', publishedAt: '2026-11-28T15:00:00Z', gameTime: '2026-11-29T00:30:00Z', text: 'Los Angeles Lakers ML +115', odds: 115, side: 'away' });
    await insertPick(pool, { id: 'pk_single', date: '2026-11-27', eventId: 'ev-one', publishedAt: '2026-11-27T15:00:00Z', gameTime: '2026-11-28T00:30:00Z', text: 'Golden State Warriors ML -130', odds: -130, side: 'home' });
    for (const [id, result] of [['pk_early', 'won'], ['pk_late', 'lost'], ['pk_single', 'won']] as const) {
      await pool.query(
        `INSERT INTO game_results (pick_id, event_id, game_date, league, result, final_score, pick_text, matchup, confidence, odds)
         SELECT pick_id, event_id, date, league, $2, '110-101', pick_text, game, confidence, odds FROM picks WHERE pick_id = $1`,
        [id, result],
      );
    }
    expect(await runMigrations({ pool, schema: s.schema, dir: migrations })).toContain('0009_one_pick_per_game');

    const picks = (await pool.query(`SELECT pick_id, to_char(card_date, 'YYYY-MM-DD') AS card_date, voided FROM picks ORDER BY pick_id`)).rows;
    expect(picks).toEqual([
      { pick_id: 'pk_early', card_date: '2026-11-28', voided: false },
      { pick_id: 'pk_late', card_date: '2026-11-28', voided: true },
      { pick_id: 'pk_single', card_date: '2026-11-27', voided: false },
    ]);
    const results = (await pool.query('SELECT pick_id, result, revision FROM game_results ORDER BY pick_id')).rows;
    expect(results).toEqual([
      { pick_id: 'pk_early', result: 'won', revision: 0 },
      { pick_id: 'pk_late', result: 'void', revision: 1 },
      { pick_id: 'pk_single', result: 'won', revision: 0 },
    ]);
    const [c] = (await pool.query('SELECT pick_id, kind, old_result, new_result, reason, source FROM pick_corrections')).rows;
    expect(c).toMatchObject({ pick_id: 'pk_late', kind: 'void', old_result: 'lost', new_result: 'void', source: 'pick-engine' });
    expect(c.reason).toBe('Duplicate pick: this game was already picked on 2026-11-27 (pick pk_early), and each game counts once. The earlier pick stands.');
    const events = (await pool.query(`SELECT key, envelope FROM outbox WHERE topic = 'pick.corrected'`)).rows;
    expect(events).toHaveLength(1);
    expect(events[0].envelope.data).toMatchObject({ pickId: 'pk_late', kind: 'void', oldResult: 'lost', newResult: 'void', reason: c.reason });
    const { parseEvent } = await import('@gary/contracts');
    expect(() => parseEvent(events[0].envelope)).not.toThrow();
    await expect(insertPick(pool, { id: 'pk_third', date: '2026-11-28', eventId: 'ev-dup', publishedAt: '2026-11-28T16:00:00Z', gameTime: '2026-11-29T00:30:00Z', text: 'Los Angeles Lakers ML +115', odds: 115, side: 'away' })).rejects.toThrow(/picks_one_live_per_event/);
  } finally {
    fs.rmSync(before, { recursive: true, force: true });
    await pool.end();
    await s.drop();
  }
});
