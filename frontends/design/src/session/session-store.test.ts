import { createSessionStore, displayName } from './session-store';

type Route = (body: unknown) => { status: number; body?: unknown };

function gateway(routes: Record<string, Route>) {
  const seen: string[] = [];
  const fn = (async (url: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    seen.push(key);
    const route = routes[key];
    if (!route) return new Response(JSON.stringify({ error: { code: 'not_found', message: key } }), { status: 404 });
    const r = route(init?.body ? JSON.parse(String(init.body)) : undefined);
    return new Response(r.body === undefined ? '' : JSON.stringify(r.body), { status: r.status });
  }) as typeof fetch;
  return { fn, seen };
}

const user = { id: 'u1', email: 'bear@den.com', role: 'user' as const };
const me = (plan: 'free' | 'pro') => () => ({ status: 200, body: { user, plan, subscription: plan === 'pro' ? { status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false } : null } });

describe('session store', () => {
  test('restores a session from the refresh cookie and reads the plan from /api/me', async () => {
    const { fn } = gateway({ 'POST /api/auth/refresh': () => ({ status: 200, body: { accessToken: 'a1', user } }), 'GET /api/me': me('pro') });
    const s = createSessionStore({ fetch: fn });
    expect(s.getSnapshot().status).toBe('loading');
    await s.restore();
    expect(s.getSnapshot()).toMatchObject({ status: 'signedIn', plan: 'pro', checkingPlan: false, user: { id: 'u1' } });
    expect(s.getAccessToken()).toBe('a1');
  });

  test('no refresh cookie: signed out on the free plan', async () => {
    const { fn } = gateway({ 'POST /api/auth/refresh': () => ({ status: 401, body: { error: { code: 'session_not_found', message: 'none' } } }) });
    const s = createSessionStore({ fetch: fn });
    await s.restore();
    expect(s.getSnapshot()).toMatchObject({ status: 'signedOut', plan: 'free', user: null });
  });

  test('"every signed-out load logs a 401" no more: a 204 from refresh (no cookie) leaves the page signed out', async () => {
    const { fn, seen } = gateway({ 'POST /api/auth/refresh': () => ({ status: 204 }) });
    const s = createSessionStore({ fetch: fn });
    await s.restore();
    expect(s.getSnapshot()).toMatchObject({ status: 'signedOut', plan: 'free', user: null });
    expect(s.getAccessToken()).toBeNull();
    expect(seen).toEqual(['POST /api/auth/refresh']);
  });

  test('"Sign-in failure: the error message, or Failed to sign in" is passed back as a value', async () => {
    const { fn } = gateway({ 'POST /api/auth/signin': () => ({ status: 401, body: { error: { code: 'invalid_credentials', message: 'Failed to sign in' } } }) });
    const s = createSessionStore({ fetch: fn });
    const r = await s.signIn('bear@den.com', 'nope');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toBe('Failed to sign in');
    expect(s.getSnapshot().status).not.toBe('signedIn');
  });

  test('sign-in keeps the token in memory and loads the plan; sign-out clears both', async () => {
    const { fn, seen } = gateway({
      'POST /api/auth/signin': (b) => ({ status: 200, body: { accessToken: `t-${(b as { email: string }).email}`, user } }),
      'GET /api/me': me('free'),
      'POST /api/auth/signout': () => ({ status: 200, body: { ok: true } }),
    });
    const s = createSessionStore({ fetch: fn });
    const listener = jest.fn();
    s.subscribe(listener);
    expect((await s.signIn('bear@den.com', 'pw')).ok).toBe(true);
    expect(s.getSnapshot()).toMatchObject({ status: 'signedIn', plan: 'free' });
    expect(s.getAccessToken()).toBe('t-bear@den.com');
    expect(listener).toHaveBeenCalled();
    await s.signOut();
    expect(s.getSnapshot()).toMatchObject({ status: 'signedOut', plan: 'free', user: null });
    expect(s.getAccessToken()).toBeNull();
    expect(seen).toEqual(['POST /api/auth/signin', 'GET /api/me', 'POST /api/auth/signout']);
  });

  test('"Remember-me unchecked: a session cookie": sign-in tells the gateway whether to remember', async () => {
    const bodies: unknown[] = [];
    const { fn } = gateway({
      'POST /api/auth/signin': (b) => (bodies.push(b), { status: 200, body: { accessToken: 't', user } }),
      'GET /api/me': me('free'),
    });
    const s = createSessionStore({ fetch: fn });
    await s.signIn('bear@den.com', 'pw', false);
    await s.signIn('bear@den.com', 'pw', true);
    await s.signIn('bear@den.com', 'pw');
    expect(bodies).toEqual([
      { email: 'bear@den.com', password: 'pw', remember: false },
      { email: 'bear@den.com', password: 'pw', remember: true },
      { email: 'bear@den.com', password: 'pw', remember: true },
    ]);
  });

  test('signing out while the session is still being restored ends signed out (a page load onto /signout)', async () => {
    const { fn, seen } = gateway({
      'POST /api/auth/refresh': () => ({ status: 200, body: { accessToken: 'a1', user } }),
      'GET /api/me': me('pro'),
      'POST /api/auth/signout': () => ({ status: 200, body: { ok: true } }),
    });
    const s = createSessionStore({ fetch: fn });
    const restoring = s.restore();
    await s.signOut();
    await restoring;
    expect(s.getSnapshot()).toMatchObject({ status: 'signedOut', user: null });
    expect(s.getAccessToken()).toBeNull();
    expect(seen).toEqual(['POST /api/auth/refresh', 'GET /api/me', 'POST /api/auth/signout']);
  });

  test('"if a user is returned without a session, a confirmation screen shows"; weak passwords come back with reasons', async () => {
    const { fn } = gateway({
      'POST /api/auth/signup': (b) =>
        (b as { password: string }).password.length < 8
          ? { status: 400, body: { error: { code: 'weak_password', message: 'Password too weak', details: { reasons: ['at least 8 characters'] } } } }
          : { status: 201, body: { user: { id: 'u2', email: 'new@den.com' }, confirmationRequired: true } },
    });
    const s = createSessionStore({ fetch: fn });
    expect(await s.signUp('new@den.com', 'longenough')).toEqual({ ok: true, confirmationRequired: true });
    const weak = await s.signUp('new@den.com', 'short');
    expect(!weak.ok && weak.error).toMatchObject({ code: 'weak_password', details: { reasons: ['at least 8 characters'] } });
  });

  test('a password reset really asks the gateway', async () => {
    const { fn, seen } = gateway({ 'POST /api/auth/reset': () => ({ status: 200, body: { ok: true } }), 'POST /api/auth/reset/confirm': () => ({ status: 200, body: { ok: true } }) });
    const s = createSessionStore({ fetch: fn });
    expect((await s.requestPasswordReset('bear@den.com')).ok).toBe(true);
    expect((await s.confirmPasswordReset('tok', 'N3w-password!')).ok).toBe(true);
    expect(seen).toEqual(['POST /api/auth/reset', 'POST /api/auth/reset/confirm']);
  });

  test('"the username shown is the part of the email before the at-sign, with fallback"', () => {
    expect(displayName({ id: '1', email: 'ohio_grinder@example.com' })).toBe('ohio_grinder');
    expect(displayName({ id: '1', email: 'x@y.z', username: 'Big Bear' })).toBe('Big Bear');
    expect(displayName({ id: '1', email: null })).toBe('Bettor');
    expect(displayName(null)).toBe('Guest');
  });
});
