// Issue 17, "Must show", in Chromium against the real product (`make start` in a child process):
// the pick card shows "playable to", the status against the books and the best current price; its
// analysis side lists every featured book's price; and when the line moves past the price to beat
// (a simulated move by an admin) the status on the open page turns without a reload, pushed down
// the signed-in stream. "Playable to" and the status are a Bet's (issue 30), so a Pro account
// watches the card of the day's first open Bet (the simulated market's lagging books make some).
// Screenshots at desktop and phone width land in artifacts/screens.
import type { Page } from 'playwright-core';
import {
  blockingViolations,
  buyPro,
  call,
  confirmedAccount,
  ensureWebBuild,
  eventIdOf,
  formatViolations,
  gotoSettled,
  grantAdmin,
  launchBrowser,
  shoot,
  signIn,
  startProduct,
  waitForPicks,
  type ApiPick,
  type AxeResult,
  type Browser,
  type Product,
} from '../src';

jest.setTimeout(240_000);

const PASSWORD = 'Price-to-beat-2026';
const stamp = Date.now().toString(36);
const USER = `bettor-${stamp}@example.com`;
const ADMIN = `lines-${stamp}@example.com`;

let product: Product;
let browser: Browser;
let page: Page;
let adminToken = '';
let userToken = '';
const axe: AxeResult[] = [];

const activeSlide = (p: Page) => p.locator('[aria-roledescription="slide"][aria-hidden="false"]');
const statusOf = async (p: Page) => activeSlide(p).locator('[data-status]').first().getAttribute('data-status', { timeout: 15_000 });

