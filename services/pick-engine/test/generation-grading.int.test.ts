// Generation and grading end to end: the engine's real gRPC server and Postgres schema, fixture
// odds-ingest and stats-ingest gRPC peers, the in-process bus behind the real outbox.
import { addDays, easternWallTimeToUtc, impliedProbability, topWinAmount, unitsWon } from '@gary/betting';
import { makeEvent, type EventEnvelope } from '@gary/contracts';
import { createInProcessBus } from '@gary/platform';
import type { ServiceUnderTest } from '@gary/testinfra';
import { GENERATION_LOCK } from '../src/generation/generation';
import { runPicks, startEngine, today, until } from './engine-kit';
import { startFixturePeers, type FixturePeers } from './fixture-peers';

jest.setTimeout(60_000);

let peers: FixturePeers;
let svc: ServiceUnderTest<'pick-engine'>;
const bus = createInProcessBus();
const seen: EventEnvelope[] = [];

beforeAll(async () => {
  peers = await startFixturePeers(new Date());
  await bus.subscribe({ groupId: 'test-observer', topics: ['pick.published', 'pick.graded'], handler: async (e) => void seen.push(e) });
  svc = await startEngine(bus, peers);
});

afterAll(async () => {
  await svc?.stop();
  await peers?.stop();
  await bus.close();
});

const outboxCount = async (topic: string) =>
  Number((await svc.pool.query('SELECT count(*)::int AS n FROM outbox WHERE topic = $1', [topic])).rows[0]!.n);

const waitIdle = () => until(async () => !(await svc.client.GetGenerationStatus({})).running && (await svc.client.GetGenerationStatus({})).runId !== '', 'the run to finish');

test('"a bad date is a 400 before any lock is taken": Generate 2026-02-30 is INVALID_ARGUMENT and leaves the generation lock free', async () => {
  await expect(svc.client.Generate({ date: '2026-02-30', requestedBy: 'test' })).rejects.toMatchObject({ kind: 'invalid', code: 'invalid_date' });
  const token = await svc.adapters.lock.acquire(GENERATION_LOCK, 1_000);
  expect(token).not.toBeNull();
  await svc.adapters.lock.release(GENERATION_LOCK, token!);
});

test('generation stores one pick per game for NBA, MLB (confirmed starters only) and NHL, and publishes each once', async () => {
  const first = await svc.client.Generate({ requestedBy: 'test' });
  expect(first.started).toBe(true);
  const again = await svc.client.Generate({ requestedBy: 'test' });
  expect(again).toMatchObject({ started: false, runId: first.runId });
  expect(again.message).toMatch(/already in progress|cooling down/);
  await waitIdle();

  const status = await svc.client.GetGenerationStatus({});
  expect(status.sports.map((s) => [s.sport, s.state])).toEqual([['NBA', 'done'], ['MLB', 'done'], ['NHL', 'done'], ['NFL', 'skipped'], ['EPL', 'skipped']]);
  expect(status.sports.find((s) => s.sport === 'NFL')!.message).toBe('Not in season');
  expect(status.nextRunAt).not.toBe('');

  const daily = { picks: await runPicks(svc.client, today) };
  expect(daily.picks.map((p) => p.eventId).sort()).toEqual(['mlb-nyy-bos', 'nba-bos-nyk', 'nba-den-phx', 'nba-mil-mia', 'nhl-tor-mtl']);
  for (const p of daily.picks) {
    expect(['spread', 'moneyline']).toContain(p.type);
    expect(p.pick).toMatch(/ [+-]\d{3,}$/);
    expect(p.confidence).toBeGreaterThanOrEqual(0.5);
    expect(p.confidence).toBeLessThanOrEqual(1);
    expect(p.writer).toBe('offline');
    expect(p.time).toMatch(/^\d{1,2}:\d{2} (AM|PM) ET$/);
    // Opaque: the id carries nothing of the pick (not even its league or date).
    expect(p.pickId).toMatch(/^pk_[a-z2-7]{26}$/);
    expect(Date.parse(p.publishedAt)).toBeLessThan(Date.parse(p.gameTime));
  }
  const mlb = daily.picks.find((p) => p.league === 'MLB')!;
  if (mlb.type === 'spread') expect(Math.abs(mlb.line)).toBe(1.5);
  expect(mlb.rationale).not.toMatch(/Logan Webb|TBD/);

  await until(async () => (await outboxCount('pick.published')) === 5 && seen.filter((e) => e.type === 'pick.published').length === 5, 'five pick.published');
  const ids = new Set(seen.filter((e) => e.type === 'pick.published').map((e) => e.key));
  expect(ids.size).toBe(5);
});

