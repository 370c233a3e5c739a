// The responsible-play walk over the live OpenAPI document, shared by the break and the age tests:
// each operation says whether a blocked caller may use it (`x-during-break`, from the data in
// play-guard.plugin.ts); every refused one must answer 403 play_break with a message that links the
// help page, and no open GET may answer play_break.
import type { FastifyInstance } from 'fastify';

export type Op = { tags?: string[]; parameters?: { name: string; in: string; required?: boolean; schema: { enum?: unknown[] } }[]; 'x-during-break'?: string };
export type Route = { method: string; path: string; op: Op };

export const routeName = (r: Route) => `${r.method} ${r.path}`;

/** Every operation of the gateway's /api/docs. */
export async function documentedRoutes(app: FastifyInstance): Promise<Route[]> {
  const docs = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, Op>> };
  return Object.entries(docs.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
}

export function request(app: FastifyInstance, r: Route, token: string) {
  const query = new URLSearchParams();
  for (const p of r.op.parameters ?? []) if (p.in === 'query' && p.required) query.set(p.name, p.schema.enum?.[0] !== undefined ? String(p.schema.enum[0]) : 'NBA');
  const url = r.path.replace(/\{(\w+)\}/g, 'x') + (query.size ? `?${query}` : '');
  return app.inject({ method: r.method as 'GET', url, headers: { authorization: `Bearer ${token}` }, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }) });
}

/**
 * Every refused operation answers 403 play_break linking help (and naming `state` when given);
 * every open GET answers something else. Open operations with side effects (sign-out, cancel) are
 * not called; their rule is in the document.
 */
export async function walk(app: FastifyInstance, routes: Route[], token: string, state?: string): Promise<{ refused: string[]; open: string[] }> {
  const refused: string[] = [];
  const open: string[] = [];
  for (const r of routes) {
    const rule = r.op['x-during-break'];
    if (rule === 'refused') {
      const res = await request(app, r, token);
      const body = res.json() as { error?: { code?: string; message?: string; details?: { help?: string; state?: string } } };
      expect([routeName(r), res.statusCode, body.error?.code, body.error?.details?.help]).toEqual([routeName(r), 403, 'play_break', '/help']);
      if (state) expect([routeName(r), body.error?.details?.state]).toEqual([routeName(r), state]);
      expect(body.error?.message).toMatch(/\/help/);
      refused.push(routeName(r));
    } else if (r.method === 'GET' && !r.path.includes('stream')) {
      const res = await request(app, r, token);
      expect([routeName(r), res.statusCode === 403 && (res.json() as { error?: { code?: string } }).error?.code === 'play_break']).toEqual([routeName(r), false]);
      open.push(routeName(r));
    }
  }
  return { refused, open };
}
