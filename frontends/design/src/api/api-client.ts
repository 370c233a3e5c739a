// The browser's one way to call the gateway: JSON in and out, the access token from memory as a
// Bearer header, one refresh (POST /api/auth/refresh, cookie based) on a 401, then one retry.
// Every failure comes back as a named ApiError value; nothing here throws.

export type ApiError = {
  name: 'ApiError';
  status: number;
  code: string;
  message: string;
  details?: unknown;
};

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiError };

export type TokenStore = { get: () => string | null; set: (token: string | null) => void };

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Auth calls themselves must not trigger the refresh-and-retry dance. */
  skipRefresh?: boolean;
  /** Finish the request even if the page is left meanwhile. */
  keepalive?: boolean;
  /** Answer the body as text, not JSON (a download such as a CSV file). */
  text?: boolean;
};

export type ApiClientDeps = {
  baseUrl?: string;
  fetch?: typeof fetch;
  tokens: TokenStore;
  /** Told when a refresh fails, so the session can sign the user out locally. */
  onSessionExpired?: () => void;
  /** Told about every new access token (sign in and refresh) with the user it belongs to. */
  onTokenRefreshed?: (body: { accessToken: string; user?: unknown }) => void;
};

const UNREACHABLE = new Set([502, 503, 504]);

export function apiError(status: number, code: string, message: string, details?: unknown): ApiError {
  return details === undefined ? { name: 'ApiError', status, code, message } : { name: 'ApiError', status, code, message, details };
}

/** Reads `{ error: { code, message, details? } }`, tolerating `{ error: 'text' }` and non-JSON bodies. */
export function parseErrorBody(status: number, body: unknown, fallbackText = ''): ApiError {
  if (body && typeof body === 'object' && 'error' in body) {
    const err = (body as { error: unknown }).error;
    if (err && typeof err === 'object') {
      const e = err as { code?: unknown; message?: unknown; details?: unknown };
      const code = typeof e.code === 'string' ? e.code : `http_${status}`;
      const message = typeof e.message === 'string' && e.message ? e.message : defaultMessage(status);
      return apiError(status, code, message, e.details);
    }
    if (typeof err === 'string' && err) return apiError(status, `http_${status}`, err, body);
  }
  if (UNREACHABLE.has(status)) return apiError(status, 'service_unreachable', defaultMessage(status));
  const text = fallbackText.trim();
  return apiError(status, `http_${status}`, text && text.length < 200 && !text.startsWith('<') ? text : defaultMessage(status));
}

function defaultMessage(status: number): string {
  if (UNREACHABLE.has(status)) return 'Gary’s servers are unreachable right now. Please try again.';
  if (status === 401) return 'Please sign in.';
  if (status === 403) return 'You do not have access to this.';
  if (status === 404) return 'Not found.';
  return 'Something went wrong. Please try again.';
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A W3C trace context header for one API call (version 00, a fresh trace id and parent span id,
 * sampled), so the gateway continues the browser's trace into the services. All-zero ids are
 * invalid by the spec: the chance is nil, but a fresh draw is cheap.
 */
export function newTraceparent(random: (a: Uint8Array) => Uint8Array = (a) => globalThis.crypto.getRandomValues(a)): string {
  let trace = '';
  let span = '';
  while (/^0*$/.test(trace)) trace = hex(random(new Uint8Array(16)));
  while (/^0*$/.test(span)) span = hex(random(new Uint8Array(8)));
  return `00-${trace}-${span}-01`;
}

function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? '';
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  let refreshing: Promise<boolean> | null = null;

  async function send<T>(path: string, opts: RequestOptions): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', traceparent: newTraceparent() };
    const token = deps.tokens.get();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await doFetch(buildUrl(baseUrl, path, opts.query), {
        method: opts.method ?? 'GET',
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        credentials: 'same-origin',
        signal: opts.signal,
        ...(opts.keepalive ? { keepalive: true } : {}),
      });
    } catch (err) {
      if ((err as { name?: string })?.name === 'AbortError') return { ok: false, error: apiError(0, 'aborted', 'Request cancelled.') };
      return { ok: false, error: apiError(0, 'network_error', 'Could not reach Gary. Check your connection and try again.') };
    }
    const text = await res.text().catch(() => '');
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    if (res.ok) return { ok: true, status: res.status, data: (opts.text ? text : body) as T };
    return { ok: false, error: parseErrorBody(res.status, body, text) };
  }

  /** One refresh at a time; concurrent 401s wait for the same attempt. */
  function refresh(): Promise<boolean> {
    if (!refreshing) {
      refreshing = (async () => {
        // The server rotates the refresh cookie and ends the session if an old one comes back. A
        // refresh cut off by leaving the page would lose the new cookie, and the next page would
        // present the old one: keepalive lets the browser receive the answer and store the cookie.
        const r = await send<{ accessToken: string; user?: unknown }>('/api/auth/refresh', { method: 'POST', skipRefresh: true, keepalive: true });
        if (r.ok && r.data && typeof r.data.accessToken === 'string') {
          deps.tokens.set(r.data.accessToken);
          deps.onTokenRefreshed?.(r.data);
          return true;
        }
        deps.tokens.set(null);
        return false;
      })().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
    const first = await send<T>(path, opts);
    if (first.ok || first.error.status !== 401 || opts.skipRefresh) return first;
    const hadToken = deps.tokens.get() !== null;
    const refreshed = await refresh();
    if (!refreshed) {
      if (hadToken) deps.onSessionExpired?.();
      return first;
    }
    return send<T>(path, opts);
  }

  return {
    request,
    refresh,
    get: <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) => request<T>(path, { query, signal }),
    post: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'POST', body }),
    put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body }),
    /** URL for EventSource, which cannot send headers: the token rides as ?access_token=. */
    streamUrl: (path: string) => {
      const token = deps.tokens.get();
      return buildUrl(baseUrl, path, token ? { access_token: token } : undefined);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return { get: () => token, set: (t) => (token = t) };
}
