/**
 * @jest-environment jsdom
 */
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createSessionStore, SessionProvider } from '@gary/design';
import report from '../../../artifacts/backtest/report.json';
import { gamesVsPicks, plainBottomLine, plainModelNote } from './model-card-words';
import ModelCardPage from './model-card-page';
import { fixed, pct, type BacktestReport } from './model-card-rules';

// jsdom has no Response; the client only reads ok, status and text().
const reply = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });
const live = { empty: false, record: { wins: 60, losses: 40, pushes: 1 }, unitsWon: 60 * (100 / 110) - 40 };

function apiFetch(): typeof fetch {
  return (async (url: RequestInfo | URL) => {
    const u = String(url);
    if (u.startsWith('/api/billfold')) return reply(200, live);
    if (u === '/api/auth/refresh') return reply(401, { error: { code: 'UNAUTHENTICATED', message: 'no session' } });
    return reply(404, {});
  }) as unknown as typeof fetch;
}

test('the model card\'s figures are the backtest report\'s, league by league, beside the live record\'s significance', async () => {
  render(
    <SessionProvider store={createSessionStore({ fetch: apiFetch() })}>
      <MemoryRouter>
        <ModelCardPage />
      </MemoryRouter>
    </SessionProvider>,
  );
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
  const r = report as unknown as BacktestReport;
  const scores = screen.getByRole('region', { name: 'Gary vs the market by league' });
  for (const league of ['NBA', 'MLB', 'NFL']) {
    const row = within(scores).getByText(new RegExp(`^${league} `)).closest('tr')!;
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    const l = r.leagues[league]!;
    expect(cells.slice(1)).toEqual([
      l.games.toLocaleString('en-US'),
      l.market.line,
      fixed(l.market.brier),
      fixed(l.gary.brier),
      fixed(l.market.logLoss),
      fixed(l.gary.logLoss),
      `${Math.round(l.modelWeight * 100)}%`,
    ]);
  }
  const picks = screen.getByRole('region', { name: 'Backtest picks by league' });
  const mlb = within(picks).getByText('MLB').closest('tr')!;
  const m = r.leagues.MLB!;
  expect(within(mlb).getAllByRole('cell')[3]!.textContent).toBe(`${pct(m.picksRecord.roi)} (${pct(m.picksRecord.roiCi95[0])} to ${pct(m.picksRecord.roiCi95[1])})`);
  expect((await screen.findByText(/it takes/)).textContent).toMatch(/it takes 117 graded picks before that is significant/);
});

test('the model card opens with each league\'s bottom line from the report, crediting Retrosheet and the odds sources', async () => {
  render(
    <SessionProvider store={createSessionStore({ fetch: apiFetch() })}>
      <MemoryRouter>
        <ModelCardPage />
      </MemoryRouter>
    </SessionProvider>,
  );
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
  const r = report as unknown as BacktestReport;
  const list = screen.getByRole('list', { name: 'The bottom line by league' });
  const lines = within(list).getAllByRole('listitem').map((li) => li.textContent);
  expect(lines.slice(0, 3)).toEqual(['NBA', 'MLB', 'NFL'].map((l) => plainBottomLine(l, r.leagues[l]!)));
  // A bettor's words: what riding every pick made, computed from the report's own ROI and interval.
  for (const [i, l] of (['NBA', 'MLB', 'NFL'] as const).entries()) {
    const rec = r.leagues[l]!.picksRecord;
    expect(lines[i]).toContain(`${rec.roi < 0 ? 'lost' : 'won'} ${Math.abs(rec.roi * 100).toFixed(1)} cents per dollar staked`);
    expect(lines[i]).not.toMatch(/brier|log loss|e-4|CLV|unseen|fitted/i);
  }
  // "NHL makes picks on the card": its row says it is not backtested, and why (no NHL file in the data).
  expect(lines[3]).toMatch(/^NHL: not backtested yet\. The historical data the backtest replays \(.*nba_2008-2019\.csv.*\) has no NHL odds file/);
  // It is the first card of the page.
  const headings = screen.getAllByRole('heading').map((h) => h.textContent);
  expect(headings.indexOf('The bottom line')).toBeLessThan(headings.indexOf('Gary vs the market, same games'));
  expect(r.credits!.retrosheet).toMatch(/copyrighted by Retrosheet/);
  expect(screen.getAllByText(r.credits!.retrosheet!, { exact: false }).length).toBeGreaterThan(0);
  expect(screen.getByText(/Odds: NBA: .*MLB: R package bettingtools/)).toBeTruthy();
});

test('"picks exceed games" is explained on the card: ties are picked and graded but have no winner to score; jargon notes are in words', async () => {
  render(
    <SessionProvider store={createSessionStore({ fetch: apiFetch() })}>
      <MemoryRouter>
        <ModelCardPage />
      </MemoryRouter>
    </SessionProvider>,
  );
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
  const r = report as unknown as BacktestReport;
  const nfl = r.leagues.NFL!;
  // The NFL file has 10 ties in 2012-2021: picked (and graded) but not scorable as a win or a loss.
  expect(nfl.ties).toBe(10);
  expect(nfl.picks - nfl.games).toBe(nfl.ties);
  const explained = within(screen.getByRole('list', { name: 'Picks and games' })).getAllByRole('listitem').map((li) => li.textContent);
  expect(explained).toContain(gamesVsPicks('NFL', nfl));
  expect(gamesVsPicks('NFL', nfl)).toMatch(/^NFL: 2,929 picks from 2,919 games with a winner\. 10 picked games ended in a tie/);
  // The NBA file's one level score is a data error the loader drops: picks no longer exceed games.
  expect(r.leagues.NBA!.picks).toBeLessThanOrEqual(r.leagues.NBA!.games);
  expect(document.body.textContent).not.toMatch(/Brier -?\d|e-4 better|at weight \d/);
  expect(document.body.textContent).toContain(plainModelNote(r.leagues.NBA!));
});
