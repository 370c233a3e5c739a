#!/usr/bin/env node
// Local preview of the built frontends, laid out as the gateway serves them: the shell at / (with
// index.html for client routes) and each remote at /remotes/<name>/. /api/* answers 503 in the
// gateway's error shape, so the pages' error states show; with --fixtures it answers from
// preview-fixtures.mjs instead (made-up data for looking at layouts, never shipped).
//
//   node frontends/tooling/src/serve-dist.mjs [--port 4173] [--fixtures anon|free|pro|admin] [--fail-remote picks]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const frontends = resolve(here, '..', '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const port = Number(arg('port', process.env.PORT ?? 4173));
const fixturesMode = arg('fixtures', null);
const failRemote = arg('fail-remote', null);
const REMOTES = ['picks', 'billfold', 'betcard'];
const TYPES = { '.js': 'text/javascript; charset=utf-8', '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.json': 'application/json', '.txt': 'text/plain', '.svg': 'image/svg+xml', '.png': 'image/png' };

const fixtures = fixturesMode ? (await import('./preview-fixtures.mjs')).createFixtures(fixturesMode) : null;

async function sendFile(res, file, cache) {
  const body = await readFile(file);
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': cache ? 'public, max-age=31536000, immutable' : 'no-cache' });
  res.end(body);
}

async function isFile(p) {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

function inside(root, rel) {
  const p = normalize(join(root, rel));
  return p === root || p.startsWith(root + sep) ? p : null;
}

function json(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = decodeURIComponent(url.pathname);
  try {
    if (path.startsWith('/api/')) {
      if (fixtures) {
        const answer = await fixtures(req.method ?? 'GET', path, url.searchParams, req, res);
        if (answer === 'handled') return;
        if (answer) return json(res, answer.status ?? 200, answer.body);
        return json(res, 404, { error: { code: 'not_found', message: `No preview fixture for ${path}` } });
      }
      return json(res, 503, { error: { code: 'service_unreachable', message: 'The API is not running in this preview.' } });
    }
    const remote = REMOTES.find((r) => path.startsWith(`/remotes/${r}/`));
    if (remote) {
      if (remote === failRemote) return json(res, 404, { error: { code: 'not_found', message: 'remote disabled for this preview' } });
      const file = inside(join(frontends, remote, 'dist'), path.slice(`/remotes/${remote}/`.length));
      if (file && (await isFile(file))) return sendFile(res, file, !file.endsWith('remoteEntry.js'));
      res.writeHead(404).end('not found');
      return;
    }
    const shellDist = join(frontends, 'shell', 'dist');
    const file = inside(shellDist, path === '/' ? 'index.html' : path.slice(1));
    if (file && (await isFile(file))) return sendFile(res, file, !file.endsWith('index.html'));
    if (extname(path)) {
      res.writeHead(404).end('not found');
      return;
    }
    return sendFile(res, join(shellDist, 'index.html'), false);
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Gary preview on http://127.0.0.1:${port} (api: ${fixturesMode ? `fixtures/${fixturesMode}` : '503'}${failRemote ? `, ${failRemote} remote failing` : ''})`);
});
