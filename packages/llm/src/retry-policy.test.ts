import { LlmError } from './llm-errors';
import { createRetryPolicy, PROP_RATE_LIMIT_POLICY } from './retry-policy';
import { parseDuration, retryAfterFrom } from './llm-errors';

const limited = () => new LlmError('LlmRateLimited', 'OpenAI API Error: slow down', { status: 429, retryable: true });

test('"up to 3 attempts waiting 10 s then 20 s" (prop policy) with an injected sleep', async () => {
  const sleeps: number[] = [];
  let calls = 0;
  const policy = createRetryPolicy({ ...PROP_RATE_LIMIT_POLICY, waitsMs: [...PROP_RATE_LIMIT_POLICY.waitsMs], sleep: async (ms) => void sleeps.push(ms) });
  await expect(policy.run(async () => { calls++; throw limited(); })).rejects.toThrow('slow down');
  expect(calls).toBe(3);
  expect(sleeps).toEqual([10_000, 20_000]);
});

test('a non-retryable error is thrown at once', async () => {
  let calls = 0;
  const policy = createRetryPolicy({ attempts: 3, waitsMs: [1], sleep: async () => undefined });
  const quota = new LlmError('LlmQuotaExceeded', 'no money', { retryable: false });
  await expect(policy.run(async () => { calls++; throw quota; })).rejects.toBe(quota);
  expect(calls).toBe(1);
});

test('the server\'s retry-after wins when longer, capped by maxWaitMs', async () => {
  const sleeps: number[] = [];
  const policy = createRetryPolicy({ attempts: 3, waitsMs: [100], maxWaitMs: 5_000, sleep: async (ms) => void sleeps.push(ms) });
  let n = 0;
  const res = await policy.run(async () => {
    n++;
    if (n === 1) throw new LlmError('LlmRateLimited', 'x', { retryable: true, retryAfterMs: 2_000 });
    if (n === 2) throw new LlmError('LlmRateLimited', 'x', { retryable: true, retryAfterMs: 60_000 });
    return 'ok';
  });
  expect(res).toBe('ok');
  expect(sleeps).toEqual([2_000, 5_000]);
});

test('retry-after forms: seconds, ms, HTTP date, x-ratelimit-reset durations, the message', () => {
  const h = (o: Record<string, string>) => ({ get: (k: string) => o[k] ?? null });
  expect(retryAfterFrom(h({ 'retry-after': '3' }), '')).toBe(3000);
  expect(retryAfterFrom(h({ 'retry-after-ms': '250' }), '')).toBe(250);
  expect(retryAfterFrom(h({ 'retry-after': new Date(10_000).toUTCString() }), '', () => 4_000)).toBe(6_000);
  expect(retryAfterFrom(h({ 'x-ratelimit-reset-requests': '6m0s' }), '')).toBe(360_000);
  expect(retryAfterFrom(h({}), 'Please try again in 20ms.')).toBe(20);
  expect(retryAfterFrom(undefined, 'nothing')).toBeUndefined();
  expect(parseDuration('1h2m3.5s')).toBe(3_723_500);
});
