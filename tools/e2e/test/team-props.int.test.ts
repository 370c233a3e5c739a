// Team Props decisions in Chromium, against the product as `make start` runs it ("Team Props
// decisions are saved like any other"): a Pro account's Bet on a player-prop card on /team-picks is
// saved (the card shows the saved state, never "Failed to save your decision"), a free account
// deciding the same prop by its id gets the 404 of an unknown pick, and when the prop's game is
// finished the prop is graded from the box score and the Pro account's ride is settled and counted
// on the BetCard.
import {
  buyPro,
  call,
  confirmedAccount,
  ensureWebBuild,
  gotoSettled,
  grantAdmin,
  HttpError,
  launchBrowser,
  productDb,
  signIn,
  signInThroughForm,
  startProduct,
  stopSuite,
  waitForScreen,
  type Browser,
  type Product,
} from '../src';

jest.setTimeout(600_000);

const PASSWORD = 'ride-the-bear-42';
const PRO = `props-pro-${Date.now()}@example.com`;
const FREE = `props-free-${Date.now()}@example.com`;
let product: Product;
let browser: Browser;
let prop: { id: string; player: string; eventId: string };

/** Polls a check until it answers a value, or fails saying what was last seen. */
async function until<T>(what: string, check: () => Promise<T | null>, timeoutMs = 180_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== null) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

beforeAll(async () => {
  ensureWebBuild((line) => console.log(line));
  product = await startProduct();
  await confirmedAccount(product.baseUrl, PRO, PASSWORD);
  await confirmedAccount(product.baseUrl, FREE, PASSWORD);
  await buyPro(product.baseUrl, (await signIn(product.baseUrl, PRO, PASSWORD)).accessToken);
  // The prop on the page whose game starts last (at any hour the start-up run stores only props of
  // games not yet started).
  const pro = (await signIn(product.baseUrl, PRO, PASSWORD)).accessToken;
  const engine = productDb(product.pgPort, 'props-engine');
  try {
    prop = await until('an open prop on the page', async () => {
      const day = await call<{ props: { id: string; locked: boolean }[] }>(product.baseUrl, 'GET', '/api/props/today', { token: pro });
      const ids = day.props.filter((p) => !p.locked).map((p) => p.id);
      if (ids.length === 0) return null;
      const { rows } = await engine.query<{ id: string; player: string; event_id: string }>(
        "SELECT id, player, event_id FROM prop_picks WHERE id = ANY($1) AND game_time > now() + interval '15 minutes' ORDER BY game_time DESC, id LIMIT 1",
        [ids],
      );
      const p = rows[0];
      return p ? { id: p.id, player: p.player, eventId: p.event_id } : null;
    });
  } finally {
    await engine.end();
  }
  browser = await launchBrowser({ viewport: 'desktop' });
}, 600_000);

afterAll(async () => {
  await stopSuite(product, browser);
});

test('"props are Pro content": a free account deciding a prop before it is graded gets the very 404 of an unknown pick', async () => {
  const token = (await signIn(product.baseUrl, FREE, PASSWORD)).accessToken;
  const refused = await call(product.baseUrl, 'POST', '/api/decisions', { token, body: { pickId: prop.id, decision: 'ride' } }).catch((e: unknown) => e);
  const unknown = await call(product.baseUrl, 'POST', '/api/decisions', { token, body: { pickId: `pp_${'q'.repeat(26)}`, decision: 'ride' } }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(HttpError);
  expect([(refused as HttpError).status, JSON.parse((refused as HttpError).body)]).toEqual([404, { error: { code: 'pick_not_found', message: 'That pick does not exist.' } }]);
  expect([(unknown as HttpError).status, (unknown as HttpError).body]).toEqual([(refused as HttpError).status, (refused as HttpError).body]);
  const mine = await call<{ decisions: unknown[] }>(product.baseUrl, 'GET', '/api/decisions/mine', { token });
  expect(mine.decisions).toEqual([]);
});

test('"Team Props decisions are saved like any other": Pro bets a player prop on /team-picks and the card shows it saved', async () => {
  // prop.published reaches decisions through the outbox a moment after the prop is stored; the
  // page is used once it has (or after 30 s, when the answer below says what happened).
  const decisions = productDb(product.pgPort, 'decisions');
  await until('decisions to know the prop', async () => ((await decisions.query('SELECT 1 FROM picks WHERE pick_id = $1', [prop.id])).rows.length ? true : null), 30_000)
    .catch(() => undefined)
    .finally(() => decisions.end());
  const page = await browser.context.newPage();
  await signInThroughForm(page, product.baseUrl, PRO, PASSWORD);
  await gotoSettled(page, `${product.baseUrl}/team-picks`);
  await waitForScreen(page, /Team Props/);
  const player = prop.player.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const bet = page.getByRole('button', { name: new RegExp(`^Bet with Gary: ${player} (OVER|UNDER) `) }).first();
  await bet.scrollIntoViewIfNeeded();
  await bet.click();
  await page.getByRole('button', { name: new RegExp(`^Confirm bet with Gary: ${player} `) }).first().click();
  // Saved, or refused: whichever the page shows first.
  await page.getByText(/You rode Gary ✓|Failed to save your decision/).first().waitFor();
  expect(await page.getByText(/Failed to save your decision/).count()).toBe(0);
  expect(await page.getByText('You rode Gary ✓').count()).toBe(1);
  const token = (await signIn(product.baseUrl, PRO, PASSWORD)).accessToken;
  const mine = await call<{ decisions: { pickId: string; decision: string; outcome: string; pick: { pick: string } | null }[] }>(product.baseUrl, 'GET', '/api/decisions/mine', { token });
  expect(mine.decisions.find((d) => d.pickId === prop.id)).toMatchObject({ decision: 'ride', outcome: 'pending', pick: expect.objectContaining({ pick: expect.stringContaining(prop.player) }) });
  await page.close();
});

test('"settles from the prop\'s result": an admin finishes the game, the prop is graded and the ride settled once, counted on the BetCard', async () => {
  const ADMIN = `props-admin-${Date.now()}@example.com`;
  await confirmedAccount(product.baseUrl, ADMIN, PASSWORD);
  await grantAdmin(ADMIN, product.pgPort);
  const admin = (await signIn(product.baseUrl, ADMIN, PASSWORD)).accessToken;
  const pro = (await signIn(product.baseUrl, PRO, PASSWORD)).accessToken;
  await call(product.baseUrl, 'POST', `/api/admin/games/${encodeURIComponent(prop.eventId)}/finish`, { token: admin });
  const outcome = await until('the ride on the prop to settle', async () => {
    const mine = await call<{ decisions: { pickId: string; outcome: string }[] }>(product.baseUrl, 'GET', '/api/decisions/mine', { token: pro });
    const o = mine.decisions.find((d) => d.pickId === prop.id)?.outcome ?? 'missing';
    return o === 'pending' ? null : o;
  });
  expect(['win', 'loss', 'push']).toContain(outcome);
  const card = await call<{ totalDecisions: number; winCount: number; lossCount: number; pushCount: number }>(product.baseUrl, 'GET', '/api/stats/me', { token: pro });
  expect(card.totalDecisions).toBe(1);
  expect([card.winCount, card.lossCount, card.pushCount]).toEqual([outcome === 'win' ? 1 : 0, outcome === 'loss' ? 1 : 0, outcome === 'push' ? 1 : 0]);
});
