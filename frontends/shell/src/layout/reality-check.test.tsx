/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createSessionStore, SessionProvider } from '@gary/design';
import { RealityCheck, REALITY_KEY, sinceText } from './reality-check';

// jsdom has no Response; the client only reads ok, status and text().
const reply = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });

test('"time since sign-in on this device" reads as hours and minutes', () => {
  expect(sinceText(59_999)).toBe('0 minutes');
  expect(sinceText(60_000)).toBe('1 minute');
  expect(sinceText(45 * 60_000)).toBe('45 minutes');
  expect(sinceText(65 * 60_000)).toBe('1 hour 5 minutes');
  expect(sinceText(120 * 60_000)).toBe('2 hours');
});

describe('the reality check at the interval the user picks', () => {
  const user = { id: 'u1', email: 'bear@den.com', role: 'user' as const };
  function mount(spendCalls: string[]) {
    const fetchFn = (async (url: RequestInfo | URL) => {
      const u = String(url);
      if (u === '/api/auth/refresh') return reply(200, { accessToken: 'a1', user });
      if (u === '/api/me') return reply(200, { user, plan: 'free', subscription: null });
      if (u.startsWith('/api/play/spend')) {
        spendCalls.push(u);
        return reply(200, { period: 'day', unitSize: null, buckets: [{ start: '2026-11-25', netUnits: -2.5, stakedUnits: 3, decisions: 3, settled: 3 }] });
      }
      return reply(404, {});
    }) as unknown as typeof fetch;
    const store = createSessionStore({ fetch: fetchFn });
    render(
      <SessionProvider store={store}>
        <MemoryRouter>
          <RealityCheck />
        </MemoryRouter>
      </SessionProvider>,
    );
    return store;
  }
  const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };

  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  test('"off, 30, 60, 90 minutes": at 30 it shows nothing before 30 minutes, then the time signed in and today\'s units, and Carry on closes it', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T15:00:00Z') });
    localStorage.setItem(REALITY_KEY, '30');
    const calls: string[] = [];
    const store = mount(calls);
    await act(async () => {
      await store.restore();
      await flush();
    });
    await act(async () => {
      jest.advanceTimersByTime(29 * 60_000);
      await flush();
    });
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    expect(calls).toEqual([]);
    await act(async () => {
      jest.advanceTimersByTime(60_000);
      await flush();
    });
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('signed in on this device for 30 minutes');
    expect(dialog.textContent).toContain('Today you are down 2.50 units.');
    expect(screen.getByRole('link', { name: 'See My Spend' }).getAttribute('href')).toBe('/betcard');
    expect(screen.getByRole('link', { name: 'Take a break' }).getAttribute('href')).toBe('/dashboard#play-with-a-plan');
    await act(async () => {
      screen.getByRole('button', { name: 'Carry on' }).click();
    });
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
  });

  test('"off" (the default) never interrupts', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T15:00:00Z') });
    const calls: string[] = [];
    const store = mount(calls);
    await act(async () => {
      await store.restore();
      await flush();
    });
    await act(async () => {
      jest.advanceTimersByTime(3 * 60 * 60_000);
      await flush();
    });
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
