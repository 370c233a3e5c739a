// The whole account life over gRPC against real Postgres and Redis: sign-up, confirm, sign-in,
// refresh, reuse detection, sign-out, sessions, reset, guest, profile.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createRedisRateLimiter } from '@gary/platform';
import { accountKey } from '../src/domain/rate-limits';
import { failure, linkToken, snapshot, startAuth, STRONG, verifyAccess, type AuthUnderTest } from './auth-test-kit';

let sut: AuthUnderTest;
let redis: Redis;
const prefix = `gary:rl:test:${randomBytes(4).toString('hex')}:`;

beforeAll(async () => {
  redis = new Redis(process.env.REDIS_URL!);
  sut = await startAuth({ adapters: { rateLimiter: createRedisRateLimiter(redis, prefix) } });
});
afterAll(async () => {
  await sut.stop();
  redis.disconnect();
});

const ip = '203.0.113.7';

describe('sign-up, confirm, sign-in, refresh, reuse detection, sign-out, reset', () => {
  const email = 'Joe.Bettor@Example.com';
  const normalized = 'joe.bettor@example.com';
  let userId = '';

  it("sign-up refuses a weak password with 'weak_password' and a reasons list", async () => {
    const err = await failure(sut.client.SignUp({ email, password: 'abc', ip, dateOfBirth: '1990-04-01' }));
    expect(err.code).toBe('weak_password');
    expect(err.details).toEqual({ reasons: ['too_short', 'needs_letter_and_digit'] });
    expect((await sut.pool.query('SELECT 1 FROM users')).rowCount).toBe(0);
  });

  it('sign-up refuses a malformed email', async () => {
    const err = await failure(sut.client.SignUp({ email: 'joe@', password: STRONG, ip, dateOfBirth: '1990-04-01' }));
    expect([err.code, err.message]).toEqual(['invalid_email', 'Enter a valid email address.']);
  });

  it('on first sign-up: a users row (plan free), a profile named from the email, and user.registered through the outbox', async () => {
    const res = await sut.client.SignUp({ email, password: STRONG, ip, dateOfBirth: '1990-04-01' });
    expect(res.confirmationRequired).toBe(true);
    expect(res.user).toMatchObject({ email: normalized, username: 'joe.bettor', emailConfirmed: false });
    userId = res.user!.id;
    const { rows } = await sut.pool.query('SELECT u.plan, u.role, c.password_hash FROM users u JOIN credentials c ON c.user_id = u.id WHERE u.id = $1', [userId]);
    expect(rows[0].plan).toBe('free');
    expect(rows[0].role).toBe('user');
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const outbox = await sut.pool.query(`SELECT envelope FROM outbox WHERE topic = 'user.registered'`);
    expect(outbox.rows.map((r) => r.envelope.data)).toEqual([
      { userId, email: normalized, username: 'joe.bettor', registeredAt: expect.any(String) },
    ]);
  });

  it('signing up again with the same email answers the same way, reveals nothing, and mails the owner', async () => {
    const res = await sut.client.SignUp({ email: normalized, password: 'another-pass-9', ip, dateOfBirth: '1990-04-01' });
    expect(res.confirmationRequired).toBe(true);
    expect(res.user!.id).not.toBe(userId);
    expect((await sut.pool.query('SELECT 1 FROM users')).rowCount).toBe(1);
    expect((await sut.pool.query(`SELECT 1 FROM outbox WHERE topic = 'user.registered'`)).rowCount).toBe(1);
  });

  it('sign-in before confirming says so (only to someone who knows the password)', async () => {
    const err = await failure(sut.client.SignIn({ email, password: STRONG, ip }));
    expect(err.code).toBe('email_not_confirmed');
  });

  it('"resend the confirmation mail": a new link for an unconfirmed account, the same answer for an unknown email', async () => {
    const before = new Date();
    const mails = async () => Number((await sut.pool.query('SELECT count(*) FROM mail WHERE recipient = $1 AND created_at >= $2', [normalized, before])).rows[0].count);
    expect(await sut.client.ResendConfirmation({ email: 'nobody-here@example.com', ip })).toEqual({});
    expect(await sut.client.ResendConfirmation({ email, ip })).toEqual({});
    const token = await linkToken(sut, normalized, 'confirm', before);
    expect(token).toBeTruthy();
    expect(await mails()).toBe(1);
    expect((await sut.pool.query('SELECT 1 FROM mail WHERE recipient = $1', ['nobody-here@example.com'])).rowCount).toBe(0);
    expect((await failure(sut.client.ResendConfirmation({ email: 'joe@', ip }))).code).toBe('invalid_email');
  });

  it('email confirmation by signed one-time link: works once', async () => {
    const token = await linkToken(sut, normalized, 'confirm');
    const user = await sut.client.Confirm({ token });
    expect(user).toMatchObject({ id: userId, emailConfirmed: true });
    const again = await failure(sut.client.Confirm({ token }));
    expect(again.code).toBe('token_used');
    const forged = await failure(sut.client.Confirm({ token: token.slice(0, -3) + 'AAA' }));
    expect(forged.code).toBe('invalid_token');
  });

  it("sign-in failure is 'Failed to sign in' whether the password is wrong or the email unknown", async () => {
    const wrong = await failure(sut.client.SignIn({ email, password: 'wrong-pass-1', ip }));
    const unknown = await failure(sut.client.SignIn({ email: 'nobody@example.com', password: 'wrong-pass-1', ip }));
    expect([wrong.code, wrong.message]).toEqual(['invalid_credentials', 'Failed to sign in']);
    expect([unknown.code, unknown.message]).toEqual(['invalid_credentials', 'Failed to sign in']);
  });

  let first = { refresh: '', sessionId: '' };
  let second = '';

  it('sign-in issues a short-lived ES256 access token (published kid) and an opaque refresh token stored only as a hash', async () => {
    const s = await sut.client.SignIn({ email, password: STRONG, ip, userAgent: 'jest' });
    expect(s.expiresIn).toBe(900);
    const claims = await verifyAccess(sut, s.accessToken);
    expect(claims).toMatchObject({ sub: userId, role: 'user', sid: s.sessionId, email: normalized });
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(s.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await sut.pool.query('SELECT token_hash FROM refresh_tokens');
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(s.refreshToken);
    first = { refresh: s.refreshToken, sessionId: s.sessionId };
  });

  it('refresh rotates the refresh token on every use and keeps the session', async () => {
    const r = await sut.client.Refresh({ refreshToken: first.refresh, ip });
    expect(r.refreshToken).not.toBe(first.refresh);
    expect(r.sessionId).toBe(first.sessionId);
    expect((await verifyAccess(sut, r.accessToken)).sub).toBe(userId);
    second = r.refreshToken;
  });

  it('a rotated token presented again within seconds (two tabs, a lost answer) gets the same session a fresh token', async () => {
    const again = await sut.client.Refresh({ refreshToken: first.refresh, ip });
    expect(again.sessionId).toBe(first.sessionId);
    expect([first.refresh, second]).not.toContain(again.refreshToken);
  });

  it('reuse of an old refresh token revokes the whole family', async () => {
    // Past the grace window: the first rotation happened a minute ago.
    await sut.pool.query(`UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 minute' WHERE rotated_at IS NOT NULL`);
    const reused = await failure(sut.client.Refresh({ refreshToken: first.refresh, ip }));
    expect(reused.code).toBe('refresh_token_reused');
    // The thief's copy and the owner's newest token are both dead now.
    const newest = await failure(sut.client.Refresh({ refreshToken: second, ip }));
    expect(newest.code).toBe('session_not_found');
    const { rows } = await sut.pool.query('SELECT revoked_reason FROM sessions WHERE id = $1', [first.sessionId]);
    expect(rows[0].revoked_reason).toBe('refresh_token_reused');
  });

  it('sessions are listable and revocable', async () => {
    const a = await sut.client.SignIn({ email, password: STRONG, ip, userAgent: 'phone' });
    const b = await sut.client.SignIn({ email, password: STRONG, ip, userAgent: 'laptop' });
    const listed = await sut.client.ListSessions({ userId, currentSessionId: b.sessionId });
    expect(listed.sessions.map((s) => [s.userAgent, s.current]).sort()).toEqual([['laptop', true], ['phone', false]]);
    await sut.client.RevokeSession({ userId, sessionId: a.sessionId });
    expect((await failure(sut.client.Refresh({ refreshToken: a.refreshToken, ip }))).code).toBe('session_not_found');
    const other = await failure(sut.client.RevokeSession({ userId, sessionId: a.sessionId }));
    expect(other.code).toBe('session_not_found');
    // Sign-out revokes the session its refresh token belongs to.
    await sut.client.SignOut({ refreshToken: b.refreshToken });
    expect((await failure(sut.client.Refresh({ refreshToken: b.refreshToken, ip }))).code).toBe('session_not_found');
    expect((await sut.client.ListSessions({ userId })).sessions).toEqual([]);
  });

  it('reset by email: a one-time link sets a new password and ends every session', async () => {
    const live = await sut.client.SignIn({ email, password: STRONG, ip });
    await sut.client.RequestReset({ email: 'nobody@example.com', ip });
    expect((await sut.pool.query(`SELECT id FROM mail WHERE recipient = 'nobody@example.com'`)).rows).toEqual([]);
    await sut.client.RequestReset({ email, ip });
    const token = await linkToken(sut, normalized, 'reset');
    const weak = await failure(sut.client.ConfirmReset({ token, password: 'short' }));
    expect(weak.code).toBe('weak_password');
    await sut.client.ConfirmReset({ token, password: 'new-bear-pass-7' });
    expect((await failure(sut.client.ConfirmReset({ token, password: 'other-bear-pass-8' }))).code).toBe('token_used');
    expect((await failure(sut.client.SignIn({ email, password: STRONG, ip }))).message).toBe('Failed to sign in');
    expect((await failure(sut.client.Refresh({ refreshToken: live.refreshToken, ip }))).code).toBe('session_not_found');
    const s = await sut.client.SignIn({ email, password: 'new-bear-pass-7', ip });
    expect(s.user!.id).toBe(userId);
  });

  it('profiles (username, avatar_url) are editable; the default username is the part before the at-sign', async () => {
    expect((await sut.client.GetUser({ userId })).username).toBe('joe.bettor');
    const u = await sut.client.UpdateProfile({ userId, username: 'JoeRides', avatarUrl: 'https://img.example.com/joe.png' });
    expect(u).toMatchObject({ username: 'JoeRides', avatarUrl: 'https://img.example.com/joe.png' });
    const kept = await sut.client.UpdateProfile({ userId, avatarUrl: '' });
    expect(kept).toMatchObject({ username: 'JoeRides', avatarUrl: '' });
    const bad = await failure(sut.client.UpdateProfile({ userId, username: '<b>' }));
    expect(bad.code).toBe('invalid_profile');
    const other = await failure(sut.client.UpdateProfile({ userId }, { userId: '00000000-0000-4000-8000-000000000000', role: 'user' }));
    expect(other.code).toBe('forbidden');
  });

  it('guest sessions can browse (a token with role guest) but have no profile to edit', async () => {
    const g = await sut.client.Guest({ ip });
    expect(g.user).toMatchObject({ guest: true, role: 'guest', email: '' });
    expect((await verifyAccess(sut, g.accessToken)).role).toBe('guest');
    const r = await sut.client.Refresh({ refreshToken: g.refreshToken, ip });
    expect(r.user!.guest).toBe(true);
    expect((await failure(sut.client.UpdateProfile({ userId: g.user!.id, username: 'guesty' }))).code).toBe('guest_profile');
    expect((await sut.pool.query(`SELECT 1 FROM outbox WHERE topic = 'user.registered'`)).rowCount).toBe(1);
  });

  it('brute force: after five failures the account is locked, with the same message for an email that does not exist', async () => {
    const target = 'joe.bettor@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await failure(sut.client.SignIn({ email: target, password: `guess-${i}-x`, ip: `198.51.100.${i}` }))).code).toBe('invalid_credentials');
      expect((await failure(sut.client.SignIn({ email: 'ghost@example.com', password: `guess-${i}-x`, ip: `198.51.100.${i}` }))).code).toBe('invalid_credentials');
    }
    const before = await snapshot(sut);
    const locked = await failure(sut.client.SignIn({ email: target, password: 'new-bear-pass-7', ip: '198.51.100.99' }));
    const ghost = await failure(sut.client.SignIn({ email: 'ghost@example.com', password: 'new-bear-pass-7', ip: '198.51.100.99' }));
    expect([locked.code, locked.message]).toEqual(['too_many_attempts', 'Too many sign-in attempts. Please wait 15 minutes and try again.']);
    expect([ghost.code, ghost.message]).toEqual([locked.code, locked.message]);
    expect(locked.details).toEqual({ retryAfterSeconds: expect.any(Number) });
    expect(await snapshot(sut)).toEqual(before);
    // The counts live in Redis, shared by every replica.
    for (const who of [target, 'ghost@example.com']) {
      expect(await redis.pttl(`${prefix}${accountKey('signin', who)}`)).toBeGreaterThan(14 * 60_000);
    }
  });
});
