// The prop model and the search fallback against a local OpenAI-compatible server answering with
// the recorded shapes (429 rate_limit_exceeded, Perplexity's 400 invalid_model in both variants).
import openaiErrors from '@gary/llm/src/testing/recorded/openai_errors.json';
import perplexityErrors from '@gary/llm/src/testing/recorded/perplexity_errors.json';
import { createPropModel, createPropSearch } from '../src/adapters/llm-clients';
import { completion, startOpenAiCompatibleServer, type OpenAiCompatibleServer } from '@gary/llm/src/testing';

let server: OpenAiCompatibleServer;
beforeEach(async () => {
  server = await startOpenAiCompatibleServer();
});
afterEach(async () => {
  await server.close();
});

const ask = [{ role: 'user' as const, content: 'Pick props.' }];
const rateLimited = { status: 429, body: openaiErrors['429_rate_limit_exceeded'] };

describe('prop model', () => {
  test('"rate limit in prop model: retry up to 3 attempts, 10 s then 20 s"', async () => {
    const waits: number[] = [];
    const model = createPropModel({ apiKey: 'sk-test', baseURL: server.baseURL, model: 'gpt-4.1', sleep: async (ms) => void waits.push(ms) });
    server.enqueue(rateLimited, rateLimited, { body: completion('{"props":[]}') });
    await expect(model.ask(ask)).resolves.toBe('{"props":[]}');
    expect(server.requests).toHaveLength(3);
    // The recorded 429 asks for 1.146 s; the policy waits the longer of that and its own 10 s / 20 s.
    expect(waits).toEqual([10_000, 20_000]);
    expect(server.requests[0]!.authorization).toBe('Bearer sk-test');
    expect(server.requests[0]!.body).toMatchObject({ model: 'gpt-4.1', max_tokens: 1500, response_format: { type: 'json_object' } });
  });

  test('a third rate limit is the end: the error is a named LlmRateLimited', async () => {
    const model = createPropModel({ apiKey: 'sk-test', baseURL: server.baseURL, model: 'gpt-4.1', sleep: async () => undefined });
    server.enqueue(rateLimited, rateLimited, rateLimited, { body: completion('never read') });
    await expect(model.ask(ask)).rejects.toMatchObject({ name: 'LlmRateLimited' });
    expect(server.requests).toHaveLength(3);
  });

  test('a spent quota (429 insufficient_quota) is not retried', async () => {
    const model = createPropModel({ apiKey: 'sk-test', baseURL: server.baseURL, model: 'gpt-4.1', sleep: async () => undefined });
    server.enqueue({ status: 429, body: openaiErrors['429_insufficient_quota'] });
    await expect(model.ask(ask)).rejects.toMatchObject({ name: 'LlmQuotaExceeded' });
    expect(server.requests).toHaveLength(1);
  });

  test('the waits are configurable (tests run them in milliseconds)', async () => {
    const model = createPropModel({ apiKey: 'sk-test', baseURL: server.baseURL, model: 'gpt-4.1', rateLimitWaitsMs: [5, 7] });
    server.enqueue({ ...rateLimited, body: { error: { ...openaiErrors['429_rate_limit_exceeded'].error, message: 'Rate limit reached.' } } }, { body: completion('ok') });
    const t0 = Date.now();
    await expect(model.ask(ask)).resolves.toBe('ok');
    expect(Date.now() - t0).toBeLessThan(2_000);
  });
});

describe('search fallback', () => {
  test('"on a 400 invalid_model error it retries with sonar-pro then sonar" (the refused model as recorded)', async () => {
    const search = createPropSearch({ apiKey: 'pplx-test', baseURL: server.rootURL, model: 'llama-3.1-sonar-small-128k-online' });
    server.enqueue(
      { status: 400, body: perplexityErrors['400_invalid_model_2025'] },
      { status: 400, body: perplexityErrors['400_invalid_model_newer_variant'] },
      { body: completion('{"props":[]}', 'sonar') },
    );
    const res = await search.search(ask);
    expect(res.modelsTried).toEqual(['llama-3.1-sonar-small-128k-online', 'sonar-pro', 'sonar']);
    expect(server.requests.map((r) => r.body.model)).toEqual(['llama-3.1-sonar-small-128k-online', 'sonar-pro', 'sonar']);
    expect(server.requests[0]!.path).toBe('/chat/completions');
    expect(server.requests[0]!.authorization).toBe('Bearer pplx-test');
    expect(server.requests[0]!.body).toMatchObject({ temperature: 0.3, max_tokens: 500 });
  });

  test('"search model default sonar": refused, it falls back to sonar-pro; both refused is a named error', async () => {
    const search = createPropSearch({ apiKey: 'pplx-test', baseURL: server.rootURL });
    server.enqueue({ status: 400, body: perplexityErrors['400_invalid_model_2025'] }, { status: 400, body: perplexityErrors['400_invalid_model_newer_variant'] });
    await expect(search.search(ask)).rejects.toMatchObject({ name: 'LlmInvalidModel' });
    expect(server.requests.map((r) => r.body.model)).toEqual(['sonar', 'sonar-pro']);
  });

  test('sonar-pro answering ends the fallback', async () => {
    const search = createPropSearch({ apiKey: 'pplx-test', baseURL: server.rootURL });
    server.enqueue({ status: 400, body: perplexityErrors['400_invalid_model_2025'] }, { body: completion('{"props":[]}', 'sonar-pro') });
    const res = await search.search(ask);
    expect(res.modelsTried).toEqual(['sonar', 'sonar-pro']);
  });

  test('a timeout of 60 s by default, shorter when configured: a slow server fails as LlmTimeout', async () => {
    const http = await import('node:http');
    const hang = http.createServer(() => undefined);
    await new Promise<void>((r) => hang.listen(0, '127.0.0.1', r));
    const port = (hang.address() as { port: number }).port;
    const search = createPropSearch({ apiKey: 'pplx-test', baseURL: `http://127.0.0.1:${port}`, timeoutMs: 200 });
    await expect(search.search(ask)).rejects.toMatchObject({ name: 'LlmTimeout' });
    hang.closeAllConnections();
    await new Promise<void>((r) => hang.close(() => r()));
  });
});
