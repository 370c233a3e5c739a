// The fuzz suite: every route of the gateway's OpenAPI document (/api/docs), the real gateway in
// front of every real service, fed generated malformed input (NUL bytes, impossible dates, overlong
// strings, wrong types, deeply nested JSON, wrong content types, bad path parameters, odd query
// strings) as an anonymous caller, a signed-in member, a self-excluded member (every refused route
// answers play_break first, the open ones must hold too) and a caller with a forged token. The rule:
// "no 5xx; every error response is the JSON envelope {error:{code,message}}, with no stack trace
// and no long echo of the input". FUZZ_RUNS sets the number of cases (5,000 by default), FUZZ_SEED
// replays a run; a failing case prints its reproduction (method, url, headers, body).
import net from 'node:net';
import fc from 'fast-check';
import { startFullStack, type FullStack } from './full-stack';

jest.setTimeout(600_000);

const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 0x7fffffff);

let stack: FullStack;
let memberToken = '';
let excludedToken = '';
beforeAll(async () => {
  stack = await startFullStack();
  memberToken = await stack.member(`fuzz-${Date.now()}@example.com`);
  excludedToken = await stack.member(`fuzz-excluded-${Date.now()}@example.com`);
  const excluded = await stack.app.inject({ method: 'POST', url: '/api/play/break', headers: { authorization: `Bearer ${excludedToken}` }, payload: { kind: 'self_exclusion', period: '5y' } });
  if (excluded.statusCode !== 200) throw new Error(`self-exclusion failed: ${excluded.statusCode} ${excluded.body}`);
}, 120_000);
afterAll(() => stack?.stop());

type Schema = { type?: string | string[]; enum?: unknown[]; properties?: Record<string, Schema>; format?: string };
type Op = { parameters?: { name: string; in: string; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } };
interface Route {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyProps: string[];
}

interface Case {
  persona: 'anonymous' | 'member' | 'excluded' | 'forged';
  method: string;
  url: string;
  contentType: string | null;
  body: string | null;
  /** Generated strings long enough that an error quoting them whole would be a long echo. */
  long: string[];
}

// Long strings are built once and picked by length, so a case stays cheap to generate and print.
const LONG = [257, 1_000, 5_000, 20_000].map((n) => 'A'.repeat(n - 8) + 'ZQXJ' + 'KWVY');
const HUGE_BODY = JSON.stringify({ pickId: 'x'.repeat(1_100_000) });

const nasty = fc.oneof(
  fc.constantFrom(
    '\u0000', 'a\u0000b', 'evt_\u0000', '2026-02-30', '9999-12-31', '0000-00-00', '2026-13-45', '2026-02-29', '-1', '0', 'NaN', 'Infinity', '1e309',
    'null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor', 'prototype', '../../etc/passwd', '%00', '%', '%E0%A4%A', '<script>alert(1)</script>',
    "' OR 1=1 --", '\uFFFF', '\uD800', '𝔘𝔫𝔦', ' ', '', 'NBA', 'nba', 'CURLING', 'week', 'all', '7d', 'ride', 'fade', 'bet',
    '00000000-0000-0000-0000-000000000000', 'cs_sim_000000000000000000000000', '\r\nX-Injected: 1',
  ),
  fc.string({ maxLength: 24 }),
  fc.string({ maxLength: 12 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(...LONG),
  fc.uuid(),
);

const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 4 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);

/** The body: an object of the documented fields with hostile values, or raw text of every kind. */
const bodyOf = (r: Route): fc.Arbitrary<string | null> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...(r.bodyProps.length ? r.bodyProps : ['pickId', 'decision', 'date', 'email'])), jsonish, { maxKeys: 4 }).map((o) => JSON.stringify(o)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.integer({ min: 20, max: 5_000 }).map((d) => '['.repeat(d) + ']'.repeat(d)) },
    { weight: 1, arbitrary: fc.integer({ min: 20, max: 3_000 }).map((d) => '{"a":'.repeat(d) + '1' + '}'.repeat(d)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,]', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '\u0000', '"str"', '123') },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(JSON.stringify({ a: LONG[3] }), HUGE_BODY) },
  );

const contentTypes = fc.constantFrom(
  'application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
  'application/xml', 'application/json; charset=latin1', '*/*', 'application/vnd.api+json', null,
);

