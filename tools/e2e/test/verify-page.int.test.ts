// Issue 16, "Must show": "A browser test: /verify passes a real bundle and fails a tampered one,
// offline." Against the product as `make start` runs it, in Debian's Chromium: the bundle of the
// day's free pick (a record anyone may read) is downloaded from /api/ledger/bundle, the page is
// opened, the network is cut (context.setOffline), and the file is checked in the browser; then the
// same file with one byte of the record changed. Screenshots of /verify at desktop and 390 px.
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import {
  blockingViolations,
  call,
  expectNoPageProblems,
  formatViolations,
  gotoSettled,
  launchBrowser,
  shoot,
  startProductWithPicks,
  stopSuite,
  type ApiPick,
  type AxeResult,
  type Browser,
  type Product,
} from '../src';

jest.setTimeout(240_000);

type Bundle = { format: string; record: Record<string, unknown> | null; leaf: string | null; leafIndex: number; treeSize: number };

let product: Product;
let browser: Browser;
let page: Page;
let pick: ApiPick;
let bundleText: string;
const axe: AxeResult[] = [];

const STEPS = ['bundle', 'leaf', 'inclusion', 'checkpoint', 'signature', 'time'];
const stepStates = (p: Page) => p.locator('[data-step]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-step'), e.getAttribute('data-state')]));

async function openVerify(p: Page, url: string) {
  await gotoSettled(p, url);
  await p.getByRole('heading', { name: 'Verify a pick' }).waitFor();
  // The published key is fetched while the page opens; after that nothing needs the network.
  await p.waitForFunction(() => {
    const el = (globalThis as unknown as { document: { getElementById(id: string): { value: string } | null } }).document.getElementById('verify-trusted-key');
    return !!el && el.value.includes('+');
  });
}

async function loadFile(p: Page, name: string, text: string) {
  await p.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text, 'utf8') });
}

beforeAll(async () => {
  product = await startProductWithPicks(1);
  const today = await call<{ picks: ApiPick[] }>(product.baseUrl, 'GET', '/api/picks/today');
  pick = today.picks.find((p) => !p.locked)!;
  expect(pick).toBeDefined();
  const res = await fetch(`${product.baseUrl}/api/ledger/bundle/${encodeURIComponent(pick.pickId)}`);
  expect(res.status).toBe(200);
  bundleText = await res.text();
  browser = await launchBrowser({ viewport: 'desktop' });
  page = await browser.context.newPage();
}, 600_000);

afterEach(() => expectNoPageProblems(browser));
afterAll(() => stopSuite(product, browser));

test('"with no trust in Gary" is not claimed: the key comes from Gary, so the page shows its fingerprint to compare with a copy got elsewhere', async () => {
  const key = (await (await fetch(`${product.baseUrl}/api/ledger/key`)).text()).trim();
  await openVerify(page, `${product.baseUrl}/verify`);
  const fingerprint = createHash('sha256').update(key).digest('hex').match(/.{4}/g)!.join(' ');
  expect(await page.getByTestId('key-fingerprint').locator('code').textContent()).toBe(fingerprint);
  expect(await page.locator('main').textContent()).not.toMatch(/no trust in Gary/);
  expect(await page.getByText(/The key comes from Gary/).count()).toBe(1);
});

test('the bundle of the free pick carries its public record (the day\'s free pick may be read by anyone)', () => {
  const b = JSON.parse(bundleText) as Bundle;
  expect(b.format).toBe('gary-pick-log-bundle/1');
  expect(b.record).toMatchObject({ pickId: pick.pickId });
  expect(b.leaf).toEqual(expect.any(String));
});

