// Issue 30, items 12 to 14, as a bettor and an admin meet them: the phone (a pick card's back, tables
// as cards), the BetCard (what its numbers mean, the history's price, stake and units, My Spend, the
// alerts table) and what an admin, a signed-out visitor and a member on a break are told. Against
// the product as `make start` runs it, in Debian's Chromium, at desktop and 390 px; every page must
// also show no console error or CSP report (browser.ts fails the suite on one).
import type { Page } from 'playwright-core';
import {
  buyPro,
  call,
  confirmedAccount,
  eventIdOf,
  grantAdmin,
  personas,
  shoot,
  signIn,
  startProductWithPicks,
  waitForScreen,
  type ApiPick,
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
const { pageOf, open, stop } = personas(() => product, PASSWORD);

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
  await buyPro(product.baseUrl, (await signIn(product.baseUrl, PRO, PASSWORD)).accessToken);
  await confirmedAccount(product.baseUrl, ADMIN, PASSWORD);
  await grantAdmin(ADMIN, product.pgPort);
}, 600_000);

afterAll(async () => {
  await stop();
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

describe('item 14: the admin, a visitor and a member on a break', () => {
  test('"Results shows Locked on every pick for an admin on the Free plan": the admin reads every pick of the day on Results', async () => {
    const page = await pageOf(ADMIN);
    const admin = await signIn(product.baseUrl, ADMIN, PASSWORD);
    const day = await call<{ plan: string; picks: ApiPick[] }>(product.baseUrl, 'GET', '/api/picks/today', { token: admin.accessToken });
    expect(day.picks.filter((p) => p.locked).map((p) => p.pickId)).toEqual([]);
    for (const size of SIZES) {
      await open(page, size, '/admin/results', /^Results$/);
      const table = page.getByRole('region', { name: "Today's picks", exact: true });
      await table.waitFor();
      const text = await table.innerText();
      expect(text).not.toMatch(/\bLocked\b/i);
      await shoot(page, size, 'admin-results', { fullPage: true });
    }
  });

  test('"Team Props still shows Bet/Fade on finished games and Saturday\'s picks under TODAY with no date": a finished game\'s card takes no decision, and every card and the page name their day', async () => {
    const admin = (await signIn(product.baseUrl, ADMIN, PASSWORD)).accessToken;
    const day = await call<{ date: string; picks: ApiPick[] }>(product.baseUrl, 'GET', '/api/picks/today', { token: await proToken() });
    // The free pick: what a visitor may read of the card while its game is to play.
    const visitor = await call<{ picks: ApiPick[] }>(product.baseUrl, 'GET', '/api/picks/today');
    const free = visitor.picks.find((p) => !p.locked && p.status !== 'graded');
    // A game of the card that is not the free pick's (a visitor still has a pick to Bet on): finished now.
    // Nor one the Pro member decided (their card then says what they chose instead).
    const mine = await call<{ decisions: { pickId: string }[] }>(product.baseUrl, 'GET', '/api/decisions/mine', { token: await proToken() });
    const decided = new Set(mine.decisions.map((d) => d.pickId));
    const done = day.picks.find((p) => p.pickId !== free?.pickId && !decided.has(p.pickId) && p.status !== 'graded')!;
    await call(product.baseUrl, 'POST', `/api/admin/games/${encodeURIComponent(await eventIdOf(product.baseUrl, done))}/finish`, { token: admin });
    const pro = await proToken();
    for (const until = Date.now() + 90_000; ; ) {
      const now = await call<{ picks: ApiPick[] }>(product.baseUrl, 'GET', '/api/picks/today', { token: pro });
      if (now.picks.find((p) => p.pickId === done.pickId)?.status === 'graded') break;
      if (Date.now() > until) throw new Error('the finished game was not graded in 90 s');
      await new Promise((r) => setTimeout(r, 500));
    }
    const page = await pageOf(PRO);
    const label = done.pick!.replace(/\s*\(?[+-]\d{3,5}\)?\s*$/, '').trim();
    for (const size of SIZES) {
      await open(page, size, '/team-picks', /Team Props/);
      const card = page.getByRole('group', { name: new RegExp(`pick: ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first();
      await card.waitFor();
      expect(await card.getByRole('button', { name: /^(Bet with Gary|Fade Gary)/ }).count()).toBe(0);
      expect(await card.innerText()).toMatch(/Game over: decisions closed/i);
      expect(await card.innerText()).toMatch(/FINAL\s+(WON|LOST|PUSH)/i);
      // The page names the card's day; each card its game's Eastern day and time.
      const [, m, d] = day.date.split('-').map(Number);
      const short = new Date(Date.UTC(2000, m! - 1, d!)).toLocaleString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
      expect(await page.locator('main').innerText()).toMatch(new RegExp(`card of ${short}\\b`, 'i'));
      const cards = await page.getByRole('group', { name: / (pick|prop): / }).allInnerTexts();
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.filter((t) => !/(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2} · \d{1,2}:\d{2} [AP]M ET/i.test(t))).toEqual([]);
      await shoot(page, size, 'team-props-finished', { fullPage: false });
    }
  });

  test('"a signed-out Bet\'s toast has no sign-in link": the toast links to sign-in', async () => {
    const page = await pageOf(null);
    for (const size of SIZES) {
      await open(page, size, '/team-picks', /Team Props/);
      await page.getByRole('button', { name: /^Bet with Gary/ }).first().click();
      await page.getByRole('button', { name: /^Confirm bet with Gary/ }).first().click();
      const toast = page.getByRole('region', { name: 'Notifications' }).locator('[data-toast-type]').filter({ hasText: 'Sign in to track your picks!' });
      await toast.waitFor();
      await shoot(page, size, 'signed-out-bet-toast', { fullPage: false });
      await toast.getByRole('link', { name: 'Sign in' }).click();
      await waitForScreen(page, /Back to the den/);
    }
  });

  test('"several pages answer a member on a cool-off with error, try again instead of the break message": each says the break in the server\'s words', async () => {
    const email = `screens-break-${stamp}@example.com`;
    await confirmedAccount(product.baseUrl, email, PASSWORD);
    const { accessToken } = await signIn(product.baseUrl, email, PASSWORD);
    await call(product.baseUrl, 'POST', '/api/play/break', { token: accessToken, body: { kind: 'cool_off', period: '24h' } });
    const page = await pageOf(email);
    for (const size of SIZES) {
      for (const [route, ready] of [
        ['/billfold', /You are taking a break/],
        ['/leaderboard', /You are taking a break/],
        ['/team-picks', /You are taking a break/],
        ['/gary-props', /You are taking a break/],
        ['/what-gary-thinks', /You are taking a break/],
        ['/daily-parlay', /You are taking a break/],
      ] as const) {
        await open(page, size, route, ready);
        const main = await page.locator('main').innerText();
        expect([route, main]).toEqual([route, expect.stringMatching(/taking a break until .* ET\./)]);
        expect([route, main]).toEqual([route, expect.not.stringMatching(/try again|went wrong|could not load|failed to load|error/i)]);
        if (size === 'phone') await shoot(page, size, `break${route.replace(/\//g, '-')}`, { fullPage: false });
      }
    }
  });
});
