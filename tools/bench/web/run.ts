// Benchmark of the web app on the embedded stack (`make start`, a fresh data folder), in Debian's
// headless Chromium: per route, the JavaScript shipped (every JS response's content gzipped at
// Node's default level, the measure the targets use), the bytes actually sent for it (the build's
// brotli copies) and the largest contentful paint (the last
// 'largest-contentful-paint' entry once the screen has loaded; median of 3 cold-cache loads).
// Routes behind a session are loaded signed in (member, or admin for /admin/*).
//   npx tsx tools/bench/web/run.ts            (make bench BENCH=web)
// Short mode (BENCH_SHORT=1): one load of four routes (the shell, Today's Picks, a member's BetCard,
// an admin screen: every viewer and both targeted routes); a route that does not load fails it.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import {
  confirmedAccount,
  ensureWebBuild,
  gotoSettled,
  grantAdmin,
  launchBrowser,
  ROUTE_TABLE,
  startProduct,
  waitForScreen,
  type Browser,
  type Screen,
  type Viewer,
} from '../../e2e/src';
import { report, scale, SHORT, type Figure } from '../src/report';

const LOADS = scale('BENCH_LOADS', 3, 1);
const SHORT_ROUTES = ['/', '/real-gary-picks', '/betcard', '/admin/results'];
const PASSWORD = 'Bench-the-bear-2026';
const SHELL_ENTRY_KB = 120;
const PICKS_TOTAL_KB = 250;
const LCP_MS = 1000;

interface Load {
  jsFiles: Map<string, number>;
  /** Bytes of each JS response body as sent (the gateway sends the build's brotli copy). */
  jsWire: Map<string, number>;
  lcpMs: number | null;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Bench viewers: signed-out for the open routes; the guards' routes signed in. */
function viewerOf(screen: Screen): Viewer {
  if (screen.viewer === 'admin') return 'admin';
  return ['/checkout', '/checkout/success', '/betcard', '/dashboard'].includes(screen.route) ? 'member' : 'anon';
}

async function load(page: Page, baseUrl: string, screen: Screen): Promise<Load> {
  // A cold cache each load: nothing of the previous load is reused but the session cookie.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const jsFiles = new Map<string, number>();
  const jsWire = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (r: import('playwright-core').Response) => {
    const type = r.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !new URL(r.url()).pathname.endsWith('.js')) return;
    const file = new URL(r.url()).pathname;
    pending.push(r.body().then((b) => void jsFiles.set(file, gzipSync(b).length), () => undefined));
    pending.push(r.request().sizes().then((z) => void jsWire.set(file, z.responseBodySize), () => undefined));
  };
  page.on('response', onResponse);
  await page.goto('about:blank');
  await gotoSettled(page, baseUrl + screen.route);
  await waitForScreen(page, screen.ready);
  await page.waitForTimeout(500);
  page.off('response', onResponse);
  await Promise.all(pending);
  const lcp = await page.evaluate(() => (globalThis as unknown as { __lcp?: number }).__lcp ?? null);
  return { jsFiles, jsWire, lcpMs: lcp };
}

async function signInThroughForm(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}

async function main(): Promise<void> {
  ensureWebBuild((l) => console.log(l));
  const product = await startProduct();
  const browsers: Browser[] = [];
  try {
    const stamp = Date.now().toString(36);
    const member = `bench-${stamp}@example.com`;
    const admin = `bench-ops-${stamp}@example.com`;
    await confirmedAccount(product.baseUrl, member, PASSWORD);
    await confirmedAccount(product.baseUrl, admin, PASSWORD);
    await grantAdmin(admin, product.pgPort);

    const pages = {} as Record<Viewer, Page>;
    for (const v of ['anon', 'member', 'admin'] as const) {
      const b = await launchBrowser({ viewport: 'desktop' });
      browsers.push(b);
      // The last LCP candidate before the page is read; buffered so none is missed before the observer.
      await b.context.addInitScript(() => {
        const g = globalThis as unknown as { __lcp?: number; PerformanceObserver: new (cb: (l: { getEntries(): { startTime: number }[] }) => void) => { observe(o: object): void } };
        new g.PerformanceObserver((list) => {
          for (const e of list.getEntries()) g.__lcp = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      pages[v] = await b.context.newPage();
    }
    await signInThroughForm(pages.member, product.baseUrl, member);
    await signInThroughForm(pages.admin, product.baseUrl, admin);

    const figures: Figure[] = [];
    const rows: string[] = [];
    let unloaded = 0;
    for (const screen of ROUTE_TABLE.filter((s) => s.route !== '/signout' && (!SHORT || SHORT_ROUTES.includes(s.route)))) {
      const viewer = viewerOf(screen);
      const loads: Load[] = [];
      try {
        for (let i = 0; i < LOADS; i++) loads.push(await load(pages[viewer], product.baseUrl, screen));
      } catch (err) {
        // A screen that never loads has no figures to give; say so rather than stop the others.
        rows.push(`${screen.route.padEnd(22)} ${viewer.padEnd(6)} did not load: ${(err as Error).message.split('\n')[0]}`);
        unloaded++;
        continue;
      }
      const first = loads[0]!;
      const jsKb = [...first.jsFiles.values()].reduce((a, b) => a + b, 0) / 1024;
      const wireKb = [...first.jsWire.values()].reduce((a, b) => a + b, 0) / 1024;
      const lcps = loads.map((l) => l.lcpMs).filter((x): x is number => x !== null);
      const lcp = lcps.length ? median(lcps) : NaN;
      const isShell = screen.route === '/';
      const isPicks = screen.route === '/real-gary-picks';
      figures.push({
        name: `${screen.route} JS gzipped${isShell ? ' (shell entry)' : ''}`,
        value: jsKb,
        unit: 'kB',
        better: 'lower',
        ...(isShell ? { target: `< ${SHELL_ENTRY_KB} kB`, met: jsKb < SHELL_ENTRY_KB } : {}),
        ...(isPicks ? { target: `< ${PICKS_TOTAL_KB} kB in all`, met: jsKb < PICKS_TOTAL_KB } : {}),
      });
      figures.push({ name: `${screen.route} JS transferred (brotli as served)`, value: wireKb, unit: 'kB', better: 'lower' });
      figures.push({ name: `${screen.route} LCP median of ${LOADS}`, value: lcp, unit: 'ms', better: 'lower', target: `< ${LCP_MS} ms`, met: Number.isFinite(lcp) && lcp < LCP_MS });
      rows.push(`${screen.route.padEnd(22)} ${viewer.padEnd(6)} ${String(first.jsFiles.size).padStart(3)} JS files, ${wireKb.toFixed(1)} kB sent  LCP ${loads.map((l) => (l.lcpMs === null ? 'none' : l.lcpMs.toFixed(0))).join(' / ')} ms`);
      // Where the bytes of the two targeted routes go, largest first.
      if (isShell || isPicks) {
        for (const [file, n] of [...first.jsFiles].sort((a, b) => b[1] - a[1])) rows.push(`${''.padEnd(29)}${(n / 1024).toFixed(1).padStart(6)} kB  ${file}`);
      }
    }
    console.log(`\nloads per route: ${LOADS} (cold cache each), viewport 1280x800, Chromium headless`);
    for (const r of rows) console.log(r);
    report('web', figures, { loads: LOADS, gzip: 'node zlib default level', stack: 'embedded (tools/dev/src/main.ts)' });
    // Short mode asserts no time, but every route it opens must load.
    if (SHORT && unloaded > 0) process.exitCode = 1;
  } finally {
    for (const b of browsers) await b.close();
    await product.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack ?? err.message : err);
  process.exit(1);
});
