// The contact sheet: every route the shell's router serves, as a signed-out visitor, a Free member
// and a Pro member, at desktop (1280) and phone (390) width, each a full-page screenshot, and one
// index.html per width that lays them out route by route with what each page showed wrong (console
// errors, sideways scroll). The route list is read from the router itself (frontends/shell/src/app.tsx),
// so a route added there is photographed without being named again here.
//   npx tsx tools/e2e/src/contact-sheet.ts [out-dir]      (default /tmp/contact-sheet)
// Starts the product as the browser suite does (a fresh data folder, its own ports).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS, type ViewportName } from './browser';
import { buyPro, call, confirmedAccount, signIn, type ApiPick } from './gary-api';
import { REPO_ROOT } from './product';
import { gotoSettled, signInThroughForm } from './screens';
import { startProductWithPicks, stopSuite } from './suite';

const OUT = path.resolve(process.argv[2] ?? '/tmp/contact-sheet');
const ROUTER = path.join(REPO_ROOT, 'frontends', 'shell', 'src', 'app.tsx');
const PASSWORD = 'contact-sheet-bear-42';
const USERS = ['signed-out', 'free', 'pro'] as const;
type User = (typeof USERS)[number];

/**
 * The router's paths as a browser would open them: the index route is '/', ':id' a real pick's id,
 * '*' a path no route matches. /signout ends the session, so it is visited last.
 */
export function routesOf(routerSource: string, pickId: string): string[] {
  const paths: string[] = [];
  if (/<Route\s+index\b/.test(routerSource)) paths.push('/');
  for (const m of routerSource.matchAll(/<Route\s+path="([^"]+)"/g)) {
    const p = m[1]!;
    paths.push(p === '*' ? '/no-such-page' : '/' + p.replace(/:id\b/, encodeURIComponent(pickId)));
  }
  return [...paths.filter((p) => p !== '/signout'), ...paths.filter((p) => p === '/signout')];
}

const LOADING = /^(Loading|LOADING|CHECKING SUBSCRIPTION|Checking|Confirming|Signing out)/;

/**
 * A page is ready when it shows a heading and no loading status; then it is scrolled through, so the
 * sections that load near the viewport (the home page's free pick and record) are in the picture,
 * and transitions are let end.
 */
async function settle(page: Page): Promise<void> {
  await waitReady(page);
  await page.evaluate(async () => {
    const w = globalThis as unknown as { scrollTo(x: number, y: number): void; innerHeight: number; document: { documentElement: { scrollHeight: number } } };
    for (let y = 0; y < w.document.documentElement.scrollHeight; y += w.innerHeight) {
      w.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 150));
    }
    w.scrollTo(0, 0);
  });
  await waitReady(page);
  await page.waitForTimeout(1200);
}

async function waitReady(page: Page): Promise<void> {
  await page
    .waitForFunction(
      (pattern) => {
        const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<{ textContent: string | null }> } }).document;
        const re = new RegExp(pattern);
        const statuses = Array.from(doc.querySelectorAll('[role="status"]'));
        return doc.querySelectorAll('h1, h2').length > 0 && statuses.every((el) => !re.test((el.textContent ?? '').trim()));
      },
      LOADING.source,
      { timeout: 20_000 },
    )
    .catch(() => undefined);
}

interface Cell {
  route: string;
  user: User;
  file: string;
  finalPath: string;
  height: number;
  overflowPx: number;
  problems: string[];
}

const slug = (route: string) => (route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9]+/gi, '-').slice(0, 60));

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

