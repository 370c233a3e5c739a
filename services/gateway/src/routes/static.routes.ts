// The built shell at / (with index.html for client-side routes) and each remote at
// /remotes/<name>/. Hashed assets are cached for a year; entry files are revalidated.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

function setCacheHeaders(res: { setHeader(k: string, v: string): void }, file: string): void {
  res.setHeader('cache-control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
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
  await app.register(fastifyStatic, { root: shellDist, prefix: '/', cacheControl: false, setHeaders: setCacheHeaders, wildcard: false });
  // Client-side routes (/billfold, /real-gary-picks, ...) all load the shell's index.html.
  app.get('/*', async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/remotes/')) {
      return reply.status(404).send({ error: { code: 'not_found', message: `No route for ${req.method} ${req.url.split('?')[0]}` } });
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').send(fs.readFileSync(indexFile));
  });
}
