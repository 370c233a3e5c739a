// Issue 30, items 12 to 14, as a bettor and an admin meet them: the phone (a pick card's back, tables
// as cards), the BetCard (what its numbers mean, the history's price, stake and units, My Spend, the
// alerts table) and what an admin, a signed-out visitor and a member on a break are told. Against
// the product as `make start` runs it, in Debian's Chromium, at desktop and 390 px; every page must
// also show no console error or CSP report (browser.ts fails the suite on one).
import type { Page } from 'playwright-core';
import {
  call,
  confirmedAccount,
  gotoSettled,
  grantAdmin,
  launchBrowser,
  shoot,
  signIn,
  startProductWithPicks,
  stopSuite,
  VIEWPORTS,
  waitForScreen,
  type ApiPick,
  type Browser,
  type Product,
  type ViewportName,
} from '../src';

jest.setTimeout(300_000);

const PASSWORD = 'Screens-of-the-bear-2026';
const stamp = Date.now().toString(36);
const PRO = `screens-pro-${stamp}@example.com`;
const ADMIN = `screens-admin-${stamp}@example.com`;
const SIZES: ViewportName[] = ['desktop', 'phone'];

let product: Product;
const browsers: Browser[] = [];
const pages = new Map<string, Page>();

async function buyPro(token: string): Promise<void> {
  const { url } = await call<{ url: string }>(product.baseUrl, 'POST', '/api/billing/checkout', { token });
  const id = new URL(url, product.baseUrl).pathname.split('/').pop()!;
  const res = await fetch(`${product.baseUrl}/dev/checkout/${id}/pay`, { method: 'POST', redirect: 'manual' });
  if (res.status !== 303) throw new Error(`checkout simulator pay: HTTP ${res.status}`);
}