function writeIndex(size: ViewportName, routes: string[], cells: Cell[]): string {
  const at = (route: string, user: User) => cells.find((c) => c.route === route && c.user === user);
  const rows = routes
    .map((route) => {
      const tds = USERS.map((user) => {
        const c = at(route, user);
        if (!c) return '<td>not taken</td>';
        const notes = [
          c.finalPath !== route ? `went to ${c.finalPath}` : '',
          c.overflowPx > 0 ? `<b>scrolls sideways by ${c.overflowPx} px</b>` : '',
          ...c.problems.map((p) => `<b>${escapeHtml(p)}</b>`),
        ].filter(Boolean);
        return `<td><a href="${path.basename(c.file)}"><img loading="lazy" src="${path.basename(c.file)}" alt="${escapeHtml(`${route} as ${user}`)}"></a><p>${c.height} px tall${notes.length ? '<br>' + notes.join('<br>') : ''}</p></td>`;
      }).join('');
      return `<tr><th>${escapeHtml(route)}</th>${tds}</tr>`;
    })
    .join('\n');
  const file = path.join(OUT, size, 'index.html');
  fs.writeFileSync(
    file,
    `<!doctype html><meta charset="utf-8"><title>Contact sheet, ${size} (${VIEWPORTS[size].width} px)</title>
<style>body{font:14px sans-serif;margin:16px}table{border-collapse:collapse}th,td{border:1px solid #ccc;vertical-align:top;padding:6px}
td{width:${size === 'phone' ? 240 : 420}px}img{width:100%;max-height:900px;object-fit:cover;object-position:top}p{margin:4px 0}</style>
<h1>Contact sheet, ${size} (${VIEWPORTS[size].width} px): ${routes.length} routes x ${USERS.length} users</h1>
<table><tr><th>route</th>${USERS.map((u) => `<th>${u}</th>`).join('')}</tr>
${rows}
</table>\n`,
  );
  return file;
}

async function main() {
  fs.rmSync(OUT, { recursive: true, force: true });
  const product = await startProductWithPicks(3);
  const baseUrl = product.baseUrl;
  try {
    const emails: Record<Exclude<User, 'signed-out'>, string> = { free: 'sheet-free@example.com', pro: 'sheet-pro@example.com' };
    for (const email of Object.values(emails)) await confirmedAccount(baseUrl, email, PASSWORD);
    const { accessToken } = await signIn(baseUrl, emails.pro, PASSWORD);
    await buyPro(baseUrl, accessToken);
    const day = await call<{ picks: ApiPick[] }>(baseUrl, 'GET', '/api/picks/today', { token: accessToken });
    const routes = routesOf(fs.readFileSync(ROUTER, 'utf8'), day.picks[0]!.pickId);
    const summary: Record<string, Cell[]> = {};
    for (const size of ['desktop', 'phone'] as ViewportName[]) {
      fs.mkdirSync(path.join(OUT, size), { recursive: true });
      const cells: Cell[] = [];
      for (const user of USERS) {
        const browser = await launchBrowser({ viewport: size });
        try {
          const page = await browser.context.newPage();
          if (user !== 'signed-out') await signInThroughForm(page, baseUrl, emails[user], PASSWORD);
          browser.problems.splice(0);
          for (const route of routes) {
            await gotoSettled(page, baseUrl + route);
            await settle(page);
            const file = path.join(OUT, size, `${user}-${slug(route)}.png`);
            await page.screenshot({ path: file, fullPage: true });
            const m = await page.evaluate(() => {
              const d = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; scrollHeight: number } } }).document;
              return { width: d.documentElement.scrollWidth, height: d.documentElement.scrollHeight };
            });
            cells.push({
              route, user, file,
              finalPath: new URL(page.url()).pathname,
              height: m.height,
              overflowPx: Math.max(0, m.width - VIEWPORTS[size].width),
              problems: browser.problems.splice(0),
            });
            console.log(`${size} ${user} ${route}: ${m.height} px${cells.at(-1)!.problems.length ? `, ${cells.at(-1)!.problems.length} problem(s)` : ''}`);
          }
        } finally {
          browser.problems.splice(0);
          await browser.close();
        }
      }
      summary[size] = cells;
      console.log(`wrote ${writeIndex(size, routes, cells)}`);
    }
    fs.writeFileSync(path.join(OUT, 'summary.json'), JSON.stringify(summary, null, 2) + '\n');
  } finally {
    await stopSuite(product, undefined);
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
