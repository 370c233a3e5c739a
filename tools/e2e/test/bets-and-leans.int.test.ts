// Issue 30, item 2, in Chromium against the product as `make start` runs it (the simulated market,
// whose lagging books give a day some Bets beside its Leans): "Playable to" and alive/close/dead
// are on Bets only; a Lean says what price would make it a Bet; pressing Bet on a Lean, or on a Bet
// the books have moved past its number, says so in the confirm step. At 1280 and 390 px, no
// sideways scroll, axe-checked, photographed into artifacts/screens/.
import type { Page } from 'playwright-core';
import {
  blockingViolations,
  buyPro,
  call,
  confirmedAccount,
  eventIdOf,
  formatViolations,
  gotoSettled,
  grantAdmin,
  launchBrowser,
  shoot,
  signIn,
  signInThroughForm,
  startProductWithPicks,
  stopSuite,
  type ApiPick,
  type AxeResult,
  type Browser,
  type Product,
} from '../src';

jest.setTimeout(600_000);

const PASSWORD = 'Bets-and-leans-2026';
const stamp = Date.now().toString(36);
const PRO = `bets-${stamp}@example.com`;
const ADMIN = `bets-admin-${stamp}@example.com`;
const SIZES = [['desktop', 1280, 900], ['phone', 390, 844]] as const;

type CallPick = ApiPick & { classification?: 'bet' | 'lean' | null; betPriceText?: string | null };

let product: Product;
let browser: Browser;
let page: Page;
let proToken = '';
let adminToken = '';
let bet: CallPick;
let lean: CallPick;
let longLean: CallPick;
const axe: AxeResult[] = [];

const activeSlide = (p: Page) => p.locator('[aria-roledescription="slide"][aria-hidden="false"]');
const scrollWidth = (p: Page) => p.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);

/** Whether the active card's visible Lean line shows all its words (none cut off with an ellipsis). */
async function leanLineWhole(): Promise<boolean> {
  const text = activeSlide(page).getByTestId('lean-line').filter({ visible: true }).first().locator('span').first();
  return text.evaluate((el) => {
    const e = el as unknown as { scrollWidth: number; clientWidth: number };
    return e.scrollWidth <= e.clientWidth + 1;
  });
}

/** Opens the card of `pick` in the carousel: from the list view, its "Card" button. */
async function openCard(pick: ApiPick): Promise<void> {
  await gotoSettled(page, `${product.baseUrl}/real-gary-picks?view=list`);
  await page.getByRole('button', { name: `Open card: ${pick.league} ${pick.matchup}` }).first().click();
  // The card names its pick on both faces ("Chicago Bulls ML"); the matchup is on the desktop front only.
  const team = pick.pick!.replace(/\s(ML|[+-]\d+(\.\d+)?)(\s.*)?$/, '');
  await activeSlide(page).getByText(team, { exact: false }).first().waitFor();
  await activeSlide(page).scrollIntoViewIfNeeded();
  await page.waitForTimeout(700);
}

/** Presses Bet on the active card and answers the confirm step's note (empty when it has none); the step is left unconfirmed. */
async function confirmStepText(): Promise<string> {
  const bet = activeSlide(page).getByRole('button', { name: /^Bet with Gary/ }).filter({ visible: true });
  // On a phone the card's front carries no buttons: a tap turns it to the back, which does.
  if ((await bet.count()) === 0) {
    await activeSlide(page).getByText('Tap for analysis').first().click();
    await page.waitForTimeout(900);
  }
  await bet.first().click();
  await activeSlide(page).getByRole('button', { name: /^Confirm bet with Gary/ }).filter({ visible: true }).first().waitFor();
  const note = activeSlide(page).getByTestId('past-number').filter({ visible: true });
  return (await note.count()) > 0 ? ((await note.first().textContent()) ?? '') : '';
}

beforeAll(async () => {
  product = await startProductWithPicks(3);
  await confirmedAccount(product.baseUrl, PRO, PASSWORD);
  await confirmedAccount(product.baseUrl, ADMIN, PASSWORD);
  await grantAdmin(ADMIN, product.pgPort);
  adminToken = (await signIn(product.baseUrl, ADMIN, PASSWORD)).accessToken;
  proToken = (await signIn(product.baseUrl, PRO, PASSWORD)).accessToken;
  await buyPro(product.baseUrl, proToken);
  browser = await launchBrowser({ viewport: 'desktop' });
  page = await browser.context.newPage();
  await signInThroughForm(page, product.baseUrl, PRO, PASSWORD);
}, 600_000);

afterAll(() => stopSuite(product, browser));

