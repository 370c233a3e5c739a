/**
 * @jest-environment jsdom
 */
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createSessionStore, SessionProvider, ToastProvider, type ParlayToday } from '@gary/design';
import DailyParlayPage from './daily-parlay-page';

const reply = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });

async function show(answer: ParlayToday) {
  const fetchFn = (async (url: RequestInfo | URL) =>
    String(url).startsWith('/api/parlays/today') ? reply(200, answer) : reply(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } })) as unknown as typeof fetch;
  render(
    <SessionProvider store={createSessionStore({ fetch: fetchFn })}>
      <ToastProvider>
        <MemoryRouter>
          <DailyParlayPage />
        </MemoryRouter>
      </ToastProvider>
    </SessionProvider>,
  );
  await act(async () => {
    for (let i = 0; i < 6; i++) await Promise.resolve();
  });
}

const leg = (pick: string, price: number, probability: number) => ({
  pickId: `pk_${pick.length}`, league: 'NBA', game: 'Knicks @ Celtics', gameTime: '2026-11-25T00:30:00Z', pick, price, book: 'betmgm', probability, result: null,
});

test('"Pro": the legs at the best books, the price, the probability and "assumes the legs are independent"', async () => {
  await show({
    date: '2026-11-24', plan: 'pro', simulated: true,
    parlay: {
      parlayId: 'pl_aaaaaaaaaaaaaaaaaaaaaaaaaa', date: '2026-11-24', legCount: 3, locked: false, odds: 600, decimalPrice: 7, probability: 0.22272,
      independence: "The probability multiplies the legs' probabilities: it assumes the legs are independent.", firstGameTime: '2099-11-25T00:30:00Z',
      publishedAt: '2026-11-24T15:00:00Z', status: 'open', result: null, settledDecimal: null, units: null,
      legs: [leg('Boston Celtics ML -150', -150, 0.64), leg('New York Rangers ML +120', 120, 0.6), leg('Chicago Bears +3.5 -110', -110, 0.58)],
    },
  });
  const legs = within(await screen.findByRole('list', { name: 'Legs' })).getAllByRole('listitem');
  expect(legs).toHaveLength(3);
  expect(legs[0]!.textContent).toContain('BetMGM');
  expect(document.body.textContent).toContain('+600');
  expect(document.body.textContent).toContain('7.00');
  expect(document.body.textContent).toContain('22.3%');
  expect(document.body.textContent).toContain('assumes the legs are independent');
  // +600 needs 1/7 = 14.3% to break even; at 22.3% it is worth 0.22272 * 7 - 1 = +55.9% a unit.
  expect(document.body.textContent).toContain('Break-even14.3%');
  expect(document.body.textContent).toContain('Expected value+55.9%');
  expect(document.body.textContent).toMatch(/Fading it means betting that at least one leg loses.*-600 with no vig: a fade wins 0\.17 units/);
  expect(screen.getByRole('button', { name: /Bet with Gary: Parlay of the Day \(3 legs\) \+600/ })).toBeTruthy();
});

test('"non-Pro get a locked card": the date and leg count under the upgrade lock, no legs', async () => {
  await show({ date: '2026-11-24', plan: 'free', simulated: true, parlay: { date: '2026-11-24', legCount: 2, gameDay: '2026-11-24', locked: true } });
  expect(await screen.findByRole('heading', { name: 'Unlock the Parlay of the Day' })).toBeTruthy();
  expect(document.body.textContent).toContain('Nov 24 · 2 legs');
  expect(screen.queryByRole('list', { name: 'Legs' })).toBeNull();
});

test('"every card shows its date": a card made the evening before for the next day\'s games is dated on their day', async () => {
  await show({ date: '2026-11-26', plan: 'free', simulated: true, parlay: { date: '2026-11-26', legCount: 3, gameDay: '2026-11-27', locked: true } });
  await screen.findByRole('heading', { name: 'Unlock the Parlay of the Day' });
  expect(document.body.textContent).toContain('Nov 27 · 3 legs');
  expect(document.body.textContent).not.toContain('Nov 26');
});
