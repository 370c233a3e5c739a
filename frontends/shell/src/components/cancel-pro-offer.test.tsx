/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createSessionStore, SessionProvider, ToastProvider } from '@gary/design';
import { PlayWithAPlan } from './play-with-a-plan';

const reply = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });
const user = { id: 'u1', email: 'pro@example.com', username: 'pro', avatarUrl: null, role: 'user', guest: false };
const play = { state: 'none', until: null, awaitingConfirmation: false, needsDateOfBirth: false, current: null, history: [], help: '/help' };
const plan = { stakeUnits: 1, bankroll: null, unitSize: null, limits: [], help: '/help' };

/** A signed-in member on the dashboard's "Play with a plan"; the break requests it sent. */
async function dashboard(subscription: { status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean } | null) {
  const breaks: unknown[] = [];
  const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    const u = String(url);
    if (u === '/api/auth/refresh') return reply(200, { accessToken: 't', expiresIn: 900, user });
    if (u === '/api/me') return reply(200, { user, plan: subscription ? 'pro' : 'free', subscription });
    if (u === '/api/play/break') {
      breaks.push(JSON.parse(String(init?.body)));
      return reply(200, { ...play, state: 'self_exclusion' });
    }
    if (u.startsWith('/api/play/plan')) return reply(200, plan);
    if (u.startsWith('/api/play/markers')) return reply(200, { markers: [], response: null, help: '/help' });
    if (u.startsWith('/api/play')) return reply(200, play);
    return reply(404, { error: { code: 'not_found', message: 'no' } });
  }) as unknown as typeof globalThis.fetch;
  render(
    <SessionProvider store={createSessionStore({ fetch })}>
      <ToastProvider>
        <MemoryRouter>
          <PlayWithAPlan />
        </MemoryRouter>
      </ToastProvider>
    </SessionProvider>,
  );
  const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));
  await settle();
  fireEvent.change(screen.getByLabelText('Take a break'), { target: { value: 'self_exclusion:6m' } });
  fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
  return { breaks, settle };
}

test('"a self-exclusion offers to cancel a running subscription at period end": the choice is shown, on by default, and sent with the break', async () => {
  const { breaks, settle } = await dashboard({ status: 'active', currentPeriodEnd: '2026-12-27T00:00:00Z', cancelAtPeriodEnd: false });
  const offer = screen.getByRole('checkbox', { name: /Also cancel my Pro subscription/ });
  expect((offer as HTMLInputElement).checked).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Start my break' }));
  await settle();
  expect(breaks).toEqual([{ kind: 'self_exclusion', period: '6m', cancelSubscription: true }]);
});

test('no subscription running (or one already ending): no offer, and the break is sent as before', async () => {
  const { breaks, settle } = await dashboard(null);
  expect(screen.queryByRole('checkbox', { name: /Also cancel my Pro subscription/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Start my break' }));
  await settle();
  expect(breaks).toEqual([{ kind: 'self_exclusion', period: '6m' }]);
});
