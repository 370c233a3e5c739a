// Account holes closed in auth, over gRPC against real Postgres and Redis: strangers' wrong
// passwords do not lock the owner's own device out; the dev mailbox shows mail only to its
// addressee or an admin; ended sessions are published for the gateway for a token lifetime.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { revokedSessionKey } from '@gary/contracts';
import { createMemoryCache, createMemoryRateLimiter, createRedisCache, createRedisRateLimiter, type Pool } from '@gary/platform';
import { createAccountService } from '../src/account-service';
import { createSessionRevocations } from '../src/adapters/session-revocations';
import { setRole } from '../src/ops/roles';
import { failure, linkToken, startAuth, STRONG, type AuthUnderTest } from './auth-test-kit';

let sut: AuthUnderTest;
let redis: Redis;
const run = randomBytes(4).toString('hex');
const cachePrefix = `gary:cache:test:${run}:`;

beforeAll(async () => {
  redis = new Redis(process.env.REDIS_URL!);
  sut = await startAuth({ adapters: { rateLimiter: createRedisRateLimiter(redis, `gary:rl:test:${run}:`), cache: createRedisCache(redis, cachePrefix) } });
});
afterAll(async () => {
  await sut.stop();
  redis.disconnect();
});

async function confirmed(email: string, ip = '192.0.2.10'): Promise<string> {
  const { user } = await sut.client.SignUp({ email, password: STRONG, ip, dateOfBirth: '1990-04-01' });
  await sut.client.Confirm({ token: await linkToken(sut, email, 'confirm') });
  return user!.id;
}

describe('"lockout locks out the owner": the per-account brake stays, the owner’s known device gets through', () => {
  const owner = 'owner@example.com';
  let deviceToken = '';

  beforeAll(async () => {
    await confirmed(owner);
    const s = await sut.client.SignIn({ email: owner, password: STRONG, ip: '192.0.2.20' });
    deviceToken = s.deviceToken;
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('five wrong passwords from strangers lock the account for a browser with no device token, but not for the owner’s device', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await failure(sut.client.SignIn({ email: owner, password: `guess-${i}-x`, ip: `198.51.100.${i}` }))).code).toBe('invalid_credentials');
    }
    // A stranger (or the owner on a new device) is braked, even with the right password.
    expect((await failure(sut.client.SignIn({ email: owner, password: STRONG, ip: '198.51.100.50' }))).code).toBe('too_many_attempts');
    // The owner's browser, which signed in before, is not.
    const s = await sut.client.SignIn({ email: owner, password: STRONG, ip: '203.0.113.9', deviceToken });
    expect(s.accessToken).not.toBe('');
    expect(s.deviceToken).toBe(deviceToken);
  });

  it('a device token issued to another account, a tampered one or a made-up one counts on the account like none', async () => {
    await confirmed('other@example.com');
    const otherDevice = (await sut.client.SignIn({ email: 'other@example.com', password: STRONG, ip: '192.0.2.21' })).deviceToken;
    const tampered = `${deviceToken.split('.')[0]}.${'A'.repeat(43)}`;
    // The owner's success above cleared the account's count: strangers lock it again.
    for (let i = 0; i < 5; i++) await failure(sut.client.SignIn({ email: owner, password: `guess-${i}-y`, ip: `198.51.100.${10 + i}` }));
    for (const token of [otherDevice, tampered, 'made-up-device-token-000.abc']) {
      expect((await failure(sut.client.SignIn({ email: owner, password: STRONG, ip: '198.51.100.60', deviceToken: token }))).code).toBe('too_many_attempts');
    }
  });

  it('the known device keeps its own brake: five wrong passwords from it lock it too', async () => {
    const dev = (await sut.client.SignIn({ email: owner, password: STRONG, ip: '203.0.113.9', deviceToken })).deviceToken;
    for (let i = 0; i < 5; i++) {
      expect((await failure(sut.client.SignIn({ email: owner, password: `typo-${i}-x`, ip: '203.0.113.9', deviceToken: dev }))).code).toBe('invalid_credentials');
    }
    expect((await failure(sut.client.SignIn({ email: owner, password: STRONG, ip: '203.0.113.9', deviceToken: dev }))).code).toBe('too_many_attempts');
  });
});

