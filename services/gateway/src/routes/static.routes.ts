// The built shell at / (with index.html for client-side routes) and each remote at
// /remotes/<name>/. Hashed assets are cached for a year; entry files are revalidated. The build
// writes brotli and gzip copies beside each text file (frontends/tooling/src/precompress.js); the
// one the browser accepts is sent.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { noRouteBody } from '@gary/platform';
import { isClientRoute } from './client-routes';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

function setCacheHeaders(res: { setHeader(k: string, v: string): void }, file: string): void {
  const original = file.replace(/\.(br|gz)$/, '');
  res.setHeader('cache-control', HASHED.test(original) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // The body depends on Accept-Encoding: a shared cache must not hand brotli to a browser without it.
  res.setHeader('vary', 'accept-encoding');
}

export async function staticRoutes(app: FastifyInstance, opts: { root: string }): Promise<void> {
  const shellDist = path.join(opts.root, 'shell', 'dist');
  const remotes = fs.existsSync(opts.root)
    ? fs.readdirSync(opts.root).filter((d) => d !== 'shell' && fs.existsSync(path.join(opts.root, d, 'dist', 'remoteEntry.js')))
    : [];
  for (const name of remotes) {
    await app.register(fastifyStatic, {
      root: path.join(opts.root, name, 'dist'),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }
  const indexFile = path.join(shellDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.get('/', async (_req, reply) =>
      reply.type('text/html').send('<!doctype html><title>Gary</title><p>The web app is not built yet: run <code>make build</code>.</p>'),
    );
    return;
  }
  await app.register(fastifyStatic, { root: shellDist, prefix: '/', cacheControl: false, preCompressed: true, setHeaders: setCacheHeaders, wildcard: false });
  // Client-side routes (/billfold, /real-gary-picks, ...) all load the shell's index.html; any other
  // path loads it too (the shell shows its not-found screen) but answers 404.
  app.get('/*', async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || req.url.startsWith('/remotes/')) {
      return reply.status(404).send(noRouteBody(req.method, req.url));
    }
    // From disk each time (a rebuild is seen at once), compressed when the browser accepts it.
    if (!isClientRoute(req.url)) reply.status(404);
    return reply.sendFile('index.html');
  });
}