test('"/verify passes a real bundle ... offline": with the network cut after the page loads, every step is a checked line', async () => {
  await openVerify(page, `${product.baseUrl}/verify`);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('data:')) sent.push(r.url());
  });
  await browser.context.setOffline(true);
  try {
    await loadFile(page, `gary-pick-${pick.pickId}.json`, bundleText);
    await page.getByRole('heading', { name: /^Verified: this pick is in Gary’s signed log/u }).waitFor();
    expect(await stepStates(page)).toEqual(STEPS.map((s) => [s, 'pass']));
    // Each line shows its values: the computed leaf hash equals the bundle's, the root, the key.
    const leafValues = await page.locator('[data-step="leaf"] code').allTextContents();
    expect(leafValues[0]).toBe(leafValues[1]);
    expect(await page.locator('[data-step="signature"] code').textContent()).toMatch(/^[^+\s]+\+[0-9a-f]{8}\+/u);
    expect(sent).toEqual([]);
    const shot = await shoot(page, 'desktop', 'verify', { fullPage: true });
    axe.push(shot.axe);
  } finally {
    await browser.context.setOffline(false);
  }
});

test('"... and fails a tampered one": one byte changed in the record fails the leaf step, offline', async () => {
  const b = JSON.parse(bundleText) as Bundle & { record: Record<string, unknown> };
  const text = String(b.record.pickText);
  const last = text.charCodeAt(text.length - 1);
  b.record.pickText = text.slice(0, -1) + String.fromCharCode(last === 0x30 ? 0x31 : 0x30);
  const tampered = JSON.stringify(b);
  expect(Buffer.byteLength(tampered)).toBe(Buffer.byteLength(JSON.stringify(JSON.parse(bundleText))));

  await openVerify(page, `${product.baseUrl}/verify`);
  await browser.context.setOffline(true);
  try {
    await loadFile(page, 'tampered.json', tampered);
    await page.getByRole('heading', { name: /^Verification FAILED/u }).waitFor();
    const states = Object.fromEntries(await stepStates(page));
    expect(states).toMatchObject({ leaf: 'fail', inclusion: 'pass', checkpoint: 'pass', signature: 'pass', time: 'skip' });
    await shoot(page, 'desktop', 'verify-tampered', { fullPage: true });
  } finally {
    await browser.context.setOffline(false);
  }
});

test('"Link to it from each pick\'s analysis side": the card\'s analysis links to /verify?pick=<id>, which fetches and checks that pick', async () => {
  await gotoSettled(page, `${product.baseUrl}/real-gary-picks`);
  const slide = page.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  await slide.getByRole('button', { name: 'View Analysis' }).click();
  const link = slide.getByRole('link', { name: "Verify this pick in Gary's public log" });
  expect(await link.getAttribute('href')).toBe(`/verify?pick=${encodeURIComponent(pick.pickId)}`);
  await link.click();
  await page.getByRole('heading', { name: /^Verified: this pick is in Gary’s signed log/u }).waitFor();
  expect(await stepStates(page)).toEqual(STEPS.map((s) => [s, 'pass']));
});

test('"Must work at 390 px with no sideways scroll": the verified page at phone width is no wider than the phone', async () => {
  const phone = await launchBrowser({ viewport: 'phone' });
  try {
    const p = await phone.context.newPage();
    await openVerify(p, `${product.baseUrl}/verify?pick=${encodeURIComponent(pick.pickId)}`);
    await p.getByRole('heading', { name: /^Verified/u }).waitFor();
    const { scrollWidth, innerWidth } = await p.evaluate(() => {
      const g = globalThis as unknown as { innerWidth: number; document: { documentElement: { scrollWidth: number } } };
      return { scrollWidth: g.document.documentElement.scrollWidth, innerWidth: g.innerWidth };
    });
    expect(innerWidth).toBe(390);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    axe.push((await shoot(p, 'phone', 'verify', { fullPage: true })).axe);
  } finally {
    await phone.close();
  }
});

test('axe: no serious or critical violation on /verify', () => {
  const blocking = blockingViolations(axe);
  if (blocking.length) throw new Error(formatViolations(blocking));
  expect(axe.length).toBe(2);
});
