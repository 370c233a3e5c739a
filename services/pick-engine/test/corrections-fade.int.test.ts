// Fade Gary and corrections end to end: the engine's real gRPC server and Postgres schema, fixture
// odds-ingest and stats-ingest gRPC peers, the in-process bus behind the real outbox.
import { bestPrice, impliedProbability, unitsWon } from '@gary/betting';
import { makeEvent, type EventEnvelope } from '@gary/contracts';
import { createInProcessBus } from '@gary/platform';
import type { ServiceUnderTest } from '@gary/testinfra';
import { runPicks, startEngine, today, until } from './engine-kit';
import { startFixturePeers, type FixturePeers } from './fixture-peers';

jest.setTimeout(60_000);

let peers: FixturePeers;
let svc: ServiceUnderTest<'pick-engine'>;
const bus = createInProcessBus();
const seen: EventEnvelope[] = [];

beforeAll(async () => {
  peers = await startFixturePeers(new Date());
  await bus.subscribe({ groupId: 'test-observer', topics: ['pick.graded', 'pick.corrected'], handler: async (e) => void seen.push(e) });
  svc = await startEngine(bus, peers);
  await svc.client.Generate({ requestedBy: 'test' });
  await until(async () => {
    const s = await svc.client.GetGenerationStatus({});
    return s.runId !== '' && !s.running;
  }, 'the run to finish');
});

afterAll(async () => {
  await svc?.stop();
  await peers?.stop();
  await bus.close();
});

const count = async (sql: string, args: unknown[] = []) => Number((await svc.pool.query(sql, args)).rows[0]!.n);

const finalOf = (eventId: string, homeScore: number, awayScore: number) => {
  const g = peers.games.find((x) => x.eventId === eventId)!;
  return makeEvent('game.final', {
    source: 'odds-ingest',
    key: eventId,
    data: { eventId, sport: g.sport, homeTeam: g.home, awayTeam: g.away, commenceTime: g.commence.toISOString(), homeScore, awayScore, completedAt: new Date().toISOString(), simulated: true },
  });
};

test('"the other side as a bet of its own, priced at the best opposite price among the books at publish time": one fade per pick, stored with it', async () => {
  const picks = (await runPicks(svc.client, today));
  expect(picks.length).toBe(5);
  const { rows } = await svc.pool.query('SELECT * FROM pick_fades');
  expect(rows).toHaveLength(picks.length);
  for (const p of picks) {
    const f = rows.find((r) => r.pick_id === p.pickId)!;
    expect(f.type).toBe(p.type);
    expect(f.side).toBe(p.side === 'home' ? 'away' : 'home');
    const g = peers.games.find((x) => x.eventId === p.eventId)!;
    const which = f.side === 'home' ? 0 : 1;
    // The best price of the other side across the books, not its fair price.
    const prices = p.type === 'moneyline' ? g.books.map((b) => b.ml[which]) : g.books.filter((b) => b.spread).map((b) => b.spread!.prices[which]);
    expect(Number(f.odds)).toBe((bestPrice(prices) as { value: { price: number } }).value.price);
    if (p.type === 'spread') expect(Number(f.line)).toBe(-p.line);
    expect(Number(f.probability)).toBeCloseTo(1 - p.confidence, 3);
    expect(f.fade_text).toMatch(/ [+-]\d{3,}$/);
  }
  // Published with the pick: it cannot change.
  await expect(svc.pool.query('UPDATE pick_fades SET odds = odds + 5 WHERE pick_id = $1', [picks[0]!.pickId])).rejects.toThrow(/cannot change/);
});

