// One GET helper for every outside-data client: Node's global fetch with AbortSignal.timeout,
// transport failures turned into ProviderUnavailable, the body read as text and parsed as JSON
// only when it is JSON (the NHL API answers errors with HTML).
import { providerError, type ProviderError } from './provider-errors';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed body, or undefined when it was not JSON. */
  readonly json: unknown;
  readonly isJson: boolean;
}

export interface GetOptions {
  readonly fetch: FetchLike;
  readonly url: string;
  readonly timeoutMs: number;
  readonly headers?: Record<string, string>;
  /** The URL as it may appear in messages and logs (secrets removed). */
  readonly safeUrl: string;
}

export async function httpGet(opts: GetOptions): Promise<{ ok: true; answer: HttpAnswer } | { ok: false; error: ProviderError }> {
  let res: Response;
  let text: string;
  try {
    res = await opts.fetch(opts.url, {
      method: 'GET',
      headers: { accept: 'application/json', ...opts.headers },
      redirect: 'follow',
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    text = await res.text();
  } catch (err) {
    // Not `instanceof Error`: the DOMException from AbortSignal.timeout may come from another realm.
    const name = typeof err === 'object' && err !== null && 'name' in err ? String((err as { name: unknown }).name) : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return { ok: false, error: providerError('ProviderUnavailable', `GET ${opts.safeUrl} timed out after ${opts.timeoutMs} ms`) };
    }
    const detail = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    return { ok: false, error: providerError('ProviderUnavailable', `GET ${opts.safeUrl} failed: ${detail}`) };
  }
  let json: unknown;
  let isJson = false;
  const trimmed = text.trimStart();
  if ((res.headers.get('content-type') ?? '').includes('json') || trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      json = JSON.parse(text);
      isJson = true;
    } catch {
      isJson = false;
    }
  }
  return { ok: true, answer: { status: res.status, headers: res.headers, text, json, isJson } };
}

/** Retry-After as seconds: either delta-seconds or an HTTP date. */
export function retryAfterSeconds(headers: Headers, now: Date = new Date()): number | undefined {
  const raw = headers.get('retry-after');
  if (!raw) return undefined;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** A short, single-line excerpt of an error body for messages (HTML and JSON alike). */
export const bodyExcerpt = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/** Builds a URL from a base (which may carry a path) and a relative path plus query. */
export function buildUrl(baseUrl: string, path: string, query: Record<string, string | number | boolean | readonly (string | number)[] | undefined> = {}): URL {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, String(v));
    else url.searchParams.set(key, String(value));
  }
  return url;
}
