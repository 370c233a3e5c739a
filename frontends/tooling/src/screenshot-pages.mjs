#!/usr/bin/env node
// Screenshots of the preview server's pages at desktop (1280x800) and phone (390x844) sizes,
// with the gzipped JavaScript each page loaded and any console errors. Uses Debian's Chromium.
//
//   node frontends/tooling/src/screenshot-pages.mjs --base http://127.0.0.1:4173 --out artifacts/screens [--routes /,/pricing] [--full]
import { mkdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { chromium } from 'playwright-core';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const base = arg('base', 'http://127.0.0.1:4173');
const out = arg('out', 'artifacts/screens');
const tag = arg('tag', '');
const full = process.argv.includes('--full');
const waitMs = Number(arg('wait', 900));
const routes = arg('routes', '/,/meet-gary,/real-gary-picks,/gary-props,/team-picks,/what-gary-thinks,/billfold,/leaderboard,/pricing,/how-it-works,/learn-more,/terms,/privacy,/signin,/checkout/cancel,/test,/nope').split(',');
const sizes = (arg('sizes', 'desktop,phone')).split(',');
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const clickSel = arg('click', null);

await mkdir(out, { recursive: true });
const report = [];
{
  for (const size of sizes) {
    // A fresh profile per run: nothing cached or remembered between screenshots.
    const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'gary-shot-')), {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      viewport: VIEWPORTS[size],
      deviceScaleFactor: 1,
    });
    for (const route of routes) {
      const page = await context.newPage();
      const errors = [];
      let jsGzip = 0;
      const jsFiles = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('response', async (r) => {
        if (!r.url().endsWith('.js')) return;
        try {
          const n = gzipSync(await r.body()).length;
          jsGzip += n;
          jsFiles.push([r.url().replace(base, ''), n]);
        } catch {
          /* redirected or aborted */
        }
      });
      await page.goto(base + route, { waitUntil: 'networkidle' });
      if (clickSel) {
        await page.click(clickSel).catch((e) => errors.push(`click ${clickSel}: ${e.message}`));
        await page.waitForLoadState('networkidle');
      }
      await page.waitForTimeout(waitMs);
      const name = `${size}${tag ? `-${tag}` : ''}${route === '/' ? '-home' : route.replace(/[/?=&]+/g, '-')}.png`;
      await page.screenshot({ path: join(out, name), fullPage: full });
      report.push({ size, route, jsGzipKb: +(jsGzip / 1024).toFixed(1), files: jsFiles.length, jsFiles, errors });
      await page.close();
    }
    await context.close();
  }
}
await writeFile(join(out, `report${tag ? `-${tag}` : ''}.json`), JSON.stringify(report, null, 2));
for (const r of report) console.log(`${r.size.padEnd(7)} ${r.route.padEnd(20)} js ${String(r.jsGzipKb).padStart(6)} kB gz (${r.files} files)${r.errors.length ? `  errors: ${r.errors.slice(0, 2).join(' | ').slice(0, 200)}` : ''}`);
