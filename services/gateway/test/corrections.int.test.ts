// Corrections end to end, every real service behind the real gateway: "a correction re-settles
// decisions exactly once and shows on the public page". A member rides two picks, both games
// finish and are graded, then an admin voids one game: the correction is on /api/corrections for
// anyone, the member's BetCard is as if that ride was never made, and repeating the void changes
// nothing. The Billfold lists the pick as scratched, in both ledgers.
import { ADMIN_TOKEN, startFullStack, type FullStack } from './full-stack';

jest.setTimeout(240_000);

let stack: FullStack;
beforeAll(async () => {
  stack = await startFullStack({ env: { PICKS_COOLDOWN_MS: '0', PICKS_SPORT_PAUSE_MS: '0', ODDS_POLLER_ENABLED: 'true' } });
});
afterAll(async () => {
  await stack?.stop();
});

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const eastern = (t: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(t));

async function until<T>(fn: () => Promise<T | null | undefined | false>, what: string, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Generates days' picks through the admin route until one has two picks whose games are at least an hour away. */
async function picksAhead(): Promise<{ pickId: string; eventId: string; pick: string; game: string }[]> {
  const end = Date.now() + 150_000;
  for (;;) {
    for (const d of [0, 1, 2]) {
      const date = eastern(Date.now() + d * 86_400_000);
      // The odds poller fills the slates shortly after start-up.
      const slate = await stack.byName['odds-ingest']!.client.GetSlate({ sport: 'NBA', date });
      if (slate.games.filter((g) => Date.parse(g.commenceTime) > Date.now() + 3_600_000).length < 2) continue;
      const started = (await stack.app.inject({ method: 'POST', url: '/api/admin/picks/generate', headers: admin, payload: { date, sports: ['NBA'] } })).json();
      await until(async () => {
        const s = (await stack.app.inject({ method: 'GET', url: '/api/admin/picks/status', headers: admin })).json();
        return !s.running && s.runId === started.runId;
      }, `the generation of ${date}`, 120_000);
      const day = await stack.byName['pick-engine']!.client.GetDailyPicks({ date, now: '' });
      const ahead = day.picks.filter((p) => Date.parse(p.gameTime) > Date.now() + 3_600_000);
      if (ahead.length >= 2) return ahead;
    }
    if (Date.now() > end) throw new Error('no day with two NBA picks ahead');
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

test('"a correction re-settles decisions exactly once and shows on the public page": an admin voids a graded game', async () => {
  const token = await stack.member(`corrections-${Date.now()}@example.com`);
  const me = { authorization: `Bearer ${token}` };
  const userId = (await stack.app.inject({ method: 'GET', url: '/api/stats/me', headers: me })).json().userId as string;
  // Pro, so the member may ride any pick (a paid subscription on record in billing's schema).
  await stack.byName.billing!.pool.query(
    `INSERT INTO subscriptions (id, user_id, status, current_period_end, state_at) VALUES ($1, $2, 'active', now() + interval '30 days', 0)`,
    [`sub_corrections_${userId}`, userId],
  );
  const [a, b] = await picksAhead();
  for (const p of [a!, b!]) {
    const res = await stack.app.inject({ method: 'POST', url: '/api/decisions', headers: me, payload: { pickId: p.pickId, decision: 'ride' } });
    expect(res.statusCode).toBe(200);
  }
  for (const p of [a!, b!]) expect((await stack.app.inject({ method: 'POST', url: `/api/admin/games/${p.eventId}/finish`, headers: admin })).statusCode).toBe(200);
  const graded = await until(async () => {
    const s = (await stack.app.inject({ method: 'GET', url: '/api/stats/me', headers: me })).json();
    return s.winCount + s.lossCount + s.pushCount === 2 ? s : null;
  }, 'both rides settled');
  expect(graded.rideCount + graded.fadeCount).toBe(2);
  const resultOfB = (await stack.byName['pick-engine']!.client.GetPick({ pickId: b!.pickId })).result;

  // Bad input is a 400 in the one envelope; a member is not an admin.
  const bad = await stack.app.inject({ method: 'POST', url: `/api/admin/games/${a!.eventId}/scratch`, headers: admin, payload: { status: 'rain', reason: '' } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.code).toBeDefined();
  expect((await stack.app.inject({ method: 'POST', url: `/api/admin/games/${a!.eventId}/scratch`, headers: me, payload: { status: 'void', reason: 'x' } })).statusCode).toBe(403);

  const voided = await stack.app.inject({ method: 'POST', url: `/api/admin/games/${a!.eventId}/scratch`, headers: admin, payload: { status: 'void', reason: 'Official result voided by the league' } });
  expect(voided.json()).toMatchObject({ voided: 1, status: 'void' });

  // The BetCard: as if the ride on A was never made.
  const after = await until(async () => {
    const s = (await stack.app.inject({ method: 'GET', url: '/api/stats/me', headers: me })).json();
    return s.rideCount + s.fadeCount === 1 ? s : null;
  }, 'the ride on the voided game re-settled');
  expect(after.winCount + after.lossCount + after.pushCount).toBe(1);
  expect(after.rideCount).toBe(1);
  expect(after.winCount).toBe(resultOfB === 'won' ? 1 : 0);
  expect(after.recentResults.map((r: { pickId: string }) => r.pickId)).toEqual([b!.pickId]);

  // The public page: anonymous, the correction with the old and new result, reason and source.
  const list = (await stack.app.inject({ method: 'GET', url: '/api/corrections' })).json().corrections as Record<string, unknown>[];
  const row = list.find((c) => c.pickId === a!.pickId)!;
  expect(row).toMatchObject({ kind: 'void', newResult: 'void', reason: 'Official result voided by the league', pick: a!.pick, locked: false, revision: 1 });
  expect(['won', 'lost', 'push']).toContain(row.oldResult);
  expect(row.source).toBe('admin'); // which admin stays in the logs
  expect((await stack.app.inject({ method: 'GET', url: '/api/corrections?limit=0' })).statusCode).toBe(400);

  // Exactly once: the same void again changes nothing anywhere.
  const version = (await stack.byName.decisions!.pool.query('SELECT version FROM user_stats WHERE user_id = $1', [userId])).rows[0]!.version;
  const again = await stack.app.inject({ method: 'POST', url: `/api/admin/games/${a!.eventId}/scratch`, headers: admin, payload: { status: 'void', reason: 'Official result voided by the league' } });
  expect(again.json()).toMatchObject({ voided: 0 });
  // "an admin scratch of an unknown event answers 200": a game Gary never picked is a 404.
  const unknown = await stack.app.inject({ method: 'POST', url: '/api/admin/games/no-such-event-9f3a/scratch', headers: admin, payload: { status: 'void', reason: 'Official result voided by the league' } });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().error.code).toBe('event_not_found');
  await new Promise((r) => setTimeout(r, 1_000));
  expect((await stack.byName.decisions!.pool.query('SELECT version FROM user_stats WHERE user_id = $1', [userId])).rows[0]!.version).toBe(version);
  expect(((await stack.app.inject({ method: 'GET', url: '/api/corrections' })).json().corrections as { pickId: string }[]).filter((c) => c.pickId === a!.pickId)).toHaveLength(1);
  expect((await stack.byName.decisions!.pool.query('SELECT count(*)::int AS n FROM applied_corrections WHERE pick_id = $1', [a!.pickId])).rows[0]!.n).toBe(1);

  // The Billfold lists it as scratched, in both ledgers, and counts it in neither record.
  for (const ledger of ['gary', 'fade']) {
    const bf = (await stack.app.inject({ method: 'GET', url: `/api/billfold?ledger=${ledger}` })).json();
    expect(bf.ledger).toBe(ledger);
    expect(bf.scratched).toEqual(expect.arrayContaining([expect.objectContaining({ matchup: a!.game, reason: 'Official result voided by the league', kind: 'void' })]));
    expect(bf.recent.map((r: { pickId: string }) => r.pickId)).not.toContain(a!.pickId);
  }
  expect((await stack.app.inject({ method: 'GET', url: '/api/billfold?ledger=other' })).statusCode).toBe(400);
  expect((await stack.app.inject({ method: 'GET', url: '/api/billfold?kind=props&ledger=fade' })).statusCode).toBe(400);
});