test('"graded from the same final, with its own closing line value": the Fade-Gary figures equal a recomputation from the rows', async () => {
  const picks = (await runPicks(svc.client, today));
  // Leave one game unplayed for the scratch test below.
  const played = picks.filter((p) => p.eventId !== 'nhl-tor-mtl');
  await bus.publish(played.map((p, i) => (i % 2 === 0 ? finalOf(p.eventId, 110, 90) : finalOf(p.eventId, 90, 110))));
  await until(async () => (await count('SELECT count(*)::int AS n FROM game_results')) === played.length, 'the played picks graded');
  // A closing line for the fades of the games about to start (recorded by the closing job).
  await until(async () => (await count('SELECT count(*)::int AS n FROM pick_fades WHERE closing_odds IS NOT NULL')) >= 1, 'a fade closing line');

  const { rows } = await svc.pool.query(`SELECT r.result, r.fade_result, f.odds, f.line, f.side, f.type, f.closing_line, f.closing_no_vig, r.final_score
                                         FROM game_results r JOIN pick_fades f USING (pick_id)`);
  for (const r of rows) {
    // The fade on the other side of the same line is the mirror of the pick.
    const [away, home] = String(r.final_score).split('-').map(Number) as [number, number];
    const margin = (r.side === 'home' ? home - away : away - home) + (r.type === 'spread' ? Number(r.line) : 0);
    expect(r.fade_result).toBe(margin > 0 ? 'won' : margin < 0 ? 'lost' : 'push');
    expect(r.fade_result).toBe(r.result === 'won' ? 'lost' : r.result === 'lost' ? 'won' : 'push');
  }

  const fade = await svc.client.GetBillfold({ range: 'all', now: new Date().toISOString(), ledger: 'fade' });
  const gary = await svc.client.GetBillfold({ range: 'all', now: new Date().toISOString(), ledger: 'gary' });
  expect(fade.ledger).toBe('fade');
  expect(fade.recent).toHaveLength(played.length);
  // Recomputed from the Fade-Gary rows alone (each row: its own price, result and CLV).
  const rec = fade.recent;
  const wins = rec.filter((r) => r.result === 'won').length;
  const losses = rec.filter((r) => r.result === 'lost').length;
  const pushes = rec.filter((r) => r.result === 'push').length;
  expect(fade.record).toEqual({ wins, losses, pushes });
  const units = rec.reduce((s, r) => s + (unitsWon(r.result as 'won', r.odds) as { value: number }).value, 0);
  expect(fade.unitsWon).toBeCloseTo(units, 3);
  expect(fade.roi).toBeCloseTo(units / rec.length, 3);
  const clvs = rec.filter((r) => r.clv !== null && r.clv !== undefined).map((r) => r.clv!);
  expect(clvs.length).toBeGreaterThanOrEqual(1);
  expect(fade.avgClv).toBeCloseTo(clvs.reduce((a, c) => a + c, 0) / clvs.length, 3);
  // ... and each row's CLV from the stored closing line: closing no-vig minus the fade price's break-even.
  for (const r of rows.filter((x) => x.closing_no_vig !== null && Number(x.closing_line) === Number(x.line))) {
    const row = rec.find((x) => x.odds === Number(r.odds) && x.clv !== undefined && x.clv !== null)!;
    expect(row).toBeDefined();
  }
  for (const r of rec) {
    const f = rows.find((x) => Number(x.odds) === r.odds)!;
    if (r.clv !== null && r.clv !== undefined) expect(r.clv).toBeCloseTo(Number(f.closing_no_vig) - (impliedProbability(r.odds) as { value: number }).value, 6);
  }
  // The fade's record is Gary's turned over; its prices are the other side's, not Gary's.
  expect(fade.record).toEqual({ wins: gary.record!.losses, losses: gary.record!.wins, pushes: gary.record!.pushes });
  expect(fade.recent.map((r) => r.pick)).not.toEqual(gary.recent.map((r) => r.pick));
});

