// Issue 29, "Must show": "the export and delete flows in a browser test; a deleted member cannot sign
// in, appears nowhere in the leaderboard, and their self-exclusion still blocks a new sign-up with
// the same address until it ends". The real product (`make start` in a child process, Debian's
// Chromium): a Pro member rides a pick that is then graded (so they rank), downloads their data from
// the dashboard as JSON and CSV, takes a six-month self-exclusion, and deletes the account with their
// password. Then: sign-in fails, the leaderboard (every period, API and page) lacks them, their old
// token is refused, and signing up again with the same address opens no account (the page answers
// as for anyone; the mail to the address, read as an admin, says the exclusion runs). The Billfold
// links Gary's record export, and its rows carry the log's leaf indexes. New screens are axe-checked.
import fs from 'node:fs';
import type { Page, Request } from 'playwright-core';
import {
  blockingViolations,
  call,
  confirmedAccount,
  eventIdOf,
  formatViolations,
  gotoSettled,
  grantAdmin,
  HttpError,
  launchBrowser,
  shoot,
  signIn,
  startProductWithPicks,
  stopSuite,
  waitForScreen,
  type ApiPick,
  type AxeResult,
  type Browser,
  type MailMessage,
  type Product,
} from '../src';

jest.setTimeout(300_000);

const PASSWORD = 'Ride-or-fade-2026';
const stamp = Date.now().toString(36);
const MEMBER = `leaver-${stamp}@example.com`;
const ADMIN = `data-admin-${stamp}@example.com`;

let product: Product;
let browser: Browser;
let page: Page;
let admin = '';
let apiToken = '';
let memberId = '';
const axeResults: AxeResult[] = [];

async function until<T>(fn: () => Promise<T | null | undefined | false>, what: string, ms = 120_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => null);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const activeSlide = (p: Page) => p.locator('[aria-roledescription="slide"][aria-hidden="false"]');
const toast = (p: Page, text: string | RegExp) => p.getByRole('region', { name: 'Notifications' }).locator('[data-toast-type]').filter({ hasText: text });
type Board = { rows: { id: string; username: string }[]; me: { id: string } | null };
const boardIds = async (period: string) => (await call<Board>(product.baseUrl, 'GET', `/api/leaderboard?period=${period}`)).rows.map((r) => r.id);

async function signInPage(p: Page, email: string): Promise<void> {
  await gotoSettled(p, `${product.baseUrl}/signin`);
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('Password').fill(PASSWORD);
  await p.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The file a click downloads, as text. */
async function downloaded(p: Page, button: string): Promise<{ name: string; text: string }> {
  const [d] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: button }).click()]);
  const file = await d.path();
  return { name: d.suggestedFilename(), text: fs.readFileSync(file!, 'utf8') };
}

beforeAll(async () => {
  product = await startProductWithPicks(2);
  browser = await launchBrowser({ viewport: 'desktop' });
  page = await browser.context.newPage();
  await confirmedAccount(product.baseUrl, ADMIN, PASSWORD);
  expect(await grantAdmin(ADMIN, product.pgPort)).toMatch(/is now an admin/);
  admin = (await signIn(product.baseUrl, ADMIN, PASSWORD)).accessToken;
}, 600_000);

afterAll(() => stopSuite(product, browser));