test('a published pick cannot change (database trigger); only its closing line is filled in, once', async () => {
  const [p] = (await runPicks(svc.client, today));
  await expect(svc.pool.query("UPDATE picks SET pick_text = 'Someone Else ML +100' WHERE pick_id = $1", [p!.pickId])).rejects.toThrow(/cannot change/);
  await expect(svc.pool.query('UPDATE picks SET odds = odds + 10 WHERE pick_id = $1', [p!.pickId])).rejects.toThrow(/cannot change/);
  await expect(svc.pool.query('DELETE FROM picks WHERE pick_id = $1', [p!.pickId])).rejects.toThrow(/cannot be deleted/);
});

test('closing odds are recorded from odds-ingest before the game starts', async () => {
  const bos = await until(async () => {
    const p = (await runPicks(svc.client, today)).find((x) => x.eventId === 'nba-bos-nyk');
    return p?.closingOdds !== undefined && p?.closingOdds !== null ? p : null;
  }, 'closing odds of the game about to start');
  expect(peers.calls.GetEventOdds).toBeGreaterThanOrEqual(1);
  expect(bos.closingOdds).not.toBe(bos.odds);
  // Games hours away are not closed yet.
  const later = (await runPicks(svc.client, today)).find((x) => x.eventId === 'nba-den-phx')!;
  expect(later.closingOdds ?? null).toBeNull();
});

test('"Storage is skipped when picks already exist for the Eastern date"', async () => {
  await new Promise((r) => setTimeout(r, 1_600)); // past the cooldown
  const calls = peers.calls.GetMatchupContext;
  const run = await svc.client.Generate({ requestedBy: 'test' });
  expect(run.started).toBe(true);
  await until(async () => {
    const s = await svc.client.GetGenerationStatus({});
    return s.runId === run.runId && !s.running;
  }, 'the second run');
  const s = await svc.client.GetGenerationStatus({});
  expect(s.sports.every((x) => x.state === 'skipped' && x.message === `Picks already stored for ${today}`)).toBe(true);
  expect(peers.calls.GetMatchupContext).toBe(calls);
  expect(await outboxCount('pick.published')).toBe(5);
});

test('"No games with confirmed starting pitchers found for {date}" when no MLB starter is confirmed', async () => {
  const tomorrow = (addDays(today, 1) as { value: string }).value;
  const late = new Date(Date.now() + 26 * 3_600_000);
  peers.setGames(tomorrow, peers.games.filter((g) => g.eventId === 'mlb-lad-sf').map((g) => ({ ...g, eventId: 'mlb-lad-sf-2', commence: late })));
  await new Promise((r) => setTimeout(r, 1_600));
  const run = await svc.client.Generate({ date: tomorrow, sports: ['MLB'], requestedBy: 'test' });
  expect(run.started).toBe(true);
  const s = await until(async () => {
    const st = await svc.client.GetGenerationStatus({});
    return st.runId === run.runId && !st.running ? st : null;
  }, 'the MLB run');
  expect(s.sports).toEqual([expect.objectContaining({ sport: 'MLB', state: 'skipped', message: `No games with confirmed starting pitchers found for ${tomorrow}` })]);
  expect(await runPicks(svc.client, tomorrow)).toEqual([]);
});

