// What the contact sheet (src/contact-sheet.ts) showed wrong for a bettor and was fixed, each checked
// in Chromium at 1280 and 390 px against the product as `make start` runs it, axe-checked and
// photographed into artifacts/screens/.
import {
  blockingViolations,
  call,
  formatViolations,
  gotoSettled,
  launchBrowser,
  shoot,
  startProductWithPicks,
  stopSuite,
  takePageProblems,
  type ApiPick,
  type AxeResult,
  type Browser,
  type Product,
} from '../src';

jest.setTimeout(600_000);

const SIZES = [['desktop', 1280, 900], ['phone', 390, 844]] as const;
let product: Product;
let browser: Browser;
const axe: AxeResult[] = [];

beforeAll(async () => {
  product = await startProductWithPicks(3);
  browser = await launchBrowser({ viewport: 'desktop' });
}, 600_000);

afterAll(() => stopSuite(product, browser));

test('"every word true": a signed-out visitor on a Pro pick\'s analysis is not told the pick does not exist, nor offered a retry that answers the same; Pro is offered', async () => {
  const day = await call<{ picks: ApiPick[] }>(product.baseUrl, 'GET', '/api/picks/today');
  const locked = day.picks.find((p) => p.locked)!;
  expect(locked).toBeDefined();
  const page = await browser.context.newPage();
  for (const [size, width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await gotoSettled(page, `${product.baseUrl}/picks/${encodeURIComponent(locked.pickId)}/analysis`);
    await page.getByRole('heading', { name: 'This analysis is not yours to read.' }).waitFor({ timeout: 20_000 });
    const main = await page.locator('main').innerText();
    expect(main).not.toMatch(/does not exist/i);
    expect(main).toContain('It is a Pro pick (Pro reads every pick), or no pick has this id.');
    expect(await page.getByRole('button', { name: /try again/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'See Pro' }).getAttribute('href')).toBe('/pricing');
    axe.push((await shoot(page, size, 'analysis-not-readable')).axe);
  }
  // The analysis answer's 404 is logged by Chromium: the expected answer to a locked pick.
  takePageProblems(browser, /status of 404/);
  await page.close();
});

test('axe finds nothing serious on these screens', () => {
  expect(formatViolations(blockingViolations(axe))).toBe('');
});