const oddQuery = fc.constantFrom('', '', '&', '&&=&=', 'a[b]=1', 'a=1&a=2', '%zz', '__proto__[x]=1', 'constructor.prototype.x=1', '=', '%00=%00', 'date=2026-02-30&date=2026-02-28');

/** encodeURIComponent, except a lone surrogate becomes bytes that are not UTF-8 (%ED%A0%80), as a hostile client sends. */
function enc(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((ch) => (/[\uD800-\uDFFF]/.test(ch) && ch.length === 1 ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
  }
}

function encodePart(value: string, raw: boolean): string {
  if (!raw) return enc(value);
  // Raw: only what an HTTP request line can carry at all (light-my-request refuses the rest).
  return value.replace(/[^\x21-\x7e]/g, (c) => enc(c));
}

function caseOf(r: Route): fc.Arbitrary<Case> {
  const params = fc.tuple(...r.pathParams.map(() => fc.tuple(nasty, fc.boolean())));
  const queryKeys = fc.constantFrom(...r.queryParams, 'date', 'sport', 'limit', 'kind', 'range', 'period', 'to', 'x');
  const query = fc.array(fc.tuple(queryKeys, fc.oneof(nasty, fc.constantFrom('NBA', '2026-04-01', '10'))), { maxLength: 4 });
  const method = fc.oneof({ weight: 9, arbitrary: fc.constant(r.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD') });
  return fc
    .record({
      persona: fc.constantFrom('anonymous', 'member', 'member', 'excluded', 'excluded', 'forged') as fc.Arbitrary<Case['persona']>,
      method,
      params,
      query,
      odd: oddQuery,
      contentType: contentTypes,
      body: bodyOf(r),
    })
    .map((g) => {
      let path = r.path;
      r.pathParams.forEach((name, i) => {
        const [value, raw] = g.params[i]!;
        path = path.replace(`{${name}}`, encodePart(value, raw));
      });
      const qs = [...g.query.map(([k, v]) => `${enc(k)}=${enc(v)}`), g.odd].filter(Boolean).join('&');
      const hasBody = g.method !== 'GET' && g.method !== 'HEAD' && g.body !== null;
      const inputs = [...g.params.map(([v]) => v), ...g.query.map(([, v]) => v), g.body ?? ''];
      return {
        persona: g.persona,
        method: g.method,
        url: qs ? `${path}?${qs}` : path,
        contentType: hasBody ? g.contentType : null,
        body: hasBody ? g.body : null,
        long: inputs.flatMap((s) => LONG.filter((l) => s.includes(l.slice(0, 64)))),
      };
    });
}

const repro = (c: Case) =>
  `${c.method} ${c.url.length > 600 ? `${c.url.slice(0, 600)}...(${c.url.length} chars)` : c.url}` +
  `\n  persona: ${c.persona}${c.contentType ? `\n  content-type: ${c.contentType}` : ''}` +
  (c.body !== null ? `\n  body: ${c.body.length > 600 ? `${c.body.slice(0, 600)}...(${c.body.length} chars)` : c.body}` : '');

/** What is wrong with a response under the rule, or null. */
export function problemOf(c: Case, res: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400 || c.method === 'HEAD') return null;
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) return `error ${res.statusCode} is not JSON (${String(res.headers['content-type'])})`;
  let body: { error?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(res.body);
  } catch {
    return `error ${res.statusCode} body is not JSON: ${res.body.slice(0, 200)}`;
  }
  if (typeof body.error?.code !== 'string' || typeof body.error?.message !== 'string') return `error ${res.statusCode} is not {error:{code,message}}: ${res.body.slice(0, 200)}`;
  if (/"stack"|\bat [\w.<>]+ \(|node_modules|\.ts:\d+:\d+/.test(res.body)) return `error ${res.statusCode} carries a stack trace: ${res.body.slice(0, 300)}`;
  if (res.body.length > 2_000) return `error ${res.statusCode} body is ${res.body.length} characters long`;
  for (const l of c.long) if (res.body.includes(l.slice(-300))) return `error ${res.statusCode} echoes a ${l.length}-character input`;
  return null;
}

test('fuzz: "no 5xx; every error is {error:{code,message}} with no stack trace and no long echo" on every route of /api/docs', async () => {
  const docs = (await stack.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, Op>> };
  const routes: Route[] = [];
  for (const [path, ops] of Object.entries(docs.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const body = op.requestBody?.content['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyProps: Object.keys(body?.properties ?? {}),
      });
    }
  }
  expect(routes.length).toBeGreaterThan(30);

  const statuses = new Map<number, number>();
  let cases = 0;
  let fiveXx = 0;
  const arb = fc.constantFrom(...routes).chain(caseOf);
  const tokens: Record<Case['persona'], string | null> = { anonymous: null, member: memberToken, excluded: excludedToken, forged: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiIsInJvbGUiOiJhZG1pbiJ9.' };
  const run = fc.assert(
    fc.asyncProperty(arb, async (c) => {
      // The member's stream never ends and signing out would end the member's session: those two run anonymously.
      const persona = c.persona !== 'anonymous' && c.persona !== 'forged' && /^\/api\/(stats\/stream|auth\/signout)/.test(c.url) ? 'anonymous' : c.persona;
      const headers: Record<string, string> = {};
      if (tokens[persona]) headers.authorization = `Bearer ${tokens[persona]}`;
      if (c.contentType) headers['content-type'] = c.contentType;
      const res = await stack.app.inject({ method: c.method as 'GET', url: c.url, headers, ...(c.body !== null ? { payload: c.body } : {}) });
      cases++;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) fiveXx++;
      const problem = problemOf(c, { statusCode: res.statusCode, headers: res.headers, body: res.body });
      if (problem) throw new Error(`fuzz case failed: ${problem}\nreproduce (FUZZ_SEED=${SEED}):\n  ${repro({ ...c, persona })}`);
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  try {
    await run;
  } finally {
    process.stdout.write(`fuzz: seed=${SEED}, ${cases} cases, ${fiveXx} 5xx (statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))})\n`);
  }
  expect(cases).toBe(RUNS);
});

describe("Fastify's own early errors come out in the {error:{code,message}} envelope", () => {
  const inject = (url: string, extra: Record<string, unknown> = {}) => stack.app.inject({ method: 'GET', url, ...extra });

  it.each([
    ['a URL Fastify cannot decode', () => inject('/api/events/%E0%A4%A/odds'), 400, 'bad_url'],
    ['a path parameter over 256 characters', () => inject(`/api/events/${'x'.repeat(5_000)}/odds`), 414, 'param_too_long'],
    ['bad JSON', () => stack.app.inject({ method: 'PUT', url: '/api/me/profile', headers: { 'content-type': 'application/json', authorization: `Bearer ${memberToken}` }, payload: '{"username":' }), 400, 'invalid_json'],
    ['a wrong content type', () => stack.app.inject({ method: 'PUT', url: '/api/me/profile', headers: { 'content-type': 'application/xml', authorization: `Bearer ${memberToken}` }, payload: '<a/>' }), 415, 'unsupported_media_type'],
    ['a body over the limit', () => stack.app.inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/json' }, payload: HUGE_BODY }), 413, 'body_too_large'],
    ['a NUL byte in a query', () => inject('/api/dev/mailbox?to=a%00b'), 400, 'invalid_request'],
    ['JSON nested 5,000 deep', () => stack.app.inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/json' }, payload: '['.repeat(5000) + ']'.repeat(5000) }), 400, 'invalid_request'],
  ])('%s', async (_what, send, status, code) => {
    const res = await send();
    expect([res.statusCode, res.json().error.code]).toEqual([status, code]);
    expect(res.body.length).toBeLessThan(400);
  });

  it('headers too large (431) and a broken request line (400) over a real socket', async () => {
    await stack.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (stack.app.server.address() as { port: number }).port;
    const raw = (text: string) =>
      new Promise<string>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => s.write(text));
        let out = '';
        s.on('data', (d) => (out += d.toString()));
        s.on('close', () => resolve(out));
        s.on('error', () => resolve(out));
      });
    const big = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(big.split('\r\n\r\n')[1]!)).toEqual({ error: { code: 'headers_too_large', message: 'The request headers are too large.' } });
    const broken = await raw('NOT A REQUEST\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(broken.split('\r\n\r\n')[1]!).error.code).toBe('bad_request');
  });
});
