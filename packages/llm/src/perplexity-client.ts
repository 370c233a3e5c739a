// The real-time search model (Perplexity): the same OpenAI-compatible client at
// https://api.perplexity.ai (no /v1), models sonar and sonar-pro. Perplexity renames models over
// time, so a 400 'Invalid model' is answered by trying sonar-pro, then sonar.
import { createChatClient, type ChatClientOptions, type ChatRequest, type ChatResult } from './chat-client';
import { LlmError } from './llm-errors';

export const PERPLEXITY_BASE_URL = 'https://api.perplexity.ai';
export const PERPLEXITY_DEFAULT_MODEL = 'sonar';
export const PERPLEXITY_FALLBACK_MODELS = ['sonar-pro', 'sonar'] as const;
export const SEARCH_TIMEOUT_MS = 60_000;
export const SEARCH_TEMPERATURE = 0.3;
export const SEARCH_MAX_TOKENS = 500;

/** One entry of the response's `search_results` (title, url, date). */
export interface SearchSource {
  title: string;
  url: string;
  date: string | null;
}

export interface SearchResult extends ChatResult {
  /** Source URLs, in the order the answer's [n] markers count them (`citations`, else `search_results[].url`). */
  citations: string[];
  searchResults: SearchSource[];
  /** Models tried, in order, ending with the one that answered. */
  modelsTried: string[];
}

export interface PerplexityClient {
  search(req: ChatRequest): Promise<SearchResult>;
}

export function createPerplexityClient(opts: Omit<ChatClientOptions, 'providerLabel' | 'tokenParameter'>): PerplexityClient {
  const model = opts.model ?? PERPLEXITY_DEFAULT_MODEL;
  const chat = createChatClient({
    ...opts,
    baseURL: opts.baseURL ?? PERPLEXITY_BASE_URL,
    model,
    timeoutMs: opts.timeoutMs ?? SEARCH_TIMEOUT_MS,
    providerLabel: 'Perplexity',
    tokenParameter: 'max_tokens',
  });
  return {
    async search(req) {
      const first = req.model ?? model;
      const order = [first, ...PERPLEXITY_FALLBACK_MODELS.filter((m) => m !== first)];
      const tried: string[] = [];
      let last: unknown;
      for (const m of order) {
        tried.push(m);
        try {
          const res = await chat.complete({
            temperature: SEARCH_TEMPERATURE,
            maxTokens: SEARCH_MAX_TOKENS,
            ...req,
            model: m,
          });
          const raw = res.raw as { citations?: unknown; search_results?: unknown };
          const searchResults: SearchSource[] = Array.isArray(raw.search_results)
            ? raw.search_results.flatMap((r) => {
                const o = r as { title?: unknown; url?: unknown; date?: unknown } | null;
                return o && typeof o.url === 'string' && o.url !== '' ? [{ title: typeof o.title === 'string' ? o.title : '', url: o.url, date: typeof o.date === 'string' ? o.date : null }] : [];
              })
            : [];
          const listed = Array.isArray(raw.citations) ? raw.citations.filter((c): c is string => typeof c === 'string' && c !== '') : [];
          const citations = listed.length > 0 ? listed : searchResults.map((r) => r.url);
          return { ...res, citations, searchResults, modelsTried: tried };
        } catch (err) {
          last = err;
          if (!(err instanceof LlmError && err.name === 'LlmInvalidModel')) throw err;
        }
      }
      throw last;
    },
  };
}
