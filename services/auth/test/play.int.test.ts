// Responsible play in auth, over gRPC against real Postgres: the age rule at sign-up and for older
// accounts, cool-offs and self-exclusions that cannot be ended early, the logged end, the token's
// `play` claim and the cache key that makes a new block apply at once. The service's clock is
// moved by the test (adapters.now).
import { playBlockKey } from '@gary/contracts';
import { createMemoryCache } from '@gary/platform';
import { failure, linkToken, startAuth, STRONG, verifyAccess, type AuthUnderTest } from './auth-test-kit';

const HOUR = 3_600_000;
let clock = new Date('2026-11-25T17:00:00Z'); // noon Eastern
const cache = createMemoryCache();
let sut: AuthUnderTest;
beforeAll(async () => {
  sut = await startAuth({ adapters: { now: () => clock, cache } });
});
afterAll(() => sut.stop());

async function member(email: string, dateOfBirth = '1990-04-01'): Promise<string> {
  const { user } = await sut.client.SignUp({ email, password: STRONG, ip: '192.0.2.40', dateOfBirth });
  await sut.client.Confirm({ token: await linkToken(sut, email, 'confirm') });
  return user!.id;
}
const signIn = (email: string) => sut.client.SignIn({ email, password: STRONG, ip: '192.0.2.41' });
const self = (userId: string) => ({ userId, role: 'user' });

describe('"Date of birth at sign-up; under 21 refused with a clear message"', () => {
  test('one day under 21 is refused, 21 today is accepted, and nothing is stored for the refused', async () => {
    // 2026-11-25 Eastern: born 2005-11-26 turns 21 tomorrow.
    const young = await failure(sut.client.SignUp({ email: 'young@example.com', password: STRONG, dateOfBirth: '2005-11-26' }));
    expect([young.code, young.message]).toEqual(['under_age', expect.stringContaining('21 and over')]);
    const { rows } = await sut.pool.query('SELECT 1 FROM users WHERE email = $1', ['young@example.com']);
    expect(rows).toHaveLength(0);
    const { user } = await sut.client.SignUp({ email: 'justtwentyone@example.com', password: STRONG, dateOfBirth: '2005-11-25' });
    expect(user!.id).toMatch(/^[0-9a-f-]{36}$/);
  });
  test('a sign-up without a date of birth, or with an impossible one, is a 400 that says so', async () => {
    expect((await failure(sut.client.SignUp({ email: 'nodob@example.com', password: STRONG }))).code).toBe('date_of_birth_required');
    expect((await failure(sut.client.SignUp({ email: 'nodob@example.com', password: STRONG, dateOfBirth: '1990-02-30' }))).code).toBe('invalid_date_of_birth');
  });
  test('"existing accounts asked once at next sign-in": an account with no date of birth is flagged until it gives one, once', async () => {
    const id = await member('older@example.com');
    await sut.pool.query('UPDATE users SET date_of_birth = NULL WHERE id = $1', [id]);
    expect((await signIn('older@example.com')).user!.needsDateOfBirth).toBe(true);
    const status = await sut.client.SetDateOfBirth({ userId: id, dateOfBirth: '1985-06-15' }, self(id));
    expect([status.state, status.needsDateOfBirth]).toEqual(['none', false]);
    expect((await signIn('older@example.com')).user!.needsDateOfBirth).toBe(false);
    // Once: the answer cannot be changed afterwards.
    expect((await failure(sut.client.SetDateOfBirth({ userId: id, dateOfBirth: '2010-01-01' }, self(id)))).code).toBe('date_of_birth_set');
  });
  test('an older account that answers under 21 is blocked at once: the cache key, then every token it gets', async () => {
    const id = await member('teen@example.com');
    await sut.pool.query('UPDATE users SET date_of_birth = NULL WHERE id = $1', [id]);
    const status = await sut.client.SetDateOfBirth({ userId: id, dateOfBirth: '2008-01-01' }, self(id));
    expect(status.state).toBe('under_age');
    expect(await cache.get(playBlockKey(id))).toEqual({ state: 'under_age', until: null });
    const claims = await verifyAccess(sut, (await signIn('teen@example.com')).accessToken, clock);
    expect(claims['play']).toEqual({ state: 'under_age', until: null });
  });
});

