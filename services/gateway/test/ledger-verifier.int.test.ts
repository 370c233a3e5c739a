// The pick log, checked from outside: "a verifier written without our code ... checks a checkpoint's
// signature with the published key, each pick's inclusion, and a consistency proof between the
// checkpoints before and after a day's generation; a record altered by one byte fails".
//
// Every real service behind the real gateway, listening on a port. Two days are generated through
// the admin route; then ledger-verifier/verify.py (Python's standard library and an RFC 8032 Ed25519
// written beside it, nothing of ours) fetches the key, the day's checkpoints, the proofs and the
// consistency proofs over HTTP and checks them.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { ADMIN_TOKEN, startFullStack, type FullStack } from './full-stack';
import { addDays } from '@gary/betting';

let stack: FullStack;
let base: string;
const VERIFIER = path.join(__dirname, 'ledger-verifier', 'verify.py');

const eastern = (t: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(t));
const DAY = 86_400_000;

function verify(args: string[]): Promise<{ code: number; report: { ok: boolean; error?: string; checkpoints?: number[]; picks?: { pickId: string; record: boolean }[] } }> {
  return new Promise((resolve, reject) => {
    execFile('python3', [VERIFIER, base, ...args], { timeout: 240_000 }, (err, stdout, stderr) => {
      const code = err ? ((err as { code?: number }).code ?? -1) : 0;
      try {
        resolve({ code: typeof code === 'number' ? code : -1, report: JSON.parse(stdout.trim().split('\n').pop() ?? '') });
      } catch {
        reject(new Error(`verify.py: ${String(err)}\n${stdout}\n${stderr}`));
      }
    });
  });
}

/** NBA games of the date that start more than an hour from now, as odds-ingest has stored them. */
async function upcoming(date: string): Promise<number> {
  const slate = await stack.byName['odds-ingest']!.client.GetSlate({ sport: 'NBA', date });
  return slate.games.filter((g) => Date.parse(g.commenceTime) > Date.now() + 3_600_000).length;
}