test('"a corrected final from the source is applied as a correction": one row keeping the old and new result, the result moved once, an event, nothing overwritten silently', async () => {
  const picks = (await runPicks(svc.client, today));
  const p = picks.find((x) => x.eventId === 'nba-bos-nyk')!;
  const before = (await svc.pool.query('SELECT result, final_score, fade_result FROM game_results WHERE pick_id = $1', [p.pickId])).rows[0]!;
  const [away, home] = String(before.final_score).split('-').map(Number) as [number, number];
  // The source swaps the score: the other team won.
  const corrected = finalOf(p.eventId, away, home);
  await bus.publish([corrected]);
  await until(async () => (await count('SELECT count(*)::int AS n FROM pick_corrections WHERE pick_id = $1', [p.pickId])) === 1, 'the correction');
  const c = (await svc.pool.query('SELECT * FROM pick_corrections WHERE pick_id = $1', [p.pickId])).rows[0]!;
  expect(c).toMatchObject({ revision: 1, kind: 'final', old_result: before.result, old_final_score: before.final_score, new_final_score: `${home}-${away}`, source: 'odds-ingest: simulated provider' });
  expect(c.new_result).not.toBe(before.result);
  expect(c.reason).toMatch(/Corrected final score/);
  const after = (await svc.pool.query('SELECT result, final_score, fade_result, revision FROM game_results WHERE pick_id = $1', [p.pickId])).rows[0]!;
  expect(after).toMatchObject({ result: c.new_result, final_score: `${home}-${away}`, revision: 1 });
  expect(after.fade_result).not.toBe(before.fade_result);

  // Replayed (same event) and repeated (new id): nothing changes.
  await bus.publish([corrected, { ...corrected, id: '00000000-0000-4000-8000-00000000c0c0' }]);
  await new Promise((r) => setTimeout(r, 500));
  expect(await count('SELECT count(*)::int AS n FROM pick_corrections WHERE pick_id = $1', [p.pickId])).toBe(1);
  const events = await until(async () => {
    const e = seen.filter((x) => x.type === 'pick.corrected' && x.key === p.pickId);
    return e.length >= 1 ? e : null;
  }, 'pick.corrected');
  expect(events).toHaveLength(1);
  expect(events[0]!.data).toMatchObject({ pickId: p.pickId, revision: 1, oldResult: before.result, newResult: c.new_result });

  // The database refuses a silent change, and the log refuses edits.
  await expect(svc.pool.query("UPDATE game_results SET result = 'push' WHERE pick_id = $1", [p.pickId])).rejects.toThrow(/only by its next correction/);
  await expect(svc.pool.query("UPDATE game_results SET result = 'push', revision = 2 WHERE pick_id = $1", [p.pickId])).rejects.toThrow(/correction on record/);
  await expect(svc.pool.query("UPDATE pick_corrections SET reason = 'x' WHERE pick_id = $1", [p.pickId])).rejects.toThrow(/public record/);
  await expect(svc.pool.query('DELETE FROM game_results WHERE pick_id = $1', [p.pickId])).rejects.toThrow(/cannot be deleted/);

  const b = await svc.client.GetBillfold({ range: 'all', now: new Date().toISOString() });
  expect(b.recent.find((r) => r.pickId === p.pickId)).toMatchObject({ corrected: true, result: c.new_result });
});

