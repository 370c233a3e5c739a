import { cardGameDay } from './parlay.routes';

describe('"every card shows its date": the locked parlay is dated on its card\'s game day', () => {
  test('a card of one Eastern evening is that day, a 10 PM Eastern start included (03:00 UTC the next day)', () => {
    expect(cardGameDay(['2026-11-28T00:00:00Z', '2026-11-28T00:30:00Z', '2026-11-28T03:00:00Z'])).toBe('2026-11-27');
  });

  test('a card that spans two Eastern days, or has no game, has no one day', () => {
    expect(cardGameDay(['2026-11-27T18:00:00Z', '2026-11-28T18:00:00Z'])).toBeNull();
    expect(cardGameDay([])).toBeNull();
    expect(cardGameDay(['not a time'])).toBeNull();
  });
});
