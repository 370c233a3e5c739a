// Bad input and attacks on auth over gRPC: each refused with a clear error, nothing stored changing.
import { failure, linkToken, snapshot, startAuth, STRONG, type AuthUnderTest } from './auth-test-kit';

let sut: AuthUnderTest;
const email = 'target@example.com';

beforeAll(async () => {
  sut = await startAuth();
  await sut.client.SignUp({ email, password: STRONG, ip: '192.0.2.1', dateOfBirth: '1990-04-01' });
  await sut.client.Confirm({ token: await linkToken(sut, email, 'confirm') });
});
afterAll(() => sut.stop());

describe('bad input and attacks are refused and change nothing stored', () => {
  let before: Record<string, unknown[]>;
  beforeEach(async () => {
    before = await snapshot(sut);
  });
  afterEach(async () => {
    expect(await snapshot(sut)).toEqual(before);
  });

  it('an over-long email is refused at sign-up, sign-in and reset', async () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(250)}.com`;
    for (const call of [
      sut.client.SignUp({ email: long, password: STRONG, dateOfBirth: '1990-04-01' }),
      sut.client.SignIn({ email: long, password: STRONG }),
      sut.client.RequestReset({ email: long }),
    ]) {
      const err = await failure(call);
      expect([err.kind, err.code, err.message]).toEqual(['invalid', 'email_too_long', 'Email must be at most 254 characters.']);
    }
  });

  it('an over-long password is refused before any hashing', async () => {
    const long = 'x1'.repeat(5_000);
    const t0 = performance.now();
    for (const call of [sut.client.SignUp({ email: 'new@example.com', password: long, dateOfBirth: '1990-04-01' }), sut.client.SignIn({ email, password: long })]) {
      const err = await failure(call);
      expect([err.code, err.message]).toEqual(['password_too_long', 'Password must be at most 128 characters.']);
    }
    expect(performance.now() - t0).toBeLessThan(200);
  });

  it('a forged, tampered or garbage confirmation or reset token is refused', async () => {
    for (const token of ['', 'x', 'a.b', `${'A'.repeat(40)}.${'B'.repeat(43)}`, 'x'.repeat(10_000)]) {
      expect((await failure(sut.client.Confirm({ token }))).code).toBe('invalid_token');
      expect((await failure(sut.client.ConfirmReset({ token, password: 'new-bear-pass-7' }))).code).toBe('invalid_token');
    }
  });

  it('a garbage or over-long refresh token is refused', async () => {
    for (const refreshToken of ['', 'nope', 'x'.repeat(5_000)]) {
      expect((await failure(sut.client.Refresh({ refreshToken }))).code).toBe('session_not_found');
    }
  });

  it('a wrong password changes nothing but the rate-limit count (kept outside the database)', async () => {
    expect((await failure(sut.client.SignIn({ email, password: 'not-it-123' }))).message).toBe('Failed to sign in');
  });

  it('sign-out with a made-up token or someone else’s session id revokes nothing', async () => {
    await sut.client.SignOut({ refreshToken: 'made-up', sessionId: '00000000-0000-4000-8000-000000000000' }, { userId: '00000000-0000-4000-8000-000000000001' });
  });
});
