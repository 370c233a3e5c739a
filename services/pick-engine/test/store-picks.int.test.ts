// Storage guards and messages against the real schema: 'No picks provided', 'No picks to store',
// 'Storage already in progress', 'Failed to store picks: {reason}', and skipping a stored day.
import { createMemoryLock } from '@gary/platform';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { readConfig, start } from '../src';
import { storePicks } from '../src/generation/store-picks';
import { candidate, storeDeps } from './engine-kit';

let svc: ServiceUnderTest<'pick-engine'>;
const lock = createMemoryLock();
const deps = storeDeps(() => svc, lock);


beforeAll(async () => {
  svc = await startServiceForTest({ name: 'pick-engine', readConfig, start, env: { PICKS_SCHEDULER: 'false', PICKS_GENERATE_ON_START: 'false' } });
});
afterAll(() => svc?.stop());

test('"Empty or non-array picks: No picks provided"', async () => {
  expect(await storePicks(deps(), '2026-04-01', [], null)).toMatchObject({ ok: false, message: 'No picks provided' });
  expect(await storePicks(deps(), '2026-04-01', 'not a list', null)).toMatchObject({ ok: false, message: 'No picks provided' });
});

test('"nothing left after mapping: No picks to store" (started games, MLB under 0.51)', async () => {
  const started = candidate({ gameTime: new Date(Date.now() - 60_000).toISOString() });
  const weakMlb = candidate({ league: 'MLB', confidence: 0.505 });
  expect(await storePicks(deps(), '2026-04-01', [started, weakMlb], null)).toMatchObject({ ok: false, message: 'No picks to store' });
});

test('"storage already running: Storage already in progress"', async () => {
  const token = await lock.acquire('pick-engine:storage:2026-04-01', 5_000);
  expect(await storePicks(deps(), '2026-04-01', [candidate()], null)).toMatchObject({ ok: false, message: 'Storage already in progress' });
  await lock.release('pick-engine:storage:2026-04-01', token!);
});

test('"Failed to store picks: {reason}" after one retry; nothing half-stored', async () => {
  const bad = candidate({ rationale: '' });
  const out = await storePicks(deps(), '2026-04-02', [bad], null);
  expect(out).toMatchObject({ ok: false, error: 'StoreFailed' });
  expect(out.ok ? '' : out.message).toMatch(/^Failed to store picks: .*picks_rationale_check/);
  expect((await svc.pool.query("SELECT count(*)::int AS n FROM daily_picks WHERE date = '2026-04-02'")).rows[0]!.n).toBe(0);
});

test('stores with opaque pick ids ("nothing derived from a paid item\'s content") and one outbox event per pick; a second store of the day is skipped', async () => {
  const out = await storePicks(deps(), '2026-04-03', [candidate(), candidate({ eventId: 'e2', pickText: 'Miami Heat +2.5 -110', type: 'spread', line: 2.5, odds: -110, homeTeam: 'Miami Heat', awayTeam: 'Milwaukee Bucks' })], 'run-x');
  expect(out).toMatchObject({ ok: true, stored: 2, skipped: false });
  expect(out.ok && out.pickIds).toEqual([expect.stringMatching(/^pk_[a-z2-7]{26}$/), expect.stringMatching(/^pk_[a-z2-7]{26}$/)]);
  // Words of five letters or more: random base32 letters spell a given three (say 'nba') about once in 700 ids.
  for (const id of out.ok ? out.pickIds : []) expect(id).not.toMatch(/celtics|boston|knicks|miami|bucks|2026/i);
  const again = await storePicks(deps(), '2026-04-03', [candidate({ eventId: 'e3' })], 'run-y');
  expect(again).toMatchObject({ ok: true, stored: 0, skipped: true, message: 'Picks already stored for 2026-04-03' });
  expect((await svc.pool.query("SELECT count(*)::int AS n FROM outbox WHERE topic = 'pick.published'")).rows[0]!.n).toBe(2);
});
