// Every screen of the spec's route table (section 2), who looks at it, and what says it is ready;
// then one way to open a screen, wait for it, photograph it into artifacts/screens and run axe on it.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { runAxe, type AxeResult } from './axe';
import type { ViewportName } from './browser';
import { REPO_ROOT } from './product';

/** The folder the README names; CI keeps it as an artifact. */
export const SCREENS_DIR = path.join(REPO_ROOT, 'artifacts', 'screens');

export type Viewer = 'anon' | 'member' | 'admin';

export interface Screen {
  route: string;
  /** File-name part: desktop-<name>.png, phone-<name>.png */
  name: string;
  viewer: Viewer;
  /** The name of a heading the screen shows once it has loaded. */
  ready: RegExp;
}

/** The route table, in the order a visitor might meet it. /signout is last: it ends the session. */
export const ROUTE_TABLE: readonly Screen[] = [
  { route: '/', name: 'home', viewer: 'member', ready: /Daily picks from a bear/ },
  { route: '/meet-gary', name: 'meet-gary', viewer: 'member', ready: /Meet Gary/ },
  { route: '/real-gary-picks', name: 'real-gary-picks', viewer: 'member', ready: /TODAY'S PICKS/ },
  { route: '/gary-props', name: 'gary-props', viewer: 'member', ready: /Player Props/ },
  { route: '/team-picks', name: 'team-picks', viewer: 'member', ready: /Team Props/ },
  { route: '/what-gary-thinks', name: 'what-gary-thinks', viewer: 'member', ready: /What Gary Thinks/ },
  { route: '/daily-parlay', name: 'daily-parlay', viewer: 'member', ready: /Parlay of the Day/ },
  { route: '/billfold', name: 'billfold', viewer: 'member', ready: /The Billfold/ },
  { route: '/how-good-is-gary', name: 'how-good-is-gary', viewer: 'member', ready: /How good is Gary/ },
  { route: '/verify', name: 'verify', viewer: 'member', ready: /Verify a pick/ },
  { route: '/corrections', name: 'corrections', viewer: 'member', ready: /^Corrections$/ },
  { route: '/leaderboard', name: 'leaderboard', viewer: 'member', ready: /^Leaderboard$/ },
  { route: '/pricing', name: 'pricing', viewer: 'member', ready: /Pick your seat/ },
  { route: '/how-it-works', name: 'how-it-works', viewer: 'member', ready: /Numbers first/ },
  { route: '/learn-more', name: 'learn-more', viewer: 'member', ready: /Why we built Gary/ },
  { route: '/terms', name: 'terms', viewer: 'member', ready: /Terms of Service/ },
  { route: '/privacy', name: 'privacy', viewer: 'member', ready: /Privacy Policy/ },
  { route: '/help', name: 'help', viewer: 'member', ready: /Help and responsible play/ },
  { route: '/test', name: 'test', viewer: 'member', ready: /Test page/ },
  { route: '/checkout', name: 'checkout', viewer: 'member', ready: /Payment Details/ },
  { route: '/checkout/success', name: 'checkout-success', viewer: 'member', ready: /Payment Successful|No payment on your account yet/ },
  { route: '/checkout/cancel', name: 'checkout-cancel', viewer: 'member', ready: /Payment cancelled/ },
  { route: '/betcard', name: 'betcard', viewer: 'member', ready: /Your BetCard/ },
  { route: '/dashboard', name: 'dashboard', viewer: 'member', ready: /^Dashboard$/ },
  { route: '/admin/refresh-picks', name: 'admin-refresh-picks', viewer: 'admin', ready: /Refresh picks/ },
  { route: '/admin/results', name: 'admin-results', viewer: 'admin', ready: /^Results$/ },
  { route: '/signin', name: 'signin', viewer: 'anon', ready: /Back to the den/ },
  { route: '/signout', name: 'signout', viewer: 'member', ready: /Back to the den/ },
];

/** Spinner texts of the spec: a screen still showing one is not ready to be judged. */
const LOADING = /^(Loading|LOADING|CHECKING SUBSCRIPTION|Confirming|Signing out)/;

/**
 * Waits until the screen's heading is visible and no loading indicator is left (SSE keeps a
 * connection open when signed in, so "network idle" never comes), then lets transitions end.
 */
export async function waitForScreen(page: Page, ready: RegExp, timeoutMs = 20_000): Promise<void> {
  await page.getByRole('heading', { name: ready }).first().waitFor({ state: 'visible', timeout: timeoutMs });
  await page.waitForFunction(
    (pattern) => {
      const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<{ textContent: string | null }> } }).document;
      const re = new RegExp(pattern);
      return Array.from(doc.querySelectorAll('[role="status"]')).every((el) => !re.test((el.textContent ?? '').trim()));
    },
    LOADING.source,
    { timeout: timeoutMs },
  ).catch(() => undefined);
  // Flip cards turn in 0.6 s, toasts fade in; a screenshot mid-animation says nothing useful.
  await page.waitForTimeout(700);
}

export interface Shot {
  file: string;
  axe: AxeResult;
}

/** Photographs the page as it is into artifacts/screens/<size>-<name>.png and runs axe on it. */
export async function shoot(page: Page, size: ViewportName, name: string, opts: { fullPage?: boolean } = {}): Promise<Shot> {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  const file = path.join(SCREENS_DIR, `${size}-${name}.png`);
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? false });
  return { file, axe: await runAxe(page, `${size} ${name}`) };
}

/**
 * A full page load that returns once the session restore (POST /api/auth/refresh, sent by every
 * load) has its answer. Leaving a page while that refresh is in flight can lose the rotated refresh
 * cookie, and the server then ends the session on the old one's reuse; a person reading the page
 * gives it that moment, so the tests do too.
 */
export async function gotoSettled(page: Page, url: string): Promise<void> {
  const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/refresh', { timeout: 10_000 }).catch(() => null);
  await page.goto(url, { waitUntil: 'load' });
  await refreshed;
}

/** Opens a route, waits for it, then shoot(). */
export async function visit(page: Page, baseUrl: string, screen: Screen, size: ViewportName): Promise<Shot> {
  await gotoSettled(page, baseUrl + screen.route);
  await waitForScreen(page, screen.ready);
  return shoot(page, size, screen.name);
}

/** Signs a page in through the sign-in form, as a member does, and waits for the home page. */
export async function signInThroughForm(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await gotoSettled(page, `${baseUrl}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}
