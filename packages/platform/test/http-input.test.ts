// The HTTP app's input rules: "bad input gets a clear 400 in the {error:{code,message}} envelope",
// and "error messages never echo kilobytes of input".
import { z } from 'zod';
import { invalid } from '../src/errors';
import { createHttpApp, unsafeInput } from '../src/http';
import { createLogger } from '../src/logger';

const app = createHttpApp({ name: 't', logger: createLogger({ name: 't', level: 'silent' }) });
app.get('/echo/:id', async (req) => {
  const q = z.object({ name: z.string().max(5, 'name is too long') }).parse(req.query);
  return { ok: q.name, id: (req.params as { id: string }).id };
});
app.post('/thrower', async (req) => {
  throw invalid('bad_thing', `bad value '${(req.body as { v: string }).v}'`);
});
afterAll(() => app.close());

describe('unsafeInput', () => {
  it('"NUL bytes ... must be 400": finds a NUL in any string or key, at any depth', () => {
    expect(unsafeInput({ a: [{ b: 'x\u0000' }] })).toBe('a NUL byte');
    expect(unsafeInput({ ['k\u0000']: 1 })).toBe('a NUL byte');
    expect(unsafeInput({ a: 'fine', b: [1, 2, { c: null }] })).toBeNull();
  });

  it('deeply nested JSON is refused without recursion (no stack overflow at 100,000 levels)', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000));
    expect(unsafeInput(deep)).toMatch(/nested deeper than 32/);
    expect(unsafeInput(Buffer.from('\u0000'))).toBeNull();
  });
});

describe('the error envelope', () => {
  it('a NUL byte in a path parameter or query is 400 invalid_request', async () => {
    for (const url of ['/echo/a%00b?name=x', '/echo/a?name=%00']) {
      const res = await app.inject({ method: 'GET', url });
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'invalid_request']);
    }
  });

  it('"error messages never echo kilobytes of input (truncate what is quoted)"', async () => {
    const long = 'Z'.repeat(10_000);
    const res = await app.inject({ method: 'POST', url: '/thrower', payload: { v: long } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_thing');
    expect(res.body.length).toBeLessThan(500);
    const notFound = await app.inject({ method: 'GET', url: `/nowhere/${long}` });
    expect([notFound.statusCode, notFound.body.length < 400]).toEqual([404, true]);
  });

  it('bad JSON, a wrong content type and a bad URL are in the envelope with clear messages', async () => {
    const bad = await app.inject({ method: 'POST', url: '/thrower', headers: { 'content-type': 'application/json' }, payload: '{"v":' });
    expect(bad.json()).toEqual({ error: { code: 'invalid_json', message: 'The body is not valid JSON.' } });
    const type = await app.inject({ method: 'POST', url: '/thrower', headers: { 'content-type': 'application/xml' }, payload: '<v/>' });
    expect([type.statusCode, type.json().error.code]).toEqual([415, 'unsupported_media_type']);
    const url = await app.inject({ method: 'GET', url: '/echo/%E0%A4%A?name=x' });
    expect([url.statusCode, url.json().error.code]).toEqual([400, 'bad_url']);
  });
});
