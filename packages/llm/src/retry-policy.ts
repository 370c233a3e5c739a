// We own retries (the SDK's are off): a policy says how many attempts and how long to wait before
// each retry, honours a server's retry-after when it asks for longer, and only retries what can
// succeed later (a rate limit or a timeout, never a spent quota). sleep is injectable for tests.
import { isLlmError } from './llm-errors';

export interface RetryPolicyOptions {
  /** Total attempts, first included (1 = no retry). */
  attempts: number;
  /** Wait before retry n (n from 0); the last value repeats. */
  waitsMs: readonly number[];
  /** Wait at least what the server asked for (capped by maxWaitMs). Default true. */
  honourRetryAfter?: boolean;
  maxWaitMs?: number;
  retryOn?: (err: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (info: { attempt: number; waitMs: number; error: unknown }) => void;
}

export interface RetryPolicy {
  run<T>(fn: (attempt: number) => Promise<T>): Promise<T>;
}

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const retryableLlmError = (err: unknown): boolean => isLlmError(err) && err.retryable;

export function createRetryPolicy(opts: RetryPolicyOptions): RetryPolicy {
  const attempts = Math.max(1, Math.floor(opts.attempts));
  const sleep = opts.sleep ?? realSleep;
  const retryOn = opts.retryOn ?? retryableLlmError;
  const maxWait = opts.maxWaitMs ?? 60_000;
  return {
    async run<T>(fn: (attempt: number) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await fn(attempt);
        } catch (err) {
          if (attempt >= attempts || !retryOn(err)) throw err;
          const planned = opts.waitsMs[Math.min(attempt - 1, opts.waitsMs.length - 1)] ?? 0;
          const asked = opts.honourRetryAfter !== false && isLlmError(err) ? (err.retryAfterMs ?? 0) : 0;
          const waitMs = Math.min(maxWait, Math.max(planned, asked));
          opts.onRetry?.({ attempt, waitMs, error: err });
          await sleep(waitMs);
        }
      }
    },
  };
}

/** The spec's policy for prop generation: up to 3 attempts, waiting 10 s then 20 s. */
export const PROP_RATE_LIMIT_POLICY = { attempts: 3, waitsMs: [10_000, 20_000] } as const;
/** No retries at all. */
export const NO_RETRY: RetryPolicy = createRetryPolicy({ attempts: 1, waitsMs: [0] });
