/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react';
import { PickCard } from './pick-card';
import { markPrimeTime } from './picks-filter';
import { openPick } from '@gary/design/src/api/api-fixtures';
import { bestOfferLabel, playableLabel, withLiveUpdates, type LivePick } from './pick-live-state';

const spread: LivePick = openPick({
  pickId: 'p1', league: 'NFL', locked: false, pick: 'Chicago Bears +7.5 -110', odds: -110, type: 'spread', confidence: 0.56,
  homeTeam: 'Green Bay Packers', awayTeam: 'Chicago Bears', gameTime: '2026-11-24T00:30:00Z', rationale: 'Dog with bite.', status: 'open',
  priceToBeat: { price: -110, line: 6.5, text: 'playable to +6.5 (-110)' },
  live: {
    status: 'alive', bestPrice: -105, bestLine: 7.5, bestBook: 'BetMGM', fairPrice: 100, publishedPrice: -110, publishedLine: 7.5, publishedBook: 'draftkings',
    books: [
      { book: 'draftkings', title: 'DraftKings', line: 7.5, price: -112, best: false },
      { book: 'betmgm', title: 'BetMGM', line: 7.5, price: -105, best: true },
    ],
    at: '2026-11-23T18:00:00Z',
  },
});

describe('the price to beat on the card', () => {
  test('"playable to +6.5 (-110)" and the best current offer with its book', () => {
    expect(playableLabel(spread)).toBe('Playable to +6.5 (-110)');
    expect(bestOfferLabel(spread)).toBe('+7.5 -105 at BetMGM');
    expect(bestOfferLabel({ ...spread, type: 'moneyline', live: { ...spread.live!, bestPrice: -120, bestLine: 0 } })).toBe('-120 at BetMGM');
    expect(playableLabel({ ...spread, priceToBeat: null })).toBeNull();
  });

  test('a pick-status event replaces the status and best offer; an older one does not', () => {
    const dead = { pickId: 'p1', status: 'dead' as const, bestPrice: -108, bestLine: 4.5, bestBook: 'BetMGM', snapshotAt: '2026-11-23T19:00:00Z' };
    const [moved] = withLiveUpdates([spread], { p1: dead });
    expect(moved!.live).toMatchObject({ status: 'dead', bestPrice: -108, bestLine: 4.5, books: spread.live!.books });
    const [kept] = withLiveUpdates([spread], { p1: { ...dead, snapshotAt: '2026-11-23T17:00:00Z' } });
    expect(kept!.live!.status).toBe('alive');
    expect(withLiveUpdates([{ ...spread, locked: true }], { p1: dead })[0]!.live!.status).toBe('alive');
  });

  test('the front shows "Playable to", the status and the best price; the analysis side lists every book with the best marked, the fair price and the price at publish', () => {
    render(<PickCard pick={spread} state="open" mobile={false} flipped={false} onFlip={() => undefined} chosen={undefined} pending={false} onDecide={() => undefined} />);
    expect(screen.getAllByText('Playable to +6.5 (-110)').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Still playable').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Best now +7.5 -105 at BetMGM').length).toBeGreaterThan(0);
    const table = screen.getByRole('region', { name: "Every book's price", hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows.map((r) => r.textContent)).toEqual(['BookLinePrice', 'DraftKings+7.5-112', 'BetMGM ★ best+7.5-105']);
    expect(table.textContent).toContain('Fair (no-vig): +100 · At publish: +7.5 -110 (DraftKings)');
  });
});

describe('PrimeTime Picks on the card', () => {
  test('"a badge on the card" for a game in the late slot; none for a 1:00 PM ET start', () => {
    const [late] = markPrimeTime([spread]);
    const [day] = markPrimeTime([{ ...spread, gameTime: '2026-11-23T18:00:00Z' }]);
    const { unmount } = render(<PickCard pick={late!} state="open" mobile={false} flipped={false} onFlip={() => undefined} chosen={undefined} pending={false} onDecide={() => undefined} />);
    expect(screen.getAllByText('★ PrimeTime').length).toBeGreaterThan(0);
    unmount();
    render(<PickCard pick={day!} state="open" mobile={false} flipped={false} onFlip={() => undefined} chosen={undefined} pending={false} onDecide={() => undefined} />);
    expect(screen.queryByText('★ PrimeTime')).toBeNull();
  });
});