/** One browser per person, signed in through the form (none for a visitor); the viewport set per test. */
async function pageOf(email: string | null): Promise<Page> {
  const key = email ?? 'visitor';
  const known = pages.get(key);
  if (known) return known;
  const b = await launchBrowser({ viewport: 'desktop' });
  browsers.push(b);
  const page = await b.context.newPage();
  if (email) {
    await gotoSettled(page, `${product.baseUrl}/signin`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${product.baseUrl}/`);
  }
  pages.set(key, page);
  return page;
}

async function open(page: Page, size: ViewportName, route: string, ready: RegExp): Promise<void> {
  await page.setViewportSize(VIEWPORTS[size]);
  await gotoSettled(page, product.baseUrl + route);
  await waitForScreen(page, ready);
}

// The few DOM shapes the in-page checks read (this package compiles without the DOM library).
interface El {
  scrollHeight: number;
  clientHeight: number;
  scrollWidth: number;
  clientWidth: number;
  textContent: string | null;
  parentElement: El | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { top: number; bottom: number; height: number };
  querySelectorAll(selector: string): ArrayLike<El>;
}
type Dom = { document: El; getComputedStyle(el: El): { overflowX: string; overflowY: string } };

const activeSlide = (p: Page) => p.locator('[aria-roledescription="slide"][aria-hidden="false"]');

beforeAll(async () => {
  product = await startProductWithPicks(3);
  await confirmedAccount(product.baseUrl, PRO, PASSWORD);
  await buyPro((await signIn(product.baseUrl, PRO, PASSWORD)).accessToken);
  await confirmedAccount(product.baseUrl, ADMIN, PASSWORD);
  await grantAdmin(ADMIN, product.pgPort);
}, 600_000);

afterAll(async () => {
  for (const b of browsers.splice(0, browsers.length - 1)) await b.close();
  await stopSuite(product, browsers[0]);
});

describe('item 13: the phone', () => {
  test('"the back of a pick card is a 167 px scroll box holding 1,592 px of analysis (link to the analysis page instead)": no scroll box on the back at 390 px, and its link opens the analysis page', async () => {
    const page = await pageOf(PRO);
    for (const size of SIZES) {
      await open(page, size, '/real-gary-picks', /TODAY'S PICKS/);
      const slide = activeSlide(page);
      if (size === 'phone') await slide.getByText('Tap for analysis').click();
      else await slide.getByRole('button', { name: 'View Analysis' }).click();
      await page.waitForTimeout(800);
      const back = slide.locator('[aria-hidden="false"]').filter({ has: page.getByRole('heading', { name: 'Analysis' }) }).last();
      await back.waitFor();
      // Boxes on the back that scroll inside themselves, and anything drawn past the card's bottom edge.
      const found = await back.evaluate((node) => {
        const face = node as unknown as El;
        const win = globalThis as unknown as Dom;
        const box = face.getBoundingClientRect();
        const scrollers: string[] = [];
        const spilled: string[] = [];
        for (const el of Array.from(face.querySelectorAll('*'))) {
          const r = el.getBoundingClientRect();
          if (r.height === 0) continue;
          const oy = win.getComputedStyle(el).overflowY;
          if ((oy === 'auto' || oy === 'scroll') && el.scrollHeight > el.clientHeight + 1) scrollers.push(`${el.clientHeight}px box of ${el.scrollHeight}px`);
          if (r.bottom > box.bottom + 1 && (el.textContent ?? '').trim()) spilled.push((el.textContent ?? '').trim().slice(0, 40));
        }
        return { scrollers, spilled };
      });
      await shoot(page, size, 'card-back', { fullPage: false });
      if (size === 'phone') expect(found).toEqual({ scrollers: [], spilled: [] });
      const link = back.getByRole('link', { name: /full analysis/i });
      expect(await link.getAttribute('href')).toMatch(/^\/picks\/[^/]+\/analysis$/);
      if (size === 'phone') {
        await link.click();
        await page.getByRole('heading', { name: 'The analysis' }).waitFor();
        await shoot(page, size, 'card-back-analysis-page', { fullPage: false });
      }
    }
  });

  test('"the model card, leaderboard and BetCard tables hide their key columns in inner scrolls (stack the rows as cards at 390 px)": no table scrolls sideways inside the page', async () => {
    const page = await pageOf(PRO);
    for (const size of SIZES) {
      for (const [route, ready] of [
        ['/how-good-is-gary', /How good is Gary/],
        ['/leaderboard', /^Leaderboard$/],
        ['/betcard', /Your BetCard/],
      ] as const) {
        await open(page, size, route, ready);
        const inner = await page.evaluate(() => {
          const win = globalThis as unknown as Dom;
          return Array.from(win.document.querySelectorAll('table'))
            .map((t) => {
              for (let el: El | null = t; el; el = el.parentElement) {
                const ox = win.getComputedStyle(el).overflowX;
                if ((ox === 'auto' || ox === 'scroll') && el.scrollWidth > el.clientWidth + 1) return `${t.getAttribute('aria-label') ?? 'a table'}: ${el.clientWidth}px showing ${el.scrollWidth}px`;
              }
              return null;
            })
            .filter((x) => x !== null);
        });
        await shoot(page, size, `tables${route.replace(/\//g, '-')}`, { fullPage: true });
        expect([size, route, inner]).toEqual([size, route, []]);
      }
    }
  });
});

/** The Pro member's token, for set-up over the API. */
const proToken = async () => (await signIn(product.baseUrl, PRO, PASSWORD)).accessToken;

