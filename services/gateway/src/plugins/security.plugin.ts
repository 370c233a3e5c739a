// Security headers (a content security policy that allows scripts, styles and connections only
// from our own origin, where the shell and every remote are served) and CORS closed to our origin.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const securityPlugin = fp(async (app: FastifyInstance, opts: { origin: string; remoteOrigins?: string[] }) => {
  const self = ["'self'", ...(opts.remoteOrigins ?? [])];
  await app.register(helmet, {
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
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || origin === opts.origin),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  });
});
