// "2026-02-30 is a 400 on every HTTP route that takes a date, and an INVALID_ARGUMENT (mapped to
// 400) on gRPC": walks the live OpenAPI document for every route with a date (format: date in a
// query or body) and every gRPC method whose request has a top-level date, from, or to field.
import { loadService, PRODUCT_SERVICES } from '@gary/protos';
import type { GrpcCallError, ProductService } from '@gary/platform';
import type { ServiceUnderTest } from '@gary/testinfra';
import { ADMIN_TOKEN, startFullStack, type FullStack } from './full-stack';

jest.setTimeout(120_000);

let stack: FullStack;
beforeAll(async () => {
  stack = await startFullStack();
}, 120_000);
afterAll(() => stack?.stop());

type Schema = { format?: string; type?: string | string[]; enum?: unknown[]; properties?: Record<string, Schema>; required?: string[] };
type Param = { name: string; in: string; required?: boolean; schema: Schema };
type Op = { parameters?: Param[]; requestBody?: { content: Record<string, { schema: Schema }> }; security?: unknown[] };

/** Each (method, path, where) in the document that takes a date. */
function dateRoutes(paths: Record<string, Record<string, Op>>) {
  const out: { method: string; path: string; op: Op; where: 'query' | 'body'; name: string }[] = [];
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      for (const p of op.parameters ?? []) if (p.in === 'query' && p.schema.format === 'date') out.push({ method, path, op, where: 'query', name: p.name });
      const body = op.requestBody?.content['application/json']?.schema;
      for (const [name, s] of Object.entries(body?.properties ?? {})) if (s.format === 'date') out.push({ method, path, op, where: 'body', name });
    }
  }
  return out;
}

/** A value that passes for every other required parameter (the first enum value, else a word). */
const camel = (s: string) => s.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase());
const filler = (s: Schema) => (s.enum?.[0] !== undefined ? String(s.enum[0]) : 'NBA');

test('"2026-02-30 is a 400 on every HTTP route that takes a date": every date route of /api/docs answers 400 invalid_date', async () => {
  const docs = (await stack.app.inject({ method: 'GET', url: '/api/docs' })).json();
  const routes = dateRoutes(docs.paths);
  // The walk finds the routes it must: a document that lost its date parameters would pass vacuously.
  expect(routes.map((r) => `${r.method.toUpperCase()} ${r.path}`)).toEqual(
    expect.arrayContaining(['GET /api/slate', 'GET /api/scores', 'GET /api/thoughts', 'GET /api/parlays/today', 'POST /api/admin/picks/generate', 'POST /api/admin/props/generate', 'POST /api/admin/thoughts/regenerate']),
  );
  for (const r of routes) {
    for (const bad of ['2026-02-30', '9999-12-31', '2026-13-01', '2026-4-1']) {
      const query = new URLSearchParams();
      for (const p of r.op.parameters ?? []) if (p.in === 'query' && p.required && p.name !== r.name) query.set(p.name, filler(p.schema));
      if (r.where === 'query') query.set(r.name, bad);
      const res = await stack.app.inject({
        method: r.method.toUpperCase() as 'GET',
        url: `${r.path}${query.size ? `?${query}` : ''}`,
        headers: r.op.security ? { authorization: `Bearer ${ADMIN_TOKEN}` } : {},
        ...(r.where === 'body' ? { payload: { [r.name]: bad } } : {}),
      });
      const what = `${r.method.toUpperCase()} ${r.path} with ${r.name}=${bad}`;
      expect([what, res.statusCode, res.json().error?.code]).toEqual([what, 400, 'invalid_date']);
    }
  }
});

