/**
 * @jest-environment jsdom
 */
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createSessionStore, SessionProvider, type Correction } from '@gary/design';
import CorrectionsPage from './corrections-page';

const reply = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });
const base: Correction = {
  id: 'pc_1', pickId: 'pk_a', date: '2026-11-24', league: 'NBA', matchup: 'Knicks @ Celtics', gameTime: '2026-11-25T00:30:00Z',
  pick: 'Celtics -4.5 -110', odds: -110, locked: false, revision: 1, kind: 'final', oldResult: 'won', newResult: 'lost',
  oldFinalScore: '98-105', newFinalScore: '105-98', reason: 'Corrected final score: 98-105 became 105-98', source: 'odds-ingest: The Odds API',
  correctedAt: '2026-11-25T04:00:00Z',
};

test('"a public page lists every correction": old and new result, why, the source and when; a locked pick stays locked', async () => {
  const list = [base, { ...base, id: 'pc_2', pick: null, odds: null, locked: true, kind: 'postponed' as const, oldResult: null, newResult: 'void', oldFinalScore: null, newFinalScore: null, reason: 'Postponed: weather', source: 'admin a-1' }];
  const fetchFn = (async (url: RequestInfo | URL) =>
    String(url).startsWith('/api/corrections') ? reply(200, { corrections: list }) : reply(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } })) as unknown as typeof fetch;
  render(
    <SessionProvider store={createSessionStore({ fetch: fetchFn })}>
      <MemoryRouter>
        <CorrectionsPage />
      </MemoryRouter>
    </SessionProvider>,
  );
  await act(async () => {
    for (let i = 0; i < 6; i++) await Promise.resolve();
  });
  const items = within(await screen.findByRole('list', { name: 'Corrections' })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]!.textContent).toContain('Corrected final');
  expect(items[0]!.textContent).toContain('Won (98-105) → Lost (105-98)');
  expect(items[0]!.textContent).toContain('odds-ingest: The Odds API');
  expect(items[0]!.textContent).toContain('Nov 24, 11:00 PM ET');
  expect(items[1]!.textContent).toContain('Pro pick (locked)');
  expect(items[1]!.textContent).toContain('Not graded → Void');
  expect(items[1]!.textContent).toContain('Postponed: weather');
});
