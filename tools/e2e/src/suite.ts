// The start and end every browser suite shares: the web built if it is not, the product started
// and holding the picks the suite needs; at the end the browser closed, then the product stopped,
// with its last output shown when it did not exit cleanly.
import type { Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS, type Browser, type ViewportName } from './browser';
import { waitForPicks } from './gary-api';
import { ensureWebBuild, startProduct, type Product } from './product';
import { gotoSettled, signInThroughForm, waitForScreen } from './screens';

export async function startProductWithPicks(minPicks: number): Promise<Product> {
  ensureWebBuild((line) => console.log(line));
  const product = await startProduct();
  await waitForPicks(product.baseUrl, minPicks);
  return product;
}

/** Closing the browser fails the suite when a page showed a console error or a CSP report (browser.ts); the product stops either way. */
export async function stopSuite(product: Product | undefined, browser: Browser | undefined): Promise<void> {
  try {
    await browser?.close();
  } finally {
    const code = await product?.stop();
    if (code !== 0 && code !== undefined) console.warn(`the product exited with ${code}:\n${product!.output().slice(-3000)}`);
  }
}

/**
 * One browser per person for a suite's tests, opened on first use and signed in through the form
 * (none for a visitor); the viewport is set per visit. `stop` closes them and then the product.
 */
export function personas(product: () => Product, password: string) {
  const browsers: Browser[] = [];
  const pages = new Map<string, Page>();
  return {
    async pageOf(email: string | null): Promise<Page> {
      const key = email ?? 'visitor';
      const known = pages.get(key);
      if (known) return known;
      const b = await launchBrowser({ viewport: 'desktop' });
      browsers.push(b);
      const page = await b.context.newPage();
      if (email) await signInThroughForm(page, product().baseUrl, email, password);
      pages.set(key, page);
      return page;
    },
    /** Opens a route at a width and waits for its screen. */
    async open(page: Page, size: ViewportName, route: string, ready: RegExp): Promise<void> {
      await page.setViewportSize(VIEWPORTS[size]);
      await gotoSettled(page, product().baseUrl + route);
      await waitForScreen(page, ready);
    },
    async stop(): Promise<void> {
      for (const b of browsers.splice(0, browsers.length - 1)) await b.close();
      await stopSuite(product(), browsers[0]);
    },
  };
}
