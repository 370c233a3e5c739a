// What the contact sheet (src/contact-sheet.ts) showed wrong for a bettor and was fixed, each checked
// in Chromium at 1280 and 390 px against the product as `make start` runs it, axe-checked and
// photographed into artifacts/screens/.
import {
  blockingViolations,
  buyPro,
  call,
  confirmedAccount,
  formatViolations,
  gotoSettled,
  launchBrowser,
  shoot,
  signIn,
  signInThroughForm,
  startProductWithPicks,
  stopSuite,
  takePageProblems,
  waitForScreen,
  type ApiPick,
  type AxeResult,
  type Browser,
  type Product,
} from '../src';

jest.setTimeout(600_000);

const SIZES = [['desktop', 1280, 900], ['phone', 390, 844]] as const;
const PASSWORD = 'Sheet-fixes-2026';
const PRO = `sheet-fixes-${Date.now().toString(36)}@example.com`;
let product: Product;
let browser: Browser;
const axe: AxeResult[] = [];

let proPage: import('playwright-core').Page | undefined;

/** A page signed in as a Pro member (the account made and paid for on first use), shared by the tests that need one. */
async function proSignedIn(): Promise<import('playwright-core').Page> {
  if (proPage) return proPage;
  await confirmedAccount(product.baseUrl, PRO, PASSWORD);
  const token = (await signIn(product.baseUrl, PRO, PASSWORD)).accessToken;
  await buyPro(product.baseUrl, token);
  const page = await browser.context.newPage();
  await signInThroughForm(page, product.baseUrl, PRO, PASSWORD);
  return (proPage = page);
}

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

test('"no page runs past its edge": each player prop\'s lean label, and its words, stay inside its card', async () => {
  const page = await proSignedIn();
  for (const [size, width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await gotoSettled(page, `${product.baseUrl}/gary-props`);
    await waitForScreen(page, /Player Props/);
    const cards = page.locator('article').filter({ hasText: /Lean: the price is below the fair number/i });
    await cards.first().waitFor({ timeout: 20_000 });
    const outside: string[] = [];
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!;
      const badge = card.getByText(/Lean: the price is below the fair number/i).first();
      const label = (await badge.boundingBox())!;
      // The label inside the card, and its words inside the label (a label that does not wrap keeps its box and spills its text).
      const spill = await badge.evaluate((el) => (el as unknown as { scrollWidth: number; clientWidth: number }).scrollWidth - (el as unknown as { clientWidth: number }).clientWidth);
      const name = (await card.getAttribute('aria-label')) ?? '?';
      if (label.x + label.width > box.x + box.width + 0.5) outside.push(`${name}: label ${Math.round(label.x + label.width - box.x - box.width)} px past the card`);
      if (spill > 1) outside.push(`${name}: words ${spill} px past the label`);
    }
    expect([size, outside]).toEqual([size, []]);
    axe.push((await shoot(page, size, 'props-lean-labels', { fullPage: true })).axe);
  }
});

test('"say what a Bet and a Lean are" on Team Props too: each game pick\'s card carries its call, a Bet its playable-to, a Lean the price that would make it one', async () => {
  const page = await proSignedIn();
  const token = (await signIn(product.baseUrl, PRO, PASSWORD)).accessToken;
  const day = await call<{ picks: (ApiPick & { classification?: string | null; betPriceText?: string | null })[] }>(product.baseUrl, 'GET', '/api/picks/today', { token });
  const bet = day.picks.find((p) => !p.locked && p.classification === 'bet' && p.priceToBeat);
  const lean = day.picks.find((p) => !p.locked && p.classification === 'lean' && p.betPriceText);
  expect([Boolean(bet), Boolean(lean)]).toEqual([true, true]);
  for (const [size, width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await gotoSettled(page, `${product.baseUrl}/team-picks`);
    await waitForScreen(page, /Team Props/);
    // The pick's card: a game pick (not a prop) naming its team.
    const callOf = async (p: ApiPick) => {
      const team = p.pick!.replace(/\s(ML|[+-]\d+(\.\d+)?)(\s.*)?$/, '');
      const card = page.locator(`[aria-label^="${p.league} pick: "]`).filter({ hasText: team });
      // The badge's words and the line beside it, as written (the badge shows them in capitals).
      return Promise.all((await card.getByTestId('team-call').all()).map(async (c) => (await c.locator(':scope > *').allTextContents()).join(' | ')));
    };
    expect([size, await callOf(bet!)]).toEqual([size, expect.arrayContaining([expect.stringMatching(/^BET( · [\d.]+u)? \| Playable to [+-]\d/)])]);
    expect([size, await callOf(lean!)]).toEqual([size, expect.arrayContaining([`LEAN | Lean: ${lean!.betPriceText}`])]);
    axe.push((await shoot(page, size, 'team-props-calls', { fullPage: true })).axe);
  }
});

test('axe finds nothing serious on these screens', () => {
  expect(formatViolations(blockingViolations(axe))).toBe('');
});
