// Issue 18, "Must show": responsible play in the real product (`make start` in a child process,
// Debian's Chromium). A sign-up with an under-21 birth date is refused; an adult sets a daily limit
// of one ride or fade, rides a pick, is refused the next with the limit's message, sees it in My
// Spend on the BetCard; then starts a 24-hour cool-off and finds the picks gone (the page and the
// API). Every new screen is photographed at desktop and phone width into artifacts/screens
// (play-*.png) and checked with axe-core.
import type { Page, Request } from 'playwright-core';
import {
  blockingViolations,
  confirmedAccount,
  formatViolations,
  gotoSettled,
  launchBrowser,
  shoot,
  startProductWithPicks,
  stopSuite,
  VIEWPORTS,
  waitForScreen,
  type AxeResult,
  type Browser,
  type Product,
} from '../src';

jest.setTimeout(240_000);

const PASSWORD = 'Ride-or-fade-2026';
const stamp = Date.now().toString(36);
const ADULT = `planner-${stamp}@example.com`;

let product: Product;
let browser: Browser;
let page: Page;
const axeResults: AxeResult[] = [];

/** desktop and phone screenshots of the page as it is, with axe on each. */
async function snapBoth(p: Page, name: string) {
  axeResults.push((await shoot(p, 'desktop', name, { fullPage: true })).axe);
  await p.setViewportSize(VIEWPORTS.phone);
  await p.waitForTimeout(300);
  axeResults.push((await shoot(p, 'phone', name, { fullPage: true })).axe);
  await p.setViewportSize(VIEWPORTS.desktop);
}

const activeSlide = (p: Page) => p.locator('[aria-roledescription="slide"][aria-hidden="false"]');
const toast = (p: Page, text: string | RegExp) => p.getByRole('region', { name: 'Notifications' }).locator('[data-toast-type]').filter({ hasText: text });

/** Bet on the active card, then Confirm; the HTTP status of the decision. */
async function bet(p: Page): Promise<number> {
  const isDecision = (r: Request) => new URL(r.url()).pathname === '/api/decisions' && r.method() === 'POST';
  await activeSlide(p).getByRole('button', { name: /^Bet with Gary/ }).click();
  const [req] = await Promise.all([p.waitForRequest(isDecision), activeSlide(p).getByRole('button', { name: /^Confirm bet with Gary/ }).click()]);
  return (await req.response())?.status() ?? 0;
}

beforeAll(async () => {
  product = await startProductWithPicks(2);
  browser = await launchBrowser({ viewport: 'desktop' });
  page = await browser.context.newPage();
}, 600_000);

afterAll(() => stopSuite(product, browser));

describe('responsible play in Chromium', () => {
  test('"sign up under 21 (refused)": a birth date one day short of 21 gets the clear message and no account', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const young = new Date(Date.UTC(y - 21, m - 1, d + 1)).toISOString().slice(0, 10);
    await gotoSettled(page, `${product.baseUrl}/signin?mode=signup`);
    await page.getByLabel('Email').fill(`young-${stamp}@example.com`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel(/Date of birth/).fill(young);
    await page.getByRole('checkbox', { name: /or older/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').getByText(/Gary is for adults 21 and over/).waitFor();
    expect(await page.getByRole('heading', { name: 'Check your email' }).count()).toBe(0);
    await snapBoth(page, 'play-01-signup-under-21');
  });

  test('"adult sets a daily limit, hits it, sees the message": one ride allowed, the second refused naming the limit and its reset', async () => {
    await confirmedAccount(product.baseUrl, ADULT, PASSWORD);
    await gotoSettled(page, `${product.baseUrl}/signin`);
    await page.getByLabel('Email').fill(ADULT);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('link', { name: 'Sign out' }).first().waitFor();

    // Pro, through the checkout simulator, so more than the free pick can be ridden.
    await gotoSettled(page, `${product.baseUrl}/checkout`);
    await waitForScreen(page, /Payment Details/);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/dev\/checkout\/cs_sim_/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/checkout\/success/);
    await waitForScreen(page, /Payment Successful/);

    await gotoSettled(page, `${product.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Play with a plan' }).waitFor();
    await page.getByLabel('Rides and fades per day').fill('1');
    await page.getByRole('button', { name: 'Save plan' }).click();
    await toast(page, 'Plan saved').waitFor();
    await page.getByText('Used 0 of 1').waitFor();
    await snapBoth(page, 'play-02-dashboard-plan');

    await gotoSettled(page, `${product.baseUrl}/real-gary-picks`);
    await waitForScreen(page, /TODAY'S PICKS/);
    expect(await bet(page)).toBe(200);
    await page.getByRole('button', { name: 'Next pick' }).click();
    await page.waitForTimeout(600);
    expect(await bet(page)).toBe(403);
    const refused = toast(page, /You have reached your daily limit of 1 ride or fade\. It resets .* ET\./);
    await refused.waitFor();
    expect(await refused.textContent()).toContain('/help');
    await snapBoth(page, 'play-03-limit-reached');

    // My Spend on the BetCard: this week's bar holds the ride at its stake.
    await gotoSettled(page, `${product.baseUrl}/betcard`);
    await page.getByRole('heading', { name: 'My Spend' }).waitFor();
    await page.getByText(/1 unit staked over 1 decision\b/).first().waitFor();
    await snapBoth(page, 'play-03b-my-spend');
  });

  test('"starts a 24-hour cool-off and finds the picks gone": the dashboard confirms it, the picks page and its API refuse', async () => {
    await gotoSettled(page, `${product.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Play with a plan' }).waitFor();
    await page.getByLabel('Take a break').selectOption('cool_off:24h');
    await page.getByRole('button', { name: 'Take a break' }).click();
    await page.getByRole('button', { name: 'Start my break' }).click();
    await page.getByText('You are on a cool-off').waitFor();
    await snapBoth(page, 'play-04-cool-off-started');

    const [res] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/picks/today' && r.request().method() === 'GET'),
      gotoSettled(page, `${product.baseUrl}/real-gary-picks`),
    ]);
    expect(res.status()).toBe(403);
    const body = (await res.json()) as { error: { code: string }; picks?: unknown };
    expect(body.error.code).toBe('play_break');
    expect(body.picks).toBeUndefined();
    await page.getByRole('heading', { name: 'You are taking a break' }).waitFor();
    expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(0);
    await snapBoth(page, 'play-05-picks-gone');

    await page.getByRole('link', { name: 'Help and responsible play' }).first().click();
    await waitForScreen(page, /Help and responsible play/);
    await snapBoth(page, 'play-06-help');
  });

  test('every new screen is axe clean (no serious or critical violations)', () => {
    expect(axeResults.length).toBe(14);
    const blocking = blockingViolations(axeResults);
    if (blocking.length) throw new Error(formatViolations(blocking));
  });
});
