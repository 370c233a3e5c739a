import { exportJWK, generateKeyPair, SignJWT, type JWK, type KeyLike } from 'jose';
import { createAccessTokenVerifier, TOKEN_AUDIENCE, TOKEN_ISSUER } from './access-token';

const USER = '7d3c7f4e-2a55-4d2b-9a3e-0d6b1e2f3a4b';
let signing: { kid: string; key: KeyLike; jwk: JWK };
let other: { kid: string; key: KeyLike; jwk: JWK };

async function keypair(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  return { kid, key: privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const nowSec = () => Math.floor(Date.now() / 1000);

function token(k: { kid: string; key: KeyLike }, claims: Record<string, unknown> = {}, opts: { exp?: number | null; iat?: number } = {}) {
  const jwt = new SignJWT({ role: 'user', sid: 's1', ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: k.kid })
    .setSubject(USER)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(opts.iat ?? nowSec());
  if (opts.exp !== null) jwt.setExpirationTime(opts.exp ?? nowSec() + 900);
  return jwt.sign(k.key);
}

beforeAll(async () => {
  signing = await keypair('kid-1');
  other = await keypair('kid-2');
});

function verifierWith(keys: () => JWK[]) {
  const calls = { n: 0 };
  const verify = createAccessTokenVerifier({}, { fetchJwks: async () => (calls.n++, keys()), minRefetchMs: 0 });
  return { verify, calls };
}

describe('the gateway verifies access tokens against auth’s JWKS', () => {
  it('a valid ES256 token gives the caller', async () => {
    const { verify } = verifierWith(() => [signing.jwk]);
    expect(await verify(await token(signing, { email: 'joe@example.com' }))).toEqual({ userId: USER, role: 'user', guest: false, email: 'joe@example.com', sessionId: 's1' });
    expect(await verify(await token(signing, { role: 'guest' }))).toMatchObject({ guest: true, role: 'guest' });
  });

  it('rejects alg none', async () => {
    const { verify } = verifierWith(() => [signing.jwk]);
    const none = `${b64({ alg: 'none', kid: 'kid-1' })}.${b64({ sub: USER, role: 'admin', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: nowSec(), exp: nowSec() + 900 })}.`;
    expect(await verify(none)).toBeNull();
  });

  it('rejects HS256 signed with the public key as the secret (algorithm confusion)', async () => {
    const { verify } = verifierWith(() => [signing.jwk]);
    const secret = new TextEncoder().encode(JSON.stringify(signing.jwk));
    const hs = await new SignJWT({ role: 'admin' }).setProtectedHeader({ alg: 'HS256', kid: 'kid-1' }).setSubject(USER).setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt().setExpirationTime('15m').sign(secret);
    expect(await verify(hs)).toBeNull();
  });

  it('rejects a token signed with the wrong key, even one that claims a published kid', async () => {
    const { verify } = verifierWith(() => [signing.jwk]);
    expect(await verify(await token({ kid: 'kid-1', key: other.key }, { role: 'admin' }))).toBeNull();
    expect(await verify(await token(other))).toBeNull();
  });

  it('rejects an expired token and one missing exp', async () => {
    const { verify } = verifierWith(() => [signing.jwk]);
    expect(await verify(await token(signing, {}, { iat: nowSec() - 1000, exp: nowSec() - 100 }))).toBeNull();
    expect(await verify(await token(signing, {}, { exp: null }))).toBeNull();
  });

  it('rejects another issuer or audience, a changed payload, an unknown role, garbage', async () => {
    const { verify } = verifierWith(() => [signing.jwk]);
    const good = await token(signing);
    const [h, , s] = good.split('.');
    expect(await verify(`${h}.${b64({ sub: USER, role: 'admin', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: nowSec(), exp: nowSec() + 900 })}.${s}`)).toBeNull();
    expect(await verify(await token(signing, { role: 'root' }))).toBeNull();
    const foreign = (iss: string, aud: string) =>
      new SignJWT({ role: 'user' }).setProtectedHeader({ alg: 'ES256', kid: 'kid-1' }).setSubject(USER).setIssuer(iss).setAudience(aud).setIssuedAt().setExpirationTime('15m').sign(signing.key);
    expect(await verify(await foreign('someone-else', TOKEN_AUDIENCE))).toBeNull();
    expect(await verify(await foreign(TOKEN_ISSUER, 'another-app'))).toBeNull();
    expect(await verify(await foreign(TOKEN_ISSUER, TOKEN_AUDIENCE))).not.toBeNull();
    for (const g of ['', 'abc', 'a.b.c', 'x'.repeat(5000)]) expect(await verify(g)).toBeNull();
  });

  it('caches the key set and fetches again on an unknown kid (rotation without logging anyone out)', async () => {
    let published = [signing.jwk];
    const { verify, calls } = verifierWith(() => published);
    expect(await verify(await token(signing))).not.toBeNull();
    expect(await verify(await token(signing))).not.toBeNull();
    expect(calls.n).toBe(1);
    published = [other.jwk, signing.jwk];
    expect(await verify(await token(other))).not.toBeNull();
    expect(calls.n).toBe(2);
    // Tokens of the old key keep working while it is published.
    expect(await verify(await token(signing))).not.toBeNull();
  });

  it('with auth unreachable nobody is verified, nothing throws', async () => {
    const verify = createAccessTokenVerifier({}, { fetchJwks: async () => Promise.reject(new Error('down')) });
    expect(await verify(await token(signing))).toBeNull();
  });
});
