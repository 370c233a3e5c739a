/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { createSessionStore, SessionProvider } from '@gary/design';
import BillfoldPage from './billfold-page';

const reply = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });

const billfold = (ledger: string) => ({
  empty: false,
  ledger,
  record: ledger === 'fade' ? { wins: 1, losses: 2, pushes: 0 } : { wins: 2, losses: 1, pushes: 0 },
  yesterday: { wins: 0, losses: 0, pushes: 0 },
  winRate: null,
  topWin: null,
  recent: [
    { date: '2026-11-24', sport: 'NBA', matchup: 'Knicks @ Celtics', pick: ledger === 'fade' ? 'Knicks +4.5 -105' : 'Celtics -4.5 -110', odds: -110, result: 'won', pickId: 'pk_a', clv: 0.021, corrected: true },
  ],
  scratched: [{ date: '2026-11-24', sport: 'NHL', matchup: 'Canadiens @ Maple Leafs', reason: 'Postponed: arena roof', kind: 'postponed' }],
  bySport: [],
  betTypes: [],
  mostProfitable: null,
  unitsWon: 1,
  roi: 0.1,
  roiCi95: [-0.8123, 1.0456],
  avgClv: 0.021,
  unitsOverTime: [],
  calibration: [],
});

function Where() {
  const l = useLocation();
  return <output aria-label="location">{`${l.pathname}${l.search}`}</output>;
}

test('"a toggle Gary / Fade Gary with the same blocks, toggle state in the URL": Fade Gary asks for the fade ledger and writes ?ledger=fade', async () => {
  const asked: string[] = [];
  const fetchFn = (async (url: RequestInfo | URL) => {
    const u = String(url);
    if (u.startsWith('/api/billfold')) {
      asked.push(u);
      return reply(200, billfold(new URL(u, 'http://x').searchParams.get('ledger') ?? 'gary'));
    }
    return reply(401, { error: { code: 'UNAUTHENTICATED', message: 'no session' } });
  }) as unknown as typeof fetch;
  render(
    <SessionProvider store={createSessionStore({ fetch: fetchFn })}>
      <MemoryRouter initialEntries={['/billfold']}>
        <BillfoldPage />
        <Where />
      </MemoryRouter>
    </SessionProvider>,
  );
  const settle = () => act(async () => {
    for (let i = 0; i < 6; i++) await Promise.resolve();
  });
  await settle();
  expect(asked.at(-1)).toMatch(/ledger=gary/);
  expect(await screen.findByText('Celtics -4.5')).toBeTruthy();
  const toggle = screen.getByRole('group', { name: 'Whose bets' });
  fireEvent.click(within(toggle).getByText('Fade Gary'));
  await settle();
  expect(screen.getByLabelText('location').textContent).toBe('/billfold?ledger=fade');
  expect(asked.at(-1)).toMatch(/ledger=fade/);
  expect(await screen.findByText('Knicks +4.5')).toBeTruthy();
  expect(screen.getByText(/the other side of every game pick/)).toBeTruthy();
  // The same blocks: record, CLV per row, the corrected mark and the scratched list.
  expect(screen.getByText('1-2')).toBeTruthy();
  expect(screen.getByText('+2.1 pts')).toBeTruthy();
  expect(screen.getByText('corrected').getAttribute('href')).toBe('/corrections');
  expect(screen.getByText('Postponed: arena roof')).toBeTruthy();
  fireEvent.click(within(toggle).getByText('Gary'));
  await settle();
  expect(screen.getByLabelText('location').textContent).toBe('/billfold');
});

test('a link to /billfold?ledger=fade opens on Fade Gary', async () => {
  const asked: string[] = [];
  const fetchFn = (async (url: RequestInfo | URL) => {
    asked.push(String(url));
    return String(url).startsWith('/api/billfold') ? reply(200, billfold('fade')) : reply(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } });
  }) as unknown as typeof fetch;
  render(
    <SessionProvider store={createSessionStore({ fetch: fetchFn })}>
      <MemoryRouter initialEntries={['/billfold?ledger=fade']}>
        <BillfoldPage />
      </MemoryRouter>
    </SessionProvider>,
  );
  await act(async () => {
    for (let i = 0; i < 6; i++) await Promise.resolve();
  });
  expect(asked.filter((u) => u.startsWith('/api/billfold'))[0]).toMatch(/ledger=fade/);
  expect(within(screen.getByRole('group', { name: 'Whose bets' })).getByText('Fade Gary').getAttribute('aria-pressed')).toBe('true');
});

test('"ROI 23.0% in big type after 6 picks, with no sample size or interval" no more: the ROI says how many graded picks and its 95% interval', async () => {
  const fetchFn = (async (url: RequestInfo | URL) => {
    const u = String(url);
    if (u.startsWith('/api/billfold')) return reply(200, billfold('gary'));
    return reply(401, { error: { code: 'UNAUTHENTICATED', message: 'no session' } });
  }) as unknown as typeof fetch;
  render(
    <SessionProvider store={createSessionStore({ fetch: fetchFn })}>
      <MemoryRouter initialEntries={['/billfold']}>
        <BillfoldPage />
      </MemoryRouter>
    </SessionProvider>,
  );
  expect((await screen.findByTestId('roi-sample')).textContent).toBe('3 graded picks · 95% interval -81.2% to +104.6%');
});
