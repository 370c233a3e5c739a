// Access tokens are signed ES256 with a key published as JWKS with its kid; rotation logs nobody
// out (old public keys stay until their tokens expire); JWT_PRIVATE_KEY can supply the key.
import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader } from 'jose';
import { createKeyRing } from '../src';
import { linkToken, startAuth, STRONG, verifyAccess, type AuthUnderTest } from './auth-test-kit';

async function member(sut: AuthUnderTest, email: string) {
  await sut.client.SignUp({ email, password: STRONG, dateOfBirth: '1990-04-01' });
  await sut.client.Confirm({ token: await linkToken(sut, email, 'confirm') });
  return sut.client.SignIn({ email, password: STRONG });
}

describe('key rotation without logging anyone out', () => {
  let sut: AuthUnderTest;
  let clock = new Date('2026-03-01T12:00:00Z');
  beforeAll(async () => {
    sut = await startAuth({ adapters: { now: () => clock } });
  });
  afterAll(() => sut.stop());

  it('old public keys stay in the JWKS until their tokens expire, then leave', async () => {
    const before = await member(sut, 'rot@example.com');
    const oldKid = decodeProtectedHeader(before.accessToken).kid!;
    const jwks1 = await sut.client.GetJwks({});
    expect(jwks1.keys).toEqual([expect.objectContaining({ kid: oldKid, kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })]);

    const newKid = await sut.keys.rotate();
    expect(newKid).not.toBe(oldKid);
    // A token signed before the rotation still verifies; a refresh now gets the new key.
    await expect(verifyAccess(sut, before.accessToken, clock)).resolves.toMatchObject({ sub: before.user!.id });
    const after = await sut.client.Refresh({ refreshToken: before.refreshToken });
    expect(decodeProtectedHeader(after.accessToken).kid).toBe(newKid);
    expect((await sut.client.GetJwks({})).keys.map((k) => k.kid)).toEqual([newKid, oldKid]);
    // Private halves of retired keys are not kept.
    const { rows } = await sut.pool.query('SELECT kid FROM signing_keys WHERE private_jwk IS NOT NULL');
    expect(rows.map((r) => r.kid)).toEqual([newKid]);

    clock = new Date(clock.getTime() + 22 * 60_000);
    expect((await sut.client.GetJwks({})).keys.map((k) => k.kid)).toEqual([newKid]);
  });

  it('a generated key older than KEY_ROTATION_DAYS is rotated by the periodic check', async () => {
    const kid = (await sut.client.GetJwks({})).keys[0]!.kid;
    expect(await sut.keys.rotateIfOlderThan(30)).toBeNull();
    clock = new Date(clock.getTime() + 31 * 86_400_000);
    const fresh = await sut.keys.rotateIfOlderThan(30);
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(kid);
  });
});

describe('JWT_PRIVATE_KEY', () => {
  it('signs with the given P-256 key and keeps its public half published', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const sut = await startAuth({ env: { JWT_PRIVATE_KEY: pem } });
    try {
      const s = await member(sut, 'env@example.com');
      const { keys } = await sut.client.GetJwks({});
      expect(keys).toHaveLength(1);
      expect(decodeProtectedHeader(s.accessToken).kid).toBe(keys[0]!.kid);
      await expect(verifyAccess(sut, s.accessToken)).resolves.toMatchObject({ role: 'user' });
      await expect(sut.keys.rotate()).rejects.toThrow(/JWT_PRIVATE_KEY/);
      // A key that is not P-256 is refused at start.
      const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const ring = createKeyRing({ pool: sut.pool, now: () => new Date(), retentionMs: 0, privateKeyPem: rsa });
      await expect(ring.init()).rejects.toThrow('JWT_PRIVATE_KEY must be an EC P-256 private key (ES256)');
    } finally {
      await sut.stop();
    }
  });
});
