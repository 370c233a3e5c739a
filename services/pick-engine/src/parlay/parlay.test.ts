import { parlayCandidates, type ParlayCandidateRow } from './parlay';

const row = (id: string, status: ParlayCandidateRow['live_status'], over: Partial<ParlayCandidateRow> = {}): ParlayCandidateRow => ({
  pick_id: id, event_id: `e-${id}`, confidence: '0.6', odds: -110, bookmaker: 'DraftKings', type: 'moneyline', line: '0',
  best_price: null, best_line: null, best_book: null, game_time: new Date('2031-03-01T23:00:00Z'), live_status: status, classification: 'lean', ...over,
});

describe('Parlay of the Day legs', () => {
  it('"build it from Bets or alive picks only": a close or dead pick is never a leg, a Bet or a Lean; a Bet with no reading yet is (so is a pick from before the call was kept), a Lean with none is not', () => {
    const got = parlayCandidates([
      row('a', 'alive'), row('b', 'dead'), row('c', 'close'), row('d', null),
      row('bet-alive', 'alive', { classification: 'bet' }), row('bet-dead', 'dead', { classification: 'bet' }),
      row('bet-close', 'close', { classification: 'bet' }), row('bet-unread', null, { classification: 'bet' }),
      row('old-unread', null, { classification: null }), row('old-dead', 'dead', { classification: null }),
    ]);
    expect(got.map((c) => c.pickId)).toEqual(['a', 'bet-alive', 'bet-unread', 'old-unread']);
  });

  it('a leg takes a book’s better price at the same line, else the pick’s own', () => {
    const [ml, spreadMoved, spreadSame] = parlayCandidates([
      row('ml', 'alive', { best_price: 105, best_book: 'fanduel' }),
      row('sm', 'alive', { type: 'spread', line: '3.5', best_price: 100, best_line: '3', best_book: 'betmgm' }),
      row('ss', 'alive', { type: 'spread', line: '3.5', best_price: -105, best_line: '3.5', best_book: 'caesars' }),
    ]);
    expect([ml!.price, ml!.book]).toEqual([105, 'fanduel']);
    expect([spreadMoved!.price, spreadMoved!.book]).toEqual([-110, 'DraftKings']);
    expect([spreadSame!.price, spreadSame!.book]).toEqual([-105, 'caesars']);
  });
});
