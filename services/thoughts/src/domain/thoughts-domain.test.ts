import { LlmError } from '@gary/llm';
import { offlinePicks } from './offline-thoughts';
import { FAILED_MESSAGE, RATE_LIMIT_MESSAGE, readThoughtAnswer, ThoughtRefused, TOO_MANY_MESSAGE, userMessageFor, buildThoughtMessages } from './thought-analysis';
import { fallbackThought, gamesOfDay, thoughtOdds, type MarketSummary, type SlateGame } from './thought-game';

const markets = (o: { homeMl?: [number, number]; awayMl?: [number, number]; homeSp?: [number, number, number]; awaySp?: [number, number, number]; over?: [number, number, number]; under?: [number, number, number] } = {}): MarketSummary[] => {
  const [hml, hmlP] = o.homeMl ?? [-180, 0.62];
  const [aml, amlP] = o.awayMl ?? [155, 0.38];
  const [hsp, hspPrice, hspP] = o.homeSp ?? [-4.5, -110, 0.5];
  const [asp, aspPrice, aspP] = o.awaySp ?? [4.5, -110, 0.5];
  const [tl, op, oP] = o.over ?? [224.5, -105, 0.51];
  const [, up, uP] = o.under ?? [224.5, -115, 0.49];
  return [
    { market: 'h2h', sides: [{ side: 'home', point: 0, price: hml, noVigProbability: hmlP, ev: -0.02 }, { side: 'away', point: 0, price: aml, noVigProbability: amlP, ev: -0.03 }] },
    { market: 'spreads', sides: [{ side: 'home', point: hsp, price: hspPrice, noVigProbability: hspP, ev: -0.04 }, { side: 'away', point: asp, price: aspPrice, noVigProbability: aspP, ev: -0.02 }] },
    { market: 'totals', sides: [{ side: 'over', point: tl, price: op, noVigProbability: oP, ev: -0.03 }, { side: 'under', point: tl, price: up, noVigProbability: uP, ev: -0.05 }] },
  ];
};

const game = (over: Partial<SlateGame> = {}): SlateGame => ({
  eventId: 'b3f1c2d4e5a6978812ab34cd56ef7890',
  sport: 'NBA',
  homeTeam: 'Boston Celtics',
  awayTeam: 'Miami Heat',
  commenceTime: '2026-04-10T23:30:00Z',
  markets: markets(),
  ...over,
});

describe('odds of a game', () => {
  test('"spread (home/away line and odds), moneyline, total (line, over, under)" from the market summaries', () => {
    expect(thoughtOdds(game())).toEqual({
      spread: { home: { line: -4.5, odds: -110 }, away: { line: 4.5, odds: -110 } },
      moneyline: { home: -180, away: 155 },
      total: { line: 224.5, over: -105, under: -115 },
    });
    expect(thoughtOdds(game({ markets: [] }))).toBeNull();
  });

  test('"only games dated today (Eastern)": 11:30 PM ET counts, 12:30 AM the next day does not', () => {
    const late = game({ eventId: 'late', commenceTime: '2026-04-11T03:30:00Z' }); // 11:30 PM EDT Apr 10
    const after = game({ eventId: 'after', commenceTime: '2026-04-11T04:30:00Z' }); // 12:30 AM EDT Apr 11
    const early = game({ eventId: 'early', commenceTime: '2026-04-10T17:05:00Z' });
    expect(gamesOfDay([late, after, early], '2026-04-10').map((g) => g.eventId)).toEqual(['early', 'late']);
  });

  test('"a failed analysis falls back to home, home, over with a generic rationale", marked as a fallback', () => {
    const t = fallbackThought(game(), thoughtOdds(game())!);
    expect(t.garyPicks).toMatchObject({ spread: 'home', moneyline: 'home', total: 'over' });
    expect(t.garyPicks.rationale.length).toBeGreaterThan(20);
    expect(t.fallback).toBe(true);
    expect(t.time).toBe('7:30 PM ET');
  });
});

