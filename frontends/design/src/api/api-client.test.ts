import { createApiClient, createMemoryTokenStore, newTraceparent, parseErrorBody } from './api-client';

type Call = { url: string; init: RequestInit };

function fakeFetch(answers: Array<(call: Call) => { status: number; body?: unknown; text?: string }>) {
  const calls: Call[] = [];
  const fn = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    const next = answers.shift();
    if (!next) throw new Error(`unexpected request ${call.url}`);
    const a = next(call);
    return new Response(a.text ?? (a.body === undefined ? '' : JSON.stringify(a.body)), { status: a.status });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const header = (c: Call, name: string) => (c.init.headers as Record<string, string>)[name];

describe('api client', () => {
  test('"the browser sends a W3C traceparent header on its API calls": version 00, a fresh trace per call, sampled', async () => {
    const { fn, calls } = fakeFetch([() => ({ status: 200, body: {} }), () => ({ status: 200, body: {} })]);
    const api = createApiClient({ fetch: fn, tokens: createMemoryTokenStore(null) });
    await api.get('/api/picks/today');
    await api.post('/api/decisions', { pickId: 'p1', decision: 'ride' });
    const [a, b] = calls.map((c) => header(c, 'traceparent'));
    expect(a).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(b).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(a!.slice(3, 35)).not.toBe(b!.slice(3, 35));
  });

  test('a traceparent never carries the all-zero ids the W3C spec calls invalid', () => {
    let draws = 0;
    const random = (x: Uint8Array) => {
      draws++;
      if (draws > 1) x.fill(draws);
      return x;
    };
    expect(newTraceparent(random)).toBe(`00-${'02'.repeat(16)}-${'03'.repeat(8)}-01`);
  });

  test('sends the in-memory access token as a Bearer header', async () => {
    const { fn, calls } = fakeFetch([() => ({ status: 200, body: { ok: 1 } })]);
    const api = createApiClient({ fetch: fn, tokens: createMemoryTokenStore('t1') });
    const r = await api.get('/api/me');
    expect(r).toEqual({ ok: true, status: 200, data: { ok: 1 } });
    expect(header(calls[0]!, 'Authorization')).toBe('Bearer t1');
  });

  test('a download asked as text comes back as the text sent (the data export as CSV), not parsed as JSON', async () => {
    const csv = '# account\r\nfield,value\r\nemail,a@example.com\r\n';
    const { fn, calls } = fakeFetch([() => ({ status: 200, text: csv }), () => ({ status: 200, body: { a: 1 } })]);
    const api = createApiClient({ fetch: fn, tokens: createMemoryTokenStore('t1') });
    expect(await api.request<string>('/api/me/export', { query: { format: 'csv' }, text: true })).toEqual({ ok: true, status: 200, data: csv });
    expect(calls[0]!.url).toBe('/api/me/export?format=csv');
    expect(header(calls[0]!, 'Authorization')).toBe('Bearer t1');
    expect(await api.request<string>('/api/me/export', { text: true })).toEqual({ ok: true, status: 200, data: '{"a":1}' });
  });

  test('"refresh on 401 via POST /api/auth/refresh once", then retries with the new token', async () => {
    const tokens = createMemoryTokenStore('old');
    const { fn, calls } = fakeFetch([
      () => ({ status: 401, body: { error: { code: 'token_expired', message: 'expired' } } }),
      () => ({ status: 200, body: { accessToken: 'new', user: { id: 'u' } } }),
      () => ({ status: 200, body: { plan: 'pro' } }),
    ]);
    const api = createApiClient({ fetch: fn, tokens });
    const r = await api.get('/api/me');
    expect(r.ok).toBe(true);
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(['GET /api/me', 'POST /api/auth/refresh', 'GET /api/me']);
    expect(header(calls[2]!, 'Authorization')).toBe('Bearer new');
    expect(tokens.get()).toBe('new');
  });

  test('a failed refresh returns the original 401, clears the token and reports the expired session', async () => {
    const tokens = createMemoryTokenStore('old');
    const onSessionExpired = jest.fn();
    const { fn, calls } = fakeFetch([
      () => ({ status: 401, body: { error: { code: 'token_expired', message: 'expired' } } }),
      () => ({ status: 401, body: { error: { code: 'session_not_found', message: 'no session' } } }),
    ]);
    const api = createApiClient({ fetch: fn, tokens, onSessionExpired });
    const r = await api.get('/api/stats/me');
    expect(r).toEqual({ ok: false, error: { name: 'ApiError', status: 401, code: 'token_expired', message: 'expired' } });
    expect(calls).toHaveLength(2);
    expect(tokens.get()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  test('two requests failing with 401 at once share one refresh', async () => {
    const tokens = createMemoryTokenStore('old');
    let refreshes = 0;
    const fn = (async (url: RequestInfo | URL) => {
      if (String(url) === '/api/auth/refresh') {
        refreshes++;
        await new Promise((r) => setTimeout(r, 5));
        return new Response(JSON.stringify({ accessToken: 'new' }), { status: 200 });
      }
      return new Response('{}', { status: tokens.get() === 'new' ? 200 : 401 });
    }) as typeof fetch;
    const api = createApiClient({ fetch: fn, tokens });
    const [a, b] = await Promise.all([api.get('/api/a'), api.get('/api/b')]);
    expect(a.ok && b.ok).toBe(true);
    expect(refreshes).toBe(1);
  });

  test('the refresh is sent keepalive, so leaving the page mid-refresh still stores the rotated cookie', async () => {
    const { fn, calls } = fakeFetch([() => ({ status: 200, body: { accessToken: 'a1' } }), () => ({ status: 200, body: {} })]);
    const api = createApiClient({ fetch: fn, tokens: createMemoryTokenStore() });
    expect(await api.refresh()).toBe(true);
    await api.get('/api/me');
    expect(calls.map((c) => [c.url, c.init.keepalive])).toEqual([['/api/auth/refresh', true], ['/api/me', undefined]]);
  });

  test('auth calls marked skipRefresh never trigger a refresh', async () => {
    const { fn, calls } = fakeFetch([() => ({ status: 401, body: { error: { code: 'invalid_credentials', message: 'Failed to sign in' } } })]);
    const api = createApiClient({ fetch: fn, tokens: createMemoryTokenStore() });
    const r = await api.post('/api/auth/signin', { email: 'a@b.c', password: 'x' }, { skipRefresh: true });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toBe('Failed to sign in');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ email: 'a@b.c', password: 'x' });
  });

  test('a network failure is an error value, not a throw', async () => {
    const fn = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const r = await createApiClient({ fetch: fn, tokens: createMemoryTokenStore() }).get('/api/picks/today');
    expect(!r.ok && r.error.code).toBe('network_error');
  });

  test('EventSource URL carries the token as ?access_token=', () => {
    const api = createApiClient({ fetch: jest.fn() as unknown as typeof fetch, tokens: createMemoryTokenStore('a b') });
    expect(api.streamUrl('/api/stats/stream')).toBe('/api/stats/stream?access_token=a+b');
  });
});

describe('error shape parsing', () => {
  test('reads { error: { code, message, details } }', () => {
    expect(parseErrorBody(400, { error: { code: 'weak_password', message: 'Weak password', details: { reasons: ['too short'] } } })).toEqual({
      name: 'ApiError', status: 400, code: 'weak_password', message: 'Weak password', details: { reasons: ['too short'] },
    });
  });

  test('"HTTP 502, 503, 504 treated as service unreachable"', () => {
    expect(parseErrorBody(504, undefined, '<html>gateway timeout</html>').code).toBe('service_unreachable');
    expect(parseErrorBody(502, undefined).code).toBe('service_unreachable');
  });

  test('plain-text and string errors keep their words', () => {
    expect(parseErrorBody(409, { error: 'You already chose to RIDE this pick!' }).message).toBe('You already chose to RIDE this pick!');
    expect(parseErrorBody(418, undefined, 'short and stout').message).toBe('short and stout');
  });
});
