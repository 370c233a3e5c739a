// The admin role is set only by the operator command, never by an endpoint.
import * as auth from '@gary/auth';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { runAuthOps } from '../src/auth-ops';

let sut: ServiceUnderTest<'auth'>;
const env = () => ({ DATABASE_URL: process.env.DATABASE_URL });

beforeAll(async () => {
  sut = await startServiceForTest({ name: 'auth', readConfig: auth.readConfig, start: auth.start });
  await sut.client.SignUp({ email: 'boss@example.com', password: 'ride-the-bear-42', dateOfBirth: '1990-04-01' });
});
afterAll(() => sut.stop());

describe('npm run -w @gary/auth admin:grant -- <email>', () => {
  it('grants admin; the next sign-in carries role admin', async () => {
    const r = await runAuthOps(['admin:grant', 'Boss@Example.com'], env(), { schema: sut.adapters.schema });
    expect(r).toEqual({ code: 0, message: 'Boss@Example.com is now an admin (from their next sign-in or token refresh)' });
    expect((await sut.pool.query(`SELECT role FROM users WHERE email = 'boss@example.com'`)).rows).toEqual([{ role: 'admin' }]);
  });

  it('revoking admin also ends the sessions', async () => {
    await sut.pool.query(`UPDATE users SET email_confirmed_at = now()`);
    const s = await sut.client.SignIn({ email: 'boss@example.com', password: 'ride-the-bear-42' });
    expect(s.user!.role).toBe('admin');
    expect((await runAuthOps(['admin:revoke', 'boss@example.com'], env(), { schema: sut.adapters.schema })).code).toBe(0);
    await expect(sut.client.Refresh({ refreshToken: s.refreshToken })).rejects.toMatchObject({ code: 'session_not_found' });
  });

  it('an unknown email, a malformed one, or a missing argument is refused with a clear message', async () => {
    expect(await runAuthOps(['admin:grant', 'ghost@example.com'], env(), { schema: sut.adapters.schema })).toEqual({ code: 1, message: 'No account has the email ghost@example.com.' });
    expect(await runAuthOps(['admin:grant', 'not-an-email'], env(), { schema: sut.adapters.schema })).toEqual({ code: 1, message: 'Enter a valid email address.' });
    expect((await runAuthOps(['admin:grant'], env())).code).toBe(2);
    expect((await runAuthOps(['make-me-root'], env())).code).toBe(2);
  });

  it('keys:rotate publishes a new signing key', async () => {
    const before = (await sut.client.GetJwks({})).keys.map((k) => k.kid);
    const r = await runAuthOps(['keys:rotate'], env(), { schema: sut.adapters.schema });
    expect(r.code).toBe(0);
    const after = (await sut.client.GetJwks({})).keys.map((k) => k.kid);
    expect(after).toHaveLength(2);
    expect(after).toEqual(expect.arrayContaining(before));
  });
});
