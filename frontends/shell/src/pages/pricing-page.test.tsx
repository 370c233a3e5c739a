/**
 * @jest-environment jsdom
 */
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createSessionStore, SessionProvider } from '@gary/design';
import { CheckoutPage } from './checkout-page';
import { CheckoutSuccessPage, CHECKS } from './checkout-success-page';
import { PricingPage } from './pricing-page';

// jsdom has no Response; the client only reads ok, status and text().
const reply = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });

/** A browser whose server knows the caller as `plan` (or no session at all), counting /api/me reads. */
function server(plan: 'free' | 'pro' | null) {
  const calls = { me: 0 };
  const fetchFn = (async (url: RequestInfo | URL) => {
    const u = String(url);
    if (u === '/api/auth/refresh') return plan ? reply(200, { accessToken: 't', user: { id: 'u1', email: 'a@b.test' } }) : reply(401, { error: { code: 'UNAUTHENTICATED', message: 'no session' } });
    if (u === '/api/me') {
      calls.me += 1;
      return reply(200, { user: { id: 'u1', email: 'a@b.test' }, plan, subscription: null });
    }
    return reply(404, {});
  }) as unknown as typeof fetch;
  return { store: createSessionStore({ fetch: fetchFn }), calls };
}

const flush = () => act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve(); });

function show(page: React.ReactNode, plan: 'free' | 'pro' | null = null, url = '/') {
  const { store, calls } = server(plan);
  render(
    <SessionProvider store={store}>
      <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
    </SessionProvider>,
  );
  return calls;
}

const items = (label: string) => within(screen.getByRole('list', { name: label })).getAllByRole('listitem').map((li) => li.textContent);

test('"Pro\'s list differs from Checkout\'s" no more: the checkout summary lists the pricing page\'s Pro column word for word', async () => {
  show(<PricingPage />);
  await flush();
  const pricing = items('Pro includes');
  document.body.innerHTML = '';
  show(<CheckoutPage />, 'free');
  await flush();
  expect(items('Pro includes')).toEqual(pricing);
  expect(pricing).toContain('Parlay of the Day');
});

test('"an unbacked MOST POPULAR badge" and "What Gary Thinks on every game" under Free are gone', async () => {
  show(<PricingPage />);
  await flush();
  expect(screen.queryByText(/most popular/i)).toBeNull();
  expect(items('Free includes').join(' | ')).not.toMatch(/What Gary Thinks on every game/);
});

describe('/checkout/success says "Payment Successful" only when the server says the plan is Pro', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('"tells a Free member who never paid PAYMENT SUCCESSFUL" no more: back from checkout, after the checks, it says no payment reached the account', async () => {
    const calls = show(<CheckoutSuccessPage />, 'free', '/checkout/success?session_id=cs_test_1');
    await flush();
    expect(screen.queryByText(/payment successful/i)).toBeNull();
    for (let i = 0; i < CHECKS + 1; i++) {
      await act(async () => { await jest.advanceTimersByTimeAsync(2_000); });
    }
    expect(calls.me).toBeGreaterThanOrEqual(CHECKS);
    expect(screen.queryByText(/payment successful/i)).toBeNull();
    expect(screen.getByRole('heading', { name: 'No payment on your account yet' })).toBeTruthy();
    expect(screen.getByText(/still on the Free plan/)).toBeTruthy();
  });

  test('opened without a checkout session (no payment on its way), one read of the plan answers: no wait through the checks', async () => {
    const calls = show(<CheckoutSuccessPage />, 'free', '/checkout/success');
    await flush();
    await act(async () => { await jest.advanceTimersByTimeAsync(0); });
    await flush();
    expect(screen.getByRole('heading', { name: 'No payment on your account yet' })).toBeTruthy();
    const afterOne = calls.me;
    await act(async () => { await jest.advanceTimersByTimeAsync(CHECKS * 2_000); });
    expect(calls.me).toBe(afterOne);
    expect(screen.queryByText(/payment successful/i)).toBeNull();
  });

  test('a Pro member is told the payment went through and Pro is active', async () => {
    show(<CheckoutSuccessPage />, 'pro');
    await flush();
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeTruthy();
    expect(screen.getByText(/Your Pro Membership is active/)).toBeTruthy();
  });
});
