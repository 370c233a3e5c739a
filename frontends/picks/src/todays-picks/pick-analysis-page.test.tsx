/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createSessionStore, SessionProvider, type OpenPick } from '@gary/design';
import { openPick } from '@gary/design/src/api/api-fixtures';
import PickAnalysisPage from './pick-analysis-page';

const reply = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });

async function page(pick: OpenPick) {
  const fetchFn = (async (url: string) =>
    String(url).startsWith('/api/picks/') ? reply(200, { pick }) : reply(401, { error: { code: 'UNAUTHENTICATED', message: 'no session' } })) as unknown as typeof fetch;
  render(
    <SessionProvider store={createSessionStore({ fetch: fetchFn })}>
      <MemoryRouter initialEntries={[`/picks/${pick.pickId}/analysis`]}>
        <Routes>
          <Route path="/picks/:id/analysis" element={<PickAnalysisPage />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
  await act(async () => {
    for (let i = 0; i < 6; i++) await Promise.resolve();
  });
}

describe('the analysis page says Bet or Lean (issue 26)', () => {
  const analysis = { gary: 0.6, market: 0.58, model: null, breakEven: 0.6, edge: 0, movement: null, form: [], diesAt: null, changeMind: [] };
  test('a Bet: the BET label with its stake, and its stake and bet price in the analysis', async () => {
    await page(openPick({ pickId: 'p1', classification: 'bet', stake: 0.43, betPrice: -120, analysis: { ...analysis, classification: 'bet', stake: 0.43, betPrice: -120 } }));
    expect((await screen.findByTestId('call')).textContent).toBe('BET · 0.43u');
    expect(screen.getByTestId('analysis-call').textContent).toBe('Bet: 0.43 units suggested (a Bet to -120)');
  });
  test('a Lean: LEAN and the price that would make it a Bet, no "Playable to"', async () => {
    await page(openPick({ pickId: 'p2', classification: 'lean', stake: null, betPriceText: 'a Bet at +118 or better', priceToBeat: null, analysis: { ...analysis, classification: 'lean', betPriceText: 'a Bet at +118 or better' } }));
    expect((await screen.findByTestId('call')).textContent).toBe('LEAN');
    expect(screen.getByTestId('lean-line').textContent).toBe('Lean: a Bet at +118 or better');
    expect(screen.queryByTestId('playable')).toBeNull();
  });
});