/** Two days with games ahead (today and tomorrow, or later ones late in the Eastern evening). */
async function twoDays(): Promise<[string, string]> {
  const until = Date.now() + 120_000;
  for (;;) {
    const days: string[] = [];
    for (const d of [0, 1, 2]) if ((await upcoming(eastern(Date.now() + d * DAY))) >= 2) days.push(eastern(Date.now() + d * DAY));
    if (days.length >= 2) return [days[0]!, days[1]!];
    if (Date.now() > until) throw new Error(`fewer than two days with NBA games ahead: ${days.join(', ')}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function generate(date: string): Promise<string[]> {
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const started = await stack.app.inject({ method: 'POST', url: '/api/admin/picks/generate', headers: admin, payload: { date } });
  expect(started.json()).toMatchObject({ started: true });
  const until = Date.now() + 120_000;
  let status = { running: true, runId: null as string | null, sports: [] as unknown[] };
  for (;;) {
    status = (await stack.app.inject({ method: 'GET', url: '/api/admin/picks/status', headers: admin })).json() as typeof status;
    if (!status.running && status.runId === started.json().runId) break;
    if (Date.now() > until) throw new Error(`generation of ${date} did not finish`);
    await new Promise((r) => setTimeout(r, 250));
  }
  // The run's picks, on whichever cards their games stand (a night-time run's late games are the next day's).
  const next = (addDays(date, 1) as { value: string }).value;
  const cards = await Promise.all([date, next].map((d) => stack.byName['pick-engine']!.client.GetDailyPicks({ date: d, now: '' })));
  const picks = cards.flatMap((c) => c.picks).filter((p) => p.date === date);
  if (picks.length === 0) throw new Error(`no picks generated for ${date}: ${JSON.stringify(status.sports)}`);
  return picks.map((p) => p.pickId);
}

/**
 * Which records an anonymous caller is served (the gateway's rule: each card's free pick and graded
 * picks; and, the ledger's own case, any pick whose game has started). `since` is when the reading
 * began: a game that started after it may have been read either way, so the check takes what was read.
 */
async function publicRecords(ids: readonly string[], read: readonly boolean[], since: number): Promise<{ expected: boolean[]; free: number }> {
  const picks = await Promise.all(ids.map((id) => stack.byName['pick-engine']!.client.GetPick({ pickId: id })));
  const expected = picks.map((p, i) => {
    const started = Date.parse(p.gameTime);
    if (p.free || (p.result && p.result !== 'pending') || started <= since) return true;
    return started <= Date.now() ? read[i]! : false;
  });
  return { expected, free: picks.filter((p) => p.free).length };
}

const checkpoint = async () => (await stack.app.inject({ method: 'GET', url: '/api/ledger/checkpoint' })).body;
const sizeOf = (note: string) => Number(note.split('\n')[1]);

let picksA: string[] = [];
let picksB: string[] = [];
let before = '';
let signedOnPublish: number[] = [];
const publishCheckpoints = async () =>
  ((await stack.app.inject({ method: 'GET', url: `/api/ledger/checkpoints?date=${eastern(Date.now())}` })).json() as { checkpoints: { treeSize: number; reason: string }[] }).checkpoints
    .filter((c) => c.reason === 'publish')
    .map((c) => c.treeSize);
let after = '';

beforeAll(async () => {
  // The odds poller stores the simulated provider's upcoming games, which the generations read.
  stack = await startFullStack({ env: { PICKS_COOLDOWN_MS: '0', PICKS_SPORT_PAUSE_MS: '0', ODDS_POLLER_ENABLED: 'true' } });
  base = await stack.app.listen({ host: '127.0.0.1', port: 0 });
  const [dayA, dayB] = await twoDays();
  picksA = await generate(dayA);
  signedOnPublish = await publishCheckpoints();
  before = await checkpoint();
  picksB = await generate(dayB);
  after = await checkpoint();
}, 300_000);
afterAll(() => stack?.stop());

test('the two generations published picks, and the checkpoint after the second day covers them', () => {
  expect(picksA.length).toBeGreaterThanOrEqual(2);
  expect(picksB.length).toBeGreaterThanOrEqual(2);
  expect(sizeOf(before)).toBe(picksA.length);
  expect(sizeOf(after)).toBe(picksA.length + picksB.length);
});

test('"A checkpoint is signed after every publish": the generation signed one over its picks before anyone asked', () => {
  expect(signedOnPublish).toEqual([picksA.length]);
});

test('"a verifier written without our code checks a checkpoint\'s signature with the published key, each pick\'s inclusion, and a consistency proof between the checkpoints before and after a day\'s generation"', async () => {
  const since = Date.now();
  const { code, report } = await verify([eastern(Date.now()), ...picksA, ...picksB]);
  expect(report).toMatchObject({ ok: true });
  expect(code).toBe(0);
  // The day's chain of checkpoints runs through the one before and the one after the second day.
  expect(report.checkpoints).toEqual(expect.arrayContaining([0, sizeOf(before), sizeOf(after)]));
  expect(report.picks!.map((p) => p.pickId)).toEqual([...picksA, ...picksB]);
  // Public records (each card's free pick, for an anonymous caller) were hashed to their leaves too:
  // one a card, and the two runs fill one card or two depending on the hour they run.
  const read = report.picks!.map((p) => p.record);
  const { expected, free } = await publicRecords([...picksA, ...picksB], read, since);
  expect(free).toBeGreaterThanOrEqual(1);
  expect(read).toEqual(expected);
}, 300_000);

test('"a record altered by one byte fails"', async () => {
  const { code, report } = await verify([eastern(Date.now()), ...picksA, ...picksB, '--tamper']);
  expect(code).toBe(1);
  expect(report).toEqual({ ok: false, error: expect.stringMatching(/does not hash to its leaf/) });
}, 300_000);

test('"Before its game starts a Pro pick\'s record is not served to anyone who may not read it; its leaf hash, index and inclusion proof are public"', async () => {
  const since = Date.now();
  const records = await Promise.all(
    picksB.map(async (id) => (await stack.app.inject({ method: 'GET', url: `/api/ledger/proof/${id}` })).json() as { record: unknown; leafHash: string; inclusion: string[] }),
  );
  // One free pick a card (pick-engine marks it): every other pick whose game has not started is locked for an anonymous caller.
  const read = records.map((r) => r.record !== null);
  const { expected, free } = await publicRecords(picksB, read, since);
  expect(read).toEqual(expected);
  expect(free).toBeLessThanOrEqual(2);
  for (const r of records) {
    expect(r.leafHash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(r.inclusion.length).toBeGreaterThan(0);
  }
  const bundle = await stack.app.inject({ method: 'GET', url: `/api/ledger/bundle/${picksB.find((_, i) => records[i]!.record === null)}` });
  expect(bundle.json()).toMatchObject({ format: 'gary-pick-log-bundle/1', record: null, leaf: null, verifierKey: expect.stringMatching(/^\S+\+[0-9a-f]{8}\+/) });
  const unknown = await stack.app.inject({ method: 'GET', url: '/api/ledger/proof/pk_nosuchpickatall' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ error: { code: 'pick_not_found', message: 'That pick does not exist.' } });
});

test('"Bad input gets a clear 400": a consistency proof backwards or beyond the log, a checkpoint date that does not exist', async () => {
  for (const url of ['/api/ledger/proof/pk_%00x', `/api/ledger/proof/${'x'.repeat(150)}`, '/api/ledger/consistency?from=3&to=1', '/api/ledger/consistency?from=-1&to=1', '/api/ledger/consistency?from=1.5&to=2', `/api/ledger/consistency?from=0&to=${sizeOf(after) + 1}`, '/api/ledger/consistency?from=x&to=1', '/api/ledger/checkpoints?date=2026-02-30', '/api/ledger/checkpoints']) {
    const res = await stack.app.inject({ method: 'GET', url });
    expect([url, res.statusCode]).toEqual([url, 400]);
    expect(res.json().error.code).toEqual(expect.any(String));
  }
});
