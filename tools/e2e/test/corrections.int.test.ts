// The Fade-Gary Billfold and the public corrections page in Chromium, against the product as
// `make start` runs it: an admin finishes games (graded from the simulated finals), voids one of them
// and marks one not yet played as postponed; then /billfold?ledger=fade and /corrections are opened
// at 1280 and 390 px, checked with axe and for sideways scroll at 390, and photographed into
// artifacts/screens/ (untracked). The committed shots in artifacts/corrections/ are refreshed only
// when asked (E2E_SAVE_ARTIFACTS=1), so a test run leaves the tracked tree as it found it.
import fs from 'node:fs';
import path from 'node:path';
import {
  blockingViolations,
  call,
  confirmedAccount,
  eventIdOf,
  formatViolations,
  grantAdmin,
  gotoSettled,
  launchBrowser,
  REPO_ROOT,
  shoot,
  signIn,
  startProduct,
  ensureWebBuild,
  waitForPicks,
  waitForScreen,
  type ApiPick,
  type Product,
  type Shot,
} from '../src';

jest.setTimeout(600_000);

const OUT = path.join(REPO_ROOT, 'artifacts', 'corrections');
const PASSWORD = 'ride-the-bear-42';
let product: Product;

beforeAll(async () => {
  ensureWebBuild();
  product = await startProduct();
}, 600_000);

afterAll(async () => {
  await product?.stop();
});

async function until<T>(fn: () => Promise<T | null | undefined | false>, what: string, ms = 90_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => null);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

test('"the Billfold gets a toggle Gary / Fade Gary" and "a public page lists every correction": both pages at desktop and phone width', async () => {
  const base = product.baseUrl;
  await waitForPicks(base, 3);
  const email = `corrections-admin-${Date.now()}@example.com`;
  await confirmedAccount(base, email, PASSWORD);
  expect(await grantAdmin(email, product.pgPort)).toMatch(/is now an admin/);
  const admin = (await signIn(base, email, PASSWORD)).accessToken;

  const day = await call<{ picks: ApiPick[] }>(base, 'GET', '/api/picks/today', { token: admin });
  const open = day.picks.filter((p) => Date.parse(p.gameTime) > Date.now());
  expect(open.length).toBeGreaterThanOrEqual(3);
  const [voided, postponed, ...rest] = open;
  const played = rest.slice(0, 6);
  for (const p of [voided!, ...played]) {
    await call(base, 'POST', `/api/admin/games/${encodeURIComponent(await eventIdOf(base, p))}/finish`, { token: admin });
  }
  let seen = 'nothing';
  await until(async () => {
    const b = await call<{ record: { wins: number; losses: number; pushes: number } }>(base, 'GET', '/api/billfold');
    const n = b.record.wins + b.record.losses + b.record.pushes;
    seen = `${n} graded`;
    return n >= played.length + 1;
  }, 'the finished games graded', 180_000).catch((err: Error) => {
    throw new Error(`${err.message} (${played.length + 1} finished, ${seen})`);
  });
  await call(base, 'POST', `/api/admin/games/${encodeURIComponent(await eventIdOf(base, voided!))}/scratch`, {
    token: admin,
    body: { status: 'void', reason: 'Result voided: the league ordered the game replayed' },
  });
  await call(base, 'POST', `/api/admin/games/${encodeURIComponent(await eventIdOf(base, postponed!))}/scratch`, {
    token: admin,
    body: { status: 'postponed', reason: 'Postponed: weather' },
  });
  await until(async () => (await call<{ corrections: unknown[] }>(base, 'GET', '/api/corrections')).corrections.length >= 2, 'two corrections');

  fs.mkdirSync(OUT, { recursive: true });
  const shots: Shot[] = [];
  const overflow: string[] = [];
  for (const size of ['desktop', 'phone'] as const) {
    const browser = await launchBrowser({ viewport: size });
    try {
      const page = await browser.context.newPage();
      await gotoSettled(page, `${base}/billfold?ledger=fade`);
      await waitForScreen(page, /The Billfold/);
      await page.getByRole('heading', { name: 'Scratched picks' }).waitFor();
      expect(await page.getByRole('group', { name: 'Whose bets' }).getByRole('button', { name: 'Fade Gary' }).getAttribute('aria-pressed')).toBe('true');
      await page.getByText('Result voided: the league ordered the game replayed').first().waitFor();
      shots.push(await shoot(page, size, 'billfold-fade', { fullPage: true }));
      // The toggle back to Gary writes the URL.
      await page.getByRole('group', { name: 'Whose bets' }).getByRole('button', { name: 'Gary', exact: true }).click();
      await page.waitForURL((u) => !u.search.includes('ledger=fade'));

      await gotoSettled(page, `${base}/corrections`);
      await waitForScreen(page, /^Corrections$/);
      await page.getByText('Postponed: weather').first().waitFor();
      shots.push(await shoot(page, size, 'corrections', { fullPage: true }));
      for (const route of ['/billfold?ledger=fade', '/corrections']) {
        await gotoSettled(page, base + route);
        await page.waitForTimeout(800);
        const { scrollWidth, innerWidth } = await page.evaluate(() => {
          const g = globalThis as unknown as { innerWidth: number; document: { documentElement: { scrollWidth: number } } };
          return { scrollWidth: g.document.documentElement.scrollWidth, innerWidth: g.innerWidth };
        });
        if (scrollWidth > innerWidth) overflow.push(`${size} ${route}: ${scrollWidth}px in ${innerWidth}px`);
      }
    } finally {
      await browser.close();
    }
  }
  if (process.env.E2E_SAVE_ARTIFACTS === '1') for (const s of shots) fs.copyFileSync(s.file, path.join(OUT, path.basename(s.file)));
  expect(formatViolations(blockingViolations(shots.map((s) => s.axe)))).toBe('');
  expect(overflow).toEqual([]);
});
