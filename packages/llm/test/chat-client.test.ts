import { createChatClient, createPerplexityClient, createRetryPolicy, EMPTY_CONTENT_MESSAGE, LlmError } from '../src';
import { chatCompletion, startOpenAiCompatibleServer, type OpenAiCompatibleServer } from '../src/testing';
import responsesShape from '../src/testing/recorded/openai_responses.json';
import errors from '../src/testing/recorded/openai_errors.json';
import perplexityErrors from '../src/testing/recorded/perplexity_errors.json';

let server: OpenAiCompatibleServer;
beforeEach(async () => {
  server = await startOpenAiCompatibleServer();
});
afterEach(async () => {
  await server.close();
});

const client = (extra: Partial<Parameters<typeof createChatClient>[0]> = {}) =>
  createChatClient({ apiKey: 'sk-test', baseURL: server.baseURL, ...extra });
const ask = { messages: [{ role: 'user' as const, content: 'Pick the game.' }], temperature: 0.7, maxTokens: 1600 };

async function failure(p: Promise<unknown>): Promise<LlmError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof LlmError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('chat client against a local OpenAI-compatible server', () => {
  test('normal answer: "read from choices[0].message.content", token usage reported', async () => {
    server.enqueue({ body: chatCompletion('Hello! How can I assist you today?') });
    const res = await client({ model: 'gpt-4.1' }).complete(ask);
    expect(res.text).toBe('Hello! How can I assist you today?');
    expect(res.usage).toEqual({ promptTokens: 19, completionTokens: 10, totalTokens: 29 });
    expect(res.calls).toBe(1);
    const req = server.requests[0]!;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.body).toMatchObject({ model: 'gpt-4.1', temperature: 0.7, max_tokens: 1600 });
  });

  test('"model default gpt-5": reasoning models get max_completion_tokens and no temperature', async () => {
    server.enqueue({ body: chatCompletion('ok') });
    const c = client();
    expect(c.model).toBe('gpt-5');
    await c.complete(ask);
    expect(server.requests[0]!.body).toMatchObject({ model: 'gpt-5', max_completion_tokens: 1600 });
    expect(server.requests[0]!.body).not.toHaveProperty('temperature');
  });

  test('fenced JSON: "JSON inside a fenced code block" is extracted and the method reported', async () => {
    const answer = 'Here you go:\n```json\n{"pick":"Boston Celtics -4.5 -110","type":"spread","confidence":0.62}\n```\nRide it.';
    server.enqueue({ body: chatCompletion(answer) });
    const res = await client().completeJson(ask);
    expect(res.extracted).toEqual({ ok: true, method: 'fenced-block', value: { pick: 'Boston Celtics -4.5 -110', type: 'spread', confidence: 0.62 } });
  });

  test('"empty model content: retried once with max tokens doubled, capped at 3200"', async () => {
    server.enqueue({ body: chatCompletion('', { prompt_tokens: 500, completion_tokens: 1600 }) });
    server.enqueue({ body: chatCompletion('{"pick":"Yankees ML -150","confidence":0.6}', { prompt_tokens: 500, completion_tokens: 40 }) });
    const res = await client({ model: 'gpt-4.1' }).complete({ ...ask, maxTokens: 1500 });
    expect(res.calls).toBe(2);
    expect(server.requests.map((r) => r.body.max_tokens)).toEqual([1500, 3000]);
    expect(res.usage.promptTokens).toBe(1000);

    server.enqueue({ body: chatCompletion(null) }, { body: chatCompletion('fine') });
    await client({ model: 'gpt-4.1' }).complete({ ...ask, maxTokens: 3200 });
    expect(server.requests.slice(2).map((r) => r.body.max_tokens)).toEqual([3200, 3200]);
  });

  test('"if still empty an error is raised": OpenAI returned empty content', async () => {
    server.enqueue({ body: chatCompletion('') }, { body: chatCompletion('   ') });
    const err = await failure(client().complete(ask));
    expect(err.name).toBe('LlmEmptyContent');
    expect(err.message).toBe(EMPTY_CONTENT_MESSAGE);
    expect(server.requests).toHaveLength(2);
  });

  test('429 rate_limit_exceeded is a retryable named error with the retry-after the server gave', async () => {
    server.enqueue({ status: 429, body: errors['429_rate_limit_exceeded'], headers: { 'retry-after': '2' } });
    const err = await failure(client().complete(ask));
    expect(err.name).toBe('LlmRateLimited');
    expect(err.retryable).toBe(true);
    expect(err.retryAfterMs).toBe(2000);
    expect(err.message).toBe(`OpenAI API Error: ${errors['429_rate_limit_exceeded'].error.message}`);
    expect(server.requests).toHaveLength(1); // the SDK's own retries are off
  });

  test('429 without headers: the wait is read from "Please try again in 1.146s"', async () => {
    server.enqueue({ status: 429, body: errors['429_rate_limit_exceeded'] });
    const err = await failure(client().complete(ask));
    expect(err.retryAfterMs).toBe(1146);
  });

  test('429 insufficient_quota is not retryable', async () => {
    server.enqueue({ status: 429, body: errors['429_insufficient_quota'] });
    const sleeps: number[] = [];
    const retry = createRetryPolicy({ attempts: 3, waitsMs: [10, 20], sleep: async (ms) => void sleeps.push(ms) });
    const err = await failure(client({ retry }).complete(ask));
    expect(err.name).toBe('LlmQuotaExceeded');
    expect(err.retryable).toBe(false);
    expect(sleeps).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  test('a plain-text "Too Many Requests" is recognised as a rate limit', async () => {
    server.enqueue({ status: 429, body: 'Too Many Requests' });
    const err = await failure(client().complete(ask));
    expect(err.name).toBe('LlmRateLimited');
    expect(err.message).toBe('OpenAI API Error: Too Many Requests');
  });

  test('rate limit then success under the retry policy: waits 10 then 20 as configured (retry-after honoured)', async () => {
    server.enqueue(
      { status: 429, body: errors['429_rate_limit_exceeded'], headers: { 'retry-after-ms': '5' } },
      { status: 429, body: 'Too Many Requests', headers: { 'retry-after': '0.03' } },
      { body: chatCompletion('third time lucky') },
    );
    const sleeps: number[] = [];
    const retry = createRetryPolicy({ attempts: 3, waitsMs: [10, 20], sleep: async (ms) => void sleeps.push(ms) });
    const res = await client({ retry }).complete(ask);
    expect(res.text).toBe('third time lucky');
    expect(sleeps).toEqual([10, 30]);
  });

  test('500: "OpenAI API Error: {message}"', async () => {
    server.enqueue({ status: 500, body: { error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null } } });
    const err = await failure(client().complete(ask));
    expect(err.name).toBe('LlmApiError');
    expect(err.status).toBe(500);
    expect(err.retryable).toBe(true);
    expect(err.message).toBe('OpenAI API Error: The server had an error while processing your request.');
  });

  test('401 invalid key is not retryable', async () => {
    server.enqueue({ status: 401, body: errors['401_invalid_api_key'] });
    const err = await failure(client().complete(ask));
    expect(err).toMatchObject({ name: 'LlmApiError', status: 401, retryable: false });
    expect(err.message).toMatch(/^OpenAI API Error: Incorrect API key provided/);
  });

  test('timeout per call: a server slower than timeoutMs gives a named timeout', async () => {
    server.enqueue({ body: chatCompletion('too late'), delayMs: 2_000 });
    const started = Date.now();
    const err = await failure(client({ timeoutMs: 150 }).complete(ask));
    expect(err.name).toBe('LlmTimeout');
    expect(err.message).toBe('OpenAI API Error: Request timed out.');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  test('garbage: a non-JSON body with a JSON content type is a named bad response', async () => {
    server.enqueue({ body: '<html>502 Bad Gateway</html>', contentType: 'application/json' });
    const err = await failure(client().complete(ask));
    expect(err.name).toBe('LlmBadResponse');
    expect(err.message).toMatch(/^OpenAI API Error: /);
  });

  test('garbage: plain text instead of a completion is a named bad response', async () => {
    server.enqueue({ body: 'I am not an API' });
    const err = await failure(client().complete(ask));
    expect(err.name).toBe('LlmBadResponse');
  });

  test('garbage JSON of the wrong shape counts as empty content (retried once, then the empty error)', async () => {
    server.enqueue({ body: { hello: 'world' } }, { body: { choices: [] } });
    const err = await failure(client().complete(ask));
    expect(err.message).toBe(EMPTY_CONTENT_MESSAGE);
  });

  test('Responses-API shaped output: "else output_text, else output[].content[].text", usage from input/output tokens', async () => {
    server.enqueue({ body: responsesShape });
    const res = await client().complete(ask);
    expect(res.text).toBe('Hello! 👋 How can I help you today?');
    expect(res.usage).toEqual({ promptTokens: 18, completionTokens: 15, totalTokens: 33 });
    server.enqueue({ body: { object: 'response', output_text: 'from output_text', output: [] } });
    expect((await client().complete(ask)).text).toBe('from output_text');
  });

  test('garbage text with no JSON: extraction fails with a named error, the text is still returned', async () => {
    server.enqueue({ body: chatCompletion('Take the Celtics, trust me.') });
    const res = await client().completeJson(ask);
    expect(res.text).toBe('Take the Celtics, trust me.');
    expect(res.extracted).toEqual({ ok: false, error: expect.objectContaining({ name: 'NoJsonFound' }) });
  });
});

describe('Perplexity variant', () => {
  test('posts to /chat/completions without /v1 with sonar, temperature 0.3 and 500 tokens', async () => {
    server.enqueue({ body: { ...chatCompletion('Search says the Celtics are rested.'), citations: ['https://example.com/a'] } });
    const res = await createPerplexityClient({ apiKey: 'pplx-test', baseURL: server.rootURL }).search(ask);
    expect(server.requests[0]!.path).toBe('/chat/completions');
    expect(server.requests[0]!.body).toMatchObject({ model: 'sonar', temperature: 0.7, max_tokens: 1600 });
    expect(res.citations).toEqual(['https://example.com/a']);
    server.enqueue({ body: chatCompletion('x') });
    await createPerplexityClient({ apiKey: 'pplx-test', baseURL: server.rootURL }).search({ messages: ask.messages });
    expect(server.requests[1]!.body).toMatchObject({ model: 'sonar', temperature: 0.3, max_tokens: 500 });
  });

  test("source URLs come from `citations`, else from `search_results` (Perplexity's newer answers)", async () => {
    const results = [{ title: 'Celtics injury report', url: 'https://example.com/r1', date: '2025-03-01' }, { title: 'No url' }, { title: 'Preview', url: 'https://example.com/r2' }];
    server.enqueue({ body: { ...chatCompletion('News [1][2].'), search_results: results } });
    const res = await createPerplexityClient({ apiKey: 'pplx-test', baseURL: server.rootURL }).search(ask);
    expect(res.citations).toEqual(['https://example.com/r1', 'https://example.com/r2']);
    expect(res.searchResults).toEqual([{ title: 'Celtics injury report', url: 'https://example.com/r1', date: '2025-03-01' }, { title: 'Preview', url: 'https://example.com/r2', date: null }]);
    server.enqueue({ body: { ...chatCompletion('News [1].'), citations: ['https://example.com/c1'], search_results: results } });
    expect((await createPerplexityClient({ apiKey: 'pplx-test', baseURL: server.rootURL }).search(ask)).citations).toEqual(['https://example.com/c1']);
  });

  test('"On a 400 invalid_model error it retries with sonar-pro then sonar"', async () => {
    server.enqueue(
      { status: 400, body: perplexityErrors['400_invalid_model_2025'] },
      { status: 400, body: perplexityErrors['400_invalid_model_newer_variant'] },
      { body: chatCompletion('answer from sonar') },
    );
    const res = await createPerplexityClient({ apiKey: 'pplx', baseURL: server.rootURL, model: 'llama-3.1-sonar-small-128k-online' }).search(ask);
    expect(server.requests.map((r) => r.body.model)).toEqual(['llama-3.1-sonar-small-128k-online', 'sonar-pro', 'sonar']);
    expect(res.modelsTried).toEqual(['llama-3.1-sonar-small-128k-online', 'sonar-pro', 'sonar']);
    expect(res.text).toBe('answer from sonar');
  });

  test('other Perplexity errors are not retried with another model', async () => {
    server.enqueue({ status: 401, body: 'Unauthorized. You can get a new API key at https://www.perplexity.ai/settings/api' });
    const err = await failure(createPerplexityClient({ apiKey: 'bad', baseURL: server.rootURL }).search(ask));
    expect(err.message).toMatch(/^Perplexity API Error: Unauthorized/);
    expect(server.requests).toHaveLength(1);
  });
});