test('"postponed and cancelled games void their picks": a scratched pick is never graded, counted in no record, listed as scratched, with a correction row', async () => {
  const picks = (await runPicks(svc.client, today));
  const p = picks.find((x) => x.eventId === 'nhl-tor-mtl')!;
  const garyBefore = await svc.client.GetBillfold({ range: 'all', now: new Date().toISOString() });
  await expect(svc.client.ScratchGame({ eventId: p.eventId, status: 'rained-out', reason: 'x' })).rejects.toMatchObject({ kind: 'invalid' });
  await expect(svc.client.ScratchGame({ eventId: p.eventId, status: 'postponed', reason: '  ' })).rejects.toMatchObject({ kind: 'invalid' });
  const res = await svc.client.ScratchGame({ eventId: p.eventId, status: 'postponed', reason: 'Postponed: arena roof damage', requestedBy: 'admin-1' });
  expect(res.voided).toBe(1);
  expect((await svc.client.ScratchGame({ eventId: p.eventId, status: 'postponed', reason: 'Postponed: arena roof damage' })).voided).toBe(0);
  const c = (await svc.pool.query('SELECT * FROM pick_corrections WHERE pick_id = $1', [p.pickId])).rows;
  expect(c).toHaveLength(1);
  expect(c[0]).toMatchObject({ kind: 'postponed', old_result: null, new_result: 'void', new_final_score: '', reason: 'Postponed: arena roof damage', source: 'admin' });

  // A final heard later grades nothing.
  await bus.publish([finalOf(p.eventId, 4, 2)]);
  await new Promise((r) => setTimeout(r, 500));
  expect((await svc.pool.query('SELECT result FROM game_results WHERE pick_id = $1', [p.pickId])).rows).toEqual([{ result: 'void' }]);
  expect(seen.filter((e) => e.type === 'pick.graded' && e.key === p.pickId)).toHaveLength(0);
  expect(seen.filter((e) => e.type === 'pick.corrected' && e.key === p.pickId).length).toBeLessThanOrEqual(1);

  for (const ledger of ['gary', 'fade']) {
    const b = await svc.client.GetBillfold({ range: 'all', now: new Date().toISOString(), ledger });
    expect(b.recent.find((r) => r.pickId === p.pickId)).toBeUndefined();
    expect(b.scratched).toEqual([expect.objectContaining({ sport: 'NHL', matchup: p.game, reason: 'Postponed: arena roof damage', kind: 'postponed' })]);
  }
  const garyAfter = await svc.client.GetBillfold({ range: 'all', now: new Date().toISOString() });
  expect(garyAfter.record).toEqual(garyBefore.record);

  const list = (await svc.client.ListCorrections({})).corrections;
  expect(list.map((x) => x.pickId)).toEqual(expect.arrayContaining([p.pickId, picks.find((x) => x.eventId === 'nba-bos-nyk')!.pickId]));
  expect(list[0]).toMatchObject({ pickId: p.pickId, kind: 'postponed', oldResult: '', newResult: 'void', matchup: p.game, league: 'NHL' });
});

test('"seen by odds-ingest from the provider": game.scratched voids the game\'s picks through the same correction path', async () => {
  const picks = (await runPicks(svc.client, today));
  const p = picks.find((x) => x.league === 'MLB')!;
  const g = peers.games.find((x) => x.eventId === p.eventId)!;
  const scratched = makeEvent('game.scratched', {
    source: 'odds-ingest',
    key: p.eventId,
    data: {
      eventId: p.eventId, sport: 'MLB', homeTeam: g.home, awayTeam: g.away, commenceTime: g.commence.toISOString(), status: 'postponed',
      reason: 'Postponed by the provider: moved a day', source: 'odds-ingest: The Odds API', newEventId: 'f'.repeat(32),
      newCommenceTime: new Date(g.commence.getTime() + 86_400_000).toISOString(), seenAt: new Date().toISOString(),
    },
  });
  await bus.publish([scratched, { ...scratched, id: '00000000-0000-4000-8000-00000000d0d0' }]);
  await until(async () => (await count("SELECT count(*)::int AS n FROM pick_corrections WHERE pick_id = $1 AND kind = 'postponed'", [p.pickId])) === 1, 'the scratch');
  await new Promise((r) => setTimeout(r, 300));
  expect(await count('SELECT count(*)::int AS n FROM pick_corrections WHERE pick_id = $1', [p.pickId])).toBe(1);
  expect((await svc.pool.query('SELECT result, fade_result FROM game_results WHERE pick_id = $1', [p.pickId])).rows).toEqual([{ result: 'void', fade_result: 'void' }]);
  expect((await svc.pool.query('SELECT source, old_result FROM pick_corrections WHERE pick_id = $1', [p.pickId])).rows[0]).toMatchObject({ source: 'odds-ingest: The Odds API' });
});
