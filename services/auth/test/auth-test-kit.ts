// Shared setup of auth's integration tests: the service on its own schema, helpers to read the
// dev mailbox and verify access tokens against the published JWKS.
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { EventBus, GrpcCallError, ServiceAdapters } from '@gary/platform';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { readConfig, start, TOKEN_AUDIENCE, TOKEN_ISSUER, type AuthHandle } from '../src';

export type AuthUnderTest = ServiceUnderTest<'auth'> & { keys: AuthHandle['keys'] };

export async function startAuth(opts: { adapters?: Partial<ServiceAdapters>; env?: Record<string, string>; bus?: EventBus } = {}): Promise<AuthUnderTest> {
  const sut = await startServiceForTest({ name: 'auth', readConfig, start, adapters: opts.adapters, bus: opts.bus, env: { PUBLIC_ORIGIN: 'http://gary.test', ...opts.env } });
  return Object.assign(sut, { keys: (sut.handle as AuthHandle).keys });
}

/**
 * The token in the newest link mailed to `to` (confirm or reset), read from the mail table (the dev
 * mailbox has its own tests). Reset mail is written just after RequestReset answers: waits for it.
 */
export async function linkToken(sut: AuthUnderTest, to: string, purpose: 'confirm' | 'reset', after?: Date): Promise<string> {
  const until = Date.now() + 5_000;
  for (;;) {
    const { rows } = await sut.pool.query<{ links: string[] }>(
      'SELECT links FROM mail WHERE recipient = $1 AND created_at >= $2 ORDER BY created_at DESC, id LIMIT 10',
      [to, after ?? new Date(0)],
    );
    const link = rows.flatMap((m) => m.links).find((l) => l.startsWith(`http://gary.test/${purpose}?token=`));
    if (link) return decodeURIComponent(link.split('token=')[1]!);
    if (Date.now() > until) throw new Error(`no ${purpose} link mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function verifyAccess(sut: AuthUnderTest, token: string, at?: Date): Promise<JWTPayload> {
  const { keys } = await sut.client.GetJwks({});
  const set = createLocalJWKSet({ keys: keys.map((k) => ({ kty: k.kty, kid: k.kid, alg: k.alg, use: k.use, crv: k.crv, x: k.x, y: k.y })) });
  const { payload } = await jwtVerify(token, set, { algorithms: ['ES256'], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, currentDate: at });
  return payload;
}

/** The error a gRPC call fails with (the test fails if it succeeds). */
export async function failure(p: Promise<unknown>): Promise<GrpcCallError> {
  try {
    await p;
  } catch (err) {
    return err as GrpcCallError;
  }
  throw new Error('expected the call to fail');
}

/** Everything stored in the auth schema that an attack must not change. */
export async function snapshot(sut: AuthUnderTest): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const t of ['users', 'credentials', 'profiles', 'sessions', 'refresh_tokens', 'email_tokens', 'mail', 'signing_keys']) {
    const { rows } = await sut.pool.query(`SELECT * FROM ${t} ORDER BY 1`);
    out[t] = rows;
  }
  // published_at is the relay's bookkeeping, set whenever it gets to the row.
  out['outbox'] = (await sut.pool.query('SELECT id, topic, key, envelope FROM outbox ORDER BY seq')).rows;
  return out;
}

export const STRONG = 'ride-the-bear-42';