beforeAll(async () => {
  ensureWebBuild((line) => console.log(line));
  product = await startProduct();
  await waitForPicks(product.baseUrl, 2);
  await confirmedAccount(product.baseUrl, USER, PASSWORD);
  await confirmedAccount(product.baseUrl, ADMIN, PASSWORD);
  await grantAdmin(ADMIN, product.pgPort);
  adminToken = (await signIn(product.baseUrl, ADMIN, PASSWORD)).accessToken;
  userToken = (await signIn(product.baseUrl, USER, PASSWORD)).accessToken;
  await buyPro(product.baseUrl, userToken);
  browser = await launchBrowser({ viewport: 'desktop' });
  page = await browser.context.newPage();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('the price to beat on the card, live', () => {
  let bet: ApiPick;

  test('"the card shows playable to, the status and the best current price"', async () => {
    const day = await call<{ picks: (ApiPick & { classification?: string | null })[] }>(product.baseUrl, 'GET', '/api/picks/today', { token: userToken });
    bet = day.picks.find((p) => !p.locked && p.status === 'open' && p.classification === 'bet')!;
    expect(bet).toBeDefined();
    expect(bet.priceToBeat?.text).toMatch(/^playable to [+-]\d/);

    await gotoSettled(page, `${product.baseUrl}/signin`);
    await page.getByLabel('Email').fill(USER);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${product.baseUrl}/`);
    await gotoSettled(page, `${product.baseUrl}/real-gary-picks?view=list`);
    await page.getByRole('button', { name: `Open card: ${bet.league} ${bet.matchup}` }).first().click();
    const slide = activeSlide(page);
    await slide.getByText(bet.matchup).first().waitFor();
    const playable = `P${bet.priceToBeat!.text.slice(1)}`;
    await slide.getByText(playable).first().waitFor();
    // Before any move the pick may have no status yet (no prices since it was published): one move gives it one.
    if (!bet.live) {
      await call(product.baseUrl, 'POST', `/api/admin/games/${await eventIdOf(product.baseUrl, bet)}/move-line`, { token: adminToken, body: { toward: 'home' } });
    }
    expect(['alive', 'close', 'dead']).toContain(await statusOf(page));
    await slide.getByText(/^Best now /).first().waitFor();
    await page.waitForTimeout(700);
    axe.push((await shoot(page, 'desktop', 'price-to-beat-card')).axe);
  });

  test('"the analysis side lists each featured book\'s current price and line, the fair price, the best marked, the price at publish"', async () => {
    await activeSlide(page).getByRole('button', { name: 'View Analysis' }).click();
    const table = activeSlide(page).getByRole('region', { name: "Every book's price" });
    await table.waitFor();
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((r) => r.includes('★ best')).length).toBeGreaterThanOrEqual(1);
    expect(rows.join(' ')).toMatch(/FanDuel|DraftKings|BetMGM|Caesars/);
    expect(await table.textContent()).toMatch(/Fair \(no-vig\): [+-]\d+ · At publish: .*[+-]\d+/);
    await table.scrollIntoViewIfNeeded();
    await page.waitForTimeout(700);
    axe.push((await shoot(page, 'desktop', 'price-to-beat-books')).axe);
    await activeSlide(page).getByRole('button', { name: 'Back' }).click();
  });

  test('"a line move past the price to beat turns the pick dead" on the open page, with no reload', async () => {
    const eventId = await eventIdOf(product.baseUrl, bet);
    const label = bet.pick!.replace(/\s[+-]\d+$/, '');
    // The market moving toward the picked side shortens its price: past the price to beat, dead.
    const toward = label.startsWith(bet.homeTeam) ? 'home' : 'away';
    await page.evaluate(() => ((globalThis as unknown as { __sameDocument: boolean }).__sameDocument = true));
    // Each move either changes the status or only the price; give the stream a moment either way.
    const moveAndWait = async (side: string, before: string) => {
      await call(product.baseUrl, 'POST', `/api/admin/games/${eventId}/move-line`, { token: adminToken, body: { toward: side } });
      await page.waitForFunction(
        (prev) => (globalThis as unknown as { document: { querySelector(s: string): { getAttribute(n: string): string | null } | null } }).document.querySelector('[aria-hidden="false"] [data-status]')?.getAttribute('data-status') !== prev,
        before,
        { timeout: 4_000 },
      ).catch(() => undefined);
      return (await statusOf(page))!;
    };
    // A lean can be published past its number, and the first test's move may shorten the price: a
    // pick that starts dead is first brought back by moves the other way, so the move past the number is seen.
    const away = toward === 'home' ? 'away' : 'home';
    for (let back = 0; back < 8 && (await statusOf(page)) === 'dead'; back++) await moveAndWait(away, 'dead');
    const seen: string[] = [(await statusOf(page))!];
    for (let move = 0; move < 8 && seen[seen.length - 1] !== 'dead'; move++) {
      const before = seen[seen.length - 1]!;
      const now = await moveAndWait(toward, before);
      if (now !== before) seen.push(now);
    }
    expect(seen[seen.length - 1]).toBe('dead');
    expect(seen.length).toBeGreaterThanOrEqual(2);
    await activeSlide(page).getByText('Past the number').first().waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    axe.push((await shoot(page, 'desktop', 'price-to-beat-dead')).axe);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(900);
    axe.push((await shoot(page, 'phone', 'price-to-beat-card')).axe);
    await activeSlide(page).getByRole('button').filter({ hasText: /Tap for analysis/ }).first().click().catch(async () => activeSlide(page).getByText('Tap for analysis').click());
    // On a phone the card's back links to the pick's analysis page, which lists every book's price.
    await activeSlide(page).getByRole('link', { name: 'Read the full analysis' }).click();
    await page.waitForURL(/\/picks\/[^/]+\/analysis$/);
    const phoneTable = page.getByRole('region', { name: "Every book's price" });
    await phoneTable.waitFor();
    await phoneTable.scrollIntoViewIfNeeded();
    await page.waitForTimeout(900);
    axe.push((await shoot(page, 'phone', 'price-to-beat-books')).axe);
    const wide = await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);
  });

  test('axe finds nothing serious on the new surfaces', () => {
    const bad = blockingViolations(axe);
    expect(formatViolations(bad)).toBe('');
  });
});
