import { callsSummary, callTag } from './recap-calls';

describe("the morning recap's Bets and Leans", () => {
  it('"the morning recap shows which": Bets and Leans counted apart, the Bets first', () => {
    expect(callsSummary([
      { call: 'bet', outcome: 'win', units: 1 },
      { call: 'bet', outcome: 'loss', units: -0.5 },
      { call: 'lean', outcome: 'push', units: 0 },
      { call: null, outcome: 'win', units: 1 },
    ])).toBe('Bets 1-1-0, +0.50 u · Leans 0-0-1, +0.00 u');
    expect(callTag('bet')).toBe(' (Bet)');
    expect(callTag(null)).toBe('');
  });
  it('"honest empty states": no Bets says so (not 0-0-0); picks from before the call give no summary', () => {
    expect(callsSummary([{ call: 'lean', outcome: 'loss', units: -1 }])).toBe('no Bets · Leans 0-1-0, -1.00 u');
    expect(callsSummary([{ call: null, outcome: 'win', units: 1 }])).toBeNull();
  });
});
