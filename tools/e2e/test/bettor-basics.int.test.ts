// Issue 20, "Must show": browser tests for what a bettor found wrong that the journey does not
// already try: an unknown route answers 404 with the page, "Remember me" decides the refresh
// cookie's lifetime (unchecked: a browser-session cookie; checked: 30 days), and a new member's
// BetCard and leaderboard show no made-up figures ("WIN RATE 0%" beside "—", "1 picks",
// "CHAMPION 0.0%" for a user with no graded decision). Against the product as `make start` runs
// it, in Debian's Chromium.
import type { Page } from 'playwright-core';
import { confirmedAccount, ensureWebBuild, gotoSettled, launchBrowser, startProduct, waitForScreen, type Browser, type Product } from '../src';

jest.setTimeout(240_000);

const PASSWORD = 'Basics-of-the-bear-2026';
const stamp = Date.now().toString(36);
const MEMBER = `basics-${stamp}@example.com`;
const DAY_S = 24 * 3600;

let product: Product;
const browsers: Browser[] = [];

async function fresh(): Promise<Page> {
  const b = await launchBrowser({ viewport: 'desktop' });
  browsers.push(b);
  return b.context.newPage();
}

async function signIn(page: Page, remember: boolean): Promise<void> {
  await gotoSettled(page, `${product.baseUrl}/signin`);
  await page.getByLabel('Email').fill(MEMBER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Remember me').setChecked(remember);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${product.baseUrl}/`);
}

const refreshCookie = async (page: Page) => (await page.context().cookies(product.baseUrl + '/api/auth/refresh')).find((c) => c.name === 'gary_refresh');

beforeAll(async () => {
  ensureWebBuild((line) => console.log(line));
  product = await startProduct();
  await confirmedAccount(product.baseUrl, MEMBER, PASSWORD);
}, 240_000);

afterAll(async () => {
  for (const b of browsers) await b.close();
  await product?.stop();
});

test('"unknown routes answer 200 (must be 404 with the page)": an unknown path is 404 and shows the not-found screen; a real route is 200', async () => {
  const page = await fresh();
  const missing = await page.goto(`${product.baseUrl}/no-such-page-${stamp}`);
  expect(missing?.status()).toBe(404);
  await page.getByRole('heading', { name: /404/ }).waitFor();
  const real = await page.goto(`${product.baseUrl}/how-it-works`);
  expect(real?.status()).toBe(200);
});

test('"Remember-me unchecked still sets a 30-day cookie (unchecked: a session cookie)": the refresh cookie follows the box', async () => {
  const forgetful = await fresh();
  await signIn(forgetful, false);
  const session = await refreshCookie(forgetful);
  expect(session).toBeDefined();
  // Playwright reports a cookie without Expires/Max-Age as expires -1.
  expect(session!.expires).toBe(-1);

  const remembered = await fresh();
  await signIn(remembered, true);
  const lasting = await refreshCookie(remembered);
  expect(lasting).toBeDefined();
  const days = (lasting!.expires - Date.now() / 1000) / DAY_S;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThanOrEqual(30.01);
});

test('"the BetCard shows WIN RATE 0% beside —", "1 picks", "CHAMPION 0.0%" for a user with no graded decision: none of them for a new member', async () => {
  const page = await fresh();
  await signIn(page, true);
  await gotoSettled(page, `${product.baseUrl}/betcard`);
  await waitForScreen(page, /Your BetCard/);
  const card = await page.locator('main').innerText();
  expect(card).not.toMatch(/WIN RATE\s*0%/i);
  expect(card).not.toMatch(/\b1 picks\b/i);

  await gotoSettled(page, `${product.baseUrl}/leaderboard`);
  await waitForScreen(page, /^Leaderboard$/);
  const board = await page.locator('main').innerText();
  expect(board).not.toMatch(/CHAMPION[\s\S]{0,80}\b0\.0%/);
  // A rate under 1% is never blown up to a green 70.0%-style figure: every shown rate is 0..100.
  for (const m of board.matchAll(/(\d+(?:\.\d+)?)%/g)) expect(Number(m[1])).toBeLessThanOrEqual(100);
});
