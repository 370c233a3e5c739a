// Security headers (a content security policy that allows scripts, styles and connections only
// from our own origin, where the shell and every remote are served) and CORS closed to our origin.
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options. They do not depend on the request, so they are
 * worked out once at start instead of by helmet on every response.
 */
export function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: { origin: string; remoteOrigins?: string[] }) => {
  const self = ["'self'", ...(opts.remoteOrigins ?? [])];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: self,
        styleSrc: [...self, "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: self,
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https://checkout.stripe.com'],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: opts.origin.startsWith('https://') ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (_req, reply, done) => {
    // On the raw response, as helmet does, so streamed replies (server-sent events) carry them too.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || origin === opts.origin),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  });
});
