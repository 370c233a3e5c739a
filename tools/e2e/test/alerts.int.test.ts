// Issue 17, alerts in the real product (`make start` in a child process, Debian's Chromium): the
// BetCard page turns push alerts on with the notification permission the test grants
// (context.grantPermissions), registering the shell's service worker /sw.js; preferences and quiet
// hours are saved; the day's picks-out mail lands in the dev mailbox and its unsubscribe link works
// without sign-in. Screenshots of the alerts settings at 1280 and 390 px (alerts-*.png).
//
// Headless Chromium offline has no push service to subscribe with (Chrome's is Firebase Cloud
// Messaging, on the internet), so PushManager.subscribe is stood in for by an init script that
// makes what the browser would: a subscription with its own P-256 key pair and auth secret and an
// endpoint on 127.0.0.1. Everything else (permission, service worker, the page, the API, auth) is
// the real product; the sending half of the standard is tested against a local push service in
// services/auth/test/alerts.int.test.ts.
import type { Page } from 'playwright-core';
import {
  blockingViolations,
  call,
  confirmedAccount,
  ensureWebBuild,
  formatViolations,
  gotoSettled,
  launchBrowser,
  shoot,
  signIn,
  startProduct,
  VIEWPORTS,
  waitForPicks,
  type AxeResult,
  type Browser,
  type MailMessage,
  type Product,
} from '../src';

jest.setTimeout(420_000);

const PASSWORD = 'Ride-or-fade-2026';
const stamp = Date.now().toString(36);
const EMAIL = `alerts-${stamp}@example.com`;
const ENDPOINT = `http://127.0.0.1:9/push/${stamp}`;

let product: Product;
let browser: Browser;
let page: Page;
const axeResults: AxeResult[] = [];

type Settings = { pushSubscriptions: number; vapidPublicKey: string; quietHours: { start: string; end: string } | null; prefs: Record<string, { email: boolean; push: boolean }> };

beforeAll(async () => {
  ensureWebBuild((line) => console.log(line));
  // The stand-in subscription's endpoint is on 127.0.0.1: the product takes it only under the test setting.
  product = await startProduct({ env: { ALERT_PUSH_TEST_LOOPBACK: 'true' } });
  // The account exists before the day's picks-out alert goes to every account (two minutes after the picks).
  await confirmedAccount(product.baseUrl, EMAIL, PASSWORD);
  await waitForPicks(product.baseUrl, 2);
  browser = await launchBrowser({ viewport: 'desktop' });
  await browser.context.grantPermissions(['notifications'], { origin: product.baseUrl });
  // Plain JavaScript, run in every page before its own scripts (this package has no DOM types).
  await browser.context.addInitScript({
    content: `(() => {
      const endpoint = ${JSON.stringify(ENDPOINT)};
      const b64u = (buf) => btoa(String.fromCharCode(...new Uint8Array(buf))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
      PushManager.prototype.subscribe = async function (opts) {
        const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
        const p256dh = b64u(await crypto.subtle.exportKey('raw', pair.publicKey));
        const auth = b64u(crypto.getRandomValues(new Uint8Array(16)).buffer);
        const k = opts && opts.applicationServerKey;
        const key = k ? b64u(k.buffer ? k.buffer.slice(k.byteOffset, k.byteOffset + k.byteLength) : k) : '';
        const sub = {
          endpoint,
          expirationTime: null,
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: async () => { window.__garyPush = undefined; return true; },
        };
        window.__garyPush = { sub, key };
        return sub;
      };
      PushManager.prototype.getSubscription = async function () {
        return window.__garyPush ? window.__garyPush.sub : null;
      };
    })();`,
  });
  page = await browser.context.newPage();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  const code = await product?.stop();
  if (code !== 0 && code !== undefined) console.warn(`the product exited with ${code}:\n${product.output().slice(-3000)}`);
});

let token = '';
const settings = async () => {
  token ||= (await signIn(product.baseUrl, EMAIL, PASSWORD)).accessToken;
  return call<Settings>(product.baseUrl, 'GET', '/api/me/alerts', { token });
};

