/**
 * @jest-environment jsdom
 */
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createSessionStore, SessionProvider, type Leaderboard, type LeaderboardRow } from '@gary/design';
import { leaderboardRow } from '@gary/design/src/api/api-fixtures';
import { LeaderboardPage } from './leaderboard-page';

// jsdom has no Response; the client only reads ok, status and text().
const reply = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });
const row = (rank: number, id: string, over: Partial<LeaderboardRow> = {}): LeaderboardRow =>
  leaderboardRow({ rank, id, username: id, totalDecisions: 1, rideCount: 1, fadeCount: 0, correctDecisions: 0, winRate: 0, streak: 0, ...over });

function show(board: Leaderboard) {
  const fetchFn = (async (url: RequestInfo | URL) => {
    const u = String(url);
    if (u.startsWith('/api/leaderboard')) return reply(200, board);
    if (u === '/api/auth/refresh') return reply(401, { error: { code: 'UNAUTHENTICATED', message: 'no session' } });
    return reply(404, {});
  }) as unknown as typeof fetch;
  render(
    <SessionProvider store={createSessionStore({ fetch: fetchFn })}>
      <MemoryRouter>
        <LeaderboardPage />
      </MemoryRouter>
    </SessionProvider>,
  );
}

test('"only users with at least one graded decision are ranked" is the server\'s rule: the page shows the rows and ranks it is sent', async () => {
  // A push-only user (no win, no streak, 0.0%) is ranked by the server; the page must not second-guess it.
  show({ period: 'week', rows: [row(1, 'winner', { correctDecisions: 2, winRate: 66.7, streak: 1, totalDecisions: 3 }), row(2, 'pusher')], me: null });
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
  const table = await screen.findByRole('region', { name: 'Leaderboard' });
  const lines = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').slice(0, 2).map((c) => c.textContent));
  expect(lines).toEqual([
    ['#1', expect.stringContaining('winner')],
    ['#2', expect.stringContaining('pusher')],
  ]);
});

test('an empty board from the server shows the empty state', async () => {
  show({ period: 'week', rows: [], me: null });
  expect(await screen.findByText('No ranked bettors yet')).toBeTruthy();
});

test('"12 picks counts 11 pending" and "Updated 7:04 PM has no zone" no more: the podium counts graded picks, the time says ET', async () => {
  show({ period: 'week', rows: [row(1, 'sam', { totalDecisions: 12, gradedDecisions: 1, correctDecisions: 1, winRate: 100 })], me: null });
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
  const podium = await screen.findByLabelText('Top three');
  expect(podium.textContent).toContain('100.0% · 1 graded pick');
  expect(podium.textContent).not.toContain('12 picks');
  expect(screen.getByText(/^Updated \d{1,2}:\d\d [AP]M ET\. Refreshes every 3 minutes\.$/)).toBeTruthy();
});
