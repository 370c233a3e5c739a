// Debian's Chromium driven by playwright-core (no downloaded browser): headless, no sandbox, no
// background traffic, and a fresh profile each launch so nothing is remembered between runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Browser {
  context: BrowserContext;
  /**
   * What went wrong in any page so far: console errors, uncaught exceptions and content security
   * policy reports (pageProblems). Read and emptied by expectNoPageProblems.
   */
  problems: string[];
  close(): Promise<void>;
}

/**
 * A console message that is an expected answer, not a fault: Chromium logs every 4xx response of an
 * API call as a console error ("Failed to load resource: ... status of 401"), and the product
 * answers 401 to a signed-out session restore, 403 to a bet past a limit, 409 to a repeat. A 5xx is
 * a fault, and so is any other console error.
 */
export function isExpectedConsoleError(text: string, url: string): boolean {
  return /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text) && /\/api\//.test(url);
}

// Reports a CSP violation as a console error, so it is caught even where Chromium would not log one.
const CSP_REPORTER = `addEventListener('securitypolicyviolation', (e) => console.error('CSP report: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber), true);`;

/** Listens to every page of a context for console errors, uncaught exceptions and CSP reports. */
export async function pageProblems(context: BrowserContext): Promise<string[]> {
  const problems: string[] = [];
  await context.addInitScript({ content: CSP_REPORTER });
  const watch = (page: import('playwright-core').Page) => {
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      const where = m.location().url;
      if (!isExpectedConsoleError(m.text(), where)) problems.push(`console error on ${page.url()}: ${m.text()}${where ? ` (${where})` : ''}`);
    });
    page.on('pageerror', (e) => problems.push(`uncaught exception on ${page.url()}: ${e.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return problems;
}

/** Takes out the problems a test caused on purpose (a visit to an unknown path logs its 404), returning them. */
export function takePageProblems(browser: Browser, expected: RegExp): string[] {
  const taken = browser.problems.filter((p) => expected.test(p));
  browser.problems.splice(0, browser.problems.length, ...browser.problems.filter((p) => !expected.test(p)));
  return taken;
}

/** Fails a browser test when any page showed a console error or a CSP report since the last call. */
export function expectNoPageProblems(browser: Browser | undefined): void {
  if (!browser) return;
  const found = browser.problems.splice(0);
  if (found.length > 0) throw new Error(`The pages reported ${found.length} problem(s):\n${found.join('\n')}`);
}

export async function launchBrowser(opts: { viewport?: ViewportName } = {}): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install Debian's (apt-get install chromium fonts-liberation) or set CHROMIUM_PATH.`);
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'gary-chromium-'));
  const viewport = VIEWPORTS[opts.viewport ?? 'desktop'];
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    deviceScaleFactor: 1,
    isMobile: false,
    timezoneId: 'America/New_York',
    locale: 'en-US',
  });
  const problems = await pageProblems(context);
  const browser: Browser = {
    context,
    problems,
    /** Closes the browser, then fails when a page reported a problem no test has read yet. */
    async close() {
      await context.close().catch(() => undefined);
      fs.rmSync(profile, { recursive: true, force: true });
      expectNoPageProblems(browser);
    },
  };
  return browser;
}