describe('"cool-off 24 h ... cannot be ended early; sign-in still works; the end is logged"', () => {
  let id = '';
  const email = 'cooler@example.com';
  beforeAll(async () => {
    clock = new Date('2026-11-25T17:00:00Z');
    id = await member(email);
  });

  test('an adult with no break signs in with no play claim', async () => {
    const claims = await verifyAccess(sut, (await signIn(email)).accessToken, clock);
    expect(claims['play']).toBeUndefined();
    expect((await sut.client.GetPlay({ userId: id }, self(id))).state).toBe('none');
  });

  test('starting a 24-hour cool-off: on until exactly 24 h later, the cache key set for the tokens issued before it', async () => {
    const s = await sut.client.StartBreak({ userId: id, kind: 'cool_off', period: '24h' }, self(id));
    expect([s.state, s.until, s.current?.period]).toEqual(['cool_off', '2026-11-26T17:00:00.000Z', '24h']);
    expect(await cache.get(playBlockKey(id))).toEqual({ state: 'cool_off', until: '2026-11-26T17:00:00.000Z' });
    // Sign-in still works, and the token carries the cool-off.
    const claims = await verifyAccess(sut, (await signIn(email)).accessToken, clock);
    expect(claims['play']).toEqual({ state: 'cool_off', until: '2026-11-26T17:00:00.000Z' });
  });

  test('it cannot be ended early: a shorter or equal break is refused, and there is no end to confirm', async () => {
    const again = await failure(sut.client.StartBreak({ userId: id, kind: 'cool_off', period: '24h' }, self(id)));
    expect([again.code, again.message]).toEqual(['break_on', expect.stringContaining('cannot be ended early')]);
    expect((await failure(sut.client.ConfirmBreakEnd({ userId: id, password: STRONG }, self(id)))).code).toBe('no_exclusion');
    // Nobody can shorten the row behind the service's back either: the table refuses.
    await expect(sut.pool.query("UPDATE play_breaks SET ends_at = ends_at - interval '1 hour' WHERE user_id = $1", [id])).rejects.toThrow(/terms cannot change/);
  });

  test('1 ms before the end it is still on; at the end it is over by itself and the end is recorded', async () => {
    clock = new Date(Date.parse('2026-11-26T17:00:00Z') - 1);
    expect((await sut.client.GetPlay({ userId: id }, self(id))).state).toBe('cool_off');
    clock = new Date('2026-11-26T17:00:00Z');
    const s = await sut.client.GetPlay({ userId: id }, self(id));
    expect([s.state, s.current]).toEqual(['none', null]);
    expect(s.history[0]).toMatchObject({ kind: 'cool_off', endReason: 'expired', endedAt: '2026-11-26T17:00:00.000Z' });
    const claims = await verifyAccess(sut, (await signIn(email)).accessToken, clock);
    expect(claims['play']).toBeUndefined();
  });

  test('a longer break may replace one (a cool-off turned into a self-exclusion), recorded as extended', async () => {
    await sut.client.StartBreak({ userId: id, kind: 'cool_off', period: '7d' }, self(id));
    const s = await sut.client.StartBreak({ userId: id, kind: 'self_exclusion', period: '6m' }, self(id));
    expect(s.state).toBe('self_exclusion');
    expect(s.history[1]).toMatchObject({ kind: 'cool_off', period: '7d', endReason: 'extended' });
  });

  test('concurrent starts open one break: the database keeps one open break per user', async () => {
    const other = await member('racer@example.com');
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => sut.client.StartBreak({ userId: other, kind: 'cool_off', period: '30d' }, self(other))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const { rows } = await sut.pool.query('SELECT count(*)::int AS n FROM play_breaks WHERE user_id = $1', [other]);
    expect(rows[0].n).toBe(1);
  });
});

describe('"self-exclusion ends only with a fresh confirmation"', () => {
  let id = '';
  const email = 'excluded@example.com';
  beforeAll(async () => {
    clock = new Date('2026-11-25T17:00:00Z');
    id = await member(email);
    await sut.client.StartBreak({ userId: id, kind: 'self_exclusion', period: '6m' }, self(id));
  });

  test('before its end, confirming is refused: it cannot be ended early, and a cool-off cannot replace it', async () => {
    clock = new Date(Date.parse('2027-05-25T17:00:00Z') - 1);
    const early = await failure(sut.client.ConfirmBreakEnd({ userId: id, password: STRONG }, self(id)));
    expect([early.code, early.message]).toEqual(['exclusion_not_over', expect.stringContaining('cannot be ended early')]);
    expect((await failure(sut.client.StartBreak({ userId: id, kind: 'cool_off', period: '6w' }, self(id)))).code).toBe('break_on');
  });

  test('after its end it stays on, awaiting confirmation; tokens still carry it', async () => {
    clock = new Date(Date.parse('2027-05-25T17:00:00Z') + HOUR);
    const s = await sut.client.GetPlay({ userId: id }, self(id));
    expect([s.state, s.awaitingConfirmation]).toEqual(['self_exclusion', true]);
    const claims = await verifyAccess(sut, (await signIn(email)).accessToken, clock);
    expect(claims['play']).toEqual({ state: 'self_exclusion', until: null });
  });

  test('a wrong password does not end it; the right one does, the end is recorded, and the next token is clear', async () => {
    expect((await failure(sut.client.ConfirmBreakEnd({ userId: id, password: 'not-my-password-1' }, self(id)))).code).toBe('wrong_password');
    const s = await sut.client.ConfirmBreakEnd({ userId: id, password: STRONG }, self(id));
    expect(s.state).toBe('none');
    expect(s.history[0]).toMatchObject({ kind: 'self_exclusion', endReason: 'confirmed' });
    const claims = await verifyAccess(sut, (await signIn(email)).accessToken, clock);
    expect(claims['play']).toBeUndefined();
  });

  test('nobody else can start or end a break on someone else’s account', async () => {
    const other = await member('bystander@example.com');
    expect((await failure(sut.client.StartBreak({ userId: other, kind: 'cool_off', period: '24h' }, self(id)))).code).toBe('forbidden');
    expect((await failure(sut.client.GetPlay({ userId: other }, self(id)))).code).toBe('forbidden');
  });
});
