// The built web app as the embedded gateway serves it: compressed copies, cache headers,
// client-side routes and remotes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { CLIENT_ROUTES } from './client-routes';
import { staticRoutes } from './static.routes';

const JS = 'console.log("the bear picks the Celtics");\n'.repeat(100);
let root: string;
let app: FastifyInstance;

function write(file: string, body: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), body);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gary-static-'));
  write('shell/dist/index.html', '<!doctype html><title>Gary</title><div id="root"></div>');
  for (const f of ['shell/dist/main.1a2b3c4d.js', 'picks/dist/remoteEntry.js']) {
    write(f, JS);
    write(`${f}.br`, zlib.brotliCompressSync(JS));
    write(`${f}.gz`, zlib.gzipSync(JS));
  }
  app = Fastify();
  await app.register(staticRoutes, { root });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('static files (embedded mode)', () => {
  it('sends the brotli copy to a browser that accepts it, the gzip copy to one that accepts only gzip', async () => {
    const br = await app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(JS);

    const gz = await app.inject({ url: '/remotes/picks/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(JS);
  });

  it('sends the file as it is when the browser accepts no compression', async () => {
    const res = await app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe(JS);
  });

  it('caches hashed assets for a year and revalidates entry files', async () => {
    const hashed = await app.inject({ url: '/main.1a2b3c4d.js' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await app.inject({ url: '/remotes/picks/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it("client-side routes load the shell's page; unknown API and remote paths are 404", async () => {
    const page = await app.inject({ url: '/real-gary-picks' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.payload).toContain('<div id="root">');
    expect((await app.inject({ url: '/api/nope' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/picks/missing.js' })).statusCode).toBe(404);
  });

  it('"unknown routes answer 404": an unknown API path is a 404 JSON envelope, an unknown page is the shell with 404, known routes 200', async () => {
    const api = await app.inject({ url: '/api/no/such/thing?x=1' });
    expect([api.statusCode, api.json()]).toEqual([404, { error: { code: 'not_found', message: 'No route for GET /api/no/such/thing' } }]);
    const page = await app.inject({ url: '/wp-admin/setup.php' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.payload).toContain('<div id="root">');
    for (const route of CLIENT_ROUTES) expect([route, (await app.inject({ url: `${route}?from=test` })).statusCode]).toEqual([route, 200]);
    expect((await app.inject({ url: '/billfold/' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/billfoldx' })).statusCode).toBe(404);
  });

  it('"the static 404 echoes a 10 KB path": it is clipped as the error envelope clips it', async () => {
    for (const url of [`/api/${'a'.repeat(10_000)}`, `/remotes/${'b'.repeat(10_000)}`]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.payload.length).toBeLessThan(300);
      expect(res.json().error.message).toMatch(/more characters\)$/);
    }
  });

  it("the gateway's list of client routes is the shell's (frontends/shell/src/app.tsx)", () => {
    const app = fs.readFileSync(path.resolve(__dirname, '../../../../frontends/shell/src/app.tsx'), 'utf8');
    const fromShell = [...app.matchAll(/<Route\s+path="([^"*]+)"/g)].map((m) => `/${m[1]}`);
    expect(app).toMatch(/<Route index /);
    expect([...CLIENT_ROUTES].sort()).toEqual(['/', ...fromShell].sort());
  });
});
