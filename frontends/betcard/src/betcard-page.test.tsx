/**
 * @jest-environment jsdom
 */
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createSessionStore, SessionProvider, type BetCard, type MyDecision } from '@gary/design';
import BetCardPage from './betcard-page';
import { FakeEventSource as FakeSource } from '@gary/design/src/api/fake-event-source';
import { newerCard, withCardResults } from './use-betcard-data';

const PICK = 'pk_aaaaaaaaaaaaaaaaaaaaaaaaaa';
const card = (version: number, over: Partial<BetCard> = {}): BetCard => ({
  userId: '6f1c2a9e-2b7d-4c1e-9a3b-0d5e8f7a6b21',
  version,
  username: 'sam',
  badge: 'RIDES WITH GARY',
  rideCount: 1,
  fadeCount: 0,
  ridePct: 100,
  fadePct: 0,
  winCount: 0,
  lossCount: 0,
  pushCount: 0,
  winRate: 0,
  record: '0-0',
  streak: 0,
  streakDisplay: '0',
  longestStreak: 0,
  totalDecisions: 1,
  lastResult: null,
  recentResults: [{ pickId: PICK, matchup: 'Knicks @ Celtics', decision: 'ride', timestamp: '2026-11-18T15:00:00.000Z', resultPending: true, pickResult: null, userCorrect: null, outcome: 'pending' }],
  leagues: [{ league: 'NBA', wins: 0, losses: 0, pushes: 0, total: 1 }],
  vsRidingAll: { unitsChoosing: 0, unitsRidingAll: 0, unitsAdded: 0 },
  unitsWon: 0,
  updatedAt: '2026-11-18T15:00:00.000Z',
  ...over,
});
const won = (version: number, over: Partial<BetCard> = {}) =>
  card(version, {
    winCount: 1,
    record: '1-0',
    winRate: 100,
    recentResults: [{ ...card(0).recentResults[0]!, resultPending: false, pickResult: 'won', userCorrect: true, outcome: 'win' }],
    ...over,
  });
const row: MyDecision = {
  pickId: PICK,
  decision: 'ride',
  outcome: 'pending',
  createdAt: '2026-11-18T15:00:00.000Z',
  pick: { pick: 'Celtics -4.5', league: 'NBA', matchup: 'Knicks @ Celtics', gameTime: '2026-11-19T00:00:00.000Z', odds: -110, result: null },
  stakeUnits: 2,
  price: -110,
  netUnits: null,
};

const reply = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });

test('newerCard keeps the card with the higher version; withCardResults settles history rows from the card', () => {
  expect(newerCard(card(3), card(2))?.version).toBe(3);
  expect(newerCard(card(3), card(3, { username: 'other' }))?.username).toBe('sam');
  expect(newerCard(card(3), card(4))?.version).toBe(4);
  expect(newerCard(undefined, card(1))?.version).toBe(1);
  expect(withCardResults([row], card(1))).toEqual([row]);
  expect(withCardResults([row], won(2))).toEqual([{ ...row, outcome: 'win', pick: { ...row.pick!, result: 'won' } }]);
});

test('"the web\'s BetCard page renders what the stream sends": no second fetch on each update, and a stale card never overwrites a newer one', async () => {
  const fetched: string[] = [];
  const fetchFn = (async (url: RequestInfo | URL) => {
    const u = String(url);
    fetched.push(u);
    if (u === '/api/auth/refresh') return reply(200, { accessToken: 'tok', user: { id: 'u1', email: 'a@b.c' } });
    if (u === '/api/me') return reply(200, { user: { id: 'u1', email: 'a@b.c' }, plan: 'free', subscription: null });
    if (u === '/api/stats/me') return reply(200, card(1));
    if (u === '/api/decisions/mine') return reply(200, { decisions: [row] });
    return reply(404, {});
  }) as unknown as typeof fetch;
  FakeSource.all = [];
  const saved = (globalThis as { EventSource?: unknown }).EventSource;
  (globalThis as { EventSource?: unknown }).EventSource = FakeSource;
  try {
    render(
      <SessionProvider store={createSessionStore({ fetch: fetchFn })}>
        <MemoryRouter>
          <BetCardPage />
        </MemoryRouter>
      </SessionProvider>,
    );
    const history = await screen.findByRole('region', { name: 'Betting history' });
    const winRate = () => within(screen.getByRole('region', { name: 'Betting Summary' })).getByText('Win rate').nextElementSibling?.textContent;
    expect(winRate()).toBe('—');
    expect(within(history).getByText('PENDING')).toBeTruthy();
    // "Result beside Gary's pick reads as the pick's result" no more: the column says whose it is.
    expect(within(history).getByRole('columnheader', { name: 'Your result' })).toBeTruthy();
    // "No price, stake or units per decision in the history" no more.
    const cells = within(history).getAllByRole('cell').map((c) => [c.getAttribute('data-label'), c.textContent]);
    expect(cells).toEqual(expect.arrayContaining([['Price', '-110'], ['Stake', '2 units'], ['Units', '—']]));
    await act(async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    });
    expect(FakeSource.all).toHaveLength(1);
    const fetches = (path: string) => fetched.filter((u) => u === path).length;
    expect([fetches('/api/stats/me'), fetches('/api/decisions/mine')]).toEqual([1, 1]);
    const send = (c: BetCard) => act(() => FakeSource.all[0]!.listeners.stats?.(new MessageEvent('stats', { data: JSON.stringify(c) })));

    // The pick settles: the card says so, and so does the history row, with nothing fetched.
    send(won(2));
    expect(within(history).getByText('WON')).toBeTruthy();
    expect(winRate()).toBe('100%');
    // A late card (version 1) changes nothing.
    send(card(1));
    expect(within(history).getByText('WON')).toBeTruthy();
    expect(winRate()).toBe('100%');
    await act(async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    });
    expect([fetches('/api/stats/me'), fetches('/api/decisions/mine')]).toEqual([1, 1]);

    // A decision made in another tab: its pick's text is not in the card, so the history loads again (once).
    send(won(3, { totalDecisions: 2, rideCount: 2 }));
    await act(async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    });
    expect([fetches('/api/stats/me'), fetches('/api/decisions/mine')]).toEqual([1, 2]);
  } finally {
    (globalThis as { EventSource?: unknown }).EventSource = saved;
  }
});
