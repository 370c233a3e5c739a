// Parlay of the Day in Chromium, against the product as `make start` runs it: a Pro account sees
// the legs, the price, the probability with its independence note and rides the parlay; a free
// account sees the locked card (date and leg count) and nothing of the legs; the Billfold shows the
// parlay's record and the picks still playable an hour before. Each at 1280 and 390 px, no sideways
// scroll, checked with axe, photographed into artifacts/screens/.
import type { Page } from 'playwright-core';
import {
  blockingViolations,
  buyPro,
  call,
  confirmedAccount,
  ensureWebBuild,
  eventIdOf,
  grantAdmin,
  formatViolations,
  gotoSettled,
  launchBrowser,
  shoot,
  signIn,
  startProduct,
  waitForParlay,
  waitForPicks,
  waitForScreen,
  type ApiPick,
  type AxeResult,
  type Browser,
  type Product,
} from '../src';

jest.setTimeout(600_000);

const PASSWORD = 'ride-the-bear-42';
const PRO = `parlay-pro-${Date.now()}@example.com`;
const FREE = `parlay-free-${Date.now()}@example.com`;
let product: Product;
let proBrowser: Browser;
const axe: AxeResult[] = [];

type Leg = { pickId: string; pick: string };
type ParlayDay = { parlay: { locked: false; parlayId: string; legCount: number; odds: number; legs: Leg[] } | { locked: true; legCount: number; date: string; gameDay: string | null } | null };

async function signInPage(page: Page, email: string) {
  await gotoSettled(page, `${product.baseUrl}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${product.baseUrl}/`);
}

const scrollWidth = (page: Page) => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);

