// Issue 30, item 15: "make the browser tests fail on any console error or CSP report". The check the
// suites share (browser.ts) against a local page served with the gateway's script policy: an inline
// script is refused and reported, a thrown error is reported, a clean page reports nothing, and
// closing a browser with an unread problem fails.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectNoPageProblems, launchBrowser, type Browser } from '../src';

jest.setTimeout(60_000);

const PAGES: Record<string, string> = {
  '/inline': '<!doctype html><title>t</title><script>document.title = "ran"</script><p>inline</p>',
  '/throws': '<!doctype html><title>t</title><script src="/throw.js"></script><p>throws</p>',
  '/clean': '<!doctype html><title>t</title><script src="/ok.js"></script><p>clean</p>',
  '/throw.js': 'throw new Error("boom");',
  '/ok.js': 'document.title = "ok";',
};

let server: http.Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = PAGES[req.url ?? ''];
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': req.url!.endsWith('.js') ? 'text/javascript' : 'text/html', 'content-security-policy': "default-src 'self'; script-src 'self'" });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser({ viewport: 'desktop' });
});

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await new Promise((r) => server.close(r));
});

async function visit(path: string) {
  const page = await browser.context.newPage();
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(200);
  await page.close();
}

test('"Executing inline script violates ... script-src \'self\'": a page whose inline script the CSP refuses fails the check', async () => {
  await visit('/inline');
  expect(() => expectNoPageProblems(browser)).toThrow(/Content Security Policy|CSP report/);
});

test('an uncaught exception fails the check', async () => {
  await visit('/throws');
  expect(() => expectNoPageProblems(browser)).toThrow(/boom/);
});

test('a clean page passes, and closing a browser with an unread problem fails', async () => {
  await visit('/clean');
  expect(() => expectNoPageProblems(browser)).not.toThrow();
  const other = await launchBrowser({ viewport: 'phone' });
  const page = await other.context.newPage();
  await page.goto(base + '/inline', { waitUntil: 'load' });
  await page.waitForTimeout(200);
  await expect(other.close()).rejects.toThrow(/problem/);
});
