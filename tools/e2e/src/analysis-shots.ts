// Screenshots of a pick card's front and back and of its analysis page (/picks/:id/analysis) at
// desktop (1280) and phone (390) width, into artifacts/analysis; fails when the phone page scrolls
// sideways. Run: npx tsx tools/e2e/src/analysis-shots.ts (starts the product as `make start` does).
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, VIEWPORTS, type ViewportName } from './browser';
import { buyPro, call, confirmedAccount, signIn, waitForPicks, type ApiPick } from './gary-api';
import { REPO_ROOT, startProduct } from './product';

const OUT = path.join(REPO_ROOT, 'artifacts', 'analysis');
const PASSWORD = 'shots-the-bear-42';

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const product = await startProduct();
  try {
    await waitForPicks(product.baseUrl, 3);
    const email = 'shots-pro@example.com';
    await confirmedAccount(product.baseUrl, email, PASSWORD);
    const { accessToken } = await signIn(product.baseUrl, email, PASSWORD);
    await buyPro(product.baseUrl, accessToken);
    const day = await call<{ picks: (ApiPick & { analysis?: unknown })[] }>(product.baseUrl, 'GET', '/api/picks/today', { token: accessToken });
    const pick = day.picks.find((p) => !p.locked && p.analysis)!;
    const widths: string[] = [];
    for (const size of ['desktop', 'phone'] as ViewportName[]) {
      const b = await launchBrowser({ viewport: size });
      const p = await b.context.newPage();
      await p.goto(`${product.baseUrl}/signin`);
      await p.getByLabel('Email').fill(email);
      await p.getByLabel('Password').fill(PASSWORD);
      await p.getByRole('button', { name: 'Sign in', exact: true }).click();
      await p.waitForURL(`${product.baseUrl}/`);
      await p.goto(`${product.baseUrl}/real-gary-picks`);
      await p.getByRole('heading', { name: /TODAY'S PICKS/ }).first().waitFor();
      await p.waitForTimeout(1500);
      await p.screenshot({ path: path.join(OUT, `${size}-card-front.png`) });
      if (size === 'desktop') await p.getByRole('button', { name: 'View Analysis' }).first().click();
      else await p.getByText('Tap for analysis').first().click();
      await p.waitForTimeout(1200);
      await p.screenshot({ path: path.join(OUT, `${size}-card-back.png`) });
      await p.goto(`${product.baseUrl}/picks/${encodeURIComponent(pick.pickId)}/analysis`);
      await p.getByRole('heading', { name: 'The analysis' }).waitFor({ timeout: 20_000 });
      await p.waitForTimeout(800);
      await p.screenshot({ path: path.join(OUT, `${size}-analysis-page.png`), fullPage: true });
      const sw = await p.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);
      widths.push(`${size}: page scrollWidth ${sw} (viewport ${VIEWPORTS[size].width})`);
      if (sw > VIEWPORTS[size].width) throw new Error(`${size}: the analysis page scrolls sideways (${sw} px)`);
      await b.close();
    }
    console.log(widths.join('\n'));
  } finally {
    await product.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
