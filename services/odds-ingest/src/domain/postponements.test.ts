import { findPostponements } from './postponements';

const ev = (id: string, at: string, home = 'Boston Celtics', away = 'New York Knicks') => ({ id, sport: 'basketball_nba', homeTeam: home, awayTeam: away, commenceTime: at });

test('"if the game is postponed until the following day, it will be issued a new id": the old id is postponed to the new game', () => {
  const old = ev('a'.repeat(32), '2026-11-25T00:30:00Z');
  const moved = ev('b'.repeat(32), '2026-11-26T00:30:00Z');
  expect(findPostponements([old], [moved])).toEqual([{ event: old, successor: moved }]);
});

test('a game still listed, moved by less than 8 hours (same id), or simply missing is not postponed', () => {
  const old = ev('a'.repeat(32), '2026-11-25T00:30:00Z');
  expect(findPostponements([old], [old])).toEqual([]);
  expect(findPostponements([old], [ev('c'.repeat(32), '2026-11-25T06:00:00Z')])).toEqual([]);
  expect(findPostponements([old], [])).toEqual([]);
  // Other teams later do not count, nor the same teams the other way round.
  expect(findPostponements([old], [ev('d'.repeat(32), '2026-11-26T00:30:00Z', 'Miami Heat')])).toEqual([]);
  expect(findPostponements([old], [ev('e'.repeat(32), '2026-11-26T00:30:00Z', 'New York Knicks', 'Boston Celtics')])).toEqual([]);
});
