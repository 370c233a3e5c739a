/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createSessionStore, SessionProvider } from '@gary/design';
import { CHECKOUT_FAILED, useUpgrade } from './use-upgrade';

const reply = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });
const user = { id: 'u1', email: 'm@example.com', username: 'm', avatarUrl: null, role: 'user', guest: false };
const BREAK = 'You have excluded yourself from Gary. Picks, props, thoughts and decisions stay off until you confirm its end after that. Help, any time: /help (1-800-GAMBLER).';

async function upgradeAnswered(checkout: { status: number; body: unknown }) {
  const fetch = (async (url: RequestInfo | URL) => {
    const u = String(url);
    if (u === '/api/auth/refresh') return reply(200, { accessToken: 't', expiresIn: 900, user });
    if (u === '/api/me') return reply(200, { user, plan: 'free', subscription: null });
    if (u === '/api/billing/checkout') return reply(checkout.status, checkout.body);
    return reply(404, { error: { code: 'not_found', message: 'no' } });
  }) as unknown as typeof globalThis.fetch;
  const store = createSessionStore({ fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </SessionProvider>
  );
  const { result } = renderHook(() => useUpgrade(() => undefined), { wrapper });
  await act(() => store.restore());
  await act(() => result.current.start());
  return result.current;
}

test('"checkout answers play_break during a break": the member reads why, not the generic failure', async () => {
  const u = await upgradeAnswered({ status: 403, body: { error: { code: 'play_break', message: BREAK, details: { state: 'self_exclusion', until: null, help: '/help' } } } });
  expect([u.status, u.message]).toEqual(['error', BREAK]);
});

test('any other failure keeps the spec\'s words', async () => {
  const u = await upgradeAnswered({ status: 503, body: { error: { code: 'checkout_failed', message: 'Stripe said something internal' } } });
  expect([u.status, u.message]).toEqual(['error', CHECKOUT_FAILED]);
});
