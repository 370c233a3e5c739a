// GET-and-classify for the stats clients: statuses become named errors, error bodies are read as
// JSON when they are JSON and as text otherwise (the NHL API answers errors with HTML).
import { bodyExcerpt, buildUrl, httpGet, retryAfterSeconds, type FetchLike, silentLogger, type Logger, providerError, type ProviderError } from '@gary/sports-world';
import type { Parsed } from '../domain/parse-rows';

export type { FetchLike };
export type Query = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
export type Got<T> = { ok: true; data: T; warnings: string[] } | { ok: false; error: ProviderError };

export interface StatsHttpOptions {
  readonly provider: string;
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly fetch?: FetchLike;
  readonly headers?: Record<string, string>;
  readonly logger?: Logger;
}

function messageOf(json: unknown, text: string): string {
  if (typeof json === 'object' && json !== null) {
    const o = json as { message?: unknown; error?: unknown };
    if (typeof o.message === 'string') return o.message;
    if (typeof o.error === 'string') return o.error;
  }
  return bodyExcerpt(text) || '(empty body)';
}

export function createStatsHttp(opts: StatsHttpOptions) {
  const fetchFn = opts.fetch ?? fetch;
  const logger = opts.logger ?? silentLogger;
  return async function get<T>(path: string, query: Query, parse: (body: unknown) => Parsed<T>): Promise<Got<T>> {
    const url = buildUrl(opts.baseUrl, path, query).toString();
    const result = await httpGet({ fetch: fetchFn, url, safeUrl: url, timeoutMs: opts.timeoutMs, ...(opts.headers ? { headers: opts.headers } : {}) });
    if (!result.ok) {
      logger.warn({ url, error: result.error.name }, result.error.message);
      return result;
    }
    const { status, json, isJson, text, headers } = result.answer;
    if (status < 200 || status >= 300) {
      const message = `${opts.provider} ${status} on ${url}: ${messageOf(json, text)}`;
      const extra = { status };
      let error: ProviderError;
      if (status === 401 || status === 403) error = providerError('InvalidKey', message, extra);
      else if (status === 404) error = providerError('NotFound', message, extra);
      else if (status === 422) error = providerError('Unprocessable', message, extra);
      else if (status === 429) {
        const retry = retryAfterSeconds(headers);
        error = providerError('RateLimited', message, retry === undefined ? extra : { ...extra, retryAfterSeconds: retry });
      } else if (status >= 500) error = providerError('ProviderUnavailable', message, extra);
      else error = providerError('BadRequest', message, extra);
      logger.warn({ url, status, error: error.name }, message);
      return { ok: false, error };
    }
    if (!isJson) return { ok: false, error: providerError('MalformedResponse', `${opts.provider} answered ${url} with a body that is not JSON: ${bodyExcerpt(text)}`, { status }) };
    const parsed = parse(json);
    if (!parsed.ok) {
      logger.warn({ url }, parsed.message);
      return { ok: false, error: providerError('MalformedResponse', `${opts.provider} answered ${url} with an unexpected shape: ${parsed.message}`, { status }) };
    }
    for (const w of parsed.warnings) logger.warn({ url }, w);
    return { ok: true, data: parsed.value, warnings: parsed.warnings };
  };
}