describe('offline picks (no key)', () => {
  test('moneyline on the no-vig favourite; the spread follows the moneyline ("if spread and moneyline picks differ, the spread is overwritten"); the total to the likelier side when no scoring is known', () => {
    const p = offlinePicks(game({ markets: markets({ homeMl: [140, 0.41], awayMl: [-165, 0.59], homeSp: [3.5, -105, 0.52], awaySp: [-3.5, -115, 0.48], over: [210.5, -110, 0.47], under: [210.5, -110, 0.53] }) }), thoughtOdds(game())!);
    expect(p).toMatchObject({ moneyline: 'away', spread: 'away', total: 'under' });
  });

  test('a tie goes to the better expected value, then to the moneyline side (spread) and over (total)', () => {
    const tie = markets({ homeSp: [-1.5, -110, 0.5], awaySp: [1.5, -110, 0.5], over: [6.5, -110, 0.5], under: [6.5, -110, 0.5] });
    // The spread is the moneyline's side (home, the favourite), whatever the spread EVs say.
    expect(offlinePicks(game({ markets: tie }), thoughtOdds(game({ markets: tie }))!).spread).toBe('home');
    const flat = tie.map((m) => ({ ...m, sides: m.sides.map((s) => ({ ...s, ev: 0 })) }));
    const p = offlinePicks(game({ markets: flat }), thoughtOdds(game({ markets: flat }))!);
    expect(p).toMatchObject({ moneyline: 'home', spread: 'home', total: 'over' });
  });

  test('the rationale speaks the numbers in Gary\'s voice and varies between games', () => {
    const p = offlinePicks(game(), thoughtOdds(game())!);
    expect(p.rationale).toMatch(/Celtics/);
    expect(p.rationale).toMatch(/62%/);
    expect(p.rationale).toMatch(/224\.5/);
    const texts = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => offlinePicks(game({ eventId: id }), thoughtOdds(game())!).rationale));
    expect(texts.size).toBeGreaterThan(1);
  });
});

describe('model answers', () => {
  test('sides by word or by team name; a missing side or rationale is refused', () => {
    expect(readThoughtAnswer('{"spread":"away","moneyline":"Boston Celtics","total":"UNDER","rationale":"Heat cover."}', game())).toEqual({ spread: 'away', moneyline: 'home', total: 'under', rationale: 'Heat cover.' });
    expect(readThoughtAnswer('```json\n{"spread":"Heat","moneyline":"home","total":"over","rationale":"x"}\n```', game()).spread).toBe('away');
    expect(() => readThoughtAnswer('{"spread":"left","moneyline":"home","total":"over","rationale":"x"}', game())).toThrow(ThoughtRefused);
    expect(() => readThoughtAnswer('{"spread":"home","moneyline":"home","total":"over","rationale":""}', game())).toThrow(ThoughtRefused);
    expect(() => readThoughtAnswer('I like the Celtics.', game())).toThrow(ThoughtRefused);
  });

  test('the prompt carries every line and price', () => {
    const [, user] = buildThoughtMessages(game(), thoughtOdds(game())!, '7:30 PM ET', 'Celtics 60-16.');
    expect(user!.content).toContain('Boston Celtics -4.5 (-110)');
    expect(user!.content).toContain('Miami Heat +155');
    expect(user!.content).toContain('Total: 224.5 (over -105, under -115)');
    expect(user!.content).toContain('Celtics 60-16.');
  });
});

describe('messages shown to users', () => {
  test('"an error containing 429 shows OpenAI rate limit reached..."', () => {
    expect(userMessageFor(new LlmError('LlmRateLimited', 'OpenAI API Error: Rate limit reached for gpt-4o-mini', { status: 429, retryable: true }))).toBe(RATE_LIMIT_MESSAGE);
    expect(userMessageFor(new Error('Request failed with status code 429'))).toBe('OpenAI rate limit reached. Please wait a moment and try again.');
  });
  test('"one containing Too Many Requests shows Too many requests to OpenAI..."', () => {
    expect(userMessageFor(new Error('Too Many Requests'))).toBe(TOO_MANY_MESSAGE);
    expect(TOO_MANY_MESSAGE).toBe('Too many requests to OpenAI. Please wait a moment and try again.');
  });
  test('"others Failed to load Gary\'s thoughts. Please try again."', () => {
    expect(userMessageFor(new Error('connect ECONNREFUSED'))).toBe(FAILED_MESSAGE);
    expect(FAILED_MESSAGE).toBe("Failed to load Gary's thoughts. Please try again.");
  });
});