test('grading on game.final: every pick graded into game_results, pick.graded exactly once, redelivery changes nothing', async () => {
  const picks = (await runPicks(svc.client, today));
  const finals = picks.map((p, i) => {
    const g = peers.games.find((x) => x.eventId === p.eventId)!;
    // Alternate: the picked side wins big, then loses big, so both outcomes are graded.
    const pickedWins = i % 2 === 0;
    const homeWins = (p.side === 'home') === pickedWins;
    return makeEvent('game.final', {
      source: 'odds-ingest',
      key: p.eventId,
      data: { eventId: p.eventId, sport: p.league as 'NBA', homeTeam: g.home, awayTeam: g.away, commenceTime: g.commence.toISOString(), homeScore: homeWins ? 110 : 90, awayScore: homeWins ? 90 : 110, completedAt: new Date().toISOString(), simulated: true },
    });
  });
  await bus.publish(finals);
  await until(async () => (await outboxCount('pick.graded')) === picks.length, 'every pick graded');

  await bus.publish(finals); // redelivered, same event ids
  await bus.publish([{ ...finals[0]!, id: '00000000-0000-4000-8000-000000000001' }]); // a duplicate final with a new id
  await new Promise((r) => setTimeout(r, 500));
  expect(await outboxCount('pick.graded')).toBe(picks.length);
  const results = (await svc.pool.query("SELECT pick_id, result, final_score FROM game_results ORDER BY pick_id")).rows;
  expect(results).toHaveLength(picks.length);
  for (const r of results) expect(r.final_score).toMatch(/^(110-90|90-110)$/);
  const graded = await until(async () => {
    const g = seen.filter((e) => e.type === 'pick.graded');
    return g.length >= picks.length ? g : null;
  }, 'pick.graded delivered');
  expect(new Set(graded.map((e) => e.key)).size).toBe(picks.length);
  expect(graded).toHaveLength(picks.length);
  // Each carries the closing fair probability the Billfold's CLV is computed from (decisions' recap uses it too).
  const closing = new Map((await svc.pool.query<{ pick_id: string; closing_no_vig: string | null }>('SELECT pick_id, closing_no_vig FROM picks')).rows.map((r) => [r.pick_id, r.closing_no_vig === null ? null : Number(r.closing_no_vig)]));
  expect([...closing.values()].some((v) => v !== null)).toBe(true);
  for (const e of graded) expect((e.data as { closingNoVig?: number | null }).closingNoVig ?? null).toBe(closing.get(e.key) ?? null);
  const won = (await runPicks(svc.client, today)).filter((p) => p.result === 'won').length;
  expect(won).toBe(3);
});

test('the Billfold returns figures that recompute from the stored results', async () => {
  const now = new Date();
  const b = await svc.client.GetBillfold({ range: 'all', now: now.toISOString() });
  const rows = (
    await svc.pool.query(
      `SELECT r.result, r.odds, r.confidence, r.league, p.type, p.line, p.closing_line, p.closing_no_vig, r.pick_text
       FROM game_results r JOIN picks p USING (pick_id)`,
    )
  ).rows as { result: 'won' | 'lost' | 'push'; odds: number; confidence: string; league: string; type: string; line: string; closing_line: string | null; closing_no_vig: string | null; pick_text: string }[];
  const wins = rows.filter((r) => r.result === 'won').length;
  const losses = rows.filter((r) => r.result === 'lost').length;
  const pushes = rows.filter((r) => r.result === 'push').length;
  expect(b.empty).toBe(false);
  expect(b.record).toEqual({ wins, losses, pushes });
  expect(b.winRate).toBeCloseTo(wins / (wins + losses), 6);
  const units = rows.reduce((s, r) => s + (unitsWon(r.result, r.odds) as { value: number }).value, 0);
  expect(b.unitsWon).toBeCloseTo(units, 3);
  expect(b.roi).toBeCloseTo(units / rows.length, 3);
  const top = Math.max(...rows.filter((r) => r.result === 'won').map((r) => (topWinAmount(r.odds) as { value: number }).value));
  expect(b.topWin!.amount).toBeCloseTo(top, 2);
  for (const s of b.bySport) {
    const rs = rows.filter((r) => r.league === s.sport);
    expect(s.wins + s.losses + s.pushes).toBe(rs.length);
  }
  expect(b.betTypes.reduce((s, t) => s + t.count, 0)).toBe(rows.length);
  expect(b.calibration.reduce((s, c) => s + c.picks, 0)).toBe(rows.length);
  const clvs = rows
    .filter((r) => r.closing_no_vig !== null && Number(r.closing_line) === Number(r.line))
    .map((r) => Number(r.closing_no_vig) - (impliedProbability(r.odds) as { value: number }).value);
  expect(clvs.length).toBeGreaterThanOrEqual(1);
  expect(b.avgClv).toBeCloseTo(clvs.reduce((a, c) => a + c, 0) / clvs.length, 3);
  expect(b.recent).toHaveLength(rows.length);
  expect(b.unitsOverTime.at(-1)!.units).toBeCloseTo(units, 3);
  // Yesterday had nothing graded.
  expect(b.yesterday).toEqual({ wins: 0, losses: 0, pushes: 0 });
  const empty = await svc.client.GetBillfold({ range: '7d', now: new Date(now.getTime() + 30 * 86_400_000).toISOString() });
  expect(empty).toMatchObject({ empty: true, record: { wins: 0, losses: 0, pushes: 0 }, topWin: null });
});

