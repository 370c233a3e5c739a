// The OpenAI-compatible chat client every engine uses (openai SDK, base URL overridable). One
// complete() is one logical call: empty content is retried once with max tokens doubled (capped at
// 3200), every failure becomes a named LlmError, and the SDK's own retries are off because the
// caller's RetryPolicy decides what to retry and how long to wait.
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { extractJson, type Extracted } from './json-extract';
import { EMPTY_CONTENT_MESSAGE, LlmError, retryAfterFrom } from './llm-errors';
import { addUsage, finishReasonOf, NO_USAGE, responseText, usageOf, type TokenUsage } from './response-text';
import { NO_RETRY, type RetryPolicy } from './retry-policy';

export interface ChatMessage {
  role: 'system' | 'developer' | 'user' | 'assistant';
  content: string;
}

export const DEFAULT_MODEL = 'gpt-5';
export const DEFAULT_TIMEOUT_MS = 120_000;
/** Generic call defaults (the pick analysis passes its own 0.7 / 3200). */
export const DEFAULT_TEMPERATURE = 0.5;
export const DEFAULT_MAX_TOKENS = 6000;
export const EMPTY_RETRY_MAX_TOKENS_CAP = 3200;

export interface ChatClientOptions {
  apiKey: string;
  /** e.g. https://api.openai.com/v1 (default) or any OpenAI-compatible server. */
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
  /** Word used in error messages: 'OpenAI API Error: ...'. */
  providerLabel?: string;
  /**
   * Reasoning models (gpt-5, o-series) refuse max_tokens and any temperature but the default, so
   * 'auto' sends max_completion_tokens and leaves temperature out for them.
   */
  tokenParameter?: 'auto' | 'max_tokens' | 'max_completion_tokens';
  retry?: RetryPolicy;
  fetch?: typeof fetch;
}

export interface ChatRequest {
  messages: ChatMessage[];
  model?: string;
  temperature?: number;
  maxTokens?: number;
  timeoutMs?: number;
  /** Ask for a JSON object answer where the server supports response_format. */
  json?: boolean;
  /** Structured output: response_format json_schema (takes precedence over `json`). */
  jsonSchema?: { name: string; strict?: boolean; schema: Record<string, unknown> };
}

export interface ChatResult {
  text: string;
  model: string;
  usage: TokenUsage;
  /** HTTP requests made for this result (2 when empty content was retried). */
  calls: number;
  finishReason: string | null;
  raw: unknown;
}

export interface ChatJsonResult extends ChatResult {
  extracted: Extracted;
}

export interface ChatClient {
  readonly model: string;
  complete(req: ChatRequest): Promise<ChatResult>;
  /** complete() and then the spec's JSON extraction of the answer. */
  completeJson(req: ChatRequest): Promise<ChatJsonResult>;
}

const isReasoningModel = (model: string) => /^(gpt-5|o\d)/i.test(model);

/** Turns anything the SDK throws into a named LlmError. */
export function toLlmError(err: unknown, label = 'OpenAI'): LlmError {
  if (err instanceof LlmError) return err;
  const prefix = `${label} API Error: `;
  if (err instanceof APIConnectionTimeoutError || (err instanceof APIUserAbortError && /timed? ?out/i.test(err.message))) {
    return new LlmError('LlmTimeout', `${prefix}Request timed out.`, { retryable: true });
  }
  if (err instanceof APIError) {
    const body = err.error as { message?: unknown } | undefined;
    const said = typeof body?.message === 'string' ? body.message : err.message.replace(/^\d{3}\s+/, '');
    const status = typeof err.status === 'number' ? err.status : undefined;
    const code = typeof err.code === 'string' ? err.code : typeof err.type === 'string' ? err.type : undefined;
    const headers = err.headers as { get(n: string): string | null } | undefined;
    if (code === 'insufficient_quota' || err.type === 'insufficient_quota') {
      return new LlmError('LlmQuotaExceeded', prefix + said, { status, code: 'insufficient_quota', retryable: false });
    }
    if (status === 429 || /too many requests/i.test(said)) {
      return new LlmError('LlmRateLimited', prefix + said, {
        status,
        code: code ?? 'rate_limit_exceeded',
        retryable: true,
        retryAfterMs: retryAfterFrom(headers, said),
      });
    }
    if (status === 400 && (/^invalid model/i.test(said) || err.type === 'invalid_model')) {
      return new LlmError('LlmInvalidModel', prefix + said, { status, code: 'invalid_model', retryable: false });
    }
    // Server-side trouble and dropped connections can succeed later; 4xx cannot.
    const retryable = status === undefined || status >= 500;
    return new LlmError('LlmApiError', prefix + (said || 'request failed'), { status, code, retryable });
  }
  // Compared by name: under test runners the error may come from another realm.
  if (typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'SyntaxError') {
    return new LlmError('LlmBadResponse', `${prefix}unreadable response (${String((err as { message?: unknown }).message)})`, { retryable: true });
  }
  const message = typeof err === 'object' && err !== null && typeof (err as { message?: unknown }).message === 'string' ? (err as { message: string }).message : String(err);
  return new LlmError('LlmApiError', prefix + message, { retryable: false });
}

