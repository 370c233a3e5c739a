// The two language-model clients of this engine, built on @gary/llm: the chat model that picks
// props (rate limits retried: 3 attempts, waiting 10 s then 20 s, configurable for tests) and the
// Perplexity-compatible search model used as the props fallback (sonar, then sonar-pro and sonar
// again on invalid_model, 60 s timeout; the fallback order is @gary/llm's).
import {
  createChatClient,
  createPerplexityClient,
  createRetryPolicy,
  isLlmError,
  PROP_RATE_LIMIT_POLICY,
  SEARCH_TIMEOUT_MS,
  type ChatMessage,
} from '@gary/llm';
import { PROP_MAX_TOKENS } from '../domain/model-props';

export interface PropModel {
  readonly model: string;
  /** The answer text; throws an LlmError once retries are spent. */
  ask(messages: ChatMessage[]): Promise<string>;
}

export interface PropSearch {
  search(messages: ChatMessage[]): Promise<{ text: string; modelsTried: string[] }>;
}

export interface PropModelOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs?: number;
  /** Waits before retry 1 and 2 (default 10 s, 20 s). */
  rateLimitWaitsMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (info: { attempt: number; waitMs: number }) => void;
  fetch?: typeof fetch;
}

export function createPropModel(o: PropModelOptions): PropModel {
  const retry = createRetryPolicy({
    attempts: PROP_RATE_LIMIT_POLICY.attempts,
    waitsMs: o.rateLimitWaitsMs ?? PROP_RATE_LIMIT_POLICY.waitsMs,
    // Only rate limits are worth waiting for here; a spent quota or a bad request is not.
    retryOn: (err) => isLlmError(err) && err.name === 'LlmRateLimited',
    ...(o.sleep ? { sleep: o.sleep } : {}),
    ...(o.onRetry ? { onRetry: o.onRetry } : {}),
  });
  const chat = createChatClient({
    apiKey: o.apiKey,
    ...(o.baseURL ? { baseURL: o.baseURL } : {}),
    model: o.model,
    ...(o.timeoutMs ? { timeoutMs: o.timeoutMs } : {}),
    retry,
    ...(o.fetch ? { fetch: o.fetch } : {}),
  });
  return {
    model: chat.model,
    async ask(messages) {
      const res = await chat.complete({ messages, temperature: 0.5, maxTokens: PROP_MAX_TOKENS, json: true });
      return res.text;
    },
  };
}

export function createPropSearch(o: { apiKey: string; baseURL?: string; model?: string; timeoutMs?: number; fetch?: typeof fetch }): PropSearch {
  const client = createPerplexityClient({
    apiKey: o.apiKey,
    ...(o.baseURL ? { baseURL: o.baseURL } : {}),
    model: o.model ?? 'sonar',
    timeoutMs: o.timeoutMs ?? SEARCH_TIMEOUT_MS,
    ...(o.fetch ? { fetch: o.fetch } : {}),
  });
  return {
    async search(messages) {
      const res = await client.search({ messages });
      return { text: res.text, modelsTried: res.modelsTried };
    },
  };
}