describe('item 12: the BetCard', () => {
  test('"an unlabelled number under the name; RIDES WITH GARY with 0 decisions; My Spend lists empty weeks from before the account existed": none of them on a new member\'s card', async () => {
    const page = await pageOf(PRO);
    for (const size of SIZES) {
      await open(page, size, '/betcard', /Your BetCard/);
      await page.getByRole('heading', { name: 'My Spend' }).waitFor();
      await page.getByText(/No decisions yet: your spend starts/).waitFor();
      const main = await page.locator('main').innerText();
      expect(main).not.toMatch(/RIDES WITH GARY|FADES THE BEAR/);
      expect(main).not.toMatch(/0\.0 units vs riding every pick/);
      // The number under the name says what it is.
      expect(await page.getByLabel(/^Streak: /).first().innerText()).toMatch(/^Streak\b/i);
      await shoot(page, size, 'betcard-new-member', { fullPage: true });
    }
  });

  test('"no price, stake or units per decision in the history"; "0.0 units vs riding every pick" unexplained: a ride shows its price, stake and units, and the units line says what it compares', async () => {
    const token = await proToken();
    const day = await call<{ picks: ApiPick[] }>(product.baseUrl, 'GET', '/api/picks/today', { token });
    const open_ = day.picks.find((p) => !p.locked && Date.parse(p.gameTime) > Date.now() + 10 * 60_000 && typeof p.odds === 'number');
    if (!open_) throw new Error('no pick of the day left to ride');
    await call(product.baseUrl, 'POST', '/api/decisions', { token, body: { pickId: open_.pickId, decision: 'ride' } });
    const mine = await call<{ decisions: { pickId: string; price: number | null; stakeUnits: number; netUnits: number | null }[] }>(product.baseUrl, 'GET', '/api/decisions/mine', { token });
    const saved = mine.decisions.find((d) => d.pickId === open_.pickId)!;
    expect(saved).toMatchObject({ price: open_.odds, stakeUnits: 1, netUnits: null });

    const page = await pageOf(PRO);
    for (const size of SIZES) {
      await open(page, size, '/betcard', /Your BetCard/);
      const history = page.getByRole('region', { name: 'Betting history', exact: true });
      await history.waitFor();
      const cell = async (label: string) => (await history.locator(`td[data-label="${label}"]`).first().innerText()).trim();
      expect(await cell('Price')).toBe(open_.odds! > 0 ? `+${open_.odds}` : String(open_.odds));
      expect(await cell('Stake')).toBe('1 unit');
      expect(await cell('Units')).toBe('—');
      if (size === 'desktop') for (const name of ['Price', 'Stake', 'Units', 'Your result']) await history.getByRole('columnheader', { name }).waitFor();
      const main = await page.locator('main').innerText();
      expect(main).toMatch(/units vs riding every pick\s*\n+\s*Once a pick you rode or faded is settled/);
      // My Spend: this week only, no empty weeks before it.
      await page.getByText(/1 unit staked over 1 decision\b/).first().waitFor();
      expect(await page.getByRole('region', { name: 'My Spend' }).getByRole('listitem').count()).toBe(1);
      await shoot(page, size, 'betcard-history', { fullPage: true });
    }
  });

  test('"the alerts table uses bare browser checkboxes and a free-text time zone (a zone picker)": labelled switches, a select of IANA zones, and the server refuses a zone that is not one (400)', async () => {
    const page = await pageOf(PRO);
    for (const size of SIZES) {
      await open(page, size, '/betcard', /Your BetCard/);
      const zone = page.getByLabel('Time zone');
      await zone.waitFor();
      expect(await zone.evaluate((el) => (el as unknown as { tagName: string }).tagName)).toBe('SELECT');
      const zones = await zone.locator('option').allTextContents();
      expect(zones.length).toBeGreaterThan(100);
      expect(zones).toEqual(expect.arrayContaining(['America/Chicago', 'Europe/London']));
      await page.getByRole('switch', { name: 'Morning recap by push' }).waitFor();
      await page.getByRole('switch', { name: 'Quiet hours' }).waitFor();
      // No checkbox on the card without a name a screen reader can say.
      const unnamed = await page.locator('input[type="checkbox"]').evaluateAll((els) =>
        els.filter((el) => !(el as unknown as { labels: ArrayLike<unknown> | null }).labels?.length && !(el as unknown as { getAttribute(n: string): string | null }).getAttribute('aria-label')).length,
      );
      expect(unnamed).toBe(0);
      await page.getByRole('heading', { name: /alerts/i }).first().scrollIntoViewIfNeeded();
      await shoot(page, size, 'betcard-alerts', { fullPage: false });
    }
    const token = await proToken();
    const refused = await fetch(`${product.baseUrl}/api/me/alerts`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ timeZone: 'Mars/Olympus_Mons' }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('invalid_time_zone');
  });
});