export function createChatClient(opts: ChatClientOptions): ChatClient {
  const label = opts.providerLabel ?? 'OpenAI';
  const model = opts.model ?? DEFAULT_MODEL;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retry = opts.retry ?? NO_RETRY;
  const sdk = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseURL,
    timeout: timeoutMs,
    maxRetries: 0,
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });

  function bodyFor(req: ChatRequest, useModel: string, maxTokens: number): Record<string, unknown> {
    const mode = opts.tokenParameter ?? 'auto';
    const reasoning = mode === 'max_completion_tokens' || (mode === 'auto' && isReasoningModel(useModel));
    const body: Record<string, unknown> = { model: useModel, messages: req.messages };
    if (reasoning) body.max_completion_tokens = maxTokens;
    else {
      body.max_tokens = maxTokens;
      body.temperature = req.temperature ?? DEFAULT_TEMPERATURE;
    }
    if (req.jsonSchema) body.response_format = { type: 'json_schema', json_schema: req.jsonSchema };
    else if (req.json) body.response_format = { type: 'json_object' };
    return body;
  }

  async function once(req: ChatRequest, useModel: string, maxTokens: number): Promise<unknown> {
    // Our own timer, so a timeout is recognised as one whatever the fetch implementation throws.
    const ms = req.timeoutMs ?? timeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
    try {
      const body = bodyFor(req, useModel, maxTokens);
      // The SDK's types describe OpenAI's own shape; compatible servers may answer Responses-style.
      return (await sdk.chat.completions.create(body as never, { timeout: ms + 1_000, maxRetries: 0, signal: controller.signal })) as unknown;
    } catch (err) {
      if (timedOut) throw new LlmError('LlmTimeout', `${label} API Error: Request timed out.`, { retryable: true });
      throw toLlmError(err, label);
    } finally {
      clearTimeout(timer);
    }
  }

  async function completeOnce(req: ChatRequest): Promise<ChatResult> {
    const useModel = req.model ?? model;
    const maxTokens = req.maxTokens ?? DEFAULT_MAX_TOKENS;
    let raw = await once(req, useModel, maxTokens);
    if (typeof raw !== 'object' || raw === null) {
      throw new LlmError('LlmBadResponse', `${label} API Error: the server did not answer with a chat completion`, { retryable: true });
    }
    let usage = usageOf(raw);
    let calls = 1;
    let text = responseText(raw);
    if (text === null) {
      // Reasoning models can spend the whole budget thinking; one more try with more room.
      raw = await once(req, useModel, Math.min(maxTokens * 2, EMPTY_RETRY_MAX_TOKENS_CAP));
      calls = 2;
      usage = addUsage(usage, usageOf(raw));
      text = responseText(raw);
      if (text === null) throw new LlmError('LlmEmptyContent', EMPTY_CONTENT_MESSAGE, { retryable: false });
    }
    const answeredModel = typeof (raw as { model?: unknown }).model === 'string' ? (raw as { model: string }).model : useModel;
    return { text, model: answeredModel, usage: usage ?? NO_USAGE, calls, finishReason: finishReasonOf(raw), raw };
  }

  return {
    model,
    complete: (req) => retry.run(() => completeOnce(req)),
    async completeJson(req) {
      const result = await retry.run(() => completeOnce(req));
      return { ...result, extracted: extractJson(result.text) };
    },
  };
}
