/**
 * @jest-environment jsdom
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type OpenPick, type Pick } from '@gary/design';
import { lockedPick, openPick } from '@gary/design/src/api/api-fixtures';
import { pickState } from '@gary/betting/display';
import { MOBILE_BACK_EXCERPT_MAX, PickCard, pickWhen } from './pick-card';
import { firstReadableIndex } from './picks-filter';
import { swipeDirection } from './carousel';

const base: OpenPick = openPick({
  pickId: 'p1',
  pick: 'Celtics -4.5 -110',
  // 00:30 UTC on the 24th is 7:30 PM Eastern on Monday the 23rd.
  gameTime: '2026-11-24T00:30:00Z',
});

function card(pick: OpenPick, now: number, onDecide: (side: 'ride' | 'fade') => void = () => undefined) {
  return render(<PickCard pick={pick} state={pickState(pick, now)} mobile={false} flipped={false} onFlip={() => undefined} chosen={undefined} pending={false} onDecide={onDecide} />);
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

  test('"a scratched pick is never graded": a postponed game\'s card says SCRATCHED and offers no buttons, even before its start', () => {
    expect(pickState({ ...base, status: 'scratched' }, BEFORE)).toBe('scratched');
    card({ ...base, status: 'scratched' }, BEFORE);
    expect(screen.getAllByText('SCRATCHED').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Game scratched/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Bet with Gary/ })).toBeNull();
  });
});

describe('"Bet or Fade commits at the first tap" no more: a quick, undoable confirmation before anything is sent', () => {
  test('the first tap arms the decision; Undo drops it and nothing is sent', () => {
    const onDecide = jest.fn();
    card(base, BEFORE, onDecide);
    fireEvent.click(screen.getByRole('button', { name: /^Bet with Gary/ }));
    expect(onDecide).not.toHaveBeenCalled();
    expect(screen.getByText('Ride Celtics -4.5?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo: do not send' }));
    expect(onDecide).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Fade Gary/ })).toBeTruthy();
  });

  test('Confirm sends the armed side, once', () => {
    const onDecide = jest.fn();
    card(base, BEFORE, onDecide);
    fireEvent.click(screen.getByRole('button', { name: /^Fade Gary/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Confirm fade Gary/ }));
    expect(onDecide).toHaveBeenCalledTimes(1);
    expect(onDecide).toHaveBeenCalledWith('fade');
  });
});

describe('finding the pick you can use', () => {
  const locked = (id: string): Pick => lockedPick({ pickId: id, gameTime: base.gameTime });
  test('"open on the first pick the user can read": a free user lands on the free pick, not locked card 1', () => {
    expect(firstReadableIndex([locked('a'), locked('b'), base, locked('c')])).toBe(2);
    expect(firstReadableIndex([locked('a')])).toBe(0);
  });

  test('"the carousel takes no swipe" no more: a left swipe is next, a right swipe previous, a scroll neither', () => {
    expect(swipeDirection(300, 200)).toBe(1);
    expect(swipeDirection(100, 200)).toBe(-1);
    expect(swipeDirection(300, 280)).toBe(0);
    expect(swipeDirection(300, 200, 300)).toBe(0);
  });
});

describe('the analysis side', () => {
  const back = (pick: OpenPick) => render(<PickCard pick={pick} state={pickState(pick, BEFORE)} mobile={false} flipped onFlip={() => undefined} chosen={undefined} pending={false} onDecide={() => undefined} />);

  test('"claims checked n/n" with the facts behind them', () => {
    back({ ...base, claims: { checked: 2, total: 2, facts: [{ label: 'Best price', text: '-110', source: 'odds-ingest' }, { label: 'Boston Celtics last ten', text: '7-3', source: 'stats-ingest' }] } });
    expect(screen.getByText('Claims checked 2/2')).toBeTruthy();
    expect(screen.getByText('Boston Celtics last ten')).toBeTruthy();
    expect(screen.getByText(/7-3/)).toBeTruthy();
  });

  test('a pick without checked claims shows no claims block', () => {
    back(base);
    expect(screen.queryByText(/Claims checked/)).toBeNull();
  });

  test('"flags computed from stated rules, shown only when they hold": Momentum only at 7 of 10 or better', () => {
    const { unmount } = back({ ...base, momentum: 0.2 });
    expect(screen.queryByText('Momentum')).toBeNull();
    unmount();
    back({ ...base, momentum: 0.7, trapAlert: false });
    expect(screen.getByText('Momentum')).toBeTruthy();
    expect(screen.queryByText('Trap alert')).toBeNull();
  });
});

describe('"a pick whose facts include anything simulated is marked simulated, whatever its odds"', () => {
  const props = { state: 'open' as const, mobile: false, flipped: false, onFlip: () => undefined, chosen: undefined, pending: false, onDecide: () => undefined };
  test('on a live site the card of a pick with simulated facts says Simulated; a pick of real facts does not', () => {
    const { unmount } = render(<PickCard pick={{ ...base, simulated: true }} siteLive {...props} />);
    expect(screen.getByTitle('Some facts behind this pick are simulated, not read from a live source').textContent).toBe('Simulated');
    unmount();
    render(<PickCard pick={{ ...base, simulated: false }} siteLive {...props} />);
    expect(screen.queryByTitle(/facts behind this pick are simulated/)).toBeNull();
  });

  test('on a simulated site the ribbon says it once for the page: no badge on each card', () => {
    render(<PickCard pick={{ ...base, simulated: true }} siteLive={false} {...props} />);
    expect(screen.queryByTitle(/facts behind this pick are simulated/)).toBeNull();
  });
});

describe('the back of the card is more than the front', () => {
  const analysed: OpenPick = {
    ...base,
    analysis: {
      gary: 0.62, market: 0.58, model: null, breakEven: 0.524, edge: 0.096, movement: { text: '-3.5 to -4.5', toward: true },
      form: [{ side: 'home', team: 'Boston Celtics', picked: true, record: '40-20', lastTen: '7-3', restDays: 1, out: [], starter: null },
        { side: 'away', team: 'Miami Heat', picked: false, record: '30-30', lastTen: '4-6', restDays: 0, out: ['Jimmy Butler'], starter: null }],
      diesAt: -163, changeMind: ['The price: past -163 at -4.5 the bet costs more than his 62% is worth.'],
    },
  };
  test('"Gary\'s number vs the market\'s", the move since the open, form and injuries, what would change his mind, and a link to the page', () => {
    render(<PickCard pick={analysed} state={pickState(analysed, BEFORE)} mobile={false} flipped onFlip={() => undefined} chosen={undefined} pending={false} onDecide={() => undefined} />);
    const region = screen.getByRole('region', { name: 'Analysis' });
    expect(within(region).getByText('62%')).toBeTruthy();
    expect(within(region).getByText('58%')).toBeTruthy();
    expect(region.textContent).toContain('Line since the open: -3.5 to -4.5 (toward Gary\'s side).');
    expect(region.textContent).toContain('Out: Jimmy Butler');
    expect(region.textContent).toContain('The pick dies past -163.');
    expect(within(region).getByRole('link', { name: 'Full analysis' }).getAttribute('href')).toBe('/picks/p1/analysis');
  });
  test('a pick without an analysis shows none of its blocks', () => {
    render(<PickCard pick={{ ...base, analysis: null }} state={pickState(base, BEFORE)} mobile={false} flipped onFlip={() => undefined} chosen={undefined} pending={false} onDecide={() => undefined} />);
    expect(screen.queryByText('What would change his mind')).toBeNull();
  });
});

describe('the fair line and a change of starter', () => {
  const mlb: OpenPick = {
    ...base,
    league: 'MLB',
    pick: 'New York Yankees ML -150',
    starters: [{ side: 'home', name: 'Gerrit Cole' }, { side: 'away', name: 'Brayan Bello' }],
    starterChanges: [{ side: 'away', team: 'Boston Red Sox', assumed: 'Brayan Bello', now: 'Kutter Crawford', seenAt: '2026-11-23T22:00:00Z' }],
    analysis: {
      gary: 0.6, market: 0.58, model: null, breakEven: 0.6, edge: 0, movement: null, form: [], diesAt: null, changeMind: [],
      fairSource: 'sharp', fair: 0.571,
      starterChanges: ['Starter change: Boston Red Sox now list Kutter Crawford, not Brayan Bello (the starter this pick assumed)'],
    },
  };
  test('"a change of starter after publishing is shown on the card": a Starter change badge naming who for whom', () => {
    card(mlb, BEFORE);
    expect(screen.getByTitle('Boston Red Sox: Kutter Crawford now starts, not Brayan Bello')).toBeTruthy();
    card({ ...mlb, starterChanges: [] }, BEFORE);
    expect(screen.getAllByText('Starter change')).toHaveLength(1);
  });
  test('the analysis shows the fair price and where it came from, and the starter change', () => {
    render(<PickCard pick={mlb} state={pickState(mlb, BEFORE)} mobile={false} flipped onFlip={() => undefined} chosen={undefined} pending={false} onDecide={() => undefined} />);
    const region = screen.getByRole('region', { name: 'Analysis' });
    expect(within(region).getByText('Fair (Pinnacle no-vig)')).toBeTruthy();
    expect(within(region).getByText('57%')).toBeTruthy();
    expect(region.textContent).toContain('Starter change: Boston Red Sox now list Kutter Crawford, not Brayan Bello');
    render(<PickCard pick={{ ...mlb, analysis: { ...mlb.analysis!, fairSource: 'consensus', fair: 0.58, starterChanges: [] } }} state={pickState(mlb, BEFORE)} mobile={false} flipped onFlip={() => undefined} chosen={undefined} pending={false} onDecide={() => undefined} />);
    expect(screen.getByText('Fair (consensus no-vig)')).toBeTruthy();
    expect(screen.getAllByText('Starter change since the pick')).toHaveLength(1);
  });
});

describe('Bet or Lean on the card (issues 26 and 30)', () => {
  const ptb = { price: -120, line: 0, text: 'playable to -120' };
  const live = { status: 'dead' as const, bestPrice: -130, bestLine: 0, bestBook: 'BetMGM' };
  test('"the card shows which": a Bet says BET with its suggested stake, and keeps "Playable to" with its status', () => {
    card({ ...base, classification: 'bet', stake: 0.43, betPrice: -120, betPriceText: 'a Bet at -120 or better', priceToBeat: ptb, live: { ...live, status: 'alive' } }, BEFORE);
    expect(screen.getByTestId('call').textContent).toBe('BET · 0.43u');
    expect(screen.getByTestId('playable').textContent).toContain('Playable to -120');
    expect(screen.getByText('Still playable')).toBeTruthy();
  });
  test('"a Lean says what price would make it one": LEAN, no stake, no "Playable to" and no alive/close/dead', () => {
    card({ ...base, classification: 'lean', stake: null, betPrice: 118, betPriceText: 'a Bet at +118 or better', priceToBeat: null, live }, BEFORE);
    expect(screen.getByTestId('call').textContent).toBe('LEAN');
    expect(screen.getByTestId('lean-line').textContent).toBe('Lean: a Bet at +118 or better');
    expect(screen.queryByTestId('playable')).toBeNull();
    expect(screen.queryByText('Past the number')).toBeNull();
  });
  test('"the analysis shows which": a Bet\'s stake and the price it is a Bet to; a Lean\'s price to become one', () => {
    const analysis = { gary: 0.6, market: 0.58, model: null, breakEven: 0.6, edge: 0, movement: null, form: [], diesAt: null, changeMind: [] };
    render(<PickCard pick={{ ...base, analysis: { ...analysis, classification: 'bet', stake: 0.43, betPrice: -120, evAtFair: 0.123 } }} state={pickState(base, BEFORE)} mobile={false} flipped onFlip={() => undefined} chosen={undefined} pending={false} onDecide={() => undefined} />);
    expect(screen.getByTestId('analysis-call').textContent).toBe('Bet: 0.43 units suggested (a Bet to -120)');
    expect(screen.getByText('+12.3% a unit')).toBeTruthy();
    cleanup();
    render(<PickCard pick={{ ...base, analysis: { ...analysis, classification: 'lean', stake: null, betPrice: 118, betPriceText: 'a Bet at +118 or better' } }} state={pickState(base, BEFORE)} mobile={false} flipped onFlip={() => undefined} chosen={undefined} pending={false} onDecide={() => undefined} />);
    expect(screen.getByTestId('analysis-call').textContent).toBe('Lean: a Bet at +118 or better');
  });
  test('"riding a pick past its number says so in the confirm step": a Bet whose price is gone, and a Lean', () => {
    card({ ...base, classification: 'bet', stake: 0.43, priceToBeat: ptb, live }, BEFORE);
    fireEvent.click(screen.getByRole('button', { name: /^Bet with Gary/ }));
    expect(screen.getByTestId('past-number').textContent).toBe('Past the number: no book offers -120 now');
    cleanup();
    card({ ...base, classification: 'lean', stake: null, betPriceText: 'a Bet at +118 or better', priceToBeat: null, live }, BEFORE);
    fireEvent.click(screen.getByRole('button', { name: /^Bet with Gary/ }));
    expect(screen.getByTestId('past-number').textContent).toBe('A Lean, not a Bet: it takes +118 or better');
    cleanup();
    // A live Bet, or a fade: nothing to warn of.
    card({ ...base, classification: 'bet', stake: 0.43, priceToBeat: ptb, live: { ...live, status: 'alive' } }, BEFORE);
    fireEvent.click(screen.getByRole('button', { name: /^Bet with Gary/ }));
    expect(screen.queryByTestId('past-number')).toBeNull();
  });
  test('a pick published before the call was kept shows neither label', () => {
    card({ ...base, classification: null }, BEFORE);
    expect(screen.queryByTestId('call')).toBeNull();
  });
});

describe('the back on a phone', () => {
  test('"the back of a pick card is a 167 px scroll box holding 1,592 px of analysis (link to the analysis page instead)": a short opening and the link, no scroll region', () => {
    const long = { ...base, rationale: 'Gary likes this side. '.repeat(40) };
    render(<PickCard pick={long} state={pickState(long, BEFORE)} mobile flipped onFlip={() => undefined} chosen={undefined} pending={false} onDecide={() => undefined} />);
    expect(screen.queryByRole('region', { name: 'Analysis' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Read the full analysis' }).getAttribute('href')).toBe(`/picks/${encodeURIComponent(long.pickId)}/analysis`);
    expect(screen.getByText(/^Gary likes this side/).textContent!.length).toBeLessThanOrEqual(MOBILE_BACK_EXCERPT_MAX + 3);
  });
});