describe('"its dev mailbox shows mail only to its addressee or an admin"', () => {
  const newcomer = 'newcomer@example.com';
  const member = 'member@example.com';
  let memberId = '';

  beforeAll(async () => {
    memberId = await confirmed(member);
    await sut.client.SignUp({ email: newcomer, password: STRONG, ip: '192.0.2.30', dateOfBirth: '1990-04-01' });
    await sut.client.RequestReset({ email: member, ip: '192.0.2.31' });
    await linkToken(sut, member, 'reset');
  });

  it('nobody signed in, with or without to=, reads nothing', async () => {
    for (const to of ['', member, newcomer]) expect((await failure(sut.client.ListMail({ to, limit: 50 }))).code).toBe('unauthenticated');
  });

  it('a signed-in account reads its own mail (its reset link included) and nobody else’s', async () => {
    const own = await sut.client.ListMail({ to: '', limit: 50 }, { userId: memberId, role: 'user' });
    expect(own.messages.length).toBeGreaterThanOrEqual(2);
    expect(new Set(own.messages.map((m) => m.to))).toEqual(new Set([member]));
    expect(own.messages.map((m) => m.subject)).toContain('Reset your Gary password');
    expect((await sut.client.ListMail({ to: newcomer, limit: 50 }, { userId: memberId, role: 'user' })).messages).toEqual([]);
    // A forwarded admin role is checked against the account: this one is not an admin.
    const claimed = await sut.client.ListMail({ to: '', limit: 50 }, { userId: memberId, role: 'admin' });
    expect(new Set(claimed.messages.map((m) => m.to))).toEqual(new Set([member]));
  });

  it('an account not confirmed yet reads its own mail with its password; a wrong password or unknown address reads nothing, alike', async () => {
    const { messages } = await sut.client.ListMail({ to: newcomer, limit: 50, password: STRONG, ip: '192.0.2.32' });
    expect(messages.map((m) => [m.to, m.subject])).toEqual([[newcomer, 'Confirm your email for Gary']]);
    const wrong = await failure(sut.client.ListMail({ to: newcomer, limit: 50, password: 'not-the-password-1', ip: '192.0.2.32' }));
    const ghost = await failure(sut.client.ListMail({ to: 'ghost@example.com', limit: 50, password: 'not-the-password-1', ip: '192.0.2.32' }));
    expect([wrong.code, wrong.message]).toEqual(['mailbox_denied', 'Wrong email or password.']);
    expect([ghost.code, ghost.message]).toEqual([wrong.code, wrong.message]);
  });

  it('guessing a mailbox password is braked like a sign-in', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await failure(sut.client.ListMail({ to: member, limit: 5, password: `guess-${i}-x`, ip: `198.51.100.${70 + i}` }))).code).toBe('mailbox_denied');
    }
    expect((await failure(sut.client.ListMail({ to: member, limit: 5, password: STRONG, ip: '198.51.100.80' }))).code).toBe('too_many_attempts');
  });

  it('an admin reads every address (to= narrows it)', async () => {
    const adminId = await confirmed('boss@example.com');
    expect(await setRole(sut.pool, 'boss@example.com', 'admin')).toEqual({ ok: true, userId: adminId });
    const all = await sut.client.ListMail({ to: '', limit: 100 }, { userId: adminId, role: 'admin' });
    expect(new Set(all.messages.map((m) => m.to))).toEqual(new Set([member, newcomer, 'boss@example.com', 'owner@example.com', 'other@example.com']));
    const one = await sut.client.ListMail({ to: newcomer, limit: 100 }, { userId: adminId, role: 'admin' });
    expect(new Set(one.messages.map((m) => m.to))).toEqual(new Set([newcomer]));
  });
});

