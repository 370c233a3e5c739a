// The OpenAPI document at /api/docs, built from the routes themselves: every /api route is listed
// (an onRoute hook sees them all), and a route that declares `config: { openapi: {...} }` with its
// zod schemas gets its request and response bodies described (zod 4 converts to JSON Schema).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

export interface RouteDoc {
  summary: string;
  tags?: string[];
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
  auth?: 'none' | 'user' | 'member' | 'admin';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDoc;
  }
}

const toSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

export const openapiPlugin = fp(async (app: FastifyInstance, opts: { title: string; version: string }) => {
  const paths: Record<string, Record<string, unknown>> = {};
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url === '/api/docs') return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    const doc = route.config?.openapi;
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    for (const m of methods) {
      const op: Record<string, unknown> = { summary: doc?.summary ?? `${m} ${route.url}`, tags: doc?.tags ?? [route.url.split('/')[2]] };
      const params = [...route.url.matchAll(/:(\w+)/g)].map((x) => ({ name: x[1], in: 'path', required: true, schema: { type: 'string' } }));
      if (doc?.query) {
        const q = toSchema(doc.query) as { properties?: Record<string, unknown>; required?: string[] };
        for (const [name, schema] of Object.entries(q.properties ?? {})) params.push({ name, in: 'query', required: Boolean(q.required?.includes(name)), schema } as never);
      }
      if (params.length) op.parameters = params;
      if (doc?.body) op.requestBody = { required: true, content: { 'application/json': { schema: toSchema(doc.body) } } };
      op.responses = {
        200: doc?.response ? { description: 'OK', content: { 'application/json': { schema: toSchema(doc.response) } } } : { description: 'OK' },
        400: { description: 'Invalid request: { error: { code, message, details } }' },
        ...(doc?.auth && doc.auth !== 'none' ? { 401: { description: 'Not signed in' } } : {}),
        ...(doc?.auth === 'admin' ? { 403: { description: 'Needs the admin role' } } : {}),
      };
      if (doc?.auth && doc.auth !== 'none') op.security = [{ bearer: [] }];
      // Responsible play (play-guard.plugin.ts): whether a caller on a cool-off or exclusion may use it.
      if (route.config?.duringBreak) op['x-during-break'] = route.config.duringBreak;
      (paths[path] ??= {})[m.toLowerCase()] = op;
    }
  });
  app.get('/api/docs', async () => ({
    openapi: '3.1.0',
    info: { title: opts.title, version: opts.version, description: 'The browser-facing API of Gary. Errors: { error: { code, message, details? } }.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  }));
});
