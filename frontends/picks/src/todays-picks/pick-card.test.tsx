/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react';
import { pickState, type Pick } from '@gary/design';
import { PickCard, pickWhen } from './pick-card';

const base: Pick = {
  pickId: 'p1',
  league: 'NBA',
  locked: false,
  pick: 'Celtics -4.5 -110',
  odds: -110,
  confidence: 0.72,
  homeTeam: 'New York Knicks',
  awayTeam: 'Boston Celtics',
  // 00:30 UTC on the 24th is 7:30 PM Eastern on Monday the 23rd.
  gameTime: '2026-11-24T00:30:00Z',
  rationale: 'Boston travels well.',
  status: 'open',
};

function card(pick: Pick, now: number) {
  return render(<PickCard pick={pick} state={pickState(pick, now)} mobile={false} flipped={false} onFlip={() => undefined} chosen={undefined} pending={false} onDecide={() => undefined} />);
}

const BEFORE = Date.parse('2026-11-23T20:00:00Z');
const AFTER = Date.parse('2026-11-24T01:00:00Z');

describe('a pick card says which day and whether it can still be decided', () => {
  test('"every card shows its date and start time" in Eastern: a 00:30 UTC start is Monday 23 at 7:30 PM ET', () => {
    expect(pickWhen(base)).toBe('Mon, Nov 23 · 7:30 PM ET');
    card(base, BEFORE);
    expect(screen.getAllByText('Mon, Nov 23 · 7:30 PM ET').length).toBeGreaterThan(0);
  });

  test('an open game offers Bet and Fade', () => {
    card(base, BEFORE);
    expect(screen.getByRole('button', { name: /^Bet with Gary/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Fade Gary/ })).toBeTruthy();
  });

  test('"cards of started games show their state (LIVE) and no buttons"', () => {
    const { container } = card({ ...base, status: 'started' }, AFTER);
    expect(within(container).getAllByText('LIVE').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Bet with Gary/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Fade Gary/ })).toBeNull();
  });

  test('an open pick whose start has passed is LIVE too (the tab was left open; the server would answer 412)', () => {
    expect(pickState(base, AFTER)).toBe('live');
    card(base, AFTER);
    expect(screen.queryByRole('button', { name: /^Bet with Gary/ })).toBeNull();
  });

  test('"then FINAL with the result": a graded pick shows FINAL and WON, and no buttons', () => {
    card({ ...base, status: 'graded', result: 'won' }, AFTER);
    expect(screen.getAllByText('FINAL').length).toBeGreaterThan(0);
    expect(screen.getAllByText('WON').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Bet with Gary/ })).toBeNull();
  });
});
