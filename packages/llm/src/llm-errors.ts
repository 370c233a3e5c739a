// Failures of a language-model call as values with names. Every message reads '{Provider} API
// Error: {message}' except empty content, which has its own sentence in the spec. Rate limits carry
// whether a retry can help (429 rate_limit_exceeded yes, insufficient_quota never) and how long
// the server asked us to wait.

export type LlmErrorName =
  | 'LlmApiError'
  | 'LlmTimeout'
  | 'LlmRateLimited'
  | 'LlmQuotaExceeded'
  | 'LlmInvalidModel'
  | 'LlmEmptyContent'
  | 'LlmBadResponse';

export interface LlmErrorInfo {
  readonly status?: number;
  readonly code?: string;
  readonly retryable: boolean;
  /** What the server asked for (retry-after and friends), when it said. */
  readonly retryAfterMs?: number;
}

export class LlmError extends Error {
  override readonly name: LlmErrorName;
  readonly status?: number;
  readonly code?: string;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  constructor(name: LlmErrorName, message: string, info: LlmErrorInfo) {
    super(message);
    this.name = name;
    this.status = info.status;
    this.code = info.code;
    this.retryable = info.retryable;
    this.retryAfterMs = info.retryAfterMs;
  }
}

export const EMPTY_CONTENT_MESSAGE = 'OpenAI returned empty content (no assistant text in response)';

export const isLlmError = (err: unknown): err is LlmError => err instanceof LlmError;

/** Both rate-limit kinds, as the thoughts screen words them ('429' / 'Too Many Requests'). */
export const isRateLimit = (err: unknown): boolean =>
  isLlmError(err) ? err.name === 'LlmRateLimited' || err.name === 'LlmQuotaExceeded' : /\b429\b|too many requests/i.test(String(err));

// "6ms", "1.5s", "6m0s", "1h2m3s" (OpenAI's x-ratelimit-reset-* headers) -> milliseconds.
export function parseDuration(text: string): number | null {
  const re = /(\d+(?:\.\d+)?)(ms|h|m|s)/g;
  let total = 0;
  let seen = false;
  for (const m of text.matchAll(re)) {
    seen = true;
    const n = Number(m[1]);
    const unit = m[2];
    total += unit === 'ms' ? n : unit === 's' ? n * 1000 : unit === 'm' ? n * 60_000 : n * 3_600_000;
  }
  return seen ? Math.round(total) : null;
}

type HeaderGetter = { get(name: string): string | null } | undefined;

/** How long the server asked us to wait, from headers first, then "Please try again in 1.146s". */
export function retryAfterFrom(headers: HeaderGetter, message: string, now: () => number = Date.now): number | undefined {
  const ms = headers?.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const ra = headers?.get('retry-after');
  if (ra) {
    if (/^\d+(\.\d+)?$/.test(ra.trim())) return Math.round(Number(ra) * 1000);
    const at = Date.parse(ra);
    if (!Number.isNaN(at)) return Math.max(0, at - now());
  }
  for (const h of ['x-ratelimit-reset-requests', 'x-ratelimit-reset-tokens']) {
    const v = headers?.get(h);
    const d = v ? parseDuration(v) : null;
    if (d !== null) return d;
  }
  const said = /try again in (\d+(?:\.\d+)?(?:ms|s|m))/i.exec(message)?.[1];
  const d = said ? parseDuration(said) : null;
  return d ?? undefined;
}
