/**
 * @jest-environment jsdom
 */
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createSessionStore, SessionProvider, type Billfold } from '@gary/design';
import BillfoldPage from './billfold-page';

const reply = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });
const none = { wins: 0, losses: 0, pushes: 0 };
const billfold: Billfold = {
  empty: false, range: 'all', record: { wins: 1, losses: 0, pushes: 0 }, yesterday: none, winRate: 1, topWin: null,
  recent: [
    { date: '2026-06-01', sport: 'NBA', matchup: 'Knicks @ Celtics', pick: 'Boston Celtics ML', odds: -150, result: 'won', pickId: 'pk_abc' },
    { date: '2026-06-01', sport: 'NBA', matchup: 'Heat @ Bulls', pick: 'Miami Heat +2.5', odds: -110, result: 'lost' },
  ],
  bySport: [], betTypes: [], mostProfitable: null, unitsWon: 0.67, roi: 0.67, roiCi95: null, avgClv: null, unitsOverTime: [], calibration: [],
};

test('"Link to it from each Billfold row": a logged pick\'s row links to /verify?pick=<id>; a row without an id shows none', async () => {
  const fetch = (async (url: RequestInfo | URL) => {
    const u = String(url);
    if (u.startsWith('/api/billfold')) return reply(200, billfold);
    if (u === '/api/auth/refresh') return reply(401, { error: { code: 'UNAUTHENTICATED', message: 'no session' } });
    return reply(404, {});
  }) as unknown as typeof globalThis.fetch;
  render(
    <SessionProvider store={createSessionStore({ fetch })}>
      <MemoryRouter>
        <BillfoldPage />
      </MemoryRouter>
    </SessionProvider>,
  );
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
  const table = screen.getAllByRole('region', { name: 'Recent picks' }).at(-1)!;
  const links = within(table).getAllByRole('link', { name: /in the public log/u });
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['/verify?pick=pk_abc']);
  expect(links[0]!.getAttribute('aria-label')).toBe('Verify Boston Celtics ML in the public log');
});