test('GetDailyPicks: "before 10:00 Eastern the previous day\'s picks are tried first" (the card of a day is its games\' picks)', async () => {
  const tomorrow = (addDays(today, 1) as { value: string }).value;
  // 09:00 Eastern tomorrow: today's card is still the one shown.
  const nine = (easternWallTimeToUtc(tomorrow, 9) as { value: Date }).value;
  const early = await svc.client.GetDailyPicks({ now: nine.toISOString() });
  expect(early.date).toBe(today);
  expect(early.picks.every((p) => p.gameDay === today)).toBe(true);
  // From 10:00 tomorrow's card: the run's games after midnight (a night-time run) and nothing else.
  const eleven = (easternWallTimeToUtc(tomorrow, 11) as { value: Date }).value;
  const late = await svc.client.GetDailyPicks({ now: eleven.toISOString() });
  expect(late.date).toBe(tomorrow);
  expect(late.picks.every((p) => p.gameDay === tomorrow)).toBe(true);
  expect(early.picks.length + late.picks.length).toBe(5);
});

test('each pick stores the model version and the model\'s probability beside the market\'s, and its rationale says value or lean', async () => {
  const { rows } = await svc.pool.query("SELECT league, model_version, model_probability, no_vig_probability, pick_label, rationale FROM picks WHERE date = $1", [today]);
  expect(rows.length).toBe(5);
  for (const r of rows) {
    expect(['value', 'lean']).toContain(r.pick_label);
    expect(r.rationale).toMatch(r.pick_label === 'value' ? /Value play/ : /a lean/);
    if (r.league === 'NHL') {
      // No ratings ship for the NHL: Gary reads the market there.
      expect(r.model_version).toBe('none');
      expect(r.model_probability).toBeNull();
    } else {
      expect(r.model_version).toMatch(new RegExp(`^${String(r.league).toLowerCase()}-elo-\\d{4}-[0-9a-f]{8}(\\+\\d+)?$`));
      expect(Number(r.model_probability)).toBeGreaterThan(0);
      expect(Number(r.model_probability)).toBeLessThan(1);
    }
  }
  // They are part of the published pick: the trigger refuses a change.
  const [p] = (await runPicks(svc.client, today));
  await expect(svc.pool.query("UPDATE picks SET pick_label = 'value', model_version = 'other' WHERE pick_id = $1", [p!.pickId])).rejects.toThrow(/cannot change/);
});

test('"ratings carried forward by finals": every rated final is recorded once for the model, picked or not, and moves the version', async () => {
  const { createLiveModel } = await import('../src/generation/live-model');
  const model = createLiveModel({ db: svc.pool });
  const before = await model.view('NBA', 'Boston Celtics', 'New York Knicks', today);
  const countNba = async () => Number((await svc.pool.query("SELECT count(*)::int AS n FROM model_finals WHERE league = 'NBA'")).rows[0]!.n);
  const n0 = await countNba();
  const unpicked = makeEvent('game.final', {
    source: 'odds-ingest',
    key: 'nba-unpicked-1',
    data: { eventId: 'nba-unpicked-1', sport: 'NBA', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', commenceTime: new Date(Date.now() - 3 * 3_600_000).toISOString(), homeScore: 80, awayScore: 130, completedAt: new Date().toISOString(), simulated: true },
  });
  await bus.publish([unpicked]);
  await until(async () => (await countNba()) === n0 + 1, 'the unpicked final recorded for the model');
  await bus.publish([{ ...unpicked, id: '00000000-0000-4000-8000-000000000002' }]); // the same game again under a new event id
  await new Promise((r) => setTimeout(r, 500));
  expect(await countNba()).toBe(n0 + 1);
  // NHL finals are not rated: nothing is recorded for them.
  expect(Number((await svc.pool.query("SELECT count(*)::int AS n FROM model_finals WHERE league = 'NHL'")).rows[0]!.n)).toBe(0);
  const after = await model.view('NBA', 'Boston Celtics', 'New York Knicks', today);
  expect(after.version).toBe(`${before.version.split('+')[0]}+${n0 + 1}`);
  expect(after.eloHome!).toBeLessThan(before.eloHome!);
});