describe('Bets and Leans on the simulated market (issue 30, item 2)', () => {
  test('"a simulated day has some Bets and some Leans": the card holds both, each Bet with a price to beat, no Lean with one', async () => {
    const day = await call<{ picks: CallPick[] }>(product.baseUrl, 'GET', '/api/picks/today', { token: proToken });
    const open = day.picks.filter((p) => !p.locked && p.status === 'open');
    const bets = open.filter((p) => p.classification === 'bet');
    const leans = open.filter((p) => p.classification === 'lean');
    expect(bets.length).toBeGreaterThan(0);
    expect(leans.length).toBeGreaterThan(0);
    for (const b of bets) expect(b.priceToBeat?.text).toMatch(/^playable to [+-]\d/);
    // A Lean has no price to beat; where a Bet margin is learned it says the price that would make it one.
    for (const l of leans) expect([l.priceToBeat ?? null, l.betPriceText ?? null]).toEqual([null, l.betPriceText ? expect.stringMatching(/^a Bet at .+ or better$/) : null]);
    const priced = leans.filter((l) => l.betPriceText);
    expect(priced.length).toBeGreaterThan(0);
    [bet, lean] = [bets[0]!, priced[0]!];
    // The longest Lean line of the day (a league with no Bet margin learned says so in a sentence).
    longLean = leans.find((l) => !l.betPriceText) ?? lean;
  });

  test('"Playable to" and alive/close/dead only on Bets; "a Lean says what price would make it one", whole on the phone\'s card front; pressing Bet on a Lean says so in the confirm step', async () => {
    for (const [size, width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await openCard(bet);
      const betSlide = activeSlide(page);
      await betSlide.getByTestId('playable').first().waitFor();
      expect(await betSlide.getByTestId('playable').first().textContent()).toMatch(/^Playable to [+-]\d/);
      expect(['alive', 'close', 'dead']).toContain(await betSlide.locator('[data-status]').first().getAttribute('data-status'));
      expect(await betSlide.getByTestId('lean-line').count()).toBe(0);
      axe.push((await shoot(page, size, 'bet-card')).axe);

      await openCard(lean);
      const leanSlide = activeSlide(page);
      await leanSlide.getByTestId('lean-line').first().waitFor();
      expect(await leanSlide.getByTestId('lean-line').first().textContent()).toBe(`Lean: ${lean.betPriceText}`);
      expect(await leanSlide.getByTestId('playable').count()).toBe(0);
      expect([size, await leanLineWhole()]).toEqual([size, true]);
      expect(await leanSlide.locator('[data-status]').count()).toBe(0);
      expect(await confirmStepText()).toContain(`A Lean, not a Bet: it takes ${lean.betPriceText!.replace(/^a Bet at /, '')}`);
      axe.push((await shoot(page, size, 'lean-card-confirm')).axe);
      expect([size, (await scrollWidth(page)) <= width]).toEqual([size, true]);
      if (longLean.pickId !== lean.pickId) {
        await openCard(longLean);
        await activeSlide(page).getByTestId('lean-line').first().waitFor();
        expect([size, longLean.pickId, await leanLineWhole()]).toEqual([size, longLean.pickId, true]);
      }
    }
  });

  test('"riding past the number says so in the confirm step": a Bet the books have moved past its price to beat', async () => {
    const eventId = await eventIdOf(product.baseUrl, bet);
    const toward = bet.pick!.startsWith(bet.homeTeam) ? 'home' : 'away';
    // The market moving toward the picked side shortens its price, until no book offers the number.
    let status = '';
    for (let move = 0; move < 12 && status !== 'dead'; move++) {
      await call(product.baseUrl, 'POST', `/api/admin/games/${encodeURIComponent(eventId)}/move-line`, { token: adminToken, body: { toward } });
      const { pick } = await call<{ pick: CallPick }>(product.baseUrl, 'GET', `/api/picks/${encodeURIComponent(bet.pickId)}/analysis`, { token: proToken });
      status = pick.live?.status ?? '';
    }
    expect(status).toBe('dead');
    for (const [size, width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await openCard(bet);
      await activeSlide(page).locator('[data-status="dead"]').first().waitFor({ timeout: 15_000 });
      expect(await confirmStepText()).toContain(`Past the number: no book offers ${bet.priceToBeat!.text.replace(/^playable to /i, '')} now`);
      axe.push((await shoot(page, size, 'bet-past-number-confirm')).axe);
      expect([size, (await scrollWidth(page)) <= width]).toEqual([size, true]);
    }
  });

  test('axe finds nothing serious on these screens', () => {
    expect(formatViolations(blockingViolations(axe))).toBe('');
  });
});