describe('a member takes their data and leaves', () => {
  let ridden: ApiPick;

  test('a Pro member rides a pick that is graded, and ranks on the leaderboard', async () => {
    await confirmedAccount(product.baseUrl, MEMBER, PASSWORD);
    await signInPage(page, MEMBER);
    await page.getByRole('link', { name: 'Sign out' }).first().waitFor();
    await gotoSettled(page, `${product.baseUrl}/checkout`);
    await waitForScreen(page, /Payment Details/);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/dev\/checkout\/cs_sim_/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/checkout\/success/);

    await gotoSettled(page, `${product.baseUrl}/real-gary-picks`);
    await waitForScreen(page, /TODAY'S PICKS/);
    const isDecision = (r: Request) => new URL(r.url()).pathname === '/api/decisions' && r.method() === 'POST';
    // The active card's game must not have started: the picks API names it by its position.
    const s = await signIn(product.baseUrl, MEMBER, PASSWORD);
    apiToken = s.accessToken;
    memberId = s.user.id;
    await activeSlide(page).getByRole('button', { name: /^Bet with Gary/ }).click();
    const [req] = await Promise.all([page.waitForRequest(isDecision), activeSlide(page).getByRole('button', { name: /^Confirm bet with Gary/ }).click()]);
    expect((await req.response())?.status()).toBe(200);
    const pickId = (JSON.parse(req.postData() ?? '{}') as { pickId: string }).pickId;
    // As Pro reads it: the ridden pick's words are the member's to read.
    const day = await call<{ picks: ApiPick[] }>(product.baseUrl, 'GET', '/api/picks/today', { token: apiToken });
    ridden = day.picks.find((p) => p.pickId === pickId)!;
    await call(product.baseUrl, 'POST', `/api/admin/games/${encodeURIComponent(await eventIdOf(product.baseUrl, ridden))}/finish`, { token: admin });
    await until(async () => (await boardIds('all')).includes(memberId), 'the member on the All Time leaderboard');
  });

  test('"download everything we hold about them" from the dashboard, as JSON and as CSV', async () => {
    await gotoSettled(page, `${product.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Your data' }).waitFor();
    axeResults.push((await shoot(page, 'desktop', 'data-01-dashboard', { fullPage: true })).axe);
    const json = await downloaded(page, 'Download my data (JSON)');
    expect(json.name).toMatch(/^gary-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const e = JSON.parse(json.text);
    expect(e.account).toMatchObject({ id: memberId, email: MEMBER });
    expect(e.plan).toBe('pro');
    expect(e.decisions).toEqual([expect.objectContaining({ pickId: ridden.pickId, decision: 'ride', pick: ridden.pick, stakeUnits: 1 })]);
    expect(e.subscriptions).toEqual([expect.objectContaining({ status: 'active' })]);
    const csv = await downloaded(page, 'Download my data (CSV)');
    expect(csv.name).toMatch(/\.csv$/);
    expect(csv.text).toContain('# decisions');
    expect(csv.text).toContain(`${ridden.pickId},ride,`);
    expect(csv.text).toContain(MEMBER);
  });

  test('"delete their account" from the dashboard after a self-exclusion: it is gone, they cannot sign in, the leaderboard lacks them', async () => {
    await page.getByLabel('Take a break').selectOption('self_exclusion:6m');
    await page.getByRole('button', { name: 'Take a break' }).click();
    await page.getByRole('button', { name: 'Start my break' }).click();
    await page.getByText('You have excluded yourself').waitFor();

    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await page.getByLabel('Type your password to confirm').fill('not-the-password-9');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.getByRole('alert').getByText(/password is not right/).waitFor();
    axeResults.push((await shoot(page, 'desktop', 'data-02-delete-confirm', { fullPage: true })).axe);
    await page.getByLabel('Type your password to confirm').fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await toast(page, /Your account is deleted\. Your break still runs until/).waitFor();
    await page.waitForURL(`${product.baseUrl}/`);

    // Cannot sign in (the page and the API), and a token issued before is refused.
    await signInPage(page, MEMBER);
    await page.getByRole('alert').getByText(/Failed to sign in/).waitFor();
    await expect(signIn(product.baseUrl, MEMBER, PASSWORD)).rejects.toMatchObject({ status: 401 });
    await expect(call(product.baseUrl, 'GET', '/api/me/export', { token: apiToken })).rejects.toBeInstanceOf(HttpError);

    // Nowhere on the leaderboard: every period, and the page.
    await until(async () => !(await boardIds('all')).includes(memberId), 'the member off the leaderboard');
    for (const period of ['week', 'month', 'all']) expect(await boardIds(period)).not.toContain(memberId);
    await gotoSettled(page, `${product.baseUrl}/leaderboard`);
    await waitForScreen(page, /Leaderboard/);
    expect(await page.getByText(MEMBER.split('@')[0]!, { exact: false }).count()).toBe(0);
  });

  test('"their self-exclusion still blocks a new sign-up with the same address until it ends"', async () => {
    await gotoSettled(page, `${product.baseUrl}/signin?mode=signup`);
    await page.getByLabel('Email').fill(MEMBER);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel(/Date of birth/).fill('1990-04-01');
    await page.getByRole('checkbox', { name: /or older/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The page names nobody: it answers as for any sign-up.
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const mail = await until(async () => {
      const { messages } = await call<{ messages: MailMessage[] }>(product.baseUrl, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(MEMBER)}`, { token: admin });
      const mine = messages.filter((m) => m.to === MEMBER);
      return mine.length > 0 ? mine : null;
    }, 'the mail to the address', 30_000);
    expect(mail.map((m) => m.subject)).toEqual(['No Gary account can be opened with this email yet']);
    expect(mail[0]!.text).toMatch(/self-exclusion .* runs until/);
    expect(mail.flatMap((m) => m.links).filter((l) => l.includes('/confirm'))).toEqual([]);
    await expect(signIn(product.baseUrl, MEMBER, PASSWORD)).rejects.toMatchObject({ status: 401 });
  });

  test('the Billfold links Gary\'s whole graded record, each row with its log leaf index', async () => {
    await gotoSettled(page, `${product.baseUrl}/billfold`);
    await waitForScreen(page, /The Billfold/);
    const link = page.getByRole('link', { name: 'Download the record (CSV)' });
    expect(await link.getAttribute('href')).toBe('/api/record/export?format=csv');
    const res = await fetch(`${product.baseUrl}/api/record/export?format=json`);
    const r = (await res.json()) as { picks: { pickId: string; leafIndex: number | null }[] };
    const row = r.picks.find((p) => p.pickId === ridden.pickId)!;
    const proof = await call<{ leafIndex: number }>(product.baseUrl, 'GET', `/api/ledger/proof/${encodeURIComponent(ridden.pickId)}`);
    expect(row.leafIndex).toBe(proof.leafIndex);
    axeResults.push((await shoot(page, 'desktop', 'data-03-billfold-export', { fullPage: true })).axe);
  });

  test('the new screens are axe clean (no serious or critical violations)', () => {
    expect(axeResults.length).toBe(3);
    const blocking = blockingViolations(axeResults);
    if (blocking.length) throw new Error(formatViolations(blocking));
  });
});