async function both(page: Page, route: string, ready: RegExp, name: string, check?: () => Promise<void>) {
  for (const [size, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await gotoSettled(page, product.baseUrl + route);
    await waitForScreen(page, ready);
    if (check) await check();
    axe.push((await shoot(page, size, name, { fullPage: true })).axe);
    // No sideways scroll at either width.
    expect([name, size, (await scrollWidth(page)) <= width]).toEqual([name, size, true]);
  }
}

beforeAll(async () => {
  ensureWebBuild((line) => console.log(line));
  product = await startProduct();
  await waitForPicks(product.baseUrl, 3);
  await waitForParlay(product.baseUrl);
  await confirmedAccount(product.baseUrl, PRO, PASSWORD);
  await confirmedAccount(product.baseUrl, FREE, PASSWORD);
  await buyPro(product.baseUrl, (await signIn(product.baseUrl, PRO, PASSWORD)).accessToken);
  proBrowser = await launchBrowser({ viewport: 'desktop' });
}, 600_000);

afterAll(async () => {
  await proBrowser?.close();
  await product?.stop();
});

test('"Pro": /daily-parlay shows the legs (Bets or alive picks only), the price, the probability "assuming independence", its break-even and expected value, explains the fade, and rides it', async () => {
  const token = (await signIn(product.baseUrl, PRO, PASSWORD)).accessToken;
  const day = await call<ParlayDay>(product.baseUrl, 'GET', '/api/parlays/today', { token });
  expect(day.parlay?.locked).toBe(false);
  const open = day.parlay as Extract<NonNullable<ParlayDay['parlay']>, { locked: false }>;
  const page = await proBrowser.context.newPage();
  await signInPage(page, PRO);
  await both(page, '/daily-parlay', /Parlay of the Day/, 'daily-parlay-pro', async () => {
    await page.getByRole('list', { name: 'Legs' }).waitFor();
    expect(await page.getByRole('list', { name: 'Legs' }).locator('li').count()).toBe(open.legCount);
    await page.getByText(/assumes the legs are independent/).waitFor();
    // "Show both numbers": the break-even and the expected value; "explain the fade".
    const figures = (await page.locator('dl').first().innerText()).replace(/\s+/g, ' ');
    // (innerText carries the labels' capitals)
    expect(figures).toMatch(/Break-even \d+\.\d%/i);
    expect(figures).toMatch(/Expected value [+−]?\d+\.\d%/i);
    await page.getByText(/needs to break even/).first().waitFor();
    await page.getByText(/^Fading it means betting that at least one leg loses\..* with no vig/).waitFor();
  });
  // "Build it from Bets or alive picks only": no leg is a Lean the books have not reached.
  for (const leg of open.legs) {
    const { pick } = await call<{ pick: ApiPick & { classification?: string | null } }>(product.baseUrl, 'GET', `/api/picks/${encodeURIComponent(leg.pickId)}/analysis`, { token });
    expect([leg.pickId, pick.classification === 'bet' || pick.live?.status === 'alive']).toEqual([leg.pickId, true]);
  }
  await page.getByRole('button', { name: /^Bet with Gary: Parlay of the Day/ }).click();
  await page.getByRole('button', { name: /^Confirm bet with Gary: Parlay of the Day/ }).click();
  await page.getByText('You rode Gary ✓').waitFor();
  const mine = await call<{ decisions: { pickId: string; decision: string }[] }>(product.baseUrl, 'GET', '/api/decisions/mine', { token });
  expect(mine.decisions.some((d) => d.pickId.startsWith('pl_') && d.decision === 'ride')).toBe(true);
  await page.close();
});

test('"non-Pro get a locked card": a free account sees the date and leg count under the lock, no leg', async () => {
  const token = (await signIn(product.baseUrl, FREE, PASSWORD)).accessToken;
  const day = await call<ParlayDay>(product.baseUrl, 'GET', '/api/parlays/today', { token });
  expect(day.parlay?.locked).toBe(true);
  // Its own browser profile: a session of its own.
  const freeBrowser = await launchBrowser({ viewport: 'desktop' });
  const page = await freeBrowser.context.newPage();
  await signInPage(page, FREE);
  await both(page, '/daily-parlay', /Parlay of the Day/, 'daily-parlay-free', async () => {
    await page.getByRole('heading', { name: 'Unlock the Parlay of the Day' }).waitFor();
    expect(await page.getByRole('list', { name: 'Legs' }).count()).toBe(0);
  });
  await freeBrowser.close();
});

test('"graded when its legs are graded", the ride settled; the Billfold shows the parlay\'s record and the picks still playable an hour before', async () => {
  const ADMIN = `parlay-admin-${Date.now()}@example.com`;
  await confirmedAccount(product.baseUrl, ADMIN, PASSWORD);
  await grantAdmin(ADMIN, product.pgPort);
  const admin = (await signIn(product.baseUrl, ADMIN, PASSWORD)).accessToken;
  const pro = (await signIn(product.baseUrl, PRO, PASSWORD)).accessToken;
  const day = await call<ParlayDay>(product.baseUrl, 'GET', '/api/parlays/today', { token: pro });
  const open = day.parlay as Extract<NonNullable<ParlayDay['parlay']>, { locked: false }>;
  for (const leg of open.legs) {
    // A leg may be a game of tomorrow's card (the run took games after midnight): read it by its id.
    const { pick } = await call<{ pick: ApiPick }>(product.baseUrl, 'GET', `/api/picks/${encodeURIComponent(leg.pickId)}/analysis`, { token: pro });
    await call(product.baseUrl, 'POST', `/api/admin/games/${encodeURIComponent(await eventIdOf(product.baseUrl, pick))}/finish`, { token: admin });
  }
  const end = Date.now() + 180_000;
  let record = { wins: 0, losses: 0, pushes: 0, units: 0 };
  while (Date.now() < end) {
    const b = await call<{ parlay: typeof record | null }>(product.baseUrl, 'GET', '/api/billfold');
    record = b.parlay ?? record;
    if (record.wins + record.losses + record.pushes > 0) break;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  expect(record.wins + record.losses + record.pushes).toBe(1);
  // The Pro account's ride is settled from the parlay's grade (win, loss or push), not pending.
  let outcome = 'pending';
  while (outcome === 'pending' && Date.now() < end) {
    const mine = await call<{ decisions: { pickId: string; outcome: string }[] }>(product.baseUrl, 'GET', '/api/decisions/mine', { token: pro });
    outcome = mine.decisions.find((d) => d.pickId === open.parlayId)?.outcome ?? 'missing';
    if (outcome === 'pending') await new Promise((r) => setTimeout(r, 500));
  }
  expect(['win', 'loss', 'push']).toContain(outcome);
  console.log(`parlay ${open.legCount} legs at ${open.odds}: record ${JSON.stringify(record)}, the ride ${outcome}`);

  const page = await proBrowser.context.newPage();
  await both(page, '/billfold', /The Billfold/, 'billfold-parlay', async () => {
    await page.getByRole('heading', { name: 'Parlay of the Day' }).waitFor();
    await page.getByRole('heading', { name: 'Playable an hour before' }).waitFor();
  });
  await page.close();
  const graded = await proBrowser.context.newPage();
  await both(graded, '/daily-parlay', /Parlay of the Day/, 'daily-parlay-graded', async () => {
    await graded.getByText(/^(Won|Lost|Push)/).first().waitFor();
  });
  await graded.close();
});

test('axe finds nothing serious on the new surfaces', () => {
  expect(formatViolations(blockingViolations(axe))).toBe('');
});
