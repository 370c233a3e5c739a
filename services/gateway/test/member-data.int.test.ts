// A member's data in their own hands, and Gary's record for anyone, every real service behind the
// real gateway (issue 29). "A signed-in member can download everything we hold about them ... as
// JSON and CSV"; "can delete their account: the account and personal data go, a self-exclusion is
// kept as long as its period requires, their decisions leave the leaderboard, and the public record
// of Gary's picks is untouched"; "Gary's whole graded record as CSV and JSON (each pick with its log
// leaf index so a row can be proven)".
import { ADMIN_TOKEN, startFullStack, type FullStack } from './full-stack';

jest.setTimeout(300_000);

let stack: FullStack;
beforeAll(async () => {
  stack = await startFullStack({ env: { PICKS_COOLDOWN_MS: '0', PICKS_SPORT_PAUSE_MS: '0', ODDS_POLLER_ENABLED: 'true' } });
});
afterAll(async () => {
  await stack?.stop();
});

const PASSWORD = 'ride-the-bear-42';
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
const eastern = (t: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(t));
const get = (url: string, headers: Record<string, string> = {}) => stack.app.inject({ method: 'GET', url, headers });

async function until<T>(fn: () => Promise<T | null | undefined | false>, what: string, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

type P = { pickId: string; eventId: string; pick: string; date: string };
/** A day's NBA picks (at least three) whose games are an hour or more away, generated through the admin route. */
async function picksAhead(): Promise<P[]> {
  const end = Date.now() + 150_000;
  for (;;) {
    for (const d of [0, 1, 2]) {
      const date = eastern(Date.now() + d * 86_400_000);
      const slate = await stack.byName['odds-ingest']!.client.GetSlate({ sport: 'NBA', date });
      if (slate.games.filter((g) => Date.parse(g.commenceTime) > Date.now() + 3_600_000).length < 3) continue;
      const started = (await stack.app.inject({ method: 'POST', url: '/api/admin/picks/generate', headers: admin, payload: { date, sports: ['NBA'] } })).json();
      await until(async () => {
        const s = (await get('/api/admin/picks/status', admin)).json();
        return !s.running && s.runId === started.runId;
      }, `the generation of ${date}`, 120_000);
      const day = await stack.byName['pick-engine']!.client.GetDailyPicks({ date, now: '' });
      const ahead = day.picks.filter((p) => Date.parse(p.gameTime) > Date.now() + 3_600_000);
      if (ahead.length >= 3) return ahead;
    }
    if (Date.now() > end) throw new Error('no day with three NBA picks ahead');
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

async function buyPro(token: string): Promise<void> {
  const url = new URL((await stack.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: bearer(token) })).json().url as string).pathname;
  const pay = await stack.app.inject({ method: 'POST', url: `${url}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  expect(pay.statusCode).toBe(303);
  await until(async () => (await get('/api/me', bearer(token))).json().plan === 'pro', 'the Pro plan');
}

const ride = async (token: string, pickId: string, decision = 'ride') =>
  expect((await stack.app.inject({ method: 'POST', url: '/api/decisions', headers: bearer(token), payload: { pickId, decision } })).statusCode).toBe(200);

describe('a member\'s data and Gary\'s record', () => {
  const stamp = Date.now().toString(36);
  const freeEmail = `export-free-${stamp}@example.com`;
  const proEmail = `export-pro-${stamp}@example.com`;
  let free = '';
  let pro = '';
  let proId = '';
  let freeId = '';
  let picks: P[] = [];
  let locked: P;
  let freePick: P;

  beforeAll(async () => {
    free = await stack.member(freeEmail);
    pro = await stack.member(proEmail);
    freeId = (await get('/api/stats/me', bearer(free))).json().userId;
    proId = (await get('/api/stats/me', bearer(pro))).json().userId;
    await buyPro(pro);
    picks = await picksAhead();
    // The day's free pick is the one a free member can ride; every other is locked to them.
    const day = await stack.byName['pick-engine']!.client.GetDailyPicks({ date: picks[0]!.date, now: '' });
    for (const p of day.picks.filter((x) => Date.parse(x.gameTime) > Date.now() + 120_000)) {
      const res = await stack.app.inject({ method: 'POST', url: '/api/decisions', headers: bearer(free), payload: { pickId: p.pickId, decision: 'fade' } });
      if (res.statusCode === 200) {
        freePick = p;
        break;
      }
      expect(res.statusCode).toBe(404);
    }
    expect(freePick).toBeDefined();
    locked = picks.find((p) => p.pickId !== freePick.pickId)!;
    // A Pro plan that lapsed leaves a ride on a pick the member may no longer read: as stored then.
    await stack.byName.decisions!.pool.query(
      `INSERT INTO decisions (user_id, pick_id, decision, decided_at, decided_on, stake_units) VALUES ($1, $2, 'ride', now(), $3, 2)`,
      [freeId, locked.pickId, eastern(Date.now())],
    );
    for (const p of picks) await ride(pro, p.pickId);
    // Stakes, limits, a break's history and alert settings to find in the export.
    expect((await stack.app.inject({ method: 'PUT', url: '/api/play/plan', headers: bearer(free), payload: { stakeUnits: 2, limits: [{ name: 'decisions_day', value: 5 }] } })).statusCode).toBe(200);
    expect((await stack.app.inject({ method: 'PUT', url: '/api/me/alerts', headers: bearer(free), payload: { timeZone: 'America/Chicago' } })).statusCode).toBeLessThan(300);
  }, 300_000);

  test('"everything we hold about them" as JSON: account, decisions with stakes, limits, alert settings, subscription history; a pending locked pick\'s text is not in it', async () => {
    // In /api/docs: the three routes, with their formats and the delete's body.
    const docs = (await get('/api/docs')).json().paths;
    expect(docs['/api/me/export'].get.parameters).toEqual([expect.objectContaining({ name: 'format', in: 'query', schema: expect.objectContaining({ enum: ['json', 'csv'] }) })]);
    expect(docs['/api/me'].delete.requestBody.content['application/json'].schema.required).toEqual(['password']);
    expect(docs['/api/record/export'].get.parameters).toEqual([expect.objectContaining({ name: 'format', schema: expect.objectContaining({ enum: ['json', 'csv'] }) })]);
    expect(docs['/api/record/export'].get.security).toBeUndefined();
    expect((await get('/api/me/export')).statusCode).toBe(401);
    expect((await get('/api/me/export?format=xml', bearer(free))).statusCode).toBe(400);
    const res = await get('/api/me/export?format=json', bearer(free));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gary-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const e = res.json();
    expect(e.account).toMatchObject({ id: freeId, email: freeEmail, dateOfBirth: '1990-04-01', plan: 'free' });
    expect(e.plan).toBe('free');
    expect(e.decisionsComplete).toBe(true);
    expect(e.stakesAndLimits.stakeUnits).toBe(2);
    expect(e.stakesAndLimits.limits).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'decisions_day', value: 5 })]));
    expect(e.alertSettings.timeZone).toBe('America/Chicago');
    expect(e.sessions.length).toBeGreaterThanOrEqual(1);
    expect(e.mail.map((m: { subject: string }) => m.subject)).toContain('Confirm your email for Gary');
    const byPick = new Map((e.decisions as { pickId: string }[]).map((d) => [d.pickId, d]));
    expect(byPick.get(freePick.pickId)).toMatchObject({ decision: 'fade', outcome: 'pending', stakeUnits: 1, pick: freePick.pick });
    // The lapsed Pro ride: the member's own decision is there, its pick's words and price are not.
    const hidden = (e.decisions as Record<string, unknown>[]).find((d) => d.locked === true)!;
    expect(hidden).toMatchObject({ decision: 'ride', stakeUnits: 2, pick: null, odds: null });
    expect(res.body).not.toContain(locked.pick);
    expect(e.subscriptions).toEqual([]);
    // Pro: the subscription and the checkout that paid for it.
    const p = (await get('/api/me/export', bearer(pro))).json();
    expect(p.plan).toBe('pro');
    expect(p.subscriptions).toEqual([expect.objectContaining({ status: 'active', cancelAtPeriodEnd: false })]);
    expect(p.checkouts).toEqual([expect.objectContaining({ status: 'complete', amountCents: 2900 })]);
    expect(p.decisions.map((d: { pick: string }) => d.pick).sort()).toEqual(picks.map((x) => x.pick).sort());
    // Nothing secret of the account: no password hash, no refresh token.
    expect(res.body).not.toMatch(/argon2|password_hash|refresh/i);
  });

  test('the same export as CSV: one file, a section per table, the same decisions', async () => {
    const res = await get('/api/me/export?format=csv', bearer(free));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gary-my-data-.*\.csv"$/);
    const sections = res.body.split('\r\n\r\n').map((s) => s.split('\r\n').filter(Boolean));
    const names = sections.map((s) => s[0]);
    expect(names).toEqual(['# account', '# record', '# decisions', '# stakes', '# limits', '# breaks', '# alert settings', '# alert preferences', '# push subscriptions', '# sessions', '# mail', '# subscriptions', '# checkouts']);
    const decisions = sections[2]!;
    expect(decisions[1]).toBe('pickId,decision,outcome,stakeUnits,decidedAt,settledAt,league,matchup,gameTime,pick,odds,pickResult,locked');
    expect(decisions.length - 2).toBe((await get('/api/me/export', bearer(free))).json().decisions.length);
    expect(res.body).toContain(freeEmail);
    expect(res.body).not.toContain(locked.pick);
  });

  test('"Gary\'s whole graded record as CSV and JSON, each pick with its log leaf index": only graded picks, and a row proves against the log', async () => {
    const before = (await get('/api/record/export')).json();
    expect(before.picks.map((p: { pickId: string }) => p.pickId)).not.toContain(locked.pickId);
    for (const p of picks) expect((await stack.app.inject({ method: 'POST', url: `/api/admin/games/${p.eventId}/finish`, headers: admin })).statusCode).toBe(200);
    await until(async () => (await get('/api/stats/me', bearer(pro))).json().winCount + (await get('/api/stats/me', bearer(pro))).json().lossCount + (await get('/api/stats/me', bearer(pro))).json().pushCount === picks.length, 'the rides settled');
    expect((await get('/api/record/export?format=pdf')).statusCode).toBe(400);
    const res = await get('/api/record/export?format=json');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gary-record-.*\.json"$/);
    const r = res.json();
    const mine = r.picks.filter((x: { pickId: string }) => picks.some((p) => p.pickId === x.pickId));
    expect(mine).toHaveLength(picks.length);
    expect(r.picks.every((x: { result: string }) => ['won', 'lost', 'push'].includes(x.result))).toBe(true);
    expect(r.summary.picks).toBe(r.picks.length);
    expect(r.summary.wins + r.summary.losses + r.summary.pushes).toBe(r.picks.length);
    for (const row of mine) {
      const proof = (await get(`/api/ledger/proof/${encodeURIComponent(row.pickId)}`)).json();
      expect([row.pickId, row.leafIndex, row.leafHash]).toEqual([row.pickId, proof.leafIndex, proof.leafHash]);
      expect(proof.record.pickText).toBe(row.pick);
    }
    const csv = await get('/api/record/export?format=csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('pickId,date,league,matchup,gameTime,pick,odds,confidence,result,finalScore,corrected,leafIndex,leafHash');
    expect(lines).toHaveLength(r.picks.length + 1);
    const cols = lines[0]!.split(',');
    const row = lines.find((l) => l.startsWith(`${mine[0].pickId},`))!;
    expect(row).toContain(`,${mine[0].leafIndex},${mine[0].leafHash}`);
    expect(cols.indexOf('leafIndex')).toBe(11);
    // Now graded, the lapsed Pro ride's pick is public, and the export shows it.
    expect((await get('/api/me/export', bearer(free))).body).toContain(locked.pick);
  });

  test('"delete their account": personal data goes, the self-exclusion stays until it ends, the leaderboard loses them, Gary\'s record does not change', async () => {
    const board = async (token?: string) => (await get('/api/leaderboard?period=all', token ? bearer(token) : {})).json() as { rows: { id: string }[]; me: { id: string } | null };
    await until(async () => (await board(pro)).me?.id === proId, 'the Pro member on the leaderboard');
    const recordBefore = (await get('/api/record/export')).json().picks;
    expect((await stack.app.inject({ method: 'POST', url: '/api/play/break', headers: bearer(pro), payload: { kind: 'self_exclusion', period: '6m' } })).statusCode).toBe(200);

    expect((await stack.app.inject({ method: 'DELETE', url: '/api/me', headers: bearer(pro), payload: { password: 'not-my-password-1' } })).statusCode).toBe(401);
    expect((await stack.app.inject({ method: 'DELETE', url: '/api/me', headers: bearer(pro), payload: {} })).statusCode).toBe(400);
    expect((await stack.app.inject({ method: 'DELETE', url: '/api/me', payload: { password: PASSWORD } })).statusCode).toBe(401);
    const del = await stack.app.inject({ method: 'DELETE', url: '/api/me', headers: bearer(pro), payload: { password: PASSWORD } });
    expect(del.statusCode).toBe(200);
    const kept = del.json().breakKeptUntil as string;
    expect(Date.parse(kept)).toBeGreaterThan(Date.now() + 170 * 86_400_000);

    // Signed out everywhere and cannot sign in.
    expect((await stack.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: proEmail, password: PASSWORD } })).statusCode).toBe(401);
    // auth: nothing of the account, its address kept only as a key.
    const a = stack.byName.auth!.pool;
    expect((await a.query('SELECT count(*)::int AS n FROM users WHERE id = $1 OR email = $2', [proId, proEmail])).rows[0].n).toBe(0);
    expect((await a.query('SELECT count(*)::int AS n FROM mail WHERE recipient = $1', [proEmail])).rows[0].n).toBe(0);
    const retained = (await a.query('SELECT * FROM retained_breaks')).rows;
    expect(retained).toEqual([expect.objectContaining({ kind: 'self_exclusion', ends_at: new Date(kept) })]);
    expect(JSON.stringify(retained)).not.toContain('export-pro');
    // decisions: rows and leaderboard entries gone; billing: no further charge, the address forgotten.
    await until(async () => (await stack.byName.decisions!.pool.query('SELECT count(*)::int AS n FROM decisions WHERE user_id = $1', [proId])).rows[0].n === 0, 'the decisions erased');
    expect((await stack.byName.decisions!.pool.query('SELECT count(*)::int AS n FROM user_stats WHERE user_id = $1', [proId])).rows[0].n).toBe(0);
    await until(async () => !(await board()).rows.some((r) => r.id === proId), 'off the leaderboard');
    for (const period of ['week', 'month', 'all']) expect((await get(`/api/leaderboard?period=${period}`)).json().rows.map((r: { id: string }) => r.id)).not.toContain(proId);
    const b = stack.byName.billing!.pool;
    await until(async () => (await b.query('SELECT cancel_at_period_end FROM subscriptions WHERE user_id = $1', [proId])).rows[0]?.cancel_at_period_end === true, 'the subscription cancelled');
    expect((await b.query('SELECT email FROM customers WHERE user_id = $1', [proId])).rows[0].email).toBe('');
    expect((await b.query('SELECT count(*)::int AS n FROM checkouts WHERE email = $1', [proEmail])).rows[0].n).toBe(0);
    // Gary's public record: the same rows.
    expect((await get('/api/record/export')).json().picks).toEqual(recordBefore);

    // "Their self-exclusion still blocks a new sign-up with the same address until it ends": the
    // page answers as for any sign-up (it names nobody), no account opens, the mail says why.
    const again = proEmail.replace('@', '+again@').toUpperCase();
    expect((await stack.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: again, password: PASSWORD, dateOfBirth: '1990-04-01' } })).statusCode).toBe(201);
    expect((await a.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [again.toLowerCase()])).rows[0].n).toBe(0);
    const mail = (await a.query('SELECT subject, text_body FROM mail WHERE recipient = $1', [again.toLowerCase()])).rows;
    expect(mail).toEqual([expect.objectContaining({ subject: 'No Gary account can be opened with this email yet' })]);
    expect(mail[0].text_body).toMatch(/self-exclusion/);
    // Once it has ended, the address may open an account again.
    await a.query(`UPDATE retained_breaks SET ends_at = now() - interval '1 second', kept_at = now() - interval '2 seconds'`);
    expect((await stack.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: proEmail, password: PASSWORD, dateOfBirth: '1990-04-01' } })).statusCode).toBe(201);
    expect((await a.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [proEmail])).rows[0].n).toBe(1);
    expect((await a.query('SELECT count(*)::int AS n FROM retained_breaks')).rows[0].n).toBe(0);
  });

  test('a member with no break deletes their account and nothing of it is kept', async () => {
    const del = await stack.app.inject({ method: 'DELETE', url: '/api/me', headers: bearer(free), payload: { password: PASSWORD } });
    expect(del.statusCode).toBe(200);
    expect(del.json().breakKeptUntil).toBeNull();
    expect((await stack.byName.auth!.pool.query('SELECT count(*)::int AS n FROM retained_breaks')).rows[0].n).toBe(0);
    // The deleted member's token no longer reads anything of theirs.
    expect((await get('/api/me/export', bearer(free))).statusCode).toBeGreaterThanOrEqual(400);
  });

  test('deleting needs the password and guessing it is limited like a sign-in: five wrong tries, then 429 even for the right one', async () => {
    const token = await stack.member(`guessed-${stamp}@example.com`);
    for (let i = 0; i < 5; i++) expect((await stack.app.inject({ method: 'DELETE', url: '/api/me', headers: bearer(token), payload: { password: `wrong-guess-${i}` } })).statusCode).toBe(401);
    const limited = await stack.app.inject({ method: 'DELETE', url: '/api/me', headers: bearer(token), payload: { password: PASSWORD } });
    expect([limited.statusCode, limited.json().error.code]).toEqual([429, 'too_many_attempts']);
    expect((await get('/api/me', bearer(token))).statusCode).toBe(200);
  });
});