test('"an INVALID_ARGUMENT (mapped to 400) on gRPC": every method with a date, from or to field refuses 2026-02-30', async () => {
  const checked: string[] = [];
  for (const name of PRODUCT_SERVICES) {
    const sut = stack.byName[name] as ServiceUnderTest<ProductService> | undefined;
    if (!sut) continue;
    const methods = loadService(name).service;
    for (const [method, def] of Object.entries(methods)) {
      const fields = ((def as unknown as { requestType: { type: { field: { name: string; type: string; label: string }[] } } }).requestType.type.field ?? [])
        .filter((f) => f.type === 'TYPE_STRING' && f.label !== 'LABEL_REPEATED');
      const dateFields = fields.filter((f) => ['date', 'from', 'to'].includes(f.name));
      if (!dateFields.length || (name === 'auth' && method === 'ListMail')) continue;
      for (const field of dateFields) {
        // Every other string field a plausible value, so the date is what is wrong.
        const req: Record<string, unknown> = {};
        for (const f of fields) req[camel(f.name)] = f.name === 'now' ? '' : /sport|league/.test(f.name) ? 'NBA' : /home/.test(f.name) ? 'Boston Celtics' : /away/.test(f.name) ? 'New York Knicks' : 'x1';
        req[field.name] = '2026-02-30';
        const call = (sut.client as unknown as Record<string, (r: unknown, o: unknown) => Promise<unknown>>)[method]!;
        const err = await call(req, { role: 'admin', userId: '00000000-0000-4000-8000-00000000a0a0' }).then(
          () => null,
          (e: GrpcCallError) => e,
        );
        checked.push(`${name}.${method}(${field.name})`);
        expect([`${name}.${method}(${field.name})`, err?.kind, err?.code]).toEqual([`${name}.${method}(${field.name})`, 'invalid', 'invalid_date']);
      }
    }
  }
  expect(checked).toEqual(
    expect.arrayContaining([
      'pick-engine.GetDailyPicks(date)', 'pick-engine.GetDailyParlay(date)', 'pick-engine.Generate(date)', 'pick-engine.ListResults(from)', 'pick-engine.ListResults(to)',
      'odds-ingest.GetSlate(date)', 'odds-ingest.GetScores(date)', 'stats-ingest.GetPitchers(date)', 'props-engine.GetDailyProps(date)',
      'thoughts.GetThoughts(date)', 'thoughts.Regenerate(date)',
    ]),
  );
});

test('gRPC: a NUL byte in any string of a request is INVALID_ARGUMENT, never a Postgres 22021 (mailbox filter, pick id, checkout id)', async () => {
  const calls: [string, () => Promise<unknown>][] = [
    ['auth.ListMail', () => stack.byName.auth!.client.ListMail({ to: 'a\u0000@example.com', limit: 5 })],
    ['decisions.Decide', () => stack.byName.decisions!.client.Decide({ userId: '00000000-0000-4000-8000-000000000001', pickId: 'p\u0000', decision: 'ride' })],
    ['billing.GetSimulatedCheckout', () => stack.byName.billing!.client.GetSimulatedCheckout({ id: 'cs_sim_\u0000' })],
    ['odds-ingest.GetEventOdds', () => stack.byName['odds-ingest']!.client.GetEventOdds({ eventId: 'e\u0000' })],
  ];
  for (const [what, call] of calls) {
    const err = await call().then(() => null, (e: GrpcCallError) => e);
    expect([what, err?.kind, err?.code]).toEqual([what, 'invalid', 'invalid_request']);
  }
});

test('"an admin way to trigger props generation": POST /api/admin/props/generate answers with the spec\'s message, and only for an admin', async () => {
  expect((await stack.app.inject({ method: 'POST', url: '/api/admin/props/generate', payload: {} })).statusCode).toBe(401);
  const res = await stack.app.inject({ method: 'POST', url: '/api/admin/props/generate', headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, payload: {} });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { success: boolean; count: number; level: string; message: string };
  if (body.success && body.count > 0) expect(body.message).toBe(`Generated ${body.count} new prop picks!`);
  else expect(['Unable to generate prop picks at this time. Please try again later.', 'Generating new prop picks... This may take a moment.']).toContain(body.message);
  const bad = await stack.app.inject({ method: 'POST', url: '/api/admin/props/generate', headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, payload: { sports: ['EPL'] } });
  expect(bad.statusCode).toBe(400);
});