describe('alerts in Chromium', () => {
  test('"the BetCard page turns push alerts on" with the permission granted: the service worker is registered and the subscription reaches the server', async () => {
    await gotoSettled(page, `${product.baseUrl}/signin`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('link', { name: 'Sign out' }).first().waitFor();

    await gotoSettled(page, `${product.baseUrl}/betcard`);
    const status = page.getByTestId('push-status');
    await status.waitFor();
    expect(await status.textContent()).toBe('Push alerts are off in this browser.');
    expect(await page.evaluate('Notification.permission')).toBe('granted');
    await page.getByRole('button', { name: 'Turn on push alerts' }).click();
    await page.getByText('Push alerts are on in this browser.', { exact: true }).first().waitFor();

    const sw = await page.evaluate("navigator.serviceWorker.getRegistration('/').then((r) => (r && r.active ? r.active.scriptURL : null))");
    expect(sw).toBe(`${product.baseUrl}/sw.js`);
    const s = await settings();
    expect(s.pushSubscriptions).toBe(1);
    // The page subscribed with the server's VAPID key, converted to bytes as PushManager takes it.
    expect(await page.evaluate('window.__garyPush && window.__garyPush.key')).toBe(s.vapidPublicKey);
  });

  test('"preferences per kind and channel" and "quiet hours in the user\'s time zone" are saved from the page', async () => {
    await page.getByRole('switch', { name: 'A pick I decided went dead by email' }).check();
    await page.getByRole('switch', { name: 'Morning recap by push' }).uncheck();
    await page.getByLabel('Time zone').selectOption('America/Chicago');
    await page.getByRole('switch', { name: 'Quiet hours' }).check();
    await page.getByLabel('From').fill('22:30');
    await page.getByLabel('to', { exact: true }).fill('07:15');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').first().waitFor();
    const s = await settings();
    expect(s.prefs['pick-dead']).toEqual({ email: true, push: true });
    expect(s.prefs.recap).toEqual({ email: true, push: false });
    expect(s.quietHours).toEqual({ start: '22:30', end: '07:15' });

    // The card under the sticky header, with the toasts closed.
    const toCard = async () => {
      for (const b of await page.locator('[data-toast-type] button').all()) await b.click().catch(() => undefined);
      await page.evaluate("(() => { const el = document.getElementById('bc-alerts'); window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 90); })()");
      await page.waitForTimeout(300);
    };
    await toCard();
    axeResults.push((await shoot(page, 'desktop', 'alerts-settings')).axe);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.waitForTimeout(300);
    await toCard();
    axeResults.push((await shoot(page, 'phone', 'alerts-settings')).axe);
    await page.setViewportSize(VIEWPORTS.desktop);
    const blocking = blockingViolations(axeResults);
    expect(formatViolations(blocking)).toBe('');
  });

  test('"the dev mailbox shows the picks-out mail with a working unsubscribe": the link opens a page whose one button turns that mail off without sign-in', async () => {
    // The quiet hours set above would hold the mail back: none now.
    await settings();
    await call(product.baseUrl, 'PUT', '/api/me/alerts', { token, body: { quietHours: null } });
    // decisions asks for it once the day's picks have been out two minutes (its job runs each minute).
    const until = Date.now() + 300_000;
    let mail: MailMessage | undefined;
    while (!mail && Date.now() < until) {
      // Signed in, the account reads its own mail (the password form is rate-limited like a sign-in).
      const { messages } = await call<{ messages: MailMessage[] }>(product.baseUrl, 'GET', '/api/dev/mailbox', { token });
      mail = messages.find((m) => /free pick is out|picks for today are out/.test(m.subject));
      if (!mail) await new Promise((r) => setTimeout(r, 2_000));
    }
    expect(mail).toBeDefined();
    const unsub = mail!.links.find((l) => new URL(l).pathname === '/api/alerts/unsubscribe')!;
    expect(unsub).toBeDefined();
    expect(mail!.text).toContain(unsub);

    // Without sign-in: the browser's cookies are gone, and the page's form carries only the token.
    await browser.context.clearCookies();
    const stranger = await browser.context.newPage();
    await stranger.goto(unsub);
    await stranger.getByRole('button', { name: 'Stop these emails' }).click();
    await stranger.getByRole('heading', { name: 'Unsubscribed' }).waitFor();
    expect(await stranger.textContent('body')).toContain("the day's picks are out");
    await stranger.close();
    expect((await settings()).prefs['picks-out']).toEqual({ email: false, push: true });
  });
});