describe('"access tokens outlive sign-out" no more: ended sessions are published for the gateway', () => {
  const email = 'leaver@example.com';
  const revoked = async (sid: string) => {
    const ttl = await redis.pttl(`${cachePrefix}${revokedSessionKey(sid)}`);
    return ttl;
  };

  beforeAll(async () => {
    await confirmed(email);
  });

  it('sign-out publishes its session for the access token’s lifetime (plus a minute of clock skew)', async () => {
    const s = await sut.client.SignIn({ email, password: STRONG, ip: '192.0.2.40' });
    expect(await revoked(s.sessionId)).toBe(-2);
    await sut.client.SignOut({ refreshToken: s.refreshToken, sessionId: '' });
    const ttl = await revoked(s.sessionId);
    expect(ttl).toBeGreaterThan(900_000);
    expect(ttl).toBeLessThanOrEqual(960_000);
  });

  it('a reused refresh token publishes its whole session', async () => {
    const s = await sut.client.SignIn({ email, password: STRONG, ip: '192.0.2.41' });
    await sut.client.Refresh({ refreshToken: s.refreshToken, ip: '192.0.2.41' });
    await sut.pool.query(`UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 minute' WHERE rotated_at IS NOT NULL`);
    expect((await failure(sut.client.Refresh({ refreshToken: s.refreshToken, ip: '192.0.2.41' }))).code).toBe('refresh_token_reused');
    expect(await revoked(s.sessionId)).toBeGreaterThan(900_000);
  });

  it('a password reset publishes every open session of the account; a revoked session is published too', async () => {
    const [a, b, c] = [
      await sut.client.SignIn({ email, password: STRONG, ip: '192.0.2.42' }),
      await sut.client.SignIn({ email, password: STRONG, ip: '192.0.2.43' }),
      await sut.client.SignIn({ email, password: STRONG, ip: '192.0.2.44' }),
    ];
    await sut.client.RevokeSession({ userId: c.user!.id, sessionId: c.sessionId }, { userId: c.user!.id, role: 'user' });
    expect(await revoked(c.sessionId)).toBeGreaterThan(900_000);
    expect(await revoked(a.sessionId)).toBe(-2);
    await sut.client.RequestReset({ email, ip: '192.0.2.45' });
    await sut.client.ConfirmReset({ token: await linkToken(sut, email, 'reset'), password: 'fresh-bear-pass-9' });
    for (const s of [a, b]) expect(await revoked(s.sessionId)).toBeGreaterThan(900_000);
  });

  it('sign-out naming someone else’s session id publishes nothing', async () => {
    const victim = await sut.client.SignIn({ email: 'member@example.com', password: STRONG, ip: '192.0.2.46' });
    const attacker = await sut.client.SignIn({ email: 'other@example.com', password: STRONG, ip: '192.0.2.47' });
    await sut.client.SignOut({ refreshToken: '', sessionId: victim.sessionId }, { userId: attacker.user!.id, role: 'user' });
    expect(await revoked(victim.sessionId)).toBe(-2);
  });
});

describe('"password reset answers as fast for real accounts": both paths do the same work before the answer', () => {
  it('a reset request for a real account and for an unknown email both answer after no database work, deferring the same one job', async () => {
    await confirmed('resetter@example.com');
    let queries = 0;
    const counting = new Proxy(sut.pool, {
      get(target, prop, recv) {
        if (prop === 'query') return (...args: unknown[]) => (queries++, (target.query as (...a: unknown[]) => unknown)(...args));
        if (prop === 'connect') return (...args: unknown[]) => (queries++, (target.connect as (...a: unknown[]) => unknown)(...args));
        return Reflect.get(target, prop, recv);
      },
    }) as Pool;
    const deferred: (() => Promise<void>)[] = [];
    const accounts = createAccountService({
      pool: counting,
      hasher: { hash: async () => '', verify: async () => false },
      limiter: createMemoryRateLimiter(),
      now: () => new Date(),
      emailSecret: 'test-secret',
      retentionSecret: 'test-retention-secret',
      publicOrigin: 'http://gary.test',
      revocations: createSessionRevocations(createMemoryCache(), 900),
      defer: (work) => void deferred.push(work),
    });
    const mailCount = async () => Number((await sut.pool.query('SELECT count(*) AS n FROM mail')).rows[0].n);
    const before = await mailCount();
    const work: number[] = [];
    for (const email of ['resetter@example.com', 'nobody-here@example.com']) {
      queries = 0;
      await accounts.requestReset({ email, ip: '192.0.2.90', origin: 'http://gary.test' });
      work.push(queries);
    }
    expect(work).toEqual([0, 0]);
    expect(deferred).toHaveLength(2);
    expect(await mailCount()).toBe(before);
    // The deferred jobs do the lookups and the writes: a link for the real account, nothing for the other.
    for (const job of deferred) await job();
    const { rows } = await sut.pool.query(`SELECT recipient, subject FROM mail WHERE recipient IN ('resetter@example.com', 'nobody-here@example.com') AND subject = 'Reset your Gary password'`);
    expect(rows).toEqual([{ recipient: 'resetter@example.com', subject: 'Reset your Gary password' }]);
  });
});
