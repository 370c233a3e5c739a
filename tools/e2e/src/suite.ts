// The start and end every browser suite shares: the web built if it is not, the product started
// and holding the picks the suite needs; at the end the browser closed, then the product stopped,
// with its last output shown when it did not exit cleanly.
import type { Browser } from './browser';
import { waitForPicks } from './gary-api';
import { ensureWebBuild, startProduct, type Product } from './product';

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
